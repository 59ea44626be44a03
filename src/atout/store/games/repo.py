"""The repository of the free-play games: every read and write, on a session.

Each function runs inside the caller's transaction (one per user action, see
:class:`atout.store.database.Database`) and returns frozen records carrying
domain values. Every statement is a SQL expression built once, with bound
parameters (SQLAlchemy compiles it once and keeps it): a game is read in one
query (its rules joined), its active entries in one query (their columns
joined, a tarot game's passed deals flagged) and, for tarot, one more for the poignées and misères.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Column, Row, Select, Table, bindparam, func, insert, select, update
from sqlalchemy.orm import Session

from atout.errors import InvalidDealError, NotFoundError
from atout.store.base import utc_now
from atout.store.games.mapping import (
    Columns,
    bridge_columns,
    bridge_entry,
    entry_record,
    game_record,
    rules_columns,
    tarot_columns,
    tarot_entry,
)
from atout.store.games.models import (
    BridgeDealRow,
    ChicagoRulesRow,
    EntryRow,
    GameRow,
    RubberRulesRow,
    TarotAnnouncementRow,
    TarotDonneRow,
    TarotPasseRow,
    TarotRulesRow,
)
from atout.store.games.records import (
    EntryRecord,
    EntryStatus,
    GameEntry,
    GameKind,
    GameRecord,
    GameRules,
)
from atout.tarot.deal import Donne, Passe


def _table(model: type[Any]) -> Table:
    table: Table = model.__table__
    return table


GAME = _table(GameRow)
ENTRY = _table(EntryRow)
RUBBER_RULES = _table(RubberRulesRow)
CHICAGO_RULES = _table(ChicagoRulesRow)
TAROT_RULES = _table(TarotRulesRow)
BRIDGE_DEAL = _table(BridgeDealRow)
TAROT_DONNE = _table(TarotDonneRow)
ANNOUNCEMENT = _table(TarotAnnouncementRow)
TAROT_PASSE = _table(TarotPasseRow)
#: The table of each kind's rule options (the series has none).
RULES_TABLES = {
    GameKind.RUBBER: RUBBER_RULES,
    GameKind.CHICAGO: CHICAGO_RULES,
    GameKind.TAROT: TAROT_RULES,
}


def _columns(table: Table, key: str) -> list[Column[Any]]:
    """The columns of ``table`` but its key (the key is the same in the joined table)."""
    return [column for column in table.c if column.name != key]


_GAMES = select(
    GAME, *(column for table in RULES_TABLES.values() for column in _columns(table, "game_id"))
).select_from(
    GAME.outerjoin(RUBBER_RULES, RUBBER_RULES.c.game_id == GAME.c.id)
    .outerjoin(CHICAGO_RULES, CHICAGO_RULES.c.game_id == GAME.c.id)
    .outerjoin(TAROT_RULES, TAROT_RULES.c.game_id == GAME.c.id)
)
_SELECT_GAME = _GAMES.where(GAME.c.id == bindparam("game_id"))
_RECENT_GAMES = _GAMES.order_by(GAME.c.updated_at.desc(), GAME.c.id.desc()).limit(
    bindparam("limit")
)
_ALL_GAMES = _GAMES.order_by(GAME.c.updated_at.desc(), GAME.c.id.desc())
_GAME_OF_KEY = select(GAME.c.id).where(GAME.c.key == bindparam("key"))
_KNOWN_GAMES = _GAMES.where(GAME.c.key.in_(bindparam("keys", expanding=True))).order_by(
    GAME.c.updated_at.desc(), GAME.c.id.desc()
)
_LOCK_GAME = select(GAME.c.id).where(GAME.c.id == bindparam("game_id")).with_for_update()
_TOUCH_GAME = update(GAME).where(GAME.c.id == bindparam("g")).values(updated_at=bindparam("now"))

_ENTRIES = select(
    ENTRY,
    GAME.c.kind,
    *_columns(BRIDGE_DEAL, "entry_id"),
    *_columns(TAROT_DONNE, "entry_id"),
    TAROT_PASSE.c.entry_id.label("passe"),
).select_from(
    ENTRY.join(GAME, GAME.c.id == ENTRY.c.game_id)
    .outerjoin(BRIDGE_DEAL, BRIDGE_DEAL.c.entry_id == ENTRY.c.id)
    .outerjoin(TAROT_DONNE, TAROT_DONNE.c.entry_id == ENTRY.c.id)
    .outerjoin(TAROT_PASSE, TAROT_PASSE.c.entry_id == ENTRY.c.id)
)
_OF_GAME = ENTRY.c.game_id == bindparam("game_id")
_ACTIVE = ENTRY.c.status == EntryStatus.ACTIVE
_UNDONE = ENTRY.c.status == EntryStatus.UNDONE
_IN_ORDER = (ENTRY.c.position, ENTRY.c.id)
_ACTIVE_ENTRIES = _ENTRIES.where(_OF_GAME, _ACTIVE).order_by(*_IN_ORDER)
_HISTORY = _ENTRIES.where(_OF_GAME).order_by(ENTRY.c.id)
_BY_KEY = _ENTRIES.where(_OF_GAME, ENTRY.c.idempotency_key == bindparam("key"))
_BY_ID = _ENTRIES.where(ENTRY.c.id == bindparam("entry_id"))
_ANNOUNCEMENTS = (
    select(ANNOUNCEMENT)
    .where(ANNOUNCEMENT.c.entry_id.in_(bindparam("ids", expanding=True)))
    .order_by(ANNOUNCEMENT.c.entry_id, ANNOUNCEMENT.c.number)
)
_ACTIVE_IDS = select(ENTRY.c.id).where(_OF_GAME, _ACTIVE).order_by(*_IN_ORDER)
_LAST_POSITION = select(func.max(ENTRY.c.position)).where(_OF_GAME, _ACTIVE)
_ACTIVE_AT = select(ENTRY.c.id).where(_OF_GAME, _ACTIVE, ENTRY.c.position == bindparam("p"))
_ONE_UNDONE = select(ENTRY.c.id).where(_OF_GAME, _UNDONE).limit(1)
_LAST_ACTIVE = (
    select(ENTRY.c.id)
    .where(_OF_GAME, _ACTIVE)
    .order_by(ENTRY.c.position.desc(), ENTRY.c.id.desc())
    .limit(1)
)
_UNDONE_LAST = (
    select(ENTRY.c.id)
    .where(_OF_GAME, _UNDONE)
    .order_by(ENTRY.c.status_changed_at.desc(), ENTRY.c.id.desc())
    .limit(1)
)
_SET_STATUS = (
    update(ENTRY)
    .where(ENTRY.c.id == bindparam("entry_id"))
    .values(status=bindparam("status"), status_changed_at=bindparam("now"))
)
_DROP_UNDONE = (
    update(ENTRY)
    .where(ENTRY.c.game_id == bindparam("g"), _UNDONE)
    .values(status=EntryStatus.DROPPED, status_changed_at=bindparam("now"))
)
_INSERT_GAME = insert(GAME)
_INSERT_ENTRY = insert(ENTRY)
_INSERT_BRIDGE_DEAL = insert(BRIDGE_DEAL)
_INSERT_TAROT_DONNE = insert(TAROT_DONNE)
_INSERT_ANNOUNCEMENT = insert(ANNOUNCEMENT)
_INSERT_TAROT_PASSE = insert(TAROT_PASSE)
_INSERT_RULES = {kind: insert(table) for kind, table in RULES_TABLES.items()}


def _no_game(game_id: int) -> NotFoundError:
    return NotFoundError("no game number {game_id!r}", code="game.not-found", game_id=game_id)


# -- games ----------------------------------------------------------------------------


def create_game(
    session: Session,
    *,
    kind: GameKind,
    title: str,
    players: Sequence[str],
    rules: GameRules,
    author: str,
) -> GameRecord:
    """Store a new game with its rules and return it."""
    now = utc_now()
    key = new_key()
    fields = {
        "key": key,
        "kind": kind,
        "title": title,
        "players": list(players),
        "author": author,
        "created_at": now,
        "updated_at": now,
    }
    game_id = _inserted_id(session.execute(_INSERT_GAME, fields))
    if kind in _INSERT_RULES:
        session.execute(_INSERT_RULES[kind], {"game_id": game_id, **rules_columns(rules)})
    return GameRecord(game_id, key, kind, title, tuple(players), rules, author, now, now)


def _inserted_id(result: Any) -> int:
    key: int = result.inserted_primary_key[0]
    return key


def get_game(session: Session, game_id: int) -> GameRecord:
    """The game numbered ``game_id``; :class:`NotFoundError` if there is none."""
    row = session.execute(_SELECT_GAME, {"game_id": game_id}).one_or_none()
    if row is None:
        raise _no_game(game_id)
    return game_record(row)


def new_key() -> str:
    """A game's address: 22 random URL-safe characters (128 bits), never counted."""
    return secrets.token_urlsafe(16)


def game_id_for_key(session: Session, key: str) -> int:
    """The game whose address is ``key``; :class:`NotFoundError` if there is none."""
    found = session.execute(_GAME_OF_KEY, {"key": key}).scalar_one_or_none()
    if found is None:
        raise NotFoundError("no game has the address {key!r}", code="game.not-found", key=key)
    return int(found)


def games_by_keys(session: Session, keys: Sequence[str]) -> list[GameRecord]:
    """The games whose addresses are ``keys`` (unknown ones left out), most recent first."""
    if not keys:
        return []
    return [game_record(row) for row in session.execute(_KNOWN_GAMES, {"keys": list(keys)})]


def recent_games(session: Session, limit: int = 20) -> list[GameRecord]:
    """The games played most recently first."""
    return [game_record(row) for row in session.execute(_RECENT_GAMES, {"limit": limit})]


def all_games(session: Session) -> list[GameRecord]:
    """Every game, played most recently first."""
    return [game_record(row) for row in session.execute(_ALL_GAMES)]


def _lock_game(session: Session, game_id: int) -> None:
    """Take the game's row for this transaction (entries are written one at a time)."""
    if session.execute(_LOCK_GAME, {"game_id": game_id}).one_or_none() is None:
        raise _no_game(game_id)


# -- reading entries ------------------------------------------------------------------


def _records(session: Session, rows: Iterable[Row[Any]]) -> list[EntryRecord]:
    """The records of entry rows (their columns joined); tarot announcements in one query."""
    found = list(rows)
    tarot = [row.id for row in found if row.contrat is not None]
    shown: dict[int, list[Row[Any]]] = {}
    if tarot:
        for announcement in session.execute(_ANNOUNCEMENTS, {"ids": tarot}):
            shown.setdefault(announcement.entry_id, []).append(announcement)
    return [entry_record(row, _deal(row, shown.get(row.id, ()))) for row in found]


def _deal(row: Row[Any], announcements: Sequence[Row[Any]]) -> GameEntry:
    if row.passe is not None:
        return Passe()
    if row.contrat is not None:
        return tarot_entry(row, announcements)
    if row.stop is None:
        raise InvalidDealError(
            "entry {id} of game {game_id} has no deal stored",
            code="game.entry-no-deal",
            id=row.id,
            game_id=row.game_id,
        )
    return bridge_entry(row.kind, row)


def _one(session: Session, query: Select[Any], parameters: dict[str, Any]) -> EntryRecord | None:
    records = _records(session, session.execute(query, parameters))
    return records[0] if records else None


def active_entries(session: Session, game_id: int) -> list[EntryRecord]:
    """The entries that make the game's sheet now, in deal order."""
    return _records(session, session.execute(_ACTIVE_ENTRIES, {"game_id": game_id}))


def active_entry_ids(session: Session, game_id: int) -> tuple[int, ...]:
    """The ids of the entries that make the game's sheet now, in deal order (a light query)."""
    return tuple(session.scalars(_ACTIVE_IDS, {"game_id": game_id}))


def history(session: Session, game_id: int) -> list[EntryRecord]:
    """Every entry ever made for the game, in the order it was made."""
    return _records(session, session.execute(_HISTORY, {"game_id": game_id}))


def entry_by_key(session: Session, game_id: int, key: str | None) -> EntryRecord | None:
    """The entry stored with idempotency key ``key`` in the game, if any."""
    if key is None:
        return None
    return _one(session, _BY_KEY, {"game_id": game_id, "key": key})


def can_redo(session: Session, game_id: int) -> bool:
    """Whether an undone entry is waiting to be redone."""
    return session.scalar(_ONE_UNDONE, {"game_id": game_id}) is not None


# -- writing entries ------------------------------------------------------------------


def _store_entry(
    session: Session,
    game_id: int,
    position: int,
    deal: GameEntry,
    author: str,
    idempotency_key: str | None,
    *,
    now: datetime,
    replaces_id: int | None = None,
) -> EntryRecord:
    """Insert an active entry and its deal's columns, touch the game; the new entry."""
    history = {
        "author": author,
        "created_at": now,
        "idempotency_key": idempotency_key,
        "status_changed_at": now,
        "replaces_id": replaces_id,
    }
    entry_id = _inserted_id(
        session.execute(
            _INSERT_ENTRY,
            {"game_id": game_id, "position": position, "status": EntryStatus.ACTIVE, **history},
        )
    )
    if isinstance(deal, Passe):
        session.execute(_INSERT_TAROT_PASSE, {"entry_id": entry_id})
    elif isinstance(deal, Donne):
        columns, announcements = tarot_columns(deal)
        session.execute(_INSERT_TAROT_DONNE, {"entry_id": entry_id, **columns})
        if announcements:
            rows: list[Columns] = [{"entry_id": entry_id, **row} for row in announcements]
            session.execute(_INSERT_ANNOUNCEMENT, rows)
    else:
        session.execute(_INSERT_BRIDGE_DEAL, {"entry_id": entry_id, **bridge_columns(deal)})
    session.execute(_TOUCH_GAME, {"g": game_id, "now": now})
    return EntryRecord(
        entry_id,
        game_id,
        position,
        deal,
        author,
        now,
        EntryStatus.ACTIVE,
        replaces_id,
        idempotency_key,
    )


def add_entry(
    session: Session,
    game_id: int,
    deal: GameEntry,
    *,
    author: str,
    idempotency_key: str | None = None,
) -> tuple[EntryRecord, bool]:
    """Append an entry after the last active one; ``(entry, created)``.

    An entry already stored with the same idempotency key is returned as it is
    (``created`` is false): a form submitted twice stores one deal. A new
    entry drops the undone entries, which can no longer be redone.
    """
    _lock_game(session, game_id)
    existing = entry_by_key(session, game_id, idempotency_key)
    if existing is not None:
        return existing, False
    position = (session.scalar(_LAST_POSITION, {"game_id": game_id}) or 0) + 1
    now = utc_now()
    session.execute(_DROP_UNDONE, {"g": game_id, "now": now})
    record = _store_entry(session, game_id, position, deal, author, idempotency_key, now=now)
    return record, True


def replace_entry(
    session: Session,
    game_id: int,
    position: int,
    deal: GameEntry,
    *,
    author: str,
    idempotency_key: str | None = None,
) -> EntryRecord:
    """Correct the active entry at ``position``; the old one is kept as superseded."""
    _lock_game(session, game_id)
    existing = entry_by_key(session, game_id, idempotency_key)
    if existing is not None:
        return existing
    old = session.scalar(_ACTIVE_AT, {"game_id": game_id, "p": position})
    if old is None:
        raise NotFoundError(
            "no deal number {position!r} in game {game_id!r}",
            code="game.deal-not-found",
            position=position,
            game_id=game_id,
        )
    now = utc_now()
    session.execute(_SET_STATUS, {"entry_id": old, "status": EntryStatus.SUPERSEDED, "now": now})
    return _store_entry(
        session, game_id, position, deal, author, idempotency_key, now=now, replaces_id=old
    )


def undo(session: Session, game_id: int) -> EntryRecord | None:
    """Undo the last active entry (it can be redone); ``None`` if there is none."""
    return _switch(session, game_id, _LAST_ACTIVE, EntryStatus.UNDONE)


def redo(session: Session, game_id: int) -> EntryRecord | None:
    """Bring back the entry undone last; ``None`` if nothing can be redone."""
    return _switch(session, game_id, _UNDONE_LAST, EntryStatus.ACTIVE)


def _switch(
    session: Session, game_id: int, which: Select[Any], status: EntryStatus
) -> EntryRecord | None:
    """Give the entry that ``which`` finds the status ``status``."""
    _lock_game(session, game_id)
    entry_id = session.scalar(which, {"game_id": game_id})
    if entry_id is None:
        return None
    now = utc_now()
    session.execute(_SET_STATUS, {"entry_id": entry_id, "status": status, "now": now})
    session.execute(_TOUCH_GAME, {"g": game_id, "now": now})
    return _one(session, _BY_ID, {"entry_id": entry_id})
