"""Security of the club pages: table codes, director pages, CSRF, passwords, rate limits."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy import select

from atout.services.settings import Settings
from atout.store.club import repo as club_repo
from atout.store.club.models import DirectorRow
from atout.web.app import create_app
from tests.club.conftest import (
    PASSWORD,
    create_session,
    csrf,
    post,
    result_form,
    session_plan,
    table_codes,
)


def _entry(table: int, round_: int, board: int) -> dict[str, str]:
    form = {"table": str(table), "round": str(round_), "board": str(board), "base_version": "0"}
    return {**form, **result_form(board, table, round_)}


def _results(client: TestClient, session_id: int) -> list[object]:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return list(club_repo.result_history(session, session_id))


def test_a_table_code_writes_its_own_table_and_nothing_else(client: TestClient) -> None:
    first = create_session(client, pairs=6)
    codes = table_codes(client, first)
    plan = session_plan(client, first)
    mine = plan.sitting(1, 1)  # type: ignore[attr-defined]
    theirs = plan.sitting(2, 2)  # type: ignore[attr-defined]
    # Another table's number, with a board that table plays.
    response = post(client, f"/t/{codes[1]}/results", _entry(2, 1, mine.boards[0]))
    assert response.status_code == 403  # type: ignore[attr-defined]
    # Its own table number, but a round and board it does not play.
    other_board = next(b for b in theirs.boards if b not in mine.boards)
    response = post(client, f"/t/{codes[1]}/results", _entry(1, 1, other_board))
    assert response.status_code == 403  # type: ignore[attr-defined]
    # Confirming for another table is refused too.
    confirm = {"table": "2", "round": "1", "board": str(mine.boards[0]), "base_version": "1"}
    assert post(client, f"/t/{codes[1]}/confirm", confirm).status_code == 403  # type: ignore[attr-defined]
    assert _results(client, first) == []
    # Its own board is taken.
    response = post(client, f"/t/{codes[1]}/results", _entry(1, 1, mine.boards[0]))
    assert response.status_code == 303  # type: ignore[attr-defined]
    assert len(_results(client, first)) == 1


def test_a_table_code_cannot_write_into_another_session(client: TestClient) -> None:
    first = create_session(client, pairs=6)  # Howell: boards 1-10 (2 per round)
    second = create_session(client, pairs=16, suggestion=1)  # Mitchell, 8 tables
    first_codes, second_codes = table_codes(client, first), table_codes(client, second)
    assert not set(first_codes.values()) & set(second_codes.values())
    plan = session_plan(client, second)
    sitting = plan.sitting(1, 1)  # type: ignore[attr-defined]
    board = max(sitting.boards) if max(sitting.boards) > 10 else plan.sitting(4, 1).boards[0]  # type: ignore[attr-defined]
    form = {**_entry(1, sitting.round, board), "session": str(second)}
    response = post(client, f"/t/{first_codes[1]}/results", form)
    assert response.status_code == 403  # type: ignore[attr-defined]
    assert _results(client, second) == [] and _results(client, first) == []


def test_a_closed_session_takes_no_result(client: TestClient) -> None:
    session_id = create_session(client, pairs=6)
    codes = table_codes(client, session_id)
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    response = post(client, f"/t/{codes[1]}/results", _entry(1, 1, 1))
    assert response.status_code == 403  # type: ignore[attr-defined]


def test_a_player_cannot_reach_the_director_pages(client: TestClient) -> None:
    session_id = create_session(client, pairs=6)
    code = table_codes(client, session_id)[1]
    with TestClient(client.app) as player:
        assert player.get(f"/t/{code}").status_code == 200
        for path in (
            "/director",
            "/director/sessions/new",
            f"/director/sessions/{session_id}",
            f"/director/sessions/{session_id}/cards",
            f"/director/sessions/{session_id}/hands",
            f"/director/sessions/{session_id}/results/1/1/1",
            f"/director/sessions/{session_id}/export.pbn",
        ):
            response = player.get(path, follow_redirects=False)
            assert response.status_code == 303, path
            assert response.headers["location"] == "/director/login"
        token = csrf(player)
        for path, data in (
            (f"/director/sessions/{session_id}/status", {"status": "closed"}),
            (f"/director/sessions/{session_id}/names", {"pair_1": "Intrus"}),
            (f"/director/sessions/{session_id}/results/1/1/1", _entry(1, 1, 1)),
            ("/director/sessions", {"title": "x", "pairs": "6", "suggestion": "0"}),
        ):
            response = player.post(path, data={"csrf_token": token, **data})
            assert response.status_code == 403, path
        # The setup page is gone once a director exists.
        assert player.get("/director/setup").status_code == 404
        assert player.post("/director/setup", data={"csrf_token": token}).status_code == 404
        # Board results stay hidden from players while the session runs.
        assert player.get(f"/s/{session_id}/boards/1").status_code == 403
        assert player.get(f"/s/{session_id}/pairs/1").status_code == 403
        assert player.get(f"/s/{session_id}").status_code == 200


def test_every_form_needs_its_csrf_token(client: TestClient) -> None:
    session_id = create_session(client, pairs=6)
    code = table_codes(client, session_id)[1]
    for path, data in (
        (f"/t/{code}/results", _entry(1, 1, 1)),
        (f"/t/{code}/confirm", {"table": "1", "round": "1", "board": "1", "base_version": "1"}),
        (f"/director/sessions/{session_id}/status", {"status": "closed"}),
        ("/director/login", {"name": "Dir", "password": PASSWORD}),
        ("/director/logout", {}),
    ):
        assert client.post(path, data=data).status_code == 403, path
        wrong = {"csrf_token": "x" * 32, **data}
        assert client.post(path, data=wrong).status_code == 403, path
    html = client.get(f"/t/{code}?round=1&board=1").text
    assert f'name="csrf_token" value="{csrf(client)}"' in html
    assert _results(client, session_id) == []


def test_the_password_is_never_stored_in_clear(client: TestClient, app_url: str) -> None:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        stored = session.scalars(select(DirectorRow.password_hash)).one()
    assert stored.startswith("$argon2id$") and PASSWORD not in stored
    raw = Path(app_url.removeprefix("sqlite:///"))
    for path in (raw, raw.with_name(raw.name + "-wal")):
        if path.exists():
            assert PASSWORD.encode() not in path.read_bytes()


def test_the_director_cli_hashes_the_password(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from atout.cli import main

    url = f"sqlite:///{tmp_path / 'cli.sqlite'}"
    runner = CliRunner()
    result = runner.invoke(
        main,
        ["director", "create", "Claire", "--password-stdin", "--database-url", url],
        input="s3cret-passw0rd\n",
    )
    assert result.exit_code == 0, result.output
    assert "director 'Claire' created" in result.output
    again = runner.invoke(
        main,
        ["director", "create", "Claire", "--password-stdin", "--database-url", url],
        input="s3cret-passw0rd\n",
    )
    assert again.exit_code == 2 and "already exists" in again.output
    with TestClient(create_app(Settings(database_url=url))) as browser:
        browser.get("/director/login")
        response = post(
            browser, "/director/login", {"name": "Claire", "password": "s3cret-passw0rd"}
        )
        assert response.status_code == 303  # type: ignore[attr-defined]
        assert browser.get("/director").status_code == 200


def test_wrong_table_codes_are_rate_limited(client: TestClient) -> None:
    session_id = create_session(client, pairs=6)
    code = table_codes(client, session_id)[1]
    for attempt in range(10):
        assert client.get(f"/t/WRONG{attempt:05d}").status_code == 404
    assert client.get("/t/WRONGAGAIN").status_code == 429
    # The tables behind the same address (a club's router) keep their own codes.
    assert client.get(f"/t/{code}").status_code == 200
    # Another address is not blocked (the guard believes X-Forwarded-For from no one here).
    forwarded = {"X-Forwarded-For": "203.0.113.9"}
    assert client.get("/t/WRONGAGAIN", headers=forwarded).status_code == 429


def test_wrong_passwords_are_rate_limited(client: TestClient) -> None:
    with TestClient(client.app) as stranger:
        stranger.get("/director/login")
        for _ in range(5):
            response = post(stranger, "/director/login", {"name": "Dir", "password": "guess"})
            assert response.status_code == 401  # type: ignore[attr-defined]
        response = post(stranger, "/director/login", {"name": "Dir", "password": PASSWORD})
        assert response.status_code == 429  # type: ignore[attr-defined]
