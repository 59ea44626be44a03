"""A pairs session's event, from its plan and the results its tables scored.

The results given are the ones that count (a session keeps only the confirmed
ones), by ``(round, table, board)``; the plan says which pairs sat there.
"""

from __future__ import annotations

from collections.abc import Mapping

from atout.duplicate.events import Entry, EventBoard, PairsEvent
from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.movements.plan import Plan
from atout.duplicate.table_result import TableResult
from atout.errors import InvalidDealError


def entry_of(plan: Plan, key: tuple[int, int, int], result: TableResult) -> Entry:
    """The traveller line of ``result`` at ``key`` = (round, table, board), pairs from the plan.

    >>> from atout.duplicate.movements.plan import PlannedSitting
    >>> plan = Plan.of([PlannedSitting(1, 1, 3, 4, (1, 2))])
    >>> entry = entry_of(plan, (1, 1, 2), TableResult.parse("4S= N"))
    >>> entry.ns, entry.ew, entry.board
    (3, 4, 2)
    """
    round_, table, board = key
    sitting = plan.sitting(round_, table)
    if sitting is None:
        raise InvalidDealError(
            "round {round_}, table {table}: nobody plays there",
            code="event.empty-table",
            round_=round_,
            table=table,
        )
    return Entry.of(round_, table, sitting.ns, sitting.ew, board, result)


def pairs_event(
    plan: Plan,
    results: Mapping[tuple[int, int, int], TableResult],
    short_boards: ShortBoards = ShortBoards.FULL_TOP,
) -> PairsEvent:
    """The pairs event of ``results``, checked against the plan (entered in key order); a
    board the plan plays fewer times than others is scored by ``short_boards``."""
    boards = (EventBoard.standard(b) for b in plan.boards)
    event = PairsEvent.create(boards, movement=plan, short_boards=short_boards)
    for key in sorted(results):
        event = event.add(entry_of(plan, key, results[key]))
    return event
