"""Swiss pairing: a 400-entrant round after 12 rounds, and a whole 12-round event.

A simulated Swiss teams event (teams of random strength, 20-VP results with noise,
the ranking by VPs after each round, the bye to the lowest-ranked team without one)
is paired round by round with :func:`atout.duplicate.swiss.pair_round`; each round is
timed in CPU ms (``time.process_time``: the machine may be shared; the wall time of the
round after 12 rounds is printed beside it) with networkx imported beforehand, and the
round after 12 rounds is timed again over a few repeats. The peer is networkx's blossom
on the whole field's complete graph (what an exact pairing without the block method
costs), timed on a smaller field and checked to find a pairing of the same cost. Run
from the repository root::

    PYTHONPATH=src python bench/swiss.py [--entrants 400] [--rounds 12] [--peer-entrants 200]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import networkx as nx

from atout.duplicate.swiss import SwissRound, first_round, pair_round

TARGET_MS = 100.0


def simulate(
    entrants: int, rounds: int, seed: int
) -> tuple[list[float], list[int], list[tuple[int, int]], list[int]]:
    """Play a Swiss of ``rounds`` rounds: the ms of each pairing from round 2 on, and the
    ranking, meetings and byes after the last round."""
    draw = random.Random(seed)
    teams = list(range(1, entrants + 1))
    strength = {team: draw.gauss(0, 1) for team in teams}
    score = dict.fromkeys(teams, 0.0)
    met: list[tuple[int, int]] = []
    byes: list[int] = []
    seated: SwissRound[int] = first_round(teams)
    times = []
    for number in range(1, rounds + 1):
        for a, b in seated.tables:
            vp = 10 + 6 * (strength[a] - strength[b]) + draw.gauss(0, 4)
            vp = min(20.0, max(0.0, vp))
            score[a] += vp
            score[b] += 20 - vp
            met.append((a, b))
        if seated.bye is not None:
            byes.append(seated.bye)
            score[seated.bye] += 12
        ranking = sorted(teams, key=lambda team: (-score[team], team))
        if number == rounds:
            return times, ranking, met, byes
        start = time.process_time()
        seated = pair_round(ranking, met, byes)
        times.append(1000 * (time.process_time() - start))
        assert seated.repeats == 0, "a repeat in a field this large"
    raise AssertionError("no rounds")


def whole_graph(ranking: list[int], met: list[tuple[int, int]], byes: list[int]) -> float:
    """networkx's blossom on the complete graph of the round (the same costs): its ms."""
    found = pair_round(ranking, met, byes)
    paired = [team for team in ranking if team != found.bye]
    m = len(paired)
    rank = {team: k for k, team in enumerate(paired)}
    conflicts = {frozenset((rank[a], rank[b])) for a, b in met if a in rank and b in rank}
    repeat, scale = m**3, m**4

    def cost(i: int, j: int) -> int:
        d = j - i
        again = repeat if frozenset((i, j)) in conflicts else 0
        return (again + d * d) * scale + (d - 1) * (m - i) ** 2

    start = time.process_time()
    graph = nx.Graph()
    top = (repeat + m * m) * scale * 2
    graph.add_weighted_edges_from(
        (i, j, top - cost(i, j)) for i in range(m) for j in range(i + 1, m)
    )
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    elapsed = 1000 * (time.process_time() - start)
    theirs = sum(cost(min(a, b), max(a, b)) for a, b in matching)
    ours = sum(cost(rank[a], rank[b]) for a, b in found.tables)
    assert ours == theirs, f"the block method costs {ours}, the whole graph {theirs}"
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--peer-entrants", type=int, default=200)
    parser.add_argument("--seed", type=int, default=25)
    args = parser.parse_args()

    times, ranking, met, byes = simulate(args.entrants, args.rounds, args.seed)
    repeats, walls = [0.0] * 5, [0.0] * 5
    for k in range(len(repeats)):
        start, wall = time.process_time(), time.perf_counter()
        pair_round(ranking, met, byes)
        repeats[k] = 1000 * (time.process_time() - start)
        walls[k] = 1000 * (time.perf_counter() - wall)
    one = statistics.median(repeats)
    whole = sum(times)
    print(f"Swiss pairing, {args.entrants} entrants (simulated event, seed {args.seed})")
    print(
        f"  round after {args.rounds} rounds: {one:8.1f} ms CPU (median of {len(repeats)}; "
        f"wall {statistics.median(walls):.1f} ms)"
    )
    print(
        f"  whole event, rounds 2 to {args.rounds} paired: {whole:8.1f} ms, "
        f"{whole / len(times):.1f} ms a round, slowest {max(times):.1f} ms"
    )
    slowest = max([*times, one])
    print(f"  target {TARGET_MS:.0f} ms a round: {'met' if slowest < TARGET_MS else 'MISSED'}")

    _, small_ranking, small_met, small_byes = simulate(args.peer_entrants, args.rounds, args.seed)
    start = time.process_time()
    pair_round(small_ranking, small_met, small_byes)
    ours = 1000 * (time.process_time() - start)
    theirs = whole_graph(small_ranking, small_met, small_byes)
    print(
        f"  {args.peer_entrants} entrants after {args.rounds} rounds: atout {ours:.1f} ms, "
        f"networkx on the complete graph {theirs:.0f} ms (same cost): ratio {theirs / ours:.0f}x"
    )


if __name__ == "__main__":
    main()
