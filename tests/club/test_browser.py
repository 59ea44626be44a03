"""A whole club evening in Chromium: the director, one phone per table, the room's ranking.

The director creates a 3-table Howell, each table enters and confirms its
results in its own browser context, the ranking page (another context)
updates itself, and the exported PBN is rescored by ``atout bridge rescore``:
``--check`` passes and its percentages are the ranking page's.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.club.conftest import (
    result_form,
    said_result,
    session_shown,
    sign_up,
    table_links,
    table_phones,
)
from tests.web.conftest import ROOT, Server, screenshot

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 412, "height": 915}, "device_scale_factor": 1}


def _director_creates_the_session(page: Any, server: Server) -> tuple[int, dict[int, str]]:
    sign_up(page, server.url)
    page.click("a[href='/director/sessions/new']")
    page.fill("#title", "Mardi soir")
    page.fill("#pairs", "6")
    page.click("#show-movements")
    assert "Howell, 3 tables" in page.inner_text("fieldset")
    page.check("input[name=suggestion][value='0']")
    page.fill("#boards_per_round", "2")
    screenshot(page, "club-new-session")
    page.click("#create")
    session_id = session_shown(page)
    for pair in range(1, 7):
        page.fill(f"#player_{pair}_1", f"Joueur {pair}")
        page.fill(f"#player_{pair}_2", f"Joueuse {pair}")
    page.click("#save-players")
    page.click("#start")
    assert page.get_attribute(".status", "data-status") == "running"
    codes = table_links(page)
    screenshot(page, "club-director-session")
    page.goto(f"{server.url}/director/sessions/{session_id}/cards")
    assert page.locator(".table-card svg").count() == 3
    screenshot(page, "club-table-cards")
    return session_id, codes


def _enter_round(page: Any, table: int) -> int:
    """Enter and confirm every board of the table's current round; the round number."""
    page.goto(page.url.split("?")[0])
    round_ = int(page.inner_text("#round"))
    while page.locator("a.board.missing").count():
        link = page.locator("a.board.missing").first
        board = int(link.get_attribute("data-board"))
        link.click()
        form = result_form(board, table, round_)
        for field in ("level", "strain", "doubling", "declarer"):
            page.select_option(f"#{field}", form[field])
        page.select_option("#result", said_result(form))  # as players say it
        page.click("#enter")
        assert page.inner_text("#pending-result")
        if (table, round_) == (1, 1):
            screenshot(page, "club-table-confirm")
        page.click("#confirm")
        # The board's traveller shows once the confirmation's page has loaded.
        page.locator("table.traveller").wait_for()
        assert page.locator("table.traveller").count() == 1
        page.goto(f"{page.url.split('?')[0]}?round={round_}")
    return round_


def _rescore(path: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    command = [sys.executable, "-m", "atout", "bridge", "rescore", str(path), *flags]
    return subprocess.run(command, env=env, capture_output=True, text=True, check=False)


def test_a_three_table_howell_evening(browser: Any, server: Server, tmp_path: Path) -> None:
    director = browser.new_context(viewport={"width": 1100, "height": 900})
    page = director.new_page()
    page.set_default_timeout(15_000)
    session_id, codes = _director_creates_the_session(page, server)

    room = browser.new_context(viewport={"width": 1100, "height": 900}).new_page()
    room.goto(f"{server.url}/s/{session_id}")
    phones = table_phones(browser, server.url, codes, PHONE)
    screenshot(phones[1], "club-table-round-1")
    for expected_round in range(1, 6):
        for table, phone in phones.items():
            assert _enter_round(phone, table) == expected_round
    for phone in phones.values():
        phone.goto(phone.url.split("?")[0])
        assert phone.locator("#finished").count() == 1
    screenshot(phones[2], "club-table-finished")

    room.locator("#progress", has_text=re.compile(r"^\s*30 / 30")).wait_for()
    shown = {
        row.get_attribute("data-pair"): row.locator(".percent").inner_text()
        for row in room.locator("table.ranking tbody tr").all()
    }
    screenshot(room, "club-ranking")

    page.goto(f"{server.url}/director/sessions/{session_id}")
    page.click("#close")
    page.click("#confirm-close-button")
    response = page.request.get(f"{server.url}/director/sessions/{session_id}/export.pbn")
    assert response.ok
    path = tmp_path / "mardi.pbn"
    path.write_bytes(response.body())
    checked = _rescore(path, "--check")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "30 scores on 10 boards and 6 final percentages agree" in checked.stdout
    ranking = json.loads(_rescore(path, "--json").stdout)["ranking"]
    assert len(shown) == 6
    for pair in ranking:
        # The French page writes the percentage with a decimal comma (66,67).
        assert abs(float(shown[str(pair["pair"])].replace(",", ".")) - pair["pct"]) <= 0.005, pair
    assert len(set(shown.values())) > 1

    page.goto(f"{server.url}/s/{session_id}/boards/1")
    assert page.locator("table.traveller tbody tr").count() == 3
    screenshot(page, "club-traveller")
    page.goto(f"{server.url}/s/{session_id}/pairs/1")
    assert page.locator("table.scorecard tbody tr").count() == 10
    screenshot(page, "club-score-card")
    page.goto(f"{server.url}/director/sessions/{session_id}/hands")
    screenshot(page, "club-hand-records")
    for context in browser.contexts:
        context.close()
