"""``/openapi.json`` documents every JSON answer, and the answers agree with it.

Each operation whose answer is JSON (a status or a range like ``4XX``) has a
schema, typed down to its leaves; each page that has a JSON twin
(``?format=json``) documents it; and the answers of the JSON API, of the twins
and of the refusals, made on a database holding a game of each kind, a club
session played through the API and a tarot evening, each validate against the
schema of their status.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import jsonschema_rs
import pytest
from click.testing import CliRunner
from fastapi.routing import APIRoute, RouteContext, iter_route_contexts
from fastapi.testclient import TestClient

from atout.cli import main
from atout.services.settings import Settings
from atout.web.app import create_app
from atout.web.schemas import doc
from tests.club.conftest import PASSWORD, create_session, post, result_form
from tests.tarot_club.conftest import create_evening

#: The API's description, its tables written from the OpenAPI document.
API_MD = Path(__file__).resolve().parents[2] / "docs" / "api.md"
#: Every page with a JSON twin (``?format=json``).
TWINS = {
    "/",
    "/games/{game_id}",
    "/games/{game_id}/history",
    "/games/{game_id}/group",
    "/s/{session_id}",
    "/s/{session_id}/handicapped",
    "/s/{session_id}/swiss",
    "/club/seasons/{name}",
    "/club/players/{player_id}",
    "/tarot/seasons/{name}",
    "/tarot/{tournament_id}",
    "/tarot/{tournament_id}/players/{player}",
}


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """The app on a fresh SQLite file, a director signed in (``Dir``)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('openapi') / 'openapi.sqlite'}"
    with TestClient(create_app(Settings(database_url=url, analysis_jobs=0))) as test_client:
        test_client.get("/director/setup")
        response = post(test_client, "/director/setup", {"name": "Dir", "password": PASSWORD})
        assert response.status_code == 303  # type: ignore[attr-defined]
        test_client.app.state.test_url = url  # type: ignore[attr-defined]
        yield test_client


@pytest.fixture(scope="module")
def spec(client: TestClient) -> dict[str, Any]:
    """The OpenAPI document the app serves."""
    response = client.get("/openapi.json")
    assert response.status_code == 200
    return dict(response.json())


def _json_answers(spec: dict[str, Any]) -> Iterator[tuple[str, str, str, Any]]:
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            for status, answer in operation["responses"].items():
                content = answer.get("content", {})
                if "application/json" in content:
                    yield path, method, status, content["application/json"].get("schema")


def _untyped(schema: Any, where: str) -> Iterator[str]:
    """The places in ``schema`` that say nothing of their value (``{}``, ``{"title": …}``)."""
    if not isinstance(schema, dict):
        return
    typed = {"type", "$ref", "anyOf", "oneOf", "allOf", "enum", "const"}
    if not typed & schema.keys():
        yield where
    for key in ("properties", "$defs"):
        for name, inner in schema.get(key, {}).items():
            yield from _untyped(inner, f"{where}/{name}")
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            yield from _untyped(schema[key], f"{where}/{key}")
    for key in ("anyOf", "oneOf", "allOf"):
        for index, inner in enumerate(schema.get(key, [])):
            yield from _untyped(inner, f"{where}/{key}[{index}]")


def test_every_json_answer_has_a_typed_schema(spec: dict[str, Any]) -> None:
    answers = list(_json_answers(spec))
    assert len(answers) > 100
    empty = [f"{m.upper()} {p} {s}" for p, m, s, schema in answers if not schema]
    assert empty == []
    untyped = [
        place
        for path, method, status, schema in answers
        for place in _untyped(schema, f"{method.upper()} {path} {status}")
    ]
    for name, schema in spec["components"]["schemas"].items():
        untyped += _untyped(schema, name)
    assert untyped == []


def _routes(client: TestClient) -> Iterator[RouteContext]:
    for route in iter_route_contexts(client.app.routes):  # type: ignore[attr-defined]
        if isinstance(route.original_route, APIRoute) and route.include_in_schema:
            yield route


def test_no_answer_is_json_by_default_without_a_model(
    client: TestClient, spec: dict[str, Any]
) -> None:
    """A page, a redirect or a file is not documented as JSON: only a model is."""
    routes = list(_routes(client))
    assert len(routes) > 60
    for route in routes:
        for method in route.methods or ():
            answers = spec["paths"][route.path_format][method.lower()]["responses"]
            statuses = [s for s, a in answers.items() if "application/json" in a.get("content", {})]
            if route.response_model is None:
                assert all(s.startswith("4") for s in statuses), (method, route.path)


def test_every_twin_is_documented(client: TestClient, spec: dict[str, Any]) -> None:
    """Each route that answers ``?format=json`` is in :data:`TWINS`, its JSON documented."""
    twins = {
        route.path_format
        for route in _routes(client)
        if route.endpoint and 'format == "json"' in inspect.getsource(route.endpoint)
    }
    assert twins == TWINS
    for path in TWINS:
        operation = spec["paths"][path]["get"]
        assert "format" in {p["name"] for p in operation["parameters"]}, path
        content = operation["responses"]["200"]["content"]
        assert set(content) >= {"application/json", "text/html"}, path
        assert content["application/json"]["schema"], path


def test_docs_api_md_is_written_from_the_document(spec: dict[str, Any]) -> None:
    """Run ``python -m atout.web.schemas.doc docs/api.md`` after changing an answer."""
    text = API_MD.read_text(encoding="utf-8")
    assert [name for _, name, _, _ in doc.BLOCK.findall(text)] == [
        "twins",
        "api",
        "club",
        "refusals",
    ]
    assert doc.rewrite(text, spec) == text
    for path, item in spec["paths"].items():
        for operation in item.values():
            tags = set(operation.get("tags", ()))
            assert tags & {"api", "club"} if path.startswith("/api/") else not tags, path
    for name in ("GamePage", "HistoryPage", "RankingView", "Refusal", "StoredConflict"):
        assert name in text


def _check(spec: dict[str, Any], method: str, path: str, response: httpx.Response) -> Any:
    """The JSON of ``response``, checked against the schema of its status."""
    answers = spec["paths"][path][method]["responses"]
    status = str(response.status_code)
    answer = answers.get(status) or answers.get(f"{status[0]}XX")
    assert answer is not None, (method, path, status, response.text)
    schema = answer["content"]["application/json"]["schema"]
    validator = jsonschema_rs.validator_for({**schema, "components": spec["components"]})
    body = response.json()
    errors = [f"{e.instance_path}: {e.message}" for e in validator.iter_errors(body)]
    assert errors == [], (method, path, status, errors[:5])
    return body


#: A deal of each kind, as the API takes it.
DEALS = {
    "rubber": {"side": "NS", "level": "4", "strain": "S", "doubling": "", "result": "="},
    "chicago": {"declarer": "N", "level": "3", "strain": "NT", "doubling": "", "result": "+1"},
    "series": {"board": "1", "declarer": "W", "level": "6", "strain": "NT", "result": "="},
    "tarot": {"taker": "1", "contract": "garde", "points": "43", "bouts": "2"},
}


def test_the_games_answers_agree(client: TestClient, spec: dict[str, Any]) -> None:
    players = {"player_1": "Anne", "player_2": "Bruno", "player_3": "Chloé", "preset": "fft"}
    for kind, deal in DEALS.items():
        created = client.post(f"/api/games/{kind}", json={"title": kind, **players})
        game = _check(spec, "post", "/api/games/{kind}", created)["id"]
        entered = client.post(f"/api/games/{game}/deals", json={**deal, "idempotency_key": kind})
        assert _check(spec, "post", "/api/games/{game_id}/deals", entered)["created"] is True
        again = client.post(f"/api/games/{game}/deals", json={**deal, "idempotency_key": kind})
        assert _check(spec, "post", "/api/games/{game_id}/deals", again)["created"] is False
        refused = client.post(f"/api/games/{game}/deals", json={"level": "9"})
        assert _check(spec, "post", "/api/games/{game_id}/deals", refused)["errors"]
        for path in ("/api/games/{game_id}", "/games/{game_id}", "/games/{game_id}/history"):
            query = "" if path.startswith("/api") else "?format=json"
            answer = client.get(path.replace("{game_id}", str(game)) + query)
            assert _check(spec, "get", path, answer)["game"]["kind"] == kind
        for action in ("undo", "redo", "redo"):
            path = f"/api/games/{{game_id}}/{action}"
            done = client.post(path.replace("{game_id}", str(game)), json={})
            _check(spec, "post", path, done)
        no_body = client.post(f"/api/games/{game}/undo")
        assert _check(spec, "post", "/api/games/{game_id}/undo", no_body)["errors"]
    group = client.get(f"/games/{game}/group?format=json")
    assert _check(spec, "get", "/games/{game_id}/group", group)["game_id"] == game
    assert len(_check(spec, "get", "/api/games", client.get("/api/games"))) == 4
    assert _check(spec, "get", "/", client.get("/?format=json"))["recent"]
    unknown = client.get("/games/999?format=json", headers={"Accept": "application/json"})
    assert _check(spec, "get", "/games/{game_id}", unknown)["code"]
    too_long = client.get("/api/games/" + "x" * 65)  # a game's address: 64 characters at most
    assert _check(spec, "get", "/api/games/{game_id}", too_long)["errors"]
    wrong_kind = client.post("/api/games/whist", json={"title": "x"})
    assert _check(spec, "post", "/api/games/{kind}", wrong_kind)["code"]


def _token(client: TestClient) -> dict[str, str]:
    url = client.app.state.test_url  # type: ignore[attr-defined]
    printed = CliRunner().invoke(main, ["director", "token", "Dir", "--database-url", url])
    assert printed.exit_code == 0, printed.output
    return {"Authorization": f"Bearer {printed.output.strip()}"}


def test_the_club_answers_agree(client: TestClient, spec: dict[str, Any]) -> None:
    bearer = _token(client)
    asked = {"name": "Jeudi", "tables": 3, "movement": "howell", "boards_per_round": 1}
    created = client.post("/api/club/sessions", json={**asked, "season": "Hiver"}, headers=bearer)
    number = _check(spec, "post", "/api/club/sessions", created)["id"]
    path = "/api/club/sessions/{session_id}"
    at = path.replace("{session_id}", str(number))
    names = {"pairs": [{"pair": 1, "players": [{"name": "Anne Roy"}, {"name": "Marc Roy"}]}]}
    named = client.post(f"{at}/players", json=names, headers=bearer)
    assert _check(spec, "post", f"{path}/players", named)["pairs"]["1"]
    _check(spec, "post", f"{path}/start", client.post(f"{at}/start", headers=bearer))
    tables = _check(spec, "get", path, client.get(at, headers=bearer))["tables"]
    results = "/api/club/tables/{code}/results"
    for table in tables:
        state = client.get(f"/api/club/tables/{table['code']}")
        seen = _check(spec, "get", "/api/club/tables/{code}", state)
        for board in seen["to_play"]:
            form = result_form(board, table["table"], seen["round"])
            sent = {
                "round": seen["round"],
                "board": board,
                "contract": form["level"] + form["strain"] + form["doubling"],
                "declarer": form["declarer"],
                "tricks": int(form["tricks"]),
            }
            answer = client.post(results.replace("{code}", table["code"]), json=sent)
            assert _check(spec, "post", results, answer)["created"] is True
            other = {**sent, "tricks": 13 - sent["tricks"]}
            clash = client.post(results.replace("{code}", table["code"]), json=other)
            assert _check(spec, "post", results, clash)["stored"]
    ranking = _check(spec, "get", f"{path}/ranking", client.get(f"{at}/ranking"))
    assert ranking["results"] == 3
    _check(spec, "post", f"{path}/close", client.post(f"{at}/close", headers=bearer))
    again = client.post(f"{at}/close", headers=bearer)
    assert _check(spec, "post", f"{path}/close", again)["code"] == "session.status"
    assert _check(spec, "get", path, client.get(at))["code"]  # no token: 401
    page = client.get(f"/s/{number}?format=json")
    assert _check(spec, "get", "/s/{session_id}", page)["session_id"] == number
    season = client.get("/club/seasons/Hiver?format=json")
    assert _check(spec, "get", "/club/seasons/{name}", season)
    player = client.get("/club/players/1?format=json")
    assert _check(spec, "get", "/club/players/{player_id}", player)
    started = create_session(client, pairs=4, boards_per_round="1")
    live = client.get(f"/s/{started}?format=json")
    assert _check(spec, "get", "/s/{session_id}", live)["entered"] == 0


def test_the_tarot_answers_agree(client: TestClient, spec: dict[str, Any]) -> None:
    evening = create_evening(client, season="Printemps")
    ranking = client.get(f"/tarot/{evening}?format=json")
    assert _check(spec, "get", "/tarot/{tournament_id}", ranking)["lines"]
    player = client.get(f"/tarot/{evening}/players/1?format=json")
    assert _check(spec, "get", "/tarot/{tournament_id}/players/{player}", player)
    season = client.get("/tarot/seasons/Printemps?format=json")
    assert _check(spec, "get", "/tarot/seasons/{name}", season)
    absent = client.get(f"/tarot/{evening}/players/99", headers={"Accept": "application/json"})
    assert _check(spec, "get", "/tarot/{tournament_id}/players/{player}", absent)["code"]


def test_pages_are_not_json_unless_asked(tmp_path: Path) -> None:
    """The twins' documentation changes nothing of the pages: HTML without ``format``."""
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'pages.sqlite'}", analysis_jobs=0)
    with TestClient(create_app(settings)) as fresh:
        assert fresh.get("/").headers["content-type"].startswith("text/html")
        assert fresh.get("/?format=json").headers["content-type"] == "application/json"
