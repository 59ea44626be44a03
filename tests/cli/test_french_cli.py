"""``atout --lang fr``: French notation read (P C K T SA), messages and breakdown in French."""

from __future__ import annotations

import json

from click.testing import CliRunner

from atout.cli import main


def _run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env=env or {"ATOUT_LANG": ""})
    return result.exit_code, result.stdout, result.stderr


def test_4cx_plus_1_vulnerable_is_4_hearts_in_french_and_4_clubs_in_english() -> None:
    # Law 77: 4♥X+1 vul = 240 + 200 + 50 + 500 = 990; 4♣X+1 vul = 160 + 200 + 50 + 500 = 910.
    code, out, _ = _run("--lang", "fr", "bridge", "score", "4CX+1", "--vul", "--json")
    assert code == 0 and json.loads(out)["score"] == 990 and json.loads(out)["written"] == "4♥X+1"
    code, out, _ = _run("--lang", "en", "bridge", "score", "4CX+1", "--vul", "--json")
    assert code == 0 and json.loads(out)["score"] == 910 and json.loads(out)["result"] == "4CX+1"


def test_french_letters_and_symbols() -> None:
    for text, score in (("4P=", 420), ("5K=", 400), ("3T=", 110), ("4♥=", 420)):
        code, out, _ = _run("--lang", "fr", "bridge", "score", text, "--json")
        assert code == 0 and json.loads(out)["score"] == score, text
    code, _, err = _run("--lang", "en", "bridge", "score", "4P=")
    assert code == 2 and "'4P='" in err


def test_3sa_made_is_400_with_its_items_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "score", "3SA=")
    assert code == 0
    assert "3SA=, non vulnérable" in out and "levées du contrat" in out
    assert "prime de manche" in out and "camp du déclarant" in out and "+400" in out


def test_atout_lang_in_the_environment() -> None:
    code, out, _ = _run("bridge", "score", "4CX+1", "--vul", "--json", env={"ATOUT_LANG": "fr"})
    assert code == 0 and json.loads(out)["score"] == 990


def test_a_french_system_locale_speaks_french_unless_atout_lang_says_otherwise() -> None:
    french = {"ATOUT_LANG": "", "LANG": "fr_FR.UTF-8"}
    code, out, _ = _run("bridge", "score", "4CX+1", "--vul", "--json", env=french)
    assert code == 0 and json.loads(out)["score"] == 990
    code, out, _ = _run(
        "bridge", "score", "4CX+1", "--vul", "--json", env={**french, "ATOUT_LANG": "en"}
    )
    assert code == 0 and json.loads(out)["score"] == 910


def test_92_tarot_points_refused_in_french_on_stderr_only() -> None:
    args = ["--players", "4", "--taker", "1", "--contract", "garde", "--points", "92"]
    code, out, err = _run("--lang", "fr", "tarot", "score", *args, "--bouts", "2")
    assert (code, out) == (2, "")
    assert err.strip() == "erreur : points : 92 n’est pas valable : de 0 à 91"


def test_the_help_says_which_notation_is_in_force() -> None:
    _, out, _ = _run("--lang", "fr", "bridge", "score", "--help")
    assert "In force (fr): French notation: P pique, C cœur, K carreau, T trèfle" in out
    _, out, _ = _run("bridge", "score", "--help")
    assert "In force (en): English notation: C clubs" in out
