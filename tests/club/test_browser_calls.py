"""A table calls the director from its phone, in Chromium: the call shows on the director's
session page without a reload, and leaves it when the director closes it (bridge and
tarot). Screenshots at 390 px go to ``screenshots/`` and ``$ATOUT_SHOTS`` when set."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from tests.club.conftest import PASSWORD, result_form, said_result
from tests.web.conftest import Server, screenshot

pytestmark = pytest.mark.browser

NARROW = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
#: Polled every second: a call shows within 2 s (a functional wait, not a timing claim).
LIVE = 2_000


def _shot(page: Any, name: str, part: str | None = None) -> None:
    """The page (or its element ``part``) in ``screenshots/``, and in ``$ATOUT_SHOTS``."""
    screenshot(page, name)
    folder = os.environ.get("ATOUT_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        target = str(Path(folder) / f"{name}.png")
        if part is None:
            page.screenshot(path=target, full_page=True)
        else:
            page.locator(part).screenshot(path=target)


def _signed_in_director(browser: Any, server: Server) -> Any:
    """A narrow page whose director is signed in (the account made on the first visit)."""
    page = browser.new_context(**NARROW).new_page()
    page.set_default_timeout(15_000)
    page.goto(server.url + "/director/login")
    if page.locator("#setup-link").count():
        page.click("#setup-link")
    page.fill("#name", "Directrice")
    page.fill("#password", PASSWORD)
    page.click("button.primary")
    return page


def test_a_call_reaches_the_directors_page_live(browser: Any, server: Server) -> None:
    from playwright.sync_api import expect

    director = _signed_in_director(browser, server)
    director.goto(server.url + "/director/sessions/new")
    director.fill("#title", "Mardi soir")
    director.fill("#pairs", "6")
    director.click("#show-movements")
    director.check("input[name=suggestion][value='0']")
    director.fill("#boards_per_round", "2")
    director.click("#create")
    director.click("#start")
    expect(director.locator(".status")).to_have_attribute("data-status", "running")
    codes = {
        int(link.get_attribute("data-table")): link.inner_text()
        for link in director.locator("a.table-link").all()
    }
    expect(director.locator("#no-calls")).to_have_text("Aucun appel en cours.")

    phone = browser.new_context(**NARROW).new_page()
    phone.set_default_timeout(15_000)
    phone.goto(f"{server.url}/t/{codes[2]}?round=1")
    _shot(phone, "call-button-table", None)
    phone.click(".call-more summary")
    phone.select_option("#call-reason", "disputed")
    phone.fill("#call-note", "4♠ contesté par E-O")
    _shot(phone, "call-button-open", "#call-box")
    phone.click("#call-director")
    expect(phone.locator("#call-pending")).to_contain_text("Arbitre appelé")
    _shot(phone, "call-pending-table", None)

    # The director's page was not reloaded: its polled list shows the call.
    call = director.locator('li.call[data-table="2"]')
    expect(call).to_be_visible(timeout=LIVE)
    line = re.sub(r"\s+", " ", call.inner_text())
    assert "Table 2 · Position 1" in line and "Résultat contesté" in line
    assert "4♠ contesté par E-O" in line
    director.locator("#calls").scroll_into_view_if_needed()
    _shot(director, "call-director-list", "#calls")
    _shot(director, "call-director-page", None)

    call.locator("button.close-call").click()
    expect(director.locator('li.call[data-table="2"]')).to_have_count(0, timeout=LIVE)
    expect(director.locator("#no-calls")).to_be_visible(timeout=LIVE)
    phone.reload()
    expect(phone.locator("#call-answered")).to_contain_text("Votre dernier appel a été traité")
    _shot(phone, "call-answered-table", None)

    # A result entered: the table may dispute it in one tap.
    phone.goto(f"{server.url}/t/{codes[2]}?round=1&board=1")
    form = result_form(1, 2, 1)
    for field in ("level", "strain", "doubling", "declarer"):
        phone.select_option(f"#{field}", form[field])
    phone.select_option("#result", said_result(form))  # as players say it
    phone.click("#enter")
    expect(phone.locator("#call-dispute")).to_have_text("Contester ce résultat")
    _shot(phone, "call-dispute-board", None)
    phone.click("#call-dispute")
    disputed = director.locator('li.call.disputed[data-table="2"]')
    expect(disputed).to_be_visible(timeout=LIVE)
    assert "Étui 1" in disputed.inner_text()


def test_a_tarot_call_reaches_the_directors_page_live(browser: Any, server: Server) -> None:
    from playwright.sync_api import expect

    director = _signed_in_director(browser, server)
    director.goto(server.url + "/director/tarot/new")
    director.fill("#title", "Vendredi tarot")
    names = "Anne\nBruno\nChloé\nDavid\nÉmile\nFanny\nGilles\nHélène\nInès"
    director.fill("#players", names)
    director.fill("#deals", "4")
    director.check("#preset-fft")
    director.click("#create")
    director.click("#start")
    expect(director.locator("#idle-dealers-5")).to_contain_text("sans donne : place 5")
    codes = {
        int(link.get_attribute("data-table")): link.inner_text()
        for link in director.locator("a.table-link").all()
    }
    phone = browser.new_context(**NARROW).new_page()
    phone.set_default_timeout(15_000)
    phone.goto(f"{server.url}/tt/{codes[1]}")
    phone.select_option("#player", index=1)
    phone.click("#set-me")
    expect(phone.locator("#my-next-seat")).to_contain_text("Partie 2 : table")
    _shot(phone, "call-tarot-table", None)
    phone.click("#call-director")
    expect(phone.locator("#call-pending")).to_contain_text("Arbitre appelé")
    call = director.locator('li.call[data-table="1"]')
    expect(call).to_be_visible(timeout=LIVE)
    assert "Partie" in call.inner_text()
    call.locator("button.close-call").click()
    expect(director.locator('li.call[data-table="1"]')).to_have_count(0, timeout=LIVE)
