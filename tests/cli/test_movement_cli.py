"""``atout bridge movement``: JSON for scripts, printed grids and table cards, checks."""

from __future__ import annotations

import json

from click.testing import CliRunner

from atout.cli import main


def run(*args, input=None):
    return CliRunner().invoke(main, ["bridge", "movement", *args], input=input)


def test_mitchell_json_rounds():
    result = run("mitchell", "--tables", "5", "--boards-per-round", "3", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert len(data["rounds"]) == 5
    assert data["rounds"][1][0] == {"table": 1, "ns": 1, "ew": 5, "set": 2, "boards": [4, 5, 6]}
    assert [e["ew"] for e in data["rounds"][4]] == [2, 3, 4, 5, 1]


def test_mitchell_even_options():
    relay = json.loads(run("mitchell", "--tables", "6", "--json").output)
    assert relay["even"] == "relay" and len(relay["rounds"]) == 6
    assert relay["bye_stand"][0] == [10, 11, 12]
    skip = json.loads(run("mitchell", "--tables", "6", "--even", "skip", "--json").output)
    assert skip["even"] == "skip" and len(skip["rounds"]) == 5
    assert skip["bye_stand"] is None


def test_arrow_switch_and_rounds():
    data = json.loads(
        run("mitchell", "--tables", "7", "--rounds", "6", "--arrow-switch", "--json").output
    )
    assert data["arrow_switch"] == [6] and data["one_field"]
    assert all(e.get("arrow_switch") for e in data["rounds"][5])
    chosen = json.loads(
        run(
            "mitchell", "--tables", "7", "--switch-round", "2", "--switch-round", "7", "--json"
        ).output
    )
    assert chosen["arrow_switch"] == [2, 7]


def test_howell_json():
    data = json.loads(run("howell", "--tables", "2", "--boards-per-round", "4", "--json").output)
    assert data["complete"] and data["board_sets"] == 3
    assert [(e["ns"], e["ew"], e["boards"]) for e in data["rounds"][0]] == [
        (4, 1, [1, 2, 3, 4]),
        (2, 3, [1, 2, 3, 4]),
    ]


def test_phantom_is_null_in_json():
    data = json.loads(run("howell", "--tables", "4", "--phantom", "8", "--json").output)
    assert data["phantom"] == "8"
    assert data["rounds"][0][0]["ns"] is None


def test_printed_grid_and_cards():
    grid = run("mitchell", "--tables", "3")
    assert grid.exit_code == 0
    assert "Mitchell, 3 tables, 3 rounds of 3 boards (9 boards in play)" in grid.output
    assert "1NS – 3EW" in grid.output
    assert "Valid" in grid.output
    cards = run("howell", "--tables", "3", "--cards")
    assert cards.exit_code == 0
    assert "Table 3" in cards.output and "Shared with" in cards.output


def test_bad_input_exits_2_with_a_message():
    result = run("mitchell", "--tables", "2")
    assert result.exit_code == 2
    assert "Invalid value for '--tables': '2' is not valid: use a whole number from 3 to 40" in (
        result.output
    )
    result = run("howell", "--tables", "4", "--phantom", "x")
    assert result.exit_code == 2
    assert "'x' is not a pair" in result.output


def test_suggest():
    result = run("suggest", "--pairs", "14")
    assert result.output.splitlines() == [
        "Howell, 7 tables: 13 rounds of 2 boards (26 boards)",
        "Mitchell, 7 tables: 7 rounds of 4 boards (28 boards)",
    ]
    data = json.loads(run("suggest", "--pairs", "14", "--json").output)
    assert data[1]["kind"] == "mitchell" and data[1]["boards_per_round"] == 4


def test_check_a_movement_file():
    good = run("mitchell", "--tables", "5", "--json").output
    result = run("check", "-", input=good)
    assert result.exit_code == 0 and "Valid" in result.output
    broken = json.loads(good)
    broken["rounds"][1][0]["set"] = 1
    result = run("check", "-", "--json", input=json.dumps(broken))
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert not report["valid"]
    assert "pair 1NS plays board set 1 (boards 1-3) in rounds 1 and 2" in report["problems"]
    assert run("check", "-", input="nonsense").exit_code == 2
