"""A sheet's table on stdout: rich's for people, the same box as plain lines when long.

rich lays a table out as a whole (it measures and wraps every cell, about a
millisecond a row), so a sheet of 200,000 deals took minutes. Above
:data:`PLAIN_ROWS` rows the table is written line by line in rich's box
(``┏━┳━┓``, ``│``, a section's ``├─┼─┤``): each column as wide as its widest
cell, nothing wrapped, no styles. A table of that many rows is read by a program
or a pager, not on a terminal's width. Below it, rich's output is unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

#: The rows above which a table is written as plain lines.
PLAIN_ROWS = 1_000


def print_table(console: Console, table: Table) -> None:
    """Print ``table`` on ``console``: by rich, or as :func:`plain_lines` when long."""
    if table.row_count <= PLAIN_ROWS:
        console.print(table)
        return
    write = console.file.write
    for line in plain_lines(table):
        write(line + "\n")
    console.file.flush()


def _plain(cell: object) -> str:
    """A cell's text without rich's markup (``[dim]…[/]``)."""
    from rich.markup import render

    text = str(cell)
    return render(text).plain if "[" in text else text


def plain_lines(table: Table) -> Iterator[str]:
    """The lines of ``table`` in rich's box (heavy head), its title centred above.

    >>> from rich.table import Table
    >>> table = Table()
    >>> table.add_column("side"); table.add_column("points", justify="right")
    >>> table.add_row("NS", "420"); table.add_section(); table.add_row("total", "420")
    >>> print("\\n".join(plain_lines(table)))
    ┏━━━━━━━┳━━━━━━━━┓
    ┃ side  ┃ points ┃
    ┡━━━━━━━╇━━━━━━━━┩
    │ NS    │    420 │
    ├───────┼────────┤
    │ total │    420 │
    └───────┴────────┘
    """
    from rich.cells import cell_len

    headers = [_plain(column.header) for column in table.columns]
    cells = [[_plain(cell) for cell in column.cells] for column in table.columns]
    widths = [
        max(column.min_width or 0, cell_len(header), *(cell_len(cell) for cell in found))
        for column, header, found in zip(table.columns, headers, cells, strict=True)
    ]
    right = [column.justify == "right" for column in table.columns]

    def line(texts: list[str], edge: str, inner: str) -> str:
        padded = [
            " " * (width - cell_len(text)) + text
            if flush
            else text + " " * (width - cell_len(text))
            for text, width, flush in zip(texts, widths, right, strict=True)
        ]
        return edge + inner.join(f" {text} " for text in padded) + edge

    def rule(left: str, bar: str, cross: str, end: str) -> str:
        return left + cross.join(bar * (width + 2) for width in widths) + end

    total = sum(widths) + 3 * len(widths) + 1
    if table.title:
        title = _plain(table.title)
        before = (total - cell_len(title)) // 2
        yield " " * before + title + " " * (total - before - cell_len(title))
    yield rule("┏", "━", "┳", "┓")
    yield line(headers, "┃", "┃")
    yield rule("┡", "━", "╇", "┩")
    last = table.row_count - 1
    for number, row in enumerate(table.rows):
        yield line([column[number] for column in cells], "│", "│")
        if row.end_section and number < last:
            yield rule("├", "─", "┼", "┤")
    yield rule("└", "─", "┴", "┘")
