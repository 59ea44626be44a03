"""The auction: calls, legality (one test per rule, exact messages), contract and declarer."""

from __future__ import annotations

import pytest

from atout.bridge.auction import (
    BIDS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    Bid,
    Double,
    Pass,
    Redouble,
    auction_problems,
    parse_call,
    parse_calls,
)
from atout.bridge.contract import Contract, Doubling, Strain
from atout.bridge.seats import Seat
from atout.errors import IllegalCallError, NotationError


@pytest.mark.parametrize(
    ("text", "call", "written"),
    [
        ("1H", Bid(1, Strain.HEARTS), "1H"),
        ("1NT", Bid(1, Strain.NOTRUMP), "1NT"),
        ("1N", Bid(1, Strain.NOTRUMP), "1NT"),
        ("3SA", Bid(3, Strain.NOTRUMP), "3NT"),
        ("7c", Bid(7, Strain.CLUBS), "7C"),
        ("4♠", Bid(4, Strain.SPADES), "4S"),
        ("P", Pass(), "P"),
        ("pass", Pass(), "P"),
        ("Passe", Pass(), "P"),
        ("X", Double(), "X"),
        ("Contre", Double(), "X"),
        ("XX", Redouble(), "XX"),
        ("Surcontre", Redouble(), "XX"),
    ],
)
def test_calls_parse_and_format(text: str, call: object, written: str) -> None:
    assert parse_call(text) == call
    assert str(call) == written
    assert parse_call(written) == call


@pytest.mark.parametrize("text", ["8H", "0C", "1Z", "", "XXX", "1", "H"])
def test_bad_calls_are_notation_errors(text: str) -> None:
    with pytest.raises(NotationError, match="is not a call"):
        parse_call(text)


def test_call_reprs_round_trip() -> None:
    for call in (Bid(2, Strain.DIAMONDS), PASS, DOUBLE, REDOUBLE):
        names = {"Bid": Bid, "Pass": Pass, "Double": Double, "Redouble": Redouble}
        assert eval(repr(call), names) == call
    auction = Auction.parse("W", "1C P 1NT")
    assert eval(repr(auction), {"Auction": Auction}) == auction


def test_bids_are_ordered_clubs_to_notrump_then_by_level() -> None:
    assert [str(b) for b in BIDS[:6]] == ["1C", "1D", "1H", "1S", "1NT", "2C"]
    assert len(BIDS) == 35 and str(BIDS[-1]) == "7NT"
    assert Bid.parse("2C").is_higher_than(Bid.parse("1NT"))
    assert not Bid.parse("1S").is_higher_than(Bid.parse("1S"))


def test_rules_example_redoubled_two_hearts_by_north() -> None:
    # N 1H, E P, S 2H, W X, N XX, E P, S P, W P: hearts were named first by N.
    auction = Auction.parse("N", "1H P 2H X XX P P P")
    assert auction.is_complete and not auction.passed_out
    assert auction.contract == Contract(2, Strain.HEARTS, Doubling.REDOUBLED)
    assert auction.declarer is Seat.N
    assert auction.dummy is Seat.S
    assert auction.opening_leader is Seat.E
    assert auction.next_to_call is None
    assert auction.legal_calls() == ()


@pytest.mark.parametrize(
    ("dealer", "calls", "contract", "declarer"),
    [
        ("N", "1C P 1H P 4H P P P", "4H", Seat.S),  # partner named hearts first
        ("N", "1H P 2C P 2H P 4H P P P", "4H", Seat.N),
        ("N", "1H P 1S 2H P P P", "2H", Seat.W),  # N's hearts do not count for E-W
        ("N", "1S 2H 2S 3H P P P", "3H", Seat.E),
        ("E", "1NT X P P P", "1NTX", Seat.E),  # passes after a double end the auction
        ("W", "P P 1D X XX P P P", "1DXX", Seat.E),
        ("S", "1C 1S 1NT 2S P P 3NT P P P", "3NT", Seat.N),
        ("N", "1H X 2H X P P P", "2HX", Seat.N),  # a new bid cancels the double
    ],
)
def test_contract_and_declarer(dealer: str, calls: str, contract: str, declarer: Seat) -> None:
    auction = Auction.parse(dealer, calls)
    assert auction.contract == Contract.parse(contract)
    assert auction.declarer is declarer
    assert auction.dummy is declarer.partner
    assert auction.opening_leader is declarer.lho


def test_four_passes_pass_the_deal_out() -> None:
    auction = Auction.parse("S", "P P P P")
    assert auction.is_complete and auction.passed_out
    assert auction.contract is None and auction.declarer is None
    assert auction.dummy is None and auction.opening_leader is None


def test_three_passes_at_the_start_do_not_end_the_auction() -> None:
    auction = Auction.parse("S", "P P P")
    assert not auction.is_complete and not auction.passed_out
    assert auction.next_to_call is Seat.E
    assert auction.contract is None and auction.declarer is None


def test_an_auction_in_progress_has_no_contract_yet() -> None:
    auction = Auction.parse("N", "1H P 2H X")
    assert not auction.is_complete
    assert auction.contract is None and auction.declarer is None
    assert auction.last_bid == Bid.parse("2H")
    assert auction.next_to_call is Seat.N


def test_call_returns_a_new_auction() -> None:
    start = Auction(Seat.E)
    after = start.call("1S")
    assert start.calls == () and after.calls == (Bid.parse("1S"),)
    assert after.next_to_call is Seat.S
    assert after.seated_calls() == ((Seat.E, Bid.parse("1S")),)


@pytest.mark.parametrize(
    ("dealer", "before", "call", "message"),
    [
        ("N", "2C", "1H", "E cannot call 1H: 1H is not higher than 2C"),
        ("N", "1H", "1H", "E cannot call 1H: 1H is not higher than 1H"),
        ("N", "1H X", "1D", "S cannot call 1D: 1D is not higher than 1H"),
        ("N", "", "X", "N cannot call X: there is no bid to double"),
        ("N", "P P", "X", "S cannot call X: there is no bid to double"),
        (
            "N",
            "1H P",
            "X",
            "S cannot call X: the last bid 1H is by N, S's partner; double only an opponent's bid",
        ),
        (
            "N",
            "1H X P P",
            "X",
            "N cannot call X: the last bid 1H is by N himself; double only an opponent's bid",
        ),
        ("N", "1H X P", "X", "W cannot call X: 1H is already doubled"),
        ("N", "1H X XX", "X", "W cannot call X: 1H is already redoubled"),
        ("N", "", "XX", "N cannot call XX: there is no double to redouble"),
        (
            "N",
            "1H P",
            "XX",
            "S cannot call XX: 1H is not doubled; redouble only an opponent's double",
        ),
        (
            "N",
            "1H X 2H P",
            "XX",
            "N cannot call XX: 2H is not doubled; redouble only an opponent's double",
        ),
        (
            "N",
            "1H X P",
            "XX",
            "W cannot call XX: the double of 1H is by E, W's partner; "
            "redouble only an opponent's double",
        ),
        ("N", "1H X XX P", "XX", "N cannot call XX: 1H is already redoubled"),
        ("N", "P P P P", "P", "N cannot call P: the auction is over"),
        ("E", "1S P P P", "2S", "E cannot call 2S: the auction is over"),
    ],
)
def test_illegal_calls_name_the_call_and_why(
    dealer: str, before: str, call: str, message: str
) -> None:
    auction = Auction.parse(dealer, before)
    with pytest.raises(IllegalCallError) as raised:
        auction.call(call)
    assert str(raised.value) == message
    assert parse_call(call) not in auction.legal_calls()


def test_redouble_of_an_opponents_double_is_legal_even_after_passes() -> None:
    auction = Auction.parse("N", "1H X P P XX P P P")
    assert auction.contract == Contract.parse("1HXX")
    assert auction.declarer is Seat.N


def test_the_constructor_refuses_an_illegal_sequence() -> None:
    message = r"^call 2: E cannot call 1C: 1C is not higher than 1D$"
    with pytest.raises(IllegalCallError, match=message):
        Auction(Seat.N, (Bid.parse("1D"), Bid.parse("1C")))


def test_problems_reports_every_illegal_call() -> None:
    problems = auction_problems(Seat.N, parse_calls("1H P X 1C P P XX"))
    assert problems == [
        "call 3: S cannot call X: the last bid 1H is by N, S's partner; "
        "double only an opponent's bid",
        "call 4: S cannot call 1C: 1C is not higher than 1H",
        "call 7: N cannot call XX: the auction is over",
    ]
    assert auction_problems(Seat.N, ["1H", "banana"]) == [
        "call 2: 'banana' is not a call: "
        "use a bid (1C … 7NT), P (pass), X (double) or XX (redouble)"
    ]
    assert auction_problems(Seat.E, parse_calls("1H P 2H X XX P P P")) == []


def test_legal_calls() -> None:
    assert Auction(Seat.N).legal_calls() == (PASS, *BIDS)
    after_1h = Auction.parse("N", "1H").legal_calls()
    assert after_1h[:3] == (PASS, DOUBLE, Bid.parse("1S")) and len(after_1h) == 2 + 32
    assert Auction.parse("N", "7NT").legal_calls() == (PASS, DOUBLE)
    assert Auction.parse("N", "7NT X").legal_calls() == (PASS, REDOUBLE)
    assert Auction.parse("N", "7NT X XX").legal_calls() == (PASS,)
    assert Auction.parse("N", "7NT P").legal_calls() == (PASS,)
