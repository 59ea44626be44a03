"""Victory points: the WBF 2013 continuous 20-point scale (RULES §6).

With τ = (√5 − 1)/2 and the blitz B = 15·√boards, the winner of a match by
``I`` IMPs scores ``min(20, 10 + 10·(1 − τ^(3I/B)) / (1 − τ³))`` and the loser
20 minus that. Values are rounded to two decimals, then corrected so that an
extra IMP never gains more than the previous one did: wherever the rounded
scale would gain more from I to I+1 than from I−1 to I, the VP at I is raised
by 0.01 and the check starts again from the top. The result is the lowest
concave scale, cent by cent, that is nowhere below the rounded formula. This
is the WBF scoring panel's "concavity" rule for the continuous scale; it
reproduces the WBF's published tables (e.g. 24 boards, 5 IMPs: plain rounding
gives 11.22, the WBF table 11.23).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from atout.duplicate.rounding import round_half_up
from atout.errors import InvalidEventError

#: WBF 2013: the golden-ratio constant τ = (√5 − 1)/2.
TAU = (math.sqrt(5) - 1) / 2
#: WBF 2013: the VPs shared by the two teams of a match (20-point scale).
TOTAL_VP = 20
#: WBF 2013: a drawn match scores 10–10.
DRAW_VP = 10
#: WBF 2013: the blitz is this many IMPs times the square root of the boards.
BLITZ_FACTOR = 15
#: The most boards of one match a scale is computed for (its table has 15·√boards rows).
MAX_BOARDS = 999

_CENT = Decimal("0.01")


def _check_boards(boards: int) -> None:
    if not isinstance(boards, int) or not 1 <= boards <= MAX_BOARDS:
        raise InvalidEventError(
            "{boards!r} is not a number of boards: use 1 to {MAX_BOARDS} (one match)",
            code="vp-scale.boards",
            boards=boards,
            MAX_BOARDS=MAX_BOARDS,
        )


def blitz(boards: int) -> float:
    """The margin B = 15·√boards from which the winner takes all 20 VPs.

    >>> blitz(16)
    60.0
    """
    _check_boards(boards)
    return BLITZ_FACTOR * math.sqrt(boards)


def blitz_margin(boards: int) -> int:
    """The smallest whole IMP margin that scores 20–0 (⌈B⌉).

    >>> blitz_margin(16), blitz_margin(24)
    (60, 74)
    """
    return math.ceil(blitz(boards))


def exact_vp(margin: float, boards: int) -> float:
    """The winner's VPs for ``margin`` ≥ 0 IMPs, before any rounding.

    >>> round(exact_vp(10, 16), 4)
    12.7993
    """
    cube = TAU**3
    decay: float = TAU ** (3 * margin / blitz(boards))
    value = DRAW_VP + DRAW_VP * (1 - decay) / (1 - cube)
    return min(float(TOTAL_VP), value)


def _concave(cents: list[int]) -> list[int]:
    """Raise cells by 0.01 until no step is larger than the step before it."""
    index = 1
    while index < len(cents) - 1:
        if cents[index + 1] - cents[index] > cents[index] - cents[index - 1]:
            cents[index] += 1
            index = 1
        else:
            index += 1
    return cents


@lru_cache(maxsize=128)
def vp_scale(boards: int) -> tuple[Decimal, ...]:
    """The winner's VPs for each margin 0, 1, …, blitz (the whole published table).

    >>> scale = vp_scale(16)
    >>> len(scale), scale[0], scale[1], scale[10], scale[20], scale[-1]
    (61, Decimal('10.00'), Decimal('10.31'), Decimal('12.80'), Decimal('15.00'), Decimal('20.00'))
    """
    rounded = [
        int(round_half_up(exact_vp(margin, boards), 2) * 100)
        for margin in range(blitz_margin(boards) + 1)
    ]
    return tuple(Decimal(cents) * _CENT for cents in _concave(rounded))


@dataclass(frozen=True, slots=True)
class VictoryPoints:
    """The VPs of a match for one team and its opponents (they sum to 20).

    >>> victory_points(-10, boards=16)
    VictoryPoints(ours=Decimal('7.20'), theirs=Decimal('12.80'))
    """

    ours: Decimal
    theirs: Decimal


def victory_points(margin: int, boards: int) -> VictoryPoints:
    """The VPs for a team that won (``margin`` > 0) or lost (< 0) by ``margin`` IMPs.

    Margins beyond the blitz score 20–0, never less than 0 for the loser.

    >>> victory_points(1, boards=20)
    VictoryPoints(ours=Decimal('10.28'), theirs=Decimal('9.72'))
    >>> victory_points(200, boards=16).ours
    Decimal('20.00')
    """
    if not isinstance(margin, int):
        raise InvalidEventError(
            "{margin!r} is not an IMP margin: use a whole number",
            code="imp-margin.syntax",
            margin=margin,
        )
    scale = vp_scale(boards)
    winner = scale[min(abs(margin), len(scale) - 1)]
    loser = TOTAL_VP - winner
    return VictoryPoints(winner, loser) if margin >= 0 else VictoryPoints(loser, winner)
