"""``atout bridge rescore`` and ``atout bridge pbn check``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from atout.cli import main
from tests.reference_data import REFERENCE_PBN

REFERENCE = REFERENCE_PBN
REAL = sorted(REFERENCE.glob("club-pairs-*.pbn"))
FIXTURES = Path(__file__).parents[1] / "formats" / "fixtures"


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["bridge", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_check_agrees_with_each_real_session(path: Path) -> None:
    code, out, _ = _run("rescore", str(path), "--check")
    assert code == 0
    assert out.count("\n") == 1
    assert "agree with the file" in out


def test_check_lists_each_difference_and_exits_1(tmp_path: Path) -> None:
    text = (REFERENCE / "club-pairs-2019-10-21.pbn").read_text(encoding="latin-1")
    text = text.replace(
        '6 1 11 12 4H E 9 "50" - 11 -11 100 0', '6 1 11 12 4H E 9 "50" - 11 -11 90 10'
    )
    path = tmp_path / "tampered.pbn"
    path.write_text(text, encoding="latin-1")
    code, out, _ = _run("rescore", str(path), "--check")
    assert code == 1
    assert out.splitlines() == [
        "board 1, 11 v 12: Percentage_NS published 90, recomputed 100",
        "board 1, 11 v 12: Percentage_EW published 10, recomputed 0",
    ]


def test_json_output() -> None:
    code, out, _ = _run("rescore", str(REFERENCE / "club-pairs-2016-01-06.pbn"), "--json")
    assert code == 0
    document = json.loads(out)
    first = document["boards"][0]
    assert first["board"] == 1
    assert first["results"][0] == {
        "ns": "7",
        "ew": "8",
        "score_ns": 300,
        "pct_ns": pytest.approx(7100 / 72),
    }
    assert first["results"][6]["score_ns"] is None
    assert first["results"][6]["pct_ns"] == 50
    assert document["ranking"][0]["pair"] == "1"
    assert document["ranking"][0]["rank"] == "1"
    assert round(document["ranking"][0]["pct"], 2) == 58.62
    assert len(document["ranking"]) == 14


def test_shared_places_in_json() -> None:
    code, out, _ = _run("rescore", str(REFERENCE / "club-pairs-2019-10-21.pbn"), "--json")
    assert code == 0
    ranks = {r["pair"]: r["rank"] for r in json.loads(out)["ranking"]}
    assert ranks["21"] == ranks["24"] == "7="
    assert ranks["5"] == ranks["12"] == "13="


def test_table_output() -> None:
    code, out, _ = _run("rescore", str(REFERENCE / "club-pairs-2018-06-25.pbn"))
    assert code == 0
    assert "65.04" in out and "Pair 12" in out and "4=" in out


@pytest.mark.parametrize(
    ("fixture", "message"),
    [
        ("truncated_tag.pbn", "error: line 4: a tag pair is written"),
        (
            "fourteen_cards.pbn",
            "error: line 6: 'N:AKQJT98765432.A.. - - -' is not a valid deal",
        ),
        (
            "unknown_contract.pbn",
            "error: line 8: column Contract: '8Z' is not a contract",
        ),
        ("wrong_columns.pbn", "error: line 6: the row has 8 values"),
    ],
)
def test_malformed_files_exit_2_naming_the_line(fixture: str, message: str) -> None:
    code, _, err = _run("rescore", str(FIXTURES / fixture))
    assert code == 2
    assert err.startswith(message)


def test_pbn_check_lists_problems() -> None:
    code, out, _ = _run("pbn", "check", str(FIXTURES / "unknown_contract.pbn"))
    assert code == 1
    assert out.splitlines()[0].startswith("line 8: column Contract: '8Z' is not a contract")
    code, out, _ = _run("pbn", "check", str(REAL[0]), "--json")
    assert code == 0
    assert json.loads(out) == {"games": 24, "problems": []}


def test_rescore_at_butler_imps_json() -> None:
    """Board 1 of 2016-01-06: 300, 150, 100, 50, −50, −100 and an A= (not in the field).

    Datum: drop 300 and −100, mean of 150, 100, 50, −50 = 62.5 → 60; IMPs of
    +240, +90, +40, −10, −110, −160: 6, 3, 1, 0, −3, −4; the A= row gets 0.
    """
    path = REFERENCE / "club-pairs-2016-01-06.pbn"
    result = CliRunner().invoke(
        main, ["bridge", "rescore", str(path), "--imps", "butler", "--json"]
    )
    assert result.exit_code == 0, result.output
    document = json.loads(result.output)
    board = document["boards"][0]
    assert board["board"] == 1
    assert [r["imps_ns"] for r in board["results"]] == [6, 3, 1, 0, -3, -4, 0]
    assert document["scoring"] == "butler"
    assert len(document["ranking"]) == 14


def test_rescore_imps_refuses_check() -> None:
    path = REFERENCE / "club-pairs-2016-01-06.pbn"
    result = CliRunner().invoke(
        main, ["bridge", "rescore", str(path), "--imps", "cross", "--check"]
    )
    assert result.exit_code == 2
    assert "--check uses the file's own scoring" in result.output
