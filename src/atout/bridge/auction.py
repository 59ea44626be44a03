"""The auction: which calls are legal, when it ends, the contract and the declarer (RULES §1).

An :class:`Auction` is a value: the dealer and the calls made so far.
:meth:`Auction.call` returns a new auction or raises :class:`IllegalCallError`
naming the call and why it is illegal; :func:`auction_problems` reports every
problem of a whole sequence at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from atout.bridge.calls import (
    BIDS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Call,
    Double,
    Pass,
    Redouble,
    parse_call,
    parse_calls,
)
from atout.bridge.contract import Contract, Doubling
from atout.bridge.seats import Seat
from atout.errors import IllegalCallError, Message

__all__ = [
    "BIDS",
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Auction",
    "Bid",
    "Call",
    "Double",
    "Pass",
    "Redouble",
    "auction_problems",
    "parse_call",
    "parse_calls",
]


@dataclass(frozen=True, slots=True)
class _State:
    """What the calls so far leave in force."""

    calls: int = 0
    passes: int = 0
    last_bid: Bid | None = None
    last_bidder: Seat | None = None
    doubling: Doubling = Doubling.UNDOUBLED
    doubler: Seat | None = None

    @property
    def is_complete(self) -> bool:
        return self.passes >= (3 if self.last_bid is not None else 4)

    def after(self, seat: Seat, call: Call) -> _State:
        match call:
            case Bid():
                return _State(self.calls + 1, 0, call, seat)
            case Double():
                return _State(
                    self.calls + 1, 0, self.last_bid, self.last_bidder, Doubling.DOUBLED, seat
                )
            case Redouble():
                return _State(
                    self.calls + 1, 0, self.last_bid, self.last_bidder, Doubling.REDOUBLED, seat
                )
            case Pass():
                return _State(
                    self.calls + 1,
                    self.passes + 1,
                    self.last_bid,
                    self.last_bidder,
                    self.doubling,
                    self.doubler,
                )


def _why_illegal(state: _State, seat: Seat, call: Call) -> Message | None:
    """Why ``seat`` may not make ``call`` now, or ``None`` when it may."""
    if state.is_complete:
        return Message("the auction is over", code="auction.over")
    match call:
        case Pass():
            return None
        case Bid():
            last = state.last_bid
            if last is not None and not call.is_higher_than(last):
                return Message(
                    "{call} is not higher than {last}",
                    code="auction.bid-not-higher",
                    call=call,
                    last=last,
                )
            return None
        case Double():
            return _why_no_double(state, seat)
        case Redouble():
            return _why_no_redouble(state, seat)


def _why_no_double(state: _State, seat: Seat) -> Message | None:
    last, bidder = state.last_bid, state.last_bidder
    if last is None or bidder is None:
        return Message("there is no bid to double", code="auction.double-no-bid")
    if bidder.side is seat.side:
        return Message(
            "the last bid {last} is by {who}; double only an opponent's bid",
            code="auction.double-own-side",
            last=last,
            who=_own(seat, bidder),
        )
    if state.doubling is not Doubling.UNDOUBLED:
        return Message(
            "{last} is already {doubling}",
            code="auction.already-doubled",
            last=last,
            doubling=Message(state.doubling.name.lower()),
        )
    return None


def _why_no_redouble(state: _State, seat: Seat) -> Message | None:
    last = state.last_bid
    if last is None:
        return Message("there is no double to redouble", code="auction.redouble-no-double")
    if state.doubling is Doubling.UNDOUBLED or state.doubler is None:
        return Message(
            "{last} is not doubled; redouble only an opponent's double",
            code="auction.redouble-not-doubled",
            last=last,
        )
    if state.doubling is Doubling.REDOUBLED:
        return Message("{last} is already redoubled", code="auction.already-redoubled", last=last)
    if state.doubler.side is seat.side:
        return Message(
            "the double of {last} is by {who}; redouble only an opponent's double",
            code="auction.redouble-own-side",
            last=last,
            who=_own(seat, state.doubler),
        )
    return None


def _own(seat: Seat, other: Seat) -> Message:
    if other is seat:
        return Message("{seat} himself", seat=seat)
    return Message("{other}, {seat}'s partner", other=other, seat=seat)


def _illegal(seat: Seat, call: Call, why: Message) -> IllegalCallError:
    return IllegalCallError(
        "{seat} cannot call {call}: {why}",
        code="auction.illegal-call",
        seat=seat,
        call=call,
        why=why,
    )


@dataclass(frozen=True, slots=True)
class Auction:
    """The dealer and the calls made so far, clockwise from the dealer.

    >>> a = Auction.parse("N", "1H P 2H X XX P P P")
    >>> str(a.contract), a.declarer, a.dummy, a.opening_leader
    ('2HXX', <Seat.N: 'N'>, <Seat.S: 'S'>, <Seat.E: 'E'>)
    >>> Auction(Seat.W).call(PASS).next_to_call
    <Seat.N: 'N'>
    """

    dealer: Seat
    calls: tuple[Call, ...] = ()

    def __post_init__(self) -> None:
        calls = tuple(parse_call(c) if isinstance(c, str) else c for c in self.calls)
        object.__setattr__(self, "calls", calls)
        problems = auction_problems(self.dealer, self.calls)
        if problems:
            raise IllegalCallError(problems[0])

    @classmethod
    def parse(cls, dealer: Seat | str, text: str) -> Auction:
        """The auction of the calls in ``text`` (see :func:`parse_calls`) from ``dealer``."""
        seat = Seat.parse(dealer) if isinstance(dealer, str) else dealer
        return cls(seat, parse_calls(text))

    def _state(self) -> _State:
        return _replay(self.dealer, self.calls)

    def call(self, call: Call | str) -> Auction:
        """The auction after ``call`` by the player to call; raises :class:`IllegalCallError`.

        >>> Auction.parse("N", "2C").call("1H")
        Traceback (most recent call last):
        ...
        atout.errors.IllegalCallError: E cannot call 1H: 1H is not higher than 2C
        """
        made = parse_call(call) if isinstance(call, str) else call
        seat = self.dealer.offset(len(self.calls))
        why = _why_illegal(self._state(), seat, made)
        if why is not None:
            raise _illegal(seat, made, why)
        return Auction(self.dealer, (*self.calls, made))

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call the next player may make: Pass, X, XX, then the bids (none when over).

        >>> [str(c) for c in Auction.parse("S", "7S").legal_calls()]
        ['P', 'X', '7NT']
        """
        state = self._state()
        if state.is_complete:
            return ()
        seat = self.dealer.offset(len(self.calls))
        floor = -1 if state.last_bid is None else state.last_bid.rank
        candidates: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *BIDS[floor + 1 :])
        return tuple(c for c in candidates if _why_illegal(state, seat, c) is None)

    @property
    def is_complete(self) -> bool:
        """True after three passes following a bid, or four passes at the start."""
        return self._state().is_complete

    @property
    def passed_out(self) -> bool:
        """True when all four players passed at the start."""
        state = self._state()
        return state.is_complete and state.last_bid is None

    @property
    def next_to_call(self) -> Seat | None:
        """The seat whose turn it is, or ``None`` when the auction is over."""
        return None if self.is_complete else self.dealer.offset(len(self.calls))

    @property
    def last_bid(self) -> Bid | None:
        """The highest bid so far (the contract to be, if the auction ended now)."""
        return self._state().last_bid

    @property
    def contract(self) -> Contract | None:
        """The final contract with its doubling; ``None`` if passed out or not over yet."""
        state = self._state()
        if not state.is_complete or state.last_bid is None:
            return None
        return Contract(state.last_bid.level, state.last_bid.strain, state.doubling)

    @property
    def declarer(self) -> Seat | None:
        """The first player of the declaring side to name the contract's strain.

        ``None`` if passed out or not over yet.
        """
        state = self._state()
        if not state.is_complete or state.last_bid is None or state.last_bidder is None:
            return None
        side, strain = state.last_bidder.side, state.last_bid.strain
        for i, call in enumerate(self.calls):
            seat = self.dealer.offset(i)
            if isinstance(call, Bid) and call.strain is strain and seat.side is side:
                return seat
        raise AssertionError("the last bidder named the strain")  # pragma: no cover

    @property
    def dummy(self) -> Seat | None:
        """The declarer's partner, or ``None`` when there is no declarer."""
        declarer = self.declarer
        return None if declarer is None else declarer.partner

    @property
    def opening_leader(self) -> Seat | None:
        """The declarer's left-hand opponent, or ``None`` when there is no declarer."""
        declarer = self.declarer
        return None if declarer is None else declarer.lho

    def seated_calls(self) -> tuple[tuple[Seat, Call], ...]:
        """Each call with the seat that made it."""
        return tuple((self.dealer.offset(i), c) for i, c in enumerate(self.calls))

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.calls)

    def __repr__(self) -> str:
        return f"Auction.parse({str(self.dealer)!r}, {str(self)!r})"


def _replay(dealer: Seat, calls: Iterable[Call]) -> _State:
    state = _State()
    for i, call in enumerate(calls):
        state = state.after(dealer.offset(i), call)
    return state


def _numbered(number: int, error: ValueError) -> Message:
    return Message("call {number}: {error}", code="auction.call", number=number, error=error)


def auction_problems(dealer: Seat, calls: Iterable[Call | str]) -> list[Message]:
    """Every illegal call of a sequence, each with its position; empty when all are legal.

    An illegal call is reported and then ignored, so later calls are judged
    as if it had not been made (the next player is still the same one).

    >>> for problem in auction_problems(Seat.N, "1H P X 1C P P P".split()):
    ...     print(problem)
    call 3: S cannot call X: the last bid 1H is by N, S's partner; double only an opponent's bid
    call 4: S cannot call 1C: 1C is not higher than 1H
    call 7: N cannot call P: the auction is over
    """
    problems: list[Message] = []
    state = _State()
    for number, text in enumerate(calls, start=1):
        seat = dealer.offset(state.calls)
        try:
            call = parse_call(text) if isinstance(text, str) else text
        except ValueError as error:
            problems.append(_numbered(number, error))
            continue
        why = _why_illegal(state, seat, call)
        if why is None:
            state = state.after(seat, call)
        else:
            problems.append(_numbered(number, _illegal(seat, call, why)))
    return problems
