"""Strains, doublings, contracts and the result notation ``4HX+1``."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from atout.bridge.cards import Suit
from atout.errors import NotationError


class Strain(enum.Enum):
    """A denomination, in bidding order: ♣ < ♦ < ♥ < ♠ < NT."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    NOTRUMP = "NT"

    @property
    def order(self) -> int:
        """Bidding order, clubs 0 to no-trump 4."""
        return _STRAIN_ORDER.index(self)

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or ``None`` at no-trump."""
        return None if self is Strain.NOTRUMP else Suit(self.value)

    @property
    def symbol(self) -> str:
        """♣ ♦ ♥ ♠ or NT."""
        return "NT" if self is Strain.NOTRUMP else Suit(self.value).symbol

    @classmethod
    def parse(cls, text: str) -> Strain:
        """Read C, D, H, S, N, NT, the suit symbols or the French SA.

        >>> Strain.parse("n")
        <Strain.NOTRUMP: 'NT'>
        """
        key = text.strip().upper()
        key = {"N": "NT", "SA": "NT", "♣": "C", "♦": "D", "♥": "H", "♠": "S"}.get(key, key)
        try:
            return cls(key)
        except ValueError:
            raise NotationError(
                "{text!r} is not a strain: use C, D, H, S or NT (N)",
                code="strain.unknown",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


_STRAIN_ORDER: tuple[Strain, ...] = tuple(Strain)
STRAINS = _STRAIN_ORDER


class Doubling(enum.Enum):
    """Undoubled, doubled (X) or redoubled (XX)."""

    UNDOUBLED = ""
    DOUBLED = "X"
    REDOUBLED = "XX"

    @classmethod
    def parse(cls, text: str) -> Doubling:
        """Read ``""``, ``X`` or ``XX`` (also ``*``/``**``).

        >>> Doubling.parse("xx")
        <Doubling.REDOUBLED: 'XX'>
        """
        key = text.strip().upper().replace("*", "X")
        try:
            return cls(key)
        except ValueError:
            raise NotationError(
                "{text!r} is not a doubling: use nothing, X (doubled) or XX (redoubled)",
                code="doubling.unknown",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


_CONTRACT = re.compile(r"^([1-7])(NT|SA|[CDHSN♣♦♥♠])(XX|X|\*\*|\*)?$")


@dataclass(frozen=True, slots=True)
class Contract:
    """A final contract: level 1-7, strain and doubling.

    >>> Contract.parse("4HX")
    Contract.parse('4HX')
    >>> str(Contract(3, Strain.NOTRUMP))
    '3NT'
    >>> Contract.parse("4HX").tricks_needed
    10
    """

    level: int
    strain: Strain
    doubling: Doubling = Doubling.UNDOUBLED

    def __post_init__(self) -> None:
        if not isinstance(self.level, int) or not 1 <= self.level <= 7:
            raise NotationError(
                "{level!r} is not a contract level: use 1 to 7",
                code="contract.level",
                level=self.level,
            )

    @property
    def tricks_needed(self) -> int:
        """Tricks the declaring side must take: level + 6."""
        return self.level + 6

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Read ``<level><C|D|H|S|N|NT>[X|XX]``, e.g. ``4HX``, ``3N``, ``7NTXX``."""
        key = text.strip().upper()
        match = _CONTRACT.match(key)
        if match is None:
            raise NotationError(
                (
                    "{text!r} is not a contract: write <level "
                    "1-7><C|D|H|S|NT>[X|XX], e.g. 4HX or 3NT"
                ),
                code="contract.syntax",
                text=text,
            )
        level, strain, doubling = match.groups()
        return cls(int(level), Strain.parse(strain), Doubling.parse(doubling or ""))

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}{self.doubling.value}"

    def __repr__(self) -> str:
        return f"Contract.parse({str(self)!r})"


_RESULT = re.compile(r"^(.+?)(=|[+-][0-9]{1,2})$")


@dataclass(frozen=True, slots=True)
class ContractResult:
    """A played contract and the tricks the declaring side took, or a passed-out deal.

    Notation: ``4HX+1``, ``3NT=``, ``6S-2``, or ``PASS`` (passed out).

    >>> ContractResult.parse("4HX+1").tricks
    11
    >>> str(ContractResult.parse("3n-2"))
    '3NT-2'
    >>> ContractResult.parse("PASS").contract is None
    True
    """

    contract: Contract | None
    tricks: int = 0

    def __post_init__(self) -> None:
        if self.contract is None:
            if self.tricks != 0:
                raise NotationError(
                    "a passed-out deal has no tricks", code="result.passed-out-tricks"
                )
        elif not isinstance(self.tricks, int) or not 0 <= self.tricks <= 13:
            raise NotationError(
                "{tricks!r} tricks is impossible: use 0 to 13",
                code="tricks.range",
                tricks=self.tricks,
            )

    @property
    def passed_out(self) -> bool:
        """True when all four players passed."""
        return self.contract is None

    @property
    def margin(self) -> int:
        """Overtricks (positive), undertricks (negative) or 0."""
        return 0 if self.contract is None else self.tricks - self.contract.tricks_needed

    @classmethod
    def parse(cls, text: str) -> ContractResult:
        """Read ``<contract>=``, ``<contract>+n``, ``<contract>-n`` or ``PASS``."""
        key = text.strip().upper()
        if key in ("PASS", "P", "AP", "PASSED", "PASSE"):
            return cls(None)
        match = _RESULT.match(key)
        if match is None:
            raise NotationError(
                (
                    "{text!r} is not a result: write a contract then =, +n or -n "
                    "(e.g. 4HX+1, 3NT=, 6S-2) or PASS"
                ),
                code="result.syntax",
                text=text,
            )
        contract = Contract.parse(match.group(1))
        sign = match.group(2)
        tricks = contract.tricks_needed + (0 if sign == "=" else int(sign))
        if not 0 <= tricks <= 13:
            most_over, most_down = 13 - contract.tricks_needed, contract.tricks_needed
            raise NotationError(
                (
                    "{text!r} is impossible: it would mean {tricks} tricks out "
                    "of 13; {contract} goes from -{most_down} to +{most_over}"
                ),
                code="result.impossible",
                text=text,
                tricks=tricks,
                contract=contract,
                most_over=most_over,
                most_down=most_down,
            )
        return cls(contract, tricks)

    def __str__(self) -> str:
        if self.contract is None:
            return "PASS"
        margin = self.margin
        return f"{self.contract}{'=' if margin == 0 else f'{margin:+d}'}"

    def __repr__(self) -> str:
        return f"ContractResult.parse({str(self)!r})"
