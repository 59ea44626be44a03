"""Hands and deals: PBN deal notation in and out, uniformly random deals from a seed."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from atout.bridge.cards import DECK, PBN_SUITS, Card, Rank, Suit
from atout.bridge.seats import SEATS, Seat
from atout.errors import InvalidDealError, Message, NotationError

#: Cards per hand in a full deal.
HAND_SIZE = 13
#: The longest text of a hand of 13 cards: each card ``10``, three dots, voids ``-``, spaces.
_LONGEST_HAND = 2 * HAND_SIZE + 3 + 4 + 8


@dataclass(frozen=True, slots=True)
class Hand:
    """A set of cards held by one player (13 in a full deal, fewer during play).

    >>> hand = Hand.parse("AK2.QJ3.T98.7654")
    >>> len(hand), str(hand)
    (13, 'AK2.QJ3.T98.7654')
    """

    cards: frozenset[Card]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", frozenset(self.cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(sorted(self.cards, key=lambda c: (-c.suit.order, -c.rank.order)))

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def suit(self, suit: Suit) -> tuple[Rank, ...]:
        """The ranks held in ``suit``, highest first."""
        return tuple(sorted((c.rank for c in self.cards if c.suit is suit), key=lambda r: -r.order))

    def has_suit(self, suit: Suit) -> bool:
        """True when the hand holds a card of ``suit``."""
        return any(c.suit is suit for c in self.cards)

    def without(self, card: Card) -> Hand:
        """The hand after ``card`` is played."""
        if card not in self.cards:
            raise InvalidDealError(
                "{card} is not in the hand {self}", code="hand.card-missing", card=card, self=self
            )
        return Hand(self.cards - {card})

    @property
    def hcp(self) -> int:
        """High-card points: A 4, K 3, Q 2, J 1."""
        values = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
        return sum(values.get(c.rank, 0) for c in self.cards)

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Read PBN hand notation: spades.hearts.diamonds.clubs (``-`` or empty for a void)."""
        if len(text) > _LONGEST_HAND:
            raise InvalidDealError(
                "{text!r}... holds more than 13 cards ({count} characters)",
                code="hand.too-long",
                text=text[:20],
                count=len(text),
            )
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise NotationError(
                (
                    "{text!r} is not a hand: write four suits S.H.D.C separated "
                    "by dots, e.g. AK2.QJ3.T98.7654"
                ),
                code="hand.syntax",
                text=text,
            )
        cards: list[Card] = []
        for suit, holding in zip(PBN_SUITS, parts, strict=True):
            for char in holding.replace("10", "T"):
                if char == "-":
                    continue
                try:
                    cards.append(Card(suit, Rank.parse(char)))
                except NotationError:
                    raise NotationError(
                        (
                            "{text!r} is not a hand: {char!r} is not a rank (use "
                            "AKQJT98765432, - for a void)"
                        ),
                        code="hand.rank",
                        text=text,
                        char=char,
                    ) from None
        unique = frozenset(cards)
        if len(unique) != len(cards):
            raise InvalidDealError(
                "{text!r} holds the same card twice", code="hand.card-twice", text=text
            )
        return cls(unique)

    def __str__(self) -> str:
        return ".".join("".join(r.value for r in self.suit(s)) for s in PBN_SUITS)

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class Deal:
    """The four hands of a deal, by seat.

    >>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> str(deal.hands[Seat.E])
    'T98.765.432.AKQJ'
    >>> Deal.parse(deal.to_pbn("E")) == deal
    True
    """

    hands: Mapping[Seat, Hand]

    def __post_init__(self) -> None:
        object.__setattr__(self, "hands", _frozen_hands(self.hands))
        problems = self.problems()
        if problems:
            raise InvalidDealError(Message.joined(problems))

    def __hash__(self) -> int:
        return hash(tuple(self.hands[s].cards for s in SEATS))

    def __reduce__(self) -> tuple[Callable[[str], Deal], tuple[str]]:
        """Pickle and copy as PBN text (a mapping proxy does not pickle)."""
        return (Deal.parse, (self.to_pbn(),))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return all(self.hands[s] == other.hands[s] for s in SEATS)

    def problems(self) -> list[Message]:
        """Every reason this is not a full deal (empty when it is)."""
        found: list[Message] = []
        missing = [s for s in SEATS if s not in self.hands]
        if missing:
            seats = ", ".join(map(str, missing))
            found.append(Message("no hand for {seats}", code="deal.no-hand", seats=seats))
        found += [
            Message(
                "{seat} holds {count} cards ({hand}): a hand has 13",
                code="deal.hand-size",
                seat=seat,
                count=len(hand),
                hand=hand,
            )
            for seat, hand in self.hands.items()
            if len(hand) != HAND_SIZE
        ]
        return found + _cards_held_twice(self.hands)

    def holder(self, card: Card) -> Seat:
        """The seat that holds ``card``."""
        for seat in SEATS:
            if card in self.hands[seat]:
                return seat
        raise InvalidDealError("{card} is in no hand", code="deal.card-missing", card=card)

    @classmethod
    def parse(cls, text: str) -> Deal:
        """Read PBN deal notation ``"<first>:<hand> <hand> <hand> <hand>"``, clockwise.

        A hand may be ``-`` (unknown) only in a partial deal, which this refuses:
        a :class:`Deal` always has 52 cards.
        """
        first, sep, rest = text.strip().partition(":")
        hands_text = rest.split()
        if not sep or len(hands_text) != 4:
            raise NotationError(
                (
                    "{text!r} is not a deal: write the first seat, a colon and "
                    "four hands clockwise, e.g. N:AKQJ.T98.765.432 "
                    "T98.765.432.AKQJ ..."
                ),
                code="deal.syntax",
                text=text,
            )
        start = Seat.parse(first)
        hands = {start.offset(i): Hand.parse(h) for i, h in enumerate(hands_text)}
        try:
            return cls(hands)
        except InvalidDealError as error:
            raise InvalidDealError(
                "{text!r} is not a valid deal: {error}",
                code="deal.invalid",
                text=text,
                error=error,
            ) from None

    def to_pbn(self, first: Seat | str = Seat.N) -> str:
        """PBN deal notation starting with ``first`` (PBN writes the dealer first)."""
        start = Seat.parse(first) if isinstance(first, str) else first
        hands = " ".join(str(self.hands[start.offset(i)]) for i in range(4))
        return f"{start}:{hands}"

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.parse({self.to_pbn()!r})"

    @classmethod
    def random(cls, rng: random.Random, dealer: Seat = Seat.N) -> Deal:
        """A uniformly random deal: a shuffle of the 52 cards from ``rng``, dealt by ``dealer``.

        >>> Deal.random(random.Random(7)) == Deal.random(random.Random(7))
        True
        """
        cards = list(DECK)
        rng.shuffle(cards)
        return cls.dealt(cards, dealer=dealer)

    @classmethod
    def dealt(cls, cards: Iterable[Card], dealer: Seat) -> Deal:
        """Deal ``cards`` one at a time clockwise, starting with the dealer's left (RULES §1)."""
        order = list(cards)
        if len(order) != len(DECK):
            raise InvalidDealError(
                "a pack has 52 cards, not {count}",
                code="deal.pack-size",
                count=len(order),
            )
        return cls({dealer.offset(1 + i): Hand(frozenset(order[i::4])) for i in range(4)})


def _cards_held_twice(hands: Mapping[Seat, Hand]) -> list[Message]:
    """A problem for each card in two hands (none, quickly, when the hands are disjoint)."""
    held = sum(len(hand) for hand in hands.values())
    if len(frozenset().union(*(h.cards for h in hands.values()))) == held:
        return []
    found: list[Message] = []
    seen: dict[Card, Seat] = {}
    for seat, hand in hands.items():
        for card in sorted(hand.cards, key=lambda c: c.index):
            if card in seen:
                found.append(
                    Message(
                        "{card} is in both {first} and {seat}",
                        code="deal.card-twice",
                        card=card,
                        first=seen[card],
                        seat=seat,
                    )
                )
            seen[card] = seat
    return found


def _frozen_hands(hands: Mapping[Seat, Hand]) -> Mapping[Seat, Hand]:
    return MappingProxyType({s: hands[s] for s in SEATS if s in hands})


@dataclass(frozen=True, slots=True)
class PartialDeal:
    """Some of the hands of a deal: the hands not known are absent (PBN ``-``).

    Each card is held at most once; the known hands hold 13 cards each, or
    all fewer than 13 (an end position, PBN 2.1 §3.10).

    >>> partial = PartialDeal.parse("W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -")
    >>> sorted(str(s) for s in partial.hands), partial.to_pbn("N")
    (['E', 'W'], 'N:- A8654.KQ5.T.QJT6 - KQT2.AT.J6542.85')
    >>> partial.full is None
    True
    """

    hands: Mapping[Seat, Hand]

    def __post_init__(self) -> None:
        object.__setattr__(self, "hands", _frozen_hands(self.hands))
        problems = self.problems()
        if problems:
            raise InvalidDealError(Message.joined(problems))

    def __hash__(self) -> int:
        return hash(tuple(self.hands[s].cards if s in self.hands else None for s in SEATS))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PartialDeal):
            return NotImplemented
        return dict(self.hands) == dict(other.hands)

    def __reduce__(self) -> tuple[Callable[[str], PartialDeal], tuple[str]]:
        """Pickle and copy as PBN text (a mapping proxy does not pickle)."""
        return (PartialDeal.parse, (self.to_pbn(),))

    def problems(self) -> list[Message]:
        """Every reason these hands cannot be part of one deal (empty when they can)."""
        found: list[Message] = []
        sizes = {seat: len(hand) for seat, hand in self.hands.items()}
        if any(size > HAND_SIZE for size in sizes.values()) or (
            HAND_SIZE in sizes.values() and set(sizes.values()) != {HAND_SIZE}
        ):
            counts = ", ".join(f"{seat} {size}" for seat, size in sizes.items())
            found.append(
                Message(
                    "the hands hold {counts} cards: each known hand holds 13, "
                    "or all fewer than 13 (an end position)",
                    code="deal.partial-sizes",
                    counts=counts,
                )
            )
        return found + _cards_held_twice(self.hands)

    @property
    def is_end_position(self) -> bool:
        """True when the known hands hold fewer than 13 cards (PBN 2.1 §3.10)."""
        return any(len(h) < HAND_SIZE for h in self.hands.values())

    @property
    def full(self) -> Deal | None:
        """The :class:`Deal` when all four hands are known and hold 13 cards."""
        if len(self.hands) == len(SEATS) and not self.is_end_position:
            return Deal(self.hands)
        return None

    @classmethod
    def parse(cls, text: str) -> PartialDeal:
        """Read PBN deal notation where a hand may be ``-`` (not known)."""
        first, sep, rest = text.strip().partition(":")
        hands_text = rest.split()
        if not sep or len(hands_text) != 4:
            raise NotationError(
                (
                    "{text!r} is not a deal: write the first seat, a colon and "
                    "four hands clockwise, each - when not known, e.g. "
                    "N:AKQJ.T98.765.432 - - -"
                ),
                code="deal.partial-syntax",
                text=text,
            )
        start = Seat.parse(first)
        hands = {start.offset(i): Hand.parse(h) for i, h in enumerate(hands_text) if h != "-"}
        try:
            return cls(hands)
        except InvalidDealError as error:
            raise InvalidDealError(
                "{text!r} is not a valid deal: {error}",
                code="deal.partial-invalid",
                text=text,
                error=error,
            ) from None

    def to_pbn(self, first: Seat | str = Seat.N) -> str:
        """PBN deal notation starting with ``first``, ``-`` for each hand not known."""
        start = Seat.parse(first) if isinstance(first, str) else first
        hands = (self.hands.get(start.offset(i)) for i in range(4))
        return f"{start}:" + " ".join("-" if h is None else str(h) for h in hands)

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"PartialDeal.parse({self.to_pbn()!r})"
