"""Revision 0103 on SQLite and PostgreSQL: old JSON payloads become typed result columns.

A database is brought to revision 0101 (the old schema), filled as atout
0101 filled it (a pairs session whose results are played contracts with and
without a lead, a passed-out board, artificial scores A+/A- and A=/A=, a
corrected result; a team session; a session stored without options), then
upgraded to the head: every result reads back as the table result its
payload meant, the sessions' options as typed values, and the pairs
session's ranking is the one its old results gave.
"""

from __future__ import annotations

import enum
import importlib.util
import random
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime
from types import ModuleType
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from atout.bridge.board import board_dealer
from atout.bridge.deal import Deal
from atout.duplicate.movements import suggest
from atout.duplicate.movements.plan import Plan
from atout.duplicate.pairs_session import pairs_event
from atout.duplicate.table_result import TableResult
from atout.errors import InvalidDealError
from atout.services.club.scores import score
from atout.store.club import repo
from atout.store.club.mapping import result_columns
from atout.store.club.records import (
    ResultEntry,
    ResultKey,
    SessionKind,
    SessionOptions,
    SessionStatus,
)
from atout.store.database import Database
from atout.store.migrate import MIGRATIONS, upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)

WHEN = datetime(2026, 11, 20, 20, 30, tzinfo=UTC)
#: A 2-table Howell, one board a round: 4 pairs, boards 1 to 3, each played twice.
PLAN = Plan.from_movement(replace(suggest(4)[0], boards_per_round=1).build())

#: The payloads atout 0101 stored, and the table result each one means.
PAYLOADS: tuple[tuple[dict[str, Any], str], ...] = (
    ({"contract": "4SX", "declarer": "W", "tricks": 9, "lead": "SK"}, "4SX-1 W lead SK"),
    ({"contract": "3NT", "declarer": "S", "tricks": 10, "lead": None}, "3NT+1 S"),
    ({"contract": "PASS", "declarer": None, "tricks": None, "lead": None}, "PASS"),
    ({"adjusted": "A+/A-"}, "A+/A-"),
    ({"contract": "2H", "declarer": "E", "tricks": 8, "lead": "H10"}, "2H= E lead HT"),
    ({"adjusted": "A=/A="}, "A=/A="),
)
#: A corrected result: version 1 entered by the table, version 2 the director's.
ENTERED = ({"contract": "1NT", "declarer": "N", "tricks": 5, "lead": None}, "1NT-2 N")
CORRECTED = ({"contract": "1NT", "declarer": "N", "tricks": 8, "lead": "DQ"}, "1NT+1 N lead DQ")


def _migration() -> ModuleType:
    path = MIGRATIONS / "versions" / "0103_typed_club_results.py"
    spec = importlib.util.spec_from_file_location("migration_0103", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def old_database(empty_url: str) -> Iterator[Database]:  # noqa: F811  (the fixture imported above)
    """An empty database at revision 0101, the schema with payloads."""
    database = at_revision(empty_url, "0101")
    try:
        yield database
    finally:
        database.dispose()


def _tables() -> dict[str, sa.TableClause]:
    def table(name: str, *columns: str, json: tuple[str, ...] = ()) -> sa.TableClause:
        typed = [sa.column(c, sa.JSON() if c in json else None) for c in columns]
        return sa.table(name, *typed)

    return {
        "director": table("director", "id", "name", "password_hash", "created_at"),
        "club_session": table(
            "club_session",
            *("id", "title", "kind", "status", "options", "plan", "deals", "names"),
            *("version", "director_id", "created_at"),
            json=("options", "plan", "deals", "names"),
        ),
        "club_table": table("club_table", "id", "session_id", "number", "code"),
        "club_result": table(
            "club_result",
            *("id", "session_id", "round", "table", "board", "version", "current"),
            *("payload", "author", "created_at", "confirmed_at", "replaces_id", "stamp"),
            json=("payload",),
        ),
    }


def _session_row(session_id: int, kind: str, options: dict[str, Any], plan: Plan) -> dict[str, Any]:
    deals = {b: Deal.random(random.Random(b), board_dealer(b)) for b in (1, 2)}
    return {
        "id": session_id,
        "title": f"Session {session_id}",
        "kind": kind,
        "status": "closed" if kind == "pairs" else "running",
        "options": options,
        "plan": plan.to_rows(),
        "deals": {str(b): d.to_pbn(board_dealer(b)) for b, d in deals.items()},
        "names": {"1": "Ana & Bo"} if kind == "pairs" else {"1": "Lyon", "2": "Nice"},
        "version": 20,
        "director_id": 1,
        "created_at": WHEN,
    }


def _fill(database: Database) -> dict[ResultKey, list[tuple[int, str, bool]]]:
    """The old rows; for each key, its versions (id, meaning, current)."""
    tables = _tables()
    keys = [ResultKey(s.round, s.table, b) for s in PLAN.sittings for b in s.boards]
    assert len(keys) == len(PAYLOADS) == 6
    results: list[dict[str, Any]] = []
    versions: dict[ResultKey, list[tuple[int, str, bool]]] = {}
    stamp = 0

    def result(key: ResultKey, payload: dict[str, Any], version: int, **more: Any) -> None:
        nonlocal stamp
        stamp += 1
        row = {"id": len(results) + 1, "session_id": 1, **key._asdict(), "version": version}
        row |= {"current": True, "payload": payload, "author": "table", "created_at": WHEN}
        row |= {"confirmed_at": WHEN, "replaces_id": None, "stamp": stamp, **more}
        results.append(row)

    for key, (payload, _) in zip(keys, PAYLOADS, strict=True):
        result(key, payload, 1)
    # The last board at table 2 was entered, then corrected by the director.
    corrected = keys[-1]
    results[-1] |= {"payload": ENTERED[0], "current": False}
    result(corrected, CORRECTED[0], 2, replaces_id=results[-1]["id"], author="director D")
    meanings = [meaning for _, meaning in PAYLOADS[:-1]] + [ENTERED[1], CORRECTED[1]]
    for row, meaning in zip(results, meanings, strict=True):
        key = ResultKey(row["round"], row["table"], row["board"])
        versions.setdefault(key, []).append((row["id"], meaning, row["current"]))
    teams = Plan.from_rows(
        [
            {"round": 1, "table": 1, "ns": 1, "ew": 2, "boards": [1, 2]},
            {"round": 1, "table": 2, "ns": 2, "ew": 1, "boards": [1, 2]},
        ]
    )
    with database.engine.begin() as connection:
        connection.execute(
            sa.insert(tables["director"]),
            [{"id": 1, "name": "D", "password_hash": "$argon2id$x", "created_at": WHEN}],
        )
        connection.execute(
            sa.insert(tables["club_session"]),
            [
                _session_row(1, "pairs", {"movement": "Howell, 2 tables", "pairs": 4}, PLAN),
                _session_row(2, "teams", {"movement": "2 teams", "teams": 2}, teams),
                _session_row(3, "pairs", {}, PLAN),
            ],
        )
        connection.execute(
            sa.insert(tables["club_table"]),
            [{"id": n, "session_id": 1, "number": n, "code": f"CODE{n}"} for n in (1, 2)],
        )
        connection.execute(sa.insert(tables["club_result"]), results)
    return versions


def _standings(event: Any) -> list[tuple[str, int, Any]]:
    return [(str(s.place), s.score.pair, s.score.matchpoints) for s in event.standings()]


def test_the_payloads_become_typed_columns(old_database: Database) -> None:
    versions = _fill(old_database)
    expected = {
        key: TableResult.parse(meaning)
        for key, found in versions.items()
        for _, meaning, current in found
        if current
    }
    before = _standings(pairs_event(PLAN, expected))
    upgrade(old_database.engine)
    with old_database.transaction(write=False) as session:
        history = repo.result_history(session, 1)
        got = {r.id: (r.result, r.current, r.replaces_id) for r in history}
        assert got == {
            row_id: (TableResult.parse(meaning), current, None if version == 0 else found[0][0])
            for found in versions.values()
            for version, (row_id, meaning, current) in enumerate(found)
        }
        assert [str(r.result) for r in history] == [
            "4SX-1 W lead SK",
            "3NT+1 S",
            "PASS",
            "A+/A-",
            "2H= E lead HT",
            "1NT-2 N",
            "1NT+1 N lead DQ",
        ]
        scored = score(session, 1)
        codes = [t.code for t in repo.tables(session, 1)]
        pairs, teams, bare = (repo.get_session(session, n) for n in (1, 2, 3))
    assert _standings(scored.event) == before
    assert codes == ["CODE1", "CODE2"]  # the session's tables are still there
    assert scored.confirmed == expected
    assert (pairs.kind, pairs.status) == (SessionKind.PAIRS, SessionStatus.CLOSED)
    # sessions from before 0611 keep the total of tricks their tables were used to
    old = ResultEntry.TRICKS
    assert pairs.options == SessionOptions("Howell, 2 tables", 4, old)
    assert (teams.kind, teams.options) == (SessionKind.TEAMS, SessionOptions("2 teams", 2, old))
    assert teams.names == {1: "Lyon", 2: "Nice"}
    # Revision 0301: the pair's text "Ana & Bo" became two players of the register.
    assert pairs.names == {1: "Ana – Bo"}
    assert [p.name for p in pairs.pairs[1].players] == ["Ana", "Bo"]
    assert (pairs.seed, pairs.movement, pairs.season) == (None, None, "")
    assert bare.options == SessionOptions("", 4, old)  # the pairs of its plan
    assert pairs.plan == PLAN and sorted(pairs.deals) == [1, 2]


def test_a_payload_the_domain_cannot_read_stops_the_migration(old_database: Database) -> None:
    _fill(old_database)
    with old_database.engine.begin() as connection:
        connection.execute(
            sa.update(_tables()["club_result"])
            .where(sa.column("id") == 3)
            .values(payload={"contract": "8NT", "declarer": "N", "tricks": 13})
        )
    with pytest.raises(InvalidDealError, match="club_result row 3"):
        upgrade(old_database.engine)
    with old_database.transaction(write=False) as session:
        revision = session.execute(sa.text("SELECT version_num FROM alembic_version")).scalar()
    assert revision == "0101"


def test_the_outcome_check_keeps_the_shapes_apart(old_database: Database) -> None:
    _fill(old_database)
    upgrade(old_database.engine)
    columns = 'id, session_id, round, "table", board, version, current, author, created_at, stamp'
    values = "1, 9, 9, 9, 1, false, 'x', '2026-11-20 20:30:00+00:00', 99"
    typed = "outcome, level, strain, doubling, tricks, declarer, lead_suit, lead_rank, "
    typed += "adjusted_ns, adjusted_ew"
    wrong = (
        "'played', NULL, 'S', '', 10, 'N', NULL, NULL, NULL, NULL",  # no level
        "'played', 4, 'S', '', 10, 'N', 'S', NULL, NULL, NULL",  # half a lead
        "'played', 4, 'S', '', 14, 'N', NULL, NULL, NULL, NULL",  # 14 tricks
        "'passed', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'A+', 'A-'",
        "'artificial', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'A+', NULL",
        "'artificial', 4, 'S', '', 10, 'N', NULL, NULL, 'A+', 'A-'",
    )
    right = "'played', 4, 'S', '', 10, 'N', 'S', 'K', NULL, NULL"
    for row_id, shape in enumerate(wrong, 100):
        statement = (
            f"INSERT INTO club_result ({columns}, {typed}) VALUES ({row_id}, {values}, {shape})"
        )
        with (
            pytest.raises(IntegrityError, match="ck_club_result_outcome"),
            old_database.engine.begin() as connection,
        ):
            connection.exec_driver_sql(statement)
    with old_database.engine.begin() as connection:
        connection.exec_driver_sql(
            f"INSERT INTO club_result ({columns}, {typed}) VALUES (200, {values}, {right})"
        )


@pytest.mark.parametrize("text", [p[1] for p in PAYLOADS] + ["7NTXX= W", "1C-7 E lead C2"])
def test_the_migration_reads_as_0101_did(text: str) -> None:
    migration = _migration()
    payload = next((p for p, meaning in PAYLOADS if meaning == text), None)
    if payload is not None:
        assert migration.table_result(payload) == TableResult.parse(text)
    values = migration.typed_values(TableResult.parse(text))
    columns = result_columns(TableResult.parse(text)).items()
    stored = {k: v.value if isinstance(v, enum.Enum) else v for k, v in columns}
    assert values == stored  # the migration writes what the store writes
