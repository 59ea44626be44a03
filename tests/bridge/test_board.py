"""Boards: dealer and vulnerability of each number (RULES §1), board ranges, seeded boards."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.board import (
    Board,
    Vulnerability,
    board_dealer,
    board_vulnerability,
    format_board_numbers,
    parse_board_numbers,
    random_boards,
)
from atout.bridge.deal import Deal
from atout.bridge.seats import Seat, Side
from atout.errors import NotationError

#: RULES §1 (and reference/tables.json): dealer N, E, S, W for boards 1-4, then again.
DEALERS = "N E S W".split()
#: RULES §1: vulnerability of boards 1-16, then the cycle repeats from 17.
VULNERABILITY = "None NS EW All NS EW All None EW All None NS All None NS EW".split()


@pytest.mark.parametrize("number", range(1, 33))
def test_boards_1_to_32_follow_the_cycles(number: int) -> None:
    board = Board.numbered(number)
    assert str(board.dealer) == DEALERS[(number - 1) % 4]
    assert str(board.vulnerability) == VULNERABILITY[(number - 1) % 16]
    assert board.dealer is board_dealer(number)
    assert board.vulnerability is board_vulnerability(number)
    assert board.deal is None


def test_a_few_boards_spelled_out() -> None:
    assert Board.numbered(1) == Board(1, Seat.N, Vulnerability.NONE)
    assert Board.numbered(4) == Board(4, Seat.W, Vulnerability.ALL)
    assert Board.numbered(13) == Board(13, Seat.N, Vulnerability.ALL)
    assert Board.numbered(20) == Board(20, Seat.W, Vulnerability.ALL)
    assert Board.numbered(32) == Board(32, Seat.W, Vulnerability.EW)


def test_is_vulnerable_by_seat_or_side() -> None:
    board = Board.numbered(2)  # NS vulnerable
    assert board.is_vulnerable(Seat.S) and board.is_vulnerable(Side.NS)
    assert not board.is_vulnerable(Seat.E) and not board.is_vulnerable(Side.EW)


@pytest.mark.parametrize("number", [0, -1])
def test_board_numbers_start_at_one(number: int) -> None:
    with pytest.raises(NotationError, match=f"^{number} is not a board number: use 1 or more$"):
        Board.numbered(number)


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("1-16", tuple(range(1, 17))),
        ("5", (5,)),
        ("1-4,9", (1, 2, 3, 4, 9)),
        (" 3 - 5 , 1 ", (3, 4, 5, 1)),
    ],
)
def test_parse_board_numbers(text: str, numbers: tuple[int, ...]) -> None:
    assert parse_board_numbers(text) == numbers


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("a", "'a' is not a list of boards: write numbers and ranges, e.g. 1-16 or 1-4,9"),
        ("1-", "'1-' is not a list of boards: write numbers and ranges, e.g. 1-16 or 1-4,9"),
        ("", "'' is not a list of boards: write numbers and ranges, e.g. 1-16 or 1-4,9"),
        ("4-1", "'4-1' is not a board range: use boards 1 to 999"),
        ("0-3", "'0-3' is not a board range: use boards 1 to 999"),
        ("1-4, 2000", "'2000 in 1-4, 2000' is not a board range: use boards 1 to 999"),
        ("²", "'²' is not a list of boards: write numbers and ranges, e.g. 1-16 or 1-4,9"),
        ("1-3,2", "'1-3,2' names a board twice"),
    ],
)
def test_bad_board_numbers(text: str, message: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_board_numbers(text)
    assert str(raised.value) == message


@settings(max_examples=200)
@given(st.sets(st.integers(1, 60), min_size=1))
def test_board_numbers_round_trip(numbers: set[int]) -> None:
    ordered = tuple(sorted(numbers))
    assert parse_board_numbers(format_board_numbers(ordered)) == ordered


def test_random_boards_are_reproducible_and_independent_of_the_selection() -> None:
    full = random_boards(range(1, 17), random.Random(42))
    again = random_boards(range(1, 17), random.Random(42))
    assert full == again
    some = random_boards(parse_board_numbers("1-4,9"), random.Random(42))
    assert some == (*full[:4], full[8])
    assert [b.number for b in some] == [1, 2, 3, 4, 9]
    assert len({b.deal for b in full}) == 16
    other = random_boards(range(1, 17), random.Random(43))
    assert all(a.deal != b.deal for a, b in zip(full, other, strict=True))


def test_random_boards_have_the_cycle_and_a_full_deal() -> None:
    for board in random_boards(range(1, 33), random.Random(7)):
        assert board == Board.numbered(board.number, board.deal)
        assert isinstance(board.deal, Deal)
        assert Deal.parse(board.deal.to_pbn(board.dealer)) == board.deal
