"""Rounding as score sheets print it: halves go away from zero, never to even."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction


def round_half_up(value: Fraction | int | float, places: int = 0) -> Decimal:
    """``value`` rounded to ``places`` decimals, halves away from zero (12.5 → 13).

    Python's :func:`round` sends halves to the even neighbour (12.5 → 12);
    published tables do not.

    >>> round_half_up(Fraction(25, 2))
    Decimal('13')
    >>> round_half_up(Fraction(-5863, 1000), 1)
    Decimal('-5.9')
    >>> round_half_up(2.675, 2)  # the float is exactly 2.67499999...
    Decimal('2.67')
    """
    if isinstance(value, Fraction):
        exact = Decimal(value.numerator) / Decimal(value.denominator)
    else:
        exact = Decimal(value)
    return exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
