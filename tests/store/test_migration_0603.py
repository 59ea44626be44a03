"""Revision 0603 on SQLite and PostgreSQL: each player belongs to a director, and every
existing session keeps its players (a player two directors shared is copied)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
import sqlalchemy as sa

from atout.store.club.register import players
from atout.store.database import Database
from atout.store.migrate import upgrade
from tests.store.conftest import at_revision, empty_url, postgres_url  # noqa: F401  (fixtures)

WHEN = datetime(2026, 11, 20, 20, 30, tzinfo=UTC)
DIRECTORS = {1: "Dir", 2: "Claire", 3: "Marc"}
#: Sessions 1 and 3 are Claire's, session 2 is Marc's.
SESSIONS = {1: 2, 2: 3, 3: 2}
#: Anne is in Claire's session 1 and Marc's session 2; Bruno in Claire's two; Denis in
#: Marc's; Zoé in none.
PLAYERS = {1: ("Anne Martin", "111"), 2: ("Bruno Petit", None), 3: ("Denis Roux", "333"),
           4: ("Zoé", None)}  # fmt: skip
#: (session, pair number): its two players.
PAIRS = {(1, 1): (1, 2), (2, 1): (1, 3), (3, 2): (2, None)}


def _table(name: str, *columns: str) -> sa.TableClause:
    typed = {"plan": sa.JSON(), "deals": sa.JSON(), "names": sa.JSON()}
    return sa.table(name, *(sa.column(c, typed.get(c)) for c in columns))


DIRECTOR = _table("director", "id", "name", "password_hash", "created_at", "admin")
SESSION = _table(
    "club_session", "id", "title", "kind", "status", "plan", "deals", "names", "version",
    "director_id", "created_at",
)  # fmt: skip
PLAYER = _table("player", "id", "name", "name_key", "licence", "created_at")
PAIR = _table("club_pair", "id", "session_id", "number", "first_id", "second_id")


def _rows() -> Iterator[tuple[sa.TableClause, dict[str, object]]]:
    """The rows of the old database, table by table (numbered 1, 2… in order, by the
    database itself: PostgreSQL's sequences then go on from there)."""
    for number, name in DIRECTORS.items():
        yield DIRECTOR, {"name": name, "password_hash": "x", "admin": number == 1}
    for number, owner in SESSIONS.items():
        session = {"title": f"Séance {number}", "kind": "pairs", "status": "closed"}
        documents = {"plan": [], "deals": {}, "names": {}, "version": 1}
        yield SESSION, {"director_id": owner, **session, **documents}
    for name, licence in PLAYERS.values():
        yield PLAYER, {"name": name, "name_key": name.casefold(), "licence": licence}
    for (session_id, number), (first, second) in PAIRS.items():
        yield PAIR, {"session_id": session_id, "number": number, "first_id": first,
                     "second_id": second}  # fmt: skip


@pytest.fixture
def old_database(empty_url: str) -> Iterator[Database]:  # noqa: F811  (the fixture imported above)
    """A database at revision 0602 with three directors, three sessions, four players."""
    database = at_revision(empty_url, "0602")
    with database.engine.begin() as connection:
        for table, row in _rows():
            when = {} if table is PAIR else {"created_at": WHEN}
            connection.execute(sa.insert(table).values(**row, **when))
    try:
        yield database
    finally:
        database.dispose()


PAIRS_QUERY = sa.text(
    "SELECT s.id AS session_id, s.director_id AS director, cp.number, p.name, p.licence,"
    " p.director_id AS owner FROM club_pair cp JOIN club_session s ON s.id = cp.session_id"
    " JOIN player p ON p.id IN (cp.first_id, cp.second_id)"
    " ORDER BY s.id, cp.number, p.name"
)


def test_every_session_keeps_its_players_each_owned_by_its_director(
    old_database: Database,
) -> None:
    upgrade(old_database.engine)
    with old_database.transaction(write=False) as session:
        found = [tuple(row) for row in session.execute(PAIRS_QUERY)]
        assert found == [
            (1, 2, 1, "Anne Martin", "111", 2),
            (1, 2, 1, "Bruno Petit", None, 2),
            (2, 3, 1, "Anne Martin", "111", 3),  # Marc's copy of Anne
            (2, 3, 1, "Denis Roux", "333", 3),
            (3, 2, 2, "Bruno Petit", None, 2),
        ]
        # Claire's two sessions name the same Bruno; Marc's Anne is not Claire's.
        ids = session.execute(sa.text("SELECT first_id, second_id FROM club_pair ORDER BY id"))
        (anne, bruno), (marcs_anne, _), (bruno_again, _) = ids.all()
        assert bruno == bruno_again and anne == 1 and marcs_anne not in (1, 2, 3, 4)
        registers = {d: [(p.name, p.licence) for p in players(session, d)] for d in DIRECTORS}
        assert registers == {
            1: [("Zoé", None)],  # in no session: the first director's
            2: [("Anne Martin", "111"), ("Bruno Petit", None)],
            3: [("Anne Martin", "111"), ("Denis Roux", "333")],
        }
        if old_database.engine.dialect.name == "sqlite":
            assert session.execute(sa.text("PRAGMA foreign_key_check")).all() == []
    # A licence stays unique within a director's register.
    with pytest.raises(sa.exc.IntegrityError), old_database.transaction(write=True) as session:
        session.execute(sa.text("UPDATE player SET licence = '111' WHERE name = 'Denis Roux'"))


def test_revision_0603_makes_the_tables_the_models_describe(old_database: Database) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from atout.store.base import Base

    upgrade(old_database.engine)
    with old_database.engine.connect() as connection:
        found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert [d for d in found if "'player'" in str(d) or "club_pair" in str(d)] == []
