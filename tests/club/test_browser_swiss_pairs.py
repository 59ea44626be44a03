"""A Swiss pairs in Chromium (issue 25): 8 pairs, 3 rounds of 2 boards, scored by
matchpoints across the field (the default), created from the pairs form, every result
entered and confirmed from the phones; after every round the room's ranking equals the
test's own computation.

The test works the scores itself: 3NT by South's score (Law 77); on each board 2
matchpoints for each other N-S score beaten and 1 for each tie (RULES §6: 4 tables, top
6), E-W the top less N-S's; a match's 20 VPs shared in proportion to the two pairs'
matchpoints (two decimals, half up); the ranking by VPs, then the matchpoint margin, then
the pair's number. Only the tables are read from the room.

Screenshots: ``ATOUT_SWISSPAIRS_SHOTS`` (default ``screenshots/swisspairs/``).
"""

from __future__ import annotations

import os
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.club.conftest import PASSWORD
from tests.club.swiss_phones import enter_board, ns_score, shot, swiss_json, tricks
from tests.web.conftest import SCREENSHOTS, Server

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
WIDE = {"viewport": {"width": 1280, "height": 900}, "device_scale_factor": 1}
SHOTS = Path(os.environ.get("ATOUT_SWISSPAIRS_SHOTS", SCREENSHOTS / "swisspairs"))
PAIRS, ROUNDS, BOARDS = 8, 3, 2
TABLES = PAIRS // 2
TOP = 2 * (TABLES - 1)


def boards_of(round_: int) -> list[int]:
    return [(round_ - 1) * BOARDS + k for k in range(1, BOARDS + 1)]


def expected_ranking(rounds: list[dict[str, Any]], upto: int) -> list[tuple[str, str]]:
    """(pair, VPs) best first after round ``upto``, worked out here."""
    vp = {str(p): Decimal(0) for p in range(1, PAIRS + 1)}
    margin = dict.fromkeys(vp, 0)
    for shown in rounds[:upto]:
        number, tables = shown["number"], shown["tables"]
        mp = [0] * len(tables)
        for board in boards_of(number):
            scores = [ns_score(board, tricks(int(t["home"]), number, board)) for t in tables]
            for k, mine in enumerate(scores):
                others = scores[:k] + scores[k + 1 :]
                mp[k] += sum(2 if mine > o else 1 if mine == o else 0 for o in others)
        for k, t in enumerate(tables):
            tops = TOP * BOARDS
            ours = (Decimal(20 * mp[k]) / tops).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
            vp[t["home"]] += ours
            vp[t["away"]] += 20 - ours
            margin[t["home"]] += 2 * mp[k] - tops
            margin[t["away"]] -= 2 * mp[k] - tops
    order = sorted(vp, key=lambda p: (-vp[p], -margin[p], int(p)))
    return [(p, str(vp[p])) for p in order]


def _create(page: Any, server: Server) -> tuple[int, dict[int, str]]:
    page.goto(server.url + "/director/setup")
    page.fill("#name", "Directrice")
    page.fill("#password", PASSWORD)
    page.click("button.primary")
    page.goto(server.url + "/director/sessions/new")
    page.fill("#title", "Suisse par paires du mardi")
    page.fill("#pairs", str(PAIRS))
    page.click("#show-movements")
    page.fill("#boards_per_round", str(BOARDS))
    page.check("#pairs_swiss")
    page.fill("#pairs_swiss_rounds", str(ROUNDS))
    shot(page, SHOTS, "director-form-1280")
    page.click("#create")
    session_id = int(re.search(r"/director/sessions/(\d+)$", page.url).group(1))  # type: ignore[union-attr]
    page.click("#start")
    page.locator("a.table-link").first.wait_for()
    codes = {
        int(link.get_attribute("data-table")): link.inner_text()
        for link in page.locator("a.table-link").all()
    }
    return session_id, codes


def test_an_eight_pair_swiss_of_three_rounds_from_the_phones(browser: Any, server: Server) -> None:
    director = browser.new_context(**WIDE).new_page()
    director.set_default_timeout(15_000)
    session_id, codes = _create(director, server)
    assert len(codes) == TABLES  # one table a match
    room = browser.new_context(**WIDE).new_page()
    phones = {}
    for table in codes:
        phone = browser.new_context(**PHONE).new_page()
        phone.set_default_timeout(15_000)
        phones[table] = phone
    page = swiss_json(room, server.url, session_id)
    assert page["method"] == "mp" and [r["number"] for r in page["rounds"]] == [1]
    for round_ in range(1, ROUNDS + 1):
        (shown,) = [r for r in page["rounds"] if r["number"] == round_]
        assert [t["open_table"] for t in shown["tables"]] == [1, 2, 3, 4] and not shown["bye"]
        for t in shown["tables"]:
            for board in boards_of(round_):
                taken = tricks(int(t["home"]), round_, board)
                table = t["open_table"]
                enter_board(phones[table], codes[table], server.url, round_, board, taken)
        page = swiss_json(room, server.url, session_id)
        (ranking,) = [r for r in page["rankings"] if r["after"] == round_]
        shown_lines = [(x["team"], x["points"]) for x in ranking["lines"]]
        assert shown_lines == expected_ranking(page["rounds"], round_), f"after round {round_}"
        if round_ == 2:  # table 1's pairs: where each goes next
            phones[1].goto(f"{server.url}/t/{codes[1]}?round=2")
            said = phones[1].inner_text("#swiss-next")
            for pair in (shown["tables"][0]["home"], shown["tables"][0]["away"]):
                (m,) = [t for t in page["rounds"][2]["tables"] if pair in (t["home"], t["away"])]
                side = "N-S" if m["home"] == pair else "E-O"
                opponent = m["away"] if m["home"] == pair else m["home"]
                assert f"{side} ({pair})\u00a0: table {m['open_table']}, contre {opponent}" in said
            shot(phones[1], SHOTS, "phone-next-round-390")
    meetings = [frozenset((t["home"], t["away"])) for r in page["rounds"] for t in r["tables"]]
    assert len(set(meetings)) == len(meetings) == TABLES * ROUNDS  # no repeat meeting

    room.goto(f"{server.url}/s/{session_id}/swiss?round=3")
    room.locator("#swiss-ranking").wait_for()
    assert "Classement après le tour 3" in room.inner_text("#swiss-ranking")
    shot(room, SHOTS, "round-3-tables-ranking-1280")
    phones[2].goto(f"{server.url}/s/{session_id}/swiss?round=3")
    shot(phones[2], SHOTS, "round-3-tables-ranking-390")
    room.goto(f"{server.url}/s/{session_id}/swiss/projector")
    shot(room, SHOTS, "projector-1280")
    director.goto(f"{server.url}/director/sessions/{session_id}/swiss")
    said = director.inner_text("main")
    assert "Retirer une paire" in said and "Tables 1 et" not in said
    shot(director, SHOTS, "director-1280")
