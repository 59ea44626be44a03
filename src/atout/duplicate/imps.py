"""International Match Points: the Law 78B scale (RULES §6).

A board's net score difference becomes IMPs on a scale that flattens big
swings: 0–10 points are worth nothing, 4000 and more are worth 24.
"""

from __future__ import annotations

from bisect import bisect_right

#: Law 78B: the smallest difference worth each number of IMPs (index = IMPs).
#: A difference earns the IMPs of the last bound it reaches (0–10 → 0,
#: 20–40 → 1, …, 3500–3990 → 23, 4000 and more → 24).
LAW_78B_LOWER_BOUNDS: tuple[int, ...] = (
    0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip
#: The most IMPs one board can earn (Law 78B).
MAX_IMPS = len(LAW_78B_LOWER_BOUNDS) - 1


def imps(difference: int) -> int:
    """IMPs for a net score ``difference``, with its sign (Law 78B).

    Scores are multiples of 10; a difference between two rows of the scale
    (15) earns the IMPs of the row below it.

    >>> imps(450)
    10
    >>> imps(-810)
    -13
    >>> imps(10), imps(20), imps(4000), imps(-7600)
    (0, 1, 24, -24)
    """
    value = bisect_right(LAW_78B_LOWER_BOUNDS, abs(difference)) - 1
    return value if difference >= 0 else -value
