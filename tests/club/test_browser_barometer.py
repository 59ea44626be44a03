"""A barometer in Chromium (issue 25): the director creates it on the form (10 pairs, 5
tables, 4 rounds of 1 board), five phones enter every board, and the projector (1280 px,
and 390 px) shows after each round that round's ranking and the total, equal to the
matchpoints worked by hand in :mod:`tests.club.test_barometer_room`; while one table has
not finished a round, the projector still shows the round before.

Screenshots (``screenshots/barometer-projector-{390,1280}.png``): the projector after the
last round.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from atout.store.club import repo
from atout.store.database import Database
from tests.club.conftest import session_shown, sign_up
from tests.club.test_barometer_room import _expected, _pick
from tests.web.conftest import Server, screenshot

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
WIDE = {"viewport": {"width": 1280, "height": 900}}
ROUNDS = 4


def _director_creates(page: Any, server: Server) -> int:
    sign_up(page, server.url)
    page.goto(server.url + "/director/sessions/new")
    page.fill("#title", "Baromètre du jeudi")
    page.fill("#pairs", "10")
    page.click("#show-movements")
    page.check("#movement-barometer")
    page.fill("#rounds", str(ROUNDS))
    page.fill("#boards_per_round", "1")
    page.click("#create")
    session_id = session_shown(page)
    page.click("#start")
    assert page.get_attribute(".status", "data-status") == "running"
    return session_id


def _plan(server: Server, session_id: int) -> Any:
    database = Database(f"sqlite:///{server.database}")
    try:
        with database.transaction(write=False) as session:
            return repo.get_session(session, session_id).plan
    finally:
        database.dispose()


def _enter_round(phone: Any, table: int) -> int:
    """Enter and confirm the board of the phone's round, as the palette says; the round."""
    round_ = int(phone.inner_text("#round"))
    link = phone.locator("a.board.missing").first
    board = int(link.get_attribute("data-board"))
    link.click()
    level, strain, declarer, said, _ = _pick(round_, table, board)
    for field, value in (("level", level), ("strain", strain), ("declarer", declarer)):
        phone.select_option(f"#{field}", value)
    phone.select_option("#result", said)
    phone.click("#enter")
    phone.click("#confirm")
    phone.locator("table.traveller").wait_for()
    assert phone.locator("a.board.missing").count() == 0
    return round_


def _shown(room: Any, kind: str) -> list[list[object]]:
    rows = room.locator(f"section[data-ranking='{kind}'] table.ranking tbody tr").all()
    return [
        [
            row.locator("td").nth(0).inner_text(),
            int(row.get_attribute("data-pair")),
            row.locator(".percent").inner_text().replace(",", "."),
        ]
        for row in rows
    ]


def _by_hand(plan: Any, rounds: range) -> list[list[object]]:
    return [[place, pair, percent] for place, pair, _, percent in _expected(plan, rounds)]


def test_the_projector_after_each_round(browser: Any, server: Server) -> None:
    director = browser.new_context(**WIDE).new_page()
    director.set_default_timeout(20_000)
    session_id = _director_creates(director, server)
    html = director.content()
    codes = dict(re.findall(r'data-table="(\d+)" href="/t/([A-Z0-9]+)"', html))
    assert len(codes) == 5
    plan = _plan(server, session_id)
    room = browser.new_context(**WIDE).new_page()
    room.set_default_timeout(20_000)
    room.goto(f"{server.url}/s/{session_id}/projector")
    assert room.get_attribute("#barometer", "data-after") == "0"
    phones = {}
    for table, code in codes.items():
        phone = browser.new_context(**PHONE).new_page()
        phone.set_default_timeout(20_000)
        phone.goto(f"{server.url}/t/{code}")
        phones[int(table)] = phone
    for number in range(1, ROUNDS + 1):
        for table in sorted(phones)[:-1]:
            assert _enter_round(phones[table], table) == number
        room.reload()  # one table still plays: the round stays hidden
        assert room.get_attribute("#barometer", "data-after") == str(number - 1)
        last = sorted(phones)[-1]
        assert _enter_round(phones[last], last) == number
        room.locator(f"#barometer[data-after='{number}']").wait_for()  # polled
        assert _shown(room, "round") == _by_hand(plan, range(number, number + 1))
        assert _shown(room, "total") == _by_hand(plan, range(1, number + 1))
        if number < ROUNDS:
            for phone in phones.values():
                phone.click("#next-round")
    assert room.evaluate("document.documentElement.scrollWidth") <= 1280
    screenshot(room, "barometer-projector-1280")
    narrow = browser.new_context(**PHONE).new_page()
    narrow.goto(f"{server.url}/s/{session_id}/projector")
    assert narrow.get_attribute("#barometer", "data-after") == str(ROUNDS)
    assert narrow.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(narrow, "barometer-projector-390")
    for context in browser.contexts:
        context.close()
