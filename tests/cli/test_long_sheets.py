"""A sheet of more than :data:`PLAIN_ROWS` rows is written as plain lines in rich's box.

The plain lines are rich's own when rich has room not to wrap (a wide console);
a Chicago of 1,004 deals and a rubber of 2,000 deals come out whole, aligned,
with the totals the Laws give.
"""

from __future__ import annotations

import io
from pathlib import Path

from click.testing import CliRunner
from rich.console import Console
from rich.table import Table

from atout.cli import main
from atout.cli.tables import PLAIN_ROWS, plain_lines

#: A Chicago set (dealer-vulnerable): 4S= not vulnerable 420, 3NT+1 by E vulnerable 630,
#: 4S= by N vulnerable 620, 2H-1 vulnerable undoubled 100 to NS.
SET = ("N 4S=", "E 3NT+1", "S 4S=", "W 2H-1")


def _rich(table: Table) -> str:
    out = io.StringIO()
    Console(file=out, width=300, highlight=False).print(table)
    return out.getvalue()


def test_plain_lines_are_richs_box() -> None:
    table = Table(title="Chicago")
    for name in ("set", "detail"):
        table.add_column(name)
    table.add_column("NS", justify="right", min_width=6)
    table.add_row("1", "NS contract tricks 120; NS game bonus 300", "420")
    table.add_row("1", "[dim]── game 1 ──[/]", "4♠")
    table.add_section()
    table.add_row("", "total", "420", style="bold")
    assert "\n".join(plain_lines(table)) + "\n" == _rich(table)


def _sheet(tmp_path: Path, command: str, lines: list[str]) -> list[str]:
    path = tmp_path / f"{command}.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["--lang", "en", "bridge", command, str(path)])
    assert result.exit_code == 0, result.output
    return result.stdout.splitlines()


def test_a_chicago_of_1004_deals(tmp_path: Path) -> None:
    output = _sheet(tmp_path, "chicago", list(SET) * 251)
    table = output[1:]  # under the title
    assert len(table) == 3 + 1004 + 3 and PLAIN_ROWS < 1004
    assert len({len(line) for line in output}) == 1  # aligned, title centred
    assert table[3].startswith("│ 1   │ 1    │ N      │ None │ N 4S=    │ NS contract tricks 120;")
    assert table[-2].split("│")[-3:] == [" 286140 ", " 158130 ", ""]  # 251 × 1140, 251 × 630


def test_a_rubber_of_2000_deals(tmp_path: Path) -> None:
    output = _sheet(tmp_path, "rubber", ["PASS", "EW 2H-1"] * 1000)
    assert "│    50 (2000) │              │" in output  # the latest entry on top
    assert "│        50000 │            0 │" in output  # 1,000 × 50 above the line
    entries = [line for line in output if line.startswith("│ 2000: EW 2H-1 │ NS ")]
    assert len(entries) == 1  # the entries (1,000 rows): rich's table
