"""``atout club list`` and ``atout club export``: the sessions of a database from the shell."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from fastapi.testclient import TestClient

from atout.cli import main
from tests.club.conftest import (
    create_session,
    play_everything,
    post,
    result_form,
    session_plan,
    table_codes,
)


def test_export_writes_the_web_export_byte_for_byte(
    client: TestClient, app_url: str, tmp_path: Path
) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    post(client, f"/director/sessions/{session_id}/players", {"player_1_1": "Joueur 1"})
    play_everything(client, session_id)
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    web = client.get(f"/director/sessions/{session_id}/export.pbn").content
    assert web.startswith(b"% PBN 2.1") and b"Joueur 1" in web
    path = tmp_path / "mardi.pbn"
    args = ["club", "export", str(session_id), "--database-url", app_url]
    written = CliRunner().invoke(main, [*args, "-o", str(path)])
    assert written.exit_code == 0, written.output
    assert path.read_bytes() == web
    printed = CliRunner().invoke(main, args)
    assert printed.exit_code == 0, printed.output
    assert printed.stdout_bytes == web


def test_a_corrected_session_exports_the_same_bytes_from_the_web_and_the_shell(
    client: TestClient, app_url: str
) -> None:
    """A correction replaces a row of the web's cached event; the file keeps round order."""
    session_id = create_session(client, pairs=6, boards_per_round="2")
    play_everything(client, session_id)
    board = session_plan(client, session_id).sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    correction = {"base_version": "1", "kind": "result", "level": "7", "strain": "NT"}
    correction |= {"doubling": "XX", "declarer": "N", "tricks": "13"}
    corrected = post(client, f"/director/sessions/{session_id}/results/1/1/{board}", correction)
    assert corrected.status_code == 303  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    web = client.get(f"/director/sessions/{session_id}/export.pbn").content
    assert b"7NTXX" in web
    args = ["club", "export", str(session_id), "--database-url", app_url]
    printed = CliRunner().invoke(main, args)
    assert printed.exit_code == 0, printed.output
    assert printed.stdout_bytes == web


def test_a_team_session_exports_too(client: TestClient, app_url: str) -> None:
    form = {"title": "Interclubs", "teams": "Lyon\nNice", "boards_per_round": "4"}
    session_id = int(post(client, "/director/teams", form).headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    web = client.get(f"/director/sessions/{session_id}/export.pbn?provisional=1").content
    args = ["club", "export", str(session_id), "--database-url", app_url, "--provisional"]
    printed = CliRunner().invoke(main, args)
    assert printed.exit_code == 0, printed.output
    assert printed.stdout_bytes == web and b'[Scoring "IMP"]' in web
    assert b"% PROVISIONAL: session setup, 0 of 8 results" in web


def test_a_session_not_closed_is_exported_only_as_provisional(
    client: TestClient, app_url: str, tmp_path: Path
) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    refused = client.get(f"/director/sessions/{session_id}/export.pbn")
    assert refused.status_code == 409 and 'id="export-provisional"' in refused.text
    args = ["club", "export", str(session_id), "--database-url", app_url]
    printed = CliRunner().invoke(main, args)
    assert printed.exit_code == 2
    assert "is running (0 of 30 results): close it to export its results" in printed.output
    codes, plan = table_codes(client, session_id), session_plan(client, session_id)
    for sitting in [s for s in plan.sittings if s.round <= 2]:  # type: ignore[attr-defined]
        for board in sitting.boards:
            where = {"table": str(sitting.table), "round": str(sitting.round), "board": str(board)}
            entry = {
                **where,
                "base_version": "0",
                **result_form(board, sitting.table, sitting.round),
            }
            post(client, f"/t/{codes[sitting.table]}/results", entry)
            post(client, f"/t/{codes[sitting.table]}/confirm", {**where, "base_version": "1"})
    provisional = client.get(f"/director/sessions/{session_id}/export.pbn?provisional=1")
    assert provisional.status_code == 200
    assert b"% PROVISIONAL: session running, 12 of 30 results" in provisional.content
    path = tmp_path / "provisional.pbn"
    path.write_bytes(provisional.content)
    checked = CliRunner().invoke(main, ["bridge", "rescore", str(path), "--check"])
    assert checked.exit_code == 0, checked.output
    assert "agree with the file" in checked.output
    assert "provisional.pbn: provisional: session running, 12 of 30 results" in checked.output


def test_list_shows_every_session(client: TestClient, app_url: str) -> None:
    first = create_session(client, pairs=6)
    form = {"title": "Interclubs", "teams": "Lyon\nNice", "boards_per_round": "4"}
    post(client, "/director/teams", form)
    listed = CliRunner().invoke(main, ["club", "list", "--database-url", app_url, "--json"])
    assert listed.exit_code == 0, listed.output
    rows = json.loads(listed.output)
    assert [(r["id"], r["title"], r["kind"], r["status"]) for r in rows] == [
        (first + 1, "Interclubs", "teams", "setup"),
        (first, "Mardi", "pairs", "running"),
    ]
    assert rows[0]["movement"] == "2 teams"
    table = CliRunner().invoke(main, ["club", "list", "--database-url", app_url])
    assert table.exit_code == 0 and "Interclubs" in table.output and "running" in table.output


def test_an_unknown_session_is_bad_input(client: TestClient, app_url: str) -> None:
    refused = CliRunner().invoke(main, ["club", "export", "99", "--database-url", app_url])
    assert refused.exit_code == 2
    assert "no session number 99" in refused.output


def test_list_in_french(client: TestClient, app_url: str) -> None:
    create_session(client, pairs=6)
    form = {"title": "Interclubs", "teams": "Lyon\nNice", "boards_per_round": "4"}
    post(client, "/director/teams", form)
    args = ["--lang", "fr", "club", "list", "--database-url", app_url]
    table = CliRunner().invoke(main, args, env={"ATOUT_LANG": "", "COLUMNS": "120"})
    assert table.exit_code == 0, table.output
    cells = [
        [cell.strip() for cell in line.replace("┃", "│").split("│")[1:-1]]
        for line in table.output.splitlines()
        if "│" in line or "┃" in line
    ]
    assert cells[0] == ["#", "Titre", "Type", "État", "Mouvement", "Créée (UTC)"]
    assert cells[1][1:4] == ["Interclubs", "équipes", "en préparation"]
    assert cells[2][1:4] == ["Mardi", "paires", "en cours"]
    english = CliRunner().invoke(main, args[2:], env={"ATOUT_LANG": "", "COLUMNS": "120"})
    assert "┃ # ┃ Title      ┃ Kind  ┃ Status  ┃ Movement" in english.output
