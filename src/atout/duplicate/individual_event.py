"""An individual event scored: each board matchpointed, each player's score the sum over his
boards (RULES §6's matchpoints; issue 26: "each board is matchpointed and each player's
score is the sum over his boards").

A session keeps an individual movement as a :class:`~atout.duplicate.movements.plan.Plan`
whose "pairs" are *partnerships*: the two partners of one table in one round. Partnership
``2k - 1`` sits North-South and ``2k`` East-West at the ``k``-th sitting (round after
round, table after table). The pairs event of that plan matchpoints every board as usual
(N-S scores compared, E-W get top − N-S); a player's result is the sum of his
partnerships' matchpoints and tops, his percentage the mean of his board percentages.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.seats import Seat, Side
from atout.duplicate.events import PairBoard, PairsEvent
from atout.duplicate.movements.individual import IndividualMovement, Sitting
from atout.duplicate.movements.plan import Plan, PlannedSitting
from atout.duplicate.ranking import PairScore, Standing, rank


def partnership(movement: IndividualMovement, round_: int, table: int, side: Side) -> int:
    """The number of the partnership sitting ``side`` at ``table`` in ``round_``.

    >>> from atout.duplicate.movements.individual import individual
    >>> movement = individual(3)
    >>> partnership(movement, 1, 1, Side.NS), partnership(movement, 2, 1, Side.EW)
    (1, 8)
    """
    sitting = (round_ - 1) * movement.tables + table
    return 2 * sitting - (1 if side is Side.NS else 0)


def individual_plan(movement: IndividualMovement) -> Plan:
    """The plan of ``movement``: its sittings with partnerships for pairs.

    >>> from atout.duplicate.movements.individual import individual
    >>> plan = individual_plan(individual(2, boards_per_round=2))
    >>> plan.sitting(2, 2)
    PlannedSitting(round=2, table=2, ns=7, ew=8, boards=(3, 4))
    """
    return Plan.of(
        PlannedSitting(
            rnd.number,
            s.table,
            partnership(movement, rnd.number, s.table, Side.NS),
            partnership(movement, rnd.number, s.table, Side.EW),
            movement.board_numbers(s.board_set),
        )
        for rnd in movement.rounds
        for s in rnd.sittings
    )


def partners(movement: IndividualMovement) -> dict[int, tuple[int, int]]:
    """Each partnership's two players: North then South, or East then West."""
    found = {}
    for rnd in movement.rounds:
        for s in rnd.sittings:
            found[partnership(movement, rnd.number, s.table, Side.NS)] = (s.north, s.south)
            found[partnership(movement, rnd.number, s.table, Side.EW)] = (s.east, s.west)
    return found


def player_scores(movement: IndividualMovement, event: PairsEvent) -> tuple[PairScore[int], ...]:
    """Every player's totals (the sum of his partnerships'), by player number; ``pair`` is
    the player's number, ``direction`` ``None`` (a player sits both ways)."""
    by_partnership = {score.pair: score for score in event.scores()}
    totals: dict[int, list[Fraction]] = {
        p: [Fraction(0)] * 4 for p in range(1, movement.players + 1)
    }
    for number, players in partners(movement).items():
        score = by_partnership.get(number)
        if score is None:
            continue
        for player in players:
            sums = totals[player]
            sums[0] += score.boards
            sums[1] += score.matchpoints
            sums[2] += score.tops
            sums[3] += score.percent_total
    return tuple(
        PairScore(player, None, int(b), mp, tops, percent)
        for player, (b, mp, tops, percent) in sorted(totals.items())
    )


def player_standings(
    movement: IndividualMovement, event: PairsEvent
) -> tuple[Standing[PairScore[int]], ...]:
    """The players ranked on their mean percentage (ties share the place)."""
    return rank(player_scores(movement, event))


@dataclass(frozen=True, slots=True)
class PlayerBoard:
    """One board of one player, to explain his result: where he sat, with whom, against
    whom, and his partnership's line of the traveller."""

    round: int
    table: int
    seat: Seat
    partner: int
    opponents: tuple[int, int]
    line: PairBoard


def player_boards(
    movement: IndividualMovement, event: PairsEvent, player: int
) -> tuple[PlayerBoard, ...]:
    """Every board ``player`` has a result on, round after round."""
    found = []
    for rnd in movement.rounds:
        sitting = next((s for s in rnd.sittings if player in s.players), None)
        if sitting is None:
            continue
        seat = sitting.seat_of(player)
        assert seat is not None
        number = partnership(movement, rnd.number, sitting.table, seat.side)
        found += [
            PlayerBoard(
                rnd.number,
                sitting.table,
                seat,
                sitting.player_at(seat.partner),
                (sitting.player_at(seat.lho), sitting.player_at(seat.rho)),
                line,
            )
            for line in event.pair_boards(number)
        ]
    return tuple(found)


def seated(sittings: Iterable[Sitting]) -> dict[int, tuple[int, Seat]]:
    """Where each player sits in a round: his table and his seat."""
    return {
        player: (s.table, seat)
        for s in sittings
        for seat, player in zip((Seat.N, Seat.E, Seat.S, Seat.W), s.players, strict=True)
    }
