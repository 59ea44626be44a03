"""A session with the director's weighted and split scores exports a PBN file that
``atout bridge rescore --check`` reproduces: the row keeps its matchpoints, a commentary
of the game names the assigned score, and the rescore compares the others with it."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from fastapi.testclient import TestClient

from atout.cli import main
from atout.formats import pbn
from tests.club.conftest import create_session, play_everything, post, session_plan
from tests.club.test_rulings import _weighted_form


def test_a_weighted_score_exported_is_checked_by_the_rescore(
    client: TestClient, tmp_path: Path
) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    play_everything(client, session_id)
    plan = session_plan(client, session_id)
    board = plan.sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    second = plan.sitting(1, 2).boards[0]  # type: ignore[attr-defined]
    path = f"/director/sessions/{session_id}/results/1/1/{board}/assigned"
    assert post(client, path, _weighted_form()).status_code == 303  # type: ignore[attr-defined]
    # A split score at table 2: N-S 4♠−1 N, E-W 4♠= N.
    split = {"ns_1_weight": "100", "ns_1_level": "4", "ns_1_strain": "S", "ns_1_declarer": "N"}
    split |= {"ns_1_tricks": "9", "split": "on", "ew_1_weight": "100", "ew_1_level": "4"}
    split |= {"ew_1_strain": "S", "ew_1_declarer": "N", "ew_1_tricks": "10"}
    where = f"/director/sessions/{session_id}/results/1/2/{second}/assigned"
    assert post(client, where, split).status_code == 303  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    exported = client.get(f"/director/sessions/{session_id}/export.pbn")
    assert exported.status_code == 200
    text = exported.content.decode()
    assert "{atout assigned score: table 1, round 1: 60% 4S= N + 40% 4S-1 N}" in text
    assert "{atout assigned score: table 2, round 1: 4S-1 N | 4S= N}" in text
    game = next(g for g in pbn.loads(exported.content).games if g.board == board)
    table = game.score_table
    assert table is not None
    row = next(r for r in table.records() if (r["Table"], r["Round"]) == ("1", "1"))
    # The row has no result cells, and its matchpoints are the director's weighted ones.
    assert (row["Contract"], row["Score_NS"], row["Score_EW"]) == (None, None, None)
    assert row["MP_NS"] not in (None, "") and row["MP_EW"] not in (None, "")
    file = tmp_path / "assigned.pbn"
    file.write_bytes(exported.content)
    checked = CliRunner().invoke(main, ["bridge", "rescore", str(file), "--check"])
    assert checked.exit_code == 0, checked.output
    assert "agree with the file" in checked.output
    # Without the commentary the row cannot be rescored: the check says so, not silently.
    bare = text.replace("{atout assigned score: table 1, round 1: 60% 4S= N + 40% 4S-1 N}", "")
    file.write_text(bare)
    refused = CliRunner().invoke(main, ["bridge", "rescore", str(file), "--check"])
    assert refused.exit_code != 0
