"""Where everyone goes after a round: the guide of a session's table cards and table pages.

Computed from a session's :class:`~atout.duplicate.movements.plan.Plan` (pairs
as plain numbers) and, when known, the board sets resting on the bye stand
(a relay Mitchell's). For each table and round: who plays, which boards, which
other tables share them (the relay), and after the round where the N-S pair,
the E-W pair and the boards go (a table, the bye stand, or nowhere: they rest
or are done). A pair without a sitting in the next round sits out.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from atout.bridge.seats import Side
from atout.duplicate.movements.model import Movement
from atout.duplicate.movements.plan import Plan, PlannedSitting


class BoardsGo(enum.Enum):
    """Where a table's boards go after a round."""

    #: To the tables in :attr:`GuideRow.boards_to` (one, or two sharing them).
    TABLES = "tables"
    #: To the bye stand of a relay Mitchell (they come back later).
    BYE_STAND = "bye-stand"
    #: Nobody plays them next round, but they are played again later.
    REST = "rest"
    #: They are not played again (the last round, or their last play).
    DONE = "done"


@dataclass(frozen=True, slots=True)
class Place:
    """Where a pair sits in a round: a table and a side; ``table=None`` sits out.

    >>> Place(3, Side.EW).table, Place(None).sits_out
    (3, True)
    """

    table: int | None
    side: Side | None = None

    @property
    def sits_out(self) -> bool:
        """True when the pair has no table that round."""
        return self.table is None


#: The place of a pair that does not play in a round.
SITS_OUT = Place(None)


@dataclass(frozen=True, slots=True)
class GuideRow:
    """One table in one round and what happens after it (``None`` after the last round)."""

    round: int
    table: int
    ns: int
    ew: int
    boards: tuple[int, ...]
    #: The other tables playing the same boards this round (a relay).
    shared_with: tuple[int, ...]
    ns_next: Place | None
    ew_next: Place | None
    boards_go: BoardsGo
    boards_to: tuple[int, ...]

    @property
    def last(self) -> bool:
        """True after the table's last round."""
        return self.ns_next is None and self.ew_next is None

    @property
    def ns_stays(self) -> bool:
        """True when the N-S pair stays at this table, N-S."""
        return self.ns_next == Place(self.table, Side.NS)


def bye_stands(movement: Movement) -> dict[int, tuple[int, ...]]:
    """The boards resting on the bye stand in each round of ``movement`` (relay Mitchell).

    >>> from atout.duplicate.movements import mitchell
    >>> bye_stands(mitchell(4, boards_per_round=2))[1]
    (5, 6)
    """
    return {
        rnd.number: movement.board_numbers(rnd.bye_stand)
        for rnd in movement.rounds
        if rnd.bye_stand is not None
    }


def _place(seats: Mapping[int, PlannedSitting], pair: int) -> Place:
    found = seats.get(pair)
    if found is None:
        return SITS_OUT
    return Place(found.table, Side.NS if found.ns == pair else Side.EW)


class _Index:
    """The sittings of a plan by round, and who sits where in each round (the plan's own
    indexes)."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan

    def boards_after(
        self, sitting: PlannedSitting, byes: Mapping[int, tuple[int, ...]]
    ) -> tuple[BoardsGo, tuple[int, ...]]:
        following = self.plan.in_round(sitting.round + 1)
        tables = tuple(s.table for s in following if s.boards == sitting.boards)
        if tables:
            return BoardsGo.TABLES, tables
        if byes.get(sitting.round + 1) == sitting.boards:
            return BoardsGo.BYE_STAND, ()
        later = any(
            s.boards == sitting.boards
            for number in range(sitting.round + 2, self.plan.rounds + 1)
            for s in self.plan.in_round(number)
        )
        return (BoardsGo.REST if later else BoardsGo.DONE), ()

    def row(self, sitting: PlannedSitting, byes: Mapping[int, tuple[int, ...]]) -> GuideRow:
        following = self.plan.seats_in(sitting.round + 1)
        ns_next = ew_next = None
        boards_go, boards_to = BoardsGo.DONE, tuple[int, ...]()
        if following:
            ns_next, ew_next = _place(following, sitting.ns), _place(following, sitting.ew)
            boards_go, boards_to = self.boards_after(sitting, byes)
        shared = tuple(
            s.table
            for s in self.plan.in_round(sitting.round)
            if s.boards == sitting.boards and s.table != sitting.table
        )
        return GuideRow(
            sitting.round,
            sitting.table,
            sitting.ns,
            sitting.ew,
            sitting.boards,
            shared,
            ns_next,
            ew_next,
            boards_go,
            boards_to,
        )


def guide(plan: Plan, byes: Mapping[int, tuple[int, ...]] | None = None) -> tuple[GuideRow, ...]:
    """Every sitting of ``plan`` with where its pairs and boards go next, by round then table.

    ``byes``: the boards on the bye stand in each round (:func:`bye_stands`).

    >>> from atout.duplicate.movements import mitchell
    >>> movement = mitchell(4, boards_per_round=2)
    >>> rows = guide(Plan.from_movement(movement), bye_stands(movement))
    >>> first = [r for r in rows if r.round == 1]
    >>> [(r.table, r.ew_next.table, r.boards_go.value, r.boards_to) for r in first]
    [(1, 2, 'tables', (3,)), (2, 3, 'tables', (1, 4)), (3, 4, 'bye-stand', ()), (4, 1, 'tables', (3,))]
    >>> first[0].shared_with, first[3].shared_with
    ((4,), (1,))
    """  # noqa: E501
    index = _Index(plan)
    return tuple(index.row(sitting, byes or {}) for sitting in plan.sittings)


def guide_row(
    plan: Plan, round_: int, table: int, byes: Mapping[int, tuple[int, ...]] | None = None
) -> GuideRow | None:
    """The row of one table in one round (``None`` when nobody plays there).

    >>> from atout.duplicate.movements import mitchell
    >>> row = guide_row(Plan.from_movement(mitchell(5)), 1, 5)
    >>> row.ew_next.table, row.boards_to
    (1, (4,))
    """
    sitting = plan.sitting(round_, table)
    return None if sitting is None else _Index(plan).row(sitting, byes or {})


def table_guide(rows: tuple[GuideRow, ...], table: int) -> tuple[GuideRow, ...]:
    """The rows of one table, round by round."""
    return tuple(r for r in rows if r.table == table)


__all__ = [
    "SITS_OUT",
    "BoardsGo",
    "GuideRow",
    "Place",
    "bye_stands",
    "guide",
    "guide_row",
    "table_guide",
]
