"""Revision 0670 on SQLite and PostgreSQL: the director's rulings and the players' handicaps."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)


def test_revision_0670_makes_the_tables_the_models_describe(empty_url: str) -> None:  # noqa: F811
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import inspect

    from atout.store.base import Base

    database = at_revision(empty_url, "0640")
    try:
        assert "club_penalty" not in inspect(database.engine).get_table_names()
        upgrade(database.engine)
        with database.engine.connect() as connection:
            found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
            shown = [str(d) for d in found]
            mine = ("club_assigned_outcome", "club_penalty", "handicap")
            assert [d for d in shown if any(name in d for name in mine)] == []
            assert "handicap" in {c["name"] for c in inspect(connection).get_columns("player")}
    finally:
        database.dispose()
