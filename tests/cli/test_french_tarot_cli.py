"""``atout tarot`` in French words: typed in either language, listed in the language in force.

The scores are those of RULES §7 and seed 001 worked by hand (tests/data/sheets/tuesday.tarot
and tests/data/seeds/001_93864a5e02122d55.toml); typed in French words they are the same.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from atout.cli import main

SHEETS = Path(__file__).resolve().parents[1] / "data" / "sheets"
GARDE = ("tarot", "score", "--players", "4", "--taker", "1", "--contract", "garde")


def _run(*args: str) -> tuple[int, str, str]:
    """The exit code, stdout and stderr."""
    env = {"ATOUT_LANG": "", "COLUMNS": "120"}
    result = CliRunner().invoke(main, list(args), env=env, prog_name="atout")
    return (result.exit_code, result.stdout, result.stderr)


def _scores(*args: str) -> list[int]:
    code, out, err = _run(*args, "--json")
    assert code == 0, err
    scores: list[int] = json.loads(out)["scores"]
    return scores


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_french_words_score_as_the_english_ones_whatever_the_language(lang: str) -> None:
    fr = ("--lang", lang, *GARDE[:-1])
    # garde contre, 88 with 3 bouts: (25 + 52 + 10) × 6 + 400 = 922 a defender; the taker's
    # triple poignée, won: 3 × 40 more for him (tuesday.tarot, deal 5)
    contre = ("garde-contre", "--points", "88", "--bouts", "3", "--poignee", "1:triple")
    made = ("--petit-au-bout", "attaque", "--chelem", "annoncé-réussi", "--rules", "classique")
    assert _scores(*fr, *contre, *made) == [2886, -962, -962, -962]
    # prise, 28 with 1 bout, 23 short: 25 + 23 + 10 for the petit caught (deal 2)
    prise = ("prise", "--points", "28", "--bouts", "1", "--petit-au-bout", "défense")
    assert _scores(*fr, *prise) == [-174, 58, 58, 58]
    assert _scores(*fr, *prise[:-1], "defense") == [-174, 58, 58, 58]
    # the defence's chelem: 3 with 0 bouts, 53 short: (25 + 53) × 2 + 200 a defender
    chelem = ("garde", "--points", "3", "--bouts", "0", "--chelem", "défense")
    assert _scores(*fr, *chelem) == [-1068, 356, 356, 356]
    # seed 001: 150 points for a petit chelem announced and failed: 25 + 34 - 150 = -91
    petit = ("prise", "--points", "70", "--bouts", "3", "--petit-chelem", "annonce-chute")
    assert _scores(*fr, *petit) == [-273, 91, 91, 91]
    # FFT primes: the poignée goes to the winning camp, (25 + 4) × 2 + 20 a defender
    fft = ("garde", "--points", "45", "--bouts", "2", "--poignee", "2:simple", "--rules", "FFT")
    assert _scores(*fr, *fft) == [234, -78, -78, -78]
    # 5 players, the taker alone: 60 with 1 bout, (25 + 9) × 2 = 68 from each of four
    alone = ("--lang", lang, "tarot", "score", "--players", "5", "--taker", "2")
    alone += ("--partner", "seul", "--contract", "garde", "--points", "60", "--bouts", "1")
    assert _scores(*alone) == [-68, 272, -68, -68, -68]


def test_the_excuse_exchange_in_french_words() -> None:
    # trumps 1 to 13 (the petit 4.5, twelve at 0.5), the 21 (4.5), spades and hearts (17
    # each), and the excuse (4.5) still owing its low card (-0.5): 53 with 3 bouts, 17
    # over, (25 + 17) × 2 = 84 a defender
    pile = ",".join(
        [f"T{n}" for n in range(1, 14)]
        + ["T21", "EX"]
        + [f"{s}{r}" for s in "SH" for r in [*map(str, range(1, 11)), "J", "C", "Q", "K"]]
    )
    owes = _scores("--lang", "fr", *GARDE, "--cards", pile, "--excuse", "doit")
    assert owes == _scores(*GARDE, "--cards", pile, "--excuse", "owes")
    assert owes == [252, -84, -84, -84]


def test_a_refused_word_lists_the_valid_ones_in_the_language_in_force() -> None:
    args = ("--points", "43", "--bouts", "2", "--petit-au-bout", "milieu")
    code, out, err = _run("--lang", "fr", *GARDE, *args)
    assert (code, out) == (2, "")
    assert (
        err
        == "erreur\u00a0: petit-au-bout\u00a0: 'milieu' n’est pas valable\u00a0: attaque, défense\n"
    )
    code, out, err = _run("--lang", "en", *GARDE, *args)
    assert (code, out, err) == (
        2,
        "",
        "error: petit-au-bout: 'milieu' is not valid: use attack, defence\n",
    )
    _, _, err = _run("--lang", "fr", *GARDE, "--points", "43", "--bouts", "2", "--rules", "club")
    assert err == "erreur\u00a0: règles\u00a0: 'club' n’est pas valable\u00a0: classique ou FFT\n"
    _, _, err = _run("--lang", "fr", *GARDE, "--points", "43", "--bouts", "2", "--chelem", "oui")
    assert err == (
        "erreur\u00a0: chelem\u00a0: 'oui' n’est pas valable\u00a0: annoncé-réussi, annoncé-chuté, "
        "non-annoncé-réussi, défense\n"
    )


def test_the_help_lists_the_words_of_the_language_in_force() -> None:
    _, out, _ = _run("--lang", "fr", "tarot", "score", "--help")
    helps = [line.split(maxsplit=2)[-1] for line in out.splitlines() if "  --" in line]
    assert "À 5 joueurs\u00a0: la place appelée, ou «\u00a0seul\u00a0»." in helps
    assert "Avec --cards\u00a0: aucun|doit|dû (échange de l’excuse)." in helps
    assert "attaque|défense\u00a0: le camp qui a pris le petit au bout." in helps
    assert "annoncé-réussi|annoncé-chuté|non-annoncé-réussi|défense" in helps
    assert "annoncé-réussi|annoncé-chuté (classique)." in helps
    assert "classique|FFT (classique)." in helps
    _, out, _ = _run("--lang", "fr", "tarot", "session", "--help")
    assert (
        "Rejouer une séance FICHIER (docs/tarot-session.md), en mots français ou anglais, et "
        "afficher la table des totaux."
    ) in " ".join(out.split())
    # the English help as it was
    _, out, _ = _run("--lang", "en", "tarot", "score", "--help")
    assert out.splitlines()[4:] == [
        "Options:",
        "  --players INTEGER     3, 4 or 5.  [3<=x<=5; required]",
        "  --taker INTEGER       The taker's seat, 1 to N.  [1<=x<=5; required]",
        "  --partner TEXT        5 players: the called seat, or 'self'.",
        "  --contract TEXT       prise|garde|garde-sans|garde-contre  [required]",
        "  --points TEXT         The taker's camp's card points, 0 to 91 (x.5 at 3 and",
        "                        5).",
        "  --bouts TEXT          The taker's camp's bouts, 0 to 3.",
        "  --cards TEXT          Instead of points and bouts: the taker's camp's pile",
        "                        (T21,EX,SK…).",
        "  --excuse TEXT         With --cards: none|owes|owed (excuse exchange).",
        "  --petit-au-bout TEXT  attack|defence: the camp that took the petit at the end.",
        "  --poignee TEXT        SEAT:simple|double|triple[:CARDS], repeatable.",
        "  --misere TEXT         SEAT:atout|honneurs (classic), repeatable.",
        "  --chelem TEXT         announced-made|announced-failed|unannounced-made|defence",
        "  --petit-chelem TEXT   announced-made|announced-failed (classic).",
        "  --rules TEXT          classic|fft (classic).",
        "  --round-to-ten        Round the difference to the nearest ten.",
        "  --json                Write JSON for scripts.",
        "  -h, --help            Show this message and exit.",
    ]


def test_a_french_session_file_replayed_in_french() -> None:
    path = str(SHEETS / "mardi.tarot")
    code, out, _ = _run("--lang", "fr", "tarot", "session", path, "--json")
    assert code == 0 and json.loads(out)["totals"] == [-548, -1308, 2852, -996]
    assert json.loads(out)["rules"] == "classic"  # an identifier of the API, as in English
    code, out, _ = _run("--lang", "fr", "tarot", "session", path)
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0 and lines[0] == "Séance de tarot (classique)"
    assert "│ 3 │ Bo      │ tous passent    │    +0 → 220 │    +0 → -228 │" in out
    assert "│ 5 │ Di      │ garde contre Cy │ -962 → -548 │ -962 → -1308 │" in out
    # French words read in English too
    code, out, _ = _run("--lang", "en", "tarot", "session", path, "--json")
    assert code == 0 and json.loads(out)["totals"] == [-548, -1308, 2852, -996]


def test_a_french_session_file_refused_in_french(tmp_path: Path) -> None:
    path = tmp_path / "mardi.tarot"
    path.write_text("joueurs: A, B, C, D\ngarde preneur=1 points=43 bouts=2 chelem=grand\n")
    code, out, err = _run("--lang", "fr", "tarot", "session", str(path))
    assert (code, out) == (2, "")
    assert err == (
        "erreur\u00a0: ligne 2 ('garde preneur=1 points=43 bouts=2 chelem=grand')\u00a0: "
        "chelem\u00a0: "
        "'grand' n’est pas valable\u00a0: annoncé-réussi, annoncé-chuté, non-annoncé-réussi, "
        "défense\n"
    )
    path.write_text("joueurs: A, B, C, D\narrondi-dizaine: peut-être\npasse\n")
    _, _, err = _run("--lang", "fr", "tarot", "session", str(path))
    assert err == (
        "erreur\u00a0: ligne 3 ('passe')\u00a0: arrondi-dizaine\u00a0: 'peut-être' n’est pas "
        "valable\u00a0: "
        "oui ou non\n"
    )
    _, _, err = _run("--lang", "en", "tarot", "session", str(path))
    assert err == (
        "error: line 3 ('passe'): round-to-ten: 'peut-être' is not valid: use yes or no\n"
    )
