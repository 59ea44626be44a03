"""Read PBN 2.1 text in one pass: ``loads(text)`` and ``load(fp)``, like :mod:`json`.

Strict by default: the first problem raises :class:`NotationError` naming the
line and quoting it. With ``strict=False`` every problem is collected in
:attr:`PbnFile.problems` as ``(line number, line, message)`` and what could
not be read is left out, never replaced by a made-up value.
"""

from __future__ import annotations

import codecs
import functools
import re
from collections.abc import Callable
from typing import IO

from atout.errors import NotationError
from atout.formats.pbn.blocks import INHERIT, GameReader, normalized
from atout.formats.pbn.comments import Comment, CommentKind
from atout.formats.pbn.model import Game, PbnFile, Problem, Tag
from atout.formats.pbn.tables import (
    Cell,
    Column,
    Table,
    parse_columns,
    renumbered,
    split_row,
    unescape,
)
from atout.formats.pbn.values import (
    COLUMN_CHECKS,
    COLUMN_VALID,
    TAG_CHECKS,
    TAG_VALID,
    UNKNOWN,
    rows_pattern,
)

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
#: The usual tag line: one tag, no escaped character.
_TAG_LINE = re.compile(r'\[([A-Za-z0-9_]+)[ \t]+"([^"\\]*)"\]')
#: First characters of the lines that are not table rows: tags and comments.
_MARKS = frozenset("[%;{")


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
        "numbers",
        "value",
    )

    def __init__(self, name: str, value: str, inherited: bool, columns: tuple[Column, ...]):
        self.name = name
        self.inherited = inherited
        self.columns = columns
        self.lines: list[str] = []
        self.numbers: list[int] = []
        self.notes: list[tuple[int, Comment]] = []
        self.checks = _table_checks(value) if columns else ()
        self.value = value

    def close(self, lines: list[str]) -> Tag:
        if not self.columns:
            return Tag(self.name, self.value, tuple(lines), self.inherited)
        table = Table.from_lines(self.columns, lines, self.notes)
        return Tag(self.name, self.value, table, self.inherited)


@functools.lru_cache(maxsize=256)
def _table_checks(
    spec: str,
) -> tuple[tuple[int, frozenset[Cell], Callable[[str], str | None]], ...]:
    """The checks of a table's known columns: position, values accepted at once, check."""
    columns = parse_columns(spec)
    return tuple(
        (i, COLUMN_VALID[c.name], COLUMN_CHECKS[c.name])
        for i, c in enumerate(columns)
        if c.name in COLUMN_CHECKS
    )


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
        self.previous: Game | None = None
        #: True while the last entry is a plain tag that a section may still follow.
        self.open_text = False
        self.current: _OpenTag | None = None
        self.skipping = False
        self.started = False
        self.game_line = 0
        self.text = ""
        #: Where the next line starts, and the number of the line before it.
        self.position = 0
        self.index = 0

    def read(self, text: str) -> PbnFile:
        self.text = text = normalized(text)
        games = GameReader()
        tag_line = _TAG_LINE.fullmatch
        size = len(text)
        position = index = 0
        while position < size:
            if text[position] == "[" and self._between_games():
                stop = text.find("\n\n", position) + 1 or size
                game = games.read(text, position, stop, self.previous, index + 1)
                if game is not None:  # the usual block, read at once
                    self.games.append(game)
                    self.previous = game
                    self.started = True
                    index += text.count("\n", position, stop) + (stop < size)
                    position = stop + 1
                    continue
            end = text.index("\n", position)
            line = text[position:end].strip()
            position = end + 1
            index += 1
            current = self.current
            # The hot path: one more row of an open table (checked when the table closes).
            if (
                line
                and line[0] not in _MARKS
                and current is not None
                and current.columns
                and not self.pending
            ):
                current.lines.append(line)
                current.numbers.append(index)
                continue
            if line[:1] == "[":
                match = tag_line(line)
                if match is not None:
                    self._tag(match[1], match[2], index, line)
                    continue
            self.position, self.index = position, index
            self._line(line, index)
            position, index = self.position, self.index
        self._end_game()
        problems = sorted(self.problems, key=lambda p: p.line_number)
        return PbnFile(tuple(self.games), tuple(self.header), tuple(problems))

    def _between_games(self) -> bool:
        """True when no game is being read: the next tag line starts one."""
        return not (self.entries or self.pending or self.skipping) and self.current is None

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
            if self.position >= len(self.text):
                self._problem(number, text, "a { comment is never closed by }")
                return
            end = self.text.index("\n", self.position)
            parts.append(self.text[self.position : end])
            self.position = end + 1
            self.index += 1
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
                self._close_tag()
                self.skipping = True  # the malformed tag's section is left out too
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
        if self.current is not None or self.pending:
            self._close_tag()
        if not self.entries:
            self.game_line = number
        self.started = True
        self.skipping = True
        self.open_text = False
        if name in self.names:
            self._problem(number, line, f"the game already has a [{name}] tag")
            return
        inherited = raw == INHERIT
        if inherited:
            copied = None if self.previous is None else self.previous.value(name)
            if copied is None:
                self._problem(number, line, f"# copies [{name}] of the previous game: it has none")
                return
            value = copied
        else:
            value = unescape(raw) if "\\" in raw else raw
        columns: tuple[Column, ...] = ()
        if name.endswith("Table"):  # is_table_tag, inlined on the hot path
            try:
                columns = parse_columns(value)
            except NotationError as error:
                self._problem(number, line, str(error))
                return
        else:
            check = TAG_CHECKS.get(name)
            if check is not None and value not in TAG_VALID.get(name, UNKNOWN):
                message = check(value) if value not in UNKNOWN else None
                if message:
                    self._problem(number, line, message)
        self.names.add(name)
        self.skipping = False
        if columns:
            self.current = _OpenTag(name, value, inherited, columns)
        else:
            self.entries.append(Tag(name, value, (), inherited))
            self.open_text = True

    def _close_tag(self) -> None:
        current = self.current
        if current is not None:
            lines = current.lines
            pattern = rows_pattern(current.value) if current.columns and lines else None
            if pattern is not None and not pattern.fullmatch("\n".join(lines)):
                lines = self._checked_rows(current)
            self.entries.append(current.close(lines))
            self.current = None
        if self.pending:
            self.entries.extend(self.pending)
            self.pending.clear()
        self.open_text = False

    def _section_line(self, text: str, number: int) -> None:
        if self.skipping:
            return
        current = self.current
        if current is None:
            if not self.open_text:
                self._start()
                message = "text outside a tag's section (a row needs a table tag)"
                self._problem(number, text, message)
                return
            tag = self.entries.pop()
            assert isinstance(tag, Tag)
            current = self.current = _OpenTag(tag.name, tag.value, tag.inherited, ())
            self.open_text = False
        if not current.columns:
            current.lines.extend(str(c) for c in self.pending)
            current.lines.append(text)
        else:
            current.notes.extend((len(current.lines), c) for c in self.pending)
            current.lines.append(text)
            current.numbers.append(number)
        self.pending.clear()

    def _checked_rows(self, table: _OpenTag) -> list[str]:
        """The rows that have one value per column, reporting every problem."""
        kept: list[str] = []
        for text, number in zip(table.lines, table.numbers, strict=True):
            if self._row_ok(table, text, number):
                kept.append(text)
        if len(kept) != len(table.lines):
            table.notes = renumbered(table.notes, table.lines, kept)
        return kept

    def _row_ok(self, table: _OpenTag, text: str, number: int) -> bool:
        try:
            cells, _ = split_row(text)
        except NotationError as error:
            self._problem(number, text, str(error))
            return False
        if len(cells) != len(table.columns):
            message = (
                f"the row has {len(cells)} values; [{table.name}] has "
                f"{len(table.columns)} columns ({table.value})"
            )
            self._problem(number, text, message)
            return False
        for i, valid, check in table.checks:
            cell = cells[i]
            if cell not in valid:
                problem = check(cell) if cell is not None else None
                if problem:
                    self._problem(number, text, f"column {table.columns[i].name}: {problem}")
        return True

    def _end_game(self) -> None:
        self._close_tag()
        self.skipping = False
        if self.entries:
            game = Game(tuple(self.entries), self.game_line)
            self.games.append(game)
            self.previous = game
        self.entries = []
        self.names = set()
