"""A real ``atout serve``: a forged ``X-Forwarded-For`` is not believed without trusted proxies.

uvicorn believes ``X-Forwarded-For`` from 127.0.0.1 by default; atout reads it
only from ``ATOUT_TRUSTED_PROXIES`` (:mod:`atout.web.guard.proxies`). Only a
real server shows what uvicorn does, so this test starts one on 127.0.0.1.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.web.conftest import Server


@pytest.fixture(params=[1, 2], ids=["one-process", "two-workers"])
def served(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "atout.sqlite", workers=request.param)
    running.start()
    try:
        yield running
    finally:
        running.stop()


def test_a_forged_forwarded_for_is_rate_limited_at_the_real_address(served: Server) -> None:
    with httpx.Client(base_url=served.url) as client:
        for attempt in range(10):
            forged = {"X-Forwarded-For": f"203.0.113.{attempt + 1}"}
            assert client.get(f"/t/WRONG{attempt:05d}", headers=forged).status_code == 404
        # The eleventh wrong code from 127.0.0.1 is refused, whatever address it claims.
        forged = {"X-Forwarded-For": "198.51.100.99"}
        answer = client.get("/t/WRONG99999", headers=forged)
        assert answer.status_code == 429
        assert client.get("/tt/WRONG99999").status_code == 429


def test_a_forged_forwarded_for_is_not_stored_as_the_author(served: Server) -> None:
    forged = {"X-Forwarded-For": "203.0.113.50"}
    with httpx.Client(base_url=served.url, headers=forged) as client:
        game = client.post("/api/games/series", json={"title": "Série"}).json()["id"]
        deal = {"board": "1", "declarer": "PASS"}
        assert client.post(f"/api/games/{game}/deals", json=deal).status_code == 201
        history = client.get(f"/games/{game}/history?format=json").json()
    assert [entry["author"] for entry in history["entries"]] == ["127.0.0.1"]
