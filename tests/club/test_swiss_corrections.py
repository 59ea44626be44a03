"""A correction after later rounds are drawn (issue 25): the rounds drawn from the ranking
it changes are drawn again when nothing is entered in them yet, else kept, and the
director's Swiss desk says which.

Seven teams, one board a match (board 1 in round 1, none vulnerable), 3NT by South at every
table. Round 1: 1 v 2, 3 v 4, 5 v 6, team 7 the bye (12 VPs). Match 1: team 1 makes 11
tricks in the open room (+460), team 2 nine in the closed room (+400): team 1 wins by 60
points, 2 IMPs; the other matches are drawn (9 tricks everywhere). The ranking: team 1
(2 IMPs), team 7 (the bye), teams 3, 4, 5, 6 (drawn, in seeding order), team 2; round 2 is
1 v 7, then 3 v 5 and 4 v 6 (3 v 4 and 5 v 6 met), the bye to team 2 (the lowest without
one). The director corrects the open room to 8 tricks (−50): team 2 wins by 450 points,
10 IMPs, and leads; team 1 is last. Round 2 from that ranking: 2 v 7, 3 v 5, 4 v 6, the
bye to team 1.
"""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.club.conftest import post, table_codes
from tests.club.test_swiss_room import _create, _enter

CORRECTION = {"base_version": "1", "kind": "result", "level": "3", "strain": "NT"}


def _round_one(client: TestClient, session_id: int) -> dict[int, str]:
    codes = table_codes(client, session_id)
    for table, tricks in ((1, 11), (2, 9), (3, 9), (4, 9), (5, 9), (6, 9)):
        _enter(client, codes[table], 1, table, 1, tricks)
    return codes


def _round_two(client: TestClient, session_id: int) -> tuple[set[frozenset[str]], str]:
    page = client.get(f"/s/{session_id}/swiss?format=json&round=2").json()
    (second,) = [r for r in page["rounds"] if r["number"] == 2]
    return {frozenset((t["home"], t["away"])) for t in second["tables"]}, second["bye"]


def _correct(client: TestClient, session_id: int) -> None:
    correction = CORRECTION | {"doubling": "", "declarer": "S", "tricks": "8"}
    response = post(client, f"/director/sessions/{session_id}/results/1/1/1", correction)
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]


def _teams(*pairs: tuple[int, int]) -> set[frozenset[str]]:
    return {frozenset((f"Équipe {a}", f"Équipe {b}")) for a, b in pairs}


def test_a_round_not_started_is_drawn_again(client: TestClient) -> None:
    session_id = _create(client)
    _round_one(client, session_id)
    assert _round_two(client, session_id) == (_teams((1, 7), (3, 5), (4, 6)), "Équipe 2")
    _correct(client, session_id)
    assert _round_two(client, session_id) == (_teams((2, 7), (3, 5), (4, 6)), "Équipe 1")
    desk = client.get(f"/director/sessions/{session_id}/swiss").text
    assert "Le tour 2 a été tiré de nouveau du classement corrigé au tour 1." in desk
    assert "avait commencé" not in desk


def test_a_round_started_keeps_its_tables_and_the_desk_warns(client: TestClient) -> None:
    session_id = _create(client)
    codes = _round_one(client, session_id)
    tables, bye = _round_two(client, session_id)
    assert (tables, bye) == (_teams((1, 7), (3, 5), (4, 6)), "Équipe 2")
    _enter(client, codes[1], 2, 1, 2, 9)  # round 2 has started
    _correct(client, session_id)
    assert _round_two(client, session_id) == (tables, bye)
    desk = client.get(f"/director/sessions/{session_id}/swiss").text
    assert (
        "Le tour 2 avait commencé\u00a0: il a été tiré du classement d’avant la correction "
        "au tour 1, et ses tables restent."
    ) in desk
    assert "tiré de nouveau" not in desk


def test_a_correction_that_changes_no_draw_says_nothing(client: TestClient) -> None:
    session_id = _create(client)
    _round_one(client, session_id)
    before = _round_two(client, session_id)
    # match 1's open room: 3NT made with 11 tricks by North, not South (the same +460)
    correction = CORRECTION | {"doubling": "", "declarer": "N", "tricks": "11"}
    response = post(client, f"/director/sessions/{session_id}/results/1/1/1", correction)
    assert response.status_code == 303  # type: ignore[attr-defined]
    assert _round_two(client, session_id) == before
    desk = client.get(f"/director/sessions/{session_id}/swiss").text
    assert 'data-redrawn="' not in desk
