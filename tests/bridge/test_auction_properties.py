"""Property tests: random legal auctions end in the contract and declarer the rules give."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.auction import PASS, Auction, Bid, Call, Double, Pass, Redouble, auction_problems
from atout.bridge.contract import Contract, Doubling
from atout.bridge.seats import SEATS, Seat
from atout.errors import IllegalCallError

_STRAIN_LETTERS = "CDHSN"  # bidding order of the strains, by the first letter of their name


def _random_auction(rng: random.Random, dealer: Seat) -> Auction:
    auction = Auction(dealer)
    while not auction.is_complete:
        legal = auction.legal_calls()
        auction = auction.call(PASS if rng.random() < 0.55 else rng.choice(legal))
    return auction


def _expected(dealer: Seat, calls: tuple[Call, ...]) -> tuple[Contract | None, Seat | None]:
    """The contract and declarer recomputed from scratch, straight from RULES §1."""
    seats = [SEATS[(SEATS.index(dealer) + i) % 4] for i in range(len(calls))]
    bids = [i for i, c in enumerate(calls) if isinstance(c, Bid)]
    if not bids:
        return None, None
    last = bids[-1]
    tail = calls[last + 1 :]
    doubling = (
        Doubling.REDOUBLED
        if any(isinstance(c, Redouble) for c in tail)
        else Doubling.DOUBLED
        if any(isinstance(c, Double) for c in tail)
        else Doubling.UNDOUBLED
    )
    bid = calls[last]
    assert isinstance(bid, Bid)
    partners = {seats[last], seats[last].partner}
    namers = [
        seats[i]
        for i in bids
        if seats[i] in partners and str(calls[i])[1] == str(bid)[1]  # same strain letter
    ]
    return Contract(bid.level, bid.strain, doubling), namers[0]


def _rank(bid: Bid) -> int:
    return bid.level * 10 + _STRAIN_LETTERS.index(str(bid)[1])


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64), st.sampled_from(SEATS))
def test_random_legal_auctions_end_in_the_right_contract(seed: int, dealer: Seat) -> None:
    auction = _random_auction(random.Random(seed), dealer)
    calls = auction.calls
    # it ended exactly when the rules say: three passes after a bid, or four passes
    assert all(isinstance(c, Pass) for c in calls[-3:])
    assert not any(Auction(dealer, calls[:n]).is_complete for n in range(len(calls)))
    bids = [c for c in calls if isinstance(c, Bid)]
    assert all(_rank(a) < _rank(b) for a, b in itertools.pairwise(bids))
    contract, declarer = _expected(dealer, calls)
    assert auction.contract == contract
    assert auction.declarer is declarer
    assert auction.passed_out is (not bids)
    assert auction_problems(dealer, calls) == []
    if declarer is not None:
        assert auction.dummy is declarer.partner
        assert auction.opening_leader is declarer.next


_ANY_CALL = st.sampled_from(
    [PASS, Double(), Redouble(), *(Bid.parse(t) for t in ("1C", "1H", "1NT", "2D", "3NT", "7NT"))]
)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(SEATS), st.lists(_ANY_CALL, max_size=14))
def test_any_sequence_is_either_legal_or_refused_with_its_problems(
    dealer: Seat, calls: list[Call]
) -> None:
    problems = auction_problems(dealer, calls)
    try:
        auction = Auction(dealer, tuple(calls))
    except IllegalCallError as error:
        assert problems and str(error) == problems[0]
    else:
        assert problems == []
        # building call by call gives the same value
        step = Auction(dealer)
        for call in calls:
            assert call in step.legal_calls()
            step = step.call(call)
        assert step == auction
