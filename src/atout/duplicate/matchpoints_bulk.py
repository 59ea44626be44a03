"""Matchpoints of one board with very many results, vectorized with numpy.

Same values as :func:`atout.duplicate.matchpoints.matchpoints` (as floats):
one sort of the scores gives, for each distinct score, the number of scores
below it and the number equal to it; each score then looks its matchpoints
up, in a dense table over the range of the scores when that range is small
(bridge scores lie within ±7600) or by binary search otherwise.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from atout.duplicate.matchpoints import MatchpointScale
from atout.errors import InvalidEventError


def matchpoints_array(
    ns_scores: npt.ArrayLike,
    *,
    expected: int | None = None,
    scale: MatchpointScale = MatchpointScale.INTERNATIONAL,
) -> npt.NDArray[np.float64]:
    """The N-S matchpoints of each score of a board, Neuberg-factored to ``expected``.

    >>> matchpoints_array([420, 420, 170, -50]).tolist()
    [5.0, 5.0, 2.0, 0.0]
    >>> matchpoints_array([100, 50], expected=3).tolist()
    [3.5, 0.5]

    Like :func:`~atout.duplicate.matchpoints.matchpoints`, it refuses more results
    than expected (:class:`~atout.errors.InvalidEventError`).
    """
    scores = np.asarray(ns_scores)
    if scores.ndim != 1:
        raise InvalidEventError(
            "scores of shape {shape} are not one board's results: give a flat list",
            code="bulk.scores-shape",
            shape=scores.shape,
        )
    actual = scores.size
    if expected is not None and expected < actual:
        raise InvalidEventError(
            "{actual} results on a board that expects only {expected!r}",
            code="board.too-many-results",
            actual=actual,
            expected=expected,
        )
    if actual == 0:
        return np.zeros(0)
    ordered = np.sort(scores)
    starts = np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))
    distinct = ordered[starts]
    counts = np.diff(np.append(starts, actual))
    win, tie = float(scale.win), float(scale.tie)
    per_distinct = win * starts + tie * (counts - 1)
    earned = _look_up(scores, distinct, per_distinct)
    if expected is not None and expected != actual:
        earned = (earned + tie) * (expected / actual) - tie
    return earned


#: A dense look-up table is used when the score range is at most this many
#: times the number of results (bridge boards always are).
_DENSE_RANGE_FACTOR = 4


def _look_up(
    scores: npt.NDArray[np.generic],
    distinct: npt.NDArray[np.generic],
    values: npt.NDArray[np.float64],
) -> npt.NDArray[np.float64]:
    """``values[i]`` for each score equal to ``distinct[i]``."""
    if np.issubdtype(scores.dtype, np.integer) and distinct.size:
        low, high = int(distinct[0]), int(distinct[-1])
        if high - low <= _DENSE_RANGE_FACTOR * max(scores.size, 1024):
            table = np.zeros(high - low + 1)
            table[distinct.astype(np.int64) - low] = values
            looked_up: npt.NDArray[np.float64] = table[scores.astype(np.int64) - low]
            return looked_up
    found: npt.NDArray[np.float64] = values[np.searchsorted(distinct, scores)]
    return found
