"""Two transactions storing the first version of one result at once: the second is a conflict.

On SQLite the second writer waits for the first (``BEGIN IMMEDIATE``) and then
sees its version; on PostgreSQL both insert and the unique constraint on
(session, round, table, board, version) refuses the second.
"""

from __future__ import annotations

import threading
import time

from atout.duplicate.movements.plan import Plan, PlannedSitting
from atout.duplicate.table_result import TableResult
from atout.errors import ConflictError
from atout.store.club import repo as club_repo
from atout.store.club.records import ResultKey, SessionKind, SessionOptions
from atout.store.database import Database
from tests.store.conftest import database, postgres_url  # noqa: F401  (fixtures)

RESULT = TableResult.parse("4S= N")
KEY = ResultKey(round=1, table=1, board=1)


def _session(db: Database) -> int:
    with db.transaction(write=True) as session:
        director = club_repo.create_director(session, "D", "$argon2id$not-a-real-hash")
        plan = Plan.of([PlannedSitting(1, 1, 1, 2, (1,)), PlannedSitting(1, 2, 3, 4, (1,))])
        record = club_repo.create_session(
            session,
            title="t",
            kind=SessionKind.PAIRS,
            options=SessionOptions("", 4),
            plan=plan,
            deals={},
            director_id=director.id,
            codes=["AAAA", "BBBB"],
        )
        return record.id


def _tricks(record: object) -> int:
    return record.result.result.tricks  # type: ignore[attr-defined, no-any-return]


def test_two_first_entries_at_once_keep_one_and_refuse_the_other(database: Database) -> None:  # noqa: F811
    session_id = _session(database)
    outcome: list[object] = []
    first = database.session(write=True)
    club_repo.add_result(first, session_id, KEY, RESULT, author="a", base_version=0)

    def second() -> None:
        with database.session(write=True) as session, session.begin():
            try:
                club_repo.add_result(
                    session,
                    session_id,
                    KEY,
                    TableResult.parse("4S-1 N"),
                    author="b",
                    base_version=0,
                )
                outcome.append("stored")
            except ConflictError as error:
                outcome.append(error.stored)

    thread = threading.Thread(target=second)
    thread.start()
    time.sleep(0.5)  # the second transaction is now waiting on the first
    first.commit()
    first.close()
    thread.join(timeout=30)
    assert len(outcome) == 1 and outcome[0] != "stored"
    stored = outcome[0]
    assert stored is not None and _tricks(stored) == 10
    with database.transaction(write=False) as session:
        history = club_repo.result_history(session, session_id)
    assert [(r.version, _tricks(r), r.author) for r in history] == [(1, 10, "a")]
