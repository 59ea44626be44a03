"""Suits, ranks and the 52 cards."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from atout.errors import NotationError


class Suit(enum.Enum):
    """A suit, in bidding order: clubs < diamonds < hearts < spades."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    # Members are singletons compared by identity: hash them the same way, at C speed.
    __hash__ = object.__hash__

    @property
    def symbol(self) -> str:
        """The suit symbol (♣ ♦ ♥ ♠)."""
        return _SYMBOLS[self]

    @property
    def order(self) -> int:
        """Bidding order, clubs 0 to spades 3."""
        return _SUIT_ORDER.index(self)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit letter (C, D, H, S) or symbol (♣ ♦ ♥ ♠).

        >>> Suit.parse("♥")
        <Suit.HEARTS: 'H'>
        """
        key = text.strip().upper()
        key = {v: k.value for k, v in _SYMBOLS.items()}.get(key, key)
        try:
            return cls(key)
        except ValueError:
            raise NotationError(
                "{text!r} is not a suit: use C, D, H or S",
                code="suit.unknown",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


_SUIT_ORDER: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
SUITS = _SUIT_ORDER
#: Suits in the order a PBN deal lists them (spades first).
PBN_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Rank(enum.Enum):
    """A rank, 2 lowest to ace highest; ``T`` is the ten."""

    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    __hash__ = object.__hash__

    @property
    def order(self) -> int:
        """Strength, 2 → 0 up to ace → 12."""
        return _RANK_ORDER.index(self)

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank (``2``-``9``, ``T`` or ``10``, ``J``, ``Q``, ``K``, ``A``).

        >>> Rank.parse("10")
        <Rank.TEN: 'T'>
        """
        key = text.strip().upper()
        key = "T" if key == "10" else key
        try:
            return cls(key)
        except ValueError:
            raise NotationError(
                "{text!r} is not a rank: use 2-9, T (ten), J, Q, K or A",
                code="rank.unknown",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


_RANK_ORDER: tuple[Rank, ...] = tuple(Rank)
RANKS = _RANK_ORDER


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One card: a suit and a rank.

    >>> Card.parse("HQ")
    Card.parse('HQ')
    >>> str(Card(Suit.SPADES, Rank.TEN))
    'ST'
    """

    suit: Suit
    rank: Rank

    @property
    def index(self) -> int:
        """0..51, clubs 2 first, spades ace last."""
        return self.suit.order * 13 + self.rank.order

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read suit then rank (``SA``, ``H10``, ``♥Q``) or rank then suit (``AS``)."""
        key = text.strip().upper()
        if len(key) >= 2:
            for suit_part, rank_part in ((key[0], key[1:]), (key[-1], key[:-1])):
                try:
                    return cls(Suit.parse(suit_part), Rank.parse(rank_part))
                except NotationError:
                    continue
        raise NotationError(
            "{text!r} is not a card: write the suit then the rank, as SA or HT",
            code="card.unknown",
            text=text,
        )

    def __str__(self) -> str:
        return f"{self.suit.value}{self.rank.value}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


DECK: tuple[Card, ...] = tuple(Card(s, r) for s in _SUIT_ORDER for r in _RANK_ORDER)


@dataclass(frozen=True, slots=True)
class Shown:
    """Cards as a message shows them, each with its suit symbol: ``♥K ♥T`` (a French
    reader's notation writes its own ranks, ``♥R ♥10``: see
    :meth:`atout.bridge.notation.Notation.written`).

    >>> str(Shown((Card.parse("HK"), Card.parse("HT"))))
    '♥K ♥T'
    """

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return " ".join(f"{c.suit.symbol}{c.rank.value}" for c in self.cards)
