"""``atout club ruling``: a weighted score, a penalty, a handicap and the list from the shell;
each refusal is one line, exit status 2, and stores nothing."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

from click.testing import CliRunner
from fastapi.testclient import TestClient

from atout.cli import main
from atout.services.club.scores import Scored, score
from atout.store.club.register import pairs_of
from tests.club.conftest import create_session, play_everything, post, session_plan


def _run(app_url: str, *args: str) -> tuple[int, str, str]:
    found = CliRunner().invoke(main, [*args, "--database-url", app_url], env={"ATOUT_LANG": ""})
    return found.exit_code, found.stdout, found.stderr


def _json(out: str) -> Any:
    """The command's one line of JSON (the last line: the app's threads in the same process
    may write to the captured stdout too)."""
    return json.loads(out.strip().splitlines()[-1])


def _scored(client: TestClient, session_id: int) -> Scored:
    with client.app.state.database.transaction(write=False) as session:  # type: ignore[attr-defined]
        return score(session, session_id)


def test_rulings_from_the_shell(client: TestClient, app_url: str) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    post(client, f"/director/sessions/{session_id}/players", {"player_1_1": "Anne Martin"})
    play_everything(client, session_id)
    board = session_plan(client, session_id).sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    where = [str(session_id), "1", "1", str(board)]
    code, out, _ = _run(
        app_url, "club", "ruling", "assign", *where, "60% 4S= N + 40% 4S-1 N", "--json"
    )
    assert code == 0, out
    assert _json(out)["assigned"] == [
        {"round": 1, "table": 1, "board": board, "score": "60% 4S= N + 40% 4S-1 N", "split": False}
    ]
    code, out, _ = _run(
        app_url, "club", "ruling", "penalty", str(session_id), "3", "--reason", "late", "--json"
    )
    assert code == 0, out
    (penalty,) = _json(out)["penalties"]
    assert (penalty["competitor"], penalty["amount"], penalty["unit"]) == (3, "25", "top")
    scored = _scored(client, session_id)
    assert str(next(iter(scored.rulings.assigned.values()))) == "60% 4S= N + 40% 4S-1 N"
    assert scored.rulings.penalties[0].penalty.amount == 25
    with client.app.state.database.transaction(write=False) as session:  # type: ignore[attr-defined]
        anne = pairs_of(session, session_id)[1].players[0].id
    code, out, _ = _run(app_url, "club", "ruling", "handicap", str(anne), "-2.5", "--json")
    assert code == 0 and _json(out) == {"player": anne, "handicap": "-2.5"}
    with client.app.state.database.transaction(write=False) as session:  # type: ignore[attr-defined]
        assert pairs_of(session, session_id)[1].players[0].handicap == Fraction(-5, 2)
    code, out, _ = _run(app_url, "--lang", "fr", "club", "ruling", "list", str(session_id))
    assert code == 0 and "pénalité 1\u00a0: paire ou équipe 3, 25 % d’un top (late)" in out
    code, out, _ = _run(app_url, "club", "ruling", "withdraw", *where, "--json")
    assert code == 0 and _json(out)["assigned"] == []


def test_refusals_are_one_line_and_store_nothing(client: TestClient, app_url: str) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    play_everything(client, session_id)
    board = session_plan(client, session_id).sitting(1, 1).boards[0]  # type: ignore[attr-defined]
    ruling = ["club", "ruling"]
    refused = [
        # 60 % + 30 %: the weights sum to 90.
        [*ruling, "assign", str(session_id), "1", "1", str(board), "60% 4S= N + 30% 4S-1 N"],
        # A board table 1 does not play in round 1.
        [*ruling, "assign", str(session_id), "1", "1", str(board + 50), "4S= N"],
        # IMPs do not fit a pairs session; no pair 40; not a number; a handicap beyond 50.
        [*ruling, "penalty", str(session_id), "3", "--unit", "imps", "--amount", "3"],
        [*ruling, "penalty", str(session_id), "40"],
        [*ruling, "penalty", str(session_id), "3", "--amount", "lots"],
        [*ruling, "assign", "999", "1", "1", "1", "4S= N"],
    ]
    for args in refused:
        code, out, err = _run(app_url, *args)
        assert (code, out) == (2, ""), (args, out, err)
        assert len(err.strip().splitlines()) == 1 and err.startswith("error: "), (args, err)
    assert _scored(client, session_id).rulings.assigned == {}
    assert _scored(client, session_id).rulings.penalties == ()
    code, out, err = _run(
        app_url, "--lang", "fr", *ruling, "penalty", str(session_id), "3", "--amount", "0"
    )
    assert (
        (code, out) == (2, "") and err.startswith("erreur\u00a0: ") and len(err.splitlines()) == 1
    )
    code, _, err = _run(app_url, *ruling, "handicap", "1", "80")
    assert code == 2 and len(err.strip().splitlines()) == 1
