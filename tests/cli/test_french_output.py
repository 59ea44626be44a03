"""The normal output of ``atout --lang fr`` commands in French words and notation
(``Donne``, ``Donneur``, ``Vulnérable personne``, R D V 10); English as it was."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from atout.bridge.dealing import DealingSeed, commitment

SEED = "00112233445566778899aabbccddeeff"
SERIES = str(Path(__file__).resolve().parents[1] / "data" / "sheets" / "eight.series")
CHICAGO = str(Path(__file__).resolve().parents[1] / "data" / "sheets" / "set.chicago")
RUBBER = str(Path(__file__).resolve().parents[1] / "data" / "seeds" / "seed000.rubber")
RUBBER_FR = str(Path(__file__).resolve().parents[1] / "data" / "sheets" / "fr" / "seed000.rubber")
HOWELL_PBN = str(
    Path(__file__).resolve().parents[1] / "golden" / "club" / "pairs-howell-3-tables.pbn"
)
MITCHELL_PBN = str(
    Path(__file__).resolve().parents[1] / "golden" / "club" / "pairs-mitchell-4-tables.pbn"
)


def _run(*args: str) -> tuple[int, str, str]:
    from atout.cli import main

    result = CliRunner().invoke(main, list(args), env={"ATOUT_LANG": ""}, prog_name="atout")
    return result.exit_code, result.stdout, result.stderr


def test_a_dealt_board_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "deal", "--seed", SEED, "--boards", "1")
    promise = commitment(DealingSeed.parse(SEED), (1,))
    assert code == 0
    assert out.splitlines()[:13] == [
        f"Graine {SEED} (gardez-la secrète jusqu’à la fin de la séance)",
        f"Engagement {promise} (donnes 1\u00a0: montrez-le avant le jeu)",
        "",
        "Donne 1               ♠ D97",
        "Donneur N             ♥ 2",
        "Vulnérable personne   ♦ 982",
        "                      ♣ AV9763",
        "                      H 7",
        "♠ R62                                       ♠ AV43",
        "♥ AV1084                                    ♥ R953",
        "♦ A10                                       ♦ V74",
        "♣ 1042                                      ♣ D5",
        "H 12                                        H 11",
    ]
    _, out, _ = _run("bridge", "deal", "--seed", SEED, "--boards", "1")
    assert out.splitlines()[3:6] == [
        "Board 1               ♠ Q97",
        "Dealer N              ♥ 2",
        "Vul None              ♦ 982",
    ]


def test_a_verified_seed_in_french() -> None:
    promise = commitment(DealingSeed.parse(SEED), (1, 2))
    args = ("bridge", "deal", "--verify", SEED, "--commitment", promise, "--boards", "1-2")
    code, _, err = _run("--lang", "fr", *args)
    assert (code, err) == (
        0, f"vérifié\u00a0: la graine {SEED} des donnes 1-2 a l’engagement {promise}\n"
    )  # fmt: skip


def test_a_series_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "series", SERIES)
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0 and lines[0] == "Série"
    assert "┃ donne ┃ donneur ┃ vuln.    ┃ déclarant ┃ résultat       ┃  N-S ┃  E-O ┃" in lines
    assert "│     4 │ O       │ tous     │ O         │ 6SA=           │      │ 1440 │" in lines
    assert "│     7 │ S       │ tous     │ -         │ Passe générale │      │      │" in lines
    assert "│     6 │ E       │ E-O      │ E         │ 2♥X−2          │  500 │      │" in lines
    assert lines[-1] == "E-O gagnent la série"
    _, out, _ = _run("bridge", "series", SERIES)
    lines = [line.strip() for line in out.splitlines()]
    assert "│     7 │ S      │ All  │ -        │ PASS   │      │      │" in lines
    assert lines[-1] == "EW win the series"


def test_a_movement_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "movement", "mitchell", "--tables", "3")
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0 and lines[0] == "Mitchell, 3 tables, 3 tours de 3 étuis (9 étuis joués)"
    assert "┃ Position ┃ Table 1       ┃ Table 2       ┃ Table 3       ┃" in lines
    assert "│        2 │ 1 N-S – 3 E-O │ 2 N-S – 1 E-O │ 3 N-S – 2 E-O │" in lines
    assert (
        lines[-1]
        == "Valide\u00a0: aucune paire ne joue deux fois dans un tour ni ne rejoue un étui."
    )
    args = ("bridge", "movement", "howell", "--tables", "4", "--rounds", "2", "--phantom", "8")
    _, out, _ = _run("--lang", "fr", *args)
    lines = [line.strip() for line in out.splitlines()]
    assert (
        lines[0] == "Howell, 4 tables, 2 tours de 3 étuis (21 étuis joués)\u00a0; paire fantôme 8"
    )
    assert "│        1 │ 1 en relâche │ 2 – 7   │ 3 – 6   │ 4 – 5   │" in lines
    _, out, _ = _run("--lang", "fr", "bridge", "movement", "suggest", "--pairs", "9")
    assert out.splitlines()[0] == (
        "Howell, 5 tables, une paire en relâche à chaque tour\u00a0: 9 tours de 3 étuis (27 étuis)"
    )
    _, out, _ = _run("bridge", "movement", "mitchell", "--tables", "3")
    lines = [line.strip() for line in out.splitlines()]
    assert lines[0] == "Mitchell, 3 tables, 3 rounds of 3 boards (9 boards in play)"
    assert "│     2 │ 1NS – 3EW │ 2NS – 1EW │ 3NS – 2EW │" in lines
    assert lines[-1] == "Valid: no pair sits twice in a round or plays a board twice."
    _, out, _ = _run("bridge", "movement", "suggest", "--pairs", "9")
    assert out.splitlines()[0] == (
        "Howell, 5 tables, one pair sits out each round: 9 rounds of 3 boards (27 boards)"
    )


def test_a_chicago_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "chicago", CHICAGO)
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0 and lines[0] == "Chicago"
    assert "┃ tour ┃ donne ┃" in out and "\n│      │       │         │" in out
    assert " donne ┃ donneur ┃ vuln.    ┃ contrat      ┃ détail       ┃  N-S ┃ E-O ┃" in out
    assert " 1     │ N       │ personne │ N 2♠=        │ N-S levées   │   60 │   0 │" in out
    assert " 2     │ E       │ E-O      │ Passe        │              │    0 │   0 │" in out
    assert "       │         │          │ générale (on │              │      │     │" in out
    assert "       │         │          │ honneurs N-S │ du contrat   │      │     │" in out
    assert " 4     │ O       │ tous     │ S 1SA=       │ N-S levées   │  140 │   0 │" in out
    assert "       │         │          │              │ total        │ 1280 │   0 │" in out
    _, out, _ = _run("bridge", "chicago", CHICAGO)
    assert "┃ set ┃ deal ┃" in out
    assert " deal ┃ dealer ┃ vul  ┃ contract         ┃ detail           ┃   NS ┃ EW ┃" in out
    assert " 2    │ E      │ EW   │ PASS (redeal)    │                  │    0 │  0 │" in out


def test_a_rubber_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "rubber", RUBBER_FR, "--stake", "0.20")
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0 and lines[0] == "Partie"
    assert "┃     Nous (N-S) ┃      Eux (E-O) ┃" in lines
    assert "│                │      500 (fin) │" in lines
    assert "│ ── manche 2 ── │                │" in lines
    assert " ".join(lines[21:23]) == (
        "partie gagnée par Eux (E-O)\u00a0: 1\u202f750 points → 17\u00a0; à 0,20 la fiche,"
        " le perdant paie 3,40 (manches\u00a0: N-S 1, E-O 2)"
    )
    assert "│ 6\u00a0: N-S 4♠X−2 │ E-O  │ au-dessus  │ levées de      │" in out
    assert "│ fin           │ E-O  │ au-dessus  │ prime de       │" in out
    _, out, _ = _run("bridge", "rubber", RUBBER, "--stake", "0.20")
    lines = [line.strip() for line in out.splitlines()]
    assert lines[0] == "Rubber" and "┃      We (NS) ┃    They (EW) ┃" in lines
    assert "│ ── game 2 ── │              │" in lines
    assert lines[21] == (
        "rubber won by They (EW): 1750 points → 17; at 0.20 per hundred the loser pays"
    )


def test_a_rescore_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "rescore", MITCHELL_PBN)
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0 and lines[0] == "8 donnes recalculées\u00a0: N-S"
    # MP1: the matchpoints over the average (zero-centred), "Écart PM" in French
    assert lines[2] == "┃ Rang ┃ Paire ┃ Noms                 ┃ Donnes ┃ Écart PM ┃     % ┃"
    assert lines[4] == "│   1= │     3 │ Joueur 3 – Joueuse 3 │      8 │     6,00 │ 62,50 │"
    # a negative as French writes it, with U+2212
    assert lines[6] == "│    3 │     1 │ Joueur 1 – Joueuse 1 │      8 │    −4,00 │ 41,67 │"
    assert "8 donnes recalculées\u00a0: E-O" in lines
    _, out, _ = _run("bridge", "rescore", MITCHELL_PBN)
    lines = [line.strip() for line in out.splitlines()]
    assert lines[0] == "8 boards rescored: N-S" and "8 boards rescored: E-W" in lines
    assert lines[2] == "┃ Rank ┃ Pair ┃ Names                ┃ Boards ┃   MP1 ┃     % ┃"
    assert lines[4] == "│   1= │    3 │ Joueur 3 – Joueuse 3 │      8 │  6.00 │ 62.50 │"


def test_victory_points_in_french() -> None:
    assert _run("--lang", "fr", "bridge", "vp", "7", "-b", "8") == (0, "12,77-7,23\n", "")
    code, out, _ = _run("--lang", "fr", "bridge", "vp", "--table", "-b", "8")
    assert code == 0 and out.splitlines()[:3] == [
        "Barème de PV WBF 2013, 8 donnes (blitz 42,43 IMP)",
        "0\t10,00\t10,00",
        "1\t10,44\t9,56",
    ]
    assert _run("bridge", "vp", "7", "-b", "8") == (0, "12.77-7.23\n", "")
    _, out, _ = _run("bridge", "vp", "--table", "-b", "8")
    assert out.splitlines()[:2] == [
        "WBF 2013 VP scale, 8 boards (blitz 42.43 IMPs)",
        "0\t10.00\t10.00",
    ]


def test_the_analysis_summary_in_french(tmp_path: Path) -> None:
    output = str(tmp_path / "analysed.pbn")
    args = ("bridge", "analyse", HOWELL_PBN, "-o", output, "--jobs", "1")
    code, _, err = _run("--lang", "fr", *args)
    summary = r"10 donnes analysées en \d+,\d s \(\d+,\d par seconde\)\n"
    assert code == 0 and re.fullmatch(summary, err), err
    _, _, err = _run(*args)
    assert re.fullmatch(r"10 boards analysed in \d+\.\d s \(\d+\.\d a second\)\n", err), err


def test_a_tarot_tournament_plan_in_french() -> None:
    args = ("tarot", "tournament", "plan", "--players", "10", "--rounds", "2", "--tables-of-4-only")
    code, out, _ = _run("--lang", "fr", *args)
    assert code == 0 and out.splitlines()[:6] == [
        "10 joueurs, 2 parties de 4 donnes, tables de 4 seulement (graine 0)",
        "rencontres répétées\u00a0: 2 (borne inférieure 0)\u00a0;"
        " deux joueurs ne se rencontrent pas plus de 2 fois",
        "partie 1",
        "  table 1\u00a0: 4, 5, 10, 6",
        "  table 2\u00a0: 2, 7, 3, 1",
        "  ne jouent pas\u00a0: 8, 9",
    ]
    _, out, _ = _run(*args)
    assert out.splitlines()[:6] == [
        "10 players, 2 rounds of 4 deals, tables of 4 only (seed 0)",
        "repeated meetings: 2 (lower bound 0); no two players meet more than 2 times",
        "round 1",
        "  table 1: 4, 5, 10, 6",
        "  table 2: 2, 7, 3, 1",
        "  sit out: 8, 9",
    ]


def test_table_cards_in_french() -> None:
    args = ("bridge", "movement", "mitchell", "--tables", "4", "--rounds", "2", "--cards")
    code, out, _ = _run("--lang", "fr", *args)
    lines = [line.strip() for line in out.splitlines()]
    assert code == 0 and lines[1] == "Table 1"
    assert lines[3] == (
        "┃ Position ┃ N-S   ┃ E-O   ┃ Donnes ┃ Partagés avec ┃ N-S ensuite ┃ E-O ensuite ┃"
        " Donnes ensuite ┃"
    )
    assert lines[5] == (
        "│ 1        │ 1 N-S │ 1 E-O │ 1-3    │ table 4       │ restent     │ table 2 E-O │"
        " table 3        │"
    )
    _, out, _ = _run(*args)
    lines = [line.strip() for line in out.splitlines()]
    assert lines[3].startswith("┃ Round ┃ N-S ┃ E-W ┃ Boards ┃ Shared with ┃ N-S next ┃")
    assert "│ stay     │ table 2 E-W │ table 3     │" in lines[5]
