"""A 13-player tarot evening in Chromium: 3 rounds at two tables of 4 and one of 5.

The director creates the evening; at each table of each round one player's
phone enters the deals and a second player's phone confirms them (separate
browser contexts, 390 px wide); the room's ranking (another context) updates
itself, and its totals are the sums of the tarot scores this test computes
itself from the deals entered (``atout.tarot.score``). The kitchen-table sheet
with its chart is drawn at 390 px too.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from atout.store.database import Database
from atout.store.tarot_club import repo
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules
from atout.tarot.score import score
from atout.tarot.tournament.plan import TournamentPlan
from tests.club.conftest import PASSWORD
from tests.tarot_club.conftest import NAMES
from tests.web.conftest import Server, screenshot

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
DEALS = 2

#: The deals of a table of 4 and of 5, by deal number: (fields, the deal as notation).
FOUR_DEALS = (
    ({"taker": "1", "contract": "garde", "points": "43", "bouts": "2"},
     "garde taker=1 points=43 bouts=2"),
    ({"taker": "3", "contract": "prise", "points": "48", "bouts": "1", "petit_au_bout": "defence"},
     "prise taker=3 points=48 bouts=1 petit-au-bout=defence"),
)  # fmt: skip
FIVE_DEALS = (
    ({"taker": "2", "partner": "4", "contract": "garde", "points": "45", "bouts": "2",
      "poignee_5": "simple"}, "garde taker=2 partner=4 points=45 bouts=2 poignee=5:simple"),
    ({"taker": "5", "partner": "self", "contract": "prise", "points": "40.5", "bouts": "2"},
     "prise taker=5 partner=self points=40.5 bouts=2"),
)  # fmt: skip


def _number(text: str) -> int:
    return int(text.replace("\u202f", "").replace("\xa0", "").replace(" ", "").replace("−", "-"))


def _create(page: Any, server: Server) -> tuple[int, dict[int, str]]:
    page.goto(server.url + "/director/setup")
    page.fill("#name", "Directrice")
    page.fill("#password", PASSWORD)
    page.click("button.primary")
    page.click("#tarot-evenings")
    page.click("#new-tarot")
    page.fill("#title", "Vendredi tarot")
    page.fill("#players", "\n".join(NAMES))
    page.fill("#rounds", "3")
    page.fill("#deals", str(DEALS))
    page.check("#preset-fft")
    page.fill("#seed", "13")
    screenshot(page, "tarot-evening-new")
    page.click("#create")
    tournament = int(re.search(r"/director/tarot/(\d+)$", page.url).group(1))  # type: ignore[union-attr]
    page.click("#start")
    assert page.get_attribute(".status", "data-status") == "running"
    codes = {
        int(link.get_attribute("data-table")): link.inner_text()
        for link in page.locator("a.table-link").all()
    }
    screenshot(page, "tarot-evening-director")
    page.goto(f"{server.url}/director/tarot/{tournament}/cards")
    assert page.locator(".table-card svg").count() == 3
    screenshot(page, "tarot-evening-cards")
    return tournament, codes


def _say_who(phone: Any, url: str, player: int) -> None:
    phone.goto(url)
    phone.select_option("#player", str(player))
    phone.click("#set-me")


def _enter(phone: Any, fields: dict[str, str]) -> None:
    for name, value in fields.items():
        if name == "points":
            phone.fill("#points", value)
        elif name.startswith("poignee"):
            phone.locator("#deal-form details summary").click()
            phone.select_option(f"#{name}", value)
        else:
            phone.select_option(f"#{name}", value)
    with phone.expect_navigation():  # the page sends the deal, then opens what the server answers
        phone.click("#enter")
    assert phone.locator(".banner").count() == 0, phone.inner_text("main")


def test_a_13_player_evening_from_phones(browser: Any, server: Server) -> None:
    director = browser.new_context(viewport={"width": 1000, "height": 900}).new_page()
    director.set_default_timeout(15_000)
    tournament, codes = _create(director, server)
    database = Database(f"sqlite:///{server.database}")
    with database.transaction(write=False) as session:
        plan: TournamentPlan = repo.get_tournament(session, tournament).plan
    database.dispose()
    assert [sorted(len(t.players) for t in r.tables) for r in plan.rounds] == [[4, 4, 5]] * 3

    room = browser.new_context(**PHONE).new_page()
    room.goto(f"{server.url}/tarot/{tournament}")
    entering = {n: browser.new_context(**PHONE).new_page() for n in codes}
    checking = {n: browser.new_context(**PHONE).new_page() for n in codes}
    expected = dict.fromkeys(range(1, 14), 0)
    for planned_round in plan.rounds:
        for table in planned_round.tables:
            url = f"{server.url}/tt/{codes[table.number]}"
            enter, check = entering[table.number], checking[table.number]
            _say_who(enter, url, table.players[0])
            _say_who(check, url, table.players[1])
            deals = FIVE_DEALS if len(table.players) == 5 else FOUR_DEALS
            for number, (fields, notation) in enumerate(deals, 1):
                enter.goto(f"{url}?round={planned_round.number}&deal={number}")
                _enter(enter, fields)
                check.goto(f"{url}?round={planned_round.number}&deal={number}")
                if (planned_round.number, number, len(table.players)) == (1, 1, 5):
                    screenshot(check, "tarot-table-confirm")
                check.click("#confirm")
                check.locator("#confirmed").wait_for()
                donne = Donne.parse(notation, len(table.players))
                for seat, points in enumerate(score(donne, TarotRules.fft()).scores):
                    expected[table.players[seat]] += points
            if (planned_round.number, len(table.players)) == (2, 5):
                check.goto(f"{url}?round=2")
                screenshot(check, "tarot-table-page")

    done = re.compile(rf"^\s*{9 * DEALS} / {9 * DEALS}")
    room.locator("#progress", has_text=done).wait_for()
    shown = {
        int(row.get_attribute("data-player")): _number(row.locator("[data-total]").inner_text())
        for row in room.locator("#tarot-ranking tbody tr").all()
    }
    assert shown == expected
    assert sum(shown.values()) == 0 and len(set(shown.values())) > 2
    places = [int(row.locator("td").first.inner_text())
              for row in room.locator("#tarot-ranking tbody tr").all()]  # fmt: skip
    totals = sorted(expected.values(), reverse=True)
    assert places == [1 + sum(1 for t in totals if t > total) for total in totals]
    screenshot(room, "tarot-ranking")
    for phone in entering.values():
        phone.goto(phone.url.split("?")[0])
        assert phone.locator("#finished").count() == 1
    for context in browser.contexts:
        context.close()


def test_the_kitchen_sheet_at_390_px(browser: Any, server: Server) -> None:
    page = browser.new_context(**PHONE).new_page()
    page.set_default_timeout(15_000)
    page.goto(server.url + "/new/tarot")
    for n, name in enumerate(["Anne", "Bruno", "Chloé", "David", "Émile"], 1):
        page.fill(f"#player_{n}", name)
    screenshot(page, "tarot-kitchen-new")
    page.check("#preset-classic")
    page.click("button.primary")
    for fields, _ in (*FIVE_DEALS, *FIVE_DEALS):
        _enter_kitchen(page, fields)
    page.click("#passed")
    page.wait_for_load_state()
    assert page.locator("tr.what").count() == 5
    assert "Donne passée" in page.inner_text("#totals")
    assert page.locator(".chart img").evaluate("img => img.naturalWidth") > 0
    page.locator(".chart img").scroll_into_view_if_needed()
    screenshot(page, "tarot-kitchen-sheet")
    page.close()


def _enter_kitchen(page: Any, fields: dict[str, str]) -> None:
    for name, value in fields.items():
        if name == "points":
            page.fill("#points", value)
        else:
            page.select_option(f"#{name}", value)
    page.click("#deal-form button.primary")
    page.wait_for_load_state()
    assert page.locator(".banner").count() == 0, page.inner_text("#deal-form")
