"""The reader's fast path: a whole game block read with a few regular-expression calls.

Most games of a real file are a block of plain tag lines (``[Name "value"]``,
nothing else on the line), each perhaps followed by its section's lines (a
table's rows), ended by a blank line. :func:`read_game` reads such a block in
one :meth:`re.Pattern.findall` call and checks it exactly as the line-by-line
reader does; at the first thing it does not expect (a comment, an odd line, a
value that fails its check, a repeated tag) it gives up and returns ``None``,
and the line-by-line reader, which knows every rule and reports every problem
with its line, reads the block instead. Both give the same :class:`Game`.
"""

from __future__ import annotations

import re

from atout.errors import NotationError
from atout.formats.pbn.model import Game, Tag
from atout.formats.pbn.tables import Table, parse_columns, unescape
from atout.formats.pbn.values import TAG_CHECKS, TAG_VALID, UNKNOWN, rows_pattern

#: A value that copies the same tag of the previous game (PBN export format).
INHERIT = "#"

#: One item of a block: a plain tag line (whole line, name, value as written)
#: and the section lines after it, or any other line (the block is then left
#: to the line-by-line reader). Every item ends a line, so that matches follow
#: each other without a gap; the possessive forms (``*+``) never give back.
_ITEM = re.compile(
    r'(\[([A-Za-z0-9_]++)[ \t]++"([^"\\\n]*+(?:\\.[^"\\\n]*+)*+)"\])\n'
    r"((?:[^\s\[%;{][^\n]*+\n)*+)"
    r"|([^\n]*+\n)"
)

#: The line breaks of :meth:`str.splitlines` other than ``\n``.
_OTHER_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def normalized(text: str) -> str:
    """``text`` with ``\\n`` as its only line break, after each line (the lines of
    :meth:`str.splitlines`, so that line numbers are the same).

    >>> normalized("a\\r\\nb")
    'a\\nb\\n'
    """
    if any(c in text for c in _OTHER_BREAKS):
        text = "\n".join(text.splitlines())
    return text if not text or text.endswith("\n") else text + "\n"


class GameReader:
    """Reads usual game blocks; remembers the plain tags already met (they repeat).

    A tag without a section is a value: the same line always gives the same
    checked :class:`Tag`, so it is read and checked once per file.

    >>> reader = GameReader()
    >>> text = '[Board "1"]\\n[Contract "3NT"]\\n'
    >>> game = reader.read(text, 0, len(text), None, 1)
    >>> game.board, game.contract
    (1, Contract.parse('3NT'))
    >>> reader.read('[Board "1"]\\n; a note\\n', 0, 21, None, 1) is None
    True
    """

    __slots__ = ("_tags",)

    def __init__(self) -> None:
        self._tags: dict[str, Tag] = {}

    def read(
        self, text: str, start: int, stop: int, previous: Game | None, line: int
    ) -> Game | None:
        """The game of ``text[start:stop]`` (whole lines, starting on line ``line``),
        or ``None`` when the block needs the line-by-line reader."""
        known = self._tags
        entries: list[Tag] = []
        names: set[str] = set()
        for whole, name, raw, section, other in _ITEM.findall(text, start, stop):
            if other or name in names:
                return None
            names.add(name)
            if not section:
                tag = known.get(whole)
                if tag is None:
                    tag = _plain(name, raw, previous)
                    if tag is None:
                        return None
                    if not tag.inherited:
                        known[whole] = tag
                entries.append(tag)
                continue
            tag = _with_section(name, raw, section, previous)
            if tag is None:
                return None
            entries.append(tag)
        return Game(tuple(entries), line)


def _value(raw: str, name: str, previous: Game | None) -> str | None:
    """The tag's value: unescaped, or copied from the previous game for ``#``."""
    if raw == INHERIT:
        return None if previous is None else previous.value(name)
    return unescape(raw) if "\\" in raw else raw


def _plain(name: str, raw: str, previous: Game | None) -> Tag | None:
    """A tag without section lines, checked (``None`` when not plainly valid)."""
    value = _value(raw, name, previous)
    if value is None:
        return None
    if name.endswith("Table"):
        return _table(name, value, "", raw == INHERIT)
    check = TAG_CHECKS.get(name)
    valid = TAG_VALID.get(name, UNKNOWN)
    if check is not None and value not in valid and value not in UNKNOWN and check(value):
        return None
    return Tag(name, value, (), raw == INHERIT)


def _with_section(name: str, raw: str, section: str, previous: Game | None) -> Tag | None:
    """A tag followed by section lines (a table's rows, an auction...), checked."""
    value = _value(raw, name, previous)
    if value is None:
        return None
    if name.endswith("Table"):
        return _table(name, value, section[:-1], raw == INHERIT)
    tag = _plain(name, raw, previous)
    if tag is None:
        return None
    lines = tuple(line.strip() for line in section[:-1].split("\n"))
    return Tag(name, value, lines, tag.inherited)


def _table(name: str, value: str, rows: str, inherited: bool) -> Tag | None:
    """A table tag and its rows (joined by newlines), when every row is valid."""
    try:
        columns = parse_columns(value)
    except NotationError:
        return None
    if not rows:
        return Tag(name, value, Table.from_lines(columns, ()), inherited)
    if rows_pattern(value).fullmatch(rows) is None:
        return None
    return Tag(name, value, Table.from_lines(columns, rows.split("\n")), inherited)
