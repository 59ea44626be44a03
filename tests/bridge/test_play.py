"""The play of the cards: trick winners, following suit, turns, the result."""

from __future__ import annotations

import pytest

from atout.bridge.auction import Auction
from atout.bridge.cards import Card, Suit
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.deal import Deal
from atout.bridge.play import Play, Trick
from atout.bridge.seats import Seat, Side
from atout.errors import IllegalPlayError

#: Each player holds one whole suit: N spades, E hearts, S diamonds, W clubs.
ONE_SUIT_EACH = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
#: A deal with every suit split: N AKQJ of spades, T98 of hearts, ...
MIXED = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


@pytest.mark.parametrize(
    ("leader", "played", "trump", "winner"),
    [
        (Seat.N, "H2 H9 HK H3", None, Seat.S),  # highest of the suit led
        (Seat.N, "H2 SA DA H3", None, Seat.W),  # discards never win
        (Seat.N, "H2 SA DA H3", Suit.DIAMONDS, Seat.S),  # a ruff wins
        (Seat.E, "HA S2 HK S3", Suit.SPADES, Seat.N),  # the higher of two ruffs
        (Seat.W, "CA C2 C3 C4", Suit.CLUBS, Seat.W),  # trumps led: highest trump
    ],
)
def test_trick_winner(leader: Seat, played: str, trump: Suit | None, winner: Seat) -> None:
    assert Trick(leader, cards(played)).winner(trump) is winner


def test_trick_refuses_a_card_twice_or_a_fifth_card() -> None:
    with pytest.raises(IllegalPlayError, match="a trick has 1 to 4 distinct cards"):
        Trick(Seat.N, cards("H2 H2"))
    with pytest.raises(IllegalPlayError, match="a trick has 1 to 4 distinct cards"):
        Trick(Seat.N, cards("H2 H3 H4 H5 H6"))


def test_the_declarers_left_hand_opponent_leads() -> None:
    play = Play(MIXED, Contract.parse("4S"), Seat.S)
    assert play.next_to_play is Seat.W and play.opening_leader is Seat.W
    assert play.dummy is Seat.N and play.trump is Suit.SPADES


def test_the_winner_of_a_trick_leads_the_next() -> None:
    # declarer N, E leads ♣A; S, W, N follow low: E wins and leads again
    play = Play.from_cards(MIXED, Contract.parse("1NT"), Seat.N, ["CA", "C8", "C5", "C2"])
    assert play.next_to_play is Seat.E
    assert play.tricks_won() == {Side.NS: 0, Side.EW: 1}
    play = play.play("CK")
    assert play.next_to_play is Seat.S


def test_must_follow_suit_names_the_cards_held() -> None:
    play = Play.from_cards(MIXED, Contract.parse("3NT"), Seat.S, ["HA", "HT"])
    with pytest.raises(IllegalPlayError) as raised:
        play.play("ST")
    assert str(raised.value) == "E cannot play ♠T: must follow hearts: E holds ♥7 ♥6 ♥5"


def test_must_follow_with_a_single_card() -> None:
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    play = Play.from_cards(deal, Contract.parse("2C"), Seat.S, ["HA", "HT", "H7", "H4"])
    play = play.play("HK").play("H9").play("H6").play("H3")  # W wins, leads again
    play = play.play("HQ").play("H8")
    with pytest.raises(IllegalPlayError) as raised:
        play.play("CA")
    assert str(raised.value) == "E cannot play ♣A: must follow hearts: E holds ♥5"


def test_a_void_player_may_play_any_card() -> None:
    play = Play.from_cards(ONE_SUIT_EACH, Contract.parse("7S"), Seat.N, ["HA", "D2", "C2"])
    assert play.legal_cards() == cards("SA SK SQ SJ ST S9 S8 S7 S6 S5 S4 S3 S2")
    play = play.play("S2")
    assert play.completed_tricks[0].winner(Suit.SPADES) is Seat.N


def test_card_not_in_hand() -> None:
    play = Play(MIXED, Contract.parse("4S"), Seat.S)
    with pytest.raises(IllegalPlayError) as raised:
        play.play("SA")
    assert str(raised.value) == "W cannot play ♠A: card not in hand (N holds it)"


def test_a_card_already_played_is_not_in_hand() -> None:
    play = Play.from_cards(MIXED, Contract.parse("1NT"), Seat.N, ["CA", "C8", "C5", "C2"])
    with pytest.raises(IllegalPlayError) as raised:
        play.play("CA")
    assert str(raised.value) == "E cannot play ♣A: card not in hand (already played)"


def test_not_your_turn() -> None:
    play = Play(MIXED, Contract.parse("4S"), Seat.S)
    with pytest.raises(IllegalPlayError) as raised:
        play.play("SA", seat=Seat.N)
    assert str(raised.value) == "N cannot play ♠A: not your turn (W is to play)"
    assert play.play("S4", seat=Seat.W).next_to_play is Seat.N


def test_seven_spades_with_all_the_trumps_makes_thirteen_tricks() -> None:
    play = Play(ONE_SUIT_EACH, Contract.parse("7S"), Seat.N)
    while not play.is_complete:
        play = play.play(play.legal_cards()[-1])  # lowest card each time
    assert len(play.tricks) == 13
    assert play.tricks_won() == {Side.NS: 13, Side.EW: 0}
    assert play.result == ContractResult.parse("7S=")
    assert play.next_to_play is None and play.legal_cards() == ()
    with pytest.raises(IllegalPlayError) as raised:
        play.play("SA")
    assert str(raised.value) == "cannot play ♠A: play is over (13 tricks played)"


def test_seven_notrump_on_the_same_cards_goes_thirteen_down() -> None:
    # E leads hearts and nobody can follow: E wins every trick
    play = Play(ONE_SUIT_EACH, Contract.parse("7NT"), Seat.N)
    while not play.is_complete:
        play = play.play(play.legal_cards()[0])
    assert play.tricks_won() == {Side.NS: 0, Side.EW: 13}
    assert play.result == ContractResult.parse("7NT-13")
    assert all(t.leader is Seat.E for t in play.tricks)


def test_result_is_none_until_the_play_is_over() -> None:
    play = Play.from_cards(MIXED, Contract.parse("1NT"), Seat.N, ["CA", "C8", "C5", "C2"])
    assert play.result is None and not play.is_complete
    assert play.declarer_tricks == 0


def test_the_play_after_an_auction() -> None:
    play = Play.after(MIXED, Auction.parse("N", "1H P 2H X XX P P P"))
    assert play.contract == Contract.parse("2HXX")
    assert play.declarer is Seat.N and play.next_to_play is Seat.E
    with pytest.raises(IllegalPlayError, match=r"^no play: the auction 'P P P P' was passed out$"):
        Play.after(MIXED, Auction.parse("N", "P P P P"))
    with pytest.raises(IllegalPlayError, match=r"^no play: the auction '1H P' is not over$"):
        Play.after(MIXED, Auction.parse("N", "1H P"))


def test_the_constructor_checks_the_tricks() -> None:
    with pytest.raises(IllegalPlayError, match=r"^trick 1 is led by N: E must lead$"):
        Play(MIXED, Contract.parse("1NT"), Seat.N, (Trick(Seat.N, cards("SA")),))
    with pytest.raises(IllegalPlayError, match=r"^trick 1 \(E: ♣A\) is not complete$"):
        Play(
            MIXED,
            Contract.parse("1NT"),
            Seat.N,
            (Trick(Seat.E, cards("CA")), Trick(Seat.E, cards("CK"))),
        )
    with pytest.raises(
        IllegalPlayError, match=r"^trick 1: S cannot play ♥2: must follow clubs: S holds ♣T ♣9 ♣8$"
    ):
        Play(MIXED, Contract.parse("1NT"), Seat.N, (Trick(Seat.E, cards("CA H2")),))
