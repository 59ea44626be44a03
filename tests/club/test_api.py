"""A whole 4-table Mitchell (relay and bye stand) played through the club's JSON API alone.

The director's account and API token come from the shell (``atout director create``,
``atout director token``); everything else is JSON: the session created, started, each
table's results sent with its code (confirmed in the same call), the ranking, the close
and the PBN export. The ranking is one list per direction, the same as the room's page
and as ``atout bridge rescore`` on the export (whose ``--check`` passes).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from atout.bridge.deal import Deal
from atout.cli import main
from atout.services.settings import Settings
from atout.web.app import create_app
from tests.club.conftest import director_bearer, result_form


@pytest.fixture
def api(tmp_path: Path) -> Iterator[tuple[TestClient, dict[str, str]]]:
    """The app and the headers of a director's API token."""
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    bearer = director_bearer(url)
    with TestClient(create_app(Settings(database_url=url))) as client:
        yield client, bearer


def _result(board: int, table: int, round_: int) -> dict[str, Any]:
    """The made-up result of the other club tests, as the API's fields."""
    form = result_form(board, table, round_)
    contract = form["level"] + form["strain"] + form["doubling"]
    return {
        "round": round_,
        "board": board,
        "contract": contract,
        "declarer": form["declarer"],
        "tricks": int(form["tricks"]),
    }


def _play_table(client: TestClient, code: str) -> int:
    """Send every result of one table, round after round, as its page would; how many."""
    sent = 0
    while True:
        table = client.get(f"/api/club/tables/{code}").json()
        if not table["to_play"]:
            assert table["finished"]
            return sent
        for board in table["to_play"]:
            body = _result(board, table["table"], table["round"])
            answer = client.post(f"/api/club/tables/{code}/results", json=body)
            assert answer.status_code == 201, answer.text
            assert answer.json()["created"] is True
            sent += 1


def test_a_four_table_mitchell_through_the_api_alone(
    api: tuple[TestClient, dict[str, str]], tmp_path: Path
) -> None:
    client, headers = api
    asked = {"name": "Jeudi", "tables": 4, "movement": "mitchell", "boards_per_round": 3}
    assert client.post("/api/club/sessions", json=asked).status_code == 401
    wrong = {"Authorization": "Bearer atout_not-a-token"}
    assert client.post("/api/club/sessions", json=asked, headers=wrong).status_code == 401
    created = client.post("/api/club/sessions", json=asked, headers=headers)
    assert created.status_code == 201, created.text
    session_id = created.json()["id"]
    bad = client.post("/api/club/sessions", json={**asked, "movement": "swiss"}, headers=headers)
    assert bad.status_code == 422

    found = client.get(f"/api/club/sessions/{session_id}", headers=headers).json()
    assert found["status"] == "setup" and found["name"] == "Jeudi"
    codes = {t["table"]: t["code"] for t in found["tables"]}
    assert sorted(codes) == [1, 2, 3, 4]
    # 4 tables, 4 rounds (relay and bye stand), 4 sets of 3 boards.
    assert [b["board"] for b in found["boards"]] == list(range(1, 13))
    assert all(Deal.parse(b["deal"]) for b in found["boards"])
    started = client.post(f"/api/club/sessions/{session_id}/start", headers=headers)
    assert started.json() == {"id": session_id, "status": "running"}
    assert client.post(f"/api/club/sessions/{session_id}/start", headers=headers).status_code == 409

    table_1 = client.get(f"/api/club/tables/{codes[1]}").json()
    assert (table_1["round"], table_1["ns"], table_1["ew"]) == (1, 1, 5)
    assert table_1["to_play"] == [1, 2, 3]
    # A table writes only its own boards, in its own rounds.
    outside = _result(4, 1, 1)
    refused = client.post(f"/api/club/tables/{codes[1]}/results", json=outside)
    assert refused.status_code == 403
    assert client.get("/api/club/tables/NOSUCHCODE").status_code == 404

    sent = sum(_play_table(client, codes[t]) for t in sorted(codes))
    assert sent == 4 * 4 * 3
    # The same result again is no change; another one is a conflict, nothing overwritten.
    again = client.post(f"/api/club/tables/{codes[1]}/results", json=_result(1, 1, 1))
    assert again.status_code == 200 and again.json()["created"] is False
    other = {**_result(1, 1, 1), "contract": "7NTXX", "declarer": "N", "tricks": 13}
    conflict = client.post(f"/api/club/tables/{codes[1]}/results", json=other)
    assert conflict.status_code == 409 and conflict.json()["stored"]

    ranking = client.get(f"/api/club/sessions/{session_id}/ranking").json()
    assert (ranking["results"], ranking["expected"]) == (48, 48)
    assert [r["direction"] for r in ranking["rankings"]] == ["NS", "EW"]
    by_api = {
        (r["direction"], row["pair"]): (row["rank"], row["percent"])
        for r in ranking["rankings"]
        for row in r["rows"]
    }
    assert sorted(p for _, p in by_api) == list(range(1, 9))
    page = client.get(f"/s/{session_id}?format=json").json()["fields"]
    by_page = {
        (field, line["pair"]): (line["place"], float(line["percent"]))
        for field, lines in page
        for line in lines
    }
    assert by_page == by_api

    early = client.get(f"/api/club/sessions/{session_id}/export.pbn", headers=headers)
    assert early.status_code == 409
    closed = client.post(f"/api/club/sessions/{session_id}/close", headers=headers)
    assert closed.json()["status"] == "closed"
    exported = client.get(f"/api/club/sessions/{session_id}/export.pbn", headers=headers)
    assert exported.status_code == 200
    path = tmp_path / "jeudi.pbn"
    path.write_bytes(exported.content)
    checked = CliRunner().invoke(main, ["bridge", "rescore", str(path), "--check"])
    assert checked.exit_code == 0, checked.output
    assert "48 scores on 12 boards and 8 final percentages agree" in checked.output
    rescored = json.loads(
        CliRunner().invoke(main, ["bridge", "rescore", str(path), "--json"]).output
    )
    by_rescore = {
        (r["direction"], int(r["pair"])): (r["rank"], r["pct"]) for r in rescored["ranking"]
    }
    assert by_rescore.keys() == by_api.keys()
    for key, (rank, percent) in by_rescore.items():
        assert rank == by_api[key][0] and abs(percent - by_api[key][1]) <= 0.005, key
    winners = [r["rows"][0] for r in ranking["rankings"]]
    assert len(winners) == 2 and winners[0]["pair"] <= 4 < winners[1]["pair"]


def test_a_refused_session_in_the_language_of_the_request(
    api: tuple[TestClient, dict[str, str]],
) -> None:
    client, headers = api
    asked = {"name": "Jeudi", "tables": 2, "movement": "mitchell", "boards_per_round": 3}
    french = client.post("/api/club/sessions", json=asked, headers=headers)
    assert french.status_code == 422
    assert french.json() == {
        "code": "form",
        "message": "tables\u00a0: 2\u00a0: un Mitchell a de 3 à 40 tables",
        "detail": "tables\u00a0: 2\u00a0: un Mitchell a de 3 à 40 tables",
        "errors": {"tables": "2\u00a0: un Mitchell a de 3 à 40 tables"},
        "codes": {"tables": "session.tables-range"},
    }
    english = client.post(
        "/api/club/sessions", json=asked, headers={**headers, "Accept-Language": "en-GB,en;q=0.8"}
    )
    assert english.json()["errors"] == {"tables": "2: a Mitchell has 3 to 40 tables"}
    assert english.json()["message"] == "tables: 2: a Mitchell has 3 to 40 tables"
    rounds = {**asked, "tables": 4, "rounds": 9}
    french = client.post("/api/club/sessions", json=rounds, headers=headers).json()
    assert french["errors"] == {"rounds": "9\u00a0: ce Mitchell a de 1 à 4 positions"}
    assert french["codes"] == {"rounds": "session.rounds-range"}
