"""A Swiss teams event in Chromium (issue 25): 9 teams (a bye each round), 5 rounds of
2-board matches with the one round's delay, every result entered and confirmed from the
phones' pages; after every round the room's ranking equals the test's own computation.

The test works the scores itself: 3NT by South's score (Law 77), the IMPs of each board
(Law 78B's table), the VPs of each match on the ``int20-3`` scale's definition (EBU
TeamsScorer's bands: 1, 2, 3-4, 5-6, 7-8, 9-10, 11-13, 14-16, 17-19, 20+ IMPs for 11 to
20 VPs; a draw 10-10), 12 VPs for the bye, and the ranking's order as announced (VPs,
then IMPs, then the teams' order). Only the tables are read from the room (the pairing
is checked against :func:`atout.duplicate.swiss.pair_round` for the delay: round
``r + 2`` seated from the ranking after round ``r``).

Screenshots: ``ATOUT_SWISS_SHOTS`` (default ``screenshots/swiss/``).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from atout.duplicate.swiss import pair_round
from tests.club.conftest import PASSWORD
from tests.club.swiss_phones import enter_board, ns_score, shot, swiss_json, tricks
from tests.web.conftest import SCREENSHOTS, Server

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
WIDE = {"viewport": {"width": 1280, "height": 900}, "device_scale_factor": 1}
SHOTS = Path(os.environ.get("ATOUT_SWISS_SHOTS", SCREENSHOTS / "swiss"))
TEAMS = ("Amiens", "Brest", "Caen", "Dijon", "Évreux", "Foix", "Gap", "Hyères", "Istres")
ROUNDS, BOARDS, BYE_VP = 5, 2, 12

#: The WBF IMP table (Law 78B): the least difference for 1, 2, … 24 IMPs.
IMP_STEPS = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300,
             1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000)  # fmt: skip
#: The int20-3 scale's bands: the least IMP margin for 11, 12, … 20 VPs.
VP_BANDS = (1, 2, 3, 5, 7, 9, 11, 14, 17, 20)


def imps(difference: int) -> int:
    found = sum(1 for step in IMP_STEPS if abs(difference) >= step)
    return found if difference >= 0 else -found


def vps(margin: int) -> int:
    won = 10 + sum(1 for band in VP_BANDS if abs(margin) >= band)
    return won if margin >= 0 else 20 - won


def boards_of(round_: int) -> list[int]:
    return [(round_ - 1) * BOARDS + k for k in range(1, BOARDS + 1)]


def expected_ranking(
    rounds: list[dict[str, Any]], upto: int
) -> list[tuple[str, str, str, int, int]]:
    """(place, team, VPs, IMPs, matches) after round ``upto``, worked out here."""
    vp = dict.fromkeys(TEAMS, 0)
    margin = dict.fromkeys(TEAMS, 0)
    played = dict.fromkeys(TEAMS, 0)
    for shown in rounds[:upto]:
        number = shown["number"]
        for m in shown["tables"]:
            home, away = m["home"], m["away"]
            home_n, away_n = TEAMS.index(home) + 1, TEAMS.index(away) + 1
            total = 0
            for board in boards_of(number):
                open_ns = ns_score(board, tricks(home_n, number, board))
                closed_ns = ns_score(board, tricks(away_n, number, board))
                total += imps(open_ns - closed_ns)
            vp[home] += vps(total)
            vp[away] += vps(-total)
            margin[home] += total
            margin[away] -= total
            played[home] += 1
            played[away] += 1
        vp[shown["bye"]] += BYE_VP  # a bye is no match played
    order = sorted(TEAMS, key=lambda t: (-vp[t], -margin[t], TEAMS.index(t)))
    lines = []
    for team in order:
        above = sum(1 for other in TEAMS if vp[other] > vp[team])
        shared = sum(1 for other in TEAMS if vp[other] == vp[team]) > 1
        place = f"{above + 1}{'=' if shared else ''}"
        lines.append((place, team, f"{vp[team]}.00", margin[team], played[team]))
    return lines


def shown_ranking(page: dict[str, Any], after: int) -> list[tuple[str, str, str, int, int]]:
    (found,) = [r for r in page["rankings"] if r["after"] == after]
    return [(x["place"], x["team"], x["points"], x["imps"], x["played"]) for x in found["lines"]]


def _create(page: Any, server: Server) -> tuple[int, dict[int, str]]:
    page.goto(server.url + "/director/setup")
    page.fill("#name", "Directrice")
    page.fill("#password", PASSWORD)
    page.click("button.primary")
    page.goto(server.url + "/director/sessions/new")
    page.fill("#teams_title", "Suisse du jeudi")
    page.fill("#teams", "\n".join(TEAMS))
    page.fill("#teams_boards", str(BOARDS))
    page.check("#swiss")
    page.fill("#swiss_rounds", str(ROUNDS))
    page.select_option("#swiss_scale", "int20-3")
    page.check("#swiss_delay")
    page.click("#create-teams")
    session_id = int(re.search(r"/director/sessions/(\d+)$", page.url).group(1))  # type: ignore[union-attr]
    page.click("#start")
    codes = {
        int(link.get_attribute("data-table")): link.inner_text()
        for link in page.locator("a.table-link").all()
    }
    return session_id, codes


def test_a_nine_team_swiss_of_five_rounds_with_the_delay(browser: Any, server: Server) -> None:
    director = browser.new_context(**WIDE).new_page()
    director.set_default_timeout(15_000)
    session_id, codes = _create(director, server)
    assert len(codes) == 8  # 4 matches, each in two rooms; the ninth team has the bye
    room = browser.new_context(**WIDE).new_page()
    phones = {}
    for table in codes:
        phone = browser.new_context(**PHONE).new_page()
        phone.set_default_timeout(15_000)
        phones[table] = phone

    page = swiss_json(room, server.url, session_id)
    assert [r["number"] for r in page["rounds"]] == [1, 2]  # the delay: two rounds at once
    assert [w["code"] for w in page["warnings"]] == [
        "swiss.few-teams",
        "swiss.few-rounds",
        "swiss.many-rounds",
    ]
    for round_ in range(1, ROUNDS + 1):
        (shown,) = [r for r in page["rounds"] if r["number"] == round_]
        assert len(shown["tables"]) == 4 and shown["bye"]
        for m in shown["tables"]:
            home, away = TEAMS.index(m["home"]) + 1, TEAMS.index(m["away"]) + 1
            for board in boards_of(round_):
                for table, team in ((m["open_table"], home), (m["closed_table"], away)):
                    taken = tricks(team, round_, board)
                    enter_board(phones[table], codes[table], server.url, round_, board, taken)
        page = swiss_json(room, server.url, session_id)
        if round_ == 3:  # table 1's pairs: where each goes next, on its own side
            phones[1].goto(f"{server.url}/t/{codes[1]}?round=3")
            said = phones[1].inner_text("#swiss-next")
            first = shown["tables"][0]
            for side, team in (("N-S", first["home"]), ("E-O", first["away"])):
                (m,) = [t for t in page["rounds"][3]["tables"] if team in (t["home"], t["away"])]
                home = (team == m["home"]) == (side == "N-S")  # N-S in the open room
                where = m["open_table"] if home else m["closed_table"]
                opponent = m["away"] if team == m["home"] else m["home"]
                assert f"{side} ({team})\u00a0: table {where}, contre {opponent}" in said
            assert phones[1].locator("#relay").count() == 0
            shot(phones[1], SHOTS, "phone-next-round-390")
        assert [r["number"] for r in page["rounds"]] == list(range(1, min(ROUNDS, round_ + 2) + 1))
        assert shown_ranking(page, round_) == expected_ranking(page["rounds"], round_)
        if round_ + 2 <= ROUNDS:  # round r + 2 drawn from the ranking after round r
            order = [TEAMS.index(line[1]) + 1 for line in expected_ranking(page["rounds"], round_)]
            before = page["rounds"][: round_ + 1]
            met = [(TEAMS.index(t["home"]) + 1, TEAMS.index(t["away"]) + 1)
                   for r in before for t in r["tables"]]  # fmt: skip
            byes = [TEAMS.index(r["bye"]) + 1 for r in before]
            drawn = pair_round(order, met, byes)
            seated = page["rounds"][round_ + 1]
            assert [(TEAMS.index(t["home"]) + 1, TEAMS.index(t["away"]) + 1)
                    for t in seated["tables"]] == list(drawn.tables)  # fmt: skip
            assert seated["bye"] == TEAMS[drawn.bye - 1]  # type: ignore[operator]
    byes = [r["bye"] for r in page["rounds"]]
    assert len(set(byes)) == ROUNDS  # a bye each round, never twice to one team
    meetings = [frozenset((t["home"], t["away"])) for r in page["rounds"] for t in r["tables"]]
    assert len(set(meetings)) == len(meetings) == 4 * ROUNDS  # no repeat meeting

    room.goto(f"{server.url}/s/{session_id}/swiss?round=3")
    room.locator("#swiss-ranking").wait_for()
    assert "Classement après le tour 3" in room.inner_text("#swiss-ranking")
    shot(room, SHOTS, "round-3-tables-ranking-1280")
    phones[2].goto(f"{server.url}/s/{session_id}/swiss?round=3")
    shot(phones[2], SHOTS, "round-3-tables-ranking-390")
    room.goto(f"{server.url}/s/{session_id}/swiss/projector")
    shot(room, SHOTS, "projector-1280")
    director.goto(f"{server.url}/director/sessions/{session_id}/swiss")
    shot(director, SHOTS, "director-1280")
    director.goto(f"{server.url}/director/sessions/{session_id}/cards")
    assert director.locator(".table-card").count() == 8
    shot(director, SHOTS, "table-cards-1280")
