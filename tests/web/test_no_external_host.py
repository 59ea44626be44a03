"""No page loads anything from another host, and no page breaks its Content-Security-Policy.

Chromium opens every kind of page (the score sheets, the director's pages, a
table's phone, the rankings, the API documentation) and records each request
it makes: all go to atout itself (or are ``data:`` URLs), and the console
reports no CSP violation. The pages' HTML names no other host either.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.web.conftest import Server, screenshot
from tests.web.test_cross_origin_browser import _prepare

pytestmark = pytest.mark.browser

#: Attributes that load or send something (links to other sites are allowed: ``<a href>``).
_LOADING = re.compile(r'<(?!a\b)[a-z]+[^>]*\s(?:src|href|action|data-source|spec-url)="([^"]*)"')


def _pages(values: dict[str, str]) -> list[str]:
    game, session, evening = values["game_id"], values["session_id"], values["tournament_id"]
    return [
        "/",
        "/new/rubber",
        "/new/chicago",
        "/new/series",
        "/new/tarot",
        f"/games/{game}",
        f"/games/{game}/history",
        f"/games/{values['tarot_game']}",
        "/director",
        "/director/sessions/new?pairs=6&title=x",
        f"/director/sessions/{session}",
        f"/director/sessions/{session}/cards",
        f"/director/sessions/{session}/hands",
        f"/director/sessions/{session}/results/1/1/1",
        f"/t/{values['code']}?round=1&board=1",
        f"/s/{session}",
        f"/s/{session}/boards/1",
        "/director/tarot",
        "/director/tarot/new",
        f"/director/tarot/{evening}",
        f"/director/tarot/{evening}/cards",
        f"/tt/{values['tarot_code']}",
        f"/tarot/{evening}",
        "/docs",
        "/redoc",
    ]


def test_every_page_loads_from_atout_only(browser: Any, server: Server) -> None:
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    values = _prepare(page, server.url)
    request = context.request
    players = {"title": "x", "player_1": "A", "player_2": "B", "player_3": "C", "player_4": "D"}
    tarot = request.post(
        server.url + "/api/games/tarot",
        data=json.dumps({**players, "preset": "fft"}),
        headers={"Content-Type": "application/json"},
    ).json()["id"]
    deal = {"taker": "1", "contract": "garde", "points": "50", "bouts": "2"}
    request.post(
        f"{server.url}/api/games/{tarot}/deals",
        data=json.dumps(deal),
        headers={"Content-Type": "application/json"},
    )
    values["tarot_game"] = str(tarot)

    elsewhere: list[str] = []
    violations: list[str] = []
    context.on(
        "request",
        lambda r: (
            None
            if r.url.startswith((server.url + "/", "data:", "blob:"))
            else elsewhere.append(r.url)
        ),
    )
    page.on(
        "console",
        lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None,
    )
    for path in _pages(values):
        response = page.goto(server.url + path)
        assert response is not None and response.status == 200, path
        page.wait_for_load_state("networkidle")
        if path in ("/docs", "/redoc"):
            # the schema is large (half a megabyte): on a loaded machine the UI takes its time
            page.wait_for_selector(".swagger-ui .info, .api-info, h1", timeout=90_000)
            screenshot(page, "docs" if path == "/docs" else "redoc")
        for loaded in _LOADING.findall(page.content()):
            assert not re.match(r"(?i)(https?:)?//", loaded) or loaded.startswith(server.url), (
                path,
                loaded,
            )
    assert elsewhere == []
    assert violations == []
    context.close()
