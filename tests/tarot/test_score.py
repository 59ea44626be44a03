"""Deal scores: the FFT figures, the primes of both presets, and the rest of RULES §7.

Every expected figure is worked out by hand in the comment above it.
"""

from __future__ import annotations

import pytest

from atout.tarot.cards import DECK, EXCUSE, ExcuseExchange, parse_cards
from atout.tarot.contract import Contrat
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules
from atout.tarot.score import ItemKind, margin, score

CLASSIC = TarotRules.classic()
FFT = TarotRules.fft()
BOTH = pytest.mark.parametrize("rules", [CLASSIC, FFT], ids=["classic", "fft"])


def scores(line: str, players: int = 4, rules: TarotRules = CLASSIC) -> tuple[int, ...]:
    return score(Donne.parse(line, players), rules).scores


@BOTH
def test_fft_garde_43_points_2_bouts(rules: TarotRules) -> None:
    # needs 41, made by 2: (25 + 2) × 2 = 54
    assert scores("garde taker=1 points=43 bouts=2", 4, rules) == (162, -54, -54, -54)


@BOTH
def test_fft_prise_28_points_1_bout_petit_au_bout_to_the_defence(rules: TarotRules) -> None:
    # needs 51, failed by 23: 25 + 23 = 48, petit au bout 10 to the defence: 58
    line = "prise taker=1 points=28 bouts=1 petit-au-bout=defence"
    assert scores(line, 4, rules) == (-174, 58, 58, 58)


@BOTH
def test_fft_garde_contre_with_triple_poignee_petit_au_bout_and_chelem(rules: TarotRules) -> None:
    # (25 + 52) × 6 = 462, petit au bout 10 × 6 = 60, triple poignée 40, chelem 400: 962
    line = (
        "garde-contre taker=1 points=88 bouts=3 poignee=1:triple "
        "petit-au-bout=attack chelem=announced-made"
    )
    assert scores(line, 4, rules) == (2886, -962, -962, -962)


@BOTH
def test_fft_3_players_prise_40_5_points_2_bouts(rules: TarotRules) -> None:
    # needs 41: short by 0.5, the half point goes to the defence: 25 + 1 = 26, taker 2 × 26
    assert scores("prise taker=1 points=40.5 bouts=2", 3, rules) == (-52, 26, 26)


@BOTH
def test_fft_5_players_garde_50_5_points_1_bout_with_a_partner(rules: TarotRules) -> None:
    # needs 51, short by 0.5 → 1: (25 + 1) × 2 = 52; taker 2 × 52, partner 52
    line = "garde taker=1 partner=3 points=50.5 bouts=1"
    assert scores(line, 5, rules) == (-104, 52, -52, 52, 52)


def test_primes_classic_a_defender_shows_a_simple_poignee_and_the_taker_wins() -> None:
    # (25 + 4) × 2 = 58; the presenter's camp lost: he pays 3 × 20, the others get 20 each
    line = "garde taker=1 points=45 bouts=2 poignee=2:simple"
    assert scores(line, 4, CLASSIC) == (194, -118, -38, -38)


def test_primes_fft_a_defenders_poignee_goes_to_the_winning_camp() -> None:
    # 58 + 20 = 78 per defender
    line = "garde taker=1 points=45 bouts=2 poignee=2:simple"
    assert scores(line, 4, FFT) == (234, -78, -78, -78)


def test_half_point_made_at_3_players() -> None:
    # needs 41, 41.5 makes it by 0.5 → 1: 25 + 1 = 26
    assert scores("prise taker=2 points=41.5 bouts=2", 3) == (-26, 52, -26)


def test_juste_fait_is_won() -> None:
    # 3 players garde sans, 36 with 3 bouts: exactly the target, 25 × 4 = 100
    assert scores("garde-sans taker=3 points=36 bouts=3", 3) == (-100, -100, 200)


def test_5_players_taker_alone_scores_4_shares() -> None:
    # needs 51, made by 9: (25 + 9) × 2 = 68; alone, 4 × 68
    assert scores("garde taker=2 partner=self points=60 bouts=1", 5) == (-68, 272, -68, -68, -68)


def test_5_players_petit_au_bout_is_shared_like_the_contract() -> None:
    # juste fait 25 + petit au bout 10 = 35: taker 70, partner 35
    line = "prise taker=1 partner=3 points=51 bouts=1 petit-au-bout=attack"
    assert scores(line, 5) == (70, -35, 35, -35, -35)


def test_classic_poignee_at_5_players_is_paid_by_each_of_the_4_others() -> None:
    # (25 + 9) × 2 = 68: taker 136, partner 68; seat 4's camp lost: 4 × 20 from him, 20 to others
    line = "garde taker=1 partner=2 points=60 bouts=1 poignee=4:simple"
    assert scores(line, 5, CLASSIC) == (156, 88, -48, -148, -48)


def test_fft_poignee_at_5_players_is_added_to_each_defenders_amount() -> None:
    # 68 + 20 = 88: taker 176, partner 88
    line = "garde taker=1 partner=2 points=60 bouts=1 poignee=4:simple"
    assert scores(line, 5, FFT) == (176, 88, -88, -88, -88)


def test_classic_misere_is_an_individual_prime() -> None:
    # 25 + 9 = 34; seat 3 (defence, lost) declared pas d'atout: −3 × 10, +10 to the others
    line = "prise taker=1 points=60 bouts=1 misere=3:atout"
    assert scores(line) == (112, -24, -64, -24)


def test_classic_misere_of_the_winning_taker() -> None:
    # 34; the taker's pas d'honneur, his camp won: +3 × 10, −10 to each defender
    line = "prise taker=1 points=60 bouts=1 misere=1:honneurs"
    assert scores(line) == (132, -44, -44, -44)


def test_classic_petit_chelem_announced_and_made() -> None:
    # (25 + 44) × 2 = 138 + 300 = 438
    line = "garde taker=2 points=80 bouts=3 petit-chelem=announced-made"
    assert scores(line) == (-438, 1314, -438, -438)


def test_classic_petit_chelem_announced_and_failed() -> None:
    # (25 + 34) × 2 = 118 − 150 = −32
    line = "garde taker=1 points=70 bouts=3 petit-chelem=announced-failed"
    assert scores(line) == (-96, 32, 32, 32)


@BOTH
def test_chelem_announced_and_failed_counts_against_a_made_contract(rules: TarotRules) -> None:
    # (25 + 34) × 2 = 118 − 200 = −82
    line = "garde taker=1 points=70 bouts=3 chelem=announced-failed"
    assert scores(line, 4, rules) == (-246, 82, 82, 82)


@BOTH
def test_chelem_made_without_announcement(rules: TarotRules) -> None:
    # 25 + 55 = 80 + 200 = 280
    assert scores("prise taker=1 points=91 bouts=3 chelem=unannounced-made", 4, rules) == (
        840,
        -280,
        -280,
        -280,
    )


def test_chelem_with_the_defences_excuse_gives_the_taker_87_points_and_2_bouts() -> None:
    # seed 001: 87 points, 2 bouts, needs 41: 25 + 46 = 71 + 200 = 271
    assert scores("prise taker=1 points=87 bouts=2 chelem=unannounced-made") == (
        813,
        -271,
        -271,
        -271,
    )


@BOTH
def test_defence_chelem_gives_each_defender_200_on_top(rules: TarotRules) -> None:
    # the taker keeps his écart (3 points): needs 56, short by 53: 25 + 53 = 78 + 200 = 278
    line = "prise taker=1 points=3 bouts=0 chelem=defence"
    assert scores(line, 4, rules) == (-834, 278, 278, 278)


def test_rounding_to_the_ten() -> None:
    rules = TarotRules(round_to_ten=True)
    # 47 − 41 = 6 → 10: (25 + 10) × 2 = 70; 46 − 41 = 5 → 10; 45 − 41 = 4 → 0: 25 × 2 = 50
    assert scores("garde taker=1 points=47 bouts=2", 4, rules)[0] == 210
    assert scores("garde taker=1 points=46 bouts=2", 4, rules)[0] == 210
    assert scores("garde taker=1 points=45 bouts=2", 4, rules)[0] == 150


def test_margin_gives_the_half_point_to_the_winner() -> None:
    assert margin(40.5, 2) == (False, 1)
    assert margin(41.5, 2) == (True, 1)
    assert margin(41, 2) == (True, 0)


def test_items_explain_each_share_and_add_up_to_the_scores() -> None:
    line = "garde-contre taker=1 points=88 bouts=3 poignee=1:triple petit-au-bout=attack"
    result = score(Donne.parse(line + " chelem=announced-made", 4))
    kinds = [item.kind for item in result.items]
    assert kinds == [ItemKind.CONTRAT, ItemKind.PETIT_AU_BOUT, ItemKind.POIGNEE, ItemKind.CHELEM]
    assert [item.scores[1] for item in result.items] == [-462, -60, -40, -400]
    assert "(25 + 52) × 6 = 462" in result.items[0].detail


def test_points_counted_from_the_cards() -> None:
    # spades and hearts (17 + 17), T21 and T1 (9), T2 to T13 (12 × 0.5): 49 points, 2 bouts,
    # 42 cards = écart 6 + 9 tricks; needs 41, made by 8: (25 + 8) × 2 = 66
    pile = parse_cards("T21 T1 " + " ".join(f"T{n}" for n in range(2, 14)))
    pile += tuple(card for card in DECK if card.suit is not None and card.suit.value in "SH")
    donne = Donne(4, 1, Contrat.GARDE, 0, 0).with_cards(pile)
    assert (donne.points, donne.bouts) == (49, 2)
    assert score(donne).scores == (198, -66, -66, -66)
    # with the excuse kept (a low card still owed): 49 + 4.5 − 0.5 = 53, 3 bouts, made by 17
    owing = Donne(4, 1, Contrat.GARDE, 0, 0).with_cards((*pile, EXCUSE), ExcuseExchange.OWES)
    assert (owing.points, owing.bouts) == (53, 3)
    assert score(owing).scores == (252, -84, -84, -84)


def test_chelem_counted_from_the_cards_with_the_excuse_to_the_defence() -> None:
    # 87 points, 2 bouts: (25 + 46) × 2 = 142 + 200 = 342
    pile = [card for card in DECK if card != EXCUSE]
    donne = Donne(4, 1, Contrat.GARDE, 0, 0, chelem=None).with_cards(pile, ExcuseExchange.OWED)
    donne = Donne.parse(str(donne) + " chelem=unannounced-made", 4)
    assert score(donne).scores == (1026, -342, -342, -342)
