"""The play of the cards: tricks, following suit, who wins each trick (RULES §1).

A :class:`Play` is a value: the deal, the contract, the declarer and the
tricks played so far. :meth:`Play.play` returns a new play or raises
:class:`IllegalPlayError` with the reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from atout.bridge.auction import Auction
from atout.bridge.cards import Card, Shown, Suit
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.deal import Deal, Hand
from atout.bridge.seats import SEATS, Seat, Side
from atout.errors import IllegalPlayError, InvalidDealError, Message

#: Tricks in a deal.
TRICKS = 13
_SUIT_NAMES = {
    Suit.CLUBS: Message("clubs"),
    Suit.DIAMONDS: Message("diamonds"),
    Suit.HEARTS: Message("hearts"),
    Suit.SPADES: Message("spades"),
}


def show(card: Card) -> str:
    """A card with its suit symbol, as in ``♥K``.

    >>> show(Card.parse("HK"))
    '♥K'
    """
    return str(Shown((card,)))


@dataclass(frozen=True, slots=True)
class Trick:
    """One trick: its leader and the cards played to it, clockwise from the leader.

    >>> trick = Trick(Seat.W, tuple(map(Card.parse, ["HK", "HA", "S2", "H3"])))
    >>> trick.winner(None), trick.winner(Suit.SPADES)
    (<Seat.N: 'N'>, <Seat.E: 'E'>)
    """

    leader: Seat
    cards: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(self.cards))
        if not 1 <= len(self.cards) <= 4 or len(set(self.cards)) != len(self.cards):
            shown = Shown(self.cards) if self.cards else Message("no card")
            raise IllegalPlayError(
                "a trick has 1 to 4 distinct cards, not {shown}",
                code="trick.size",
                shown=shown,
            )

    @property
    def suit_led(self) -> Suit:
        """The suit of the first card."""
        return self.cards[0].suit

    @property
    def is_complete(self) -> bool:
        """True when all four players have played to it."""
        return len(self.cards) == 4

    @property
    def next_seat(self) -> Seat | None:
        """The seat to play next to this trick, or ``None`` when it is complete."""
        return None if self.is_complete else self.leader.offset(len(self.cards))

    def played(self) -> tuple[tuple[Seat, Card], ...]:
        """Each card with the seat that played it."""
        return tuple((self.leader.offset(i), c) for i, c in enumerate(self.cards))

    def card_of(self, seat: Seat) -> Card | None:
        """The card ``seat`` played to this trick, if any."""
        position = (seat.index - self.leader.index) % 4
        return self.cards[position] if position < len(self.cards) else None

    def winner(self, trump: Suit | None) -> Seat:
        """The highest trump played, else the highest card of the suit led (so far)."""
        top = trump if any(c.suit is trump for c in self.cards) else self.suit_led
        seat, _ = max(
            ((s, c) for s, c in self.played() if c.suit is top), key=lambda sc: sc[1].rank.order
        )
        return seat

    def with_card(self, card: Card) -> Trick:
        """The trick after ``card`` is added."""
        return Trick(self.leader, (*self.cards, card))

    def __str__(self) -> str:
        return f"{self.leader}: " + " ".join(show(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Play:
    """The play of a deal so far: the first trick is led by the declarer's left-hand opponent.

    >>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> play = Play(deal, Contract.parse("3NT"), Seat.S)
    >>> play.next_to_play, [show(c) for c in play.legal_cards()][:3]
    (<Seat.W: 'W'>, ['♠4', '♠3', '♠2'])
    >>> play = play.play(Card.parse("HA")).play(Card.parse("HT"))
    >>> play.play(Card.parse("ST"))
    Traceback (most recent call last):
    ...
    atout.errors.IllegalPlayError: E cannot play ♠T: must follow hearts: E holds ♥7 ♥6 ♥5
    """

    deal: Deal
    contract: Contract
    declarer: Seat
    tricks: tuple[Trick, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "tricks", tuple(self.tricks))
        _check_tricks(self)

    @classmethod
    def after(cls, deal: Deal, auction: Auction) -> Play:
        """The play that follows a complete auction with a contract."""
        if auction.contract is None or auction.declarer is None:
            state = "was passed out" if auction.passed_out else "is not over"
            raise IllegalPlayError(
                "no play: the auction {auction!r} {state}",
                code="play.no-contract",
                auction=str(auction),
                state=state,
            )
        return cls(deal, auction.contract, auction.declarer)

    @classmethod
    def from_cards(
        cls, deal: Deal, contract: Contract, declarer: Seat, cards: Iterable[Card | str]
    ) -> Play:
        """The play after ``cards`` in order (each checked as in :meth:`play`)."""
        play = cls(deal, contract, declarer)
        for card in cards:
            play = play.play(card)
        return play

    @property
    def trump(self) -> Suit | None:
        """The trump suit, ``None`` at no-trump."""
        return self.contract.strain.trump

    @property
    def opening_leader(self) -> Seat:
        """The declarer's left-hand opponent."""
        return self.declarer.lho

    @property
    def dummy(self) -> Seat:
        """The declarer's partner."""
        return self.declarer.partner

    @property
    def completed_tricks(self) -> tuple[Trick, ...]:
        """The tricks all four players have played to."""
        return tuple(t for t in self.tricks if t.is_complete)

    @property
    def is_complete(self) -> bool:
        """True once the 13 tricks are played."""
        return len(self.tricks) == TRICKS and self.tricks[-1].is_complete

    @property
    def next_to_play(self) -> Seat | None:
        """The seat to play next, or ``None`` when the play is over."""
        if self.is_complete:
            return None
        if not self.tricks:
            return self.opening_leader
        last = self.tricks[-1]
        return last.next_seat or last.winner(self.trump)

    @property
    def hands(self) -> Mapping[Seat, Hand]:
        """The cards each player still holds."""
        return MappingProxyType({s: self.hand(s) for s in SEATS})

    def hand(self, seat: Seat) -> Hand:
        """The cards ``seat`` still holds."""
        played = [c for t in self.tricks if (c := t.card_of(seat)) is not None]
        return Hand(self.deal.hands[seat].cards.difference(played))

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the next player may play (none when the play is over)."""
        seat = self.next_to_play
        if seat is None:
            return ()
        hand = tuple(self.hand(seat))
        led = self._suit_to_follow()
        if led is not None and any(c.suit is led for c in hand):
            return tuple(c for c in hand if c.suit is led)
        return hand

    def _suit_to_follow(self) -> Suit | None:
        if not self.tricks or self.tricks[-1].is_complete:
            return None
        return self.tricks[-1].suit_led

    def play(self, card: Card | str, seat: Seat | None = None) -> Play:
        """The play after the next player plays ``card``; raises :class:`IllegalPlayError`.

        ``seat``, when given, is who means to play: it must be the player to play.
        """
        made = Card.parse(card) if isinstance(card, str) else card
        turn = self.next_to_play
        if turn is None:
            who = f"{seat} cannot play" if seat else "cannot play"
            raise IllegalPlayError(
                "{who} {show}: play is over (13 tricks played)",
                code="play.over",
                who=who,
                show=Shown((made,)),
            )
        if seat is not None and seat is not turn:
            raise IllegalPlayError(
                "{seat} cannot play {show}: not your turn ({turn} is to play)",
                code="play.not-your-turn",
                seat=seat,
                show=Shown((made,)),
                turn=turn,
            )
        why = _why_illegal(self.hand(turn), self._suit_to_follow(), made, self.deal, turn)
        if why is not None:
            raise IllegalPlayError(
                "{turn} cannot play {show}: {why}",
                code="play.illegal",
                turn=turn,
                show=Shown((made,)),
                why=why,
            )
        if self.tricks and not self.tricks[-1].is_complete:
            tricks = (*self.tricks[:-1], self.tricks[-1].with_card(made))
        else:
            tricks = (*self.tricks, Trick(turn, (made,)))
        return self._extended(tricks)

    def _extended(self, tricks: tuple[Trick, ...]) -> Play:
        """This play with ``tricks``, whose one new card :meth:`play` has just checked.

        It skips the replay of :meth:`__post_init__`, which would make a whole
        play quadratic in the number of cards.
        """
        new = object.__new__(Play)
        for name, value in (
            ("deal", self.deal),
            ("contract", self.contract),
            ("declarer", self.declarer),
            ("tricks", tricks),
        ):
            object.__setattr__(new, name, value)
        return new

    def tricks_won(self) -> dict[Side, int]:
        """Completed tricks won by each side.

        >>> pbn = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
        >>> deal = Deal.parse(pbn)
        >>> play = Play.from_cards(deal, Contract.parse("1S"), Seat.N, ["CA", "C8", "C5", "C2"])
        >>> play.tricks_won()
        {<Side.NS: 'NS'>: 0, <Side.EW: 'EW'>: 1}
        """
        won = {Side.NS: 0, Side.EW: 0}
        for trick in self.completed_tricks:
            won[trick.winner(self.trump).side] += 1
        return won

    @property
    def declarer_tricks(self) -> int:
        """Completed tricks won by the declaring side."""
        return self.tricks_won()[self.declarer.side]

    @property
    def result(self) -> ContractResult | None:
        """The contract and the declaring side's tricks, once the 13 tricks are played."""
        if not self.is_complete:
            return None
        return ContractResult(self.contract, self.declarer_tricks)


def _why_illegal(
    hand: Hand, led: Suit | None, card: Card, deal: Deal, seat: Seat
) -> Message | None:
    """Why ``seat`` holding ``hand`` may not play ``card`` when ``led`` was led, or ``None``."""
    if card not in hand:
        if card in deal.hands[seat]:
            return Message("card not in hand (already played)", code="play.already-played")
        return Message(
            "card not in hand ({holder} holds it)",
            code="play.not-in-hand",
            holder=deal.holder(card),
        )
    if led is not None and card.suit is not led and hand.has_suit(led):
        holding = Shown(tuple(c for c in hand if c.suit is led))
        return Message(
            "must follow {suit}: {seat} holds {holding}",
            code="play.must-follow",
            suit=_SUIT_NAMES[led],
            seat=seat,
            holding=holding,
        )
    return None


def _check_tricks(play: Play) -> None:
    """Raise :class:`IllegalPlayError` unless the tricks are a legal play of the deal."""
    if len(play.tricks) > TRICKS:
        raise IllegalPlayError(
            "{count} tricks: a deal has 13",
            code="play.trick-count",
            count=len(play.tricks),
        )
    if play.declarer not in SEATS:
        raise InvalidDealError(
            "{declarer!r} is not a seat", code="seat.unknown", declarer=play.declarer
        )
    hands = dict(play.deal.hands)
    leader = play.opening_leader
    for number, trick in enumerate(play.tricks, start=1):
        if trick.leader is not leader:
            raise IllegalPlayError(
                "trick {number} is led by {leader}: {leader2} must lead",
                code="trick.wrong-leader",
                number=number,
                leader=trick.leader,
                leader2=leader,
            )
        if not trick.is_complete and number < len(play.tricks):
            raise IllegalPlayError(
                "trick {number} ({trick}) is not complete",
                code="trick.incomplete",
                number=number,
                trick=trick,
            )
        for seat, card in trick.played():
            led = trick.suit_led if seat is not trick.leader else None
            why = _why_illegal(hands[seat], led, card, play.deal, seat)
            if why is not None:
                raise IllegalPlayError(
                    "trick {number}: {seat} cannot play {show}: {why}",
                    code="trick.illegal-play",
                    number=number,
                    seat=seat,
                    show=Shown((card,)),
                    why=why,
                )
            hands[seat] = hands[seat].without(card)
        leader = trick.winner(play.trump)
