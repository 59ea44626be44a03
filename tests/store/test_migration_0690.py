"""Revision 0690 adds ``club_swiss.method`` (Swiss pairs, issue 25), ``match`` by default
(a Swiss stored before it is a Swiss teams), as the models describe it."""

from __future__ import annotations

from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, model_differences, postgres_url  # noqa: F401  (fixtures)


def test_revision_0690_adds_the_method_a_teams_swiss_keeps(empty_url: str) -> None:  # noqa: F811
    from sqlalchemy import inspect

    database = at_revision(empty_url, "0670")
    try:
        columns = {c["name"] for c in inspect(database.engine).get_columns("club_swiss")}
        assert "method" not in columns
        upgrade(database.engine)
        with database.engine.connect() as connection:
            assert model_differences(connection, "club_swiss") == []
            columns = {c["name"]: c for c in inspect(connection).get_columns("club_swiss")}
            assert "method" in columns
            assert "match" in str(columns["method"]["default"])
    finally:
        database.dispose()
