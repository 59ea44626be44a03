"""Revision 0640 adds ``club_swiss``, as the models describe it (issue 25)."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)


def test_revision_0640_makes_the_swiss_table_the_models_describe(empty_url: str) -> None:  # noqa: F811
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import inspect

    from atout.store.base import Base

    database = at_revision(empty_url, "0630")
    try:
        assert "club_swiss" not in inspect(database.engine).get_table_names()
        upgrade(database.engine)
        with database.engine.connect() as connection:
            found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
            assert [str(d) for d in found if "club_swiss" in str(d)] == []
            assert "club_swiss" in inspect(connection).get_table_names()
    finally:
        database.dispose()
