"""Revision 0670 on SQLite and PostgreSQL: the director's rulings and the players' handicaps."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, model_differences, postgres_url  # noqa: F401  (fixtures)


def test_revision_0670_makes_the_tables_the_models_describe(empty_url: str) -> None:  # noqa: F811
    from sqlalchemy import inspect

    database = at_revision(empty_url, "0640")
    try:
        assert "club_penalty" not in inspect(database.engine).get_table_names()
        upgrade(database.engine)
        with database.engine.connect() as connection:
            assert (
                model_differences(connection, "club_assigned_outcome", "club_penalty", "handicap")
                == []
            )
            assert "handicap" in {c["name"] for c in inspect(connection).get_columns("player")}
    finally:
        database.dispose()
