"""Revision 0630: the teams' rosters (``club_team_player``) as the models describe them."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, model_differences, postgres_url  # noqa: F401  (fixtures)


def test_revision_0630_makes_the_rosters_the_models_describe(empty_url: str) -> None:  # noqa: F811
    from sqlalchemy import inspect

    database = at_revision(empty_url, "0680")
    try:
        assert "club_team_player" not in inspect(database.engine).get_table_names()
        upgrade(database.engine)
        with database.engine.connect() as connection:
            assert model_differences(connection, "club_team_player") == []
            unique = inspect(connection).get_unique_constraints("club_team_player")
            assert {tuple(u["column_names"]) for u in unique} == {
                ("session_id", "team", "slot"),
                ("session_id", "player_id"),
            }
    finally:
        database.dispose()
