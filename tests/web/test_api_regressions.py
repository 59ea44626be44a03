"""Requests the schemathesis run (``test_api_fuzz.py``) found making server errors, kept.

Each made a 500 before issue 15 (numbers beyond SQLite's 64 bits in a path;
control characters in a query); each is now refused with a 422 that names the
field, quotes the value and says what is valid.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

FOUND = [
    "/tarot/12399556102129348141251559424/players/-91079?format=%C3%9B%C2%85%C3%9B%C3%AE",
    "/tarot/97414641239775401476096/players/177180?%5DG%C2%AE%C3%88%C3%B6=MA%C3%AB"
    "%F2%B7%8C%A1%C3%83&%C2%8E%C3%80%C3%81%C2%8BC_%C3%B4%C3%A25%C3%88=true&format=%0B%C3%87",
    "/tarot/4771632407909603737600/players/118360274189?%26%C3%95=1.5&%26%C3%95=null"
    "&v%2B=%F2%80%A7%9C%04%14&v%2B=&v%2B=-6.720562849410934e%2B16",
]


#: Numbered games: since games are reached by their key, an unknown address is a 404.
FOUND_GAMES = [
    "/games/295063002719757795328/deals/9763336776327",
    "/games/6613927481147795701760/deals/-255580",
]


@pytest.mark.parametrize("path", FOUND_GAMES)
def test_a_numbered_game_found_by_the_fuzzer_is_not_found(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404, response.text
    assert "aucune partie n’a l’adresse" in response.text


@pytest.mark.parametrize("path", FOUND)
def test_a_case_found_by_the_fuzzer_is_refused(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 422, response.text
    assert "n’est pas valable" in response.text  # French by default


def test_a_field_of_digits_longer_than_its_limit_is_refused(client: TestClient) -> None:
    """``bench/api_conformance.py`` (seed 2): a text of 10,001 digits was read as the
    number 0 and the game created, though a field's text is 10,000 characters at most."""
    response = client.post("/api/games/rubber", json={"title": "t", "note": "0" * 10_001})
    assert response.status_code == 422, response.text
    assert response.json()["detail"][0]["type"] == "string_too_long"
    fits = client.post("/api/games/rubber", json={"title": "t", "note": "0" * 10_000})
    assert fits.status_code == 201, fits.text
