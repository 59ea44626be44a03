"""Rankings: shared places, per direction or overall."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.seats import Side
from atout.duplicate.ranking import (
    ImpScore,
    PairScore,
    Partnership,
    Place,
    only_side,
    places,
    rank,
    rank_fields,
    sat_one_side,
)
from atout.errors import NotationError


def test_shared_places() -> None:
    assert [str(p) for p in places([55, 61, 55, 48, 61, 50])] == ["3=", "1=", "3=", "6", "1=", "5"]
    assert [str(p) for p in places([3, 1, 2], descending=False)] == ["3", "1", "2"]


@settings(max_examples=200)
@given(st.text(alphabet="0123456789=", min_size=1, max_size=4))
def test_place_notation_round_trips(text: str) -> None:
    try:
        place = Place.parse(text)
    except NotationError:
        return
    assert Place.parse(str(place)) == place


def test_bad_place() -> None:
    with pytest.raises(NotationError, match="'0'"):
        Place.parse("0")


def _score(pair: int, side: Side | None, percent: int) -> PairScore[int]:
    return PairScore(pair, side, 2, Fraction(percent), Fraction(100), Fraction(2 * percent))


def test_rank_overall_and_per_direction() -> None:
    scores = [_score(1, Side.NS, 55), _score(2, Side.EW, 60), _score(3, Side.NS, 55)]
    scores.append(_score(4, None, 40))
    overall = rank(scores)
    assert [(str(s.place), s.score.pair) for s in overall] == [
        ("1", 2),
        ("2=", 1),
        ("2=", 3),
        ("4", 4),
    ]
    assert [(str(s.place), s.score.pair) for s in rank(scores, Side.NS)] == [("1=", 1), ("1=", 3)]
    assert [s.score.pair for s in rank(scores, Side.EW)] == [2]
    assert overall[0].score.percent == 60
    assert overall[0].score.matchpoints_mp1 == 10
    # Each line keeps its place among all the pairs: 1 and 3 are 2= overall.
    assert [str(s.overall) for s in rank(scores, Side.NS)] == ["2=", "2="]
    assert {s.field for s in rank(scores, Side.NS)} == {Side.NS}
    assert {s.field for s in overall} == {None}


def test_a_mitchell_has_a_winner_per_direction() -> None:
    # Pairs 1, 3 sat N-S, pairs 2, 4 E-W (RULES §6: N-S and E-W ranked apart).
    scores = [_score(1, Side.NS, 52), _score(2, Side.EW, 61), _score(3, Side.NS, 48)]
    scores.append(_score(4, Side.EW, 39))
    assert sat_one_side(scores)
    ranked = rank_fields(scores, sat_one_side(scores))
    assert [(s.field, s.score.pair, str(s.place), str(s.overall)) for s in ranked] == [
        (Side.NS, 1, "1", "2"),
        (Side.NS, 3, "2", "3"),
        (Side.EW, 2, "1", "1"),
        (Side.EW, 4, "2", "4"),
    ]
    assert [s.field for s in rank_fields(scores, False)] == [None] * 4


def test_a_howell_pair_sat_both_sides() -> None:
    assert only_side({Side.NS, Side.EW}) is None and only_side({Side.NS}) is Side.NS
    assert not sat_one_side([_score(1, None, 50), _score(2, Side.EW, 50)])


def test_imp_pairs_rank_on_total_imps_file_ids_in_numeric_order() -> None:
    scores = [ImpScore("10", None, 3, Fraction(5)), ImpScore("9", None, 3, Fraction(5))]
    scores.append(ImpScore("2", None, 3, Fraction(-10)))
    assert [(s.score.pair, str(s.place)) for s in rank(scores)] == [
        ("9", "1="),
        ("10", "1="),
        ("2", "3"),
    ]
    assert scores[0].per_board == Fraction(5, 3)


def test_an_individual_side_is_two_players() -> None:
    side = Partnership(("3", "7"))
    assert (side.ids, str(side)) == (("3", "7"), "3+7")
    assert Partnership.pair("12") == Partnership(("12",))
