"""The repository on SQLite and on PostgreSQL: entries as typed, history, idempotency."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from decimal import Decimal

import pytest
from sqlalchemy import inspect

from atout.bridge.chicago import ChicagoDeal, ChicagoRules, ChicagoVulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.rubber import RubberDeal, RubberRules, RubberStop
from atout.bridge.seats import Side
from atout.bridge.series import SeriesBoard
from atout.errors import NotFoundError
from atout.store.database import Database
from atout.store.games import repo
from atout.store.games.records import EntryStatus, GameEntry, GameKind, GameRules, RubberTerms
from atout.store.migrate import upgrade
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules

TERMS = RubberTerms(stake=Decimal("0.20"))


def _game(database: Database, kind: GameKind = GameKind.RUBBER) -> int:
    with database.transaction(write=True) as session:
        game = repo.create_game(
            session,
            kind=kind,
            title="Mardi",
            players=["A", "B"],
            rules=TERMS,
            author="t",
        )
    return game.id


def _deal(result: str, side: Side = Side.NS) -> RubberDeal:
    return RubberDeal(side, ContractResult.parse(result))


def _add(database: Database, game_id: int, result: str, key: str | None = None) -> bool:
    with database.transaction(write=True) as session:
        return repo.add_entry(session, game_id, _deal(result), author="t", idempotency_key=key)[1]


def _result(deal: object) -> str:
    assert isinstance(deal, RubberDeal)
    return str(deal.result)


def _results(database: Database, game_id: int) -> list[str]:
    with database.transaction(write=False) as session:
        return [_result(e.deal) for e in repo.active_entries(session, game_id)]


def test_migrations_create_the_tables_and_run_twice(database: Database) -> None:
    upgrade(database.engine)
    tables = set(inspect(database.engine).get_table_names())
    assert {"game", "entry", "bridge_deal", "tarot_donne", "alembic_version"} <= tables


def test_a_game_keeps_its_players_and_options(database: Database) -> None:
    game_id = _game(database)
    with database.transaction(write=False) as session:
        game = repo.get_game(session, game_id)
        assert (game.kind, game.title, game.players, game.rules) == (
            GameKind.RUBBER,
            "Mardi",
            ("A", "B"),
            TERMS,
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
    assert entries[0].deal == RubberDeal.parse("NS 2S-2")
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
        assert redone is not None and _result(redone.deal) == "2C="
    assert _results(database, game_id) == ["1C=", "2C="]
    _add(database, game_id, "4C=")
    with database.transaction(write=True) as session:
        assert repo.redo(session, game_id) is None
    assert _results(database, game_id) == ["1C=", "2C=", "4C="]
    with database.transaction(write=False) as session:
        statuses = [(_result(e.deal), e.status.value) for e in repo.history(session, game_id)]
    assert statuses == [("1C=", "active"), ("2C=", "active"), ("3C=", "dropped"), ("4C=", "active")]


def test_a_correction_keeps_the_old_entry(database: Database) -> None:
    game_id = _game(database)
    for result in ("1C=", "2C=", "3C="):
        _add(database, game_id, result)
    with database.transaction(write=True) as session:
        new = repo.replace_entry(session, game_id, 2, _deal("2D+1", Side.EW), author="u")
    assert _results(database, game_id) == ["1C=", "2D+1", "3C="]
    with database.transaction(write=False) as session:
        history = repo.history(session, game_id)
    old = next(e for e in history if _result(e.deal) == "2C=")
    assert old.status is EntryStatus.SUPERSEDED and new.replaces_id == old.id and new.author == "u"


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
        repo.replace_entry(session, game_id, 5, _deal("1C="), author="t")


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
        repo.add_entry(session, game_id, _deal("1C="), author="t")
        raise RuntimeError("the user action failed")
    assert _results(database, game_id) == []


#: Every column of every kind of entry, read back without parsing any notation.
TYPED: dict[GameKind, tuple[GameRules, list[GameEntry]]] = {
    GameKind.RUBBER: (
        RubberTerms(RubberRules(50, False), Decimal("0.125"), "CHF"),
        [
            RubberDeal.parse("NS 4HXX-10"),
            RubberDeal.parse("PASS"),
            RubberDeal.parse("EW 6NT+1 honours EW 150"),
            RubberStop(),
        ],
    ),
    GameKind.CHICAGO: (
        ChicagoRules(ChicagoVulnerability.NON_DEALER_VULNERABLE, honours=False),
        [ChicagoDeal.parse("PASS"), ChicagoDeal.parse("W 1CX= honours NS 100")],
    ),
    GameKind.SERIES: (None, [SeriesBoard.parse("8 PASS"), SeriesBoard.parse("1 S 7S=")]),
    GameKind.TAROT: (
        TarotRules.fft(),
        [
            Donne.parse("garde taker=1 partner=self points=50.5 bouts=1", 5),
            Donne.parse(
                "garde-contre taker=5 partner=2 cards=EX,T1,T21,SK excuse=owes "
                "petit-au-bout=attack poignee=2:double:T2,T3,T4,T5,T6,T7,T8,T9,T10,T11 "
                "poignee=4:simple misere=3:honneurs misere=1:atout chelem=announced-failed "
                "petit-chelem=announced-failed",
                5,
            ),
            Donne.parse("prise taker=3 partner=4 cards=HK,DQ excuse=owed", 5),
        ],
    ),
}


@pytest.mark.parametrize("kind", list(GameKind), ids=lambda kind: kind.value)
def test_every_entry_comes_back_as_the_value_stored(database: Database, kind: GameKind) -> None:
    rules, entries = TYPED[kind]
    with database.transaction(write=True) as session:
        players = ["A", "B", "C", "D", "E"] if kind is GameKind.TAROT else ["", "", "", ""]
        game = repo.create_game(
            session, kind=kind, title="t", players=players, rules=rules, author="t"
        )
        for entry in entries:
            repo.add_entry(session, game.id, entry, author="t")
    with database.transaction(write=True) as session:
        stored = repo.get_game(session, game.id)
        assert replace(stored, updated_at=game.updated_at) == game
        assert [e.deal for e in repo.active_entries(session, game.id)] == entries
        assert [e.deal for e in repo.history(session, game.id)] == entries
        undone = repo.undo(session, game.id)
        assert undone is not None and undone.deal == entries[-1]
        assert undone.status is EntryStatus.UNDONE
