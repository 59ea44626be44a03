"""Rankings: shared places, per direction or overall."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.seats import Side
from atout.duplicate.ranking import PairScore, Place, places, rank
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


def _score(pair: int, side: Side | None, percent: int) -> PairScore:
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
