"""Calls of the auction: bids, Pass, Double and Redouble, with their notation.

A :data:`Call` is one of four frozen values: :class:`Bid`, :class:`Pass`,
:class:`Double` or :class:`Redouble`. :func:`parse_call` reads the English
(``1H``, ``1NT``/``1N``, ``P``/``PASS``, ``X``, ``XX``) and French
(``1SA``, ``Passe``, ``Contre``, ``Surcontre``) spellings; ``str(call)``
writes the English one back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TypeAlias

from atout.bridge.contract import STRAINS, Strain
from atout.errors import NotationError

#: Strains per level: a bid's rank is level × 5 + strain order.
_STRAINS_PER_LEVEL = len(STRAINS)


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid: level 1-7 and a strain; higher means later in 1♣ < 1♦ < … < 7NT.

    >>> Bid.parse("1SA")
    Bid.parse('1NT')
    >>> Bid.parse("2C").is_higher_than(Bid.parse("1NT"))
    True
    """

    level: int
    strain: Strain

    def __post_init__(self) -> None:
        if not isinstance(self.level, int) or not 1 <= self.level <= 7:
            raise NotationError(
                "{level!r} is not a bid level: use 1 to 7",
                code="bid.level",
                level=self.level,
            )

    @property
    def rank(self) -> int:
        """Position among the 35 bids: 1♣ is 0, 7NT is 34."""
        return (self.level - 1) * _STRAINS_PER_LEVEL + self.strain.order

    def is_higher_than(self, other: Bid) -> bool:
        """True when this bid may follow ``other`` (it ranks strictly higher)."""
        return self.rank > other.rank

    @classmethod
    def from_rank(cls, rank: int) -> Bid:
        """The bid of :attr:`rank` ``rank`` (0 to 34)."""
        if not 0 <= rank < 7 * _STRAINS_PER_LEVEL:
            raise NotationError(
                "{rank!r} is not a bid rank: use 0 (1C) to 34 (7NT)",
                code="bid.rank",
                rank=rank,
            )
        level, order = divmod(rank, _STRAINS_PER_LEVEL)
        return cls(level + 1, STRAINS[order])

    @classmethod
    def parse(cls, text: str) -> Bid:
        """Read ``<level><C|D|H|S|N|NT|SA>`` (or a suit symbol), e.g. ``4S``, ``3N``, ``1SA``."""
        match = _BID.match(text.strip().upper())
        if match is None:
            raise NotationError(
                "{text!r} is not a bid: write <level 1-7><C|D|H|S|NT>, e.g. 1H or 3NT",
                code="bid.syntax",
                text=text,
            )
        return cls(int(match.group(1)), Strain.parse(match.group(2)))

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}"

    def __repr__(self) -> str:
        return f"Bid.parse({str(self)!r})"


_BID = re.compile(r"^([1-7])(NT|SA|[CDHSN♣♦♥♠])$")


@dataclass(frozen=True, slots=True)
class Pass:
    """The call Pass (French *Passe*).

    >>> str(Pass()), Pass() == parse_call("passe")
    ('P', True)
    """

    def __str__(self) -> str:
        return "P"


@dataclass(frozen=True, slots=True)
class Double:
    """The call Double, ``X`` (French *Contre*).

    >>> parse_call("Contre")
    Double()
    """

    def __str__(self) -> str:
        return "X"


@dataclass(frozen=True, slots=True)
class Redouble:
    """The call Redouble, ``XX`` (French *Surcontre*).

    >>> str(parse_call("surcontre"))
    'XX'
    """

    def __str__(self) -> str:
        return "XX"


#: Any call: a closed set of four kinds.
Call: TypeAlias = Bid | Pass | Double | Redouble

PASS = Pass()
DOUBLE = Double()
REDOUBLE = Redouble()

_WORDS: dict[str, Call] = {
    "P": PASS,
    "PASS": PASS,
    "PASSE": PASS,
    "X": DOUBLE,
    "D": DOUBLE,
    "DBL": DOUBLE,
    "DOUBLE": DOUBLE,
    "CONTRE": DOUBLE,
    "XX": REDOUBLE,
    "R": REDOUBLE,
    "RDBL": REDOUBLE,
    "REDOUBLE": REDOUBLE,
    "SURCONTRE": REDOUBLE,
}


def parse_call(text: str) -> Call:
    """Read one call: a bid (``1H``, ``1NT``, ``1N``, ``1SA``), ``P``, ``X`` or ``XX``.

    Also accepted: ``Pass``, ``Double``/``Dbl``, ``Redouble``/``Rdbl`` and the
    French ``Passe``, ``Contre``, ``Surcontre`` (any case).

    >>> [parse_call(t) for t in ("1h", "Passe", "X", "xx", "3N")]
    [Bid.parse('1H'), Pass(), Double(), Redouble(), Bid.parse('3NT')]
    """
    key = text.strip().upper()
    if key in _WORDS:
        return _WORDS[key]
    try:
        return Bid.parse(key)
    except NotationError:
        raise NotationError(
            "{text!r} is not a call: use a bid (1C … 7NT), P (pass), X (double) or XX (redouble)",
            code="call.syntax",
            text=text,
        ) from None


def parse_calls(text: str) -> tuple[Call, ...]:
    """Read calls separated by spaces, commas or dashes.

    >>> parse_calls("1H P 2H, X - XX")
    (Bid.parse('1H'), Pass(), Bid.parse('2H'), Double(), Redouble())
    """
    return tuple(parse_call(word) for word in re.split(r"[\s,-]+", text.strip()) if word)


#: Every bid, lowest first.
BIDS: tuple[Bid, ...] = tuple(Bid.from_rank(r) for r in range(7 * _STRAINS_PER_LEVEL))
