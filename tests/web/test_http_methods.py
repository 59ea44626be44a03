"""HTTP as the RFC says: HEAD wherever GET is, a 405 lists every allowed method, and a JSON
string that is not text (a lone UTF-16 surrogate) is a 422 in the reader's language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.routing import iter_route_contexts
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from atout.web.templating import LANGUAGE_COOKIE

#: A JSON body whose string is half of a UTF-16 pair, as raw bytes (no encoder writes it).
LONE_SURROGATE = b'{"x": "\\ud800"}'


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'web.sqlite'}")
    with TestClient(create_app(settings), raise_server_exceptions=False) as test_client:
        yield test_client


@pytest.mark.parametrize("path", ["/", "/api/games", "/docs", "/openapi.json", "/static/style.css"])
def test_head_answers_wherever_get_does(client: TestClient, path: str) -> None:
    got = client.get(path)
    head = client.head(path)
    assert (head.status_code, got.status_code) == (200, 200)
    assert head.content == b""
    assert head.headers["content-type"] == got.headers["content-type"]


def test_a_405_lists_every_allowed_method(client: TestClient) -> None:
    only_get = client.delete("/")
    assert only_get.status_code == 405
    assert only_get.headers["allow"] == "GET, HEAD"
    both = client.delete("/director/setup")
    assert both.status_code == 405
    assert both.headers["allow"] == "GET, HEAD, POST"
    post_only = client.get("/games/1/undo")
    assert post_only.status_code == 405
    assert post_only.headers["allow"] == "POST"


def _json_routes(client: TestClient) -> list[str]:
    """The path of every route that reads a JSON body, its parameters filled in."""
    found = []
    for route in iter_route_contexts(client.app.routes):  # type: ignore[attr-defined]
        if getattr(route, "body_field", None) is None or "POST" not in (route.methods or ()):
            continue
        path = str(route.path)
        for name, value in (("{kind}", "rubber"), ("{code}", "ABCDEF")):
            path = path.replace(name, value)
        found.append(path.replace("{game_id}", "1").replace("{session_id}", "1"))
    return found


def test_a_lone_surrogate_is_a_422_on_every_json_route(client: TestClient) -> None:
    routes = _json_routes(client)
    assert len(routes) == 8, routes
    json = {"content-type": "application/json"}
    for path in routes:
        for language, words in (("fr", "n’est pas un texte"), ("en", "is not text")):
            client.cookies.set(LANGUAGE_COOKIE, language)
            answer = client.post(path, content=LONE_SURROGATE, headers=json)
            assert answer.status_code == 422, (path, answer.text)
            assert words in answer.json()["errors"]["x"], answer.text
            assert "'\\\\ud800'" in answer.text  # the input, quoted as an escape


@pytest.mark.parametrize(
    "body",
    [
        b'{"x": "\xed\xa0\x80"}',  # the surrogate as UTF-8 bytes
        b'"\\udfff"',
        b'{"\\ud800": 1}',
        b'{"a": ["ok", "\\udbff"]}',
        b'{"x": "\\ud83d\\ude00\\ud800"}',
    ],
)
def test_a_lone_surrogate_anywhere_in_a_json_body_is_refused(
    client: TestClient, body: bytes
) -> None:
    answer = client.post(
        "/api/games/rubber", content=body, headers={"content-type": "application/json"}
    )
    assert answer.status_code == 422, answer.text


def test_a_surrogate_pair_is_text(client: TestClient) -> None:
    body = b'{"title": "\\ud83c\\udccf"}'  # U+1F0CF, a joker, written as a pair
    answer = client.post(
        "/api/games/rubber", content=body, headers={"content-type": "application/json"}
    )
    assert answer.status_code == 201, answer.text
    assert client.get(f"/api/games/{answer.json()['id']}").json()["game"]["title"] == "\U0001f0cf"
