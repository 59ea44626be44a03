"""Matchpoints of one board: scales, ties, Neuberg, artificial scores, fouled boards."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.duplicate.matchpoints import (
    AdjustedScore,
    Artificial,
    MatchpointScale,
    matchpoints,
    neuberg,
    top,
)
from atout.duplicate.matchpoints_bulk import matchpoints_array
from atout.duplicate.travellers import score_fouled_traveller, score_traveller
from atout.errors import AtoutError, InvalidEventError, NotationError
from tests.duplicate.reference import tables

SCORES = st.lists(st.integers(-50, 50).map(lambda s: s * 10), min_size=1, max_size=30)
ACBL = MatchpointScale.ACBL
APLUS, AVE, AMINUS = Artificial.AVERAGE_PLUS, Artificial.AVERAGE, Artificial.AVERAGE_MINUS


def test_ebu_neuberg_example() -> None:
    example = tables()["neuberg_ebu_example"]
    earned = matchpoints(example["ns_scores"], expected=example["expected_results"])
    assert len(example["ns_scores"]) == example["actual_results"]
    assert [Decimal(mp.numerator) / mp.denominator for mp in earned] == [
        Decimal(str(mp)) for mp in example["mp_ns_on_top_20"]
    ]
    assert top(example["expected_results"]) == 20


def test_seed_002_two_per_beat_one_per_tie() -> None:
    assert matchpoints([620, 620, 170, -100]) == (5, 5, 2, 0)
    assert matchpoints([620, 620, 170, -100], scale=ACBL) == (
        Fraction(5, 2),
        Fraction(5, 2),
        1,
        0,
    )
    board = score_traveller([620, 620, 170, -100])
    assert [line.ew_mp for line in board.lines] == [1, 1, 4, 6]
    assert [line.ns_percent for line in board.lines] == [
        Fraction(250, 3),
        Fraction(250, 3),
        Fraction(100, 3),
        0,
    ]
    assert [line.ns_mp1 for line in board.lines] == [2, 2, -1, -3]


@settings(max_examples=200)
@given(SCORES)
def test_a_board_sums_to_a_constant(scores: list[int]) -> None:
    n = len(scores)
    assert sum(matchpoints(scores)) == n * (n - 1)
    assert sum(matchpoints(scores, scale=ACBL)) == Fraction(n * (n - 1), 2)
    for line in score_traveller(scores).lines:
        assert line.ns_mp + line.ew_mp == top(n)


@settings(max_examples=200)
@given(SCORES)
def test_ties_split_and_order_is_kept(scores: list[int]) -> None:
    earned = matchpoints(scores)
    for i, a in enumerate(scores):
        for j, b in enumerate(scores):
            assert (earned[i] == earned[j]) == (a == b)
            assert (earned[i] > earned[j]) == (a > b)


@settings(max_examples=200)
@given(SCORES, st.integers(0, 5))
def test_bulk_path_matches_the_exact_one(scores: list[int], missing: int) -> None:
    expected = len(scores) + missing
    exact = [float(mp) for mp in matchpoints(scores, expected=expected)]
    assert matchpoints_array(np.array(scores), expected=expected).tolist() == pytest.approx(exact)
    assert matchpoints_array(np.array(scores, dtype=float)).tolist() == pytest.approx(
        [float(mp) for mp in matchpoints(scores)]
    )


def test_bulk_path_on_a_million_results() -> None:
    scores = np.random.default_rng(7).integers(-150, 151, 1_000_000) * 10
    earned = matchpoints_array(scores)
    assert earned.sum() == 1_000_000 * 999_999
    assert earned[scores == scores.max()].min() == 2 * (1_000_000 - 1) - (
        (scores == scores.max()).sum() - 1
    )


@pytest.mark.parametrize(("scores", "expected"), [([100, 50, 20], 2), ([100], 0), ([1, 2], -1)])
def test_bulk_path_refuses_more_results_than_expected_as_the_exact_one_does(
    scores: list[int], expected: int
) -> None:
    message = f"{len(scores)} results on a board that expects only {expected}"
    with pytest.raises(InvalidEventError, match=message):
        matchpoints(scores, expected=expected)
    with pytest.raises(InvalidEventError, match=message):
        matchpoints_array(np.array(scores), expected=expected)


def test_bulk_path_takes_an_empty_board_and_refuses_a_table() -> None:
    assert matchpoints_array([]).tolist() == [] == list(matchpoints([]))
    with pytest.raises(InvalidEventError, match=r"shape \(2, 2\) are not one board's results"):
        matchpoints_array(np.array([[1, 2], [3, 4]]))


def test_neuberg_on_both_scales() -> None:
    assert neuberg(Fraction(10), 6, 7) == Fraction(71, 6)
    assert neuberg(Fraction(5), 6, 7, ACBL) == Fraction(71, 12)
    with pytest.raises(AtoutError, match="expects only 3"):
        matchpoints([1, 2, 3, 4], expected=3)


def test_artificial_scores_are_per_side_and_outside_the_field() -> None:
    # 2018-06-25 board 1: 8 results and one A+/A+; top 16, Neuberg 8 -> 9.
    scores = [510, 480, 480, 480, 460, 450, 420, -100]
    board = score_traveller([*scores, AdjustedScore(APLUS, APLUS)])
    assert board.top == 16
    assert board.played == 8 and board.factored
    plus = board.lines[-1]
    assert (plus.ns_mp, plus.ew_mp) == (Fraction(48, 5), Fraction(48, 5))
    assert (plus.ns_percent, plus.ew_percent) == (60, 60)
    assert board.lines[0].ns_mp == Fraction(127, 8)  # (14 + 1) * 9/8 - 1
    mixed = score_traveller([100, AdjustedScore(AMINUS, AVE)], expected=3)
    assert (mixed.lines[1].ns_percent, mixed.lines[1].ew_percent) == (40, 50)
    assert mixed.lines[0].ns_mp == 2  # (0 + 1) * 3/1 - 1: alone, factored to 3


def test_fouled_board_groups_are_factored_to_the_full_top() -> None:
    board = score_fouled_traveller([[620, 170, 140], [-100, -200]])
    assert board.top == 8
    assert [line.ns_mp for line in board.lines] == [
        Fraction(22, 3),  # (4 + 1) * 5/3 - 1
        4,  # (2 + 1) * 5/3 - 1
        Fraction(2, 3),  # (0 + 1) * 5/3 - 1
        Fraction(13, 2),  # (2 + 1) * 5/2 - 1
        Fraction(3, 2),  # (0 + 1) * 5/2 - 1
    ]
    assert [line.group for line in board.lines] == [0, 0, 0, 1, 1]


def test_single_result_is_an_average() -> None:
    line = score_traveller([420]).lines[0]
    assert (line.top, line.ns_percent, line.ew_percent) == (0, 50, 50)


def test_artificial_notation() -> None:
    assert [Artificial.parse(t) for t in ("A+", "A=", "A", "A-", "a−")] == [
        APLUS,
        AVE,
        AVE,
        AMINUS,
        AMINUS,
    ]
    assert [a.percent for a in Artificial] == [60, 50, 40]
    assert [a.imps for a in Artificial] == [3, 0, -3]
    assert str(AdjustedScore(APLUS, AMINUS)) == "A+/A-"
    with pytest.raises(NotationError, match="'B'"):
        Artificial.parse("B")
