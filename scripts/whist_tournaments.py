"""Find the base rounds of cyclic whist tournaments Wh(4T) (atout.duplicate.movements.individual).

Players are ``inf`` and the residues modulo ``m = 4T - 1``; a base round of
``T`` tables (North, East, South, West) is developed by adding ``r`` modulo
``m``. It is a whist tournament when the partner differences (N-S, E-W)
cover every non-zero residue once and the opponent differences every one
twice (Anstice 1852, Moore 1896). A depth-first search, the first found kept:
``python scripts/whist_tournaments.py 5`` prints the bases for 2 to 5 tables.
"""

from __future__ import annotations

import itertools
import sys

INF = None


def _differences(tables: list[tuple[int | None, ...]], m: int) -> tuple[list[int], list[int]]:
    partners, opponents = [0] * m, [0] * m
    for a, b, c, d in tables:
        for counts, couples in (
            (partners, ((a, c), (b, d))),
            (opponents, ((a, b), (a, d), (c, b), (c, d))),
        ):
            for x, y in couples:
                if x is not None and y is not None:
                    counts[(x - y) % m] += 1
                    counts[(y - x) % m] += 1
    return partners, opponents


def _fits(tables: list[tuple[int | None, ...]], m: int, final: bool) -> bool:
    partners, opponents = _differences(tables, m)
    if final:
        return all(partners[k] == 1 and opponents[k] == 2 for k in range(1, m))
    return all(partners[k] <= 1 and opponents[k] <= 2 for k in range(1, m))


def base_round(tables: int) -> list[tuple[int | None, ...]] | None:
    """The first base round found for ``tables`` tables, ``None`` when there is none."""
    m = 4 * tables - 1

    def search(
        chosen: list[tuple[int | None, ...]], left: list[int | None]
    ) -> list[tuple[int | None, ...]] | None:
        if not left:
            return chosen if _fits(chosen, m, final=True) else None
        first, rest = left[0], left[1:]
        for trio in itertools.permutations(rest, 3):
            table = (first, *trio)
            if None not in table and trio[0] > trio[2]:  # type: ignore[operator]
                continue
            if _fits([*chosen, table], m, final=False):
                found = search([*chosen, table], [x for x in rest if x not in trio])
                if found is not None:
                    return found
        return None

    return search([], [INF, *range(m)])


if __name__ == "__main__":
    for count in range(2, int(sys.argv[1]) + 1):
        print(count, base_round(count), flush=True)
