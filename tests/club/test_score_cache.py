"""The score cache: a session read whole once, its tables known; the plan's indexes."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from atout.duplicate.movements import mitchell
from atout.duplicate.movements.guide import guide
from atout.duplicate.movements.plan import Plan
from atout.services.club import scores as scores_module
from atout.services.club.scores import ScoreCache
from atout.store.club import repo
from atout.store.database import Database
from tests.club.conftest import create_session, table_codes


def test_a_session_is_read_whole_once_and_its_tables_are_then_known(
    client: TestClient, app_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    session_id = create_session(client, pairs=12)
    codes = table_codes(client, session_id)
    whole_reads: list[int] = []
    read = repo.get_session

    def counted(session, number, known=None):  # type: ignore[no-untyped-def]
        if known is None:
            whole_reads.append(number)
        return read(session, number, known)

    monkeypatch.setattr(scores_module.repo, "get_session", counted)
    database = Database(app_url)
    cache = ScoreCache()
    for _ in range(3):
        with database.transaction(write=False) as session:
            assert cache.get(session, session_id).record.id == session_id
    database.dispose()
    assert whole_reads == [session_id]
    # Every table of the session is then known without the database.
    assert {number: cache.cached_table(code).number for number, code in codes.items()} == {  # type: ignore[union-attr]
        number: number for number in codes
    }


def test_the_plans_indexes_agree_with_its_sittings() -> None:
    plan = Plan.from_movement(mitchell(7, boards_per_round=3))
    for table in range(1, plan.tables + 1):
        assert plan.of_table(table) == tuple(s for s in plan.sittings if s.table == table)
    for round_ in range(1, plan.rounds + 1):
        assert plan.in_round(round_) == tuple(s for s in plan.sittings if s.round == round_)
        seats = plan.seats_in(round_)
        assert sorted(seats) == sorted(p for s in plan.in_round(round_) for p in s.pairs())
        assert all(pair in seats[pair].pairs() for pair in seats)
    assert plan.of_table(99) == () and plan.in_round(99) == () and plan.seats_in(99) == {}
    # Seven tables, seven rounds: the E-W pairs move up a table, the boards down.
    first = [r for r in guide(plan) if r.round == 1]
    assert [r.ew_next.table for r in first if r.ew_next] == [2, 3, 4, 5, 6, 7, 1]
    assert [r.boards_to for r in first] == [(7,), (1,), (2,), (3,), (4,), (5,), (6,)]
