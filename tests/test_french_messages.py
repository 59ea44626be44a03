"""Lists of problems are messages: each part, its words and its numbers in French."""

from __future__ import annotations

import pytest

from atout.bridge.auction import auction_problems
from atout.bridge.contract import Contract
from atout.bridge.deal import Deal, PartialDeal
from atout.bridge.dealing import DealingSeed, commitment, seeded_deal, verify
from atout.bridge.play import Play
from atout.bridge.seats import Seat
from atout.errors import AtoutError, FormError, IllegalPlayError, InvalidDealError, Message
from atout.i18n import translate
from atout.services.settings import load_settings
from atout.tarot.bounds import describe_halves

NORTH_ALL_SPADES = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def _french(error: AtoutError) -> str:
    return translate(error, "fr")


def test_every_problem_of_a_deal_in_french() -> None:
    text = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. A...KQJT98765"
    with pytest.raises(InvalidDealError) as refused:
        Deal.parse(text)
    assert _french(refused.value) == (
        f"{text!r} n’est pas une donne valable\u00a0: O a 10 cartes (A...KQJT98765)\u00a0: une "
        "main en "
        "a 13; ♠A est à la fois en N et en O"
    )
    with pytest.raises(InvalidDealError) as refused:
        PartialDeal.parse("N:AKQJT98765432.A.. - - -")
    assert _french(refused.value) == (
        "'N:AKQJT98765432.A.. - - -' n’est pas une donne valable\u00a0: les mains ont N 14 "
        "cartes\u00a0: "
        "chaque main connue en a 13, ou toutes moins de 13 "
        "(une fin de coup)"
    )


def test_every_illegal_call_in_french() -> None:
    problems = auction_problems(Seat.N, "1H P X 1C XX P P P".split())
    assert [translate(p, "fr") for p in problems] == [
        "annonce 3\u00a0: S ne peut pas annoncer X\u00a0: la dernière enchère 1♥ est de N, "
        "partenaire "
        "de S\u00a0; contrez seulement l’enchère d’un adversaire",
        "annonce 4\u00a0: S ne peut pas annoncer 1♣\u00a0: 1♣ n’est pas plus haut que 1♥",
        "annonce 5\u00a0: S ne peut pas annoncer XX\u00a0: 1♥ n’est pas contré\u00a0; surcontrez "
        "seulement "
        "le contre d’un adversaire",
        "annonce 8\u00a0: N ne peut pas annoncer Passe\u00a0: les enchères sont finies",
    ]
    assert translate(Message.joined(problems[1:2] + problems[3:]), "fr") == (
        "annonce 4\u00a0: S ne peut pas annoncer 1♣\u00a0: 1♣ n’est pas plus haut que 1♥; "
        "annonce 8\u00a0: N ne peut pas annoncer Passe\u00a0: les enchères sont finies"
    )
    # as typed in English
    assert [str(p) for p in problems][1::2] == [
        "call 4: S cannot call 1C: 1C is not higher than 1H",
        "call 8: N cannot call P: the auction is over",
    ]


def test_west_is_ouest_and_calls_are_french_in_french_auction_messages() -> None:
    problems = auction_problems(Seat.E, "1NT P X 1C P P".split())
    assert [translate(p, "fr") for p in problems] == [
        "annonce 3\u00a0: O ne peut pas annoncer X\u00a0: la dernière enchère 1SA est de E, "
        "partenaire "
        "de O\u00a0; contrez seulement l’enchère d’un adversaire",
        "annonce 4\u00a0: O ne peut pas annoncer 1♣\u00a0: 1♣ n’est pas plus haut que 1SA",
    ]
    assert [str(p) for p in problems] == [
        "call 3: W cannot call X: the last bid 1NT is by E, W's partner; "
        "double only an opponent's bid",
        "call 4: W cannot call 1C: 1C is not higher than 1NT",
    ]


_LAYOUT = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def test_cards_of_an_illegal_play_in_french_notation() -> None:
    deal = Deal.parse(_LAYOUT)
    with pytest.raises(IllegalPlayError) as refused:
        Play.from_cards(deal, Contract.parse("3NT"), Seat.S, ["HJ", "SJ"])
    assert (
        _french(refused.value) == "N ne peut pas jouer ♠V\u00a0: il faut fournir à cœur\u00a0: N "
        "a ♥10 ♥9 ♥8"
    )
    assert str(refused.value) == "N cannot play ♠J: must follow hearts: N holds ♥T ♥9 ♥8"
    with pytest.raises(IllegalPlayError) as refused:
        Play.from_cards(deal, Contract.parse("3NT"), Seat.S, ["HJ", "HT", "HK"])
    assert (
        _french(refused.value)
        == "E ne peut pas jouer ♥R\u00a0: carte qui n’est pas en main (O l’a)"
    )
    assert str(refused.value) == "E cannot play ♥K: card not in hand (W holds it)"
    played = Play(deal, Contract.parse("3NT"), Seat.S).play("HJ")
    with pytest.raises(IllegalPlayError) as refused:
        played.play("HQ", Seat.E)
    assert (
        _french(refused.value)
        == "E ne peut pas jouer ♥D\u00a0: ce n’est pas son tour (N doit jouer)"
    )


def test_a_seed_that_does_not_match_in_french() -> None:
    seed = DealingSeed.parse("00112233445566778899aabbccddeeff")
    other = seeded_deal(seed, 2)
    with pytest.raises(AtoutError) as refused:
        verify(seed, commitment(seed, [1, 2]), [1, 2], {2: seeded_deal(seed, 1), 5: other})
    assert _french(refused.value) == (
        f"la donne 2 n’a pas été distribuée à partir de la graine {seed}; "
        "la donne 5 n’était pas dans l’engagement"
    )


def test_the_possible_points_say_ou_and_write_halves_with_a_comma() -> None:
    assert translate(describe_halves([2, 6, 8, 10], whole=True), "fr") == "1 ou 3 à 5"
    listed = describe_halves([1, 3, 5, 7, 8, 9, 10], whole=False)
    assert translate(listed, "fr") == "0,5, 1,5, 2,5 ou 3,5 à 5 (par pas de 0,5)"
    assert str(listed) == "0.5, 1.5, 2.5 or 3.5 to 5 (in steps of 0.5)"


def test_settings_refused_in_french() -> None:
    with pytest.raises(AtoutError) as refused:
        load_settings(threads=0, database_url="nonsense")
    assert _french(refused.value) == (
        "--database-url / ATOUT_DATABASE_URL\u00a0: 'nonsense' n’est pas valable\u00a0: écrivez "
        "sqlite:///FICHIER ou postgresql://UTILISATEUR:MOT_DE_PASSE@HÔTE/BASE; "
        "ATOUT_THREADS\u00a0: 0 n’est pas valable\u00a0: de 1 à 64"
    )


def test_a_forms_problems_in_french() -> None:
    error = FormError({"stake": "The stake cannot be negative", "": "Choose 100 or 50"})
    assert str(error) == "stake: The stake cannot be negative; Choose 100 or 50"
    assert _french(error) == "stake\u00a0: La mise ne peut pas être négative; Choisissez 100 ou 50"


def test_a_thousand_is_grouped_in_french_but_not_an_identifier() -> None:
    template = "{field}: {value} is not valid: use {low} to {high}"
    message = Message(template, field="stake", value="'x'", low=0, high=100000)
    assert (
        translate(message, "fr") == "stake\u00a0: 'x' n’est pas valable\u00a0: choisissez de 0 à "
        "100\u202f000"
    )
    assert translate(message, "en") == "stake: 'x' is not valid: use 0 to 100000"
    seed = Message("board {boards} was not dealt from the seed {seed}", boards="1", seed=2026)
    assert translate(seed, "fr") == "la donne 1 n’a pas été distribuée à partir de la graine 2026"
