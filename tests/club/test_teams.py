"""A team match in two rooms: IMPs per board (Law 78B), running total, VPs; a round robin."""

from __future__ import annotations

import re
from decimal import Decimal

from fastapi.testclient import TestClient

from atout.formats import pbn
from tests.club.conftest import post, session_plan, table_codes


def _create(client: TestClient, teams: str, boards: int) -> int:
    data = {"title": "Interclubs", "teams": teams, "boards_per_round": str(boards), "seed": "3"}
    response = post(client, "/director/teams", data)
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    return session_id


def _enter(client: TestClient, code: str, table: int, board: int, result: str) -> None:
    contract, declarer, tricks = result.split()
    level, strain = contract[0], contract[1:]
    where = {"table": str(table), "round": "1", "board": str(board)}
    form = {**where, "base_version": "0", "level": level, "strain": strain, "doubling": ""}
    response = post(client, f"/t/{code}/results", form | {"declarer": declarer, "tricks": tricks})
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    response = post(client, f"/t/{code}/confirm", {**where, "base_version": "1"})
    assert response.status_code == 303  # type: ignore[attr-defined]


#: (board, open room, closed room): the home team sits N-S in the open room.
BOARDS = (
    (1, "4S N 10", "2S N 9"),  # +420 and +140: 280 → 7 IMPs to the home team
    (2, "3NT S 9", "3NT S 9"),  # +600 both: 0
    (3, "4H E 10", "4H W 9"),  # −620 and +100: −720 → 12 IMPs to the away team
)


def test_a_match_in_two_rooms(client: TestClient) -> None:
    session_id = _create(client, "Lyon\nNice", 3)
    plan = session_plan(client, session_id)
    assert [(s.table, s.ns, s.ew, s.boards) for s in plan.sittings] == [  # type: ignore[attr-defined]
        (1, 1, 2, (1, 2, 3)),
        (2, 2, 1, (1, 2, 3)),
    ]
    codes = table_codes(client, session_id)
    for board, open_room, closed_room in BOARDS:
        _enter(client, codes[1], 1, board, open_room)
        _enter(client, codes[2], 2, board, closed_room)
    page = client.get(f"/s/{session_id}?format=json").json()
    (match,) = page["matches"]
    assert (match["home"], match["away"]) == ("Lyon", "Nice")
    lines = [(x["open_ns"], x["closed_ns"], x["home_imps"]) for x in match["lines"]]
    assert lines == [(420, 140, 7), (600, 600, 0), (-620, 100, -12)]
    assert [(x["home_total"], x["away_total"]) for x in match["lines"]] == [
        (7, -7),
        (7, -7),
        (-5, 5),
    ]
    home_vp, away_vp = Decimal(match["home_vp"]), Decimal(match["away_vp"])
    assert home_vp + away_vp == 20 and home_vp < 10
    html = client.get(f"/s/{session_id}").text
    assert "Lyon – Nice" in html and "Salle ouverte" in html
    # The closed room sees the open room's result once its own is confirmed.
    room = client.get(f"/t/{codes[2]}?round=1&board=1").text
    assert room.count("<td>1</td><td>2</td>") == 1 and "4♠= N" in room


def test_a_round_robin_of_four_teams(client: TestClient) -> None:
    session_id = _create(client, "A\nB\nC\nD", 2)
    plan = session_plan(client, session_id)
    assert (plan.rounds, plan.tables) == (3, 4)  # type: ignore[attr-defined]
    codes = table_codes(client, session_id)
    assert len(codes) == 4
    page = client.get(f"/s/{session_id}?format=json").json()
    assert page["teams"] == ["A", "B", "C", "D"]
    assert len(page["matches"]) == 6 and len(page["grid"]) == 4
    response = client.get(f"/director/sessions/{session_id}/export.pbn?provisional=1")
    exported = pbn.loads(response.content)
    # Six boards, two a round, each played by the round's two matches (nothing entered yet).
    assert [g.board for g in exported.games] == [1, 2, 3, 4, 5, 6]
    assert [len(g.table("MatchTable").rows) for g in exported.games[::2]] == [2, 2, 2]  # type: ignore[union-attr]
    assert len(exported.games[0].total_score_table.rows) == 4  # type: ignore[union-attr]


def test_a_match_writes_its_numbers_as_the_reader_does(client: TestClient) -> None:
    """French: U+2212 for a negative, a decimal comma for the VPs; English as typed."""
    session_id = _create(client, "Lyon\nNice", 3)
    codes = table_codes(client, session_id)
    for board, open_room, closed_room in BOARDS:
        _enter(client, codes[1], 1, board, open_room)
        _enter(client, codes[2], 2, board, closed_room)
    french = client.get(f"/s/{session_id}").text
    # −620 in the open room (Law 77: 4♥ made by E-W, not vulnerable); Lyon won 7 IMPs
    # (board 1), Nice 12 (board 3): gross 7 – 12, Nice's net +5.
    assert '<strong class="gross">7 – 12</strong>' in french
    assert '<span class="net">Nice <strong>+5</strong></span>' in french
    assert ">\u2212620</td>" in french and ">7 – 0</td>" in french
    assert re.search(r'class="vp">\d+,\d\d – \d+,\d\d</strong>', french), french
    assert not re.search(r"\d\.\d|[^\w-]-\d", french.split("<main", 1)[1]), french
    client.get("/language/en?next=/")
    english = client.get(f"/s/{session_id}").text
    assert '<strong class="gross">7 – 12</strong>' in english and ">-620</td>" in english
    assert re.search(r'class="vp">\d+\.\d\d – \d+\.\d\d</strong>', english), english
