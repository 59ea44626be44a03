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
"""

from __future__ import annotations

import argparse
import time

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=36)
    parser.add_argument("--jobs", type=int, default=default_jobs())
    parser.add_argument("--rounds", type=int, default=2)
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


if __name__ == "__main__":
    main()
