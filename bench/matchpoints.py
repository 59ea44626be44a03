"""Matchpoints of one board: atout (numpy) against bridge-scorer (npm), same run.

Also checks that both agree on a small board, and times the live ranking
update after each entry of a 15-table Mitchell (13 rounds of 2 boards: 26
boards per pair), each entry checked against the movement. Run from the
repository root after ``cd bench && npm install``::

    PYTHONPATH=src python bench/matchpoints.py
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from atout.bridge.contract import ContractResult
from atout.bridge.seats import Seat
from atout.duplicate.events import Entry, PairsEvent
from atout.duplicate.matchpoints import matchpoints
from atout.duplicate.matchpoints_bulk import matchpoints_array
from atout.duplicate.movements import mitchell
from atout.duplicate.movements.plan import Plan

BENCH = Path(__file__).resolve().parent
PEER = BENCH / "matchpoints_peer.js"
#: A plausible spread of N-S scores on one board (nonzero: bridge-scorer reads 0 as passed out).
SCORES = np.array([s for s in range(-1400, 1500, 10) if s != 0])


def peer(scores: list[int], *, values: bool = False, repeats: int = 3) -> dict[str, object]:
    """Run bridge-scorer's matchpoints() in node on ``scores``."""
    if not (BENCH / "node_modules" / "bridge-scorer").exists():
        sys.exit("bridge-scorer is missing: run `cd bench && npm install` first")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(scores, handle)
    mode = "values" if values else "time"
    command = ["node", str(PEER), handle.name, mode, str(repeats)]
    done = subprocess.run(command, cwd=BENCH, capture_output=True, text=True, check=True)
    Path(handle.name).unlink()
    found: dict[str, object] = json.loads(done.stdout)
    return found


def ours(scores: np.ndarray, repeats: int = 3) -> float:
    """Best time in ms of atout's vectorized matchpoints on ``scores``."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        matchpoints_array(scores)
        best = min(best, (time.perf_counter() - start) * 1000)
    return best


def check_agreement() -> None:
    """Both libraries give the same matchpoints on a small board with ties."""
    board = [620, 620, 170, 140, -100, -100, -100, 650, 50, -50, 620]
    theirs = peer(board, values=True, repeats=1)["values"]
    exact = [float(mp) for mp in matchpoints(board)]
    bulk = matchpoints_array(np.array(board)).tolist()
    assert theirs == exact == bulk, (theirs, exact, bulk)
    print(f"agreement on an {len(board)}-result board: {exact}")


def bench_board(size: int, rng: np.random.Generator) -> None:
    scores = rng.choice(SCORES, size)
    our_ms = ours(scores)
    their_ms = float(str(peer(scores.tolist(), repeats=2 if size > 500_000 else 3)["ms"]))
    print(
        f"{size:>9,} results: atout {our_ms:8.1f} ms   bridge-scorer {their_ms:8.1f} ms"
        f"   ratio {their_ms / our_ms:6.1f}x"
    )


#: The live-ranking session: a 15-table Mitchell, 13 rounds of 2 boards (26 per pair).
TABLES, ROUNDS, BOARDS_PER_ROUND = 15, 13, 2
RESULTS = ["4S=", "4S+1", "4S-1", "3NT=", "3NT+1", "2H=", "2H-2", "5DX-2", "PASS", "1NT+2"]


def mitchell_entries(plan: Plan, rng: random.Random) -> list[Entry]:
    """Every entry of the session, in playing order: round by round, table by table."""
    entries = []
    for round_ in range(1, plan.rounds + 1):
        for table in range(1, plan.tables + 1):
            sitting = plan.sitting(round_, table)
            assert sitting is not None
            for board in sitting.boards:
                result = ContractResult.parse(rng.choice(RESULTS))
                declarer = None if result.passed_out else rng.choice(list(Seat))
                entries.append(
                    Entry(round_, table, sitting.ns, sitting.ew, board, result, declarer)
                )
    return entries


def live_ranking_times(plan: Plan, entries: list[Entry], boards: int) -> list[float]:
    """The time in ms of each entry's ranking update, over one whole session."""
    event = PairsEvent.create(range(1, boards + 1), movement=plan)
    times = []
    for entry in entries:
        start = time.perf_counter()
        event = event.add(entry)  # checked against the movement: pairs, round, board
        event.standings()
        times.append((time.perf_counter() - start) * 1000)
    assert len(event.entries) == TABLES * ROUNDS * BOARDS_PER_ROUND
    assert all(len(event.pair_boards(pair)) == ROUNDS * BOARDS_PER_ROUND for pair in (1, 16))
    return times


def bench_live_ranking(runs: int = 3) -> None:
    movement = mitchell(TABLES, rounds=ROUNDS, boards_per_round=BOARDS_PER_ROUND)
    plan = Plan.from_movement(movement)
    entries = mitchell_entries(plan, random.Random(2024))
    sessions = [live_ranking_times(plan, entries, movement.boards) for _ in range(runs)]
    best = [min(times) for times in zip(*sessions, strict=True)]
    print(
        f"live ranking, {TABLES}-table Mitchell, {ROUNDS} rounds x {BOARDS_PER_ROUND} boards "
        f"({ROUNDS * BOARDS_PER_ROUND} boards per pair, {movement.boards} in play, "
        f"{len(entries)} entries checked against the movement), best of {runs} sessions "
        f"per entry: mean {statistics.mean(best):.2f} ms, max {max(best):.2f} ms per entry "
        f"(slowest single update seen: {max(max(t) for t in sessions):.2f} ms)"
    )


def main() -> None:
    rng = np.random.default_rng(20240601)
    check_agreement()
    for size in (100_000, 1_000_000):
        bench_board(size, rng)
    bench_live_ranking()


if __name__ == "__main__":
    main()
