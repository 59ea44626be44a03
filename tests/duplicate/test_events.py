"""Pairs events: entries checked against a movement, Neuberg from the movement, explanations."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

import pytest

from atout.bridge.contract import ContractResult
from atout.bridge.seats import Seat, Side
from atout.duplicate.events import Entry, EventBoard, PairsEvent
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.errors import InvalidDealError

R = ContractResult.parse


@dataclass(frozen=True)
class Sitting:
    ns: int
    ew: int
    boards: frozenset[int]


@dataclass(frozen=True)
class Mitchell:
    """A plain Mitchell: N-S pair t stays at table t, E-W pair 10+t moves up, boards down."""

    tables: int
    boards_per_round: int = 1

    @property
    def rounds(self) -> int:
        return self.tables

    def sitting(self, round_: int, table: int) -> Sitting | None:
        if not (1 <= round_ <= self.rounds and 1 <= table <= self.tables):
            return None
        ew = 10 + (table - round_) % self.tables + 1
        first = ((table + round_ - 2) % self.tables) * self.boards_per_round + 1
        return Sitting(table, ew, frozenset(range(first, first + self.boards_per_round)))


MOVE = Mitchell(3)


def _event() -> PairsEvent:
    return PairsEvent.create(range(1, 4), movement=MOVE)


def test_entries_are_checked_against_the_movement() -> None:
    event = _event()
    event = event.add(Entry(1, 1, 1, 11, 1, R("3NT="), Seat.S))
    with pytest.raises(InvalidDealError, match="seats 2 \\(N-S\\) v 12 \\(E-W\\)"):
        event.add(Entry(1, 2, 2, 11, 2, R("3NT="), Seat.S))
    with pytest.raises(InvalidDealError, match="plays boards \\[2\\], not board 3"):
        event.add(Entry(1, 2, 2, 12, 3, R("3NT="), Seat.S))
    with pytest.raises(InvalidDealError, match="nobody"):
        event.add(Entry(4, 1, 1, 11, 2, R("3NT="), Seat.S))
    with pytest.raises(InvalidDealError, match="already has a result"):
        event.add(Entry(1, 1, 1, 11, 1, R("3NT+1"), Seat.S))
    with pytest.raises(InvalidDealError, match="not in this event"):
        event.add(Entry(1, 1, 1, 11, 9, R("3NT="), Seat.S))


def test_entry_needs_a_result_or_an_artificial_score() -> None:
    with pytest.raises(InvalidDealError, match="give a result"):
        Entry(1, 1, 1, 11, 1)
    with pytest.raises(InvalidDealError, match="needs a declarer"):
        Entry(1, 1, 1, 11, 1, R("4S="))
    assert Entry(1, 1, 1, 11, 1, R("PASS")).board_entry(EventBoard.standard(1).vulnerability) == 0


def test_boards_expect_the_results_the_movement_plays() -> None:
    event = _event()
    assert dict(event.expected) == {1: 3, 2: 3, 3: 3}
    # board 1: rounds 1 (table 1), 2 (table 3), 3 (table 2); only two played
    event = event.add(Entry(1, 1, 1, 11, 1, R("4S="), Seat.N))  # +420
    event = event.add(Entry(2, 3, 3, 11 + 1, 1, R("4S-1"), Seat.N))  # -50
    board = event.board(1)
    assert board.top == 4 and board.factored
    # 420 beats -50: MP 2 of 2, factored (2 + 1) * 3/2 - 1 = 7/2
    assert [line.ns_mp for line in board.lines] == [Fraction(7, 2), Fraction(1, 2)]


def test_standings_and_their_explanation() -> None:
    event = _event()
    event = event.add(Entry(1, 1, 1, 11, 1, R("4S="), Seat.N))
    event = event.add(Entry(2, 3, 3, 12, 1, R("4S-1"), Seat.N))
    event = event.add(Entry(3, 2, 2, 13, 1, adjusted=AdjustedScore(*[Artificial.AVERAGE_PLUS] * 2)))
    ns = event.standings(Side.NS)
    assert [(str(s.place), s.score.pair) for s in ns] == [("1", 1), ("2", 2), ("3", 3)]
    assert [s.score.percent for s in ns] == [Fraction(175, 2), 60, Fraction(25, 2)]
    assert {s.score.pair for s in event.standings(Side.EW)} == {11, 12, 13}
    (explained,) = event.pair_boards(2)
    assert (explained.board, explained.side, explained.opponents) == (1, Side.NS, 13)
    assert explained.percent == 60


def _full_random_event(seed: int) -> tuple[PairsEvent, list[Entry]]:
    rng = random.Random(seed)
    move = Mitchell(5, boards_per_round=2)
    event = PairsEvent.create(range(1, 11), movement=move)
    entries = []
    for round_ in range(1, 6):
        for table in range(1, 6):
            sitting = move.sitting(round_, table)
            assert sitting is not None
            for board in sorted(sitting.boards):
                result = ContractResult.parse(rng.choice(["3NT=", "4S-1", "4S+1", "2H=", "PASS"]))
                declarer = None if result.passed_out else rng.choice(list(Seat))
                entries.append(
                    Entry(round_, table, sitting.ns, sitting.ew, board, result, declarer)
                )
    for entry in entries:
        event = event.add(entry)
    return event, entries


@pytest.mark.parametrize("seed", range(5))
def test_incremental_updates_equal_a_full_recomputation(seed: int) -> None:
    event, entries = _full_random_event(seed)
    assert event.rescored() == event
    total = sum(s.score.matchpoints for s in event.standings())
    assert total == 10 * 5 * 2 * 4  # 10 boards, 5 results each, top 8 shared by both sides
    corrected = event.remove(entries[0]).add(entries[0])
    assert corrected.standings() == event.standings()
    with pytest.raises(InvalidDealError, match="no such entry"):
        event.remove(entries[0]).remove(entries[0])
