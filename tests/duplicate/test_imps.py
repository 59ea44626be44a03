"""Law 78B IMP scale: every row boundary of the official table, and its shape."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.duplicate.imps import MAX_IMPS, imps
from tests.duplicate.reference import tables

ROWS = tables()["imp_scale_law78b"]
BOUNDARIES = [(row["from"], row["imps"]) for row in ROWS] + [
    (row["to"], row["imps"]) for row in ROWS if row["to"] is not None
]


@pytest.mark.parametrize(("difference", "expected"), BOUNDARIES)
def test_every_row_boundary(difference: int, expected: int) -> None:
    assert imps(difference) == expected
    assert imps(-difference) == -expected


def test_between_rows_and_beyond_the_scale() -> None:
    assert imps(15) == 0  # between the 0–10 and 20–40 rows
    assert imps(4995) == 24
    assert imps(-7600) == -24
    assert MAX_IMPS == 24


@settings(max_examples=200)
@given(st.integers(-10_000, 10_000))
def test_odd_function(difference: int) -> None:
    assert imps(-difference) == -imps(difference)


@settings(max_examples=200)
@given(st.integers(-10_000, 10_000), st.integers(0, 5_000))
def test_monotone(difference: int, more: int) -> None:
    assert imps(difference + more) >= imps(difference)
