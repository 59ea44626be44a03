"""Sixteen identical results sent at once by the club API: one stores it (201), the fifteen
others get the idempotent answer docs/api.md promises (200, ``"created": false``), never a
409, on SQLite and on PostgreSQL."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from tests.club.conftest import director_bearer
from tests.store.conftest import empty_url, postgres_url  # noqa: F401  (fixtures)

SENT = 16
#: Board 1 at table 1 in round 1: 4S by North, ten tricks.
RESULT = {"round": 1, "board": 1, "contract": "4S", "declarer": "N", "tricks": 10}


@pytest.fixture
def url(empty_url: str) -> str:  # noqa: F811  (the fixture imported above)
    """An empty database: SQLite, then PostgreSQL."""
    return empty_url


@pytest.fixture
def api(url: str) -> Iterator[tuple[TestClient, dict[str, str]]]:
    bearer = director_bearer(url)
    settings = Settings(database_url=url, threads=SENT)
    with TestClient(create_app(settings)) as client:
        yield client, bearer


def test_identical_simultaneous_results_get_the_idempotent_answer(
    api: tuple[TestClient, dict[str, str]],
) -> None:
    client, headers = api
    asked = {"name": "Jeudi", "tables": 4, "movement": "mitchell", "boards_per_round": 3}
    session_id = client.post("/api/club/sessions", json=asked, headers=headers).json()["id"]
    client.post(f"/api/club/sessions/{session_id}/start", headers=headers)
    tables = client.get(f"/api/club/sessions/{session_id}", headers=headers).json()["tables"]
    code = next(t["code"] for t in tables if t["table"] == 1)
    start = threading.Barrier(SENT)

    def send(_: int) -> tuple[int, object]:
        start.wait()
        answer = client.post(f"/api/club/tables/{code}/results", json=RESULT)
        return answer.status_code, answer.json().get("created")

    with ThreadPoolExecutor(SENT) as pool:
        answers = Counter(pool.map(send, range(SENT)))
    assert answers == {(201, True): 1, (200, False): SENT - 1}
    ranking = client.get(f"/api/club/sessions/{session_id}/ranking").json()
    assert ranking["results"] == 1
