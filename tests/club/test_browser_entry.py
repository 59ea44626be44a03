"""A phone at 390 px in Chromium: the table's page waits for the director's start and moves on
by itself; the result is entered as players say it (``4♥X −2`` by E), a lead the leader does
not hold is refused in French with what was typed kept, the check screen shows the lead and
*Rectifier* starts from the result entered (issue 22).

Screenshots: ``screenshots/entry/`` (``ATOUT_ENTRY_SHOTS`` to write them elsewhere).
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

from atout.bridge.cards import Card, Rank, Suit
from atout.bridge.deal import Deal
from atout.bridge.notation import notation
from atout.bridge.seats import Seat
from tests.club.conftest import PASSWORD
from tests.web.conftest import SCREENSHOTS, Server

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
SHOTS = Path(os.environ.get("ATOUT_ENTRY_SHOTS", SCREENSHOTS / "entry"))


def _shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _create_session(page: Any, server: Server) -> int:
    """The director creates a 6-pair Howell (not started yet); its number."""
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
    assert page.is_checked("#pairs_entry input[value=margin]")  # the default: =, +1, −2
    page.click("#create")
    return int(re.search(r"/director/sessions/(\d+)$", page.url).group(1))  # type: ignore[union-attr]


def _deal(server: Server, session_id: int, board: int) -> Deal:
    """The board's deal as the server stored it."""
    with sqlite3.connect(server.database) as connection:
        (document,) = connection.execute(
            "SELECT deals FROM club_session WHERE id = ?", (session_id,)
        ).fetchone()
    return Deal.parse(json.loads(document)[str(board)])


def test_a_phone_waits_then_enters_as_players_say_it(browser: Any, server: Server) -> None:
    director = browser.new_context().new_page()
    session_id = _create_session(director, server)
    link = director.locator("a.table-link").first
    code = link.inner_text()
    director_page = director.url

    phone = browser.new_context(**PHONE).new_page()
    phone.set_default_timeout(15_000)
    phone.goto(f"{server.url}/t/{code}")
    with phone.expect_response(lambda answer: answer.url.endswith("/standings")):
        pass  # a poll answered: the page keeps saying it waits, it shows no ranking
    assert phone.locator("#waiting").is_visible() and phone.locator("#progress").count() == 0
    assert "L’arbitre n’a pas encore lancé la séance." in phone.inner_text("#waiting")
    assert phone.locator("#result-form").count() == 0 and phone.locator("a.board").count() == 0
    _shot(phone, "waiting")

    director.goto(director_page)
    director.click("#start")
    # the phone moves on by itself: its boards appear without a reload by the player
    phone.locator("a.board.missing").first.wait_for(timeout=10_000)
    assert phone.locator("#waiting").count() == 0
    board = int(phone.locator("a.board.missing").first.get_attribute("data-board"))
    phone.locator("a.board.missing").first.click()

    deal = _deal(server, session_id, board)
    aces = (Card(suit, Rank.ACE) for suit in (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS))
    missing = next(card for card in aces if card not in deal.hands[Seat.S])
    typed = notation("fr").card(missing)  # ♥A
    for field, value in (("level", "4"), ("strain", "H"), ("doubling", "X"), ("declarer", "E")):
        phone.select_option(f"#{field}", value)
    phone.select_option("#result", "-2")
    phone.fill("#lead", typed)
    phone.click("#enter")
    # East declares: South, on East's left, leads, and does not hold the card
    # (the page sends it in the background, then shows the server's refusal)
    expect(phone.locator("main")).to_contain_text(f"L’entame {typed} n’est pas dans la main de Sud")
    assert phone.input_value("#lead") == typed and phone.input_value("#result") == "-2"
    assert phone.input_value("#declarer") == "E" and phone.input_value("#strain") == "H"
    _shot(phone, "entry-form-refused")

    held = min(deal.hands[Seat.S], key=str)
    phone.fill("#lead", notation("fr").card(held))
    _shot(phone, "entry-form")
    phone.click("#enter")
    expect(phone.locator("#pending-result")).to_have_text("4♥X−2 E")  # 8 tricks: two down
    expect(phone.locator("#pending-lead")).to_have_text(notation("fr").card(held))
    _shot(phone, "check-screen-lead")

    phone.click("#fix")  # « Rectifier »
    phone.locator("#result-form").wait_for()
    assert phone.input_value("#level") == "4" and phone.input_value("#doubling") == "X"
    assert phone.input_value("#result") == "-2" and phone.input_value("#declarer") == "E"
    assert phone.input_value("#lead") == notation("fr").card(held)
    _shot(phone, "rectifier")
