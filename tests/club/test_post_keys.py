"""A table's post sent again with its idempotency key is stored once (bridge, tarot, API).

A phone that lost the network sends what it kept again, with the key its form
carried (``static/offline.js``); the server answers as for the first send and
stores nothing more. Without JavaScript the table form carries a key too.
"""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from atout.store.club import repo as club_repo
from atout.store.tarot_club import repo as tarot_repo
from tests.club.conftest import create_session, post, result_form, table_codes
from tests.tarot_club.conftest import create_evening
from tests.tarot_club.conftest import table_codes as tarot_codes

KEY = "0f" * 16


def _history(client: TestClient, session_id: int) -> list[tuple[int, int, str]]:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        found = club_repo.result_history(session, session_id)
    return [(r.board, r.version, str(r.result)) for r in found]


def test_the_table_form_carries_a_fresh_key_and_the_outbox(client: TestClient) -> None:
    session_id = create_session(client)
    code = table_codes(client, session_id)[1]
    pages = [client.get(f"/t/{code}?round=1&board=1").text for _ in range(2)]
    keys = [re.findall(r'name="idempotency_key" value="([0-9a-f]{32})"', page) for page in pages]
    assert len(keys[0]) == 1 and len(keys[1]) == 1 and keys[0] != keys[1]
    assert 'id="outbox"' in pages[0] and 'src="/static/offline.js"' in pages[0]
    assert "en attente" in pages[0] and "envoyé" in pages[0]  # the outbox's words, in French


def test_a_bridge_result_sent_twice_is_stored_once(client: TestClient) -> None:
    session_id = create_session(client)
    code = table_codes(client, session_id)[1]
    form = {"round": "1", "table": "1", "board": "1", "base_version": "0"}
    form |= result_form(1, 1, 1) | {"idempotency_key": KEY}
    first = post(client, f"/t/{code}/results", form)
    again = post(client, f"/t/{code}/results", form)  # the same post: the answer was lost
    assert first.status_code == again.status_code == 303  # type: ignore[attr-defined]
    assert again.headers["location"] == first.headers["location"]  # type: ignore[attr-defined]
    # result_form(1, 1, 1): 3NT by S, 11 tricks
    assert _history(client, session_id) == [(1, 1, "3NT+2 S")]
    # Without the key, the same form is the conflict it is (another version is stored).
    del form["idempotency_key"]
    assert post(client, f"/t/{code}/results", form).status_code == 409  # type: ignore[attr-defined]
    # The key of board 1 does not store board 2.
    other = {**form, "board": "2", "idempotency_key": KEY}
    assert post(client, f"/t/{code}/results", other).status_code == 409  # type: ignore[attr-defined]
    assert _history(client, session_id) == [(1, 1, "3NT+2 S")]


def test_the_api_takes_an_idempotency_key(client: TestClient) -> None:
    session_id = create_session(client)
    code = table_codes(client, session_id)[1]
    body = {"round": 1, "board": 2, "contract": "4S", "declarer": "N", "tricks": 10}
    keyed = {**body, "idempotency_key": KEY}
    first = client.post(f"/api/club/tables/{code}/results", json=keyed)
    again = client.post(f"/api/club/tables/{code}/results", json=keyed)
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json() | {"created": False} == again.json()
    assert again.json()["score_ns"] == 620  # 4S= by N, vulnerable on board 2: 120 + 500
    assert _history(client, session_id) == [(2, 1, "4S= N")]
    refused = client.post(f"/api/club/tables/{code}/results", json={**keyed, "idempotency_key": ""})
    assert refused.status_code == 422


def test_a_tarot_deal_sent_twice_is_stored_once(client: TestClient) -> None:
    tournament = create_evening(client)
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        plan = tarot_repo.get_tournament(session, tournament).plan
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    code = tarot_codes(client, tournament)[four.number]
    assert post(client, f"/tt/{code}/me", {"player": str(four.players[0])}).status_code == 303  # type: ignore[attr-defined]
    deal = {"round": "1", "table": str(four.number), "deal": "1", "base_version": "0",
            "contract": "garde", "taker": "1", "points": "43", "bouts": "2",
            "idempotency_key": KEY}  # fmt: skip
    statuses = [post(client, f"/tt/{code}/donnes", deal).status_code for _ in range(2)]  # type: ignore[attr-defined]
    assert statuses == [303, 303]
    with database.transaction(write=False) as session:
        stored = tarot_repo.history(session, tournament)
    assert [(d.key.deal, d.version, str(d.entry)) for d in stored] == [
        (1, 1, "garde taker=1 points=43 bouts=2")
    ]
