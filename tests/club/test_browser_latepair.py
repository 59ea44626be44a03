"""A late pair and a withdrawal in a running Mitchell, in Chromium (issue 26).

9 pairs play the Mitchell of 5 tables, 2 boards a round (10 boards): pair 5, N-S at
table 5, is the phantom (table 5 empty). Rounds 1 and 2 are entered from the tables'
phones; a late pair arrives and the director seats it in the phantom's place after round
2 (table 5 gets its code); rounds 3 and 4 are entered; pair 7 leaves after round 4 (its
round-5 opponents, pair 1 at table 1, sit out); round 5 is entered. Every result entered
before each change is still there, as entered, and the ranking equals the one this test
computes itself: its own duplicate scores (RULES §2), matchpoints (2 per score beaten, 1
per tie) and Neuberg's factoring of the boards played fewer times than the most played
(MP′ = (MP + 1)·E/A − 1, RULES §6; E = 5, the plays of the boards the most played).

Rule for the withdrawn pair (David Stevenson, "What to do when a pair leaves early",
method 2; EBU White Book 2019 §2.4.5 after half the session): its scores stand, for it and
its opponents; it is ranked on the boards it played.

Screenshot at 390 px: ``latepair-director.png`` (the director's changes and sit-outs).
"""

from __future__ import annotations

from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

import pytest

from atout.store.club import repo
from atout.store.database import Database
from tests.club.conftest import session_shown, sign_up, table_links
from tests.web.conftest import Server, screenshot

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
NB = "\u00a0"

#: Board 1 to 10's vulnerable sides (RULES §1): None, NS, EW, All, NS, EW, All, None, EW, All.
VULNERABLE = {1: "", 2: "NS", 3: "EW", 4: "NSEW", 5: "NS", 6: "EW", 7: "NSEW", 8: "", 9: "EW"}
VULNERABLE[10] = "NSEW"

#: The results the tables enter, in turn: (level, strain, declarer, margin).
RESULTS = [
    (3, "NT", "N", 0),
    (4, "S", "N", -1),
    (2, "H", "S", 1),
    (3, "NT", "N", 1),
    (1, "NT", "E", 0),
    (4, "H", "W", 0),
    (4, "S", "S", 0),
]


def _chosen(round_: int, table: int, board: int) -> tuple[int, str, str, int]:
    return RESULTS[(3 * round_ + 5 * table + board) % len(RESULTS)]


def _ns_score(board: int, result: tuple[int, str, str, int]) -> int:
    """The N-S score of an undoubled contract (RULES §2, Law 77)."""
    level, strain, declarer, margin = result
    side = "NS" if declarer in "NS" else "EW"
    vulnerable = side in VULNERABLE[board]
    if margin < 0:
        score = -margin * (100 if vulnerable else 50)
        return -score if side == "NS" else score
    per_trick = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}[strain]
    trick_points = per_trick * level + (10 if strain == "NT" else 0)
    bonus = (500 if vulnerable else 300) if trick_points >= 100 else 50
    score = trick_points + bonus + per_trick * margin
    return score if side == "NS" else -score


def _independent_ranking(
    played: dict[tuple[int, int, int], tuple[int, int]],
    scores: dict[tuple[int, int, int], int],
) -> dict[int, tuple[str, str]]:
    """Each pair's (place, percent) from the results: ``played`` gives the (N-S, E-W) pairs."""
    boards: dict[int, list[tuple[int, int, int]]] = {}
    for (round_, table, board), (ns, ew) in played.items():
        boards.setdefault(board, []).append((ns, ew, scores[round_, table, board]))
    expected = max(len(lines) for lines in boards.values())
    top = 2 * (expected - 1)
    percents: dict[int, list[Fraction]] = {}
    for lines in boards.values():
        actual = len(lines)
        for ns, ew, score in lines:
            others = [s for _, _, s in lines]
            beaten = sum(1 for s in others if s < score)
            tied = sum(1 for s in others if s == score) - 1
            ns_mp = Fraction(2 * beaten + tied)
            ew_mp = 2 * (actual - 1) - ns_mp
            for pair, mp in ((ns, ns_mp), (ew, ew_mp)):
                factored = (mp + 1) * Fraction(expected, actual) - 1
                percents.setdefault(pair, []).append(factored / top * 100)
    means = {pair: sum(found) / len(found) for pair, found in percents.items()}
    ranked: dict[int, tuple[str, str]] = {}
    for field in ({p for p in means if p <= 5}, {p for p in means if p > 5}):
        for pair in field:
            better = sum(1 for other in field if means[other] > means[pair])
            ties = sum(1 for other in field if means[other] == means[pair])
            place = f"{better + 1}{'=' if ties > 1 else ''}"
            shown = Decimal(means[pair].numerator) / Decimal(means[pair].denominator)
            ranked[pair] = (place, str(shown.quantize(Decimal("0.01"), ROUND_HALF_UP)))
    return ranked


def _mitchell(table: int, round_: int) -> tuple[int, int, tuple[int, int]]:
    """(N-S, E-W, boards) by the Mitchell's rule (RULES §6): E-W up one, boards down one."""
    board_set = (table + round_ - 2) % 5 + 1
    return table, 5 + (table - round_) % 5 + 1, (2 * board_set - 1, 2 * board_set)


def _stored(server: Server, session_id: int) -> dict[tuple[int, int, int], str]:
    database = Database(f"sqlite:///{server.database}")
    try:
        with database.transaction(write=False) as session:
            found = repo.result_history(session, session_id)
    finally:
        database.dispose()
    return {r.key: str(r.result) for r in found}


def _post(phone: Any, path: str, fields: dict[str, str]) -> bool:
    """A form post from the phone's page (its CSRF token): True when it was taken (the
    answer redirects, 303, to the table's page)."""
    script = """async ([path, fields]) => {
        const token = document.querySelector("input[name=csrf_token]").value;
        const body = new URLSearchParams({csrf_token: token, ...fields});
        const answer = await fetch(path, {method: "POST", body});
        return answer.ok && answer.redirected;
    }"""
    return bool(phone.evaluate(script, [path, fields]))


def _codes(director: Any, server: Server, session_id: int) -> dict[int, str]:
    director.goto(f"{server.url}/director/sessions/{session_id}")
    return table_links(director)


def _enter_round(
    phone: Any, server: Server, codes: dict[int, str], round_: int, tables: list[int]
) -> dict[tuple[int, int, int], tuple[int, str, str, int]]:
    """Each table of ``tables`` enters and confirms its boards of ``round_`` from its phone:
    the first board by the page's form, the others by the same form's post."""
    entered = {}
    for table in tables:
        _, _, boards = _mitchell(table, round_)
        code = codes[table]
        for board in boards:
            result = _chosen(round_, table, board)
            level, strain, declarer, margin = result
            said = "=" if margin == 0 else f"{margin:+d}"
            phone.goto(f"{server.url}/t/{code}?round={round_}&board={board}")
            if board == boards[0]:
                phone.select_option("#level", str(level))
                phone.select_option("#strain", strain)
                phone.select_option("#declarer", declarer)
                phone.select_option("#result", said)
                phone.click("#enter")
                phone.click("#confirm")
            else:
                where = {"round": str(round_), "table": str(table), "board": str(board)}
                fields = {**where, "base_version": "0", "level": str(level), "strain": strain,
                          "doubling": "", "declarer": declarer, "result": said}  # fmt: skip
                assert _post(phone, f"/t/{code}/results", fields)
                assert _post(phone, f"/t/{code}/confirm", {**where, "base_version": "1"})
            entered[round_, table, board] = result
    return entered


def _change(director: Any, server: Server, session_id: int, fields: dict[str, str]) -> None:
    director.goto(f"{server.url}/director/sessions/{session_id}")
    director.select_option("#change", fields["change"])
    director.fill("#after_round", fields["after_round"])
    director.fill("#pair", fields.get("pair", ""))
    director.click("#change-plan")
    assert director.locator("#done").inner_text() == "Plan changé"


def _said(entered: tuple[int, str, str, int]) -> str:
    level, strain, declarer, margin = entered
    return f"{level}{strain}{'=' if margin == 0 else f'{margin:+d}'} {declarer}"


def test_a_late_pair_joins_and_a_pair_leaves_a_running_mitchell(
    browser: Any, server: Server
) -> None:
    desk = browser.new_context(viewport={"width": 1280, "height": 900})
    phones = browser.new_context(**PHONE)
    try:
        director, phone = desk.new_page(), phones.new_page()
        sign_up(director, server.url)
        director.goto(server.url + "/director/sessions/new")
        director.fill("#title", "Mardi retardataire")
        director.fill("#pairs", "9")
        director.click("#show-movements")
        director.check("input[name=suggestion][value='1']")  # the Mitchell of 5 tables
        director.fill("#boards_per_round", "2")
        director.click("#create")
        session_id = session_shown(director)
        director.click("#start")
        codes = _codes(director, server, session_id)
        assert sorted(codes) == [1, 2, 3, 4]  # table 5 is the phantom's

        entered = {}
        for round_ in (1, 2):
            entered |= _enter_round(phone, server, codes, round_, [1, 2, 3, 4])
        before = {key: _said(value) for key, value in entered.items()}
        assert _stored(server, session_id) == before

        # After round 2 the late pair takes the phantom's seat: pair 5, table 5.
        _change(director, server, session_id, {"change": "join", "after_round": "2"})
        assert director.inner_text("#plan-history li").endswith(
            f"Après le tour 2{NB}: une paire retardataire arrive, paire 5"
        )
        codes = _codes(director, server, session_id)
        assert sorted(codes) == [1, 2, 3, 4, 5]
        # Table 5's phone is guided by the new plan: round 3, N-S 5 v E-W 8, boards 3-4.
        phone.goto(f"{server.url}/t/{codes[5]}")
        said = " ".join(phone.inner_text("main").split())
        assert "Table 5 · Position 3" in said
        assert "Étui 3" in said and "Étui 4" in said
        for round_ in (3, 4):
            entered |= _enter_round(phone, server, codes, round_, [1, 2, 3, 4, 5])
        assert {k: _said(v) for k, v in entered.items()} == _stored(server, session_id)

        # After round 4 pair 7 leaves: in round 5 it was to meet pair 1 at table 1.
        assert _mitchell(1, 5)[1] == 7
        _change(director, server, session_id, {"change": "withdraw", "after_round": "4",
                                               "pair": "7"})  # fmt: skip
        sit_outs = [li.inner_text() for li in director.locator("ul.sit-outs li").all()]
        assert sit_outs == [
            f"Position 1{NB}: paire 10 en relâche (table 5)",
            f"Position 2{NB}: paire 9 en relâche (table 5)",
            f"Position 5{NB}: paire 1 en relâche (table 1)",
        ]
        director.set_viewport_size({"width": 390, "height": 844})
        director.locator("#plan-changes").scroll_into_view_if_needed()
        screenshot(director, "latepair-director")
        entered |= _enter_round(phone, server, codes, 5, [2, 3, 4, 5])

        # Every result entered is stored as entered: nothing changed by the two changes.
        assert _stored(server, session_id) == {k: _said(v) for k, v in entered.items()}
        # Boards at table 5 in rounds 1-2 (1, 2, 9, 10) and at table 1 in round 5 (9, 10)
        # are played fewer times than the others' 5: they are factored.
        plays = Counter(board for (_, _, board) in entered)
        assert plays == {1: 4, 2: 4, 9: 3, 10: 3} | {b: 5 for b in range(3, 9)}
        played = {(r, t, b): _mitchell(t, r)[:2] for (r, t, b) in entered}
        scores = {key: _ns_score(key[2], result) for key, result in entered.items()}
        wanted = _independent_ranking(played, scores)
        ranking = phone.request.get(f"{server.url}/s/{session_id}?format=json").json()
        shown = {
            line["pair"]: (line["place"], line["percent"])
            for _, lines in ranking["fields"]
            for line in lines
        }
        assert shown == wanted
        assert sorted(shown) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    finally:
        desk.close()
        phones.close()
