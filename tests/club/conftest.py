"""Fixtures of the club tests: an app in process with a director and a session."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from atout.duplicate.movements.suggest import suggest
from atout.services.club import sessions
from atout.services.settings import Settings
from atout.store.club import repo
from atout.store.club.records import SessionStatus
from atout.store.database import Database
from atout.store.migrate import upgrade
from atout.web.app import create_app
from tests.web.conftest import browser, server  # noqa: F401  (fixtures of the browser test)

PASSWORD = "correct horse battery"


@pytest.fixture
def database(tmp_path: Path) -> Iterator[Database]:
    """An SQLite database of the latest revision, for the service-level tests."""
    found = Database(f"sqlite:///{tmp_path / 'atout.sqlite'}")
    upgrade(found.engine)
    try:
        yield found
    finally:
        found.dispose()


def running_pairs_session(database: Database, pairs: int) -> int:
    """A running session "Mardi" of ``pairs`` pairs on the second movement suggested,
    two boards a round (a director "Dir" made for it)."""
    movement = replace(suggest(pairs)[1], boards_per_round=2)
    with database.transaction(write=True) as session:
        director = repo.create_director(session, "Dir", "x")
        asked = sessions.NewPairsSession("Mardi", pairs, movement)
        record = sessions.create_pairs_session(session, director, asked)
        sessions.set_status(session, record.id, SessionStatus.RUNNING)
        return record.id


def sign_up(page: Any, url: str) -> None:
    """In the browser: the first director, Directrice, signs up on the set-up page."""
    page.goto(url + "/director/setup")
    page.fill("#name", "Directrice")
    page.fill("#password", PASSWORD)
    page.click("button.primary")


def session_shown(page: Any) -> int:
    """The number of the session whose director's page ``page`` shows."""
    found = re.search(r"/director/sessions/(\d+)$", page.url)
    assert found is not None, page.url
    return int(found.group(1))


def table_links(page: Any) -> dict[int, str]:
    """The code of each table, read from the links of the director's session page."""
    links = page.locator("a.table-link").all()
    return {int(link.get_attribute("data-table")): link.inner_text() for link in links}


def table_phones(
    chromium: Any, url: str, codes: Mapping[int, str], context: Mapping[str, Any]
) -> dict[int, Any]:
    """A phone (a browser ``context`` of its own) at each table, on its table's page
    (``codes`` by table)."""
    phones = {}
    for table, code in codes.items():
        phone = chromium.new_context(**context).new_page()
        phone.set_default_timeout(15_000)
        phone.goto(f"{url}/t/{code}")
        phones[table] = phone
    return phones


def director_bearer(url: str, name: str = "Claire") -> dict[str, str]:
    """The headers of a new director's API token, made the way a club makes one: with
    ``atout director create`` and ``atout director token`` on the database at ``url``."""
    from click.testing import CliRunner

    from atout.cli import main

    runner = CliRunner()
    created = runner.invoke(
        main,
        ["director", "create", name, "--password-stdin", "--database-url", url],
        input=PASSWORD + "\n",
    )
    assert created.exit_code == 0, created.output
    printed = runner.invoke(main, ["director", "token", name, "--database-url", url])
    assert printed.exit_code == 0, printed.output
    token = printed.output.strip()
    assert token.startswith("atout_") and len(token) > 40
    return {"Authorization": f"Bearer {token}"}


def csrf(client: TestClient) -> str:
    """The CSRF token the client holds as a cookie."""
    return str(client.cookies["atout_csrf"])


def post(client: TestClient, path: str, data: dict[str, str]) -> object:
    """POST a form with the CSRF token, without following redirects."""
    return client.post(path, data={"csrf_token": csrf(client), **data}, follow_redirects=False)


@pytest.fixture
def app_url(tmp_path: Path) -> str:
    """The database URL of a fresh SQLite file."""
    return f"sqlite:///{tmp_path / 'club.sqlite'}"


@pytest.fixture
def client(app_url: str) -> Iterator[TestClient]:
    """The app in process, with the first director created and signed in."""
    with TestClient(create_app(Settings(database_url=app_url))) as test_client:
        test_client.get("/director/setup")
        response = post(test_client, "/director/setup", {"name": "Dir", "password": PASSWORD})
        assert response.status_code == 303, response.text  # type: ignore[attr-defined]
        yield test_client


def create_session(client: TestClient, pairs: int = 6, suggestion: int = 0, **extra: str) -> int:
    """Create and start a session; its number."""
    data = {"title": "Mardi", "pairs": str(pairs), "suggestion": str(suggestion), "seed": "7"}
    response = post(client, "/director/sessions", {**data, **extra})
    location = response.headers["location"]  # type: ignore[attr-defined]
    session_id = int(re.fullmatch(r"/director/sessions/(\d+)", location).group(1))  # type: ignore[union-attr]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    return session_id


def table_codes(client: TestClient, session_id: int) -> dict[int, str]:
    """The code of each table, read from the director's page."""
    html = client.get(f"/director/sessions/{session_id}").text
    found = re.findall(r'data-table="(\d+)" href="/t/([A-Z0-9]+)"', html)
    return {int(number): code for number, code in found}


def result_form(board: int, table: int, round_: int) -> dict[str, str]:
    """A made-up but legal result, varied with the board, table and round."""
    level, strain = [("4", "S"), ("3", "NT"), ("2", "H"), ("5", "D"), ("1", "NT")][board % 5]
    declarer = "NESW"[(board + table) % 4]
    needed = int(level) + 6
    tricks = max(0, min(13, needed + (board * 3 + table * 5 + round_) % 5 - 2))
    return {
        "level": level,
        "strain": strain,
        "doubling": "X" if (board + round_) % 7 == 0 else "",
        "declarer": declarer,
        "tricks": str(tricks),
        "lead": "",
    }


def said_result(form: dict[str, str]) -> str:
    """The result of a :func:`result_form` as players say it (``=``, ``+1``, ``-2``): the
    tricks less the contract's book and level (Law 77: 6 + level to make).

    >>> said_result({"level": "4", "tricks": "8"}), said_result({"level": "3", "tricks": "9"})
    ('-2', '=')
    """
    margin = int(form["tricks"]) - 6 - int(form["level"])
    return "=" if margin == 0 else f"{margin:+d}"


def session_plan(client: TestClient, session_id: int) -> object:
    """The plan of a session, read from the store."""
    from atout.store.club import repo as club_repo

    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return club_repo.get_session(session, session_id).plan


def play_everything(client: TestClient, session_id: int) -> int:
    """Every table enters and confirms every board of every round; how many results."""
    codes = table_codes(client, session_id)
    plan = session_plan(client, session_id)
    count = 0
    for sitting in plan.sittings:  # type: ignore[attr-defined]
        code = codes[sitting.table]
        for board in sitting.boards:
            where = {"table": str(sitting.table), "round": str(sitting.round), "board": str(board)}
            form = {
                **where,
                "base_version": "0",
                **result_form(board, sitting.table, sitting.round),
            }
            response = post(client, f"/t/{code}/results", form)
            assert response.status_code == 303, response.text  # type: ignore[attr-defined]
            response = post(client, f"/t/{code}/confirm", {**where, "base_version": "1"})
            assert response.status_code == 303, response.text  # type: ignore[attr-defined]
            count += 1
    return count
