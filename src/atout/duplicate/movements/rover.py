"""A late pair when every seat is taken: a rover at a table of its own.

What club directors do (Bernard Magee, *Rover*, bernardmageebridge.com/glossary/rover:
"a pair in a Mitchell movement that displaces a different North-South pair each round
[...] can help to accommodate a pair that arrives late when there was originally a
complete number of tables"; the rover Mitchell of D. A. Sweet and Sam Gold,
bridgecentral.com/MvtHTML/rovermitchell.htm: the odd pair displaces the N-S pair of
table 2, then moves up two tables a round, so that every board is played as many
times as before). atout seats the late pair N-S at a new table, ``late_table``: in
each round to come the E-W pair and the boards of one table come to it, and that
table's N-S pair sits out. Nobody plays a board twice: the E-W pair plays the boards
it was due to play, the late pair a different set each round; each N-S pair is
displaced at most once and, where the movement allows, the late pair meets a
different E-W pair each round (the rover's table-2, up-two order tried first).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from atout.duplicate.movements.plan import Plan, PlannedSitting

#: The search gives up after this many tries (a movement that leaves no way is refused).
_TRIES = 20_000


@dataclass(frozen=True, slots=True)
class Displaced:
    """In ``round``, N-S pair ``pair`` of ``table`` sits out: its opponents and its boards
    went to ``late_table``, the late pair's."""

    round: int
    table: int
    pair: int
    late_table: int


def rover_rounds(
    plan: Plan, rounds: Sequence[int], late_tables: frozenset[int]
) -> list[PlannedSitting]:
    """The sitting the late pair takes the boards and E-W pair of, round by round
    (``[]``: no way; ``late_tables``: tables of other late pairs, never displaced).

    >>> from atout.duplicate.movements.suggest import suggest
    >>> from dataclasses import replace
    >>> plan = Plan.from_movement(replace(suggest(8)[1], boards_per_round=3).build())
    >>> [(s.round, s.table, s.ns, s.ew) for s in rover_rounds(plan, (3, 4), frozenset())]
    [(3, 3, 3, 5), (4, 1, 1, 6)]
    """
    tables = max((s.table for s in plan.sittings if s.table not in late_tables), default=0)
    for distinct_opponents in (True, False):
        tries = [0]
        found = _search(plan, list(rounds), tables, late_tables, distinct_opponents, [], tries)
        if found is not None:
            return found
    return []


def _search(
    plan: Plan,
    rounds: list[int],
    tables: int,
    late_tables: frozenset[int],
    distinct: bool,
    chosen: list[PlannedSitting],
    tries: list[int],
) -> list[PlannedSitting] | None:
    if len(chosen) == len(rounds):
        return list(chosen)
    tries[0] += 1
    if tries[0] > _TRIES:
        return None
    round_ = rounds[len(chosen)]
    preferred = (1 + 2 * len(chosen)) % tables if tables else 0
    order = sorted(
        (s for s in plan.in_round(round_) if s.table not in late_tables),
        key=lambda s: (s.table - 1 - preferred) % tables,
    )
    for sitting in order:
        if _fits(sitting, chosen, distinct):
            chosen.append(sitting)
            found = _search(plan, rounds, tables, late_tables, distinct, chosen, tries)
            if found is not None:
                return found
            chosen.pop()
    return None


def _fits(sitting: PlannedSitting, chosen: list[PlannedSitting], distinct: bool) -> bool:
    boards = {b for s in chosen for b in s.boards}
    if boards & set(sitting.boards) or sitting.ns in {s.ns for s in chosen}:
        return False
    return not distinct or sitting.ew not in {s.ew for s in chosen}
