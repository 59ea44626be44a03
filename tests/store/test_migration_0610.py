"""Revision 0610 on SQLite and PostgreSQL: the entries of the tables carry their post's key."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)


def test_revision_0610_makes_the_entries_the_models_describe(empty_url: str) -> None:  # noqa: F811
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import inspect

    from atout.store.base import Base

    database = at_revision(empty_url, "0603")
    try:
        assert "post_key" not in {
            c["name"] for c in inspect(database.engine).get_columns("club_result")
        }
        upgrade(database.engine)
        with database.engine.connect() as connection:
            found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
            shown = [str(d) for d in found]
            assert [d for d in shown if "post_key" in d] == []
            for table, room in (
                ("club_result", "session_id"),
                ("tarot_tournament_donne", "tournament_id"),
            ):
                indexes = inspect(connection).get_indexes(table)
                keyed = [i for i in indexes if i["column_names"] == [room, "post_key"]]
                assert len(keyed) == 1 and keyed[0]["unique"], indexes
    finally:
        database.dispose()
