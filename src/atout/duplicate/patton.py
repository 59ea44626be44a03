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

**Sources.** The FFB names the Patton among its team formats (the *Patton suisse* of the
Règlement National, 2e partie, annexe IX, is a Swiss of Patton matches), but no
primary FFB text giving its scales could be established for this module, nor the
EBU's published definition: the defaults below are therefore atout's own, stated as
such (``docs/patton.md``): the board element as the issue states it (2, 1, 0), the
board-a-match draw rule, and an aggregate worth two more points (the team ahead on
total points scores 2, a level aggregate 1 each). Every figure is a setting: a club
enters its federation's scale as data.

>>> score_match([20, -100, 0, 430]).totals
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
    """Both elements of a Patton match (atout's defaults: see the module docstring)."""

    board: BoardElement = field(default_factory=BoardElement)
    aggregate: AggregateScale = field(default_factory=AggregateScale)


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
    ((Fraction(4, 1), Fraction(2, 1)), 50, (Fraction(2, 1), Fraction(0, 1)))
    """
    if not swings:
        raise InvalidEventError("a Patton match needs at least one board", code="patton.no-board")
    chosen = rules or PattonRules()
    difference = sum(swings)
    return PattonMatch(
        tuple(chosen.board.points(swing) for swing in swings),
        difference,
        chosen.aggregate.points(difference),
    )
