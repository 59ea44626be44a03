"""The reader's fast path: a whole game block read with a few regular-expression calls.

Most games of a real file are a block of plain tag lines (``[Name "value"]``,
nothing else on the line), each perhaps followed by its section's lines (a
table's rows), ended by a blank line. :func:`read_game` reads such a block in
one :meth:`re.Pattern.findall` call and checks it exactly as the line-by-line
reader does; at the first thing it does not expect (a comment, an odd line, a
value that fails its check, a repeated tag) it gives up and returns ``None``,
and the scanner of :mod:`~atout.formats.pbn.reader`, which knows every rule and
reports every problem with its line and column, reads the block instead. Both
give the same :class:`Game`. The fast path also leaves to the scanner the
``[Note]`` tags, values written ``#`` or ``##`` (§4.8), tag names that do not
begin with a capital and values holding a tab.
"""

from __future__ import annotations

import re

from atout.errors import NotationError
from atout.formats.pbn.comments import Comment
from atout.formats.pbn.model import Game, Tag, is_table_tag
from atout.formats.pbn.shapes import shape_of
from atout.formats.pbn.tables import Table, parse_columns, unescape
from atout.formats.pbn.values import TAG_CHECKS, UNKNOWN, rows_pattern

#: A value that copies the same tag of the previous game (PBN 2.1 §4.8).
INHERIT = "#"
#: Characters PBN 2.1 §2.2 does not allow (tab and vertical tab are allowed).
CONTROL = r"[\x00-\x08\x0c\x0e-\x1f\x7f-\x9f]"
_CONTROL = re.compile(CONTROL)

#: One item of a block: a plain tag line (whole line, name, value as written)
#: and the section lines after it, or any other line (the block is then left
#: to the line-by-line reader). Every item ends a line, so that matches follow
#: each other without a gap; the possessive forms (``*+``) never give back.
_ITEM = re.compile(
    r'(\[([A-Z][A-Za-z0-9_]*+)[ \t]++"([^"\\\n\t]*+(?:\\[^\n\t][^"\\\n\t]*+)*+)"\])\n'
    r"((?:[^\s\[%;{][^\n]*+\n)*+)"
    r"|([^\n]*+\n)"
)


class GameReader:
    """Reads usual game blocks; remembers the plain tags already met (they repeat).

    A tag without a section is a value: the same line always gives the same
    checked :class:`Tag`, so it is read and checked once per file.

    >>> reader = GameReader()
    >>> text = '[Board "1"]\\n[Contract "3NT"]\\n'
    >>> game = reader.read(text, 0, len(text), 1)
    >>> game.board, game.contract
    (1, Contract.parse('3NT'))
    >>> reader.read('[Board "1"]\\n; a note\\n', 0, 21, 1) is None
    True
    """

    __slots__ = ("_shapes", "_tags", "shape", "text")

    def __init__(self, text: str = "") -> None:
        self._tags: dict[str, Tag] = {}
        self.text = text
        #: The patterns of the last usual block read, and of a run of blocks like it
        #: (:mod:`~atout.formats.pbn.shapes`).
        self.shape: tuple[re.Pattern[str], re.Pattern[str]] | None = None
        self._shapes: dict[
            tuple[tuple[str, str, bool], ...], tuple[re.Pattern[str], re.Pattern[str]] | None
        ] = {}

    def learn(self, game: Game) -> None:
        """Make ``game``'s shape the one tried first on the next block."""
        key = tuple(
            (e.name, e.value if isinstance(e.section, Table) else "", bool(e.section))
            for e in game.entries
            if isinstance(e, Tag)
        )
        if key not in self._shapes:
            self._shapes[key] = shape_of(game)
        self.shape = self._shapes[key]

    def entries(self, start: int, stop: int, line: int) -> tuple[Tag | Comment, ...]:
        """The entries of a block of :attr:`text` that its shape has checked."""
        game = self.read(self.text, start, stop, line, checked=True)
        assert game is not None, "a block its shape accepts is a usual block"
        return game.entries

    def read(
        self, text: str, start: int, stop: int, line: int, checked: bool = False
    ) -> Game | None:
        """The game of ``text[start:stop]`` (whole lines, starting on line ``line``),
        or ``None`` when the block needs the line-by-line reader (``checked``: the
        block's characters are known to be allowed)."""
        if not checked and _CONTROL.search(text, start, stop):
            return None
        known = self._tags
        entries: list[Tag] = []
        names: set[str] = set()
        for whole, name, raw, section, other in _ITEM.findall(text, start, stop):
            if other or name in names or name == "Note" or raw[:1] == INHERIT:
                return None
            names.add(name)
            if not section:
                tag = known.get(whole)
                if tag is None:
                    tag = _plain(name, raw, checked)
                    if tag is None:
                        return None
                    known[whole] = tag
                entries.append(tag)
                continue
            tag = _with_section(name, raw, section, checked)
            if tag is None:
                return None
            entries.append(tag)
        return Game(tuple(entries), line)


def _plain(name: str, raw: str, checked: bool = False) -> Tag | None:
    """A tag without section lines, checked (``None`` when not plainly valid)."""
    value = unescape(raw) if "\\" in raw else raw
    if is_table_tag(name):
        return _table(name, value, "", checked)
    if checked:
        return Tag(name, value)
    check = TAG_CHECKS.get(name)
    if (
        check is not None
        and value not in check.valid
        and value not in UNKNOWN
        and check.problem(value)
    ):
        return None
    return Tag(name, value)


def _with_section(name: str, raw: str, section: str, checked: bool = False) -> Tag | None:
    """A tag followed by section lines (a table's rows, an auction...), checked."""
    if is_table_tag(name):
        return _table(name, unescape(raw) if "\\" in raw else raw, section[:-1], checked)
    tag = _plain(name, raw, checked)
    if tag is None or "[" in section:
        return None
    lines = tuple(line.strip() for line in section[:-1].split("\n"))
    return Tag(name, tag.value, lines)


def _table(name: str, value: str, rows: str, checked: bool = False) -> Tag | None:
    """A table tag and its rows (joined by newlines), when every row is valid."""
    if ";" not in value and len(value.split()) > 1:
        return None  # one column, or a producer's spaces between columns: the scanner says
    try:
        columns = parse_columns(value)
    except NotationError:
        return None
    if not rows:
        return Tag(name, value, Table.from_lines(columns, ()))
    if not checked:
        pattern = rows_pattern(tuple(c.name for c in columns))
        if pattern is None or pattern.fullmatch(rows) is None:
            return None
    return Tag(name, value, Table.from_lines(columns, rows.split("\n")))
