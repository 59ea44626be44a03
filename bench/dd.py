"""Double-dummy speed: a 36-board session analysed on every core against endplay, sequential.

Run from the worktree root:

    python bench/dd.py [--boards 36] [--jobs N]

The boards are dealt from a fixed seed (``atout.bridge.dealing``). In the same
run, and in turns (endplay, atout, endplay, atout), it times:

1. endplay on its own, one board after the other: ``calc_dd_table`` and
   ``par`` for each deal (DDS's own threads left as endplay sets them);
2. ``atout.services.analysis.analyse``: the same boards in chunks, one worker
   process per core (``--jobs``), each running DDS on one thread, worker
   start-up included.

It prints the boards per second of each and their ratio, and checks that both
give the same tables and par scores. On the 2-core machine of this project the
ratio cannot pass 2; the other helpers' load on the same cores shows in it.

Then the server (``--no-server`` leaves it out): ``atout serve`` on a
temporary SQLite file with its background analysis on every core; a running
30-table Mitchell takes table entries (enter, follow, confirm, follow, as
``bench/session_load.py`` drives them) while a 36-board session is created and
analysed in the background. It prints p50/p99 of the table requests while the
director creates and starts that session, during the analysis that follows
(the target: p99 under 150 ms) and, for comparison, for as long again once the
analysis is over, and the background's boards per second.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import re
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import httpx

from atout.bridge.board import Board
from atout.bridge.dealing import DealingSeed, seeded_boards
from atout.bridge.double_dummy import DDTable
from atout.services.analysis import analyse, dd_table, default_jobs, endplay_deal

SEED = DealingSeed.parse("0123456789abcdef0123456789abcdef")
_VUL = {"None": 0, "All": 1, "NS": 2, "EW": 3}  # endplay's Vul numbers


def endplay_sequential(boards: list[Board]) -> list[tuple[DDTable, int]]:
    """endplay alone: each deal's table and par score, one after the other."""
    from endplay.dds import calc_dd_table, par  # here: the pool's workers re-import this file
    from endplay.types import Player, Vul

    found: list[tuple[DDTable, int]] = []
    for board in boards:
        assert board.deal is not None
        table = calc_dd_table(endplay_deal(board.deal))
        vulnerability = Vul(_VUL[str(board.vulnerability)])
        solved = par(table, vulnerability, Player(board.dealer.index))
        found.append((dd_table(table), solved.score))
    return found


def _analysed(database: Path, session_id: int) -> int:
    with sqlite3.connect(database) as connection:
        (count,) = connection.execute(
            "SELECT count(*) FROM club_board_analysis"
            " WHERE session_id = ? AND analysed_at IS NOT NULL",
            (session_id,),
        ).fetchone()
    return int(count)


async def _until_analysed(database: Path, session_id: int, boards: int) -> float:
    """Wait until the session's boards are all analysed; when that was (monotonic)."""
    while await asyncio.to_thread(_analysed, database, session_id) < boards:
        await asyncio.sleep(0.05)
    return time.monotonic()


def _director(url: str) -> httpx.Client:
    """The director (made the first time), signed in: a password check costs an argon2 hash,
    which takes the cores for a moment, so it is done before the figures are taken."""
    from bench.session_load import PASSWORD

    director = httpx.Client(base_url=url, timeout=60)
    director.get("/director/login")  # the CSRF cookie
    account = {"csrf_token": director.cookies["atout_csrf"], "name": "Bench", "password": PASSWORD}
    director.post("/director/setup", data=account)  # the first time only (then a 404)
    director.post("/director/login", data=account)
    return director


def _new_session(
    director: httpx.Client, pairs: int, boards_per_round: int, title: str
) -> tuple[int, dict[int, str]]:
    """The signed-in ``director`` creates and starts a pairs session; its number and codes."""
    token = director.cookies["atout_csrf"]
    data = {
        "csrf_token": token,
        "title": title,
        "pairs": str(pairs),
        "suggestion": "0",
        "boards_per_round": str(boards_per_round),
    }
    created = director.post("/director/sessions", data=data)
    session_id = int(created.headers["location"].rsplit("/", 1)[1])
    page = f"/director/sessions/{session_id}"
    director.post(f"{page}/status", data={"csrf_token": token, "status": "running"})
    html = director.get(page).text
    codes = {int(t): c for t, c in re.findall(r'data-table="(\d+)" href="/t/([A-Z0-9]+)"', html)}
    return session_id, codes


async def _server_load(url: str, database: Path, tables: int, think: float) -> None:
    from bench.session_load import Figures, _line, _sittings, _table

    director = await asyncio.to_thread(_director, url)
    load_id, codes = await asyncio.to_thread(_new_session, director, 2 * tables, 2, "Load")
    sittings = _sittings(database, load_id)
    # The load session's own boards are analysed first: the figures are for the 36 boards.
    await _until_analysed(database, load_id, len({b for s in sittings for b in s["boards"]}))  # type: ignore[union-attr]
    address = ("127.0.0.1", int(url.rsplit(":", 1)[1]))
    during, after = Figures(), Figures()
    stop = time.monotonic() + 3600
    phones = [
        _table(address, codes[t], [s for s in sittings if s["table"] == t], stop, think, during)
        for t in sorted(codes)
    ]
    load = asyncio.gather(*phones)
    await asyncio.sleep(2.0)  # the tables are busy
    # The director's creation of the session (a few requests of 50-100 ms that the tables'
    # requests queue behind) is counted apart: the figures "during" are those of the
    # table entries while the background analysis runs.
    during.table = []  # (the warm-up's requests are left out)
    started = time.monotonic()
    session_id, _ = await asyncio.to_thread(_new_session, director, 18, 4, "Analysed")  # 36 boards
    created = time.monotonic()
    creating, during.table = during.table, []
    done = await _until_analysed(database, session_id, 36)
    taken = done - started
    # As long again without the analysis: the same tables go on, their requests counted
    # apart (each request is appended to the list ``during.table`` holds at that moment).
    kept, during.table = during.table, after.table
    await asyncio.sleep(taken)
    during.table = kept
    load.cancel()
    director.close()
    with contextlib.suppress(asyncio.CancelledError):
        await load
    print(f"\natout serve, {tables} tables entering results (think {think} s)")
    rate = 36 / taken
    print(f"36 boards analysed in the background in {taken:.1f} s: {rate:.2f} boards/s")
    print(_line(f"session creation ({created - started:.1f} s)", creating))
    print(_line("during analysis", during.table))
    print(_line("after analysis", after.table))
    print(f"errors: {len(during.errors)} {sorted(set(during.errors))[:5]}")


def server_part(jobs: int, tables: int, think: float) -> None:
    """Start ``atout serve`` with its background analysis and measure the table entries."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tests.web.conftest import Server

    with tempfile.TemporaryDirectory() as directory:
        database = Path(directory) / "dd.sqlite"
        server = Server(database, workers=1, env={"ATOUT_ANALYSIS_JOBS": str(jobs)})
        server.start()
        try:
            asyncio.run(_server_load(server.url, database, tables, think))
        finally:
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=36)
    parser.add_argument("--jobs", type=int, default=default_jobs())
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--no-server", action="store_true", help="leave out the server part")
    parser.add_argument("--tables", type=int, default=30, help="tables entering results")
    parser.add_argument("--think", type=float, default=0.5, help="pause after each table request")
    args = parser.parse_args()
    boards = list(seeded_boards(SEED, range(1, args.boards + 1)))
    theirs: list[float] = []
    ours: list[float] = []
    for _ in range(args.rounds):
        start = time.perf_counter()
        reference = endplay_sequential(boards)
        theirs.append(time.perf_counter() - start)
        start = time.perf_counter()
        analyses = analyse(boards, jobs=args.jobs)
        ours.append(time.perf_counter() - start)
        for analysis, (expected, score) in zip(analyses, reference, strict=True):
            assert (analysis.table, analysis.par.score) == (expected, score)
    peer, atout = len(boards) / min(theirs), len(boards) / min(ours)
    print(f"double dummy and par of {len(boards)} boards, best of {args.rounds} runs")
    print(f"endplay, sequential (calc_dd_table + par)  {peer:6.2f} boards/s")
    print(f"atout analyse, {args.jobs} worker processes     {atout:6.2f} boards/s")
    print(f"ratio atout / endplay                      {atout / peer:6.2f}x")
    if not args.no_server:
        server_part(args.jobs, args.tables, args.think)


if __name__ == "__main__":
    main()
