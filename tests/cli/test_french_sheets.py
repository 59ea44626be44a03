"""``atout --lang fr bridge rubber|chicago``: how each entry was counted, in French words
and notation (``N-S 2♠−2 : 2 de chute, non contré, non vulnérable``), in the table and in
``--json``; English as it was."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from atout.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"
RUBBER = str(DATA / "seeds" / "seed000.rubber")
#: The same sheet in French notation (3T for 3 trèfles: 3C is 3 cœurs in French).
RUBBER_FR = str(DATA / "sheets" / "fr" / "seed000.rubber")
CHICAGO = str(DATA / "sheets" / "set.chicago")
NBSP = "\u00a0"


def _run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    env = {"ATOUT_LANG": "", "COLUMNS": "200"}
    result = CliRunner().invoke(main, list(args), input=input, env=env)
    return result.exit_code, result.stdout, result.stderr


def test_the_rubber_entries_in_french() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "rubber", RUBBER_FR)
    rows = [
        [cell.strip() for cell in line.split("│")[1:-1]]
        for line in out.splitlines()[-13:-1]
        if line.startswith("│")
    ]
    assert code == 0
    assert rows[0] == [
        f"1{NBSP}: N-S 2♠−2",
        "E-O",
        "au-dessus",
        "levées de chute",
        f"N-S 2♠−2{NBSP}: 2 de chute, non contré, non vulnérable",
        "100",
    ]
    assert rows[7][0] == f"6{NBSP}: N-S 4♠X−2"
    assert rows[7][4] == f"N-S 4♠X−2{NBSP}: 2 de chute, contré, vulnérable"
    assert rows[9][3:] == ["prime de petit chelem", "vulnérable", "750"]
    assert rows[10] == ["fin", "E-O", "au-dessus", "prime de partie", "deux manches à une", "500"]


def test_the_rubber_entries_in_french_json() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "rubber", RUBBER_FR, "--json")
    details = [entry["detail"] for entry in json.loads(out)["entries"]]
    assert code == 0 and details == [
        f"N-S 2♠−2{NBSP}: 2 de chute, non contré, non vulnérable",
        "2 × 30",
        "40 + 2 × 30",
        "3 × 20",
        "(3 × 20) × 2",
        "1 × 100",
        "X",
        f"N-S 4♠X−2{NBSP}: 2 de chute, contré, vulnérable",
        "40 + 5 × 30",
        "vulnérable",
        "deux manches à une",
    ]


def test_an_unfinished_rubber_with_honours_in_french() -> None:
    deals = "NS 4S= honours EW 100\nEW 2H+1\n"
    code, out, _ = _run("--lang", "fr", "bridge", "rubber", "-", "--stop", "--json", input=deals)
    assert code == 0 and [e["detail"] for e in json.loads(out)["entries"]] == [
        "4 × 30",
        "dans une main",
        "2 × 30",
        "1 × 30",
        "une manche gagnée",
        "60 au-dessous de la ligne dans la manche interrompue",
    ]
    _, out, _ = _run("bridge", "rubber", "-", "--stop", "--json", input=deals)
    assert [e["detail"] for e in json.loads(out)["entries"]][4:] == [
        "one game won",
        "60 below the line in the unfinished game",
    ]


def test_a_rubber_two_games_to_none_in_french() -> None:
    _, out, _ = _run("--lang", "fr", "bridge", "rubber", "-", "--json", input="NS 4S=\nNS 3NT=\n")
    assert json.loads(out)["entries"][-1]["detail"] == "deux manches à zéro"


def test_the_rubber_entries_in_english_as_they_were() -> None:
    _, out, _ = _run("bridge", "rubber", RUBBER, "--json")
    details = [entry["detail"] for entry in json.loads(out)["entries"]]
    assert details[0] == "NS 2S-2: 2 down, undoubled, not vulnerable"
    assert details[-1] == "two games to one"


def test_a_bad_rubber_line_in_french() -> None:
    code, _, err = _run("--lang", "fr", "bridge", "rubber", "-", input="NS 4S=\nSTOP\n")
    assert (code, err) == (
        2,
        f"erreur\u00a0: ligne 2 'STOP'\u00a0: 'STOP' n’est pas une donne de partie libre{NBSP}: "
        "écrivez"
        " <NS|EW> <résultat> [honours <NS|EW> <100|150>], par ex. NS 4HX+1, ou PASS\n",
    )


def test_the_chicago_lines_in_french_json() -> None:
    code, out, _ = _run("--lang", "fr", "bridge", "chicago", CHICAGO, "--json")
    lines = [[line["detail"] for line in deal["lines"]] for deal in json.loads(out)["deals"]]
    assert code == 0 and lines == [
        ["2 × 30"],
        [],
        ["2 × 30", "120 points de levées, non vulnérable", "dans une main"],
        ["4 × 30", "120 points de levées, vulnérable"],
        ["1 × 40", "40 points de levées à la 4e donne"],
    ]
    _, out, _ = _run("bridge", "chicago", CHICAGO, "--json")
    assert json.loads(out)["deals"][4]["lines"][1]["detail"] == "40 trick points on deal 4"


def test_a_bad_chicago_line_in_french() -> None:
    code, _, err = _run("--lang", "fr", "bridge", "chicago", "-", input="N 4S= x\n")
    assert code == 2 and err.endswith(
        f"n’est pas une donne de Chicago{NBSP}: écrivez <N|E|S|W> <résultat>"
        " [honours <NS|EW> <100|150>], par ex. S 4HX+1, ou PASS\n"
    )
