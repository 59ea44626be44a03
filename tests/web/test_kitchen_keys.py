"""Kitchen sheets behind an unguessable address: counting ids reaches nothing.

A game is ``/games/<key>`` (22 random URL-safe characters); its number in the
store answers 404 on every page and API route, and nothing is changed through
it. A device lists only the games it created or opened.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from tests.web.conftest import csrf

KEY = re.compile(r"/games/([A-Za-z0-9_-]{22})")
PLAYERS = {f"player_{n}": name for n, name in enumerate(("Ana", "Bo", "Cy", "Dé"), 1)}


@pytest.fixture
def app_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'web.sqlite'}"


@pytest.fixture
def two_devices(app_url: str) -> Iterator[tuple[TestClient, TestClient]]:
    app = create_app(Settings(database_url=app_url, language="en"))
    with TestClient(app) as mine, TestClient(app) as other:
        mine.get("/")
        other.get("/")
        yield mine, other


def _tarot(client: TestClient, title: str) -> str:
    form = {"csrf_token": csrf(client), "title": title, "preset": "classic", **PLAYERS}
    created = client.post("/new/tarot", data=form, follow_redirects=False)
    assert created.status_code == 303
    found = KEY.fullmatch(created.headers["location"])
    assert found is not None, created.headers["location"]
    return found.group(1)


def test_a_game_is_reached_by_its_key_not_by_its_number(
    two_devices: tuple[TestClient, TestClient],
) -> None:
    mine, other = two_devices
    key = _tarot(mine, "Mardi")
    assert other.get(f"/games/{key}").status_code == 200  # the address is the right to play
    deal = {"csrf_token": csrf(other), "taker": "1", "contract": "garde"}
    deal |= {"points": "56", "bouts": "1"}
    for path in ("/games/1", "/games/1/history", "/games/1/chart.svg", "/games/1/group"):
        assert other.get(path).status_code == 404, path
    assert other.get("/api/games/1").json()["message"] == "no game has the address '1'"
    for path in ("/games/1/deals", "/games/1/undo", "/games/1/redo"):
        assert other.post(path, data=deal).status_code == 404, path
    api = {"taker": "1", "contract": "garde", "points": 56, "bouts": 1}
    assert other.get("/api/games/1").status_code == 404
    assert other.post("/api/games/1/deals", json=api).status_code == 404
    assert other.get(f"/api/games/{key}").json()["deal_count"] == 0
    assert other.post(f"/games/{key}/deals", data=deal).status_code == 200
    assert other.get(f"/api/games/{key}").json()["deal_count"] == 1


def test_a_device_lists_only_the_games_it_created_or_opened(
    two_devices: tuple[TestClient, TestClient],
) -> None:
    mine, other = two_devices
    first, second = _tarot(mine, "Mardi"), _tarot(mine, "Jeudi")
    assert [g["id"] for g in mine.get("/api/games").json()] == [second, first]
    assert first in mine.get("/").text and second in mine.get("/").text
    assert other.get("/api/games").json() == []
    assert first not in other.get("/").text
    # The group page of the same players shows the evenings this device knows.
    group = other.get(f"/games/{second}/group?format=json").json()["group"]
    assert [g["title"] for g in group["games"]] == ["Jeudi"]
    other.get(f"/games/{first}")
    group = other.get(f"/games/{second}/group?format=json").json()["group"]
    assert [g["title"] for g in group["games"]] == ["Mardi", "Jeudi"]
    assert [g["id"] for g in other.get("/api/games").json()] == [first]  # opened, listed


def test_the_api_answers_the_key_as_the_game_id(two_devices: tuple[TestClient, TestClient]) -> None:
    mine, _ = two_devices
    created = mine.post("/api/games/rubber", json={"title": "Club"})
    assert created.status_code == 201
    key = created.json()["id"]
    assert re.fullmatch(r"[A-Za-z0-9_-]{22}", key)
    deal = {"side": "NS", "level": "2", "strain": "S", "doubling": "", "result": "="}
    assert mine.post(f"/api/games/{key}/deals", json=deal).status_code == 201
    assert mine.get(f"/api/games/{key}").json()["game"]["id"] == key


@pytest.mark.parametrize("position", ["9763336776327", "-255580"])
def test_a_position_out_of_bounds_of_a_real_game_is_refused(
    two_devices: tuple[TestClient, TestClient], position: str
) -> None:
    mine, _ = two_devices
    key = _tarot(mine, "Mardi")
    response = mine.get(f"/games/{key}/deals/{position}")
    assert response.status_code == 422, response.text
    assert "position" in response.text


def test_atout_games_list_gives_every_sheet_its_address(
    two_devices: tuple[TestClient, TestClient], app_url: str
) -> None:
    """A sheet no device remembers is found again where the database is."""
    import json

    from click.testing import CliRunner

    from atout.cli import main

    mine, other = two_devices
    keys = {_tarot(mine, "Lundi"), _tarot(mine, "Mardi")}
    listed = CliRunner().invoke(
        main, ["--lang", "en", "games", "list", "--database-url", app_url, "--json"]
    )
    assert listed.exit_code == 0, listed.output
    rows = json.loads(listed.output)
    assert {row["address"] for row in rows} == {f"/games/{key}" for key in keys}
    assert [row["title"] for row in rows] == ["Mardi", "Lundi"]  # latest change first
    assert rows[0]["players"] == ["Ana", "Bo", "Cy", "Dé"] and rows[0]["kind"] == "tarot"
    for row in rows:
        assert other.get(row["address"]).status_code == 200  # a new device opens it
    french = CliRunner().invoke(main, ["--lang", "fr", "games", "list", "--database-url", app_url])
    assert "Adresse" in french.output and "Dernière modification" in french.output
