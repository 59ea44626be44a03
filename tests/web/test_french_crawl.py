"""Every page of a club evening, a rubber, a Chicago, a series and tarot, in French, with
each page's refusal of a bad input: no English word of the interface on any of them.

The data is made through the pages and forms (a director, an 8-pair session played
whole, a 9-player tarot evening); Chromium (Debian's, through Playwright) then visits
each page with a fresh French visitor and reads its text: no word of ``ENGLISH``
(:mod:`tests.english`, the English vocabulary of atout's interface) on any of them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from atout.store.club import repo as club_repo
from atout.store.database import Database
from tests.club.conftest import result_form
from tests.english import english_words
from tests.web.conftest import Server, csrf, screenshot
from tests.web.test_browser import _enter_rubber_deal

pytestmark = pytest.mark.browser

PASSWORD = "un mot de passe assez long"


class Crawl:
    """The pages and refusals visited, and the English found on them."""

    def __init__(self, page: Any, server: Server, width: int) -> None:
        self.page, self.server, self.width = page, server, width
        self.pages: list[str] = []
        self.refusals: list[str] = []
        self.found: dict[str, list[str]] = {}

    def read(self, what: str) -> None:
        text = self.page.inner_text("body")
        words = english_words(text)
        if words:
            self.found[what] = words

    def visit(self, path: str, shot: str | None = None) -> None:
        response = self.page.goto(self.server.url + path)
        assert response is not None and response.status < 500, path
        self.pages.append(path)
        self.read(path)
        if shot:
            screenshot(self.page, f"{shot}-{self.width}")

    def refuse(self, what: str, submit: Any, status: int = 422) -> None:
        """Submit a bad input through the page (the browser's own checks off)."""
        self.page.evaluate("document.querySelectorAll('form').forEach(f => f.noValidate = true)")
        with self.page.expect_navigation():
            submit()
        self.refusals.append(what)
        text = self.page.inner_text("body")
        assert self.page.locator(".error, [role=alert], .banner").count() > 0, (what, text)
        self.read(f"refusal: {what}")


def _director(server: Server) -> httpx.Client:
    client = httpx.Client(base_url=server.url, follow_redirects=False, timeout=30)
    client.get("/director/setup")
    form = {"csrf_token": csrf(client), "name": "Directrice", "password": PASSWORD}
    assert client.post("/director/setup", data=form).status_code == 303
    return client


def _post(client: httpx.Client, path: str, data: dict[str, str]) -> httpx.Response:
    return client.post(path, data={"csrf_token": csrf(client), **data})


def _club_session(client: httpx.Client, server: Server) -> tuple[int, dict[int, str]]:
    """An 8-pair session, started, every board played and confirmed at its table."""
    data = {"title": "Mardi", "pairs": "8", "suggestion": "0", "seed": "7"}
    location = _post(client, "/director/sessions", data).headers["location"]
    session_id = int(location.rsplit("/", 1)[1])
    _post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    html = client.get(f"/director/sessions/{session_id}").text
    codes = {int(t): c for t, c in re.findall(r'data-table="(\d+)" href="/t/([A-Z0-9]+)"', html)}
    database = Database(f"sqlite:///{server.database}")
    with database.transaction(write=False) as session:
        plan = club_repo.get_session(session, session_id).plan
    database.dispose()
    for sitting in plan.sittings:
        for board in sitting.boards:
            where = {"table": str(sitting.table), "round": str(sitting.round), "board": str(board)}
            form = {
                **where,
                "base_version": "0",
                **result_form(board, sitting.table, sitting.round),
            }
            code = codes[sitting.table]
            assert _post(client, f"/t/{code}/results", form).status_code == 303
            assert (
                _post(client, f"/t/{code}/confirm", {**where, "base_version": "1"}).status_code
                == 303
            )
    closing = {"status": "closed", "confirm": "yes"}
    assert _post(client, f"/director/sessions/{session_id}/status", closing).status_code == 303
    return session_id, codes


def _tarot_evening(client: httpx.Client) -> tuple[int, dict[int, str]]:
    players = "\n".join(f"Joueur {n}" for n in range(1, 10))
    data = {"title": "Vendredi tarot", "players": players, "rounds": "2", "deals": "2"}
    data |= {"sizes": "4-5", "five": "called-king", "preset": "fft", "seed": "5"}
    location = _post(client, "/director/tarot", data).headers["location"]
    tournament = int(location.rsplit("/", 1)[1])
    _post(client, f"/director/tarot/{tournament}/status", {"status": "running"})
    html = client.get(f"/director/tarot/{tournament}").text
    codes = {int(t): c for t, c in re.findall(r'data-table="(\d+)" href="/tt/([A-Z0-9]+)"', html)}
    return tournament, codes


@pytest.fixture(scope="module")
def crawled_server(server: Server) -> Iterator[tuple[Server, dict[str, Any]]]:
    client = _director(server)
    session_id, codes = _club_session(client, server)
    tournament, tarot_codes = _tarot_evening(client)
    yield (
        server,
        {
            "session": session_id,
            "codes": codes,
            "tournament": tournament,
            "tarot_codes": tarot_codes,
            "cookies": dict(client.cookies),
        },
    )
    client.close()


def _games(crawl: Crawl) -> None:
    page, url = crawl.page, crawl.server.url
    crawl.visit("/")
    for kind in ("rubber", "chicago", "series", "tarot"):
        crawl.visit(f"/new/{kind}")
    crawl.refuse("new tarot: no players", lambda: page.click("button.primary"))
    page.goto(url + "/new/rubber")
    page.click("button.primary")
    rubber = page.url.removeprefix(url)
    for deal in (("EW", "4", "H", "X", "-2"), ("NS", "3", "S", "", "+1")):
        _enter_rubber_deal(page, deal)
    crawl.visit(rubber)
    crawl.refuse("rubber: no contract", lambda: page.click("button[value=deal]"))
    crawl.visit(rubber, "fr-rubber-sheet")
    crawl.visit(rubber + "/history")
    page.goto(url + "/new/chicago")
    page.click("button.primary")
    chicago = page.url.removeprefix(url)
    crawl.visit(chicago)
    crawl.refuse("chicago: no declarer", lambda: page.click("button[value=deal]"))
    page.goto(url + "/new/series")
    page.click("button.primary")
    series = page.url.removeprefix(url)
    crawl.visit(series)
    crawl.refuse("series: no board", lambda: page.click("button[value=deal]"))
    page.goto(url + "/new/tarot")
    for n, name in enumerate(("Ana", "Bruno", "Chloé", "Denis"), 1):
        page.fill(f"#player_{n}", name)
    page.check("#preset-classic")
    page.click("button.primary")
    tarot = page.url.removeprefix(url)
    crawl.visit(tarot)
    page.select_option("#taker", "1")
    page.select_option("#contract", "garde")
    page.fill("#points", "92")
    page.select_option("#bouts", "2")
    crawl.refuse("tarot: 92 points", lambda: page.click("#deal-form button.primary"))
    assert "92 n’est pas valable : de 0 à 91" in page.inner_text("body")
    screenshot(page, f"fr-tarot-refusal-{crawl.width}")
    crawl.visit(tarot + "/history")
    crawl.visit("/games/999999")


def _club(crawl: Crawl, data: dict[str, Any]) -> None:
    page, session_id = crawl.page, data["session"]
    code = data["codes"][1]
    for path in (
        f"/s/{session_id}",
        f"/s/{session_id}/standings",
        f"/s/{session_id}/pairs/1",
        f"/s/{session_id}/projector",
    ):
        crawl.visit(path)
    crawl.visit(f"/s/{session_id}/boards/1", "fr-club-traveller")
    crawl.visit(f"/t/{code}")
    crawl.visit("/t/ZZZZZZ")
    page.context.add_cookies(
        [{"name": k, "value": v, "url": crawl.server.url} for k, v in data["cookies"].items()]
    )
    for path in (
        "/director",
        f"/director/sessions/{session_id}",
        f"/director/sessions/{session_id}/cards",
        f"/director/sessions/{session_id}/ranking",
        "/director/sessions/new",
        "/director/players",
    ):
        crawl.visit(path)
    crawl.visit(f"/director/sessions/{session_id}/hands", "fr-hand-record")
    crawl.visit("/director/login")
    page.fill("#name", "Directrice")
    page.fill("#password", "pas le bon")
    crawl.refuse("sign-in: a wrong password", lambda: page.click("button.primary"))


def _tarot_club(crawl: Crawl, data: dict[str, Any]) -> None:
    tournament = data["tournament"]
    for path in (
        f"/tarot/{tournament}",
        f"/tarot/{tournament}/standings",
        f"/director/tarot/{tournament}",
        f"/director/tarot/{tournament}/cards",
        f"/tt/{data['tarot_codes'][1]}",
    ):
        crawl.visit(path)


def test_every_french_page_and_refusal_speaks_french(
    browser: Any, crawled_server: tuple[Server, dict[str, Any]]
) -> None:
    server, data = crawled_server
    for width in (390, 1280):
        context = browser.new_context(viewport={"width": width, "height": 900})
        page = context.new_page()
        page.set_default_timeout(15_000)
        crawl = Crawl(page, server, width)
        _games(crawl)
        _club(crawl, data)
        _tarot_club(crawl, data)
        context.close()
        print(f"{width} px: {len(crawl.pages)} pages, {len(crawl.refusals)} refusals")
        assert crawl.found == {}, "\n".join(f"{k}: {v}" for k, v in crawl.found.items())
        assert len(crawl.pages) >= 30 and len(crawl.refusals) >= 6
