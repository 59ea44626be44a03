"""The PBN commands in French: ``pbn check``'s problems and count, ``rescore --check``'s
lines, the rescore's table, and a file refused by ``rescore``, ``convert`` or ``analyse``;
English as it was (``tests/cli/test_rescore_cli.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from rich.console import Console

from atout.cli import main
from atout.cli.analysis import progress_bar
from atout.cli.common import LANGUAGE_KEY
from tests.reference_data import REFERENCE_PBN

NB = "\u00a0"  # French sets a no-break space before : and ;
FIXTURES = Path(__file__).parents[1] / "formats" / "fixtures"
CLUB = REFERENCE_PBN / "club-pairs-2016-01-06.pbn"


def _run(*args: str, lang: str = "fr") -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["--lang", lang, *args], env={"ATOUT_LANG": ""})
    return result.exit_code, result.stdout, result.stderr


def _flawed(tmp_path: Path) -> Path:
    path = tmp_path / "flawed.pbn"
    path.write_text(
        '[Event "Club"]\n[Board "1"]\n[Dealer "N"]\n[Dealer "S"]\n[Result "14"]\n', "utf-8"
    )
    return path


def test_pbn_check_in_french_with_its_count(tmp_path: Path) -> None:
    code, out, _ = _run("bridge", "pbn", "check", str(_flawed(tmp_path)))
    assert code == 1
    assert out.splitlines() == [
        f"ligne 4{NB}: la donne a déjà une balise [Dealer] (celle-ci est gardée mais ignorée) "
        f"(colonne 1{NB}; PBN 2.1 §3.4{NB}: une balise figure une fois par donne (seules les "
        f"balises Note se répètent)){NB}: '[Dealer \"S\"]'",
        f"ligne 5{NB}: '14' n’est pas un résultat{NB}: 0-13, NS <0-13>, EW <0-13> ou les deux "
        f"(colonne 1{NB}; PBN 2.1 §3.4.15{NB}: un résultat s’écrit <0-13>, NS <0-13>, EW <0-13> "
        f"ou les deux, éventuellement après ^){NB}: '[Result \"14\"]'",
        f"flawed.pbn{NB}: 1 donne, 2 problèmes",
    ]


def test_pbn_check_counts_in_french_singular_up_to_one() -> None:
    code, out, _ = _run("bridge", "pbn", "check", str(CLUB))
    assert (code, out) == (0, f"club-pairs-2016-01-06.pbn{NB}: 24 donnes, 0 problème\n")
    code, out, _ = _run("bridge", "pbn", "check", str(FIXTURES / "unknown_contract.pbn"))
    assert code == 1
    assert out.splitlines()[-1] == f"unknown_contract.pbn{NB}: 1 donne, 1 problème"


def test_pbn_check_in_english_as_before(tmp_path: Path) -> None:
    code, out, _ = _run("bridge", "pbn", "check", str(_flawed(tmp_path)), lang="en")
    assert code == 1
    assert out.splitlines()[1:] == [
        "line 5: '14' is not a result: use 0-13, NS <0-13>, EW <0-13> or both (column 1; "
        "PBN 2.1 §3.4.15: a result is <0-13>, NS <0-13>, EW <0-13> or both, maybe after ^): "
        "'[Result \"14\"]'",
        "flawed.pbn: 1 game, 2 problems",  # the catalog's count: one game
    ]


def test_pbn_check_json_gives_each_code_and_the_message_in_the_language() -> None:
    path = str(FIXTURES / "unknown_contract.pbn")
    item = {"line_number": 8, "line": '2 1 3 4 8Z S 9 "400" -', "code": "pbn.contract"}
    code, out, _ = _run("bridge", "pbn", "check", path, "--json")
    assert code == 1
    assert json.loads(out) == {
        "games": 1,
        "problems": [
            {
                **item,
                "message": f"colonne Contract{NB}: '8Z' n’est pas un contrat{NB}: écrivez "
                "<niveau 1-7><C|D|H|S|NT>[X|XX] ou Pass",
            }
        ],
    }
    _, out, _ = _run("bridge", "pbn", "check", path, "--json", lang="en")
    assert json.loads(out)["problems"] == [
        {
            **item,
            "message": "column Contract: '8Z' is not a contract: write "
            "<level 1-7><C|D|H|S|NT>[X|XX] or Pass",
        }
    ]


def test_rescore_check_agrees_in_french() -> None:
    code, out, _ = _run("bridge", "rescore", "--check", str(CLUB))
    assert code == 0
    assert out == (
        f'club-pairs-2016-01-06.pbn{NB}: marqué en points de match ([Scoring "MatchPoints;MP1"])'
        f"{NB}: 168 marques sur 24 donnes et 14 pourcentages finaux concordent avec le fichier\n"
    )


def test_rescore_check_lists_each_difference_in_french(tmp_path: Path) -> None:
    text = (REFERENCE_PBN / "club-pairs-2019-10-21.pbn").read_text(encoding="latin-1")
    text = text.replace(
        '6 1 11 12 4H E 9 "50" - 11 -11 100 0', '6 1 11 12 4H E 9 "50" - 11 -11 90 10'
    )
    path = tmp_path / "tampered.pbn"
    path.write_text(text, encoding="latin-1")
    code, out, err = _run("bridge", "rescore", "--check", str(path))
    assert code == 1
    assert out.splitlines() == [
        f"donne 1, 11 contre 12{NB}: Percentage_NS publié 90, recalculé 100",
        f"donne 1, 11 contre 12{NB}: Percentage_EW publié 10, recalculé 0",
    ]
    assert err == (
        f'tampered.pbn{NB}: marqué en points de match ([Scoring "MatchPoints;MP1"]){NB}: '
        "2 chiffres publiés diffèrent\n"
    )
    _, _, err = _run("bridge", "rescore", "--check", str(path), lang="en")
    assert err == (
        'tampered.pbn: scored at matchpoints ([Scoring "MatchPoints;MP1"]): '
        "2 published figures differ\n"
    )


def test_rescore_table_heads_its_columns_in_french() -> None:
    code, out, _ = _run("bridge", "rescore", str(CLUB))
    assert code == 0
    heading = out.splitlines()[2]
    assert [cell.strip() for cell in heading.strip("┃").split("┃")] == [
        "Rang",
        "Paire",
        "Noms",
        "Donnes",
        "Écart PM",
        "%",
    ]
    _, out, _ = _run("bridge", "rescore", str(CLUB), lang="en")
    assert "MP1" in out.splitlines()[2]


def test_a_file_refused_by_rescore_and_convert_in_french() -> None:
    code, out, err = _run("bridge", "rescore", str(FIXTURES / "truncated_tag.pbn"))
    assert (code, out) == (2, "")
    assert err == (
        f'erreur\u00a0: ligne 4{NB}: une balise s’écrit [Nom "valeur"] (tronquée ou mal formée) '
        f'(colonne 1{NB}; PBN 2.1 §3.3{NB}: une balise s’écrit [, un nom, une "chaîne" et ], '
        f"dans cet ordre){NB}: '[Board \"1\"'\n"
    )
    code, out, err = _run("convert", str(FIXTURES / "unknown_contract.pbn"), "--to", "lin")
    assert (code, out) == (2, "")
    assert err.startswith(
        f"erreur\u00a0: ligne 8{NB}: colonne Contract{NB}: '8Z' n’est pas un contrat{NB}: écrivez "
        "<niveau 1-7><C|D|H|S|NT>[X|XX] ou Pass (colonne 9"
    )


def test_analyse_refuses_a_bad_file_in_french(tmp_path: Path) -> None:
    path = tmp_path / "bad.pbn"
    path.write_text('[Board "1"]\n[Deal "N:AKQ.xx"]\n', "utf-8")
    for command in ("analyse", "handrecord"):
        code, out, err = _run("bridge", command, str(path))
        assert (code, out) == (2, "")
        assert err.startswith(
            f"erreur\u00a0: ligne 2{NB}: 'N:AKQ.xx' n’est pas une distribution{NB}: "
        )


def test_convert_refuses_a_lin_or_usebio_file_in_french(tmp_path: Path) -> None:
    lin = tmp_path / "bad.lin"
    lin.write_text("pn|a,b,c,d|md|9SAK,,,|sv|o|\n", "utf-8")
    code, out, err = _run("convert", str(lin), "--to", "pbn")
    assert (code, out) == (2, "")
    assert err == f"erreur\u00a0: md|9SAK,,,|{NB}: le donneur est 1 (S), 2 (O), 3 (N) ou 4 (E)\n"
    xml = tmp_path / "bad.xml"
    xml.write_text('<?xml version="1.0"?>\n<USEBIO><EVENT></USEBIO>\n', "utf-8")
    code, out, err = _run("convert", str(xml), "--to", "pbn")
    assert (code, out) == (2, "")
    assert err == (
        f"erreur\u00a0: pas un fichier USEBIO{NB}: la balise fermante ne correspond pas à la "
        "balise "
        f"ouvrante{NB}: ligne 2, colonne 17\n"
    )
    _, _, err = _run("convert", str(xml), "--to", "pbn", lang="en")
    assert err == "error: not a USEBIO file: mismatched tag: line 2, column 17\n"


@pytest.mark.parametrize(("lang", "label"), [("fr", "double mort"), ("en", "double dummy")])
def test_the_progress_bar_of_the_solver_speaks_the_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str, label: str
) -> None:
    monkeypatch.setattr(Console, "is_terminal", property(lambda self: True))  # a terminal's bar
    with click.Context(click.Command("analyse")) as ctx:
        ctx.meta[LANGUAGE_KEY] = lang
        with progress_bar(3) as advance:
            advance(3)
    assert label in capsys.readouterr().err


def test_rescore_check_says_a_file_is_provisional_in_french(tmp_path: Path) -> None:
    path = tmp_path / "mardi.pbn"
    header = "% PBN 2.1\n% PROVISIONAL: session running, 12 of 30 results\n"
    path.write_bytes(header.encode() + CLUB.read_bytes())
    code, out, _ = _run("bridge", "rescore", "--check", str(path))
    assert code == 0
    assert out.splitlines()[1] == (
        f"mardi.pbn{NB}: provisoire{NB}: séance en cours, résultats{NB}: 12 sur 30"
    )
    _, out, _ = _run("bridge", "rescore", "--check", str(path), lang="en")
    assert out.splitlines()[1] == "mardi.pbn: provisional: session running, 12 of 30 results"
