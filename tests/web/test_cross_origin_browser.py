"""A page on another origin posts to every state-changing endpoint: nothing changes (issue 15).

Chromium holds a signed-in director's cookies for ``atout serve`` on
127.0.0.1:A. A second server on 127.0.0.1:B (another origin, but the same
*site*: ``SameSite`` cookies are sent) serves an attacker's page that, for
every POST route of the app, submits a form into an iframe (with the right
CSRF token, as if it had leaked) and sends ``fetch`` requests to the JSON API
(no-cors with a text body, and cors with ``application/json``, which needs a
preflight atout never grants). The database is the same before and after, and
every request that reached atout was refused. Then the same undo from the
app's own page does change the game (the test can see a change).
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from atout.cli import main
from atout.services.settings import Settings
from atout.web.app import create_app
from tests.club.conftest import PASSWORD, result_form
from tests.web.conftest import Server, free_port, screenshot

pytestmark = pytest.mark.browser

#: The fields posted to each route (beyond the CSRF token): what would change something.
FIELDS: dict[str, dict[str, str]] = {
    "/new/{kind}": {"title": "Intrus", "north": "X"},
    "/games/{game_id}/deals": {"board": "2", "declarer": "PASS", "idempotency_key": "evil"},
    "/games/{game_id}/deals/{position}": {"board": "1", "declarer": "N", "level": "7",
                                          "strain": "NT", "doubling": "XX", "result": "-13"},
    "/director/setup": {"name": "Intrus", "password": "intrus-password"},
    "/director/login": {"name": "Intrus", "password": "intrus-password"},
    "/director/sessions": {"title": "Intrus", "pairs": "6", "suggestion": "0"},
    "/director/teams": {"title": "Intrus", "teams": "A\nB", "boards_per_round": "2"},
    "/director/sessions/{room_id}/names": {"pair_1": "Intrus"},
    "/director/sessions/{room_id}/status": {"status": "closed", "confirm": "yes"},
    "/director/sessions/{session_id}/players": {"player_1_1": "Intrus", "player_1_2": "Intrus"},
    "/director/sessions/{session_id}/season": {"season": "Intrus"},
    "/director/tokens/revoke": {"label": "token-1"},
    "/director/sessions/{session_id}/results/{round_}/{table}/{board}": {
        "kind": "adjusted", "adjusted_ns": "A+", "adjusted_ew": "A-", "base_version": "0"},
    "/t/{code}/results": {"table": "1", "round": "1", "board": "1", "base_version": "0",
                          **result_form(1, 1, 1)},
    "/t/{code}/confirm": {"table": "1", "round": "1", "board": "1", "base_version": "1"},
    "/t/{code}/correction": {"table": "1", "round": "1", "board": "1", "base_version": "1",
                             **result_form(1, 1, 1)},
    "/director/sessions/{room_id}/corrections/{request_id}/dismiss": {},
    "/tt/{code}/correction": {"round": "1", "table": "1", "deal": "1", "base_version": "1",
                              "passed": "yes"},
    "/director/tarot/{room_id}/corrections/{request_id}/dismiss": {},
    "/director/tarot/{tournament_id}/donnes/{round_}/{table}/{deal}": {
        "base_version": "1", "passed": "yes"},
    "/director/sessions/{room_id}/delete": {"title": "Mardi"},
    "/director/sessions/{session_id}/rosters": {"member_1_1": "Intrus"},
    "/director/tarot/{room_id}/delete": {"title": "Intrus"},
    "/director/tarot": {"title": "Intrus", "players": "\n".join(f"P{n}" for n in range(8)),
                        "rounds": "2", "deals": "2", "preset": "fft"},
    "/director/tarot/{room_id}/status": {"status": "closed"},
    "/director/tarot/{room_id}/names": {"pair_1": "Intrus"},
    "/tt/{code}/me": {"player": "1", "round": "1"},
    "/tt/{code}/donnes": {"round": "1", "table": "1", "deal": "1", "base_version": "0",
                          "passed": "yes"},
    "/tt/{code}/confirm": {"round": "1", "table": "1", "deal": "1", "base_version": "1"},
    "/api/games/{kind}": {"title": "Intrus"},
    "/api/club/sessions": {"name": "Intrus", "tables": "4", "movement": "mitchell",
                           "boards_per_round": "2"},
    "/api/club/sessions/{session_id}/players": {"pair": "1", "players": "Intrus"},
    "/api/club/tables/{code}/results": {"round": "1", "board": "1", "contract": "7NTXX",
                                        "declarer": "N", "tricks": "0"},
    "/t/{code}/call": {"round": "1", "reason": "other", "note": "Intrus"},
    "/tt/{code}/call": {"round": "1", "reason": "other", "note": "Intrus"},
    "/director/sessions/{room_id}/calls/close": {"call": "1"},
    "/director/tarot/{room_id}/calls/close": {"call": "1"},
    "/api/club/tables/{code}/call": {"note": "Intrus"},
    "/director/individuals": {"title": "Intrus", "players": "\n".join(f"P{n}" for n in range(12))},
    "/director/players/{player_id}/handicap": {"handicap": "-5"},
    "/director/sessions/{session_id}/penalties": {"competitor": "1", "amount": "25",
                                                  "reason": "Intrus"},
    "/director/sessions/{session_id}/penalties/{penalty_id}/delete": {},
    "/director/sessions/{session_id}/plan": {"change": "withdraw", "after_round": "0", "pair": "1"},
    "/director/sessions/{session_id}/short-boards": {"rule": "own-top"},
    "/director/sessions/{session_id}/results/{round_}/{table}/{board}/assigned": {
        "withdraw": "yes"},
    "/director/sessions/{session_id}/swiss/repair": {"round": "1"},
    "/director/sessions/{session_id}/swiss/teams": {"name": "Intrus"},
    "/director/sessions/{session_id}/swiss/withdraw": {"team": "1"},
}  # fmt: skip


def _post_routes() -> list[str]:
    paths = create_app(Settings(database_url="sqlite://")).openapi()["paths"]
    return sorted(path for path, methods in paths.items() if "post" in methods)


def _snapshot(database: Path) -> dict[str, list[tuple[Any, ...]]]:
    with sqlite3.connect(database) as connection:
        tables = [
            name
            for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
            if name != "rate_failure"
        ]
        return {t: sorted(connection.execute(f'SELECT * FROM "{t}"').fetchall()) for t in tables}


@pytest.fixture
def other_origin(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A plain HTTP server on another port of 127.0.0.1, serving the files of a directory."""
    site = tmp_path / "site"
    site.mkdir()
    handler = partial(SimpleHTTPRequestHandler, directory=str(site))
    httpd = ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}", site
    finally:
        httpd.shutdown()


def _prepare(page: Any, url: str) -> dict[str, str]:
    """Through the app's own pages and API: a director, a game, a session, an evening."""
    page.goto(url + "/director/setup")
    page.fill("#name", "Directrice")
    page.fill("#password", PASSWORD)
    page.click("button.primary")
    request = page.context.request
    token = next(c["value"] for c in page.context.cookies() if c["name"] == "atout_csrf")

    def form(path: str, data: dict[str, str]) -> Any:
        response = request.post(url + path, form={"csrf_token": token, **data}, max_redirects=0)
        assert response.status in (201, 303), (path, response.status, response.text())
        return response

    game = request.post(url + "/api/games/series", data=json.dumps({"title": "Série"}),
                        headers={"Content-Type": "application/json"}).json()["id"]  # fmt: skip
    for board in (1, 2):
        request.post(f"{url}/api/games/{game}/deals",
                     data=json.dumps({"board": str(board), "declarer": "PASS"}),
                     headers={"Content-Type": "application/json"})  # fmt: skip
    created = form("/director/sessions", {"title": "Mardi", "pairs": "6", "suggestion": "0"})
    session_id = created.headers["location"].rsplit("/", 1)[1]
    form(f"/director/sessions/{session_id}/status", {"status": "running"})
    html = request.get(f"{url}/director/sessions/{session_id}").text()
    code = html.split('data-table="1" href="/t/', 1)[1].split('"', 1)[0]
    players = "\n".join(f"Joueur {n}" for n in range(1, 9))
    evening = {"title": "Tarot", "players": players, "rounds": "2", "deals": "2", "preset": "fft"}
    tournament = form("/director/tarot", evening).headers["location"].rsplit("/", 1)[1]
    form(f"/director/tarot/{tournament}/status", {"status": "running"})
    html = request.get(f"{url}/director/tarot/{tournament}").text()
    tarot_code = html.split('data-table="1" href="/tt/', 1)[1].split('"', 1)[0]
    return {
        "kind": "series", "game_id": str(game), "position": "1", "session_id": session_id,
        "round_": "1", "table": "1", "board": "1", "deal": "1", "tournament_id": tournament,
        "code": code, "tarot_code": tarot_code, "csrf_token": token, "request_id": "1",
        "player_id": "1", "penalty_id": "1",
    }  # fmt: skip


def _target(path: str, values: dict[str, str]) -> str:
    filled = path.replace("/tt/{code}", "/tt/{tarot_code}")
    # the routes the room kernel mounts once per kind name their room {room_id}
    tarot = filled.startswith(("/tarot", "/director/tarot"))
    filled = filled.replace("{room_id}", "{tournament_id}" if tarot else "{session_id}")
    for name, value in values.items():
        filled = filled.replace("{" + name + "}", value)
    assert "{" not in filled, f"give the test a value for the parameters of {path}"
    return filled


def _attack_page(url: str, values: dict[str, str], routes: list[str]) -> str:
    forms, fetches = [], []
    for number, path in enumerate(routes):
        action = url + _target(path, values)
        if path.startswith("/api/"):
            body = json.dumps(FIELDS.get(path, {}))
            fetches.append((action, body))
            continue
        assert path in FIELDS or path.endswith(("/undo", "/redo", "/logout")), path
        data = {"csrf_token": values["csrf_token"], **FIELDS.get(path, {})}
        inputs = "".join(
            f'<textarea name="{name}">{value}</textarea>' for name, value in data.items()
        )
        multipart = ' enctype="multipart/form-data"' if path == "/director/sessions" else ""
        forms.append(
            f'<iframe name="f{number}"></iframe>'
            f'<form method="post" action="{action}" target="f{number}"{multipart}>{inputs}</form>'
        )
    script = f"""
const fetches = {json.dumps(fetches)};
window.sent = 0;
document.querySelectorAll("form").forEach(f => f.submit());
const tries = [];
for (const [action, body] of fetches) {{
  tries.push(fetch(action, {{method: "POST", mode: "no-cors", credentials: "include", body}}));
  tries.push(fetch(action, {{method: "POST", mode: "no-cors", credentials: "include",
                             headers: {{"Content-Type": "text/plain"}}, body}}));
  tries.push(fetch(action, {{method: "POST", mode: "cors", credentials: "include",
                             headers: {{"Content-Type": "application/json"}}, body}}));
  tries.push(Promise.resolve(navigator.sendBeacon(action, body)));
}}
Promise.allSettled(tries).then(r => {{ window.sent = r.length; }});
"""
    return (
        f"<!doctype html><title>Une page ailleurs</title>{''.join(forms)}<script>{script}</script>"
    )


def test_a_page_on_another_origin_changes_nothing(
    browser: Any, server: Server, other_origin: tuple[str, Path]
) -> None:
    attacker_url, site = other_origin
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    values = _prepare(page, server.url)
    # An API token for the revoke route to aim at (tokens are made from the shell).
    made = CliRunner().invoke(
        main, ["director", "token", "Directrice", "--database-url", f"sqlite:///{server.database}"]
    )
    assert made.exit_code == 0, made.output
    routes = _post_routes()
    assert len(routes) >= 20
    (site / "index.html").write_text(_attack_page(server.url, values, routes))

    reached: list[tuple[str, str, int]] = []
    context.on(
        "response",
        lambda r: (
            reached.append((r.request.method, r.url, r.status))
            if r.url.startswith(server.url)
            else None
        ),
    )
    before = _snapshot(server.database)
    page.goto(attacker_url + "/index.html")
    page.wait_for_function("window.sent > 0")
    deadline = time.monotonic() + 10
    posts = [r for r in reached if r[0] == "POST"]
    while len({u for _, u, _ in posts}) < len(routes) and time.monotonic() < deadline:
        page.wait_for_timeout(200)
        posts = [r for r in reached if r[0] == "POST"]
    screenshot(page, "cross-origin-attack")
    assert _snapshot(server.database) == before
    # Every route was posted to, and every POST that reached atout was refused.
    assert {u.removeprefix(server.url) for _, u, _ in posts} == {
        _target(path, values) for path in routes
    }
    assert {status for _, _, status in posts} <= {403, 415}, posts

    # The control: from atout's own game page, the same undo changes the game.
    page.goto(f"{server.url}/games/{values['game_id']}")
    page.click(f"form[action='/games/{values['game_id']}/undo'] button")
    page.wait_for_load_state()
    assert _snapshot(server.database) != before
    context.close()
