"""Impossible deals are refused with a message naming the field and what is valid."""

from __future__ import annotations

import pytest

from atout.errors import InvalidDealError
from atout.tarot.cards import DECK, EXCUSE, ExcuseExchange, parse_cards
from atout.tarot.contract import Contrat
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules
from atout.tarot.score import score

CLASSIC = TarotRules.classic()
FFT = TarotRules.fft()
TRUMPS = " ".join(f"T{n}" for n in range(1, 22))


def refused(line: str, players: int = 4, rules: TarotRules = CLASSIC) -> str:
    with pytest.raises(InvalidDealError) as caught:
        score(Donne.parse(line, players), rules)
    return str(caught.value)


@pytest.mark.parametrize(
    ("line", "players", "expected"),
    [
        ("garde taker=1 points=95 bouts=2", 4, "points: 95 is not valid: use 0 to 91"),
        ("garde taker=1 points=-1 bouts=2", 4, "points: -1 is not valid: use 0 to 91"),
        ("garde taker=1 points=43 bouts=4", 4, "bouts: 4 is not valid: use 0 to 3"),
        ("garde taker=1 partner=3 points=43 bouts=2", 4, "partner: seat 3 is not valid at 4"),
        ("garde taker=1 points=43 bouts=2", 5, "partner: missing at 5 players"),
        ("garde taker=6 partner=2 points=43 bouts=2", 5, "taker: seat 6 is not valid: use a seat"),
        ("garde taker=1 points=43.5 bouts=2", 4, "points: 43.5 is not valid at 4 players"),
        ("garde taker=1 points=43.25 bouts=2", 3, "in steps of 0.5"),
        ("garde taker=1 points=10 bouts=3", 4, "with 3 bouts use 17 to 89"),
        ("garde taker=1 points=90 bouts=0", 4, "with 0 bouts use 5 to 77"),
        ("garde taker=1 points=43 bouts=2", 6, "players: 6 is not valid: use 3, 4 or 5"),
    ],
)
def test_impossible_entries(line: str, players: int, expected: str) -> None:
    assert expected in refused(line, players)


def test_every_problem_is_reported_at_once() -> None:
    message = refused("garde taker=1 partner=2 points=95 bouts=4")
    assert "partner:" in message and "points:" in message and "bouts:" in message


def test_a_poignee_smaller_than_its_size_is_refused_when_cards_are_given() -> None:
    nine = ",".join(f"T{n}" for n in range(1, 10))
    message = refused(f"garde taker=1 points=43 bouts=2 poignee=2:simple:{nine}")
    assert "poignee: seat 2 shows 9 trumps for a simple poignée: show at least 10" in message
    ten = ",".join(f"T{n}" for n in range(1, 11))
    assert score(Donne.parse(f"garde taker=1 points=43 bouts=2 poignee=2:simple:{ten}", 4))


@pytest.mark.parametrize(("players", "size"), [(3, 15), (4, 13), (5, 10)])
def test_double_poignee_sizes_per_player_count(players: int, size: int) -> None:
    short = ",".join(f"T{n}" for n in range(1, size))
    partner = " partner=2" if players == 5 else ""
    line = f"garde taker=1{partner} points=43 bouts=2 poignee=3:double:{short}"
    assert f"show at least {size} at {players} players" in refused(line, players)


def test_a_poignee_shows_trumps_only_and_each_card_once() -> None:
    ten = ",".join(f"T{n}" for n in range(1, 10)) + ",SK"
    line = f"garde taker=1 points=43 bouts=2 poignee=2:simple:{ten}"
    assert "shows SK, not a trump" in refused(line)
    same = ",".join(f"T{n}" for n in range(1, 11))
    line = f"garde taker=1 points=43 bouts=2 poignee=2:simple:{same} poignee=3:simple:{same}"
    assert "T1 is shown by seats 2 and 3" in refused(line)


def test_one_poignee_per_player() -> None:
    line = "garde taker=1 points=43 bouts=2 poignee=2:simple poignee=2:double"
    assert "seat 2 shows two poignées" in refused(line)


def test_misere_and_petit_chelem_are_not_fft_rules() -> None:
    assert "misere: not used under preset fft" in refused(
        "garde taker=1 points=43 bouts=2 misere=2:atout", rules=FFT
    )
    assert "petit-chelem: not used under preset fft" in refused(
        "garde taker=1 points=80 bouts=3 petit-chelem=announced-made", rules=FFT
    )


def test_chelem_with_a_trick_lost_is_refused_from_points() -> None:
    message = refused("garde taker=1 points=80 bouts=2 chelem=announced-made")
    assert message == (
        "points: 80 with 2 bouts is not valid for a garde at 4 players with "
        "chelem=announced-made: with 2 bouts use 87"
    )
    message = refused("garde taker=1 points=80 bouts=1 chelem=announced-made")
    assert "with chelem=announced-made: use 91 with 3 bouts or 87 with 2 bouts" in message


def test_chelem_in_garde_contre_leaves_the_chien_to_the_defence() -> None:
    # the chien (6 cards, 3 to 25 points without a bout) is the defence's: 91 - 25 to 91 - 3
    line = "garde-contre taker=1 points=55 bouts=3 chelem=announced-made"
    assert "with 3 bouts use 66 to 88" in refused(line)


def test_defence_chelem_leaves_the_taker_his_ecart_and_perhaps_the_excuse() -> None:
    # the écart: 6 cards, neither king nor bout (3 to 19), and the excuse kept for 4
    line = "prise taker=1 points=40 bouts=1 chelem=defence"
    assert "with 1 bout use 7 to 23" in refused(line)
    message = refused("garde-contre taker=1 points=3 bouts=0 chelem=defence")
    assert message.endswith("with chelem=defence: with 0 bouts use 0")
    message = refused("garde-contre taker=1 points=3 bouts=2 chelem=defence")
    assert message.endswith("use 4 with 1 bout or 0 with 0 bouts")


def test_chelem_with_a_trick_lost_is_refused_from_cards() -> None:
    lost = set(parse_cards("S1 S2 S3 S4")) | {EXCUSE}
    pile = [card for card in DECK if card not in lost]
    donne = Donne(4, 1, Contrat.GARDE, 0, 0).with_cards(pile, ExcuseExchange.OWED)
    donne = Donne.parse(str(donne) + " chelem=announced-made", 4)
    with pytest.raises(InvalidDealError, match="the defence holds 5 cards: it lost a trick"):
        score(donne)


def test_a_pile_must_be_the_ecart_plus_whole_tricks() -> None:
    pile = parse_cards("SK SQ SC SJ S10 S9 S8")
    with pytest.raises(InvalidDealError, match="cards: 7 cards cannot be the taker's camp's pile"):
        score(Donne(4, 1, Contrat.GARDE, 0, 0).with_cards(pile))


def test_grand_and_petit_chelem_together_are_refused() -> None:
    line = "garde taker=1 points=91 bouts=3 chelem=unannounced-made petit-chelem=announced-failed"
    assert "not both" in refused(line)


def test_misere_d_atout_contradicts_a_poignee() -> None:
    line = "garde taker=1 points=43 bouts=2 poignee=2:simple misere=2:atout"
    assert "declares no trump and shows a poignée" in refused(line)


def test_an_ecart_holds_neither_kings_nor_bouts() -> None:
    # one trick (4 cards) and the écart (6): at most 4 kings and bouts, from the trick
    pile = parse_cards("SK HK DK CK T21 T1 S1 S2 S3 S4")
    line = str(Donne(4, 1, Contrat.PRISE, 0, 0).with_cards(pile))
    assert "cards: the pile holds 6 kings and bouts but only 4 cards from tricks" in refused(line)
    line = str(Donne(4, 1, Contrat.GARDE_SANS, 0, 0).with_cards(pile))  # the chien is dealt
    assert score(Donne.parse(line, 4)).donne.points == 29  # 6 × 4.5 + 4 × 0.5


def test_petit_au_bout_is_in_the_pile_of_the_camp_that_took_it() -> None:
    pile = parse_cards("T21 S1 S2 S3 S4 S5 S6 S7 S8 S9")
    line = str(Donne(4, 1, Contrat.GARDE, 0, 0).with_cards(pile)) + " petit-au-bout=attack"
    assert "petit-au-bout: attack but the pile does not hold the petit (T1)" in refused(line)
