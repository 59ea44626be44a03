"""The pages in Debian's Chromium: seed 000 rubber, a tarot game, refusals, languages."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.conftest import Server, screenshot

pytestmark = pytest.mark.browser

#: RULES §3, seed 000: (side, level, strain, doubling, result).
SEED_000 = (
    ("NS", "2", "S", "", "-2"),
    ("NS", "2", "H", "", "="),
    ("EW", "3", "NT", "", "="),
    ("NS", "3", "C", "", "="),
    ("NS", "3", "C", "X", "+1"),
    ("NS", "2", "S", "X", "-2"),
    ("EW", "6", "NT", "", "="),
)


def _enter_rubber_deal(page: Any, deal: tuple[str, str, str, str, str]) -> None:
    side, level, strain, doubling, result = deal
    page.check(f"input[name=side][value={side}]")
    page.select_option("#level", level)
    page.select_option("#strain", strain)
    page.select_option("#doubling", doubling)
    page.select_option("#result", result)
    page.click("button[value=deal]")
    page.wait_for_load_state()


def test_the_seed_000_rubber_reads_390_2140_and_17(page: Any, server: Server) -> None:
    page.goto(server.url + "/")
    screenshot(page, "home")
    page.click("a[href='/new/rubber']")
    page.fill("input[name=title]", "Seed 000")
    page.fill("input[name=stake]", "0,20")
    page.select_option("#unfinished_partscore", "50")
    screenshot(page, "rubber-new")
    page.click("button.primary")
    for number, deal in enumerate(SEED_000, 1):
        _enter_rubber_deal(page, deal)
        if number == 3:
            screenshot(page, "rubber-after-first-game")
    assert page.inner_text("[data-total=nous]").replace("\u202f", "") == "390"
    assert page.inner_text("[data-total=eux]").replace("\u202f", "") == "2140"
    assert page.inner_text(".settlement") == "17"
    assert "3,40" in page.inner_text(".money")
    assert "Partie terminée" in page.inner_text(".result")
    screenshot(page, "rubber-seed-000")


def test_an_invalid_tarot_deal_shows_its_message_and_keeps_the_values(
    page: Any, server: Server
) -> None:
    page.goto(server.url + "/new/tarot")
    page.check("#preset-classic")
    for n, name in enumerate(["Anne", "Bruno", "Chloé", "David", "Émile"], 1):
        page.fill(f"#player_{n}", name)
    screenshot(page, "tarot-new")
    page.click("button.primary")
    page.select_option("#taker", "1")
    page.select_option("#partner", "3")
    page.select_option("#contract", "garde")
    page.fill("#points", "95")
    page.select_option("#bouts", "2")
    page.click("#deal-form button.primary")
    assert "95 n’est pas valable\u00a0: de 0 à 91" in page.inner_text("#deal-form")
    assert page.input_value("#points") == "95"
    assert page.input_value("#contract") == "garde"
    assert page.input_value("#partner") == "3"
    screenshot(page, "tarot-refused")


#: Five deals at five players: (taker, partner, contract, points, bouts, extra selects).
TAROT_DEALS = (
    ("1", "3", "garde", "45", "2", {"#poignee_2": "simple"}),
    ("2", "2", "prise", "50", "1", {}),
    ("3", "5", "garde-sans", "38", "3", {"#petit_au_bout": "attack"}),
    ("4", "1", "prise", "40.5", "2", {}),
    ("5", "4", "garde-contre", "60", "1", {"#misere_3": "atout"}),
)


def test_five_tarot_deals_at_five_players_sum_to_zero(page: Any, server: Server) -> None:
    page.goto(server.url + "/new/tarot")
    page.check("#preset-classic")
    for n, name in enumerate(["Anne", "Bruno", "Chloé", "David", "Émile"], 1):
        page.fill(f"#player_{n}", name)
    page.click("button.primary")
    for taker, partner, contract, points, bouts, extra in TAROT_DEALS:
        page.select_option("#taker", taker)
        page.select_option("#partner", "self" if partner == taker else partner)
        page.select_option("#contract", contract)
        page.fill("#points", points)
        page.select_option("#bouts", bouts)
        for selector, value in extra.items():
            page.select_option(selector, value)
        page.click("#deal-form button.primary")
        page.wait_for_load_state()
        assert page.locator(".banner").count() == 0, page.inner_text("#deal-form")
    totals = [
        int(page.inner_text(f"[data-total='{seat}']").replace("\u202f", "").replace("−", "-"))
        for seat in range(1, 6)
    ]
    assert len(page.locator("#totals tbody tr[data-deal]").all()) == 5
    assert len(page.locator("#totals tbody tr.what").all()) == 5  # each deal's line
    assert sum(totals) == 0 and any(totals)
    assert page.locator(".chart img").evaluate("img => img.naturalWidth") > 0

    # Each player took one deal; made (points needed with 2, 1, 3, 2, 1 bouts: 41, 51,
    # 36, 41, 51): 45 ≥ 41 yes, 50 < 51 no, 38 ≥ 36 yes, 40.5 < 41 no, 60 ≥ 51 yes.
    def stat(name: str) -> list[str]:
        return [c.inner_text() for c in page.locator(f"tr[data-stat={name}] td").all()]

    assert stat("taken") == ["1"] * 5
    assert stat("won") == ["1", "0", "1", "0", "1"]
    assert stat("success") == [f"{n}\u202f%" for n in (100, 0, 100, 0, 100)]
    assert stat("garde") == ["1/1", "–", "–", "–", "–"]
    assert stat("prise") == ["–", "0/1", "–", "0/1", "–"]
    assert page.inner_text("[data-next-dealer]") == "Anne"  # deal 6: seat 6 mod 5
    screenshot(page, "tarot-five-deals")


def test_the_language_switch(page: Any, server: Server) -> None:
    page.goto(server.url + "/")
    assert page.inner_text("h1") == "Tenir la marque"
    page.click("a[lang=en]")
    assert page.inner_text("h1") == "Keep the score"
    page.goto(server.url + "/new/rubber")
    assert "Stake per hundred" in page.inner_text("main")
    screenshot(page, "rubber-new-english")
    page.click("a[lang=fr]")
    assert "Mise par fiche" in page.inner_text("main")


def test_a_player_named_like_a_script_shows_as_text(page: Any, server: Server) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(server.url + "/new/tarot")
    page.check("#preset-classic")
    for n, name in enumerate(["<script>alert(1)</script>", "Bruno", "Chloé"], 1):
        page.fill(f"#player_{n}", name)
    page.click("button.primary")
    assert "<script>alert(1)</script>" in page.inner_text("#totals thead")
    page.goto(server.url + "/")
    assert "<script>alert(1)</script>" in page.inner_text(".recent")
    assert dialogs == []
    screenshot(page, "tarot-script-name")
