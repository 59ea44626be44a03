"""Butler scoring: IMPs against a datum (RULES §6).

The datum is the mean of the board's N-S scores after dropping the top and
the bottom one (all of them when there are 3 or fewer), rounded to the
nearest 10 (halves away from zero); each score is IMPed against it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.duplicate.imps import imps
from atout.duplicate.rounding import round_half_up
from atout.errors import InvalidEventError

#: With more scores than this, the top and the bottom one are dropped.
BUTLER_KEEP_ALL_UP_TO = 3


def butler_datum(ns_scores: Sequence[int]) -> int:
    """The Butler datum of a board's N-S scores.

    >>> butler_datum([-650, -170, -1440, 100, -170, -200])  # (-650-170-170-200)/4 = -297.5
    -300
    >>> butler_datum([420, 170])
    300
    """
    if not ns_scores:
        raise InvalidEventError("a Butler datum needs at least one score", code="butler.no-score")
    kept = sorted(ns_scores)
    if len(kept) > BUTLER_KEEP_ALL_UP_TO:
        kept = kept[1:-1]
    mean = Fraction(sum(kept), len(kept))
    return int(round_half_up(mean / 10)) * 10


@dataclass(frozen=True, slots=True)
class ButlerLine:
    """One score against the datum: N-S IMPs (E-W get the opposite)."""

    ns_score: int
    datum: int

    @property
    def ns_imps(self) -> int:
        """IMPs of the N-S score against the datum."""
        return imps(self.ns_score - self.datum)

    @property
    def ew_imps(self) -> int:
        """IMPs of the E-W side, the opposite."""
        return -self.ns_imps


def butler(ns_scores: Sequence[int]) -> tuple[ButlerLine, ...]:
    """Score a board with Butler IMPs.

    >>> [line.ns_imps for line in butler([-650, -170, -1440, 100, -170, -200])]
    [-8, 4, -15, 9, 4, 3]
    """
    datum = butler_datum(ns_scores)
    return tuple(ButlerLine(score, datum) for score in ns_scores)
