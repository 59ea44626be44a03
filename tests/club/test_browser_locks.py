"""A confirmed result is locked, in Chromium (issue 22): a table confirms a board, then tries
to change it by every route a table has (the page with any query string, a form post with
the current base version, the JSON API): each refused in French, the stored result and the
ranking unchanged. It asks for a correction instead; the request appears on the director's
page, and the director's correction is stored with its history.

Screenshots at 390 px: ``locks-table.png`` (the locked board and its request) and
``locks-director.png`` (the director's list of requests).
"""

from __future__ import annotations

from typing import Any

import pytest

from atout.store.club import repo
from atout.store.database import Database
from tests.club.conftest import session_shown, sign_up
from tests.web.conftest import Server, screenshot

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}


def _stored(server: Server, session_id: int) -> list[tuple[int, str, bool, bool]]:
    """Every version of the session's results: (version, result, current, confirmed)."""
    database = Database(f"sqlite:///{server.database}")
    try:
        with database.transaction(write=False) as session:
            found = repo.result_history(session, session_id)
    finally:
        database.dispose()
    return [(r.version, str(r.result), r.current, r.confirmed) for r in found]


def _director(page: Any, server: Server) -> tuple[int, str]:
    """The director signs up, creates a 6-pair session and starts it; its id, table 1's code."""
    sign_up(page, server.url)
    page.goto(server.url + "/director/sessions/new")
    page.fill("#title", "Mardi verrouillé")
    page.fill("#pairs", "6")
    page.click("#show-movements")
    page.click("#create")
    session_id = session_shown(page)
    page.click("#start")
    return session_id, page.inner_text("a.table-link[data-table='1']")


def _post(phone: Any, path: str, fields: dict[str, str]) -> tuple[int, str]:
    """A form post from the phone's page (its CSRF token), not following the redirect."""
    script = """async ([path, fields]) => {
        const token = document.querySelector("input[name=csrf_token]").value;
        const body = new URLSearchParams({csrf_token: token, ...fields});
        const answer = await fetch(path, {method: "POST", body, redirect: "manual"});
        return [answer.status, await answer.text()];
    }"""
    status, text = phone.evaluate(script, [path, fields])
    return int(status), str(text)


def _api(phone: Any, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    script = """async ([path, body]) => {
        const answer = await fetch(path, {method: "POST", body: JSON.stringify(body),
            headers: {"content-type": "application/json", "accept-language": "fr"}});
        return [answer.status, await answer.json()];
    }"""
    status, answer = phone.evaluate(script, [path, body])
    return int(status), dict(answer)


def test_a_confirmed_board_is_locked_and_corrected_by_the_director(
    browser: Any, server: Server
) -> None:
    desk = browser.new_context(viewport={"width": 1280, "height": 900})
    phone_context = browser.new_context(**PHONE)
    try:
        director, phone = desk.new_page(), phone_context.new_page()
        session_id, code = _director(director, server)
        # Table 1, round 1, board 1: 4♥ by East, two down (8 tricks), then confirmed.
        phone.goto(f"{server.url}/t/{code}?round=1&board=1")
        for field, value in (("#level", "4"), ("#strain", "H"), ("#declarer", "E"),
                             ("#result", "-2")):  # fmt: skip
            phone.select_option(field, value)
        phone.click("#enter")
        phone.click("#confirm")
        assert phone.locator("p.result strong").inner_text() == "4♥−2 E"
        stored = [(1, "4H-2 E", True, True)]
        assert _stored(server, session_id) == stored
        ranking = phone.request.get(f"{server.url}/s/{session_id}?format=json").json()
        # 1. The page, with any query string: no form, 403, in French.
        for query in ("round=1&board=1&edit=1", "board=1&edit=1&round=1&x=y", "edit=1&board=1"):
            answer = phone.goto(f"{server.url}/t/{code}?{query}")
            assert answer.status == 403, query
            assert phone.locator("#result-form").count() == 0
            assert phone.inner_text("#locked") == (
                "Ce résultat est confirmé\u00a0: seul l’arbitre peut le modifier."
            )
        # 2. A form post with the current base version (1).
        phone.goto(f"{server.url}/t/{code}?round=1&board=1")
        fields = {"round": "1", "table": "1", "board": "1", "base_version": "1", "level": "4",
                  "strain": "H", "doubling": "", "declarer": "E", "tricks": "10"}  # fmt: skip
        status, text = _post(phone, f"/t/{code}/results", fields)
        assert status == 403
        assert (
            "la donne 1 du tour 1 est confirmée\u00a0: seul l’arbitre peut désormais la"
            " modifier\u00a0; demandez une correction" in text
        )
        # 3. The JSON API.
        body = {"round": 1, "board": 1, "contract": "4H", "declarer": "E", "tricks": 10}
        status, json_answer = _api(phone, f"/api/club/tables/{code}/results", body)
        assert status == 409
        assert json_answer == {
            "detail": "donne 1, table 1, position 1\u00a0: 4H-2 E est déjà enregistré",
            "stored": "4H-2 E",
        }
        assert _stored(server, session_id) == stored
        assert phone.request.get(f"{server.url}/s/{session_id}?format=json").json() == ranking
        # The table asks for a correction instead: 4♥ made.
        phone.goto(f"{server.url}/t/{code}?round=1&board=1")
        phone.click("#ask-box summary")
        phone.select_option("#correction-form #result", "=")
        phone.click("#ask-correction")
        assert phone.inner_text("#asked") == "Correction demandée\u00a0: 4♥= E"
        assert _stored(server, session_id) == stored
        screenshot(phone, "locks-table")
        # The director sees it, with its table, round, board, proposal and age.
        director.goto(f"{server.url}/director/sessions/{session_id}")
        row = director.locator("#corrections tr.request")
        assert row.count() == 1
        cells = [c.inner_text() for c in row.locator("td").all()[:6]]
        assert cells == ["1", "1", "1", "4♥−2 E", "4♥= E", "il y a 0\u00a0min"]
        director.set_viewport_size({"width": 390, "height": 844})
        screenshot(director, "locks-director")
        # Only the director corrects: the form holds the table's proposal.
        row.locator("a[data-correct]").click()
        assert director.locator("#tricks").input_value() == "10"  # the director's form: tricks
        director.click("#correct")
        assert _stored(server, session_id) == [
            (1, "4H-2 E", False, True),
            (2, "4H= E", True, True),
        ]
        assert director.locator("#corrections").count() == 0
        director.goto(f"{server.url}/director/sessions/{session_id}/results/1/1/1")
        history = [
            r.inner_text().split("\t")[:2] for r in director.locator("table.history tbody tr").all()
        ]
        assert history == [["1", "4♥−2 E"], ["2", "4♥= E"]]
    finally:
        desk.close()
        phone_context.close()
