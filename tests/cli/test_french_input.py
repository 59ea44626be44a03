"""``atout --lang fr bridge auction`` and ``play`` read French notation (issue 10): P, C,
K, T and SA for pique, cœur, carreau, trèfle and sans-atout, cards as their suit then
their rank (``PR``, ``C10``); English keeps C, D, H, S, NT and ``SA HT``."""

from __future__ import annotations

import json

from click.testing import CliRunner

from atout.cli import main

LAYOUT = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"ATOUT_LANG": ""}, prog_name="atout")
    return result.exit_code, result.stdout, result.stderr


def test_a_french_auction_reads_coeur_pique_and_sans_atout() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "auction", "--dealer", "N",
                        "1C", "P", "1P", "P", "3SA", "P", "P", "P")  # fmt: skip
    assert code == 0
    assert out.splitlines() == [
        "O      N      E      S",
        "       1♥     Passe  1♠",
        "Passe  3SA    Passe  Passe",
        "Passe",
        "Contrat 3SA joué par N (mort S, entame E)",
    ]


def test_the_same_auction_in_english_letters() -> None:
    code, out, _ = _run("--lang", "en", "bridge", "auction", "--dealer", "N",
                        "1H", "P", "1S", "P", "3NT", "P", "P", "P")  # fmt: skip
    assert code == 0
    assert out.splitlines() == [
        "W     N     E     S",
        "      1H    P     1S",
        "P     3NT   P     P",
        "P",
        "Contract 3NT by N (dummy S, opening lead E)",
    ]
    _, out, _ = _run("bridge", "auction", "--dealer", "N", "1C", "P", "P", "P")
    assert out.splitlines()[-1] == "Contract 1C by N (dummy S, opening lead E)"


def test_the_letters_that_are_no_french_suit_keep_their_english_reading_in_french() -> None:
    # as in read_contract: H, D, S and NT are no French suit, so 1H is hearts
    code, out, _ = _run("--lang", "fr", "bridge", "auction", "--dealer", "N",
                        "1H", "P", "1S", "P", "3NT", "P", "P", "P")  # fmt: skip
    assert code == 0
    assert out.splitlines()[-1] == "Contrat 3SA joué par N (mort S, entame E)"


def test_french_words_symbols_carreau_and_trefle() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "auction", "--dealer", "S", "1K", "passe",
                        "2T", "contre", "surcontre", "p", "P", "P")  # fmt: skip
    assert code == 0
    assert out.splitlines()[-1] == "Contrat 2♣XX joué par N (mort S, entame E)"
    code, out, _ = _run("--lang", "fr", "bridge", "auction", "--dealer", "N",
                        "1♥", "X", "XX", "P", "P", "P")  # fmt: skip
    assert out.splitlines()[-1] == "Contrat 1♥XX joué par N (mort S, entame E)"


def test_a_french_auction_as_json_keeps_english_values() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "auction", "--dealer", "N",
                        "1C", "P", "1P", "P", "3SA", "P", "P", "P", "--json")  # fmt: skip
    assert code == 0
    summary = json.loads(out)
    assert summary["calls"] == ["1H", "P", "1S", "P", "3NT", "P", "P", "P"]
    assert (summary["contract"], summary["declarer"]) == ("3NT", "N")


def test_a_bad_call_is_refused_in_french_with_the_french_forms() -> None:
    code, _, err = _run("--lang", "fr", "bridge", "auction", "--dealer", "N", "1Z", "P")
    assert code == 2
    # "erreur :" is the prefix of every refusal (its space set by the catalog)
    assert err.startswith("erreur")
    assert err.partition("'1Z'")[2] == (
        " n’est pas une annonce\u00a0: une enchère (1T … 7SA\u00a0: T trèfle, K carreau, "
        "C cœur, P pique, SA sans-atout, ou ♣ ♦ ♥ ♠), P (passe), X (contre) ou XX (surcontre)\n"
    )


def test_a_french_play_of_a_few_cards() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "play", "--deal", LAYOUT, "--contract", "3SA",
                        "--declarer", "S", "P4", "PA", "P10", "P7", "PR")  # fmt: skip
    assert code == 0
    assert out.splitlines() == [
        "Levée  1  O entame  ♠4 ♠A ♠10 ♠7     remportée par N",
        "Levée  2  N entame  ♠R",
        "N-S 1, E-O 0\u00a0; E doit jouer (♠9 ♠8)",
    ]
    symbols = ("♠4", "♠A", "♠10", "♠7", "♠R")
    _, same, _ = _run("--lang", "fr", "bridge", "play", "--deal", LAYOUT, "--contract", "3SA",
                      "--declarer", "S", *symbols)  # fmt: skip
    assert same == out


def test_a_french_contract_and_declarer_ouest() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "play", "--deal", LAYOUT, "--contract", "4CX",
                        "--declarer", "O", "PA", "P10")  # fmt: skip
    assert code == 0
    assert out.splitlines()[0] == "Levée  1  N entame  ♠A ♠10"
    _, out, _ = _run("--lang", "fr", "bridge", "play", "--deal", LAYOUT, "--contract", "4CX",
                     "--declarer", "O", "PA", "P10", "--json")  # fmt: skip
    summary = json.loads(out)
    assert (summary["contract"], summary["declarer"]) == ("4HX", "W")
    assert summary["tricks"][0]["cards"] == ["SA", "ST"]


def test_the_english_play_is_unchanged() -> None:
    code, out, _ = _run("--lang", "en", "bridge", "play", "--deal", LAYOUT, "--contract", "3NT",
                        "--declarer", "S", "S4", "SA", "ST", "S7", "SK")  # fmt: skip
    assert code == 0
    assert out.splitlines() == [
        "Trick  1  W leads  ♠4 ♠A ♠T ♠7      won by N",
        "Trick  2  N leads  ♠K",
        "NS 1, EW 0; E to play (♠9 ♠8)",
    ]


def test_a_card_refused_in_french_names_the_french_form() -> None:
    for card in ("ZZ", "S4", "♠K", "PT"):
        code, _, err = _run("--lang", "fr", "bridge", "play", "--deal", LAYOUT,
                            "--contract", "3SA", "--declarer", "S", card)  # fmt: skip
        assert code == 2
        assert f"'{card}' n’est pas une carte\u00a0: la couleur (P pique, C cœur" in err
        assert "comme PR ou C10" in err


def test_the_help_says_the_notation_in_force() -> None:
    _, out, _ = _run("--lang", "fr", "bridge", "auction", "--help")
    assert "`atout bridge auction --dealer N 1C P 2C X XX P P P` (1C et 2C à cœur)" in " ".join(
        out.split()
    )
    assert "notation française : P pique, C cœur" in " ".join(out.split())
    _, out, _ = _run("--lang", "fr", "bridge", "play", "--help")
    assert "(notation PBN, en lettres anglaises dans les deux langues)" in " ".join(out.split())
    _, out, _ = _run("--lang", "en", "bridge", "play", "--help")
    assert "English notation: C clubs, D diamonds, H hearts, S spades" in " ".join(out.split())
