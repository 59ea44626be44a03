"""Tarot in French words (``atout.tarot.words``): read in either language, with or without
accents, and listed in the reader's language when a word is refused."""

from __future__ import annotations

import enum
from typing import Any

import pytest

from atout.errors import AtoutError, InvalidDealError, NotationError
from atout.i18n import translate
from atout.tarot.cards import EXCUSE_WORDS, ExcuseExchange, parse_cards
from atout.tarot.check import problems
from atout.tarot.contract import (
    CAMP_WORDS,
    CHELEM_WORDS,
    MISERE_WORDS,
    PETIT_CHELEM_WORDS,
    POIGNEE_WORDS,
    Camp,
    Chelem,
    Contrat,
    Misere,
    PetitChelem,
    Poignee,
)
from atout.tarot.deal import DEAL_KEYS, PASSE_WORDS, SELF_WORDS, Donne, Passe, parse_entry
from atout.tarot.rules import PRESET_WORDS, TarotRules
from atout.tarot.score import score
from atout.tarot.sheet import HEADER_WORDS, YES_NO
from atout.tarot.words import Words

#: Every list of words the notation reads.
ALL_WORDS: tuple[Words[Any], ...] = (
    CAMP_WORDS,
    POIGNEE_WORDS,
    MISERE_WORDS,
    CHELEM_WORDS,
    PETIT_CHELEM_WORDS,
    EXCUSE_WORDS,
    PRESET_WORDS,
    DEAL_KEYS,
    SELF_WORDS,
    PASSE_WORDS,
    HEADER_WORDS,
    YES_NO,
)


def _french(error: AtoutError) -> str:
    """``error`` in French."""
    return translate(error, "fr")


@pytest.mark.parametrize(
    ("words", "kind"),
    [
        (CAMP_WORDS, Camp),
        (POIGNEE_WORDS, Poignee),
        (MISERE_WORDS, Misere),
        (CHELEM_WORDS, Chelem),
        (PETIT_CHELEM_WORDS, PetitChelem),
        (EXCUSE_WORDS, ExcuseExchange),
    ],
)
def test_each_value_has_its_two_names_and_files_keep_the_english(
    words: Words[Any], kind: type[enum.Enum]
) -> None:
    assert list(words.names) == list(kind)
    assert [words.english(member) for member in kind] == [member.value for member in kind]


def test_the_catalogs_say_each_word_in_french_as_the_mapping_does() -> None:
    for words in ALL_WORDS:
        for value in words.names:
            assert translate(words.word(value), "fr") == words.name(value, "fr"), value
            assert translate(words.word(value), "en") == words.english(value)


def test_the_french_words() -> None:
    assert CAMP_WORDS.listing("fr") == "attaque|défense"
    assert CHELEM_WORDS.listing("fr") == "annoncé-réussi|annoncé-chuté|non-annoncé-réussi|défense"
    assert PETIT_CHELEM_WORDS.listing("fr") == "annoncé-réussi|annoncé-chuté"
    assert EXCUSE_WORDS.listing("fr") == "aucun|doit|dû"
    assert PRESET_WORDS.listing("fr") == "classique|FFT"
    assert YES_NO.listing("fr") == "oui|non"
    assert HEADER_WORDS.listing("fr") == "joueurs|règles|arrondi-dizaine|donneur"
    assert DEAL_KEYS.listing("fr", " ") == (
        "preneur partenaire points bouts cartes excuse petit-au-bout poignée misère chelem "
        "petit-chelem"
    )
    assert (SELF_WORDS.listing("fr"), PASSE_WORDS.listing("fr")) == ("seul", "passe")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("attaque", Camp.ATTAQUE),
        ("défense", Camp.DEFENSE),
        ("defense", Camp.DEFENSE),
        ("DÉFENSE", Camp.DEFENSE),
        ("defence", Camp.DEFENSE),
        ("annoncé-réussi", Chelem.ANNOUNCED_MADE),
        ("annonce-reussi", Chelem.ANNOUNCED_MADE),
        ("annoncé-chuté", Chelem.ANNOUNCED_FAILED),
        ("Non_Annoncé_Réussi", Chelem.UNANNOUNCED_MADE),
        ("défense", Chelem.DEFENCE),
        ("announced-failed", Chelem.ANNOUNCED_FAILED),
    ],
)
def test_french_words_with_or_without_accents_read_as_the_english(
    text: str, value: enum.Enum
) -> None:
    assert type(value).parse(text) is value  # type: ignore[attr-defined]


def test_the_petit_chelem_the_excuse_the_rules_and_the_partner_alone() -> None:
    assert PetitChelem.parse("annoncé-chuté") is PetitChelem.ANNOUNCED_FAILED
    assert [ExcuseExchange.parse(t) for t in ("aucun", "doit", "dû", "du")] == [
        ExcuseExchange.NONE,
        ExcuseExchange.OWES,
        ExcuseExchange.OWED,
        ExcuseExchange.OWED,
    ]
    assert TarotRules.preset("classique") == TarotRules.classic()
    assert TarotRules.preset("FFT") == TarotRules.preset("fft") == TarotRules.fft()
    # 5 players, the taker (seat 2) called his own king: 60 with 1 bout, (25 + 9) × 2 = 68
    # from each of the four defenders (RULES §7: a taker alone takes four shares)
    alone = score(Donne.parse("garde preneur=2 partenaire=seul points=60 bouts=1", 5))
    assert alone.scores == (-68, 272, -68, -68, -68)
    assert parse_entry("Passe", 4) == Passe.parse("passe") == Passe()


def test_a_word_that_would_name_two_values_is_a_mistake_of_the_mapping() -> None:
    with pytest.raises(ValueError, match="'Défense' names two values"):
        Words("side", {1: ("defence", "défense"), 2: ("attack", "Défense")}, "side")


@pytest.mark.parametrize(
    ("parse", "text", "english", "french"),
    [
        (
            Camp.parse,
            "milieu",
            "petit-au-bout: 'milieu' is not valid: use attack, defence",
            "petit-au-bout\u00a0: 'milieu' n’est pas valable\u00a0: attaque, défense",
        ),
        (
            Chelem.parse,
            "grand",
            "chelem: 'grand' is not valid: use announced-made, announced-failed, "
            "unannounced-made, defence",
            "chelem\u00a0: 'grand' n’est pas valable\u00a0: annoncé-réussi, annoncé-chuté, "
            "non-annoncé-réussi, défense",
        ),
        (
            PetitChelem.parse,
            "fait",
            "petit-chelem: 'fait' is not valid: use announced-made, announced-failed",
            "petit-chelem\u00a0: 'fait' n’est pas valable\u00a0: annoncé-réussi, annoncé-chuté",
        ),
        (
            ExcuseExchange.parse,
            "rendue",
            "excuse: 'rendue' is not valid: use none, owes or owed",
            "excuse\u00a0: 'rendue' n’est pas valable\u00a0: aucun, doit ou dû",
        ),
        (
            TarotRules.preset,
            "club",
            "rules: 'club' is not valid: use classic or fft",
            "règles\u00a0: 'club' n’est pas valable\u00a0: classique ou FFT",
        ),
        (
            Poignee.parse,
            "quadruple",
            "poignee: 'quadruple' is not valid: use simple, double, triple",
            "poignée\u00a0: 'quadruple' n’est pas valable\u00a0: simple, double, triple",
        ),
    ],
)
def test_a_refused_word_lists_the_valid_ones_in_the_readers_language(
    parse: Any, text: str, english: str, french: str
) -> None:
    with pytest.raises(NotationError) as refused:
        parse(text)
    assert (str(refused.value), _french(refused.value)) == (english, french)


def test_a_deal_line_in_french_words_is_the_english_one() -> None:
    french = (
        "garde-contre preneur=3 partenaire=seul points=88 bouts=3 poignée=3:triple "
        "misère=2:atout petit-au-bout=attaque chelem=annoncé-réussi"
    )
    english = (
        "garde-contre taker=3 partner=self points=88 bouts=3 petit-au-bout=attack "
        "poignee=3:triple misere=2:atout chelem=announced-made"
    )
    assert Donne.parse(french, 5) == Donne.parse(english, 5)
    assert str(Donne.parse(french, 5)) == english  # written in English, as files are
    pile = "T21,EX," + ",".join(f"S{rank}" for rank in range(1, 9))
    cards = Donne.parse(f"prise preneur=1 cartes={pile} excuse=doit", 4)
    assert cards == Donne(4, 1, Contrat.PRISE, 0, 0).with_cards(
        parse_cards(pile), ExcuseExchange.OWES
    )
    assert (cards.points, cards.bouts) == (12.5, 2)  # 4.5 + 4.5 + 8 × 0.5, less the half owed


def test_a_deal_line_refused_in_french_names_the_french_keys() -> None:
    with pytest.raises(NotationError) as refused:
        Donne.parse("garde preneur=1 pts=43 bouts=2", 4)
    assert _french(refused.value) == (
        "'pts=43' dans 'garde preneur=1 pts=43 bouts=2' n’est pas compris\u00a0: preneur=, "
        "partenaire=, points=, bouts=, cartes=, excuse=, petit-au-bout=, poignée=, misère=, "
        "chelem=, petit-chelem="
    )
    assert str(refused.value) == (
        "'pts=43' in 'garde preneur=1 pts=43 bouts=2' is not understood: use taker=, "
        "partner=, points=, bouts=, cards=, excuse=, petit-au-bout=, poignee=, misere=, "
        "chelem=, petit-chelem="
    )
    with pytest.raises(NotationError) as refused:
        Donne.parse("garde points=43 bouts=2", 4)
    assert _french(refused.value) == (
        "'garde points=43 bouts=2' n’a pas de preneur=\u00a0: donnez la place du preneur"
    )
    with pytest.raises(NotationError) as refused:
        Donne.parse("garde preneur=1 taker=2 points=43 bouts=2", 4)
    assert _french(refused.value) == (
        "preneur= est donné deux fois dans 'garde preneur=1 taker=2 points=43 bouts=2'"
    )
    with pytest.raises(NotationError) as refused:
        Passe.parse("pas")
    assert _french(refused.value) == "'pas' n’est pas une donne passée\u00a0: écrivez passe"
    assert str(refused.value) == "'pas' is not a passed deal: write pass"


@pytest.mark.parametrize(
    ("line", "french"),
    [
        (
            # RULES §7: a grand chelem made is every trick: 91 with 3 bouts, or 87 with 2
            # when the defence kept the excuse (seed 001)
            "garde preneur=1 points=80 bouts=1 chelem=annoncé-réussi petit-au-bout=attaque",
            "points\u00a0: 80 avec 1 bout n’est pas valable pour une garde à 4 joueurs avec "
            "chelem=annoncé-réussi petit-au-bout=attaque\u00a0: choisissez 91 avec 3 bouts ou "
            "87 avec 2 bouts",
        ),
        (
            # every trick entered without its chelem: RULES §7, 17 to 89 with 3 bouts
            "prise preneur=1 points=91 bouts=3",
            "points\u00a0: 91 avec 3 bouts n’est pas valable pour une prise à 4 joueurs\u00a0: "
            "avec 3 "
            "bouts, choisissez 17 à 89 (le camp du preneur a fait toutes les levées avec "
            "cela\u00a0: saisissez chelem=non-annoncé-réussi)",
        ),
        (
            "garde preneur=1 points=50 bouts=1 chelem=défense petit-au-bout=attaque",
            "petit au bout\u00a0: attaque n’est pas valable avec chelem=défense\u00a0: le camp "
            "du preneur n’a fait aucune levée, donc pas la dernière",
        ),
        (
            "garde preneur=1 cartes=T21,S1,S2,S3,S4,S5,S6,S7,S8,S9 petit-au-bout=attaque",
            "petit au bout\u00a0: attaque mais le tas ne contient pas le petit (T1)\u00a0: le "
            "camp qui l’a mené au bout le détient",
        ),
    ],
)
def test_an_impossible_deal_names_its_chelem_and_petit_au_bout_in_french(
    line: str, french: str
) -> None:
    with pytest.raises(InvalidDealError) as refused:
        score(Donne.parse(line, 4))
    assert _french(refused.value) == french
    found = problems(Donne.parse(line, 4), TarotRules.classic())
    assert [translate(p, "fr") for p in found] == [french]


def test_the_other_words_of_a_refusal_in_french() -> None:
    with pytest.raises(InvalidDealError) as refused:
        score(Donne.parse("garde preneur=1 points=43 bouts=2", 5))
    assert _french(refused.value) == (
        "partenaire\u00a0: manquant à 5 joueurs\u00a0: donnez la place appelée, de 1 à 5, ou seul "
        "quand le preneur a appelé son propre roi"
    )
    assert str(refused.value) == (
        "partner: missing at 5 players: give the called seat from 1 to 5, or self when the "
        "taker called his own king"
    )
    with pytest.raises(InvalidDealError) as refused:
        score(Donne.parse("garde preneur=1 points=43 bouts=2 misère=2:atout", 4), TarotRules.fft())
    assert _french(refused.value) == (
        "misère\u00a0: pas utilisée avec les règles FFT\u00a0: elles n’ont pas de misères"
    )
    with pytest.raises(NotationError) as refused:
        Donne.parse("garde preneur=1 points=43 bouts=2 poignée=x:simple", 4)
    assert _french(refused.value) == (
        "poignée\u00a0: 'x' n’est pas une place\u00a0: un numéro de place à partir de 1"
    )
