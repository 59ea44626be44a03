"""A weighted and a split assigned score in a team match (Law 12C1(c) at teams): each team
its own outcomes IMPed against the other room, weighted; worked by hand from the IMP table
of RULES §6."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from tests.club.conftest import post, table_codes
from tests.club.test_teams import BOARDS, _create, _enter


def _outcome(
    side: str, row: int, weight: str, declarer: str, tricks: str, suit: str
) -> dict[str, str]:
    fields = {"weight": weight, "level": "4", "strain": suit, "declarer": declarer}
    return {f"{side}_{row}_{k}": v for k, v in (fields | {"tricks": tricks}).items()}


def test_weighted_and_split_scores_in_a_team_match(client: TestClient) -> None:
    session_id = _create(client, "Lyon\nNice", 3)
    codes = table_codes(client, session_id)
    for board, open_room, closed_room in BOARDS:
        _enter(client, codes[1], 1, board, open_room)
        _enter(client, codes[2], 2, board, closed_room)
    director = f"/director/sessions/{session_id}/results/1"
    # Board 1 (none vulnerable), closed room (Lyon E-W): 50 % 4♠= N + 25 % 4♠−1 N + 25 %
    # 4♠+1 N, i.e. +420, −50, +450 against the open room's +420 (Lyon N-S there):
    # Lyon's differences 0, +470, −30 → 0, 10, −1 IMPs; 0.5×0 + 0.25×10 + 0.25×(−1) = 2.25,
    # rounded to 2 IMPs; Nice the opposite, −2.
    weighted = _outcome("ns", 1, "50", "N", "10", "S") | _outcome("ns", 2, "25", "N", "9", "S")
    weighted |= _outcome("ns", 3, "25", "N", "11", "S")
    page = client.get(f"{director}/2/1/assigned")
    assert page.status_code == 200
    assert post(client, f"{director}/2/1/assigned", weighted).status_code == 303  # type: ignore[attr-defined]
    # Board 3 (E-W vulnerable), open room, split: Lyon (N-S) 50 % 4♥−1 E (+100) + 50 % 4♥= E
    # (−620); Nice (E-W) 4♥= E (−620). The closed room: 4♥−1 W, +100.
    # Lyon: 0.5 × IMPs(100 − 100 = 0) + 0.5 × IMPs(−620 − 100 = −720 → −12) = −6.
    # Nice: −IMPs(−620 − 100) = +12 — the board does not balance.
    split = _outcome("ns", 1, "50", "E", "9", "H") | _outcome("ns", 2, "50", "E", "10", "H")
    split |= _outcome("ew", 1, "100", "E", "10", "H") | {"split": "on"}
    assert post(client, f"{director}/1/3/assigned", split).status_code == 303  # type: ignore[attr-defined]
    (match,) = client.get(f"/s/{session_id}?format=json").json()["matches"]
    lines = [(x["board"], x["home_imps"], x["away_imps"], x["assigned"]) for x in match["lines"]]
    # Board 2 as played: +600 in both rooms, 0.
    assert lines == [(1, 2, -2, True), (2, 0, 0, False), (3, -6, 12, True)]
    assert (match["home_imps"], match["away_imps"]) == (-4, 10)
    assert (match["home_gross"], match["away_gross"]) == (2, 12)
    sheet = client.get(f"/s/{session_id}").text
    assert sheet.count('<small class="assigned">') == 2
    # The team traveller names the assigned score in its room, with its weights.
    traveller = client.get(f"/s/{session_id}/boards/1").text
    assert "50\u202f% 4♠= N, 25\u202f% 4♠−1 N, 25\u202f% 4♠+1 N" in traveller
    assert 'data-home="2" data-away="0"' in traveller
    split_board = client.get(f"/s/{session_id}/boards/3").text
    found = re.search(r"data-home=\"\d+\" data-away=\"\d+\"", split_board)
    assert found is not None and found.group(0) == 'data-home="0" data-away="12"'
    assert 'E-O\xa0: 4<span class="red">♥</span>= E</span>' in split_board
