"""A table's phone keeps what it typed while the network is gone, and sends it once it is back.

Three results are typed on one phone with the network cut (``context.set_offline``),
then with the server stopped (and started again on the same database and port):
each shows "en attente" in the page, then "envoyé" once the network or the server
is back, and the database holds each exactly once (version 1, the phone's
idempotency key). A response lost after the server stored the result is sent
again and found by its key, not stored a second time.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.club.conftest import result_form, said_result
from tests.web.conftest import Server, screenshot
from tests.web.test_cross_origin_browser import _prepare

pytestmark = pytest.mark.browser

#: The width of a phone (iPhone 12 to 15).
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}


@pytest.fixture
def evening(tmp_path: Path, browser: Any) -> Iterator[tuple[Server, dict[str, str]]]:
    """A running server, a director's running 6-pair session (table 1's code)."""
    running = Server(tmp_path / "atout.sqlite")
    running.start()
    context = browser.new_context()
    try:
        values = _prepare(context.new_page(), running.url)
        context.close()
        yield running, values
    finally:
        running.stop()


def _phone(browser: Any, server: Server, code: str) -> tuple[Any, list[int]]:
    """Table 1's phone on the form of its first board; the boards of its round 1."""
    page = browser.new_context(**PHONE).new_page()
    page.set_default_timeout(15_000)
    page.goto(f"{server.url}/t/{code}?round=1")
    boards = [int(str(a.get_attribute("data-board"))) for a in page.locator("a.board").all()]
    page.goto(f"{server.url}/t/{code}?round=1&board={boards[0]}")
    return page, boards


def _type(page: Any, board: int) -> None:
    """Type board ``board``'s result in the form shown (it must be that board's form)."""
    assert page.locator("#result-form input[name=board]").input_value() == str(board)
    form = result_form(board, 1, 1)
    for field in ("level", "strain", "doubling", "declarer"):
        page.select_option(f"#{field}", form[field])
    page.select_option("#result", said_result(form))  # as players say it
    page.click("#enter")


def _states(page: Any) -> list[str]:
    return [str(li.get_attribute("data-state")) for li in page.locator("#outbox-list li").all()]


def _stored(server: Server) -> list[tuple[int, int, int, int, int, bool]]:
    """Table 1's rows: (board, version, level, tricks, current, has a key), by board."""
    with sqlite3.connect(server.database) as database:
        rows = database.execute(
            "SELECT board, version, level, tricks, current, post_key IS NOT NULL "
            'FROM club_result WHERE "table" = 1 ORDER BY board, version'
        ).fetchall()
    return [(b, v, lv, t, c, bool(k)) for b, v, lv, t, c, k in rows]


def _expected(boards: list[int]) -> list[tuple[int, int, int, int, int, bool]]:
    typed = {b: result_form(b, 1, 1) for b in boards}
    return [(b, 1, int(typed[b]["level"]), int(typed[b]["tricks"]), 1, True) for b in boards]


def test_three_results_typed_offline_are_each_stored_once(
    evening: tuple[Server, dict[str, str]], browser: Any
) -> None:
    server, values = evening
    phone, boards = _phone(browser, server, values["code"])
    assert len(boards) >= 3
    boards = boards[:3]
    phone.context.set_offline(True)
    for board in boards:
        _type(phone, board)
        phone.locator(f"#outbox-list li:nth-child({boards.index(board) + 1})").wait_for()
    assert _states(phone) == ["waiting"] * 3
    assert phone.locator("#outbox").is_visible() and phone.locator("#offline-note").is_visible()
    assert "en attente" in phone.inner_text("#outbox")
    screenshot(phone, "net-offline-waiting")
    assert _stored(server) == []

    phone.context.set_offline(False)
    expect(phone.locator("#outbox li.sent")).to_have_count(3)
    assert _states(phone) == ["sent"] * 3
    assert phone.inner_text("#outbox-list").count("envoyé") == 3
    assert not phone.locator("#offline-note").is_visible()
    screenshot(phone, "net-offline-sent")
    assert _stored(server) == _expected(boards)
    # The page drawn again: the three boards entered, still listed as sent.
    phone.reload()
    assert phone.locator("a.board.pending").count() == 3
    assert _states(phone) == ["sent"] * 3


def _answer_lost(route: Any) -> None:
    """The request reaches the server (while it runs); its answer never reaches the page."""
    with contextlib.suppress(Exception):  # the server stopped: nothing reached it
        route.fetch()
    route.abort()


def test_three_results_typed_while_the_server_is_down_are_each_stored_once(
    evening: tuple[Server, dict[str, str]], browser: Any
) -> None:
    server, values = evening
    phone, boards = _phone(browser, server, values["code"])
    boards = boards[:3]
    # The first result is stored, but its answer never reaches the phone.
    phone.route("**/results", _answer_lost)
    _type(phone, boards[0])
    phone.locator("#outbox-list li").wait_for()
    assert _stored(server) == _expected(boards[:1])
    server.stop()
    phone.unroute("**/results")
    assert _states(phone) == ["waiting"]
    for count, board in enumerate(boards[1:], 2):
        _type(phone, board)
        expect(phone.locator("#outbox li.waiting")).to_have_count(count)
    screenshot(phone, "net-server-down-waiting")

    server.start()  # the same database file, the same port
    expect(phone.locator("#outbox li.sent")).to_have_count(3, timeout=30_000)
    assert _states(phone) == ["sent"] * 3
    assert _stored(server) == _expected(boards)


def test_two_tarot_deals_typed_offline_are_each_stored_once(
    evening: tuple[Server, dict[str, str]], browser: Any
) -> None:
    server, values = evening
    url = f"{server.url}/tt/{values['tarot_code']}"
    phone = browser.new_context(**PHONE).new_page()
    phone.set_default_timeout(15_000)
    phone.goto(f"{url}?round=1")
    phone.select_option("#player", index=1)  # the first player of the table holds it
    phone.click("#set-me")
    phone.goto(f"{url}?round=1&deal=1")
    phone.context.set_offline(True)
    deals = (
        {"taker": "1", "contract": "garde", "points": "43", "bouts": "2"},
        {"taker": "3", "contract": "prise", "points": "48", "bouts": "1"},
    )
    for number, fields in enumerate(deals, 1):
        assert phone.locator("#donne-form input[name=deal]").input_value() == str(number)
        for name, value in fields.items():
            if name == "points":
                phone.fill("#points", value)
            else:
                phone.select_option(f"#{name}", value)
        phone.click("#enter")
        expect(phone.locator("#outbox li.waiting")).to_have_count(number)
    assert not phone.locator("#donne-form").is_visible()  # every deal of the round typed
    assert phone.inner_text("#outbox-list").count("en attente") == 2
    screenshot(phone, "net-tarot-offline-waiting")

    phone.context.set_offline(False)
    expect(phone.locator("#outbox li.sent")).to_have_count(2)
    with sqlite3.connect(server.database) as database:
        rows = database.execute(
            "SELECT deal, version, contrat, points, post_key IS NOT NULL "
            'FROM tarot_tournament_donne WHERE "table" = 1 ORDER BY deal, version'
        ).fetchall()
    assert rows == [(1, 1, "garde", 43.0, 1), (2, 1, "prise", 48.0, 1)]


def test_an_entry_another_phone_stored_meanwhile_is_refused_not_replaced(
    evening: tuple[Server, dict[str, str]], browser: Any
) -> None:
    server, values = evening
    phone, boards = _phone(browser, server, values["code"])
    phone.context.set_offline(True)
    _type(phone, boards[0])
    expect(phone.locator("#outbox li.waiting")).to_have_count(1)
    # Meanwhile the table's other phone stores board 1 (the club API, as a phone would).
    other = {"round": 1, "board": boards[0], "contract": "PASS"}
    stored = phone.context.request  # the context's requests go out even offline
    answer = stored.post(f"{server.url}/api/club/tables/{values['code']}/results", data=other)
    assert answer.status == 201, answer.text()
    phone.context.set_offline(False)
    refused = phone.locator("#outbox li.refused")
    expect(refused).to_have_count(1)
    assert "refusé" in refused.inner_text()
    link = refused.locator("a").get_attribute("href")
    assert link == f"/t/{values['code']}?round=1&board={boards[0]}"
    with sqlite3.connect(server.database) as database:
        rows = database.execute(
            'SELECT board, version, outcome FROM club_result WHERE "table" = 1'
        ).fetchall()
    assert rows == [(boards[0], 1, "passed")]
