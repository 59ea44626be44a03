"""Players belong to the director who made them (issue 27): a licence number typed by one
director never renames another's player, and each director's register shows their own
players (and licence numbers) only."""

from __future__ import annotations

import html
import re

from fastapi.testclient import TestClient

from tests.club.conftest import create_session, post
from tests.club.test_ownership import _director

LICENCE = "01234567"


def _name_pair(browser: TestClient, session_id: int, name: str, licence: str) -> None:
    form = {"player_1_1": name, "licence_1_1": licence, "player_1_2": "Bruno Petit"}
    response = post(browser, f"/director/sessions/{session_id}/players", form)
    assert response.status_code == 303  # type: ignore[attr-defined]


def _first_player(browser: TestClient, session_id: int) -> tuple[str, str]:
    """The name and licence shown in the first player's fields of the session's page."""
    page = html.unescape(browser.get(f"/director/sessions/{session_id}").text)
    name = re.search(r'id="player_1_1"[^>]*value="([^"]*)"', page)
    licence = re.search(r'id="licence_1_1"[^>]*value="([^"]*)"', page)
    assert name is not None and licence is not None
    return name.group(1), licence.group(1)


def _register(browser: TestClient) -> str:
    return html.unescape(browser.get("/director/players").text)


def test_a_licence_never_renames_another_directors_player(client: TestClient) -> None:
    claire, marc = _director(client, "Claire"), _director(client, "Marc")
    hers = create_session(claire, pairs=6)
    _name_pair(claire, hers, "Anne Martin", LICENCE)
    his = create_session(marc, pairs=6)
    _name_pair(marc, his, "Intrus", LICENCE)
    assert _first_player(claire, hers) == ("Anne Martin", LICENCE)
    assert _first_player(marc, his) == ("Intrus", LICENCE)
    # Her own register finds her player again by licence, and takes a corrected spelling.
    _name_pair(claire, hers, "Anne Martin-Roux", LICENCE)
    assert _first_player(claire, hers) == ("Anne Martin-Roux", LICENCE)
    assert _first_player(marc, his) == ("Intrus", LICENCE)


def test_each_register_shows_its_directors_players_only(client: TestClient) -> None:
    claire, marc = _director(client, "Claire"), _director(client, "Marc")
    _name_pair(claire, create_session(claire, pairs=6), "Anne Martin", LICENCE)
    his = create_session(marc, pairs=6)
    _name_pair(marc, his, "Denis Roux", "7654321")
    theirs = _register(claire)
    assert "Anne Martin" in theirs and LICENCE in theirs
    assert "Denis Roux" not in theirs and "7654321" not in theirs
    his_register = _register(marc)
    assert "Denis Roux" in his_register and "7654321" in his_register
    assert "Anne Martin" not in his_register and LICENCE not in his_register
    # The suggestions of his session's form are his players too.
    page = html.unescape(marc.get(f"/director/sessions/{his}").text)
    assert "Denis Roux" in page and "Anne Martin" not in page and LICENCE not in page
    # The first director (an administrator) has made no player: an empty register.
    assert "Anne Martin" not in _register(client) and "Denis Roux" not in _register(client)
