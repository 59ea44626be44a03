"""Find the base rounds of cyclic whist tournaments Wh(4T) (atout.duplicate.movements.individual).

Players are ``inf`` and the residues modulo ``m = 4T - 1``; a base round of
``T`` tables (North, East, South, West) is developed by adding ``r`` modulo
``m``. It is a whist tournament when the partner differences (N-S, E-W)
cover every non-zero residue once and the opponent differences every one
twice (Anstice 1852, Moore 1896; Z-cyclic whist tournaments, Handbook of
Combinatorial Designs VI.64). A depth-first search keeps the running
difference counts and backs out of a table as soon as a partner difference
is met twice or an opponent difference three times; its residues are tried
in the order of a shuffle from a seeded ``random.Random``, the search
restarted with the next seed after ``--nodes`` tables tried.
``python scripts/whist_tournaments.py 6 8`` prints the bases for 6 to 8
tables with the seed that found each; ``--natural`` tries the residues in
their natural order, without limit (the exhaustive search that found the
bases of 2 to 5 tables: ``python scripts/whist_tournaments.py 2 5 --natural``).
"""

from __future__ import annotations

import argparse
import random

INF = -1

Table = tuple[int, int, int, int]


class _Search:
    def __init__(self, tables: int, order: list[int], limit: int) -> None:
        self.tables, self.m, self.order, self.limit = tables, 4 * tables - 1, order, limit
        self.partners, self.opponents = [0] * self.m, [0] * self.m
        self.used = [False] * self.m
        self.nodes = 0

    def _count(self, counts: list[int], x: int, y: int, step: int, most: int) -> bool:
        if x == INF or y == INF:
            return True
        k = (x - y) % self.m
        counts[k] += step
        counts[self.m - k] += step
        return counts[k] <= most and counts[self.m - k] <= most

    def _put(self, table: Table, step: int) -> bool:
        n, e, s, w = table
        fits = True
        for x, y in ((n, s), (e, w)):
            fits &= self._count(self.partners, x, y, step, 1)
        for x, y in ((n, e), (n, w), (s, e), (s, w)):
            fits &= self._count(self.opponents, x, y, step, 2)
        return fits

    def run(self, chosen: list[Table]) -> list[Table] | None:
        self.nodes += 1
        if len(chosen) == self.tables:
            return chosen
        if self.nodes > self.limit:
            return None
        first = INF if not chosen else next(x for x in self.order if not self.used[x])
        if first != INF:
            self.used[first] = True
        free = [x for x in self.order if not self.used[x]]
        for east in free:
            for south in free:
                for west in free:
                    if len({east, south, west}) < 3 or (first != INF and east > west):
                        continue
                    table = (first, east, south, west)
                    if self._put(table, 1):
                        for x in table[1:]:
                            self.used[x] = True
                        found = self.run([*chosen, table])
                        if found is not None:
                            return found
                        for x in table[1:]:
                            self.used[x] = False
                    self._put(table, -1)
                    if self.nodes > self.limit:
                        return None
        if first != INF:
            self.used[first] = False
        return None


def base_round(tables: int, limit: int = 2_000_000, seeds: int = 1000) -> tuple[int, list[Table]]:
    """The first base round found for ``tables`` tables and the seed that found it (``-1``:
    the natural order, when ``limit`` is 0)."""
    if not limit:
        found = _Search(tables, list(range(4 * tables - 1)), 10**18).run([])
        if found is None:
            raise SystemExit(f"no base round for {tables} tables")
        return -1, found
    for seed in range(seeds):
        order = list(range(4 * tables - 1))
        random.Random(seed).shuffle(order)
        found = _Search(tables, order, limit).run([])
        if found is not None:
            return seed, found
    raise SystemExit(f"no base round for {tables} tables within {seeds} seeds")


def _shown(table: Table) -> str:
    return "(" + ", ".join("None" if x == INF else str(x) for x in table) + ")"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("low", type=int)
    parser.add_argument("high", type=int)
    parser.add_argument("--nodes", type=int, default=2_000_000)
    parser.add_argument("--natural", action="store_true")
    args = parser.parse_args()
    for count in range(args.low, args.high + 1):
        seed, found = base_round(count, 0 if args.natural else args.nodes)
        print(count, f"seed {seed}:", ", ".join(_shown(t) for t in found), flush=True)
