"""Hands and deals: PBN notation, dealing order (RULES §1, seed 002), validation."""

from __future__ import annotations

import copy
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.cards import DECK, Card
from atout.bridge.deal import Deal, Hand
from atout.bridge.seats import SEATS, Seat
from atout.errors import InvalidDealError, NotationError

PBN = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def test_south_deals_from_west_then_north_east_and_himself() -> None:
    # seed 002: "Le donneur, mettons Sud, distribue ... en commençant par ... Ouest,
    # poursuit par Nord, puis Est, puis lui-même"
    deal = Deal.dealt(DECK, dealer=Seat.S)
    assert Card.parse("C2") in deal.hands[Seat.W]
    assert Card.parse("C3") in deal.hands[Seat.N]
    assert Card.parse("C4") in deal.hands[Seat.E]
    assert Card.parse("C5") in deal.hands[Seat.S]
    assert Card.parse("C6") in deal.hands[Seat.W]
    # cards 1, 5, 9 ... of the pack ♣2 ♣3 ... ♠A go to West
    assert str(deal.hands[Seat.W]) == "J73.Q84.K95.AT62"


def test_dealing_in_pack_order_gives_each_seat_every_fourth_card() -> None:
    deal = Deal.dealt(DECK, dealer=Seat.N)  # E gets the 1st, 5th, 9th ... card
    assert str(deal.hands[Seat.E]) == "J73.Q84.K95.AT62"
    for offset, seat in enumerate((Seat.E, Seat.S, Seat.W, Seat.N)):
        assert deal.hands[seat].cards == frozenset(DECK[offset::4])


def test_parse_and_write_pbn() -> None:
    deal = Deal.parse(PBN)
    assert str(deal.hands[Seat.N]) == "AKQJ.T98.765.432"
    assert str(deal.hands[Seat.W]) == "432.AKQJ.T98.765"
    assert deal.to_pbn(Seat.E) == (
        "E:T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765 AKQJ.T98.765.432"
    )
    assert Deal.parse(deal.to_pbn("W")) == deal
    assert deal.holder(Card.parse("HA")) is Seat.W
    assert [deal.hands[s].hcp for s in SEATS] == [10, 10, 10, 10]


def test_hand_voids_and_tens() -> None:
    hand = Hand.parse("AKQJT98765432...")
    assert len(hand) == 13 and str(hand) == "AKQJT98765432..."
    assert Hand.parse("A10.-.-.-") == Hand.parse("AT...")
    assert Hand({Card.parse("SA")}) == Hand(frozenset({Card.parse("SA")}))


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        (
            "AKQJ.T98.765",
            NotationError,
            "'AKQJ.T98.765' is not a hand: write four suits S.H.D.C separated by dots, "
            "e.g. AK2.QJ3.T98.7654",
        ),
        (
            "AKZ.T98.765.432",
            NotationError,
            "'AKZ.T98.765.432' is not a hand: 'Z' is not a rank (use AKQJT98765432, - for a void)",
        ),
        ("AA.T98.765.432", InvalidDealError, "'AA.T98.765.432' holds the same card twice"),
    ],
)
def test_bad_hands(text: str, error: type[Exception], message: str) -> None:
    with pytest.raises(error) as raised:
        Hand.parse(text)
    assert str(raised.value) == message


def test_bad_deals_say_what_is_wrong() -> None:
    with pytest.raises(NotationError, match="is not a deal: write the first seat"):
        Deal.parse("AKQJ.T98.765.432 T98.765.432.AKQJ")
    swapped = PBN.replace("AKQJ.T98.765.432 ", "AKQJ.T98.765.43 ", 1)
    with pytest.raises(InvalidDealError, match="N holds 12 cards"):
        Deal.parse(swapped)
    twice = "N:AKQJ.T98.765.432 AKQJ.765.432.T98 765.432.AKQJ.T98 432.AKQJ.T98.765"
    with pytest.raises(InvalidDealError, match="is in both"):
        Deal.parse(twice)


def test_deals_copy_and_pickle() -> None:
    deal = Deal.parse(PBN)
    assert copy.deepcopy(deal) == deal
    assert pickle.loads(pickle.dumps(deal)) == deal
    assert hash(Deal.parse(PBN)) == hash(deal)
    assert eval(repr(deal), {"Deal": Deal}) == deal


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64), st.sampled_from(SEATS), st.sampled_from(SEATS))
def test_random_deals_are_full_and_round_trip_through_pbn(
    seed: int, dealer: Seat, first: Seat
) -> None:
    deal = Deal.random(random.Random(seed), dealer)
    cards = [c for s in SEATS for c in deal.hands[s].cards]
    assert len(cards) == 52 and set(cards) == set(DECK)
    assert all(len(deal.hands[s]) == 13 for s in SEATS)
    assert Deal.parse(deal.to_pbn(first)) == deal
    assert Deal.random(random.Random(seed), dealer) == deal  # the same seed, the same deal


def test_dealing_refuses_a_short_or_doubled_pack() -> None:
    with pytest.raises(InvalidDealError, match=r"^a pack has 52 cards, not 51$"):
        Deal.dealt(DECK[:51], Seat.N)
    doubled = (*DECK[:51], DECK[1])  # ♣3 twice, ♠A missing: the 2nd card to S, the 52nd to N
    with pytest.raises(InvalidDealError, match=r"^C3 is in both N and S$"):
        Deal.dealt(doubled, Seat.N)
