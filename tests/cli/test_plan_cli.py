"""``atout club plan`` and ``atout club change``: the director's changes from the shell.

The session of tests/club/test_plan_changes_rover.py (a full 4-table Mitchell with a relay
and bye stand, 2 boards a round, rounds 1 and 2 played): a late pair joins after round 2
as a rover at a new table 5 (N-S 3 sits out in round 3, N-S 1 in round 4, worked out there
by the Mitchell's rule); a played round and a withdrawal without its pair are refused
with exit status 2, in the command's language.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from click.testing import CliRunner

from atout.cli import main
from atout.duplicate.movements.suggest import suggest
from atout.services.club import sessions
from atout.store.club import repo
from atout.store.club.records import SessionStatus
from atout.store.database import Database
from atout.store.migrate import upgrade
from tests.club.test_plan_changes_rover import _play

NB = "\u00a0"


def _session(url: str) -> int:
    database = Database(url)
    upgrade(database.engine)
    try:
        with database.transaction(write=True) as session:
            director = repo.create_director(session, "Dir", "x")
            movement = replace(suggest(8)[1], boards_per_round=2)
            asked = sessions.NewPairsSession("Mardi", 8, movement)
            record = sessions.create_pairs_session(session, director, asked)
            sessions.set_status(session, record.id, SessionStatus.RUNNING)
        for round_ in (1, 2):
            _play(database, record.id, round_)
        return record.id
    finally:
        database.dispose()


def test_a_late_pair_from_the_shell(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    number = str(_session(url))
    runner = CliRunner()

    def run(*args: str) -> tuple[int, str]:
        found = runner.invoke(main, [*args, "--database-url", url], env={"COLUMNS": "200"})
        return found.exit_code, found.output + found.stderr

    code, out = run("club", "plan", number, "--json")
    assert code == 0 and json.loads(out)["played"] == 2
    code, out = run("--lang", "fr", "club", "change", number, "join", "--after", "1")
    assert code == 2
    assert f"le tour 2 a des résultats{NB}:" in out  # plan-change.round-played, in French
    code, out = run("club", "change", number, "withdraw", "--after", "2")
    assert code == 2 and "pair: Give the number of the pair that leaves." in out
    code, out = run("club", "change", number, "join", "--after", "2", "--json")
    assert code == 0, out
    state = json.loads(out)
    assert [(c["kind"], c["after_round"], c["pair"]) for c in state["changes"]] == [("join", 2, 9)]
    assert [t["table"] for t in state["tables"]] == [1, 2, 3, 4, 5]
    assert [(s["round"], s["table"], s["pair"]) for s in state["sit_outs"]] == [
        (3, 3, 3),
        (4, 1, 1),
    ]
    code, out = run("--lang", "fr", "club", "plan", number)
    assert code == 0
    assert f"paires qui jouent ensuite{NB}: 1, 2, 3, 4, 5, 6, 7, 8, 9" in out
    assert f"changement 1{NB}: une paire retardataire arrive après le tour 2 (9)" in out
