"""Matchpoints of a board whose field holds assigned scores (Law 12C1(c), Law 12C).

A weighted assigned score is a mix of outcomes: each outcome is compared with
the other results of the board as a played score would be, and its matchpoints
are weighted (60 % of the matchpoints of 4♠= plus 40 % of those of 4♠−1). The
other tables are compared with each of its outcomes, with the same weights. A
split score gives each side its own outcomes: the N-S pairs of the board are
compared with the N-S side's outcomes, the E-W pairs with the E-W side's, so
the two sides need not balance. A played score is one outcome of weight 1 for
both sides; with only played scores this is the usual matchpointing (RULES §6).

>>> from atout.duplicate.matchpoints import WeightedEntry as W
>>> mix = W.balanced(((Fraction(3, 5), 420), (Fraction(2, 5), -50)))
>>> [(str(ns), str(ew)) for ns, ew in weighted_matchpoints([mix, 420, -50])]
[('11/5', '9/5'), ('17/5', '3/5'), ('2/5', '18/5')]
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from atout.duplicate.matchpoints import (
    MatchpointScale,
    WeightedEntry,
    neuberg,
    results_expected,
)

#: One side's outcomes: (weight, N-S score), the weights summing to 1.
Outcomes = tuple[tuple[Fraction, int], ...]

_ONE = Fraction(1)


def _sides(entry: int | WeightedEntry) -> tuple[Outcomes, Outcomes]:
    if isinstance(entry, WeightedEntry):
        return entry.ns, entry.ew
    return ((_ONE, entry),), ((_ONE, entry),)


def _earned(
    mine: Outcomes, others: Sequence[Outcomes], north: bool, scale: MatchpointScale
) -> Fraction:
    """What ``mine`` earns against ``others``: per beaten score the win, per tie the tie,
    each comparison weighted by both outcomes' weights (higher N-S scores beat for N-S)."""
    total = Fraction(0)
    for weight, score in mine:
        for outcomes in others:
            for other_weight, other in outcomes:
                if score == other:
                    total += weight * other_weight * scale.tie
                elif (score > other) == north:
                    total += weight * other_weight * scale.win
    return total


def weighted_matchpoints(
    entries: Sequence[int | WeightedEntry],
    *,
    expected: int | None = None,
    scale: MatchpointScale = MatchpointScale.INTERNATIONAL,
) -> tuple[tuple[Fraction, Fraction], ...]:
    """Each line's (N-S, E-W) matchpoints, factored with Neuberg up to ``expected``.

    >>> [(str(ns), str(ew)) for ns, ew in weighted_matchpoints([420, 420, -50])]
    [('3', '1'), ('3', '1'), ('0', '4')]
    """
    actual = len(entries)
    wanted = results_expected(actual, expected)
    sides = [_sides(entry) for entry in entries]
    found = []
    for index, (ns, ew) in enumerate(sides):
        ns_field = [other[0] for at, other in enumerate(sides) if at != index]
        ew_field = [other[1] for at, other in enumerate(sides) if at != index]
        ns_mp = _earned(ns, ns_field, True, scale)
        ew_mp = _earned(ew, ew_field, False, scale)
        if wanted != actual:
            ns_mp, ew_mp = (
                neuberg(ns_mp, actual, wanted, scale),
                neuberg(ew_mp, actual, wanted, scale),
            )
        found.append((ns_mp, ew_mp))
    return tuple(found)


__all__ = ["Outcomes", "weighted_matchpoints"]
