"""Scoring speed: atout's bulk and single-result scorers against endplay's ``Contract.score``.

Run from the worktree root:

    PYTHONPATH=src python bench/score_bulk.py [--results 1000000] [--sample 20000]

1. Bulk: ``atout.bridge.bulk.bulk_points`` on a million random results (numpy
   Generator, fixed seed) against endplay scoring a sample one by one, scaled
   up; both give the same scores on the sample. Target: at least 100×.
2. One result per call: ``score.points`` and ``score.score`` (with the
   breakdown) against endplay's ``Contract.score``. Target: ours no slower.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np
from endplay.types import Contract as EContract
from endplay.types import Denom, Penalty, Player, Vul

from atout.bridge.bulk import bulk_points
from atout.bridge.contract import STRAINS, Contract, ContractResult, Doubling
from atout.bridge.score import points, score

SEED = 20240607
_DENOMS = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
_PENALTIES = (Penalty.passed, Penalty.doubled, Penalty.redoubled)
_DOUBLINGS = tuple(Doubling)


def _best(run: Callable[[], object], repeat: int = 5) -> float:
    """The best wall time of ``repeat`` runs, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def _random_results(count: int) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(SEED)
    return (
        rng.integers(1, 8, count),
        rng.integers(0, 5, count),
        rng.integers(0, 3, count),
        rng.integers(0, 2, count),
        rng.integers(0, 14, count),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=int, default=1_000_000)
    parser.add_argument("--sample", type=int, default=20_000)
    args = parser.parse_args()

    level, strain, doubling, vul, tricks = _random_results(args.results)
    ours = bulk_points(level, strain, doubling, vul, tricks)
    bulk_time = _best(lambda: bulk_points(level, strain, doubling, vul, tricks))

    n = min(args.sample, args.results)
    rows = list(zip(*(a[:n].tolist() for a in (level, strain, doubling, vul, tricks)), strict=True))
    theirs = [
        (
            EContract(
                level=lv,
                denom=_DENOMS[s],
                declarer=Player.north,
                penalty=_PENALTIES[d],
                result=t - lv - 6,
            ),
            Vul.both if v else Vul.none,
        )
        for lv, s, d, v, t in rows
    ]
    endplay_scores = [contract.score(v) for contract, v in theirs]
    mismatches = sum(int(a != b) for a, b in zip(ours[:n].tolist(), endplay_scores, strict=True))
    endplay_time = _best(lambda: [contract.score(v) for contract, v in theirs])

    bulk_rate = args.results / bulk_time
    endplay_rate = n / endplay_time
    print(f"results: {args.results:,} random (seed {SEED}); endplay sample: {n:,}")
    print(f"sample agreement: {n - mismatches:,}/{n:,} identical scores")
    print(f"atout bulk_points:       {bulk_rate:14,.0f} results/s ({bulk_time * 1e3:.1f} ms)")
    print(f"endplay Contract.score:  {endplay_rate:14,.0f} results/s (scaled from the sample)")
    print(f"bulk ratio: {bulk_rate / endplay_rate:,.0f}× (target ≥ 100×)")

    ours_contracts = [
        (Contract(lv, STRAINS[s], _DOUBLINGS[d]), t, bool(v)) for lv, s, d, v, t in rows
    ]
    ours_results = [(ContractResult(c, t), v) for c, t, v in ours_contracts]
    per_points = _best(lambda: [points(c, t, v) for c, t, v in ours_contracts]) / n
    per_score = _best(lambda: [score(r, v) for r, v in ours_results]) / n
    per_endplay = endplay_time / n
    print(f"one result per call: score.points {per_points * 1e9:,.0f} ns, ", end="")
    print(f"score.score (breakdown) {per_score * 1e9:,.0f} ns, ", end="")
    print(f"endplay Contract.score {per_endplay * 1e9:,.0f} ns")
    print(
        f"single ratio (endplay time / ours): points {per_endplay / per_points:.1f}×, "
        f"score {per_endplay / per_score:.1f}× (target ≥ 1×)"
    )
    if mismatches:
        raise SystemExit(f"{mismatches} scores differ from endplay")


if __name__ == "__main__":
    main()
