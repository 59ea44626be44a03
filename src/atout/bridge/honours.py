"""Honours held in one hand, scored in rubber and Chicago (RULES §3; never in duplicate)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from atout.bridge.contract import ContractResult, Strain
from atout.bridge.seats import Side
from atout.errors import InvalidDealError, NotationError

#: Honours points as written: ASCII digits, a few of them (the values are checked after).
_POINTS = re.compile(r"[0-9]{1,4}")

#: Laws of Rubber Bridge, Law 77: four of the five trump honours in one hand.
FOUR_TRUMP_HONOURS = 100
#: Five trump honours in one hand, or the four aces in one hand at no-trump.
FIVE_TRUMP_HONOURS_OR_FOUR_ACES = 150
HONOURS_VALUES = (FOUR_TRUMP_HONOURS, FIVE_TRUMP_HONOURS_OR_FOUR_ACES)


@dataclass(frozen=True, slots=True)
class Honours:
    """Honours claimed by the side of the hand that held them, whoever declared.

    >>> Honours.parse("EW 150")
    Honours.parse('EW 150')
    """

    side: Side
    points: int

    def __post_init__(self) -> None:
        if self.points not in HONOURS_VALUES:
            raise InvalidDealError(
                (
                    "{points!r} is not an honours bonus: use 100 (four trump "
                    "honours) or 150 (five trump honours, or four aces at "
                    "no-trump)"
                ),
                code="honours.bonus",
                points=self.points,
            )

    def check(self, result: ContractResult) -> None:
        """Refuse honours that cannot go with ``result``.

        >>> Honours(Side.NS, 100).check(ContractResult.parse("3NT="))
        Traceback (most recent call last):
        ...
        atout.errors.InvalidDealError: honours of 100 at no-trump are impossible: ...
        """
        if result.contract is None:
            raise InvalidDealError("a passed-out deal has no honours", code="honours.passed-out")
        if result.contract.strain is Strain.NOTRUMP and self.points != 150:
            raise InvalidDealError(
                (
                    "honours of {points} at no-trump are impossible: only the "
                    "four aces in one hand count (150)"
                ),
                code="honours.no-trump",
                points=self.points,
            )

    @classmethod
    def parse(cls, text: str) -> Honours:
        """Read ``<NS|EW> <100|150>``."""
        words = text.split()
        if len(words) != 2 or not _POINTS.fullmatch(words[1]):
            raise NotationError(
                "{text!r} is not honours: write <NS|EW> <100|150>, e.g. NS 100",
                code="honours.syntax",
                text=text,
            )
        return cls(Side.parse(words[0]), int(words[1]))

    def __str__(self) -> str:
        return f"{self.side} {self.points}"

    def __repr__(self) -> str:
        return f"Honours.parse({str(self)!r})"
