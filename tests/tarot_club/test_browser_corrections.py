"""In Chromium at 390 px: a table confirms a tarot deal, asks for a correction; the
director opens *Corriger* from the request, sees the history and the table's claim in the
form, stores it, and the page shows both versions (issue 22)."""

from __future__ import annotations

from typing import Any

import pytest

from atout.store.database import Database
from atout.store.tarot_club import repo
from atout.tarot.tournament.plan import TournamentPlan
from tests.tarot_club.test_browser import PHONE, _create, _enter, _say_who
from tests.web.conftest import Server, screenshot

pytestmark = pytest.mark.browser


def test_the_director_corrects_a_deal_at_390_px(browser: Any, server: Server) -> None:
    director = browser.new_context(**PHONE).new_page()
    director.set_default_timeout(15_000)
    tournament, codes = _create(director, server)
    database = Database(f"sqlite:///{server.database}")
    with database.transaction(write=False) as session:
        plan: TournamentPlan = repo.get_tournament(session, tournament).plan
    database.dispose()
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    url = f"{server.url}/tt/{codes[four.number]}"
    enter, check = (browser.new_context(**PHONE).new_page() for _ in range(2))
    _say_who(enter, url, four.players[0])
    _say_who(check, url, four.players[1])
    enter.goto(f"{url}?round=1&deal=1")
    _enter(enter, {"taker": "1", "contract": "garde", "points": "43", "bouts": "2"})
    check.goto(f"{url}?round=1&deal=1")
    check.click("#confirm")
    check.locator("#confirmed").wait_for()
    check.locator("#ask-box > summary").click()
    for name, value in (("taker", "1"), ("contract", "garde"), ("bouts", "2")):
        check.select_option(f"#correction-form #{name}", value)
    check.fill("#correction-form #points", "60")
    check.click("#ask-correction")
    check.locator("#asked").wait_for()

    director.goto(f"{server.url}/director/tarot/{tournament}")
    director.click("a[data-correct]")
    assert director.locator("#history tr.version").count() == 1
    assert director.input_value("#points") == "60"
    screenshot(director, "tarot-correct-deal")
    director.click("#correct")
    director.wait_for_load_state()
    assert director.locator("#corrections").count() == 0
    director.goto(f"{server.url}/director/tarot/{tournament}/donnes/1/{four.number}/1")
    assert director.locator("#history tr.version.superseded").count() == 1
    assert director.locator("#history tr.version.current").count() == 1
    screenshot(director, "tarot-correct-deal-history")
