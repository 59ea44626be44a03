"""A 12-player individual (3 tables, a whist tournament) in Chromium, entered from the phones.

The director creates it from twelve names; each table's phone shows the round's four
players by seat and where they go next; every result is entered and confirmed there. The
room's per-player ranking must equal the test's own computation from RULES §6: on each
board, each N-S score earns 2 per N-S score it beats and 1 per tie, top = 2·(n − 1), E-W
get top − N-S; a player's score is the sum over his boards, his percentage MP / tops.
The results entered are all 1NT made by N or E (90, 120 or 150 whatever the
vulnerability: Law 77, 40 + 30 + 20 and 30 per overtrick), so that the test knows each
N-S score without atout's scoring.

Screenshots: ``ATOUT_INDIVIDUAL_SHOTS`` (default ``screenshots/individual/``): a phone and
a board's traveller at 390 px, the ranking at 1280 px.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import defaultdict
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tests.club.conftest import session_shown, sign_up, table_links, table_phones
from tests.web.conftest import ROOT, SCREENSHOTS, Server

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
SHOTS = Path(os.environ.get("ATOUT_INDIVIDUAL_SHOTS", SCREENSHOTS / "individual"))
NAMES = [f"Joueur {n}" for n in range(1, 13)]


def _shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def _said(board: int, table: int) -> tuple[str, int, int]:
    """The result a table enters on a board: its declarer (N or E), its margin (0 to 2)
    and its N-S score (1NT= 90, +1 120, +2 150; E-W's negative)."""
    index = (board * 5 + table * 2) % 6
    declarer, margin = "NE"[index % 2], index // 2
    score = 90 + 30 * margin
    return declarer, margin, score if declarer == "N" else -score


def _create(page: Any, server: Server) -> tuple[int, dict[int, str]]:
    sign_up(page, server.url)
    page.goto(server.url + "/director/sessions/new")
    page.fill("#individual_title", "Individuel du jeudi")
    page.fill("#individual_players", "\n".join(NAMES))
    page.fill("#individual_boards", "1")
    page.click("#create-individual")
    session_id = session_shown(page)
    page.click("#start")
    codes = table_links(page)
    return session_id, codes


def _seats(phone: Any) -> dict[str, int]:
    """The four players the phone shows, by seat letter (French: N, E, S, O)."""
    return {
        item.get_attribute("data-seat"): int(item.locator("strong").inner_text())
        for item in phone.locator("#seats li").all()
    }


def _enter_round(phone: Any, table: int, seen: dict[tuple[int, int], dict[str, int]]) -> None:
    phone.goto(phone.url.split("?")[0])
    round_ = int(phone.inner_text("#round"))
    seen[(round_, table)] = _seats(phone)
    while phone.locator("a.board.missing").count():
        link = phone.locator("a.board.missing").first
        board = int(link.get_attribute("data-board"))
        link.click()
        declarer, margin, _ = _said(board, table)
        for field, value in (
            ("level", "1"),
            ("strain", "NT"),
            ("doubling", ""),
            ("declarer", declarer),
        ):
            phone.select_option(f"#{field}", value)
        phone.select_option("#result", "=" if margin == 0 else f"+{margin}")
        phone.click("#enter")
        phone.click("#confirm")
        phone.locator("table.traveller").wait_for()
    if (round_, table) == (1, 1):
        phone.goto(f"{phone.url.split('?')[0]}?round=1")
        phone.locator("#next-seats").wait_for()
        _shot(phone, "phone-390-round-1-done")


def _expected(
    seen: dict[tuple[int, int], dict[str, int]], boards: dict[tuple[int, int], tuple[int, ...]]
) -> dict[int, tuple[Fraction, Fraction]]:
    """Each player's (matchpoints, tops), computed here from RULES §6."""
    scores: dict[int, list[tuple[int, int]]] = defaultdict(list)  # board: (table, N-S score)
    where: dict[int, list[tuple[int, int, dict[str, int]]]] = defaultdict(list)
    for (round_, table), seats in seen.items():
        for board in boards[(round_, table)]:
            scores[board].append((table, _said(board, table)[2]))
            where[board].append((round_, table, seats))
    totals: dict[int, list[Fraction]] = defaultdict(lambda: [Fraction(0), Fraction(0)])
    for board, lines in scores.items():
        top = 2 * (len(lines) - 1)
        for _, table, seats in where[board]:
            mine = next(s for t, s in lines if t == table)
            ns = sum(
                2 if mine > other else 1 if mine == other else 0 for t, other in lines if t != table
            )
            for seat, points in (("N", ns), ("S", ns), ("E", top - ns), ("O", top - ns)):
                totals[seats[seat]][0] += points
                totals[seats[seat]][1] += top
    return {player: (mp, tops) for player, (mp, tops) in totals.items()}


def _places(percent: dict[int, Fraction]) -> dict[int, str]:
    """Ties share the place: ``3=``."""
    places = {}
    for player, mine in percent.items():
        better = sum(1 for other in percent.values() if other > mine)
        tied = sum(1 for other in percent.values() if other == mine) > 1
        places[player] = f"{better + 1}{'=' if tied else ''}"
    return places


def test_a_twelve_player_individual_from_the_phones(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    director = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    director.set_default_timeout(15_000)
    session_id, codes = _create(director, server)
    assert sorted(codes) == [1, 2, 3]

    phones = table_phones(browser, server.url, codes, PHONE)
    assert [s.inner_text() for s in phones[1].locator("#seats .seat").all()] == ["N", "E", "S", "O"]
    assert "Joueur" in phones[1].inner_text("#seats")
    _shot(phones[1], "phone-390-round-1")

    seen: dict[tuple[int, int], dict[str, int]] = {}
    for _ in range(11):
        for table, phone in phones.items():
            _enter_round(phone, table, seen)
    for phone in phones.values():
        phone.goto(phone.url.split("?")[0])
        assert phone.locator("#finished").count() == 1

    # Every round seats all twelve players once; every two partner once (a whist tournament).
    for round_ in range(1, 12):
        players = [p for t in (1, 2, 3) for p in seen[(round_, t)].values()]
        assert sorted(players) == list(range(1, 13))
    partners = [
        frozenset((seats[a], seats[b]))
        for seats in seen.values()
        for a, b in (("N", "S"), ("E", "O"))
    ]
    assert len(partners) == len(set(partners)) == 66

    room = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    room.goto(f"{server.url}/s/{session_id}")
    room.locator("#progress", has_text=re.compile(r"^\s*33 / 33")).wait_for()
    _shot(room, "ranking-1280")
    shown = {
        int(row.get_attribute("data-pair")): (
            row.locator("td").nth(0).inner_text(),
            row.locator(".names").inner_text(),
            row.locator(".percent").inner_text(),
        )
        for row in room.locator("table.ranking tbody tr").all()
    }
    boards = {key: (key[0],) for key in seen}  # one board a round: board r in round r
    totals = _expected(seen, boards)
    percent = {player: mp / tops * 100 for player, (mp, tops) in totals.items()}
    places = _places(percent)
    assert sorted(shown) == list(range(1, 13))
    for player, (place, name, written) in shown.items():
        assert name == NAMES[player - 1]
        assert place == places[player], (player, place, places[player])
        assert abs(Fraction(written.replace(",", ".")) - percent[player]) <= Fraction(1, 200)
    assert len({p for p, _, _ in shown.values()}) > 3  # a ranking, not a tie of all

    director.goto(f"{server.url}/director/sessions/{session_id}/cards")
    assert director.locator(".table-card table.card-seats").count() == 3
    assert director.locator(".table-card[data-table='1'] tbody tr").count() == 11
    _shot(director, "table-cards-1280")
    card = room.context.new_page()
    director.goto(f"{server.url}/director/sessions/{session_id}")
    director.click("#close")
    director.click("#confirm-close-button")
    # Board 1 (round 1) on a phone, once closed (public): each line names its four players,
    # as the phones showed them.
    traveller = browser.new_context(**PHONE).new_page()
    traveller.goto(f"{server.url}/s/{session_id}/boards/1")
    traveller.locator("td.line-players").first.wait_for()
    lines = set()
    for row in traveller.locator("table.traveller tbody tr").all():
        ns, ew = (
            [int(p.get_attribute("data-player")) for p in cell.locator(".line-player").all()]
            for cell in row.locator("td.line-players").all()
        )
        lines.add((*ns, *ew))
    assert lines == {tuple(seen[(1, t)][s] for s in ("N", "S", "E", "O")) for t in (1, 2, 3)}
    assert "Joueur" in traveller.inner_text("table.traveller")
    width = traveller.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, width
    _shot(traveller, "traveller-390-board-1")

    card.goto(f"{server.url}/s/{session_id}/players/1")
    assert card.locator("table.scorecard tbody tr").count() == 11
    assert card.inner_text("#player-name") == "Joueur 1"

    response = director.request.get(f"{server.url}/director/sessions/{session_id}/export.pbn")
    assert response.ok
    path = tmp_path / "individuel.pbn"
    path.write_bytes(response.body())
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    command = [sys.executable, "-m", "atout", "bridge", "rescore", str(path), "--check"]
    checked = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "33 scores on 11 boards and 12 final percentages agree" in checked.stdout
    command[-1] = "--json"
    rescored = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    ranking = json.loads(rescored.stdout)["ranking"]
    assert sorted(int(line["pair"]) for line in ranking) == list(range(1, 13))
    for line in ranking:  # the file's players, rescored, are the test's
        assert abs(Fraction(str(line["pct"])) - percent[int(line["pair"])]) <= Fraction(1, 200)
