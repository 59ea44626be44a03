"""Revision 0697 adds ``club_swiss.redrawn``, as the models describe it (issue 25)."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)


def test_revision_0697_adds_the_redrawn_rounds(empty_url: str) -> None:  # noqa: F811
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import inspect

    from atout.store.base import Base

    database = at_revision(empty_url, "0690")
    try:
        columns = {c["name"] for c in inspect(database.engine).get_columns("club_swiss")}
        assert "redrawn" not in columns
        upgrade(database.engine)
        with database.engine.connect() as connection:
            found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
            assert [str(d) for d in found if "club_swiss" in str(d)] == []
            columns = {c["name"] for c in inspect(connection).get_columns("club_swiss")}
            assert "redrawn" in columns
    finally:
        database.dispose()
