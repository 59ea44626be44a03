"""Fixtures of the tarot club tests: the club's app with a signed-in director, an evening."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from atout.store.tarot_club import repo
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


#: A garde at a table of 4, seat 1 taking with 43 points and 2 bouts (41 needed): each
#: defender pays (25 + 2) × 2 = 54, the taker gets 3 × 54 = 162 (RULES, the FFT's scoring).
GARDE = {"contract": "garde", "taker": "1", "points": "43", "bouts": "2"}


def confirmed_garde(test_client: TestClient, tournament: int) -> tuple[int, tuple[int, ...], str]:
    """Deal 1 of the first four-player table of round 1: its first seat's :data:`GARDE`,
    confirmed by its second player (from another phone); the table, its players, its code."""
    database = test_client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        plan = repo.get_tournament(session, tournament).plan
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    code = table_codes(test_client, tournament)[four.number]
    where = {"round": "1", "table": str(four.number), "deal": "1"}
    post(test_client, f"/tt/{code}/me", {"player": str(four.players[0])})
    entry = post(test_client, f"/tt/{code}/donnes", where | GARDE | {"base_version": "0"})
    assert entry.status_code == 303  # type: ignore[attr-defined]
    other_phone(test_client)
    post(test_client, f"/tt/{code}/me", {"player": str(four.players[1])})
    confirm = post(test_client, f"/tt/{code}/confirm", where | {"base_version": "1"})
    assert confirm.status_code == 303  # type: ignore[attr-defined]
    return four.number, four.players, code
