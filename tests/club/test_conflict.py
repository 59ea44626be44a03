"""Two phones entering the same board: one entry is kept, the other sees both versions."""

from __future__ import annotations

import re
import threading
from pathlib import Path

import httpx
from fastapi.testclient import TestClient

from atout.store.club import repo as club_repo
from atout.store.club.records import ResultRecord
from tests.club.conftest import PASSWORD, create_session, session_plan, table_codes
from tests.web.conftest import Server


def _form(token: str, board: int, base: int, level: str, tricks: str) -> dict[str, str]:
    return {
        "csrf_token": token,
        "table": "1",
        "round": "1",
        "board": str(board),
        "base_version": str(base),
        "level": level,
        "strain": "S",
        "doubling": "",
        "declarer": "N",
        "tricks": tricks,
    }


def _history(client: TestClient, session_id: int) -> list[ResultRecord]:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return club_repo.result_history(session, session_id)


def test_the_second_phone_sees_a_conflict_with_both_versions(client: TestClient) -> None:
    session_id = create_session(client, pairs=6)
    code = table_codes(client, session_id)[1]
    board = session_plan(client, session_id).sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    with TestClient(client.app) as north, TestClient(client.app) as east:
        for phone in (north, east):
            assert "result-form" in phone.get(f"/t/{code}?round=1&board={board}").text
        first = north.post(
            f"/t/{code}/results",
            data=_form(north.cookies["atout_csrf"], board, 0, "4", "10"),
            follow_redirects=False,
        )
        assert first.status_code == 303
        second = east.post(
            f"/t/{code}/results", data=_form(east.cookies["atout_csrf"], board, 0, "3", "9")
        )
        assert second.status_code == 409
        stored = re.search(r'class="stored">([^<]*)<', second.text)
        mine = re.search(r'class="mine">([^<]*)<', second.text)
        assert stored and stored.group(1) == "4♠= N"  # the page's notation: 4♠= N, 3SA+1 O
        assert mine and mine.group(1) == "3♠= N"
        # Nothing was overwritten: one version, the first one.
        history = _history(client, session_id)
        assert [(r.version, str(r.result.contract), r.current) for r in history] == [
            (1, "4S", True)
        ]
        # The second phone may choose to replace it: a new version, the old one kept.
        assert 'name="base_version" value="1"' in second.text
        again = east.post(
            f"/t/{code}/results",
            data=_form(east.cookies["atout_csrf"], board, 1, "3", "9"),
            follow_redirects=False,
        )
        assert again.status_code == 303
        history = _history(client, session_id)
        assert [(r.version, str(r.result.contract), r.current) for r in history] == [
            (1, "4S", False),
            (2, "3S", True),
        ]
        assert history[1].replaces_id == history[0].id
        # Confirming the version the opponents no longer see is a conflict too.
        stale = {"csrf_token": north.cookies["atout_csrf"], "table": "1", "round": "1"}
        stale |= {"board": str(board), "base_version": "1"}
        assert north.post(f"/t/{code}/confirm", data=stale).status_code == 409


def test_simultaneous_entries_on_a_real_server(tmp_path: Path) -> None:
    server = Server(tmp_path / "atout.sqlite")
    server.start()
    try:
        with httpx.Client(base_url=server.url) as director:
            director.get("/director/setup")
            token = director.cookies["atout_csrf"]
            director.post(
                "/director/setup", data={"csrf_token": token, "name": "D", "password": PASSWORD}
            )
            session_id = create_session(director, pairs=6)  # type: ignore[arg-type]
            code = table_codes(director, session_id)[1]  # type: ignore[arg-type]
        boards = (1, 2)
        outcomes: list[int] = []
        for board in boards:
            phones = [httpx.Client(base_url=server.url) for _ in range(2)]
            for phone in phones:
                phone.get(f"/t/{code}")
            barrier = threading.Barrier(2)

            def enter(
                phone: httpx.Client, level: str, board: int, barrier: threading.Barrier
            ) -> None:
                form = _form(phone.cookies["atout_csrf"], board, 0, level, "9")
                barrier.wait()
                response = phone.post(f"/t/{code}/results", data=form)
                outcomes.append(response.status_code)

            threads = [
                threading.Thread(target=enter, args=(phone, level, board, barrier))
                for phone, level in zip(phones, ("3", "2"), strict=True)
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            for phone in phones:
                phone.close()
        assert sorted(outcomes) == [303, 303, 409, 409]
    finally:
        server.stop()
