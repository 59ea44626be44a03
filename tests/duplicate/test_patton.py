"""Patton scoring (issue 25): an 8-board match worked by hand, with the EBU's defaults
(P. Hackett, EBU Tournament Focus, winter 2009: 2 a board won, 1 drawn, 0 lost; the
aggregate worth as many points as the boards), the earlier one-board aggregate and a
club's own draw rule and aggregate scale."""

from __future__ import annotations

from fractions import Fraction

import pytest

from atout.duplicate.patton import (
    EBU,
    ONE_BOARD_AGGREGATE,
    PATTON_RULES,
    AggregateScale,
    BoardElement,
    PattonRules,
    score_match,
)
from atout.errors import InvalidEventError

#: Each board: the home team's N-S score in the open room, then the away team's N-S score
#: in the closed room (Law 77 figures: RULES §2).
TABLES = [
    (420, 420),  # 4♥= NV both rooms
    (600, 630),  # 3NT= V, 3NT+1 V
    (-50, 140),  # 4♠-1 NV, 3♠= NV
    (120, 100),  # 1NT+1 NV, E-W 2♠-2 NV
    (1430, 680),  # 6♥= V, 4♥+2 V
    (110, 110),  # 3♣= both rooms
    (-200, -100),  # N-S 2♠-2 V, 2♠-1 V
    (140, 110),  # 2♥+1, 2♥=
]
SWINGS = [open_ - closed for open_, closed in TABLES]


def test_swings_by_hand() -> None:
    assert SWINGS == [0, -30, -190, 20, 750, 0, -100, 30]


def test_the_ebu_defaults_by_hand() -> None:
    match = score_match(SWINGS)
    assert score_match(SWINGS, EBU) == match and PATTON_RULES["ebu"] is EBU
    # Board element, 2 won / 1 drawn / 0 lost, equal totals only drawn:
    #   board 1:    0 drawn 1-1    board 5: +750 won  2-0
    #   board 2:  -30 lost  0-2    board 6:    0 drawn 1-1
    #   board 3: -190 lost  0-2    board 7: -100 lost 0-2
    #   board 4:  +20 won   2-0    board 8:  +30 won  2-0
    # home 1+0+0+2+2+1+0+2 = 8, away 1+2+2+0+0+1+2+0 = 8 (16 points: 2 a board).
    assert [home for home, _ in match.boards] == [1, 0, 0, 2, 2, 1, 0, 2]
    assert match.board_totals == (8, 8)
    # Aggregate: 0 - 30 - 190 + 20 + 750 + 0 - 100 + 30 = +480 for the home team. As many
    # points at stake as on the boards (8 boards x 2 = 16), all to the team ahead.
    assert match.difference == 480
    assert match.aggregate == (16, 0)
    # Total: home 8 + 16 = 24, away 8 + 0 = 8 (32 points at stake).
    assert match.totals == (24, 8)


def test_a_level_aggregate_shares_the_stake() -> None:
    # Four boards (EBU's example: 8 points on the boards, 8 on the aggregate): +50, -20,
    # -30, 0 -> boards won, lost, lost, drawn: 2+0+0+1 = 3 against 0+2+2+1 = 5; the
    # aggregate 50 - 20 - 30 + 0 = 0 is drawn: 4 each; totals 7 and 9.
    match = score_match([50, -20, -30, 0])
    assert match.board_totals == (3, 5)
    assert match.aggregate == (4, 4)
    assert match.totals == (7, 9)


def test_the_one_board_aggregate_option() -> None:
    # The same 8 boards; the aggregate worth one board: +480 takes 2 -> 8 + 2 = 10 to 8.
    match = score_match(SWINGS, ONE_BOARD_AGGREGATE)
    assert match.aggregate == (2, 0)
    assert match.totals == (10, 8)


def test_a_clubs_draw_rule_and_scale() -> None:
    # A swing of 30 or less is a draw; 10 points ahead on aggregate take 3 of 4, 500 all 4.
    rules = PattonRules(
        BoardElement(draw_within=30),
        AggregateScale(Fraction(4), ((10, Fraction(3)), (500, Fraction(4)))),
    )
    match = score_match(SWINGS, rules)
    # Boards 2, 4 and 8 (-30, +20, +30) become draws.
    assert [home for home, _ in match.boards] == [1, 1, 0, 1, 2, 1, 0, 1]
    assert match.board_totals == (7, 9)
    assert match.aggregate == (3, 1)  # 480: at least 10, under 500
    assert match.totals == (10, 10)
    assert score_match([-500], rules).aggregate == (0, 4)


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda: BoardElement(won=Fraction(1), drawn=Fraction(2)), "patton.board-element"),
        (lambda: BoardElement(draw_within=-1), "patton.board-element"),
        (lambda: AggregateScale(Fraction(2), ((0, Fraction(2)),)), "patton.aggregate-scale"),
        (lambda: AggregateScale(Fraction(2), ((5, Fraction(3)),)), "patton.aggregate-scale"),
        (lambda: score_match([]), "patton.no-board"),
    ],
)
def test_refusals(make: object, code: str) -> None:
    with pytest.raises(InvalidEventError) as caught:
        make()  # type: ignore[operator]
    assert caught.value.code == code
