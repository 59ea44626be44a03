"""Fixtures of the tarot club tests: the club's app with a signed-in director, an evening."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from tests.club.conftest import app_url, client, post  # noqa: F401  (fixtures)
from tests.web.conftest import browser, server  # noqa: F401  (fixtures of the browser test)

NAMES = ("Anne", "Bruno", "Chloé", "David", "Émile", "Fanny", "Gilles", "Hélène", "Inès",
         "Jules", "Karim", "Léa", "Marc")  # fmt: skip


def create_evening(test_client: TestClient, players: int = 13, **extra: str) -> int:
    """Create and start a tarot evening; its number."""
    data = {
        "title": "Vendredi tarot",
        "players": "\n".join(NAMES[:players] if players <= 13 else
                             [f"Joueur {n}" for n in range(1, players + 1)]),
        "rounds": "3",
        "deals": "2",
        "sizes": "4-5",
        "five": "called-king",
        "preset": "fft",
        "seed": "5",
        **extra,
    }  # fmt: skip
    response = post(test_client, "/director/tarot", data)
    location = response.headers["location"]  # type: ignore[attr-defined]
    found = re.fullmatch(r"/director/tarot/(\d+)", location)
    assert found is not None, location
    tournament = int(found.group(1))
    post(test_client, f"/director/tarot/{tournament}/status", {"status": "running"})
    return tournament


def table_codes(test_client: TestClient, tournament: int) -> dict[int, str]:
    """The code of each table, read from the director's page."""
    html = test_client.get(f"/director/tarot/{tournament}").text
    found = re.findall(r'data-table="(\d+)" href="/tt/([A-Z0-9]+)"', html)
    return {int(number): code for number, code in found}


def other_phone(test_client: TestClient) -> None:
    """The next requests come from another phone: the device cookie is forgotten (a new one
    is given), as a second player's own phone has its own."""
    test_client.cookies.delete("atout_device")
