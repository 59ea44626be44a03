"""PBN tables: ``[ScoreTable "Table\\2R;..."]`` column specs and their rows (PBN 2.1 §5).

A table tag's value lists the columns, separated by ``;``; each name may carry
a format after a backslash: a width and an alignment, ``L`` or ``R``
(``Table\\2R``). Each following line is one row of whitespace-separated
values: strings are written in double quotes and ``-`` means empty.
"""

from __future__ import annotations

import enum
import functools
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from atout.errors import NotationError
from atout.formats.pbn.comments import Comment

#: A cell: the text of a value, or ``None`` for ``-`` (empty).
Cell = str | None

_COLUMN = re.compile(r"([+-]?)([^\\;]*?)(?:\\(\d{1,3})([LR])?)?")
#: The widest column (a line of PBN holds at most 255 characters, §2.3).
MAX_WIDTH = 255
_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"|(\S+)')
_ESCAPED = re.compile(r'\\([\\"])')
_TO_ESCAPE = re.compile(r'\\(?=[\\"]|$)')
_BARE = re.compile(r'^[^\s"]+$')


def unescape(text: str) -> str:
    """The string written between quotes: ``\\"`` is a quote, ``\\\\`` a backslash.

    Any other backslash is itself (``Table\\2R``).

    >>> print(unescape(r'say \\"hi\\" Table\\2R'))
    say "hi" Table\\2R
    """
    return _ESCAPED.sub(r"\1", text)


def escape(text: str) -> str:
    """The inverse of :func:`unescape`: escapes only what needs it.

    >>> print(escape('say "hi" Table\\\\2R'))
    say \\"hi\\" Table\\2R
    """
    return _TO_ESCAPE.sub(r"\\\\", text).replace('"', '\\"')


class Align(enum.Enum):
    """How a column's values are padded to its width."""

    LEFT = "L"
    RIGHT = "R"


@dataclass(frozen=True, slots=True)
class Column:
    """One column of a PBN table: its name and optional width and alignment.

    ``quoted`` says that the column's values are strings (written in quotes);
    ``order`` is ``+`` (highest first) or ``-`` (lowest first) when the spec
    gives the order of the column's values (PBN 2.1 §5.2).

    >>> Column.parse("Table\\\\2R")
    Column(name='Table', width=2, align=<Align.RIGHT: 'R'>, quoted=False, order='')
    >>> str(Column("Names", 20, Align.LEFT)), str(Column.parse("-Rank\\\\3R"))
    ('Names\\\\20L', '-Rank\\\\3R')
    """

    name: str
    width: int | None = None
    align: Align | None = None
    quoted: bool = False
    order: str = ""

    @classmethod
    def parse(cls, spec: str, quoted: bool = False) -> Column:
        """Read one column spec ``[+|-]name[\\width[L|R]]``."""
        match = _COLUMN.fullmatch(spec.strip())
        if match is None or (match[3] is not None and int(match[3]) > MAX_WIDTH):
            raise NotationError(
                (
                    "{spec!r} is not a table column: write a name, optionally "
                    "followed by \\, a width up to {MAX_WIDTH} and L or R (e.g. "
                    "Table\\2R)"
                ),
                code="pbn.column-syntax",
                spec=spec[:40],
                MAX_WIDTH=MAX_WIDTH,
            )
        order, name, width, align = match.groups()
        return cls(
            name,
            int(width) if width else None,
            Align(align) if align else None,
            quoted,
            order,
        )

    def __str__(self) -> str:
        if self.width is None:
            return self.order + self.name
        return f"{self.order}{self.name}\\{self.width}{self.align.value if self.align else ''}"


@functools.lru_cache(maxsize=256)
def parse_columns(spec: str) -> tuple[Column, ...]:
    """Read a table tag's value: column specs separated by ``;``.

    >>> [c.name for c in parse_columns("Rank\\\\2R;PairId;Names\\\\20L")]
    ['Rank', 'PairId', 'Names']
    """
    return tuple(Column.parse(part) for part in spec.split(";"))


def format_columns(columns: Sequence[Column]) -> str:
    """The tag value listing ``columns`` (inverse of :func:`parse_columns`)."""
    return ";".join(str(c) for c in columns)


def split_row(line: str) -> tuple[list[Cell], list[int]]:
    """The cells of one table row and the positions of the quoted ones.

    >>> split_row('13 - "A=" "Pair \\\\"1\\\\""')
    (['13', None, 'A=', 'Pair "1"'], [2, 3])
    """
    if '"' not in line:
        return [None if t == "-" else t for t in line.split()], []
    if "\\" in line:
        return _split_escaped(line)
    parts = line.split('"')
    if len(parts) % 2 == 0:
        raise NotationError(
            "unbalanced quotes in the row {line!r}",
            code="pbn.unbalanced-quotes",
            line=line,
        )
    cells: list[Cell] = []
    quoted: list[int] = []
    for i, part in enumerate(parts):
        if i & 1:
            quoted.append(len(cells))
            cells.append(part)
        else:
            cells.extend([None if t == "-" else t for t in part.split()])
    return cells, quoted


def _split_escaped(line: str) -> tuple[list[Cell], list[int]]:
    cells: list[Cell] = []
    quoted: list[int] = []
    end = 0
    for match in _TOKEN.finditer(line):
        if line[end : match.start()].strip():
            break
        string, bare = match.groups()
        if bare is not None:
            cells.append(None if bare == "-" else bare)
        else:
            quoted.append(len(cells))
            cells.append(unescape(string))
        end = match.end()
    if line[end:].strip():
        raise NotationError(
            "unbalanced quotes in the row {line!r}",
            code="pbn.unbalanced-quotes",
            line=line,
        )
    return cells, quoted


class Table:
    """A PBN table: its columns and its rows of cells (``None`` for ``-``).

    A value (compared and hashed by columns, rows and notes). The reader checks
    every row when it reads the file but builds the cells of a table only when
    they are first asked for (:meth:`from_lines`): reading a session stays fast.

    >>> table = Table.of("Rank;Names", [["1", "Pair 1"]], quoted={"Names"})
    >>> table.get(0, "Names"), table.column("Rank")
    ('Pair 1', ('1',))
    """

    __slots__ = ("_columns", "_lines", "_notes", "_rows")

    def __init__(
        self,
        columns: Sequence[Column],
        rows: Sequence[tuple[Cell, ...]],
        notes: Sequence[tuple[int, Comment]] = (),
    ) -> None:
        self._columns = tuple(columns)
        self._rows: tuple[tuple[Cell, ...], ...] | None = tuple(rows)
        self._notes = tuple(notes)
        self._lines: tuple[str, ...] = ()
        width = len(self._columns)
        for row in self._rows:
            if len(row) != width:
                raise NotationError(
                    "the row {row!r} has {count} values; the table has {width} columns",
                    code="pbn.row-width",
                    row=row,
                    count=len(row),
                    width=width,
                )

    @classmethod
    def from_lines(
        cls,
        columns: tuple[Column, ...],
        lines: Sequence[str],
        notes: Sequence[tuple[int, Comment]] = (),
    ) -> Table:
        """A table of row lines already checked to have one value per column."""
        table = cls.__new__(cls)
        table._columns = columns
        table._rows = None
        table._notes = tuple(notes)
        table._lines = tuple(lines)
        return table

    def _split(self) -> tuple[tuple[Cell, ...], ...]:
        if self._rows is None:
            rows: list[tuple[Cell, ...]] = []
            quoted: set[int] = set()
            for line in self._lines:
                cells, positions = split_row(line)
                quoted.update(positions)
                rows.append(tuple(cells))
            self._columns = tuple(
                Column(c.name, c.width, c.align, i in quoted, c.order)
                for i, c in enumerate(self._columns)
            )
            self._rows, self._lines = tuple(rows), ()
        return self._rows

    @property
    def columns(self) -> tuple[Column, ...]:
        """The columns, in order."""
        self._split()
        return self._columns

    @property
    def rows(self) -> tuple[tuple[Cell, ...], ...]:
        """The rows: one cell per column."""
        return self._split()

    @property
    def notes(self) -> tuple[tuple[int, Comment], ...]:
        """Comment lines met among the rows, each with the number of rows before it."""
        return self._notes

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return (self.columns, self.rows, self.notes) == (other.columns, other.rows, other.notes)

    def __hash__(self) -> int:
        return hash((self.columns, self.rows, self.notes))

    def __repr__(self) -> str:
        return f"Table(columns={self.columns!r}, rows={self.rows!r}, notes={self.notes!r})"

    @classmethod
    def of(
        cls,
        spec: str,
        rows: Sequence[Sequence[Cell]],
        quoted: set[str] | frozenset[str] = frozenset(),
    ) -> Table:
        """A table from a column spec, rows of cells and the names of the string columns."""
        cells = tuple(tuple(r) for r in rows)
        columns = tuple(
            Column(c.name, c.width, c.align, c.name in quoted or _needs_quotes(cells, i), c.order)
            for i, c in enumerate(parse_columns(spec))
        )
        return cls(columns, cells)

    @property
    def names(self) -> tuple[str, ...]:
        """The column names, in order."""
        return tuple(c.name for c in self.columns)

    @property
    def spec(self) -> str:
        """The table tag's value."""
        return format_columns(self.columns)

    def index(self, name: str) -> int:
        """The position of the column ``name``."""
        for i, column in enumerate(self.columns):
            if column.name == name:
                return i
        raise NotationError(
            "the table has no column {name!r}: it has {join}",
            code="pbn.no-column",
            name=name,
            join=", ".join(self.names),
        )

    def has(self, name: str) -> bool:
        """True when the table has a column ``name``."""
        return any(c.name == name for c in self.columns)

    def column(self, name: str) -> tuple[Cell, ...]:
        """Every row's value in the column ``name``."""
        i = self.index(name)
        return tuple(row[i] for row in self.rows)

    def get(self, row: int, name: str) -> Cell:
        """The value of row ``row`` (from 0) in the column ``name``."""
        return self.rows[row][self.index(name)]

    def records(self) -> Iterator[dict[str, Cell]]:
        """Each row as a mapping from column name to value."""
        names = self.names
        for row in self.rows:
            yield dict(zip(names, row, strict=True))


def _needs_quotes(rows: Sequence[Sequence[Cell]], i: int) -> bool:
    return any(
        row[i] is not None and (row[i] == "-" or not _BARE.match(row[i] or "")) for row in rows
    )


def format_cell(value: Cell, column: Column) -> str:
    """One cell as written in a row: quoted for string columns, ``-`` for empty."""
    if value is None:
        text = "-"
    elif column.quoted or not _BARE.match(value) or value == "-":
        text = '"' + escape(value) + '"'
    else:
        text = value
    if column.width is None:
        return text
    return text.rjust(column.width) if column.align is Align.RIGHT else text.ljust(column.width)


def format_row(row: Sequence[Cell], columns: Sequence[Column]) -> str:
    """One table row as a line (without the newline)."""
    return " ".join(format_cell(v, c) for v, c in zip(row, columns, strict=True)).rstrip()
