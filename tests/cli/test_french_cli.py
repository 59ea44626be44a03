"""``atout --lang fr``: French notation read (P C K T SA), messages and breakdown in French."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from atout.cli import main


def _run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env=env or {"ATOUT_LANG": ""}, prog_name="atout")
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
    assert err.strip() == "erreur\u00a0: points\u00a0: 92 n’est pas valable\u00a0: de 0 à 91"


def test_the_help_says_which_notation_is_in_force() -> None:
    _, out, _ = _run("--lang", "fr", "bridge", "score", "--help")
    assert (
        "En vigueur (fr)\u00a0: notation française\u00a0: P pique, C cœur, K carreau, T trèfle"
        in out
    )
    _, out, _ = _run("bridge", "score", "--help")
    assert "In force (en): English notation: C clubs" in out


_GARDE = ["--players", "4", "--taker", "1", "--contract", "garde", "--bouts", "2"]


def test_a_tarot_breakdown_in_french() -> None:
    # RULES §7: garde, 43 with 2 bouts (41 needed): made by 2, (25 + 2) × 2 = 54 per defender.
    code, out, _ = _run("--lang", "fr", "tarot", "score", *_GARDE, "--points", "43")
    lines = out.splitlines()
    assert code == 0 and lines[0] == "garde de la place 1\u00a0: faite (classique)"
    assert lines[1].split() == [
        "poste",
        "1",
        "preneur",
        *"2 défenseur 3 défenseur 4 défenseur".split(),
    ]
    contract = (
        "contrat\u00a0: garde, 43 points avec 2 bouts (il en faut 41)\u00a0: faite de 2\u00a0; "
    )
    assert lines[2].startswith(contract + "(25 + 2) × 2 = 54")
    assert lines[2].split()[-4:] == ["+162", "-54", "-54", "-54"]
    assert lines[4].split() == ["score", "+162", "-54", "-54", "-54"]


def test_the_same_breakdown_stays_english_in_english() -> None:
    code, out, _ = _run("--lang", "en", "tarot", "score", *_GARDE, "--points", "43")
    assert code == 0 and out.splitlines()[0] == "garde by seat 1: made (classic)"
    assert "contract: garde, 43 points with 2 bouts (needs 41): made by 2; (25 + 2) × 2 = 54" in out


def test_a_half_point_a_poignee_and_the_petit_au_bout_in_french() -> None:
    # 3 players, garde sans, 40.5 with 2 bouts: failed by 0.5, counted 1 (the half point goes
    # to the defence): (25 + 1) × 4 = 104; petit au bout to the defence 10 × 4; classic primes
    # go to the player who shows them, paid by each other player.
    args = ["--players", "3", "--taker", "1", "--contract", "garde-sans", "--bouts", "2"]
    args += ["--points", "40.5", "--petit-au-bout", "defence", "--poignee", "2:simple"]
    code, out, _ = _run("--lang", "fr", "tarot", "score", *args)
    assert code == 0 and out.splitlines()[0] == "garde sans de la place 1\u00a0: chutée (classique)"
    assert (
        "contrat\u00a0: garde sans, 40,5 points avec 2 bouts (il en faut 41)\u00a0: chutée de 0,5, "
        "soit 1 (le demi-point revient au camp gagnant)\u00a0; (25 + 1) × 4 = 104"
    ) in out
    assert "petit au bout\u00a0: à la défense\u00a0: 10 × 4 = 40" in out
    assert (
        "poignée\u00a0: poignée simple de la place 2, dont le camp a gagné\u00a0: 2 × 20 pour la "
        "place 2, 20 payés par chacun des autres joueurs"
    ) in out


def test_fft_primes_and_chelems_in_french() -> None:
    args = [*_GARDE, "--points", "45", "--poignee", "2:double", "--rules", "fft"]
    code, out, _ = _run("--lang", "fr", "tarot", "score", *args, "--round-to-ten")
    assert code == 0 and "faite de 4, arrondi à la dizaine\u00a0: 0\u00a0; (25 + 0) × 2 = 50" in out
    assert (
        "poignée\u00a0: poignée double montrée par la place 2, au camp gagnant (l’attaque)\u00a0: "
        "30" in out
    )
    # The défense's chelem: the taker's camp keeps its écart only (3 points at least).
    chelem = ["--players", "4", "--taker", "1", "--contract", "garde", "--bouts", "0"]
    code, out, _ = _run(
        "--lang", "fr", "tarot", "score", *chelem, "--chelem", "defence", "--points", "3"
    )
    assert code == 0
    assert "la défense a fait toutes les levées, 200 à chaque défenseur" in out


def test_the_tarot_json_keeps_its_shape_with_a_code_per_item() -> None:
    code, out, _ = _run("--lang", "fr", "tarot", "score", *_GARDE, "--points", "43", "--json")
    (item,) = json.loads(out)["items"]
    assert code == 0 and set(item) == {"kind", "code", "detail", "scores"}
    assert (item["kind"], item["code"]) == ("contract", "score-line.contract")
    assert item["detail"].startswith(
        "garde, 43 points avec 2 bouts (il en faut 41)\u00a0: faite de 2"
    )
    _, out, _ = _run("--lang", "en", "tarot", "score", *_GARDE, "--points", "43", "--json")
    assert json.loads(out)["items"][0]["detail"].startswith("garde, 43 points with 2 bouts")


def test_numbers_inside_french_messages_are_written_the_french_way() -> None:
    code, _, err = _run("--lang", "fr", "tarot", "score", *_GARDE, "--points", "40.5")
    assert code == 2 and err.startswith(
        "erreur\u00a0: points\u00a0: 40,5 n’est pas valable à 4 joueurs"
    )
    code, _, err = _run("--lang", "fr", "tarot", "score", *_GARDE, "--points", "1500.5")
    assert (
        err.strip() == "erreur\u00a0: points\u00a0: 1\u202f500,5 n’est pas valable\u00a0: de 0 à 91"
    )
    code, _, err = _run("--lang", "en", "tarot", "score", *_GARDE, "--points", "1500.5")
    assert err.strip() == "error: points: 1500.5 is not valid: use 0 to 91"


def test_clicks_own_usage_errors_in_french() -> None:
    code, out, err = _run("--lang", "fr", "bridge", "score", "--nope")
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "Utilisation\u00a0: atout bridge score [OPTIONS] RÉSULTAT",
        "Essayez 'atout bridge score --help' pour obtenir de l’aide.",
        "",
        "Erreur\u00a0: Option '--nope' inconnue. Vouliez-vous dire '--nv'\u00a0?",
    ]
    code, _, err = _run("--lang", "fr", "bridge", "score")
    assert code == 2 and err.splitlines()[-1] == "Erreur\u00a0: Argument manquant 'RÉSULTAT'."
    code, _, err = _run("--lang", "fr", "tarot", "score", "--players", "9")
    assert code == 2 and err.splitlines()[-1] == (
        "Erreur\u00a0: Valeur non valable pour '--players'\u00a0: '9' n’est pas valable\u00a0: "
        "choisissez un nombre entier de 3 à 5"
    )
    code, _, err = _run("--lang", "fr", "brige")
    assert code == 2 and err.splitlines()[-1] == (
        "Erreur\u00a0: Commande 'brige' inconnue. Vouliez-vous dire 'bridge'\u00a0?"
    )


def test_clicks_usage_errors_stay_english_after_a_french_command() -> None:
    _run("--lang", "fr", "bridge", "score", "--nope")
    code, _, err = _run("--lang", "en", "bridge", "score", "--nope")
    assert code == 2 and err.splitlines() == [
        "Usage: atout bridge score [OPTIONS] RESULT",
        "Try 'atout bridge score --help' for help.",
        "",
        "Error: No such option '--nope'. Did you mean '--nv'?",
    ]
    code, _, err = _run("--lang", "en", "tarot", "score", "--players", "9")
    assert err.splitlines()[-1] == (
        "Error: Invalid value for '--players': '9' is not valid: use a whole number from 3 to 5"
    )


def test_an_illegal_auction_names_west_o_and_its_calls_in_french() -> None:
    code, out, err = _run("--lang", "fr", "bridge", "auction", "--dealer", "E", "1NT", "P", "X",
                          "1T", "P", "P")  # fmt: skip
    assert (code, out) == (2, "")
    assert err == (
        "erreur\u00a0: annonce 3\u00a0: O ne peut pas annoncer X\u00a0: la dernière enchère "
        "1SA est de E, partenaire de O\u00a0; contrez seulement l’enchère d’un adversaire; "
        "annonce 4\u00a0: O ne peut pas annoncer 1♣\u00a0: 1♣ n’est pas plus haut que 1SA\n"
    )
    code, _, err = _run("--lang", "fr", "bridge", "auction", "--dealer", "W", "1H", "P", "P",
                        "P", "P")  # fmt: skip
    assert (code, err) == (
        2, "erreur\u00a0: annonce 5\u00a0: O ne peut pas annoncer Passe\u00a0: les enchères sont "
           "finies\n"
    )  # fmt: skip
    code, _, err = _run("--lang", "en", "bridge", "auction", "--dealer", "N", "1H", "1C")
    assert (code, err) == (2, "error: call 2: E cannot call 1C: 1C is not higher than 1H\n")


def test_an_illegal_card_names_its_holder_in_french() -> None:
    deal = "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 7654.8765.876.76 32.432.5432.5432"
    args = ("bridge", "play", "--deal", deal, "--contract", "4S", "--declarer", "E", "S2", "HA")
    french = ("bridge", "play", "--deal", deal, "--contract", "4P", "--declarer", "E")
    code, _, err = _run("--lang", "fr", *french, "P2", "CA")
    assert (code, err) == (2, "erreur\u00a0: S ne peut pas jouer ♠2\u00a0: carte qui n’est pas "
                              "en main (O l’a)\n")  # fmt: skip
    code, _, err = _run("--lang", "fr", *french, "P7", "C4")
    assert (code, err) == (2, "erreur\u00a0: O ne peut pas jouer ♥4\u00a0: il faut fournir "
                              "à pique\u00a0: O a ♠3 ♠2\n")  # fmt: skip
    code, _, err = _run("--lang", "en", *args)
    assert err == "error: S cannot play ♠2: card not in hand (W holds it)\n"


FIVE = """\
players: Ana, Bo, Cy, Di, Ed
rules: classic
garde taker=1 partner=3 points=43 bouts=2
prise taker=2 partner=2 points=28 bouts=1 petit-au-bout=defence
pass
"""


def test_a_tarot_session_in_french(tmp_path: Path) -> None:
    path = tmp_path / "mardi.tarot"
    path.write_text(FIVE, encoding="utf-8")
    wide = {"ATOUT_LANG": "", "COLUMNS": "120"}
    code, out, _ = _run("--lang", "fr", "tarot", "session", str(path), "--stats", env=wide)
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0 and lines[0] == "Séance de tarot (classique)"
    assert "┃ # ┃ donneur ┃ donne          ┃" in out
    assert "│ 1 │ Ana     │ garde Ana + Cy │ +108 → 108 │" in out
    assert "│ 2 │ Bo      │ prise Bo seul  │  +58 → 166 │" in out
    assert "│ 3 │ Cy      │ tous passent   │   +0 → 166 │" in out
    assert "│   │         │ total          │        166 │" in out
    assert "Statistiques" in lines
    assert "┃ joueur ┃ total ┃ prises ┃ réussite ┃" in out and "┃ meilleure ┃" in out
    assert "│ Ana    │   166 │      1 │    100\u202f% │" in out and "│      0\u202f% │" in out
    assert lines[-1] == "faites/prises par contrat\u00a0; meilleure et pire\u00a0: score #donne"
    code, out, _ = _run("--lang", "en", "tarot", "session", str(path), "--stats", env=wide)
    assert out.splitlines()[0].strip() == "Tarot session (classic)"
    assert "│ 2 │ Bo     │ prise Bo alone │" in out and "│ 3 │ Cy     │ all passed     │" in out
    assert "┃ player ┃ total ┃ taken ┃ made ┃" in out and "│ 100% │" in out


def test_the_help_of_bridge_score_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "score", "--help", env={"COLUMNS": "80"})
    assert code == 0
    assert out.splitlines()[:12] == [
        "Utilisation\u00a0: atout bridge score [OPTIONS] RÉSULTAT",
        "",
        "  La marque en duplicate de RÉSULTAT (par exemple 4CX+1) pour le camp du",
        "  déclarant, poste par poste.",
        "",
        "  RÉSULTAT « - » lit un « <résultat> [v|nv] » par ligne sur l’entrée standard et",
        "  écrit un objet JSON par ligne.",
        "",
        "Options\u00a0:",
        "  --vul / --nv  Camp du déclarant vulnérable ou non.",
        "  --json        Écrire du JSON pour les scripts.",
        "  -h, --help    Afficher ce message et quitter.",
    ]
    code, out, _ = _run("--lang", "en", "bridge", "score", "--help", env={"COLUMNS": "80"})
    assert out.splitlines()[:3] == [
        "Usage: atout bridge score [OPTIONS] RESULT",
        "",
        "  The duplicate score of RESULT (e.g. 4HX+1) for the declaring side, item by",
    ]
    assert "Options:\n  --vul / --nv  Declaring side vulnerable or not." in out
    assert "  -h, --help    Show this message and exit." in out


def test_the_commands_are_listed_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "--help", env={"COLUMNS": "80"})
    assert code == 0 and "  atout\u00a0: la marque du bridge et du tarot.\n" in out
    assert (
        "Commandes\u00a0:\n" in out and "  --version       Afficher la version et quitter.\n" in out
    )
    assert "  tarot     Tarot\u00a0: la marque d’une donne, les feuilles de séance.\n" in out
    code, out, _ = _run("--lang", "fr", "tarot", "score", "--help")
    assert (
        "  --taker ENTIER         La place du preneur, de 1 à N.  [1<=x<=5\u00a0; obligatoire]"
        in out
    )
    code, out, _ = _run("--lang", "en", "--help")
    assert (
        "Commands:\n" in out
        and "  tarot     French tarot: the score of a deal, session sheets." in out
    )


def test_an_impossible_result_is_quoted_as_typed() -> None:
    # 7SA needs 13 tricks: +1 would be 14; a 7-level contract goes down by 13 at most.
    code, _, err = _run("--lang", "fr", "bridge", "score", "7SA+1")
    assert code == 2
    assert err == (
        "erreur\u00a0: '7SA+1' est impossible\u00a0: cela ferait 14 levées sur 13\u00a0; 7SA va "
        "de -13 à +0\n"
    )
    code, _, err = _run("--lang", "en", "bridge", "score", "7NT+1")
    assert code == 2
    assert err == (
        "error: '7NT+1' is impossible: it would mean 14 tricks out of 13; 7NT goes from -13 to +0\n"
    )


def test_a_number_out_of_click_range_is_refused_in_french() -> None:
    code, _, err = _run("--lang", "fr", "tarot", "tournament", "plan", "--players", "2")
    assert code == 2
    assert err.endswith(
        "Erreur\u00a0: Valeur non valable pour '--players'\u00a0: 2 n’est pas dans l’intervalle "
        "8<=x<=60.\n"
    )
