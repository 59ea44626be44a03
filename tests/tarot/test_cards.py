"""The 78 cards and the count of a camp's pile (RULES §7, seed 001)."""

from __future__ import annotations

import pytest

from atout.errors import InvalidDealError, NotationError
from atout.tarot.cards import (
    DECK,
    EXCUSE,
    ExcuseExchange,
    Suit,
    TarotCard,
    count_camp,
    parse_cards,
)


def test_deck_has_78_distinct_cards_91_points_and_3_bouts() -> None:
    assert len(DECK) == 78
    assert len(set(DECK)) == 78
    assert sum(card.points for card in DECK) == 91
    assert [str(card) for card in DECK if card.is_bout] == ["T1", "T21", "EX"]
    assert sum(1 for card in DECK if card.is_trump) == 21


@pytest.mark.parametrize("suit", list(Suit))
def test_a_suit_holds_17_points(suit: Suit) -> None:
    # king 4.5 + queen 3.5 + knight 2.5 + jack 1.5 + ten low cards 0.5
    assert sum(card.points for card in DECK if card.suit is suit) == 17


def test_card_points_follow_rules_7() -> None:
    points = {text: TarotCard.parse(text).points for text in ("SK", "HQ", "DC", "CJ", "S10")}
    assert points == {"SK": 4.5, "HQ": 3.5, "DC": 2.5, "CJ": 1.5, "S10": 0.5}
    assert [TarotCard.parse(t).points for t in ("T1", "T21", "EX", "T2", "T20")] == [
        4.5,
        4.5,
        4.5,
        0.5,
        0.5,
    ]


def test_every_card_round_trips() -> None:
    assert all(TarotCard.parse(str(card)) == card for card in DECK)
    assert all(eval(repr(card)) == card for card in DECK)


@pytest.mark.parametrize("text", ["T22", "T0", "S11", "X1", "", "SZ"])
def test_bad_cards_are_refused(text: str) -> None:
    with pytest.raises(NotationError, match="not a tarot card"):
        TarotCard.parse(text)


def test_a_card_cannot_be_given_twice() -> None:
    with pytest.raises(NotationError, match="T21 twice"):
        parse_cards("T21,SK,T21")


def test_the_excuse_exchange_moves_half_a_point() -> None:
    pile = [EXCUSE, TarotCard.parse("SK"), TarotCard.parse("S1")]
    assert count_camp(pile).points == 9.5
    assert count_camp(pile, ExcuseExchange.OWES).points == 9
    rest = [card for card in DECK if card not in pile]
    assert count_camp(rest, ExcuseExchange.OWED).points == 82
    assert count_camp(rest, ExcuseExchange.OWED).points + 9 == 91


def test_the_excuse_in_a_chelem_counts_4_for_the_defence_and_87_for_the_taker() -> None:
    # seed 001: the defence's excuse stays with it, 4 points and a bout; the taker has 2 bouts
    defence = count_camp([EXCUSE], ExcuseExchange.OWES)
    taker = count_camp([c for c in DECK if c != EXCUSE], ExcuseExchange.OWED)
    assert (defence.points, defence.bouts) == (4, 1)
    assert (taker.points, taker.bouts) == (87, 2)


def test_an_exchange_must_match_who_holds_the_excuse() -> None:
    with pytest.raises(InvalidDealError, match="excuse"):
        count_camp([TarotCard.parse("SK")], ExcuseExchange.OWES)
    with pytest.raises(InvalidDealError, match="excuse"):
        count_camp([EXCUSE], ExcuseExchange.OWED)
