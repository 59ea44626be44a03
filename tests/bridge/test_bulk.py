"""The vectorized scorer agrees with score.points on every combination."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from atout.bridge.bulk import DOUBLING_CODES, STRAIN_CODES, bulk_points
from atout.bridge.contract import Contract, Doubling, Strain
from atout.bridge.score import points
from atout.errors import InvalidDealError


def test_every_combination_agrees_with_points() -> None:
    combos = list(itertools.product(range(1, 8), Strain, Doubling, (False, True), range(14)))
    assert len(combos) == 7 * 5 * 3 * 2 * 14
    columns = list(zip(*combos, strict=True))
    got = bulk_points(
        np.array(columns[0]),
        np.array([STRAIN_CODES[s] for s in columns[1]]),
        np.array([DOUBLING_CODES[d] for d in columns[2]]),
        np.array(columns[3]),
        np.array(columns[4]),
    )
    assert got.dtype == np.int32
    expected = [points(Contract(lv, s, d), t, v) for lv, s, d, v, t in combos]
    assert got.tolist() == expected


def test_codes_follow_bidding_order() -> None:
    assert [STRAIN_CODES[s] for s in (Strain.CLUBS, Strain.NOTRUMP)] == [0, 4]
    assert DOUBLING_CODES[Doubling.REDOUBLED] == 2


def test_shape_and_broadcast() -> None:
    tricks = np.arange(14).reshape(2, 7)
    got = bulk_points(3, 4, 0, True, tricks)
    assert got.shape == (2, 7)
    assert got[1, 2] == 600  # 3NT= vulnerable
    assert got[0, 0] == -900  # 3NT-9 vulnerable


@pytest.mark.parametrize(
    ("arrays", "message"),
    [
        (([0], [0], [0], [0], [7]), r"level\[0\] = 0"),
        (([1, 1], [0, 5], [0, 0], [0, 0], [7, 7]), r"strain\[1\] = 5"),
        (([1], [0], [3], [0], [7]), r"doubling\[0\] = 3"),
        (([1], [0], [0], [2], [7]), r"vulnerable\[0\] = 2"),
        (([1], [0], [0], [0], [14]), r"tricks\[0\] = 14"),
        (([1.0], [0], [0], [0], [7]), "level must be integers"),
    ],
)
def test_out_of_range(arrays: tuple[list[float], ...], message: str) -> None:
    with pytest.raises(InvalidDealError, match=message):
        bulk_points(*arrays)
