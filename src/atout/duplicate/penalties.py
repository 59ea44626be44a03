"""The director's procedural penalties and the players' handicaps on a pairs ranking.

A procedural penalty (Law 90) comes off a pair's (or team's) total: at
matchpoints a share of a board's top (the EBU's standard, 25 % of a top, is
the default the director may change); at teams IMPs or victory points. A
share of a top, taken off the total of the board percentages, lowers the
session percentage by share/boards points.

A handicap (EBU, EBUScore's "Handicaps" page) is a player's percentage
adjustment, negative for the stronger players: −5 takes 5 points off. A
pair's handicap is its two players' handicaps summed (EBUScore's "100 %"
method) or averaged ("50 %"); it is added to the session percentage, and the
handicapped ranking is shown beside the plain one (no masterpoints on it).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic

from atout.bridge.seats import Side
from atout.duplicate.ranking import PairId, PairScore, Place, places
from atout.duplicate.teams import TeamStanding
from atout.errors import InvalidEventError, Message


class PenaltyUnit(enum.Enum):
    """What a penalty is counted in."""

    #: A percentage of a board's top, at matchpoints.
    TOP_PERCENT = "top"
    #: IMPs off a team's (or IMP pair's) total.
    IMPS = "imps"
    #: Victory points off a team's total.
    VPS = "vps"

    @property
    def message(self) -> Message:
        """The unit's name, to translate."""
        return _UNITS[self]


_UNITS = {
    PenaltyUnit.TOP_PERCENT: Message("% of a top"),
    PenaltyUnit.IMPS: Message("IMPs"),
    PenaltyUnit.VPS: Message("VPs"),
}

#: The EBU's standard procedural penalty at matchpoints: 25 % of a top (the default).
STANDARD_TOP_PERCENT = Fraction(25)
#: The largest penalty taken in one ruling (a whole top at matchpoints; 100 IMPs or VPs).
LARGEST = Fraction(100)


@dataclass(frozen=True, slots=True)
class Penalty:
    """A procedural penalty: ``amount`` in ``unit`` off ``competitor``'s total.

    >>> str(Penalty(3, Fraction(25)))
    '3: −25 % of a top'
    """

    competitor: int
    amount: Fraction = STANDARD_TOP_PERCENT
    unit: PenaltyUnit = PenaltyUnit.TOP_PERCENT

    def __post_init__(self) -> None:
        if not 0 < self.amount <= LARGEST:
            raise InvalidEventError(
                "a penalty of {amount} must be more than 0 and at most {largest}",
                code="penalty.amount",
                amount=self.amount,
                largest=LARGEST,
            )

    def __str__(self) -> str:
        unit = "% of a top" if self.unit is PenaltyUnit.TOP_PERCENT else self.unit.value.upper()
        amount = self.amount if self.amount.denominator != 1 else self.amount.numerator
        return f"{self.competitor}: −{amount} {unit}"


def percent_off(penalties: Iterable[Penalty], competitor: int, boards: int) -> Fraction:
    """The percentage points ``competitor``'s matchpoint penalties take off a session of
    ``boards`` boards (a share of a top over the boards played; the whole share when none).

    >>> percent_off([Penalty(3, Fraction(25)), Penalty(4, Fraction(50))], 3, 24)
    Fraction(25, 24)
    """
    return points_off(penalties, competitor, PenaltyUnit.TOP_PERCENT) / max(boards, 1)


def points_off(penalties: Iterable[Penalty], competitor: int, unit: PenaltyUnit) -> Fraction:
    """The IMPs or VPs ``competitor``'s penalties in ``unit`` take off its total.

    >>> points_off([Penalty(2, Fraction(3), PenaltyUnit.IMPS)], 2, PenaltyUnit.IMPS)
    Fraction(3, 1)
    """
    found = (p.amount for p in penalties if p.competitor == competitor and p.unit is unit)
    return sum(found, Fraction(0))


class HandicapMethod(enum.Enum):
    """How a pair's handicap is made of its players' (EBUScore's "Handicaps" page)."""

    #: EBUScore's "100 %" method: the two handicaps summed.
    SUM = "sum"
    #: EBUScore's "50 %" method (its PairsScorer's only one): the two handicaps averaged.
    AVERAGE = "average"

    @property
    def message(self) -> Message:
        """The method's name, to translate."""
        return _METHODS[self]

    def of(self, handicaps: Sequence[Fraction]) -> Fraction:
        """The pair's handicap from its players'.

        >>> HandicapMethod.SUM.of([Fraction(-5), Fraction(-3)])
        Fraction(-8, 1)
        >>> HandicapMethod.AVERAGE.of([Fraction(-5), Fraction(-3)])
        Fraction(-4, 1)
        """
        total = sum(handicaps, Fraction(0))
        if self is HandicapMethod.SUM or not handicaps:
            return total
        return total / len(handicaps)


_METHODS = {
    HandicapMethod.SUM: Message("handicaps summed (EBU 100 %)"),
    HandicapMethod.AVERAGE: Message("handicaps averaged (EBU 50 %)"),
}


@dataclass(frozen=True, slots=True)
class FinalScore(Generic[PairId]):
    """A pair's session percentage after its penalties and, in a handicapped ranking, its
    handicap (percentage points off and on).

    >>> plain = PairScore(1, Side.NS, 4, Fraction(24), Fraction(40), Fraction(240))
    >>> FinalScore(plain, penalty=Fraction(25, 4)).result
    Fraction(215, 4)
    """

    score: PairScore[PairId]
    penalty: Fraction = Fraction(0)
    handicap: Fraction = Fraction(0)

    @property
    def pair(self) -> PairId:
        """The pair ranked."""
        return self.score.pair

    @property
    def direction(self) -> Side | None:
        """The side it always sat (``None``: both)."""
        return self.score.direction

    @property
    def result(self) -> Fraction:
        """What the ranking orders by: the percentage less the penalties, plus the handicap."""
        return self.score.percent - self.penalty + self.handicap


def final_scores(
    scores: Iterable[PairScore[int]],
    penalties: Iterable[Penalty] = (),
    handicaps: Mapping[int, Sequence[Fraction]] | None = None,
    method: HandicapMethod = HandicapMethod.SUM,
) -> tuple[FinalScore[int], ...]:
    """Each pair's final score: penalties always, handicaps when ``handicaps`` (each pair's
    players' handicaps, a pair not named having none) are given.

    >>> plain = PairScore(1, Side.NS, 4, Fraction(24), Fraction(40), Fraction(240))
    >>> [str(s.result) for s in final_scores([plain], [], {1: [Fraction(-5), Fraction(-3)]})]
    ['52']
    """
    given = tuple(penalties)
    return tuple(
        FinalScore(
            score,
            percent_off(given, score.pair, score.boards),
            Fraction(0) if handicaps is None else method.of(handicaps.get(score.pair, ())),
        )
        for score in scores
    )


@dataclass(frozen=True, slots=True)
class PenalisedTeam:
    """A team's line in a round robin after its penalties: the VPs and IMP margin less the
    VPs and IMPs taken off, and its place on the VPs left."""

    place: Place
    standing: TeamStanding
    vp: Fraction
    imps: Fraction
    vp_off: Fraction
    imps_off: Fraction


def penalised_teams(
    standings: Iterable[TeamStanding], penalties: Mapping[str, Sequence[Penalty]]
) -> tuple[PenalisedTeam, ...]:
    """The round robin's standings with each team's penalties (by team name) taken off, ranked
    again on the VPs left (ties share the place).

    >>> from decimal import Decimal
    >>> a = TeamStanding(Place(1), "A", Decimal("28.09"), 12, 2)
    >>> b = TeamStanding(Place(2), "B", Decimal("27.00"), 3, 2)
    >>> found = penalised_teams([a, b], {"A": [Penalty(1, Fraction(2), PenaltyUnit.VPS)]})
    >>> [(str(t.place), t.standing.team, str(t.vp)) for t in found]
    [('1', 'B', '27'), ('2', 'A', '2609/100')]
    """
    lines = []
    for standing in standings:
        given = penalties.get(standing.team, ())
        vp_off = sum((p.amount for p in given if p.unit is PenaltyUnit.VPS), Fraction(0))
        imps_off = sum((p.amount for p in given if p.unit is PenaltyUnit.IMPS), Fraction(0))
        vp = Fraction(standing.vp) - vp_off
        lines.append((standing, vp, Fraction(standing.imps) - imps_off, vp_off, imps_off))
    lines.sort(key=lambda line: (-line[1], line[0].team))
    found = places([line[1] for line in lines])
    return tuple(PenalisedTeam(place, *line) for place, line in zip(found, lines, strict=True))


__all__ = [
    "STANDARD_TOP_PERCENT",
    "FinalScore",
    "HandicapMethod",
    "PenalisedTeam",
    "Penalty",
    "PenaltyUnit",
    "final_scores",
    "penalised_teams",
    "percent_off",
    "points_off",
]
