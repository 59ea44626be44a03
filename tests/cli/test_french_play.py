"""``atout --lang fr bridge auction`` and ``play``: the table, the outcome and the tricks
in French words and notation (O, 1♥, 1SA, Passe, ♥V ♥10); English as it always was."""

from __future__ import annotations

import json

from click.testing import CliRunner

from atout.cli import main

LAYOUT = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
#: Each player plays the first of the legal cards, from West's lead against 3NT by South.
WHOLE_PLAY = (
    "S4 SA ST S7 SK S9 S6 S3 SQ S8 S5 S2 SJ H7 H4 HA HT H6 H3 HK HQ H9 H5 H2 HJ H8 "
    "D4 DA DT D7 D3 DK DQ D9 D6 D2 DJ D8 D5 CA CT C7 C4 CK CQ C9 C6 C3 CJ C8 C5 C2"
).split()
#: The same cards as a French player writes them (suit P C K T, then A R D V 10 … 2).
FRENCH_WHOLE_PLAY = (
    "P4 PA P10 P7 PR P9 P6 P3 PD P8 P5 P2 PV C7 C4 CA C10 C6 C3 CR CD C9 C5 C2 CV C8 "
    "K4 KA K10 K7 K3 KR KD K9 K6 K2 KV K8 K5 TA T10 T7 T4 TR TD T9 T6 T3 TV T8 T5 T2"
).split()


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), env={"ATOUT_LANG": ""}, prog_name="atout")
    return result.exit_code, result.stdout


def test_an_auction_and_its_contract_in_french() -> None:
    code, out = _run("--lang", "fr", "bridge", "auction", "--dealer", "N", "1C", "P", "2C",
                     "P", "P", "P")  # fmt: skip
    assert code == 0
    assert out.splitlines() == [
        "O      N      E      S",
        "       1♥     Passe  2♥",
        "Passe  Passe  Passe",
        "Contrat 2♥ joué par N (mort S, entame E)",
    ]
    code, out = _run("--lang", "en", "bridge", "auction", "--dealer", "N", "1H", "P", "2H",
                     "P", "P", "P")  # fmt: skip
    assert out.splitlines() == [
        "W     N     E     S",
        "      1H    P     2H",
        "P     P     P",
        "Contract 2H by N (dummy S, opening lead E)",
    ]


def test_a_passed_out_and_an_unfinished_auction_in_french() -> None:
    code, out = _run("--lang", "fr", "bridge", "auction", "--dealer", "N", "P", "P", "P", "P")
    assert code == 0 and out.splitlines()[-1] == "Passe générale"
    code, out = _run("--lang", "fr", "bridge", "auction", "--dealer", "E", "--partial", "7SA", "X")
    assert code == 0
    assert out.splitlines() == [
        "O     N     E     S",
        "            7SA   X",
        "Enchères en cours\u00a0: O doit annoncer (Passe XX)",
    ]
    _, out = _run("bridge", "auction", "--dealer", "E", "--partial", "7NT", "X")
    assert out.splitlines()[-1] == "Not complete: W to call (P XX)"


def test_the_json_of_an_auction_keeps_its_english_values_in_french() -> None:
    args = ("bridge", "auction", "--dealer", "W", "1NT", "P", "P", "P", "--json")
    french = ("bridge", "auction", "--dealer", "O", "1SA", "P", "P", "P", "--json")
    assert json.loads(_run("--lang", "fr", *french)[1]) == json.loads(_run(*args)[1])
    summary = json.loads(_run("--lang", "fr", *french)[1])
    assert (summary["contract"], summary["declarer"], summary["calls"][1]) == ("1NT", "W", "P")


def test_tricks_in_french() -> None:
    code, out = _run("--lang", "fr", "bridge", "play", "--deal", LAYOUT, "--contract", "3SA",
                     "--declarer", "S", "CV", "C10", "C7", "C4", "CD", "C9", "C6")  # fmt: skip
    assert code == 0
    assert out.splitlines() == [
        "Levée  1  O entame  ♥V ♥10 ♥7 ♥4     remportée par O",
        "Levée  2  O entame  ♥D ♥9 ♥6",
        "N-S 0, E-O 1\u00a0; S doit jouer (♥3 ♥2)",
    ]
    _, out = _run("bridge", "play", "--deal", LAYOUT, "--contract", "3NT", "--declarer", "S",
                  "HJ", "HT", "H7", "H4", "HQ", "H9", "H6")  # fmt: skip
    assert out.splitlines() == [
        "Trick  1  W leads  ♥J ♥T ♥7 ♥4      won by W",
        "Trick  2  W leads  ♥Q ♥9 ♥6",
        "NS 0, EW 1; S to play (♥3 ♥2)",
    ]


def test_a_whole_play_and_its_score_in_french() -> None:
    args = ("bridge", "play", "--deal", LAYOUT, "--contract", "3NT", "--declarer", "S")
    french = ("bridge", "play", "--deal", LAYOUT, "--contract", "3SA", "--declarer", "S")
    code, out = _run("--lang", "fr", *french, *FRENCH_WHOLE_PLAY)
    assert code == 0
    assert out.splitlines()[-2:] == [
        "Levée 13  E entame  ♣V ♣8 ♣5 ♣2      remportée par E",
        "N-S 7, E-O 6\u00a0: 3SA−2 (-100 pour N-S, non vulnérable)",
    ]
    _, out = _run(*args, *WHOLE_PLAY, "--vulnerable")
    assert out.splitlines()[-1] == "NS 7, EW 6: 3NT-2 (-200 for NS, vulnerable)"
