"""``atout tarot tournament plan``: the plan as text and JSON, refused numbers."""

from __future__ import annotations

import json
from itertools import combinations

from click.testing import CliRunner

from atout.cli import main


def test_22_players_5_rounds_as_json() -> None:
    args = ["tarot", "tournament", "plan", "--players", "22", "--rounds", "5", "--json"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    plan = json.loads(result.output)
    assert len(plan["rounds"]) == 5 and plan["problems"] == []
    meetings: dict[tuple[int, int], int] = {}
    for round_ in plan["rounds"]:
        seated = [p for t in round_["tables"] for p in t["players"]]
        assert sorted(seated) == list(range(1, 23)) and round_["byes"] == []
        assert sorted(len(t["players"]) for t in round_["tables"]) == [4, 4, 4, 5, 5]
        for table in round_["tables"]:
            for pair in combinations(sorted(table["players"]), 2):
                meetings[pair] = meetings.get(pair, 0) + 1
    assert max(meetings.values()) == plan["most_meetings"] <= 2
    assert plan["repeats"] == sum(n - 1 for n in meetings.values())
    assert plan["lower_bound"] == 0


def test_the_text_and_the_byes() -> None:
    args = ["tarot", "tournament", "plan", "--players", "10", "--rounds", "3"]
    result = CliRunner().invoke(main, [*args, "--tables-of-4-only", "--seed", "2"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "10 players, 3 rounds of 4 deals, tables of 4 only (seed 2)"
    assert lines[1].startswith("repeated meetings: ")
    assert sum(line.startswith("  sit out: ") for line in lines) == 3


def test_refusals_exit_2() -> None:
    result = CliRunner().invoke(main, ["tarot", "tournament", "plan", "--players", "11"])
    assert result.exit_code == 2
    assert "cannot sit at tables of 4 and 5" in result.output
    result = CliRunner().invoke(main, ["tarot", "tournament", "plan", "--players", "61"])
    assert result.exit_code == 2 and "61" in result.output
