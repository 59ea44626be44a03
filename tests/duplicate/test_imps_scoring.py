"""Cross-IMPs and Butler scoring of one board (hand-computed examples)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.duplicate.butler import butler, butler_datum
from atout.duplicate.cross_imps import cross_imps
from atout.errors import AtoutError

SCORES = st.lists(st.integers(-200, 200).map(lambda s: s * 10), min_size=1, max_size=20)


def test_cross_imps_average_over_the_other_scores() -> None:
    lines = cross_imps([620, 170, 140, 140, -100])
    # 620: +450 (10), +480 (10), +480 (10), +720 (12) -> 42 / 4
    assert lines[0].comparisons == (10, 10, 10, 12)
    assert lines[0].ns_imps == Fraction(21, 2)
    # -100: -720 (-12), -270 (-7), -240 (-6), -240 (-6) -> -31 / 4
    assert lines[4].ns_imps == Fraction(-31, 4)
    assert lines[4].ew_imps == Fraction(31, 4)
    assert cross_imps([420])[0].ns_imps == 0


@settings(max_examples=200)
@given(SCORES)
def test_cross_imps_balance(scores: list[int]) -> None:
    assert sum(line.ns_imps for line in cross_imps(scores)) == 0


def test_butler_datum_drops_top_and_bottom() -> None:
    # -1440 and +100 dropped: (-650 - 170 - 170 - 200) / 4 = -297.5 -> -300
    scores = [-650, -170, -1440, 100, -170, -200]
    assert butler_datum(scores) == -300
    assert [line.ns_imps for line in butler(scores)] == [-8, 4, -15, 9, 4, 3]
    # three scores or fewer: all kept; (620 + 170 + 140) / 3 = 310
    assert butler_datum([620, 170, 140]) == 310
    # halves go away from zero: (420 + 430) / 2 = 425 -> 430; (-15) -> -20
    assert butler_datum([420, 430]) == 430
    assert butler_datum([-10, -20]) == -20
    with pytest.raises(AtoutError):
        butler_datum([])
