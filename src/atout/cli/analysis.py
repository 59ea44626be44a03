"""``atout bridge analyse`` and ``atout bridge handrecord``: double dummy, par, hand records.

The solver runs in :mod:`atout.services.analysis` (a process per core); these
commands read the PBN file, show a progress bar on stderr while the deals are
solved, and write the PBN file or the hand records.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from decimal import Decimal
from pathlib import Path

import click

from atout.bridge.board import Board
from atout.bridge.double_dummy import BoardAnalysis
from atout.cli.common import Whole, figure, input_file, output_option, read_bytes, say
from atout.cli.spoken import AtoutCommand
from atout.errors import Message, UsageError
from atout.formats import pbn
from atout.formats.pbn.analysis import game_board, read_analysis, with_analyses
from atout.services.analysis import analyse

#: The most worker processes ``--jobs`` starts (as ``ATOUT_THREADS``).
MAX_JOBS = 64
jobs_option = click.option(
    "--jobs",
    type=Whole(1, MAX_JOBS),
    help="Worker processes solving the deals, 1 to 64 (default: one per core).",
)


def read_pbn(path: Path) -> pbn.PbnFile:
    """The PBN file at ``path``, read strictly (a bad line exits 2 with its number)."""
    return pbn.loads(read_bytes(path))


def boards_of(file: pbn.PbnFile) -> dict[int, Board]:
    """The boards of the file that have a full deal, by the game's position."""
    boards: dict[int, Board] = {}
    for i, game in enumerate(file.games):
        board = game_board(game)
        if board is None:
            missing = (
                Message("board {board}: no full deal, not analysed", board=game.board)
                if game.board
                else Message("game {number}: no board number, not analysed", number=i + 1)
            )
            click.echo(say(missing), err=True)
        else:
            boards[i] = board
    if not boards:
        raise UsageError(
            "the file has no board with a board number and a full deal",
            code="analysis.no-board",
        )
    return boards


def solve(boards: Sequence[Board], jobs: int | None) -> list[BoardAnalysis]:
    """The analysis of ``boards``, with a progress bar on stderr."""
    start = time.perf_counter()
    with progress_bar(len(boards)) as advance:
        analyses = analyse(boards, jobs=jobs, progress=advance)
    seconds = time.perf_counter() - start
    rate = len(boards) / seconds if seconds else 0.0
    summary = say(
        Message(
            "{count} boards analysed in {seconds} s ({rate} a second)",
            count=len(boards),
            seconds=figure(Decimal(f"{seconds:.1f}"), places=1),  # 2.0, in French 2,0
            rate=figure(Decimal(f"{rate:.1f}"), places=1),
        )
    )
    click.echo(summary, err=True)
    return analyses


@contextmanager
def progress_bar(total: int) -> Iterator[Callable[[int], None]]:
    """Rich's progress bar on a terminal's stderr; the value it gives advances it by a number
    of boards."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    columns = ("{task.description}", BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    console = Console(stderr=True)
    shown = console.is_terminal  # no bar, and no blank line, in a pipe or a log
    with Progress(*columns, console=console, transient=True, disable=not shown) as progress:
        task = progress.add_task(say(Message("double dummy")), total=total)
        yield lambda done: progress.advance(task, done)


def write_bytes(data: bytes, output: Path | None) -> None:
    """Write ``data`` to ``output``, or to stdout when it is ``None`` or ``-``."""
    if output is None or str(output) == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        output.write_bytes(data)


@click.command("analyse", cls=AtoutCommand)
@click.argument("file", type=input_file())
@output_option("The PBN file to write (default: stdout).")
@jobs_option
def analyse_command(file: Path, output: Path | None, jobs: int | None) -> None:
    """Add the double-dummy table and the par to every board of a PBN file.

    Each board with a full deal gets [OptimumResultTable] (the tricks of each
    declarer in each strain), [OptimumScore] (the par score for N-S) and
    [ParContract], solved by DDS on every core; tags already there are
    replaced. The dealer and vulnerability are the board's tags, else its
    number's. A progress bar shows on stderr.
    """
    source = read_pbn(file)
    boards = boards_of(source)
    analyses = solve(list(boards.values()), jobs)
    result = with_analyses(source, dict(zip(boards, analyses, strict=True)))
    write_bytes(pbn.encode(pbn.dumps(result)), output)


def stored_or_solved(
    source: pbn.PbnFile, boards: dict[int, Board], jobs: int | None
) -> dict[int, BoardAnalysis]:
    """Each board's analysis: read from its tags, else solved (only those missing)."""
    stored = {i: read_analysis(source.games[i]) for i in boards}
    analyses = {i: a for i, a in stored.items() if a is not None}
    missing = [i for i in boards if i not in analyses]
    if missing:
        solved = solve([boards[i] for i in missing], jobs)
        analyses.update(zip(missing, solved, strict=True))
    return analyses
