"""The shape of a usual game block: one pattern that checks a whole block at once.

The games of a session file are written alike: the same tags in the same
order, the same table columns, only the values change. Once the fast path of
:mod:`~atout.formats.pbn.blocks` has read a block, :func:`shape_of` makes the
pattern of blocks like it: each tag line with its name, a value pattern that
accepts only values the tag's check accepts (the deals' cards are then checked
by :func:`~atout.formats.pbn.deals.deals_ok`), each table's rows with the
pattern of its columns. A block this pattern matches is a block the fast path
reads to the same game, so the reader checks it in one call and lets the fast
path build its tags when they are first asked for.
"""

from __future__ import annotations

import re

from atout.formats.pbn.comments import Comment
from atout.formats.pbn.deals import DEAL_SHAPE
from atout.formats.pbn.model import Game, Tag
from atout.formats.pbn.tables import Table, escape
from atout.formats.pbn.values import TAG_CHECKS, row_pattern

_OPTIONAL = r'|\?|(?=")'
#: Values each checked tag's check accepts (a subset: a value outside makes the
#: block go through the fast path, which reads it in full).
_VALUES = {
    "Board": r"[1-9][0-9]{0,8}",
    "Dealer": r"[NESW]",
    "Declarer": r"[NESW]",
    "Vulnerable": r"None|NS|EW|All|Both|Love|-",
    "Contract": r"Pass|PASS|pass|[1-7](?:NT|[CDHSN])(?:XX|X)?",
    "Result": r"1[0-3]|[0-9]",
    "Score": r"(?:NS |EW )?-?[0-9]{1,5}",
    "OptimumScore": r"(?:NS|EW) -?[0-9]{1,5}",
    "Deal": DEAL_SHAPE,
}
#: Any other value: no quote, backslash, control character (tab and line break
#: included, §2.2 and §2.3), not beginning with # (§4.8).
_ANY_VALUE = r'(?:[^"\\#\x00-\x1f\x7f-\x9f][^"\\\x00-\x1f\x7f-\x9f]*+)?'
#: The lines of a text section, as the fast path reads them (no control character).
_TEXT_LINES = r"(?:[^\s\[%;{\x00-\x1f\x7f-\x9f][^\n\[{\x00-\x08\x0b-\x1f\x7f-\x9f]*+\n)++"


def _tag_pattern(tag: Tag) -> str | None:
    name = re.escape(tag.name)
    if isinstance(tag.section, Table):
        row = row_pattern(tuple(c.name for c in tag.section.columns))
        if row is None:
            return None
        spec = re.escape(escape(tag.value))
        return rf'\[{name} "{spec}"\]\n(?:{row}\n)*+'
    if tag.name in _VALUES:
        value = f"(?:{_VALUES[tag.name]}{_OPTIONAL})"
    elif tag.name in TAG_CHECKS:
        return None
    else:
        value = _ANY_VALUE
    line = rf'\[{name} "{value}"\]\n'
    return line + _TEXT_LINES if tag.section else line


def shape_of(game: Game) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """The pattern of one block shaped like ``game``, and of a run of such blocks one
    blank line apart (``None`` when it has none: comments, a table too wide for one
    pattern).

    >>> from atout.formats.pbn.reader import loads
    >>> text = '[Board "1"]\\n[Dealer "N"]\\n'
    >>> one, run = shape_of(loads(text).games[0])
    >>> bool(one.match('[Board "7"]\\n[Dealer "W"]\\n')), bool(one.match('[Board "x"]\\n'))
    (True, False)
    >>> run.match('[Board "7"]\\n[Dealer "W"]\\n\\n[Board "8"]\\n[Dealer "N"]\\n').end()
    51
    """
    parts = []
    for entry in game.entries:
        if isinstance(entry, Comment):
            return None
        part = _tag_pattern(entry)
        if part is None:
            return None
        parts.append(part)
    body = "".join(parts)
    return re.compile(body + r"(?=\n|\Z)"), re.compile(rf"{body}(?:\n{body})*+(?=\n|\Z)")
