"""The normal output of ``atout --lang fr`` commands in French words and notation
(``Donne``, ``Donneur``, ``Vulnérable personne``, R D V 10); English as it was."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from atout.bridge.dealing import DealingSeed, commitment

SEED = "00112233445566778899aabbccddeeff"
SERIES = str(Path(__file__).resolve().parents[1] / "data" / "sheets" / "eight.series")


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
        f"Engagement {promise} (donnes 1 : montrez-le avant le jeu)",
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
        0, f"vérifié : la graine {SEED} des donnes 1-2 a l’engagement {promise}\n"
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
