"""Revision 0697 adds ``club_swiss.redrawn``, as the models describe it (issue 25)."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, model_differences, postgres_url  # noqa: F401  (fixtures)


def test_revision_0697_adds_the_redrawn_rounds(empty_url: str) -> None:  # noqa: F811
    from sqlalchemy import inspect

    database = at_revision(empty_url, "0690")
    try:
        columns = {c["name"] for c in inspect(database.engine).get_columns("club_swiss")}
        assert "redrawn" not in columns
        upgrade(database.engine)
        with database.engine.connect() as connection:
            assert model_differences(connection, "club_swiss") == []
            columns = {c["name"] for c in inspect(connection).get_columns("club_swiss")}
            assert "redrawn" in columns
    finally:
        database.dispose()
