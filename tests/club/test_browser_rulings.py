"""The director's weighted-score form in Chromium, at 390 px and 1280 px: 60 % of 4♠= and
40 % of 4♠−1 given on a board, a weighting that does not sum to 100 refused in French with
what was typed kept, and the traveller showing the score as such (issue 26).

Screenshots: ``screenshots/irregular/`` (``ATOUT_IRREGULAR_SHOTS`` to write them elsewhere).
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.club.conftest import PASSWORD
from tests.web.conftest import SCREENSHOTS, Server

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
DESK = {"viewport": {"width": 1280, "height": 900}, "device_scale_factor": 1}
SHOTS = Path(os.environ.get("ATOUT_IRREGULAR_SHOTS", SCREENSHOTS / "irregular"))


def _shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _first_board(server: Server, session_id: int) -> int:
    """The first board table 1 plays in round 1, from the stored plan."""
    with sqlite3.connect(server.database) as connection:
        (document,) = connection.execute(
            "SELECT plan FROM club_session WHERE id = ?", (session_id,)
        ).fetchone()
    text = document if isinstance(document, str) else document.decode()
    rows = json.loads(text)
    rows = rows["sittings"] if isinstance(rows, dict) else rows
    first = next(r for r in rows if r["round"] == 1 and r["table"] == 1)
    return int(first["boards"][0])


def _outcome(page: Any, row: str, weight: str, tricks: str) -> None:
    page.fill(f"#{row}_weight", weight)
    page.select_option(f"#{row}_level", "4")
    page.select_option(f"#{row}_strain", "S")
    page.select_option(f"#{row}_declarer", "N")
    page.select_option(f"#{row}_tricks", tricks)


def test_the_weighted_score_form_on_a_phone(browser: Any, server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.set_default_timeout(15_000)
    try:
        page.goto(server.url + "/director/setup")
        page.fill("#name", "Directrice")
        page.fill("#password", PASSWORD)
        page.click("button.primary")
        page.goto(server.url + "/director/sessions/new")
        page.fill("#title", "Mardi soir")
        page.fill("#pairs", "6")
        page.click("#show-movements")
        page.check("input[name=suggestion][value='0']")
        page.fill("#boards_per_round", "2")
        page.click("#create")
        session_id = int(re.search(r"/director/sessions/(\d+)$", page.url).group(1))  # type: ignore[union-attr]
        page.click("#start")
        board = _first_board(server, session_id)
        form = f"{server.url}/director/sessions/{session_id}/results/1/1/{board}/assigned"
        page.goto(form)
        _outcome(page, "ns_1", "60", "10")
        _outcome(page, "ns_2", "40", "9")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        _shot(page, "weighted-form-390")
        page.fill("#ns_2_weight", "30")
        page.click("#assign")
        # Refused by the server: the weights sum to 90 %; what was typed is kept.
        expect(page.locator("p.error")).to_contain_text("90")
        assert page.input_value("#ns_2_weight") == "30"
        _shot(page, "weighted-refused-390")
        page.fill("#ns_2_weight", "40")
        page.click("#assign")
        page.goto(form)
        expect(page.locator("#assigned-score")).to_have_text("60\u202f% 4♠= N, 40\u202f% 4♠−1 N")
        page.goto(f"{server.url}/s/{session_id}/boards/{board}")
        expect(page.locator("main")).to_contain_text("60\u202f% 4♠= N, 40\u202f% 4♠−1 N")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        _shot(page, "weighted-traveller-390")
        desk = browser.new_context(**DESK, storage_state=context.storage_state())
        wide = desk.new_page()
        wide.goto(form)
        expect(wide.locator("#assigned-score")).to_be_visible()
        _shot(wide, "weighted-form-1280")
        desk.close()
    finally:
        context.close()
