"""Chicago and the 8-board series in Debian's Chromium, with figures worked by hand."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.conftest import Server, screenshot

pytestmark = pytest.mark.browser

#: A set of Chicago (RULES §4): (declarer, level, strain, doubling, result, honours).
#: 1. dealer N, nobody vulnerable: N 2♠= → N-S 60, a partscore carried over (no bonus).
#: 2. dealer E, E-W vulnerable: E 4♥= → E-W 120 + game 500 = 620; both partscores wiped.
#: 3. dealer S, N-S vulnerable: S 2♥+1 → N-S 60 + 30, honours N-S 100 → 190.
#: 4. dealer W, all vulnerable: N 2♦= → 40, with deal 3's 60 = 100: game, vulnerable,
#:    500 → 540.
#: Totals: N-S 60 + 190 + 540 = 790, E-W 620.
CHICAGO = (
    ("N", "2", "S", "", "=", ""),
    ("E", "4", "H", "", "=", ""),
    ("S", "2", "H", "", "+1", "NS 100"),
    ("N", "2", "D", "", "=", ""),
)
#: Dealer and vulnerability of deals 1-4, the dealer's side vulnerable on deals 2 and 3.
CHICAGO_LABELS = (("N", "None"), ("E", "EW"), ("S", "NS"), ("W", "All"))


def _number(text: str) -> int:
    return int(text.replace("\u202f", "").replace("\xa0", "").replace(",", ""))


def _enter_bridge_deal(page: Any, declarer: str, contract: tuple[str, ...]) -> None:
    level, strain, doubling, result, *honours = contract
    page.check(f"input[name=declarer][value={declarer}]")
    page.select_option("#level", level)
    page.select_option("#strain", strain)
    page.select_option("#doubling", doubling)
    page.select_option("#result", result)
    if honours:
        page.select_option("#honours", honours[0])
    page.click("button[value=deal]")
    page.wait_for_load_state()
    assert page.locator(".banner").count() == 0, page.inner_text("#deal-form")


def test_a_chicago_set_shows_dealers_vulnerability_and_reads_790_620(
    page: Any, server: Server
) -> None:
    page.goto(server.url + "/")
    page.click("a[href='/new/chicago']")
    page.fill("input[name=title]", "Chicago du jeudi")
    for seat, name in (("north", "Anne"), ("east", "Bruno"), ("south", "Chloé"), ("west", "David")):
        page.fill(f"input[name={seat}]", name)
    screenshot(page, "chicago-new")
    page.click("button.primary")
    for (declarer, *contract), (dealer, _) in zip(CHICAGO, CHICAGO_LABELS, strict=True):
        assert page.get_attribute(".next-deal", "data-next-dealer") == dealer
        if declarer == "S":
            # The honours of 100 are refused at no-trump at once, in the page.
            page.select_option("#strain", "NT")
            assert page.locator("#honours option[value='NS 100']").is_disabled()
        _enter_bridge_deal(page, declarer, tuple(contract))
        if declarer == "E":
            screenshot(page, "chicago-after-two-deals")
    rows = page.locator("#set-1 tbody tr").all()
    assert len(rows) == 4
    for row, (dealer, vulnerability) in zip(rows, CHICAGO_LABELS, strict=True):
        assert row.locator("[data-dealer]").get_attribute("data-dealer") == dealer
        assert row.locator("[data-vulnerability]").get_attribute("data-vulnerability") == (
            vulnerability
        )
    scores = [[c.inner_text() for c in row.locator("td.num").all()] for row in rows]
    assert scores == [["60", ""], ["", "620"], ["190", ""], ["540", ""]]
    assert _number(page.inner_text("[data-total=ns]")) == 790
    assert _number(page.inner_text("[data-total=ew]")) == 620
    assert "Tour 1 ✓" in page.inner_text("#set-1 h2")
    # The next deal starts set 2, North dealing, nobody vulnerable.
    assert page.get_attribute(".next-deal", "data-next-dealer") == "N"
    screenshot(page, "chicago-set")


#: A series (RULES §5): (board, declarer, level, strain, doubling, result).
#: 1: dealer N, nobody vulnerable: N 4♥= → N-S 420.
#: 2: dealer E, N-S vulnerable: E 3NT-1, E-W not vulnerable → N-S 50.
#: 3: dealer S, E-W vulnerable: S 4♠X-2, N-S not vulnerable → E-W 300.
#: 4: dealer W, all vulnerable: W 6NT= → 190 + 500 + 750 = E-W 1440.
#: Totals: N-S 470, E-W 1740.
SERIES = (
    ("1", "N", "4", "H", "", "="),
    ("2", "E", "3", "NT", "", "-1"),
    ("3", "S", "4", "S", "X", "-2"),
    ("4", "W", "6", "NT", "", "="),
)


def test_a_series_of_boards_with_a_correction(page: Any, server: Server) -> None:
    page.goto(server.url + "/new/series")
    page.fill("input[name=title]", "Série 000")
    screenshot(page, "series-new")
    page.click("button.primary")
    for board, declarer, *contract in SERIES:
        assert page.input_value("#board") == board
        _enter_bridge_deal(page, declarer, tuple(contract))
    points = {
        n: [c.inner_text() for c in page.locator(f"tr[data-board='{n}'] td.num").all()]
        for n in range(1, 5)
    }
    assert points == {1: ["420", ""], 2: ["50", ""], 3: ["", "300"], 4: ["", "1\u202f440"]}
    assert _number(page.inner_text("[data-total=ns]")) == 470
    assert _number(page.inner_text("[data-total=ew]")) == 1740
    # Boards still to play show their label: board 5, North deals, N-S vulnerable.
    board_5 = page.locator("tr[data-board='5']")
    assert board_5.locator("[data-dealer]").get_attribute("data-dealer") == "N"
    assert board_5.locator("[data-vulnerability]").get_attribute("data-vulnerability") == "NS"
    screenshot(page, "series-four-boards")
    # Board 2 was made after all: E 3NT= not vulnerable, 400 to E-W.
    page.click("tr[data-board='2'] a")
    assert page.input_value("#result") == "-1"
    page.select_option("#result", "=")
    page.click("button[value=deal]")
    page.wait_for_load_state()
    assert _number(page.inner_text("[data-total=ns]")) == 420
    assert _number(page.inner_text("[data-total=ew]")) == 2140
    screenshot(page, "series-corrected")
