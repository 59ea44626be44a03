"""A table's code writes only what is its own, now (issues 22 and 27): a confirmed result is
locked (only the director changes it; the table asks for a correction), a later round is
refused (403, page and API), a board's deal and travellers are shown only to a table that
played it."""

from __future__ import annotations

from fastapi.testclient import TestClient

from atout.store.club import repo
from tests.club.conftest import create_session, post, session_plan, table_codes

#: Board 1 at table 1 in round 1: 4♥ by East, 2 down (8 tricks).
FOUR_HEARTS = {"level": "4", "strain": "H", "doubling": "", "declarer": "E", "tricks": "8"}
#: What the table would like it to be: 4♥ made by East.
MADE = {**FOUR_HEARTS, "tricks": "10"}


def _where(round_: int, table: int, board: int) -> dict[str, str]:
    return {"round": str(round_), "table": str(table), "board": str(board)}


def _stored(client: TestClient, session_id: int) -> list[tuple[int, int, int, str, int, bool]]:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        found = repo.current_results(session, session_id)
    return [(*r.key, str(r.result), r.version, r.confirmed) for r in found]


def _confirmed_board(client: TestClient) -> tuple[int, str, dict[str, str]]:
    """A session whose table 1 entered and confirmed its round 1's first board."""
    session_id = create_session(client)
    plan = session_plan(client, session_id)
    board = plan.sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    code = table_codes(client, session_id)[1]
    where = _where(1, 1, board)
    entered = post(client, f"/t/{code}/results", {**where, "base_version": "0", **FOUR_HEARTS})
    assert entered.status_code == 303  # type: ignore[attr-defined]
    confirmed = post(client, f"/t/{code}/confirm", {**where, "base_version": "1"})
    assert confirmed.status_code == 303  # type: ignore[attr-defined]
    return session_id, code, where


def test_a_confirmed_result_is_locked_for_the_table(client: TestClient) -> None:
    session_id, code, where = _confirmed_board(client)
    board = int(where["board"])
    before = _stored(client, session_id)
    assert before == [(1, 1, board, "4H-2 E", 1, True)]
    ranking = client.get(f"/s/{session_id}?format=json").json()
    page = client.get(f"/t/{code}?round=1&board={board}&edit=1")
    assert page.status_code == 403
    assert "seul l’arbitre peut le modifier" in page.text and 'id="result-form"' not in page.text
    again = post(client, f"/t/{code}/results", {**where, "base_version": "1", **MADE})
    assert again.status_code == 403  # type: ignore[attr-defined]
    assert "est confirmée\u00a0: seul l’arbitre peut désormais la modifier" in again.text  # type: ignore[attr-defined]
    assert _stored(client, session_id) == before
    assert client.get(f"/s/{session_id}?format=json").json() == ranking


def test_the_api_does_not_change_a_confirmed_result(client: TestClient) -> None:
    session_id, code, where = _confirmed_board(client)
    before = _stored(client, session_id)
    body = {"round": 1, "board": int(where["board"]), "contract": "4H", "declarer": "E",
            "tricks": 10}  # fmt: skip
    answer = client.post(f"/api/club/tables/{code}/results", json=body)
    assert answer.status_code == 409
    assert answer.json() == {
        "detail": f"donne {where['board']}, table 1, position 1\u00a0: 4H-2 E est déjà enregistré",
        "stored": "4H-2 E",
    }
    assert _stored(client, session_id) == before


def test_a_correction_request_reaches_the_director_who_corrects(client: TestClient) -> None:
    session_id, code, where = _confirmed_board(client)
    board = int(where["board"])
    asked = post(client, f"/t/{code}/correction", {**where, "base_version": "1", **MADE})
    assert asked.status_code == 303  # type: ignore[attr-defined]
    assert _stored(client, session_id) == [(1, 1, board, "4H-2 E", 1, True)]
    table_page = client.get(f"/t/{code}?round=1&board={board}").text
    assert "Correction demandée" in table_page
    director = client.get(f"/director/sessions/{session_id}").text
    assert "Demandes de correction" in director and 'class="request"' in director
    assert "il y a 0\u00a0min" in director
    # The correction page holds the table's proposal; the director stores it.
    form = client.get(f"/director/sessions/{session_id}/results/1/1/{board}").text
    assert 'name="tricks"' in form and '<option value="10" selected>' in form
    fixed = post(
        client,
        f"/director/sessions/{session_id}/results/1/1/{board}",
        {"base_version": "1", **MADE},
    )
    assert fixed.status_code == 303  # type: ignore[attr-defined]
    assert _stored(client, session_id) == [(1, 1, board, "4H= E", 2, True)]
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        history = [
            (str(r.result), r.version, r.current) for r in repo.result_history(session, session_id)
        ]
    assert history == [("4H-2 E", 1, False), ("4H= E", 2, True)]
    assert "Demandes de correction" not in client.get(f"/director/sessions/{session_id}").text


def test_the_director_dismisses_a_request(client: TestClient) -> None:
    session_id, code, where = _confirmed_board(client)
    post(client, f"/t/{code}/correction", {**where, "base_version": "1", **MADE})
    director = client.get(f"/director/sessions/{session_id}").text
    request_id = director.split('data-dismiss="')[1].split('"')[0]
    path = f"/director/sessions/{session_id}/corrections/{request_id}/dismiss"
    assert post(client, path, {}).status_code == 303  # type: ignore[attr-defined]
    assert "Demandes de correction" not in client.get(f"/director/sessions/{session_id}").text
    assert _stored(client, session_id)[0][3:] == ("4H-2 E", 1, True)


def test_a_pending_result_is_not_a_correction_request(client: TestClient) -> None:
    session_id = create_session(client)
    board = session_plan(client, session_id).sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    code = table_codes(client, session_id)[1]
    where = _where(1, 1, board)
    post(client, f"/t/{code}/results", {**where, "base_version": "0", **FOUR_HEARTS})
    refused = post(client, f"/t/{code}/correction", {**where, "base_version": "1", **MADE})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "la table la rectifie elle-même" in refused.text  # type: ignore[attr-defined]


def test_a_later_round_is_refused_by_page_and_api(client: TestClient) -> None:
    session_id = create_session(client)
    plan = session_plan(client, session_id)
    later = plan.sitting(2, 1)  # type: ignore[attr-defined]
    board = later.boards[0]
    code = table_codes(client, session_id)[1]
    where = _where(2, 1, board)
    page = client.get(f"/t/{code}?round=2&board={board}&edit=1")
    assert page.status_code == 403
    assert "Le tour 2 n’est pas encore ouvert\u00a0: cette table joue le tour 1." in page.text
    assert 'id="result-form"' not in page.text
    posted = post(client, f"/t/{code}/results", {**where, "base_version": "0", **FOUR_HEARTS})
    assert posted.status_code == 403  # type: ignore[attr-defined]
    assert "la table 1 joue le tour 1\u00a0:" in posted.text  # type: ignore[attr-defined]
    body = {"round": 2, "board": board, "contract": "4H", "declarer": "E", "tricks": 8}
    answer = client.post(
        f"/api/club/tables/{code}/results", json=body, headers={"accept-language": "fr"}
    )
    assert answer.status_code == 403
    assert answer.json()["code"] == "table.round-ahead"
    assert _stored(client, session_id) == []


def test_a_boards_deal_is_shown_only_once_the_table_played_it(client: TestClient) -> None:
    session_id = create_session(client)  # 3 tables, each round's boards played at all three
    plan = session_plan(client, session_id)
    codes = table_codes(client, session_id)
    board = plan.sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    ahead = plan.sitting(2, 2).boards[0]  # type: ignore[attr-defined]
    code, where = codes[1], _where(1, 1, board)
    post(client, f"/t/{code}/results", {**where, "base_version": "0", **FOUR_HEARTS})
    pending = client.get(f"/t/{code}?round=1&board={board}").text
    assert 'class="diagram"' not in pending
    post(client, f"/t/{code}/confirm", {**where, "base_version": "1"})
    played = client.get(f"/t/{code}?round=1&board={board}").text
    assert 'class="diagram"' in played and "Résultats de cette donne" in played
    # Table 2 has not played the board yet: its form, neither the hands nor table 1's result.
    other = client.get(f"/t/{codes[2]}?round=1&board={board}")
    assert other.status_code == 200 and 'id="result-form"' in other.text
    assert 'class="diagram"' not in other.text and "4♥" not in other.text
    later = client.get(f"/t/{codes[2]}?round=2&board={ahead}")
    assert later.status_code == 403 and 'class="diagram"' not in later.text
    twin = client.get(f"/api/club/tables/{codes[2]}").json()
    assert twin["round"] == 1 and set(twin) == {
        "session", "table", "status", "round", "rounds", "ns", "ew", "boards", "to_play",
        "finished", "call",
    }  # fmt: skip
