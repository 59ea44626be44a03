"""Revision 0601 on SQLite and PostgreSQL: the tables' calls, one open call per table."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa

from atout.store.database import Database
from atout.store.migrate import upgrade
from atout.store.room import calls
from atout.store.room.records import CallReason, CallRecord, RoomFamily
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)

WHEN = datetime(2026, 11, 27, 21, 30, tzinfo=UTC)


@pytest.fixture
def migrated(empty_url: str) -> Iterator[Database]:  # noqa: F811  (the fixture imported above)
    """A database at revision 0502, then upgraded to the head."""
    database = at_revision(empty_url, "0502")
    upgrade(database.engine)
    try:
        yield database
    finally:
        database.dispose()


def _call(table: int, minutes: int = 0) -> CallRecord:
    moment = WHEN + timedelta(minutes=minutes)
    return CallRecord(0, table, 2, 5, CallReason.DISPUTED, "4S", moment, None)


def test_revision_0601_makes_the_table_the_models_describe(migrated: Database) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from atout.store.base import Base

    with migrated.engine.connect() as connection:
        found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert [d for d in found if "director_call" in str(d)] == []


def test_one_open_call_per_table(migrated: Database) -> None:
    bridge, tarot = RoomFamily.BRIDGE, RoomFamily.TAROT
    with migrated.transaction(write=True) as session:
        first = calls.add(session, bridge, 1, _call(3))
        assert calls.add(session, bridge, 1, _call(3, minutes=4)) == first  # the open one
        calls.add(session, tarot, 1, _call(3, minutes=1))  # another kind's room 1
        calls.add(session, bridge, 1, _call(1, minutes=2))
        assert [(c.table, c.called_at) for c in calls.open_calls(session, bridge, 1)] == [
            (3, WHEN),
            (1, WHEN + timedelta(minutes=2)),
        ]
        assert calls.stamp(session, bridge, 1) == 2
    # The database itself refuses a second open call of a table.
    row = {"family": "bridge", "room_id": 1, "table_number": 3, "note": "", "called_at": WHEN}
    table = sa.table("director_call", *(sa.column(c) for c in row))
    with pytest.raises(sa.exc.IntegrityError), migrated.engine.begin() as connection:
        connection.execute(sa.insert(table).values(**row))
    with migrated.transaction(write=True) as session:
        answered = calls.answer(session, bridge, 1, first.id, WHEN + timedelta(minutes=9))
        assert answered.answered_at == WHEN + timedelta(minutes=9) and not answered.open
        assert calls.stamp(session, bridge, 1) == 3
        again = calls.add(session, bridge, 1, _call(3, minutes=10))
        assert again.id != first.id and again.open
        assert calls.last(session, bridge, 1, 3) == again
        assert [c.table for c in calls.open_calls(session, bridge, 1)] == [1, 3]
