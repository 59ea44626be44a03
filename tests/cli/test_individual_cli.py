"""``atout bridge movement individual``: whist tournaments of 8 to 32 players, checked here
by the test's own counts (not atout's validator), and ``movement check`` on them."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations

import pytest
from click.testing import CliRunner

from atout.cli import main

TABLES = (2, 3, 4, 5, 6, 7, 8)


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, [*args], input=input)


def _movement(tables: int) -> dict:
    result = run("bridge", "movement", "individual", "--tables", str(tables), "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


@pytest.mark.parametrize("tables", TABLES)
def test_every_two_players_partner_once_and_oppose_twice(tables: int) -> None:
    data = _movement(tables)
    players = 4 * tables
    assert data["players"] == players and len(data["rounds"]) == players - 1
    partners: Counter[frozenset[int]] = Counter()
    opponents: Counter[frozenset[int]] = Counter()
    for sittings in data["rounds"]:
        assert sorted(s["table"] for s in sittings) == list(range(1, tables + 1))
        seated = [s[seat] for s in sittings for seat in ("north", "east", "south", "west")]
        assert sorted(seated) == list(range(1, players + 1))  # each player once a round
        for s in sittings:
            partners[frozenset((s["north"], s["south"]))] += 1
            partners[frozenset((s["east"], s["west"]))] += 1
            for a in (s["north"], s["south"]):
                for b in (s["east"], s["west"]):
                    opponents[frozenset((a, b))] += 1
    every_two = [frozenset(c) for c in combinations(range(1, players + 1), 2)]
    assert all(partners[c] == 1 for c in every_two)
    assert all(opponents[c] == 2 for c in every_two)
    assert sum(partners.values()) == len(every_two)


@pytest.mark.parametrize("tables", TABLES)
def test_every_player_plays_every_board_once(tables: int) -> None:
    data = _movement(tables)
    played: Counter[tuple[int, int]] = Counter()
    tables_of_board: Counter[int] = Counter()
    for sittings in data["rounds"]:
        for s in sittings:
            for board in s["boards"]:
                tables_of_board[board] += 1
                for seat in ("north", "east", "south", "west"):
                    played[(s[seat], board)] += 1
    assert set(played.values()) == {1}
    assert len(played) == 4 * tables * data["boards"]
    assert set(tables_of_board.values()) == {tables}  # each board scored over T tables


@pytest.mark.parametrize("tables", TABLES)
def test_movement_check_validates_it(tables: int) -> None:
    text = json.dumps(_movement(tables))
    result = run("bridge", "movement", "check", "-", "--json", input=text)
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == {"valid": True, "problems": [], "codes": []}


def test_movement_check_finds_partners_twice_in_french() -> None:
    data = _movement(2)
    # Round 2, table 1 is N8 E2 S3 W5: swapping East and South makes 8 and 2 partners again
    # (they were in round 1, table 1: N8 E1 S2 W4), and 2 and 5 never.
    assert data["rounds"][1][0] == {
        "table": 1,
        "north": 8,
        "east": 2,
        "south": 3,
        "west": 5,
        "set": 2,
        "boards": [3, 4],
    }
    data["rounds"][1][0] |= {"east": 3, "south": 2}
    result = run("--lang", "fr", "bridge", "movement", "check", "-", input=json.dumps(data))
    assert result.exit_code == 1
    said = result.output.replace("\xa0", " ")
    assert "les joueurs 2 et 8 sont partenaires 2 fois" in said
    assert "les joueurs 2 et 5 ne sont jamais partenaires" in said


def test_a_grid_in_french() -> None:
    result = run("--lang", "fr", "bridge", "movement", "individual", "--tables", "2")
    assert result.exit_code == 0, result.output
    assert "N8 E1 S2 O4" in result.output
    assert "Individuel, 8 joueurs à 2 tables" in result.output
