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


def hundredths(value: Fraction) -> str:
    """``value`` rounded half up to 2 decimals, as sheets print a percentage or matchpoints.

    >>> hundredths(Fraction(125, 3)), hundredths(Fraction(32768, 300))
    ('41.67', '109.23')
    """
    return str(round_half_up(value, 2))
