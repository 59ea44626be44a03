"""A tarot evening's seed takes its whole documented range (0 to 10**18 - 1) on both
databases: above 2**31 - 1 it was a 500 on PostgreSQL (a 32-bit column)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from atout.store.database import Database
from tests.store.conftest import empty_url, postgres_url  # noqa: F401  (fixtures)
from tests.tarot_club.conftest import create_evening


@pytest.fixture
def app_url(empty_url: str) -> str:  # noqa: F811  (the fixture imported above)
    """An empty database: SQLite, then PostgreSQL."""
    return empty_url


@pytest.mark.parametrize("seed", [2**31, 2**63 // 10, 10**18 - 1])
def test_a_seed_above_32_bits_makes_an_evening(client: TestClient, seed: int) -> None:
    tournament = create_evening(client, seed=str(seed))
    assert client.get(f"/director/tarot/{tournament}").status_code == 200


def test_a_seed_out_of_range_is_refused_by_the_form(client: TestClient) -> None:
    data = {"csrf_token": client.cookies["atout_csrf"], "title": "T", "players": "A\nB\nC\nD"}
    answer = client.post("/director/tarot", data={**data, "seed": str(10**18)})
    assert answer.status_code == 422


def test_revision_0501_makes_the_seed_the_models_describe(app_url: str) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from atout.store.base import Base
    from atout.store.migrate import upgrade

    database = Database(app_url)
    upgrade(database.engine)
    with database.engine.connect() as connection:
        found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    database.dispose()
    assert [d for d in found if "'tarot_tournament', 'seed'" in str(d)] == []
