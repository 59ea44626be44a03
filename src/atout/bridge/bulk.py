"""Scores of millions of results at once (numpy): one look-up table, fancy indexing.

Results come as parallel integer arrays: level 1-7, strain code (0 ♣, 1 ♦,
2 ♥, 3 ♠, 4 NT: :data:`STRAIN_CODES`), doubling code (0 undoubled, 1 doubled,
2 redoubled: :data:`DOUBLING_CODES`), vulnerable (0/1 or bool) and tricks
taken 0-13. The scores are the declaring side's, as :func:`atout.bridge.score.points`.

>>> from typing import Any, NoReturn

import numpy as np
>>> bulk_points(np.array([4, 3]), np.array([2, 4]), np.array([0, 0]), np.array([0, 1]),
...             np.array([10, 9]))
array([420, 600], dtype=int32)
"""

from __future__ import annotations

from typing import Any, NoReturn

import numpy as np
from numpy.typing import ArrayLike, NDArray

from atout.bridge.contract import STRAINS, Contract, Doubling
from atout.bridge.score import points
from atout.errors import InvalidDealError

#: Codes of the strains in the input arrays (bidding order).
STRAIN_CODES = {strain: code for code, strain in enumerate(STRAINS)}
#: Codes of the doublings in the input arrays.
DOUBLING_CODES = {doubling: code for code, doubling in enumerate(Doubling)}

#: (name, smallest, largest) of each input array, in argument order.
_FIELDS = (
    ("level", 1, 7),
    ("strain", 0, len(STRAINS) - 1),
    ("doubling", 0, len(DOUBLING_CODES) - 1),
    ("vulnerable", 0, 1),
    ("tricks", 0, 13),
)
_SHAPE = (7, len(STRAINS), len(DOUBLING_CODES), 2, 14)


def _build_table() -> NDArray[np.int32]:
    table = np.zeros(_SHAPE, dtype=np.int32)
    for level in range(1, 8):
        for strain, s in STRAIN_CODES.items():
            for doubling, d in DOUBLING_CODES.items():
                contract = Contract(level, strain, doubling)
                for vulnerable in (0, 1):
                    for tricks in range(14):
                        table[level - 1, s, d, vulnerable, tricks] = points(
                            contract, tricks, bool(vulnerable)
                        )
    table.setflags(write=False)
    return table


#: Score of every (level - 1, strain, doubling, vulnerable, tricks), 5880 values.
POINTS_TABLE = _build_table()
#: The table with a row of zeros for level 0 in front, so that the level needs no shift
#: (level 0 itself is refused before the look-up).
_PADDED_SHAPE = (8, *_SHAPE[1:])
_FLAT = np.concatenate([np.zeros(POINTS_TABLE[0].shape, np.int32)[None], POINTS_TABLE]).ravel()


def _refuse(arrays: list[NDArray[Any]]) -> NoReturn:
    """Raise :class:`InvalidDealError` for the first bad array or value."""
    for (name, low, high), array in zip(_FIELDS, arrays, strict=True):
        if array.dtype != np.bool_ and not np.issubdtype(array.dtype, np.integer):
            raise InvalidDealError(
                "{name} must be integers, not {dtype}",
                code="bulk.dtype",
                name=name,
                dtype=array.dtype,
            )
        flat = array.ravel()
        bad = np.flatnonzero((flat < low) | (flat > high))
        if bad.size:
            value = flat[bad[0]].item()
            raise InvalidDealError(
                "{name}[{bad}] = {value!r} is out of range: use {low} to {high}",
                code="bulk.range",
                name=name,
                bad=bad[0],
                value=value,
                low=low,
                high=high,
            )
    raise InvalidDealError("the arrays do not broadcast together", code="bulk.shapes")


def bulk_points(
    level: ArrayLike,
    strain: ArrayLike,
    doubling: ArrayLike,
    vulnerable: ArrayLike,
    tricks: ArrayLike,
) -> NDArray[np.int32]:
    """The declaring side's score of each result (arrays broadcast together).

    >>> bulk_points([7], [4], [2], [True], [13]), int(bulk_points(6, 3, 1, 1, 11))
    (array([2980], dtype=int32), -200)
    >>> bulk_points([8], [0], [0], [0], [14])
    Traceback (most recent call last):
    ...
    atout.errors.InvalidDealError: level[0] = 8 is out of range: use 1 to 7
    """
    arrays = [np.asarray(a) for a in (level, strain, doubling, vulnerable, tricks)]
    try:
        if arrays[0].size and arrays[0].min() < 1:
            raise ValueError("level 0")
        # One C pass checks every upper bound and computes the flat index.
        index = np.ravel_multi_index(tuple(arrays), _PADDED_SHAPE)
    except (ValueError, TypeError):
        _refuse(arrays)
    return np.take(_FLAT, index)
