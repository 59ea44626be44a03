"""Several servers on one database: the same rate limits, fresh sheets and rankings everywhere.

Two apps made by ``create_app`` on the same database stand for two ``atout
serve`` processes (or hosts) behind a reverse proxy: each keeps its own
caches, and only the database is shared. On SQLite and on PostgreSQL.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from atout.web.room.live import FRAGMENT_AGE
from tests.club.conftest import PASSWORD, post, result_form
from tests.store.conftest import empty_url, postgres_url  # noqa: F401  (fixtures)

PROXY = ("127.0.0.1", 5000)


@pytest.fixture
def url(empty_url: str) -> str:  # noqa: F811  (the fixture imported above)
    """An empty database: SQLite, then PostgreSQL."""
    return empty_url


@pytest.fixture
def servers(url: str) -> Iterator[tuple[TestClient, TestClient]]:
    """Two apps on the database, behind a trusted proxy on 127.0.0.1."""
    settings = Settings(database_url=url, language="en", trusted_proxies="127.0.0.1")
    with (
        TestClient(create_app(settings), client=PROXY) as first,
        TestClient(create_app(settings), client=PROXY) as second,
    ):
        yield first, second


def _from(address: str) -> dict[str, str]:
    return {"X-Forwarded-For": address}


def test_the_eleventh_wrong_code_is_refused_whichever_server_it_reaches(
    servers: tuple[TestClient, TestClient],
) -> None:
    first, second = servers
    for attempt in range(10):
        server = (first, second)[attempt % 2]
        response = server.get(f"/t/WRONG{attempt:05d}", headers=_from("203.0.113.7"))
        assert response.status_code == 404, attempt
    for server in (first, second):
        assert server.get("/t/WRONG99999", headers=_from("203.0.113.7")).status_code == 429
        assert server.get("/tt/WRONG99999", headers=_from("203.0.113.7")).status_code == 429
    # Another client behind the same proxy is not blocked; a forged header from a client
    # that is not a proxy is not believed.
    assert second.get("/t/WRONG99999", headers=_from("203.0.113.8")).status_code == 404
    with TestClient(first.app, client=("198.51.100.1", 1)) as direct:
        for _ in range(10):
            direct.get("/t/WRONGWRONG", headers=_from("192.0.2.99"))
        assert direct.get("/t/WRONGWRONG", headers=_from("192.0.2.42")).status_code == 429
    assert first.get("/t/WRONGWRONG", headers=_from("192.0.2.99")).status_code == 404


def _setup(server: TestClient) -> None:
    server.get("/director/setup", headers=_from("192.0.2.1"))
    data = {"name": "Dir", "password": PASSWORD}
    response = server.post(
        "/director/setup",
        data={"csrf_token": server.cookies["atout_csrf"], **data},
        headers=_from("192.0.2.1"),
        follow_redirects=False,
    )
    assert response.status_code == 303, response.text
    server.cookies.clear()


def _login(server: TestClient, address: str, name: str, password: str) -> int:
    server.get("/director/login", headers=_from(address))
    data = {"csrf_token": server.cookies["atout_csrf"], "name": name, "password": password}
    response = server.post(
        "/director/login", data=data, headers=_from(address), follow_redirects=False
    )
    return response.status_code


def test_wrong_passwords_are_limited_per_address_and_name_and_per_address(
    servers: tuple[TestClient, TestClient],
) -> None:
    first, second = servers
    _setup(first)
    # One address, one name: 5 tries, on either server.
    for attempt in range(5):
        server = (first, second)[attempt % 2]
        assert _login(server, "203.0.113.7", "Dir", "wrong") == 401
    assert _login(second, "203.0.113.7", "Dir", PASSWORD) == 429
    # One account from many addresses: each address its 5 tries, and the director's own
    # address is never locked by the others (issue 27).
    for n in range(15):
        assert _login((first, second)[n % 2], f"198.51.100.{n}", "Dir", "wrong") == 401
    assert _login(first, "198.51.100.200", "Dir", PASSWORD) == 303
    # One address over many names (each costs an argon2 hash, unknown names too): 20.
    for n in range(20):
        assert _login((first, second)[n % 2], "192.0.2.50", f"nobody{n}", "wrong") == 401
    assert _login(second, "192.0.2.50", "somebody", "wrong") == 429


def _pass_deal(board: int) -> dict[str, str]:
    return {"board": str(board), "declarer": "PASS"}


def test_a_sheet_changed_on_one_server_is_read_on_the_other(
    servers: tuple[TestClient, TestClient],
) -> None:
    first, second = servers
    game = first.post("/api/games/series", json={"title": "x"}).json()["id"]
    assert second.get(f"/api/games/{game}").json()["deal_count"] == 0  # cached by the second
    first.post(f"/api/games/{game}/deals", json=_pass_deal(1))
    assert second.get(f"/api/games/{game}").json()["deal_count"] == 1
    second.post(f"/api/games/{game}/undo", json={})
    assert first.get(f"/api/games/{game}").json()["deal_count"] == 0
    first.post(f"/api/games/{game}/redo", json={})
    assert second.get(f"/api/games/{game}").json()["deal_count"] == 1


def test_the_live_ranking_is_fresh_on_every_server(
    servers: tuple[TestClient, TestClient],
) -> None:
    first, second = servers
    _setup(first)
    for server in (first, second):
        server.get("/director/login", headers=_from("192.0.2.1"))
        data = {"csrf_token": server.cookies["atout_csrf"], "name": "Dir", "password": PASSWORD}
        server.post("/director/login", data=data, headers=_from("192.0.2.1"))
    response = post(first, "/director/sessions", {"title": "x", "pairs": "6", "suggestion": "0"})
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(second, f"/director/sessions/{session_id}/status", {"status": "running"})
    html = first.get(f"/director/sessions/{session_id}").text
    import re

    code = re.findall(r'data-table="1" href="/t/([A-Z0-9]+)"', html)[0]
    before = second.get(f"/s/{session_id}/standings")
    assert before.status_code == 200
    where = {"table": "1", "round": "1", "board": "1"}
    form = {**where, "base_version": "0", **result_form(1, 1, 1)}
    assert post(first, f"/t/{code}/results", form).status_code == 303  # type: ignore[attr-defined]
    confirm = {**where, "base_version": "1"}
    assert post(second, f"/t/{code}/confirm", confirm).status_code == 303  # type: ignore[attr-defined]
    time.sleep(FRAGMENT_AGE)
    for server in (first, second):
        after = server.get(f"/s/{session_id}/standings")
        assert after.headers["etag"] != before.headers["etag"]
        assert after.text != before.text
