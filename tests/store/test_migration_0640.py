"""Revision 0640 adds ``club_swiss``, as the models describe it (issue 25)."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, model_differences, postgres_url  # noqa: F401  (fixtures)


def test_revision_0640_makes_the_swiss_table_the_models_describe(empty_url: str) -> None:  # noqa: F811
    from sqlalchemy import inspect

    database = at_revision(empty_url, "0630")
    try:
        assert "club_swiss" not in inspect(database.engine).get_table_names()
        upgrade(database.engine)
        with database.engine.connect() as connection:
            assert model_differences(connection, "club_swiss") == []
            assert "club_swiss" in inspect(connection).get_table_names()
    finally:
        database.dispose()
