"""A barometer session's rankings: the last round every table has finished, and the total.

In a barometer (:mod:`atout.duplicate.movements.barometer`) every table plays the same
boards in a round, so a round's boards are matchpointed as soon as every table has
entered them, and the room sees the ranking after each round. A round is *complete*
when every sitting of the round has a result on each of its boards; the rankings shown
are those after the last round ``r`` such that rounds 1 to ``r`` are complete: the
round's own (its boards only) and the total (rounds 1 to ``r``). The boards of a later
round stay hidden until every table has finished it, even if a later round is complete.
Both are :class:`~atout.duplicate.events.PairsEvent` of the results kept, so a round is
scored by the same rules as any pairs event (RULES §6: matchpoints, artificial scores).

>>> from atout.duplicate.movements.plan import Plan
>>> from atout.duplicate.movements.barometer import barometer
>>> plan = Plan.from_movement(barometer(2, boards_per_round=1, rounds=2))
>>> result = TableResult.parse("3NT= N")
>>> after = after_round(plan, {(1, 1, 1): result, (1, 2, 1): result, (2, 1, 2): result})
>>> after.number, [s.score.pair for s in after.total.standings()]
(1, [1, 2, 3, 4])
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from atout.duplicate.events import PairsEvent
from atout.duplicate.movements.plan import Plan
from atout.duplicate.pairs_session import pairs_event
from atout.duplicate.table_result import TableResult

#: The results kept, by (round, table, board).
Results = Mapping[tuple[int, int, int], TableResult]


def round_keys(plan: Plan, number: int) -> tuple[tuple[int, int, int], ...]:
    """The (round, table, board) of every result round ``number`` plays."""
    return tuple((number, s.table, b) for s in plan.in_round(number) for b in s.boards)


def complete_rounds(plan: Plan, entered: Collection[tuple[int, int, int]]) -> int:
    """The last round ``r`` such that rounds 1 to ``r`` have every result in (0: none).

    >>> from atout.duplicate.movements.plan import PlannedSitting
    >>> plan = Plan.of([PlannedSitting(1, 1, 1, 2, (1,)), PlannedSitting(2, 1, 2, 1, (2,))])
    >>> complete_rounds(plan, {(1, 1, 1)}), complete_rounds(plan, {(2, 1, 2)})
    (1, 0)
    """
    done = 0
    for number in range(1, plan.rounds + 1):
        if any(key not in entered for key in round_keys(plan, number)):
            break
        done = number
    return done


@dataclass(frozen=True, slots=True)
class AfterRound:
    """The rankings after round ``number``: the round's boards alone, and rounds 1 to
    ``number``."""

    number: int
    round: PairsEvent
    total: PairsEvent


def after_round(plan: Plan, results: Results) -> AfterRound | None:
    """The rankings after the last complete round (``None``: no round complete yet)."""
    done = complete_rounds(plan, results.keys())
    if not done:
        return None
    this = set(round_keys(plan, done))
    shown = {key: result for key, result in results.items() if key[0] <= done}
    return AfterRound(
        done,
        pairs_event(plan, {key: shown[key] for key in this}),
        pairs_event(plan, shown),
    )
