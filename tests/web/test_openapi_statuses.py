"""``/openapi.json`` lists every status and content type each operation really answers.

Every operation is called, by a signed-in director and by a visitor, in the ways
a browser, a script or an attacker would: with the ids of a database holding a
game of each kind, a started club session and a tarot evening, with unknown ids,
ids of the wrong type and control characters, asking JSON, from another origin,
too large, without the form's token or the API's content type. Each answer's
status must be one the operation declares, and its content type one declared for
that status (a redirect: no body).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from atout.web.guard.inputs import MAX_BODY_BYTES
from tests.club.conftest import PASSWORD, create_session, csrf, post, table_codes
from tests.tarot_club.conftest import create_evening
from tests.tarot_club.conftest import table_codes as tarot_codes

#: A request's variants beside the plain one: its parameters unknown, of the wrong type,
#: holding a control character.
WRONG = ("999999", "x", "%01")


class Answers:
    """The app's operations, and the answers seen that they do not declare."""

    def __init__(self, spec: dict[str, Any]) -> None:
        self.spec = spec
        self.undeclared: list[str] = []
        self.seen: set[tuple[str, str]] = set()
        # Each path's pattern, the most literal first (``/tarot/seasons/{name}`` before
        # ``/tarot/{tournament_id}/...``).
        self.patterns = sorted(
            (
                (re.compile(re.sub(r"\\\{\w+\\\}", "[^/]+", re.escape(p)) + "$"), p)
                for p in spec["paths"]
            ),
            key=lambda found: -len(re.sub(r"\{\w+\}", "", found[1])),
        )

    def operation(self, method: str, path: str) -> tuple[str, dict[str, Any]] | None:
        for pattern, template in self.patterns:
            operation = self.spec["paths"][template].get(method.lower())
            if operation is not None and pattern.match(path):
                return template, operation
        return None

    def check(self, response: httpx.Response) -> None:
        """Note ``response`` if its operation does not declare its status or type."""
        response.read()
        request = response.request
        path = request.url.path
        found = self.operation(request.method, path)
        if found is None or request.method == "HEAD":
            return
        template, operation = found
        self.seen.add((request.method, template))
        where = f"{request.method} {template} ({request.url.raw_path.decode()})"
        answer = operation["responses"].get(str(response.status_code))
        if answer is None:
            self.undeclared.append(f"{where}: status {response.status_code}")
            return
        media = response.headers.get("content-type", "").partition(";")[0]
        content = answer.get("content", {})
        if (media and media not in content) or (not media and response.content):
            self.undeclared.append(f"{where}: {response.status_code} {media or 'no type'}")


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, Answers]]:
    """A director signed in on a database with a game of each kind, a started club
    session and a tarot evening; every answer of the client checked."""
    url = f"sqlite:///{tmp_path_factory.mktemp('statuses') / 'statuses.sqlite'}"
    with TestClient(create_app(Settings(database_url=url, analysis_jobs=0))) as client:
        answers = Answers(client.get("/openapi.json").json())
        client.event_hooks["response"] = [answers.check]
        client.get("/director/setup")
        assert post(client, "/director/setup", {"name": "Dir", "password": PASSWORD})
        client.app.state.test_url = url  # type: ignore[attr-defined]
        yield client, answers


def _ids(client: TestClient) -> dict[str, str]:
    """A known value of each path parameter."""
    players = {"player_1": "A", "player_2": "B", "player_3": "C", "preset": "fft"}
    games = [
        client.post(f"/api/games/{kind}", json={"title": kind, **players})
        for kind in ("rubber", "chicago", "series", "tarot")
    ]
    session = create_session(client, pairs=4, boards_per_round="1", season="Hiver")
    evening = create_evening(client, season="Printemps")
    return {
        "game_id": str(games[1].json()["id"]),
        "kind": "chicago",
        "session_id": str(session),
        "room_id": str(session),
        "tournament_id": str(evening),
        "code": table_codes(client, session)[1],
        "name": "Hiver",
        "player_id": "1",
        "player": "1",
        "board": "1",
        "deal": "1",
        "request_id": "1",
        "penalty_id": "1",
        "pair": "1",
        "round_": "1",
        "table": "1",
        "position": "1",
        "language": "en",
    }


def _paths(template: str, ids: dict[str, str]) -> Iterator[str]:
    yield re.sub(r"\{(\w+)\}", lambda m: ids[m[1]], template)
    if "{" in template:
        for wrong in WRONG:
            yield re.sub(r"\{\w+\}", wrong, template)
    yield re.sub(r"\{(\w+)\}", lambda m: ids[m[1]], template) + "?format=%01"


def _requests(client: TestClient, method: str, path: str) -> None:
    api = path.startswith("/api/")
    if method == "GET":
        client.get(path)
        client.get(path, headers={"Accept": "application/json"})
        client.get(path + ("&" if "?" in path else "?") + "format=json")
        return
    client.post(path, json={})
    client.post(path, data={"csrf_token": csrf(client)})
    client.post(path, data={"csrf_token": csrf(client), "name": "é\x01"})
    client.post(path, data={"csrf_token": "wrong"}, headers={"Accept": "application/json"})
    client.post(path, json={}, headers={"Origin": "https://elsewhere.example"})
    client.post(path, content=b"x" * (MAX_BODY_BYTES + 1), headers={"Content-Type": "text/plain"})
    if api:
        client.post(path, content=b"{}")
        client.post(path, json={"title": "\x01"})


def test_every_answer_is_declared(world: tuple[TestClient, Answers]) -> None:
    client, answers = world
    ids = _ids(client)
    codes = tarot_codes(client, int(ids["tournament_id"]))
    client.get(f"/tt/{codes[1]}")
    operations = [
        (method.upper(), template)
        for template, item in answers.spec["paths"].items()
        for method in item
    ]
    for method, template in operations:
        for path in _paths(template, ids):
            _requests(client, method, path)
    visitor = TestClient(client.app, follow_redirects=False)
    visitor.event_hooks["response"] = client.event_hooks["response"]
    for method, template in operations:
        _requests(visitor, method, re.sub(r"\{(\w+)\}", lambda m: ids[m[1]], template))
    for wrong in range(12):  # wrong table codes from one address: 404, then 429
        client.get(f"/t/WRONG{wrong}")
    assert not answers.undeclared, "\n".join(answers.undeclared)
    assert answers.seen == set(operations)
