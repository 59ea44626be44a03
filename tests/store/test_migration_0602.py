"""Revision 0602 on SQLite and PostgreSQL: existing API tokens get labels and keep working."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
import sqlalchemy as sa

from atout.services.club.tokens import token_director, tokens
from atout.services.directors import token_hash
from atout.store.database import Database
from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)

WHEN = datetime(2026, 11, 20, 20, 30, tzinfo=UTC)
DIRECTOR = sa.table(
    "director", *(sa.column(c) for c in ("id", "name", "password_hash", "created_at", "admin"))
)
TOKEN = sa.table(
    "director_token", *(sa.column(c) for c in ("token_hash", "director_id", "created_at"))
)
#: Two tokens of Claire (the second made a day later) and one of Marc, as 0601 kept them.
SECRETS = (("atout_claire_first", 1, 0), ("atout_claire_second", 1, 1), ("atout_marc", 2, 0))


@pytest.fixture
def old_database(empty_url: str) -> Iterator[Database]:  # noqa: F811  (the fixture imported above)
    """A database at revision 0601 holding two directors and three API tokens."""
    database = at_revision(empty_url, "0601")
    with database.engine.begin() as connection:
        for number, name in ((1, "Claire"), (2, "Marc")):
            row = {"id": number, "name": name, "password_hash": "x", "created_at": WHEN}
            connection.execute(sa.insert(DIRECTOR).values(admin=number == 1, **row))
        for secret, director, days in reversed(SECRETS):
            made = WHEN + timedelta(days=days)
            connection.execute(
                sa.insert(TOKEN).values(
                    token_hash=token_hash(secret), director_id=director, created_at=made
                )
            )
    try:
        yield database
    finally:
        database.dispose()


def test_existing_tokens_are_labelled_and_keep_working(old_database: Database) -> None:
    upgrade(old_database.engine)
    with old_database.transaction(write=False) as session:
        claire = tokens(session, "Claire")
        assert [(t.label, t.created_at, t.expires_at, t.last_used_at) for t in claire] == [
            ("token-1", WHEN, None, None),
            ("token-2", WHEN + timedelta(days=1), None, None),
        ]
        assert [t.label for t in tokens(session, "Marc")] == ["token-1"]
        for secret, director, _ in SECRETS:
            use = token_director(session, secret)
            assert use is not None and use.director.id == director
    with pytest.raises(sa.exc.IntegrityError), old_database.transaction(write=True) as session:
        session.execute(sa.text("UPDATE director_token SET label = 'token-1'"))


def test_revision_0602_makes_the_table_the_models_describe(old_database: Database) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from atout.store.base import Base

    upgrade(old_database.engine)
    with old_database.engine.connect() as connection:
        found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert [d for d in found if "director_token" in str(d)] == []
