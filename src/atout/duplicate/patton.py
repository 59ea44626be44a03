"""Patton teams scoring: a board element and an aggregate element, both as data.

A Patton match between two teams of four is scored twice over:

- **The board element**: each board is won, drawn or lost on the team's net score over
  its two tables (its *swing*): ``won`` / ``drawn`` / ``lost`` points (2, 1, 0 by
  default), a swing of at most ``draw_within`` points either way being a draw (0 by
  default: only equal totals draw, the board-a-match rule of
  :mod:`atout.duplicate.board_a_match`).
- **The aggregate element**: the match's total points difference (the sum of the
  swings) turned into points on a scale: the team ahead by at least a band's
  ``least`` points takes that band's points, its opponents the rest of ``total``; a
  difference below every band is a draw (``total`` shared).

**Source of the defaults** (:data:`EBU`). No primary FFB text giving the Patton's scales
could be found (the FFB's *Patton suisse*, Règlement National, 2e partie, annexe IX, is a
Swiss of Patton matches). The defaults follow the English Bridge Union's published
definition: P. Hackett, "Patton Teams (Hybrid Teams)", EBU *Tournament Focus*, winter
2009 (www.ebu.co.uk/newsletters/?id=1&page=8): "2 points for a win, 1 for a draw and 0
for a loss" on each board; the aggregate of the match "turned into victory points" with
as many points at stake as the board element (4 boards: 8 and 8, 16 in all), a drawn
aggregate sharing them (4 of 8). That text gives no scale between a draw and a win: in
:data:`EBU` the team ahead on aggregate by any margin takes the whole stake (atout's
reading, a setting like every figure). :data:`ONE_BOARD_AGGREGATE` (the aggregate worth
one board, 2 points) is kept as a named option; a club enters its own scale as data.

>>> score_match([20, -100, 0, 430]).totals
(Fraction(13, 1), Fraction(3, 1))
>>> score_match([20, -100, 0, 430], ONE_BOARD_AGGREGATE).totals
(Fraction(7, 1), Fraction(3, 1))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from atout.errors import InvalidEventError


@dataclass(frozen=True, slots=True)
class BoardElement:
    """Points for a board won, drawn and lost, and the largest swing that is a draw."""

    won: Fraction = Fraction(2)
    drawn: Fraction = Fraction(1)
    lost: Fraction = Fraction(0)
    draw_within: int = 0

    def __post_init__(self) -> None:
        if self.draw_within < 0 or not self.lost <= self.drawn <= self.won:
            raise InvalidEventError(
                "a Patton board element needs lost ≤ drawn ≤ won and a draw margin of 0 or more",
                code="patton.board-element",
            )

    def points(self, swing: int) -> tuple[Fraction, Fraction]:
        """The two teams' points on a board where the first team's net score is ``swing``.

        >>> BoardElement(draw_within=10).points(10), BoardElement().points(-20)
        ((Fraction(1, 1), Fraction(1, 1)), (Fraction(0, 1), Fraction(2, 1)))
        """
        if abs(swing) <= self.draw_within:
            return self.drawn, self.drawn
        return (self.won, self.lost) if swing > 0 else (self.lost, self.won)


@dataclass(frozen=True, slots=True)
class AggregateScale:
    """The aggregate element: ``bands`` as ``(least difference, winner's points)``,
    increasing; the loser scores ``total`` minus the winner's points."""

    total: Fraction = Fraction(2)
    bands: tuple[tuple[int, Fraction], ...] = ((1, Fraction(2)),)

    def __post_init__(self) -> None:
        leasts = [least for least, _ in self.bands]
        points = [won for _, won in self.bands]
        if (
            leasts != sorted(set(leasts))
            or any(least < 1 for least in leasts)
            or points != sorted(points)
            or any(not self.total / 2 <= won <= self.total for won in points)
        ):
            raise InvalidEventError(
                "a Patton aggregate scale needs increasing bands from 1 point, each worth "
                "half the total to the total",
                code="patton.aggregate-scale",
            )

    def points(self, difference: int) -> tuple[Fraction, Fraction]:
        """The two teams' points when the first team's total points difference is
        ``difference``.

        >>> scale = AggregateScale(Fraction(4), ((10, Fraction(3)), (500, Fraction(4))))
        >>> [tuple(map(int, scale.points(d))) for d in (-600, 490, 0)]
        [(0, 4), (3, 1), (2, 2)]
        """
        won = next(
            (points for least, points in reversed(self.bands) if abs(difference) >= least),
            self.total / 2,
        )
        lost = self.total - won
        return (won, lost) if difference >= 0 else (lost, won)


@dataclass(frozen=True, slots=True)
class PattonRules:
    """Both elements of a Patton match (the EBU's by default: see the module docstring).

    ``aggregate`` ``None`` puts as many points at stake on the aggregate as on the boards
    (``won`` times the boards played), all of them to the team ahead, half each when
    level (:meth:`scale`).
    """

    board: BoardElement = field(default_factory=BoardElement)
    aggregate: AggregateScale | None = None

    def scale(self, boards: int) -> AggregateScale:
        """The aggregate scale of a match of ``boards`` boards.

        >>> PattonRules().scale(4)
        AggregateScale(total=Fraction(8, 1), bands=((1, Fraction(8, 1)),))
        """
        if self.aggregate is not None:
            return self.aggregate
        stake = self.board.won * boards
        return AggregateScale(stake, ((1, stake),))


#: The EBU's Patton (the defaults): 2, 1, 0 a board; the aggregate worth as much as the boards.
EBU = PattonRules()

#: atout's earlier defaults, kept as an option: 2, 1, 0 a board; the aggregate worth one board.
ONE_BOARD_AGGREGATE = PattonRules(aggregate=AggregateScale())

#: The named Patton rules a club chooses from, by name.
PATTON_RULES = {"ebu": EBU, "one-board-aggregate": ONE_BOARD_AGGREGATE}


@dataclass(frozen=True, slots=True)
class PattonMatch:
    """A scored match: each board's points, the total difference and its points, for the
    first team then its opponents."""

    boards: tuple[tuple[Fraction, Fraction], ...]
    difference: int
    aggregate: tuple[Fraction, Fraction]

    @property
    def board_totals(self) -> tuple[Fraction, Fraction]:
        """The board element of each team."""
        return sum((b[0] for b in self.boards), Fraction(0)), sum(
            (b[1] for b in self.boards), Fraction(0)
        )

    @property
    def totals(self) -> tuple[Fraction, Fraction]:
        """Each team's match points: its board element plus its aggregate element."""
        ours, theirs = self.board_totals
        return ours + self.aggregate[0], theirs + self.aggregate[1]


def score_match(swings: Sequence[int], rules: PattonRules | None = None) -> PattonMatch:
    """Score a Patton match from the first team's net score on each board (its two
    tables' scores added: N-S at one table, E-W at the other).

    >>> match = score_match([620, -620, 50])
    >>> match.board_totals, match.difference, match.aggregate
    ((Fraction(4, 1), Fraction(2, 1)), 50, (Fraction(6, 1), Fraction(0, 1)))
    """
    if not swings:
        raise InvalidEventError("a Patton match needs at least one board", code="patton.no-board")
    chosen = rules or PattonRules()
    difference = sum(swings)
    return PattonMatch(
        tuple(chosen.board.points(swing) for swing in swings),
        difference,
        chosen.scale(len(swings)).points(difference),
    )
