"""A whole session in process: entries, corrections, ranking, and the PBN export rescored."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from atout.cli import main
from atout.formats import pbn
from atout.formats.pbn.rescore import rescore
from tests.club.conftest import (
    create_session,
    play_everything,
    post,
    result_form,
    session_plan,
    table_codes,
)


def _ranking_percents(client: TestClient, session_id: int) -> dict[str, str]:
    page = client.get(f"/s/{session_id}?format=json").json()
    return {str(line["pair"]): line["percent"] for _, lines in page["fields"] for line in lines}


@pytest.mark.parametrize(
    ("pairs", "suggestion", "tables", "fields"),
    [(6, 0, 3, 1), (8, 1, 4, 2)],
    ids=["howell-3-tables", "mitchell-4-tables"],
)
def test_a_whole_session_agrees_with_the_rescore_of_its_pbn(
    client: TestClient, tmp_path: Path, pairs: int, suggestion: int, tables: int, fields: int
) -> None:
    session_id = create_session(client, pairs=pairs, suggestion=suggestion, boards_per_round="2")
    plan = session_plan(client, session_id)
    assert plan.tables == tables  # type: ignore[attr-defined]
    names = {f"player_{p}_1": f"Joueur {p}" for p in plan.pairs}  # type: ignore[attr-defined]
    names |= {f"player_{p}_2": f"Joueuse {p}" for p in plan.pairs}  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/players", names)
    entered = play_everything(client, session_id)
    assert entered == sum(len(s.boards) for s in plan.sittings)  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    page = client.get(f"/s/{session_id}?format=json").json()
    assert (page["entered"], page["expected"], len(page["fields"])) == (entered, entered, fields)
    data = client.get(f"/director/sessions/{session_id}/export.pbn").content
    text = pbn.decode(data)
    path = tmp_path / "session.pbn"
    path.write_bytes(data)
    checked = CliRunner().invoke(main, ["bridge", "rescore", str(path), "--check"])
    assert checked.exit_code == 0, checked.output
    assert "agree with the file" in checked.output
    ranking = rescore(pbn.loads(text)).ranking
    rescored = {s.score.pair: f"{float(s.score.percent):.2f}" for s in ranking}
    assert rescored == _ranking_percents(client, session_id)
    assert len(rescored) == pairs
    assert '"Joueur 1 – Joueuse 1"' in text


def test_a_table_sees_a_board_s_results_only_after_entering_its_own(client: TestClient) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    codes = table_codes(client, session_id)
    plan = session_plan(client, session_id)
    board = plan.sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    where = {"round": "1", "board": str(board)}
    # Table 2 plays the same board in round 1 (3-table Howell: shared boards).
    post(
        client,
        f"/t/{codes[2]}/results",
        {"table": "2", **where, "base_version": "0"} | result_form(board, 2, 1),
    )
    post(client, f"/t/{codes[2]}/confirm", {"table": "2", **where, "base_version": "1"})
    page = client.get(f"/t/{codes[1]}?round=1&board={board}").text
    assert 'class="traveller"' not in page and "result-form" in page
    post(
        client,
        f"/t/{codes[1]}/results",
        {"table": "1", **where, "base_version": "0"} | result_form(board, 1, 1),
    )
    page = client.get(f"/t/{codes[1]}?round=1&board={board}").text
    assert 'id="confirm"' in page and 'class="traveller"' not in page
    post(client, f"/t/{codes[1]}/confirm", {"table": "1", **where, "base_version": "1"})
    page = client.get(f"/t/{codes[1]}?round=1&board={board}").text
    rows = re.findall(r"<tr(?: class=\"mine\")?><td>(\d+)</td><td>(\d+)</td>", page)
    assert len(rows) == 2


def test_a_correction_is_a_new_version_and_the_ranking_follows(client: TestClient) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    play_everything(client, session_id)
    before = _ranking_percents(client, session_id)
    plan = session_plan(client, session_id)
    sitting = plan.sitting(1, 1)  # type: ignore[attr-defined]
    board = sitting.boards[0]
    path = f"/director/sessions/{session_id}/results/1/1/{board}"
    correction = {"base_version": "1", "kind": "result", "level": "7", "strain": "NT"}
    correction |= {"doubling": "XX", "declarer": "N", "tricks": "13"}
    assert post(client, path, correction).status_code == 303  # type: ignore[attr-defined]
    stale = post(client, path, correction)  # typed on top of version 1 again
    assert stale.status_code == 409  # type: ignore[attr-defined]
    history = client.get(path).text
    assert "7SAXX= N" in history and history.count('class="superseded"') == 1
    after = _ranking_percents(client, session_id)
    assert after != before
    assert float(after[str(sitting.ns)]) > float(before[str(sitting.ns)])
    artificial = {"base_version": "2", "kind": "adjusted", "adjusted_ns": "A+", "adjusted_ew": "A-"}
    assert post(client, path, artificial).status_code == 303  # type: ignore[attr-defined]
    assert "A+/A-" in client.get(path).text
