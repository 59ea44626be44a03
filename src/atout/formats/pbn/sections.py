"""A tag's section while it is read: text lines, or a table's rows (PBN 2.1 §5).

In import format a table's elements need not be one row a line (§5.2): they
fill the rows in order, so that a table of three columns may give a row over
two lines, or two rows on one. :func:`table_rows` reads the rows both ways:
one row a line when every line has one element per column (the export
layout, and the fast case), else the elements in order, which must then fill
whole rows.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from atout.errors import Message, NotationError
from atout.formats.pbn import rules
from atout.formats.pbn.comments import Comment
from atout.formats.pbn.model import Inheritance, Tag
from atout.formats.pbn.rules import Rule
from atout.formats.pbn.tables import Cell, Column, Table, split_row
from atout.formats.pbn.values import COLUMN_CHECKS, rows_pattern

#: A section token: ASCII 33-126 but ``[ ] { } ; " %`` (PBN 2.1 §3.2).
_SECTION_TOKEN = re.compile(r"[!#$&-:<-Z\\^-z|~]+")
#: Reports a problem: line number, line, message, column, rule.
Report = Callable[[int, str, Message, int, Rule], None]


@dataclass(slots=True)
class OpenTag:
    """A tag whose section is still being read: its lines, their numbers, the comments
    met among them (with the number of lines before each)."""

    name: str
    value: str
    inheritance: Inheritance
    columns: tuple[Column, ...] = ()
    lines: list[str] = field(default_factory=list)
    numbers: list[int] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    notes: list[tuple[int, Comment]] = field(default_factory=list)

    def text_tag(self) -> Tag:
        """The tag with its section as text lines."""
        return Tag(self.name, self.value, tuple(self.lines), self.inheritance)


def table_tag(section: OpenTag, report: Report) -> Tag:
    """The table tag of ``section``, its rows checked; every problem goes to ``report``."""
    columns, lines = section.columns, section.lines
    names = tuple(c.name for c in columns)
    pattern = rows_pattern(names) if lines else None
    if not lines or (pattern is not None and pattern.fullmatch("\n".join(lines))):
        table = Table.from_lines(columns, lines, section.notes)
        return Tag(section.name, section.value, table, section.inheritance)
    places = {
        n: (line, start)
        for line, n, start in zip(lines, section.numbers, section.starts, strict=True)
    }

    def source(number: int) -> str:
        return places[number][0]

    def at(number: int, found: int) -> int:
        return places[number][1] + max(0, found)

    split: list[tuple[list[Cell], list[int], int]] = []
    for line, number in zip(lines, section.numbers, strict=True):
        try:
            cells, quoted = split_row(line)
        except NotationError as error:
            report(number, line, error.message, at(number, 0), rules.SECTION)
            continue
        _check_tokens(cells, quoted, number, report, source, at)
        split.append((cells, quoted, number))
    rows, quoted_columns, before = _rows(section, split, report, source, at)
    for row, number in rows:
        _check_row(section, row, number, report, source, at)
    columns = tuple(
        Column(c.name, c.width, c.align, i in quoted_columns, c.order)
        for i, c in enumerate(columns)
    )
    notes = [(before[min(position, len(before) - 1)], note) for position, note in section.notes]
    table = Table(columns, [row for row, _ in rows], notes)
    return Tag(section.name, section.value, table, section.inheritance)


def _rows(
    section: OpenTag,
    split: list[tuple[list[Cell], list[int], int]],
    report: Report,
    source: Callable[[int], str],
    at: Callable[[int, int], int],
) -> tuple[list[tuple[tuple[Cell, ...], int]], set[int], list[int]]:
    """The rows, the columns holding strings, and the rows before each line."""
    width = len(section.columns)
    quoted_columns: set[int] = set()
    rows: list[tuple[tuple[Cell, ...], int]] = []
    before: list[int] = []
    total = sum(len(cells) for cells, _, _ in split)
    if total % width == 0:  # a row a line, or elements flowing over lines (§5.2)
        flat: list[Cell] = []
        for cells, quoted, number in split:
            before.append(len(flat) // width)
            quoted_columns.update((len(flat) + q) % width for q in quoted)
            flat.extend(cells)
            while len(flat) >= (len(rows) + 1) * width:
                start = len(rows) * width
                rows.append((tuple(flat[start : start + width]), number))
        before.append(len(rows))
        return rows, quoted_columns, before
    for cells, quoted, number in split:
        before.append(len(rows))
        if len(cells) == width:
            quoted_columns.update(quoted)
            rows.append((tuple(cells), number))
        else:
            message = Message(
                (
                    "the row has {count} values; [{name}] has {width} columns ({spec}), and "
                    "the table's {total} values do not fill whole rows"
                ),
                code="pbn.rows",
                count=len(cells),
                name=section.name,
                width=width,
                spec=section.value[:60],
                total=total,
            )
            report(number, source(number), message, at(number, 0), rules.ROWS)
    before.append(len(rows))
    return rows, quoted_columns, before


def _check_tokens(
    cells: list[Cell],
    quoted: list[int],
    number: int,
    report: Report,
    source: Callable[[int], str],
    at: Callable[[int, int], int],
) -> None:
    strings = set(quoted)
    for i, cell in enumerate(cells):
        if i not in strings and cell is not None and not _SECTION_TOKEN.fullmatch(cell):
            line = source(number)
            message = Message(
                "{cell!r} is not a section token: quote it as a string",
                code="pbn.section-token",
                cell=cell[:40],
            )
            report(number, line, message, at(number, line.find(cell)), rules.SECTION)
            return


def _check_row(
    section: OpenTag,
    row: tuple[Cell, ...],
    number: int,
    report: Report,
    source: Callable[[int], str],
    at: Callable[[int, int], int],
) -> None:
    for i, column in enumerate(section.columns):
        check = COLUMN_CHECKS.get(column.name)
        cell = row[i]
        if check is None or cell in check.valid or cell is None:
            continue
        problem = check.problem(cell)
        if problem:
            line = source(number)
            message = Message(
                "column {name}: {problem}", code=problem.code, name=column.name, problem=problem
            )
            report(number, line, message, at(number, line.find(cell)), check.rule)
