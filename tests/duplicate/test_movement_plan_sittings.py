"""A movement written out as a plan: what a pairs event checks entries against (RULES §6)."""

from __future__ import annotations

import pytest

from atout.bridge.contract import ContractResult
from atout.bridge.seats import Seat
from atout.duplicate.events import Entry, PairsEvent
from atout.duplicate.movements import Pair, howell, mitchell
from atout.duplicate.movements.plan import Plan, PlannedSitting, pair_number
from atout.errors import InvalidDealError

R = ContractResult.parse


def test_mitchell_pairs_numbered_ns_then_ew() -> None:
    movement = mitchell(15, boards_per_round=2)
    numbers = {pair: pair_number(pair, movement.tables) for pair in movement.pairs}
    assert numbers[Pair.parse("1NS")] == 1
    assert numbers[Pair.parse("15NS")] == 15
    assert numbers[Pair.parse("1EW")] == 16
    assert numbers[Pair.parse("15EW")] == 30
    assert sorted(numbers.values()) == list(range(1, 31))


def test_fifteen_table_mitchell_of_thirteen_rounds() -> None:
    plan = Plan.from_movement(mitchell(15, rounds=13, boards_per_round=2))
    assert (plan.rounds, plan.tables) == (13, 15)
    # Round 1: E-W pair k at table k, set k (boards 2k-1, 2k).
    assert plan.sitting(1, 1) == PlannedSitting(1, 1, 1, 16, (1, 2))
    assert plan.sitting(1, 15) == PlannedSitting(1, 15, 15, 30, (29, 30))
    # Round 2: E-W pairs move up one table, boards down one: table 1 gets 15EW and set 2.
    assert plan.sitting(2, 1) == PlannedSitting(2, 1, 1, 30, (3, 4))
    assert plan.sitting(2, 3) == PlannedSitting(2, 3, 3, 17, (7, 8))
    assert plan.sitting(14, 1) is None and plan.sitting(1, 16) is None
    # Each pair plays 13 rounds of 2 boards: 26 boards.
    boards_of_1ew = [
        b
        for r in range(1, 14)
        for t in range(1, 16)
        if (s := plan.sitting(r, t)) and s.ew == 16
        for b in s.boards
    ]
    assert len(boards_of_1ew) == len(set(boards_of_1ew)) == 26


def test_event_expects_what_the_movement_plays_and_checks_entries() -> None:
    plan = Plan.from_movement(mitchell(15, rounds=13, boards_per_round=2))
    event = PairsEvent.create(range(1, 31), movement=plan)
    # 13 rounds, each set at one table per round: every board is played 13 times.
    assert dict(event.expected) == {board: 13 for board in range(1, 31)}
    event = event.add(Entry(2, 1, 1, 30, 3, R("4S="), Seat.N))
    with pytest.raises(InvalidDealError, match="seats 1 \\(N-S\\) v 30 \\(E-W\\), not 1 v 16"):
        event.add(Entry(2, 1, 1, 16, 4, R("4S="), Seat.N))
    with pytest.raises(InvalidDealError, match="plays boards \\[3, 4\\], not board 5"):
        event.add(Entry(2, 1, 1, 30, 5, R("4S="), Seat.N))


def test_phantom_tables_have_no_sitting() -> None:
    movement = mitchell(5, boards_per_round=2, phantom=Pair.parse("3EW"))
    plan = Plan.from_movement(movement)
    # Round 1: 3EW sits at table 3, so 3NS sits out; round 2 it has moved up to table 4.
    assert plan.sitting(1, 3) is None
    assert plan.sitting(2, 4) is None
    assert plan.sitting(2, 3) == PlannedSitting(2, 3, 3, 7, (7, 8))
    event = PairsEvent.create(range(1, 11), movement=plan)
    # 5 rounds, one of which at the phantom's table: each board is played 4 times.
    assert dict(event.expected) == {board: 4 for board in range(1, 11)}


def test_howell_pairs_keep_their_numbers() -> None:
    movement = howell(3, boards_per_round=2)
    plan = Plan.from_movement(movement)
    assert (plan.rounds, plan.tables) == (5, 3)
    for rnd in movement.rounds:
        for m in rnd.meetings:
            sitting = plan.sitting(rnd.number, m.table)
            assert sitting == PlannedSitting(
                rnd.number, m.table, m.ns.number, m.ew.number, movement.board_numbers(m.board_set)
            )
