"""Revision 0680 on SQLite and PostgreSQL: the changes to a session's plan, its plan version
and its short-board rule; a session made before keeps Neuberg's factoring (the default)."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import text

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)


def test_revision_0680_makes_the_changes_the_models_describe(empty_url: str) -> None:  # noqa: F811
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from atout.store.base import Base

    database = at_revision(empty_url, "0650")
    try:
        with database.engine.begin() as connection:
            connection.execute(
                text(
                    "INSERT INTO director (id, name, password_hash, created_at, admin)"
                    " VALUES (1, 'Dir', 'x', :now, false)"
                ),
                {"now": datetime(2026, 11, 27, tzinfo=UTC)},
            )
            connection.execute(
                text(
                    "INSERT INTO club_session (id, title, kind, status, movement, entrants,"
                    " result_entry, plan, deals, names, season, version, roster_version,"
                    " director_id, created_at) VALUES (1, 'Mardi', 'pairs', 'running', '', 2,"
                    " 'margin', '[]', '{}', '{}', '', 0, 0, 1, :now)"
                ),
                {"now": datetime(2026, 11, 27, tzinfo=UTC)},
            )
        upgrade(database.engine)
        with database.engine.connect() as connection:
            found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
            shown = [str(d) for d in found]
            assert [d for d in shown if "plan_change" in d or "short_boards" in d] == []
            assert [d for d in shown if "plan_version" in d] == []
            row = connection.execute(
                text("SELECT plan_version, short_boards FROM club_session WHERE id = 1")
            ).one()
            assert tuple(row) == (0, "full-top")
    finally:
        database.dispose()
