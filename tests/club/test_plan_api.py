"""The director's changes during a session through the club's JSON API (issue 26).

A 4-table Mitchell with a relay and bye stand, 2 boards a round (8 pairs, every seat
taken), created and played through the API: after round 2 a late pair joins. It is a
rover at a new table 5 (tests/club/test_plan_changes_rover.py works the plan out by the
Mitchell's rule): N-S 3 sits out in round 3, N-S 1 in round 4. The refusals are the club
API's: 401 without a director's token (a table's code is none), 422 with the service's
code for a change refused (a round already played), 409 once the session is closed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from tests.club.conftest import director_bearer, result_form


@pytest.fixture
def api(tmp_path: Path) -> Iterator[tuple[TestClient, dict[str, str]]]:
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    bearer = director_bearer(url)
    with TestClient(create_app(Settings(database_url=url))) as client:
        yield client, bearer


def _play(client: TestClient, code: str, last_round: int) -> None:
    """Send the table's results of every round up to ``last_round``."""
    while (table := client.get(f"/api/club/tables/{code}").json())["round"] <= last_round:
        if not table["to_play"]:
            return
        for board in table["to_play"]:
            form = result_form(board, table["table"], table["round"])
            body: dict[str, Any] = {
                "round": table["round"],
                "board": board,
                "contract": form["level"] + form["strain"] + form["doubling"],
                "declarer": form["declarer"],
                "tricks": int(form["tricks"]),
            }
            answer = client.post(f"/api/club/tables/{code}/results", json=body)
            assert answer.status_code == 201, answer.text


def test_a_late_pair_withdrawal_and_refusals_through_the_api(
    api: tuple[TestClient, dict[str, str]],
) -> None:
    client, headers = api
    asked = {"name": "Jeudi", "tables": 4, "movement": "mitchell", "boards_per_round": 2}
    session_id = client.post("/api/club/sessions", json=asked, headers=headers).json()["id"]
    plan = f"/api/club/sessions/{session_id}/plan"
    assert client.post(f"/api/club/sessions/{session_id}/start", headers=headers).is_success
    codes = [t["code"] for t in client.get(plan, headers=headers).json()["tables"]]
    assert len(codes) == 4
    for code in codes:
        _play(client, code, 2)

    join = {"change": "join", "after_round": 2}
    # A table's code is no director's token; no table route changes the plan.
    as_table = {"Authorization": f"Bearer {codes[0]}"}
    assert client.post(plan, json=join, headers=as_table).status_code == 401
    assert client.post(plan, json=join).status_code == 401
    assert client.post(f"/api/club/tables/{codes[0]}/plan", json=join).status_code in (404, 405)
    # A played round cannot change.
    refused = client.post(plan, json={**join, "after_round": 1}, headers=headers)
    assert refused.status_code == 422
    assert refused.json()["code"] == "plan-change.round-played"

    joined = client.post(plan, json=join, headers=headers)
    assert joined.status_code == 200, joined.text
    state = joined.json()
    assert state["played"] == 2
    assert [t["table"] for t in state["tables"]] == [1, 2, 3, 4, 5]  # table 5: a new code
    assert [(c["kind"], c["after_round"], c["pair"]) for c in state["changes"]] == [("join", 2, 9)]
    assert [(s["round"], s["table"], s["pair"]) for s in state["sit_outs"]] == [
        (3, 3, 3),
        (4, 1, 1),
    ]
    assert state["playing"] == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    table5 = client.get(f"/api/club/tables/{state['tables'][4]['code']}").json()
    assert (table5["round"], table5["ns"], table5["ew"]) == (3, 9, 5)

    missing = client.post(plan, json={"change": "withdraw", "after_round": 2}, headers=headers)
    assert missing.status_code == 422
    assert list(missing.json()["errors"]) == ["pair"]
    unknown = {"change": "switch", "after_round": 2, "movement": "99:0"}
    assert list(client.post(plan, json=unknown, headers=headers).json()["errors"]) == ["movement"]
    left = client.post(
        plan, json={"change": "withdraw", "after_round": 2, "pair": 7}, headers=headers
    )
    assert [c["pair"] for c in left.json()["changes"]] == [9, 7]

    rule = client.post(
        f"/api/club/sessions/{session_id}/short-boards", json={"rule": "own-top"}, headers=headers
    )
    assert rule.json()["short_boards"] == "own-top"
    assert client.post(f"/api/club/sessions/{session_id}/close", headers=headers).is_success
    closed = client.post(plan, json={**join, "after_round": 3}, headers=headers)
    assert closed.status_code == 409
