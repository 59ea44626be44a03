"""Databases for the store tests: a temporary SQLite file and a real PostgreSQL server.

The PostgreSQL server is started once for the test session
(:func:`tests.postgres_server.throwaway_postgres`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import Connection

from atout.store.database import Database
from atout.store.migrate import alembic_config, upgrade
from tests.postgres_server import throwaway_postgres


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """The URL of a throw-away PostgreSQL server for this test session."""
    with throwaway_postgres("fsync=off") as url:
        yield url


def emptied(url: str) -> str:
    """``url``, a PostgreSQL database whose public schema is dropped and made anew."""
    database = Database(url)
    with database.engine.begin() as connection:
        connection.exec_driver_sql("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    database.dispose()
    return url


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def empty_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The URL of an empty database, not migrated: SQLite, then PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'atout.sqlite'}"
    return emptied(request.getfixturevalue("postgres_url"))


def at_revision(url: str, revision: str) -> Database:
    """The empty database at ``url`` migrated up to ``revision`` only (an older schema)."""
    database = Database(url)
    with database.engine.begin() as connection:
        config = alembic_config(database.engine)
        config.attributes["connection"] = connection
        command.upgrade(config, revision)
    return database


def model_differences(connection: Connection, *names: str) -> list[str]:
    """Where the database differs from what the models describe (Alembic's comparison), in
    the differences that name one of ``names``."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from atout.store.base import Base

    found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    return [str(d) for d in found if any(name in str(d) for name in names)]


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """A migrated, empty database: SQLite, then PostgreSQL."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'atout.sqlite'}"
    else:
        url = emptied(request.getfixturevalue("postgres_url"))
    database = Database(url)
    upgrade(database.engine)
    try:
        yield database
    finally:
        database.dispose()
