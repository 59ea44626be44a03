"""Revision 0690 adds ``club_swiss.method`` (Swiss pairs, issue 25), ``match`` by default
(a Swiss stored before it is a Swiss teams), as the models describe it."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)


def test_revision_0690_adds_the_method_a_teams_swiss_keeps(empty_url: str) -> None:  # noqa: F811
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import inspect

    from atout.store.base import Base

    database = at_revision(empty_url, "0670")
    try:
        columns = {c["name"] for c in inspect(database.engine).get_columns("club_swiss")}
        assert "method" not in columns
        upgrade(database.engine)
        with database.engine.connect() as connection:
            found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
            assert [str(d) for d in found if "club_swiss" in str(d)] == []
            columns = {c["name"]: c for c in inspect(connection).get_columns("club_swiss")}
            assert "method" in columns
            assert "match" in str(columns["method"]["default"])
    finally:
        database.dispose()
