"""The 78 cards of French tarot and the count of a camp's points and bouts (RULES §7).

Card points come in halves (a king is 4.5), so points are ``float`` values that
are always a multiple of 0.5: halves are exact in binary floating point.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from atout.errors import InvalidDealError, NotationError
from atout.tarot.words import Words


class Suit(enum.Enum):
    """A plain suit (*couleur*): spades (pique), hearts (cœur), diamonds (carreau),
    clubs (trèfle)."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    def __str__(self) -> str:
        return self.value


#: Ranks of the plain suits above the ten: valet (jack), cavalier (knight), dame, roi.
FACE_RANKS: dict[str, int] = {"J": 11, "C": 12, "Q": 13, "K": 14}
_FACE_NAMES = {rank: name for name, rank in FACE_RANKS.items()}
#: RULES §7: points of the plain-suit faces; every other plain card and trump is 0.5.
FACE_POINTS: dict[int, float] = {14: 4.5, 13: 3.5, 12: 2.5, 11: 1.5}
#: RULES §7: a bout (the petit, the 21, the excuse) counts 4.5.
BOUT_POINTS = 4.5
#: RULES §7: a low card (plain 1 to 10, trumps 2 to 20) counts 0.5.
LOW_CARD_POINTS = 0.5
#: RULES §7: the 78 cards hold 91 points.
TOTAL_POINTS = 91.0
#: RULES §7: there are three bouts.
TOTAL_BOUTS = 3
#: Rank of the excuse (a trump-like card numbered 0 here).
EXCUSE_RANK = 0


@dataclass(frozen=True, slots=True)
class TarotCard:
    """One tarot card: a plain card (``suit`` and rank 1-14), a trump (*atout*, no suit,
    rank 1-21) or the excuse (no suit, rank 0).

    >>> TarotCard.parse("HK").points
    4.5
    >>> str(TarotCard.parse("T21")), TarotCard.parse("T21").is_bout
    ('T21', True)
    >>> TarotCard.parse("ex")
    TarotCard.parse('EX')
    """

    suit: Suit | None
    rank: int

    def __post_init__(self) -> None:
        top = 14 if self.suit is not None else 21
        low = 1 if self.suit is not None else EXCUSE_RANK
        if not low <= self.rank <= top:
            raise NotationError(
                "{rank!r} is not a rank here: use {low} to {top}",
                code="tarot-card.rank",
                rank=self.rank,
                low=low,
                top=top,
            )

    @property
    def is_trump(self) -> bool:
        """A trump (*atout*) 1-21; the excuse is not a trump."""
        return self.suit is None and self.rank != EXCUSE_RANK

    @property
    def is_excuse(self) -> bool:
        """The excuse (*l'excuse*), the bout that never wins a trick."""
        return self.suit is None and self.rank == EXCUSE_RANK

    @property
    def is_bout(self) -> bool:
        """One of the three bouts (*oudlers*): the petit (trump 1), the 21 and the excuse."""
        return self.suit is None and self.rank in (EXCUSE_RANK, 1, 21)

    @property
    def is_king(self) -> bool:
        """A king (*roi*), the highest card of a plain suit."""
        return self.suit is not None and self.rank == FACE_RANKS["K"]

    @property
    def points(self) -> float:
        """Card points (RULES §7): bouts and kings 4.5, queens 3.5, knights 2.5, jacks 1.5."""
        if self.is_bout:
            return BOUT_POINTS
        if self.suit is None:
            return LOW_CARD_POINTS
        return FACE_POINTS.get(self.rank, LOW_CARD_POINTS)

    @classmethod
    def parse(cls, text: str) -> TarotCard:
        """Read ``EX`` (excuse), ``T1``-``T21`` (trumps) or a suit letter then a rank
        (``S1``-``S10``, ``SJ`` valet, ``SC`` cavalier, ``SQ`` dame, ``SK`` roi)."""
        key = text.strip().upper()
        if key in ("EX", "EXCUSE"):
            return cls(None, EXCUSE_RANK)
        head, tail = key[:1], key[1:]
        rank = FACE_RANKS.get(tail) if head != "T" else None
        digits = tail.isascii() and tail.isdigit() and len(tail) <= 2
        if rank is None and digits:
            rank = int(tail)
        suit = None if head == "T" else _SUITS.get(head)
        if rank is not None and (head == "T" or suit is not None):
            valid = 1 <= rank <= (21 if suit is None else 10 if digits else 14)
            if valid:
                return cls(suit, rank)
        raise NotationError(
            (
                "{text!r} is not a tarot card: write EX, T1 to T21, or S, H, "
                "D, C then 1-10, J, C, Q, K"
            ),
            code="tarot-card.unknown",
            text=text,
        )

    def __str__(self) -> str:
        if self.suit is None:
            return "EX" if self.rank == EXCUSE_RANK else f"T{self.rank}"
        return f"{self.suit.value}{_FACE_NAMES.get(self.rank, str(self.rank))}"

    def __repr__(self) -> str:
        return f"TarotCard.parse({str(self)!r})"


_SUITS = {suit.value: suit for suit in Suit}

#: The 78 cards: four suits of 14, the 21 trumps, the excuse.
DECK: tuple[TarotCard, ...] = (
    *(TarotCard(suit, rank) for suit in Suit for rank in range(1, 15)),
    *(TarotCard(None, rank) for rank in range(1, 22)),
    TarotCard(None, EXCUSE_RANK),
)
EXCUSE = TarotCard(None, EXCUSE_RANK)


def parse_cards(text: str) -> tuple[TarotCard, ...]:
    """Read cards separated by commas or spaces; a card may not appear twice.

    >>> parse_cards("T21, EX SK")
    (TarotCard.parse('T21'), TarotCard.parse('EX'), TarotCard.parse('SK'))
    """
    cards = tuple(TarotCard.parse(part) for part in text.replace(",", " ").split())
    seen: set[TarotCard] = set()
    for card in cards:
        if card in seen:
            raise NotationError(
                "{text!r} names {card} twice: each card exists once",
                code="cards.named-twice",
                text=text,
                card=card,
            )
        seen.add(card)
    return cards


def format_cards(cards: Iterable[TarotCard]) -> str:
    """Write cards as :func:`parse_cards` reads them.

    >>> format_cards(parse_cards("t1 t2"))
    'T1,T2'
    """
    return ",".join(str(card) for card in cards)


class ExcuseExchange(enum.Enum):
    """Where a pile stands in the excuse exchange (*l'échange de l'excuse*).

    The excuse goes back to the camp that played it, which gives the trick's
    winners a low card (0.5) instead. A pile is counted as it lies; this says
    whether a low card is still owed: ``OWES`` takes 0.5 off (the camp kept the
    excuse and has not yet handed the low card over), ``OWED`` adds 0.5. In a
    chelem the camp that kept the excuse has no card to give, so its excuse
    counts 4 (seed 001): that is ``OWES`` on its side, ``OWED`` on the other.
    """

    NONE = "none"
    OWES = "owes"
    OWED = "owed"

    @classmethod
    def parse(cls, text: str) -> ExcuseExchange:
        """Read ``none``, ``owes`` or ``owed``, French ``aucun``, ``doit`` or ``dû``.

        >>> ExcuseExchange.parse("owed"), ExcuseExchange.parse("du")
        (<ExcuseExchange.OWED: 'owed'>, <ExcuseExchange.OWED: 'owed'>)
        """
        return EXCUSE_WORDS.parse(text)


#: The excuse exchange in English and in French: the pile *doit* (owes) its low card, or
#: the low card is *dû* (owed) to it.
EXCUSE_WORDS: Words[ExcuseExchange] = Words(
    "excuse",
    {
        ExcuseExchange.NONE: ("none", "aucun"),
        ExcuseExchange.OWES: ("owes", "doit"),
        ExcuseExchange.OWED: ("owed", "dû"),
    },
    "excuse.unknown",
    " or ",
)


#: Half a point moves with each way of the exchange.
EXCHANGE_POINTS: dict[ExcuseExchange, float] = {
    ExcuseExchange.NONE: 0.0,
    ExcuseExchange.OWES: -LOW_CARD_POINTS,
    ExcuseExchange.OWED: LOW_CARD_POINTS,
}


@dataclass(frozen=True, slots=True)
class CampCount:
    """The card points and the number of bouts of one camp (*camp*, side)."""

    points: float
    bouts: int


def count_camp(
    cards: Iterable[TarotCard], exchange: ExcuseExchange = ExcuseExchange.NONE
) -> CampCount:
    """Count a camp's pile: the tricks it took and, when it owns it, the chien or écart.

    >>> count_camp(DECK)
    CampCount(points=91.0, bouts=3)
    >>> count_camp([card for card in DECK if not card.is_excuse], ExcuseExchange.OWED)
    CampCount(points=87.0, bouts=2)
    """
    pile = tuple(cards)
    if len(set(pile)) != len(pile):
        raise InvalidDealError(
            "cards: a card appears twice in the pile; each card exists once",
            code="cards.card-twice",
        )
    has_excuse = EXCUSE in pile
    if exchange is ExcuseExchange.OWES and not has_excuse:
        raise InvalidDealError(
            "excuse: a camp owes a low card only when it kept the excuse",
            code="excuse.owed-only-kept",
        )
    if exchange is ExcuseExchange.OWED and has_excuse:
        raise InvalidDealError(
            "excuse: a camp holding the excuse is not owed a low card for it",
            code="excuse.not-owed",
        )
    points = sum(card.points for card in pile) + EXCHANGE_POINTS[exchange]
    return CampCount(points=points, bouts=sum(1 for card in pile if card.is_bout))
