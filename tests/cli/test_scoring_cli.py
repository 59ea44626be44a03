"""``atout bridge score|rubber|chicago|series`` through the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from atout.cli import main

SEEDS = Path(__file__).resolve().parents[1] / "data" / "seeds"
SHEETS = Path(__file__).resolve().parents[1] / "data" / "sheets"
ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(main, ["bridge", *args], input=stdin)


def run_json(*args: str, stdin: str | None = None) -> Any:
    result = run(*args, "--json", stdin=stdin)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_score_json() -> None:
    data = run_json("score", "4HX+1", "--vul")
    assert data["result"] == "4HX+1" and data["vulnerable"] is True
    assert data["score"] == 240 + 200 + 50 + 500
    assert [(i["kind"], i["points"]) for i in data["items"]] == [
        ("contract tricks", 240),
        ("overtricks", 200),
        ("doubled contract made", 50),
        ("game bonus", 500),
    ]
    assert sum(i["points"] for i in data["items"]) == data["score"]


def test_score_default_not_vulnerable_and_human_table() -> None:
    assert run_json("score", "4H=")["score"] == 420
    assert run_json("score", "6SX-1", "--vul")["score"] == -200
    result = run("score", "3NT=", "--vul")
    assert result.exit_code == 0
    assert "+600" in result.stdout and "game bonus" in result.stdout


def test_score_batch_from_stdin() -> None:
    result = run("score", "-", stdin="4HX+1 v\n3NT= nv\n\n7NTXX= V\n4H=\n4SX-3 nv\n")
    assert result.exit_code == 0, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["score"] for line in lines] == [990, 400, 2980, 420, -500]
    assert lines[2] == {"result": "7NTXX=", "vulnerable": True, "score": 2980}


def test_score_batch_bad_line() -> None:
    result = run("score", "-", stdin="4H= v\n4H=v\n")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert "line 2 '4H=v'" in result.stderr


@pytest.mark.parametrize("text", ["8H=", "4Q=", "4H+4", "4H-11"])
def test_score_bad_input(text: str) -> None:
    result = run("score", text)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert repr(text) in result.stderr and result.stderr.startswith("error: ")


def test_seed_000_rubber() -> None:
    data = run_json("rubber", str(SEEDS / "seed000.rubber"), "--stake", "0.20")
    assert data["ns"] == {"above": 150, "below": 240, "total": 390}
    assert data["ew"]["total"] == 2140
    assert data["games"] == {"ns": 1, "ew": 2}
    assert data["finished"] is True and data["winner"] == "EW"
    assert (data["difference"], data["settlement"], data["money"]) == (1750, 17, "3.40")
    assert len(data["deals"]) == 7
    first = data["entries"][0]
    assert (first["deal"], first["side"], first["place"], first["points"]) == (
        1,
        "EW",
        "above",
        100,
    )


def test_seed_004_rubber() -> None:
    data = run_json("rubber", str(SEEDS / "seed004.rubber"))
    assert data["ns"] == {"above": 350, "below": 150, "total": 500}
    assert data["ew"] == {"above": 1560, "below": 290, "total": 1850}
    assert (data["winner"], data["settlement"]) == ("EW", 13)


def test_rubber_human_sheet() -> None:
    result = run("rubber", str(SEEDS / "seed000.rubber"), "--stake", "0.20")
    assert result.exit_code == 0, result.stderr
    for text in ("We (NS)", "They (EW)", "390", "2140", "game 1", "→ 17", "3.40"):
        assert text in result.stdout


@pytest.mark.parametrize(
    ("options", "ns", "ew"),
    [([], 500 + 100, 130 + 300), (["--unfinished-partscore", "50"], 500 + 50, 130 + 300)],
)
def test_unfinished_rubber(options: list[str], ns: int, ew: int) -> None:
    path = str(SEEDS / "seed004_first_sheet.rubber")
    running = run_json("rubber", path)
    assert running["winner"] is None and running["finished"] is False
    data = run_json("rubber", path, "--stop", *options)
    assert (data["ns"]["total"], data["ew"]["total"]) == (ns, ew)
    assert data["winner"] == "NS" and data["stopped"] is True


def test_rubber_fourth_undertrick_option_from_stdin() -> None:
    assert run_json("rubber", "-", stdin="NS 7SX-5\n")["ew"]["above"] == 1100
    data = run_json("rubber", "-", "--no-fourth-undertrick-increase", stdin="NS 7SX-5\n")
    assert data["ew"]["above"] == 900


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("NS 4H=\n# fine\nNS 4Q=\n", "line 3 'NS 4Q='"),
        ("NS 3NT= honours NS 100\n", "line 1"),
        ("NS 4S=\nNS 4S=\nEW 1C=\n", "deal 3 'EW 1C='"),
    ],
)
def test_rubber_bad_input(text: str, message: str) -> None:
    result = run("rubber", "-", stdin=text)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert message in result.stderr


def test_chicago() -> None:
    data = run_json("chicago", str(SHEETS / "set.chicago"))
    # N 2S= deal 1: 60. PASS: deal 2 redealt by E. S 2H= deal 2 (EW vulnerable) completes
    # NS's game: 60 + 300 + 100 honours. N 4S= deal 3 (NS vulnerable): 120 + 500.
    # S 1NT= deal 4 (both): 40 + 100 for a partscore that does not complete a game.
    assert [(d["ns"], d["ew"]) for d in data["deals"]] == [
        (60, 0),
        (0, 0),
        (460, 0),
        (620, 0),
        (140, 0),
    ]
    assert (data["ns"], data["ew"]) == (1280, 0)
    assert [d["position"] for d in data["deals"]] == [1, 2, 2, 3, 4]
    assert [d["vulnerability"] for d in data["deals"]] == ["None", "EW", "EW", "NS", "All"]
    other = run_json("chicago", str(SHEETS / "set.chicago"), "--non-dealer-vulnerable")
    assert [d["vulnerability"] for d in other["deals"]] == ["None", "NS", "NS", "EW", "All"]
    assert [d["ns"] for d in other["deals"]] == [60, 0, 660, 420, 140]
    human = run("chicago", str(SHEETS / "set.chicago"))
    assert human.exit_code == 0 and "1280" in human.stdout


def test_series() -> None:
    data = run_json("series", str(SHEETS / "eight.series"))
    assert (data["ns"], data["ew"]) == (420 + 630 + 500 + 90, 400 + 50 + 1440)
    assert data["complete"] is True and data["winner"] == "EW"
    assert data["boards"][3]["vulnerability"] == "All"
    human = run("series", str(SHEETS / "eight.series"))
    assert human.exit_code == 0 and "1890" in human.stdout


def test_the_installed_command_on_seed_000() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    command = [sys.executable, "-m", "atout", "bridge", "rubber"]
    done = subprocess.run(
        [*command, "tests/data/seeds/seed000.rubber", "--json"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(done.stdout)
    assert (data["ns"]["total"], data["ew"]["total"], data["settlement"]) == (390, 2140, 17)
