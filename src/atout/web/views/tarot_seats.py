"""What a tarot phone and the director are told about the seats: where each player of a
table goes next round, and the seats that will not deal in a round."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from atout.tarot.tournament.plan import TournamentPlan
from atout.tarot.tournament.scoring import idle_dealers


@dataclass(frozen=True, slots=True)
class NextSeat:
    """Where a player sits in round ``round``: a table and seat, or neither (a bye)."""

    player: int
    name: str
    round: int
    table: int | None
    seat: int | None


def next_seats(
    plan: TournamentPlan, name: Callable[[int], str], players: tuple[int, ...], round_: int
) -> tuple[NextSeat, ...]:
    """Where each of ``players`` (``name``: a player's name) sits in the round after
    ``round_`` (none after the last).

    >>> from atout.tarot.tournament.plan import PlannedRound, PlannedTable, TableSizes
    >>> one = PlannedRound(1, (PlannedTable(1, (1, 2, 3, 4)), PlannedTable(2, (5, 6, 7, 8))))
    >>> two = PlannedRound(2, (PlannedTable(1, (5, 1, 7, 3)), PlannedTable(2, (2, 6, 8, 4))))
    >>> plan = TournamentPlan(8, TableSizes.FOUR_ONLY, 4, (one, two))
    >>> [(s.player, s.round, s.table, s.seat) for s in next_seats(plan, str, (1, 2), 1)]
    [(1, 2, 1, 2), (2, 2, 2, 1)]
    >>> next_seats(plan, str, (1, 2), 2)
    ()
    """
    following = next((r for r in plan.rounds if r.number == round_ + 1), None)
    if following is None:
        return ()
    seats = []
    for player in players:
        table = following.table_of(player)
        if table is None:
            seats.append(NextSeat(player, name(player), following.number, None, None))
        else:
            seat = table.players.index(player) + 1
            seats.append(NextSeat(player, name(player), following.number, table.number, seat))
    return tuple(seats)


@dataclass(frozen=True, slots=True)
class IdleDealers:
    """Tables of ``size`` players: the seats that deal none of a round's ``deals`` deals."""

    size: int
    deals: int
    seats: tuple[int, ...]


def idle_dealers_of(plan: TournamentPlan) -> tuple[IdleDealers, ...]:
    """For each size of table the plan has, the seats that will not deal (if any).

    >>> from atout.tarot.tournament.plan import PlannedRound, PlannedTable, TableSizes
    >>> tables = (PlannedTable(1, (1, 2, 3, 4)), PlannedTable(2, (5, 6, 7, 8, 9)))
    >>> idle_dealers_of(TournamentPlan(9, TableSizes.FOUR_AND_FIVE, 4, (PlannedRound(1, tables),)))
    (IdleDealers(size=5, deals=4, seats=(5,)),)
    """
    sizes = sorted({len(t.players) for r in plan.rounds for t in r.tables})
    found = ((size, idle_dealers(size, plan.deals)) for size in sizes)
    return tuple(IdleDealers(size, plan.deals, seats) for size, seats in found if seats)
