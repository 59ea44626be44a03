"""The repository on SQLite and on PostgreSQL: entries as typed, history, idempotency."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import inspect

from atout.errors import NotFoundError
from atout.store import repo
from atout.store.database import Database
from atout.store.migrate import upgrade


def _game(database: Database, kind: str = "rubber") -> int:
    with database.transaction(write=True) as session:
        game = repo.create_game(
            session,
            kind=kind,
            title="Mardi",
            players=["A", "B"],
            options={"stake": "0.20"},
            author="t",
        )
    return game.id


def _add(database: Database, game_id: int, result: str, key: str | None = None) -> bool:
    with database.transaction(write=True) as session:
        payload = {"side": "NS", "result": result, "honours": None}
        return repo.add_entry(session, game_id, payload, author="t", idempotency_key=key)[1]


def _results(database: Database, game_id: int) -> list[str]:
    with database.transaction(write=False) as session:
        return [e.payload["result"] for e in repo.active_entries(session, game_id)]


def test_migrations_create_the_tables_and_run_twice(database: Database) -> None:
    upgrade(database.engine)
    tables = set(inspect(database.engine).get_table_names())
    assert {"game", "entry", "alembic_version"} <= tables


def test_a_game_keeps_its_players_and_options(database: Database) -> None:
    game_id = _game(database)
    with database.transaction(write=False) as session:
        game = repo.get_game(session, game_id)
        assert (game.kind, game.title, game.players, game.options) == (
            "rubber",
            "Mardi",
            ("A", "B"),
            {"stake": "0.20"},
        )
        assert game.created_at.tzinfo is not None
        assert [g.id for g in repo.recent_games(session)] == [game_id]


def test_entries_are_kept_as_typed_in_order(database: Database) -> None:
    game_id = _game(database)
    for result in ("2S-2", "2H=", "3NT="):
        assert _add(database, game_id, result)
    assert _results(database, game_id) == ["2S-2", "2H=", "3NT="]
    with database.transaction(write=False) as session:
        entries = repo.active_entries(session, game_id)
    assert [e.position for e in entries] == [1, 2, 3]
    assert entries[0].payload == {"side": "NS", "result": "2S-2", "honours": None}
    assert entries[0].author == "t"


def test_the_same_idempotency_key_stores_one_entry(database: Database) -> None:
    game_id = _game(database)
    assert _add(database, game_id, "4H=", key="k1") is True
    assert _add(database, game_id, "4H=", key="k1") is False
    assert _results(database, game_id) == ["4H="]


def test_undo_redo_and_a_new_entry_drops_the_redo(database: Database) -> None:
    game_id = _game(database)
    for result in ("1C=", "2C=", "3C="):
        _add(database, game_id, result)
    with database.transaction(write=True) as session:
        assert repo.undo(session, game_id) is not None
        assert repo.undo(session, game_id) is not None
    assert _results(database, game_id) == ["1C="]
    with database.transaction(write=True) as session:
        assert repo.can_redo(session, game_id)
        redone = repo.redo(session, game_id)
        assert redone is not None and redone.payload["result"] == "2C="
    assert _results(database, game_id) == ["1C=", "2C="]
    _add(database, game_id, "4C=")
    with database.transaction(write=True) as session:
        assert repo.redo(session, game_id) is None
    assert _results(database, game_id) == ["1C=", "2C=", "4C="]
    with database.transaction(write=False) as session:
        statuses = [(e.payload["result"], e.status) for e in repo.history(session, game_id)]
    assert statuses == [("1C=", "active"), ("2C=", "active"), ("3C=", "dropped"), ("4C=", "active")]


def test_a_correction_keeps_the_old_entry(database: Database) -> None:
    game_id = _game(database)
    for result in ("1C=", "2C=", "3C="):
        _add(database, game_id, result)
    with database.transaction(write=True) as session:
        new = repo.replace_entry(
            session, game_id, 2, {"side": "EW", "result": "2D+1", "honours": None}, author="u"
        )
    assert _results(database, game_id) == ["1C=", "2D+1", "3C="]
    with database.transaction(write=False) as session:
        history = repo.history(session, game_id)
    old = next(e for e in history if e.payload["result"] == "2C=")
    assert old.status == "superseded" and new.replaces_id == old.id and new.author == "u"


def test_a_missing_game_or_deal_is_refused(database: Database) -> None:
    with (
        database.transaction(write=False) as session,
        pytest.raises(NotFoundError, match="999"),
    ):
        repo.get_game(session, 999)
    game_id = _game(database)
    with (
        database.transaction(write=True) as session,
        pytest.raises(NotFoundError, match="no deal"),
    ):
        repo.replace_entry(session, game_id, 5, {}, author="t")


def test_concurrent_writers_each_get_their_own_position(database: Database) -> None:
    game_id = _game(database)
    with ThreadPoolExecutor(max_workers=8) as pool:
        list(pool.map(lambda n: _add(database, game_id, f"{n % 7 + 1}C=", key=f"k{n}"), range(40)))
    with database.transaction(write=False) as session:
        positions = [e.position for e in repo.active_entries(session, game_id)]
    assert positions == list(range(1, 41))


def test_a_failed_action_leaves_nothing_behind(database: Database) -> None:
    game_id = _game(database)
    with pytest.raises(RuntimeError), database.transaction(write=True) as session:
        repo.add_entry(session, game_id, {"result": "1C="}, author="t")
        raise RuntimeError("the user action failed")
    assert _results(database, game_id) == []
