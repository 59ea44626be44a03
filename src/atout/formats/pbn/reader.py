"""Read PBN 2.1 text in one pass: ``loads(text)`` and ``load(fp)``, like :mod:`json`.

Strict by default: the first problem raises :class:`NotationError` naming the
line and quoting it. With ``strict=False`` every problem is collected in
:attr:`PbnFile.problems` as ``(line number, line, message)`` and what could
not be read is left out, never replaced by a made-up value.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable
from typing import IO

from atout.errors import NotationError
from atout.formats.pbn.comments import Comment, CommentKind
from atout.formats.pbn.model import Game, PbnFile, Problem, Tag, is_table_tag
from atout.formats.pbn.tables import Cell, Column, Table, parse_columns, split_row, unescape
from atout.formats.pbn.values import COLUMN_CHECKS, TAG_CHECKS, UNKNOWN

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
#: A tag value that copies the same tag of the previous game (PBN export format).
INHERIT = "#"


def decode(data: bytes, encoding: str | None = None) -> str:
    """PBN bytes as text: UTF-8 after a byte-order mark, else Latin-1 (PBN 2.1 §3.1).

    >>> decode("Bjørn".encode("latin-1")), decode(codecs.BOM_UTF8 + "Bjørn".encode())
    ('Bjørn', 'Bjørn')
    """
    if encoding is not None:
        return data.decode(encoding)
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8) :].decode("utf-8")
    return data.decode("latin-1")


def loads(data: str | bytes, *, strict: bool = True, encoding: str | None = None) -> PbnFile:
    """Read a PBN file from text or bytes.

    >>> pbn = loads('% PBN 2.1\\n\\n[Board "1"]\\n[Contract "3NT"]\\n')
    >>> pbn.version, pbn.games[0].contract
    ('2.1', Contract.parse('3NT'))
    >>> loads('[Board "1"]\\n[Deal "N:AK')
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: line 2: a tag is written [Name "value"] on one line ...
    """
    text = decode(data, encoding) if isinstance(data, bytes) else data
    if text.startswith("\ufeff"):
        text = text[1:]
    return _Reader(strict).read(text)


def load(fp: IO[bytes] | IO[str], *, strict: bool = True, encoding: str | None = None) -> PbnFile:
    """Read a PBN file from an open file (binary or text)."""
    return loads(fp.read(), strict=strict, encoding=encoding)


class _OpenTag:
    """A tag whose section is still being read."""

    __slots__ = (
        "checks",
        "columns",
        "inherited",
        "lines",
        "name",
        "notes",
        "quoted",
        "rows",
        "value",
    )

    def __init__(self, name: str, value: str, inherited: bool, columns: tuple[Column, ...]):
        self.name = name
        self.inherited = inherited
        self.columns = columns
        self.lines: list[str] = []
        self.rows: list[tuple[Cell, ...]] = []
        self.notes: list[tuple[int, Comment]] = []
        self.quoted = [False] * len(columns)
        self.checks: list[tuple[int, Callable[[str], str | None]]] = [
            (i, COLUMN_CHECKS[c.name]) for i, c in enumerate(columns) if c.name in COLUMN_CHECKS
        ]
        self.value = value

    def close(self) -> Tag:
        if not self.columns:
            return Tag(self.name, self.value, tuple(self.lines), self.inherited)
        pairs = zip(self.columns, self.quoted, strict=True)
        columns = tuple(Column(c.name, c.width, c.align, q) for c, q in pairs)
        table = Table(columns, tuple(self.rows), tuple(self.notes))
        return Tag(self.name, self.value, table, self.inherited)


class _Reader:
    """The state of one pass over the lines of a file."""

    def __init__(self, strict: bool):
        self.strict = strict
        self.problems: list[Problem] = []
        self.header: list[Comment] = []
        self.games: list[Game] = []
        self.entries: list[Tag | Comment] = []
        self.names: set[str] = set()
        self.pending: list[Comment] = []
        self.previous: dict[str, str] = {}
        self.current: _OpenTag | None = None
        self.skipping = False
        self.started = False
        self.game_line = 0
        self.lines: list[str] = []
        self.index = 0

    def read(self, text: str) -> PbnFile:
        self.lines = text.splitlines()
        while self.index < len(self.lines):
            self.index += 1
            self._line(self.lines[self.index - 1].strip(), self.index)
        self._end_game()
        return PbnFile(tuple(self.games), tuple(self.header), tuple(self.problems))

    def _problem(self, number: int, line: str, message: str) -> None:
        problem = Problem(number, line, message)
        if self.strict:
            raise NotationError(str(problem))
        self.problems.append(problem)

    def _line(self, text: str, number: int) -> None:
        if not text:
            self._end_game()
            return
        first = text[0]
        if first == "[":
            self._tags(text, number)
        elif first == "%":
            self._comment(Comment(CommentKind.ESCAPE, text[1:]))
        elif first == ";":
            self._comment(Comment(CommentKind.LINE, text[1:]))
        elif first == "{":
            self._block(text, number)
        else:
            self._section_line(text, number)

    def _block(self, text: str, number: int) -> None:
        parts = [text[1:]]
        while "}" not in parts[-1]:
            if self.index >= len(self.lines):
                self._problem(number, text, "a { comment is never closed by }")
                return
            self.index += 1
            parts.append(self.lines[self.index - 1])
        last, _, rest = parts[-1].partition("}")
        parts[-1] = last
        self._comment(Comment(CommentKind.BLOCK, "\n".join(parts)))
        if rest.strip():
            self._line(rest.strip(), self.index)

    def _comment(self, comment: Comment) -> None:
        if not self.started and comment.kind is CommentKind.ESCAPE:
            self.header.append(comment)
            return
        self._start()
        self.pending.append(comment)

    def _start(self) -> None:
        if not self.entries and not self.pending and self.current is None:
            self.game_line = self.index
        self.started = True

    def _tags(self, text: str, number: int) -> None:
        while True:
            match = _TAG.match(text)
            if match is None:
                message = 'a tag is written [Name "value"] on one line (truncated or malformed)'
                self._problem(number, text, message)
                return
            self._tag(match.group(1), match.group(2), number, text)
            text = text[match.end() :].lstrip()
            if not text:
                return
            if text[0] != "[":
                self._line(text, number)
                return

    def _tag(self, name: str, raw: str, number: int, line: str) -> None:
        self._start()
        self._close_tag()
        self.skipping = True
        if name in self.names:
            self._problem(number, line, f"the game already has a [{name}] tag")
            return
        inherited = raw == INHERIT
        if inherited:
            if name not in self.previous:
                self._problem(number, line, f"# copies [{name}] of the previous game: it has none")
                return
            value = self.previous[name]
        else:
            value = unescape(raw) if "\\" in raw else raw
        columns: tuple[Column, ...] = ()
        if is_table_tag(name):
            try:
                columns = parse_columns(value)
            except NotationError as error:
                self._problem(number, line, str(error))
                return
        else:
            check = TAG_CHECKS.get(name)
            message = check(value) if check is not None and value not in UNKNOWN else None
            if message:
                self._problem(number, line, message)
        self.names.add(name)
        self.current = _OpenTag(name, value, inherited, columns)
        self.skipping = False

    def _close_tag(self) -> None:
        if self.current is not None:
            self.entries.append(self.current.close())
            self.current = None
        self.entries.extend(self.pending)
        self.pending.clear()

    def _section_line(self, text: str, number: int) -> None:
        if self.skipping:
            return
        current = self.current
        if current is None:
            self._start()
            self._problem(number, text, "text outside a tag's section (a row needs a table tag)")
            return
        if not current.columns:
            current.lines.extend(str(c) for c in self.pending)
            current.lines.append(text)
        else:
            current.notes.extend((len(current.rows), c) for c in self.pending)
            self._row(current, text, number)
        self.pending.clear()

    def _row(self, table: _OpenTag, text: str, number: int) -> None:
        try:
            cells, quoted = split_row(text)
        except NotationError as error:
            self._problem(number, text, str(error))
            return
        if len(cells) != len(table.columns):
            message = (
                f"the row has {len(cells)} values; [{table.name}] has "
                f"{len(table.columns)} columns ({table.value})"
            )
            self._problem(number, text, message)
            return
        for i, check in table.checks:
            cell = cells[i]
            problem = check(cell) if cell is not None else None
            if problem:
                self._problem(number, text, f"column {table.columns[i].name}: {problem}")
        if True in quoted:
            table.quoted = [a or b for a, b in zip(table.quoted, quoted, strict=True)]
        table.rows.append(tuple(cells))

    def _end_game(self) -> None:
        self._close_tag()
        self.skipping = False
        if self.entries:
            game = Game(tuple(self.entries), self.game_line)
            self.games.append(game)
            self.previous = {t.name: t.value for t in game.tags}
        self.entries = []
        self.names = set()
