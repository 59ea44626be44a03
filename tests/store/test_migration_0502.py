"""Revision 0502 on SQLite and PostgreSQL: every existing game gets its own unguessable key."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
import sqlalchemy as sa

from atout.store.database import Database
from atout.store.games import repo
from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)

WHEN = datetime(2026, 11, 20, 20, 30, tzinfo=UTC)
GAME = sa.table(
    "game",
    *(sa.column(c) for c in ("id", "kind", "title", "author", "created_at", "updated_at")),
    sa.column("players", sa.JSON),
)


@pytest.fixture
def old_database(empty_url: str) -> Iterator[Database]:  # noqa: F811  (the fixture imported above)
    """A database at revision 0501 holding three games (numbered 1, 2, 3)."""
    database = at_revision(empty_url, "0501")
    with database.engine.begin() as connection:
        for title in ("Lundi", "Mardi", "Mercredi"):
            row = {"kind": "series", "title": title, "author": "t", "players": ["A", "B"]}
            connection.execute(sa.insert(GAME).values(created_at=WHEN, updated_at=WHEN, **row))
    try:
        yield database
    finally:
        database.dispose()


def test_every_game_gets_its_own_key_and_keeps_its_rows(old_database: Database) -> None:
    upgrade(old_database.engine)
    with old_database.transaction(write=False) as session:
        found = session.execute(sa.text("SELECT id, key, title FROM game ORDER BY id")).all()
        assert [(r.id, r.title) for r in found] == [(1, "Lundi"), (2, "Mardi"), (3, "Mercredi")]
        keys = [r.key for r in found]
        assert all(re.fullmatch(r"[A-Za-z0-9_-]{22}", k) for k in keys), keys
        assert len(set(keys)) == 3
        assert [repo.game_id_for_key(session, k) for k in keys] == [1, 2, 3]
        # Played at the same time: the latest made first.
        assert [g.title for g in repo.games_by_keys(session, keys)] == [
            "Mercredi",
            "Mardi",
            "Lundi",
        ]
    with pytest.raises(sa.exc.IntegrityError), old_database.transaction(write=True) as session:
        session.execute(sa.text("UPDATE game SET key = :k WHERE id = 2"), {"k": keys[0]})


def test_revision_0502_makes_the_game_the_models_describe(old_database: Database) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from atout.store.base import Base

    upgrade(old_database.engine)
    with old_database.engine.connect() as connection:
        found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert [d for d in found if "'game'" in str(d) or "ix_game_key" in str(d)] == []
