"""Cross-IMPs: each score of a board IMPed against every other (RULES §6, seed 002).

A pair's board result is the average of its IMPs against the other scores
(divisor n − 1); East-West get the opposite.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.duplicate.imps import imps


@dataclass(frozen=True, slots=True)
class CrossImpsLine:
    """One score's cross-IMPs: the comparisons and their average for N-S."""

    ns_score: int
    comparisons: tuple[int, ...]

    @property
    def ns_imps(self) -> Fraction:
        """The N-S average: sum of the comparisons over n − 1 (0 when alone)."""
        if not self.comparisons:
            return Fraction(0)
        return Fraction(sum(self.comparisons), len(self.comparisons))

    @property
    def ew_imps(self) -> Fraction:
        """The E-W average, the opposite of N-S."""
        return -self.ns_imps


def cross_imps(ns_scores: Sequence[int]) -> tuple[CrossImpsLine, ...]:
    """Cross-IMP every N-S score against every other one on the board.

    >>> lines = cross_imps([620, 170, 140, 140, -100])
    >>> [str(line.ns_imps) for line in lines]
    ['21/2', '-1/4', '-5/4', '-5/4', '-31/4']
    >>> lines[0].comparisons
    (10, 10, 10, 12)
    """
    return tuple(
        CrossImpsLine(mine, tuple(imps(mine - o) for at, o in enumerate(ns_scores) if at != index))
        for index, mine in enumerate(ns_scores)
    )
