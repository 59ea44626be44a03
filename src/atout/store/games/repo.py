"""The repository: every read and write of games and entries, on a session.

Each function runs inside the caller's transaction (one per user action, see
:class:`atout.store.database.Database`) and returns frozen records. The
statements of every deal entered and every sheet read (the busy path) are
built once, with bound parameters, and run as SQL expressions without the
ORM's unit of work; the rarer actions use the ORM rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Table, bindparam, func, insert, select, update
from sqlalchemy.orm import Session

from atout.errors import AtoutError
from atout.store.mapping import entry_record, game_record
from atout.store.models import EntryRow, EntryStatus, GameRow
from atout.store.records import EntryRecord, GameRecord

GAME: Table = GameRow.__table__  # type: ignore[assignment]
ENTRY: Table = EntryRow.__table__  # type: ignore[assignment]
_ACTIVE = ENTRY.c.status == EntryStatus.ACTIVE.value
_OF_GAME = ENTRY.c.game_id == bindparam("game_id")
_SELECT_GAME = select(GAME).where(GAME.c.id == bindparam("game_id"))
_LOCK_GAME = select(GAME.c.id).where(GAME.c.id == bindparam("game_id")).with_for_update()
_TOUCH_GAME = update(GAME).where(GAME.c.id == bindparam("g")).values(updated_at=bindparam("now"))
_ACTIVE_IDS = select(ENTRY.c.id).where(_OF_GAME, _ACTIVE).order_by(ENTRY.c.position, ENTRY.c.id)
_ACTIVE_ENTRIES = select(ENTRY).where(_OF_GAME, _ACTIVE).order_by(ENTRY.c.position, ENTRY.c.id)
_BY_KEY = select(ENTRY).where(_OF_GAME, ENTRY.c.idempotency_key == bindparam("key"))
_LAST_POSITION = select(func.max(ENTRY.c.position)).where(_OF_GAME, _ACTIVE)
_UNDONE = ENTRY.c.status == EntryStatus.UNDONE.value
_ONE_UNDONE = select(ENTRY.c.id).where(_OF_GAME, _UNDONE).limit(1)
_DROP_UNDONE = (
    update(ENTRY)
    .where(ENTRY.c.game_id == bindparam("g"), _UNDONE)
    .values(status=EntryStatus.DROPPED.value, status_changed_at=bindparam("now"))
)


class NotFoundError(AtoutError):
    """A game or entry that does not exist."""


def _now() -> datetime:
    return datetime.now(UTC)


def create_game(
    session: Session,
    *,
    kind: str,
    title: str,
    players: Sequence[str],
    options: Mapping[str, Any],
    author: str,
) -> GameRecord:
    """Store a new game and return it."""
    now = _now()
    row = GameRow(
        kind=kind,
        title=title,
        players=list(players),
        options=dict(options),
        author=author,
        created_at=now,
        updated_at=now,
    )
    session.add(row)
    session.flush()
    return game_record(row)


def _game_row(session: Session, game_id: int, *, lock: bool = False) -> GameRow:
    query = select(GameRow).where(GameRow.id == game_id)
    row = session.scalars(query.with_for_update() if lock else query).one_or_none()
    if row is None:
        raise NotFoundError(f"no game number {game_id!r}")
    return row


def get_game(session: Session, game_id: int) -> GameRecord:
    """The game numbered ``game_id``; :class:`NotFoundError` if there is none."""
    row = session.execute(_SELECT_GAME, {"game_id": game_id}).one_or_none()
    if row is None:
        raise NotFoundError(f"no game number {game_id!r}")
    return game_record(row)


def recent_games(session: Session, limit: int = 20) -> list[GameRecord]:
    """The games played most recently first."""
    query = select(GameRow).order_by(GameRow.updated_at.desc(), GameRow.id.desc()).limit(limit)
    return [game_record(row) for row in session.scalars(query)]


def active_entries(session: Session, game_id: int) -> list[EntryRecord]:
    """The entries that make the game's sheet now, in deal order."""
    return [entry_record(row) for row in session.execute(_ACTIVE_ENTRIES, {"game_id": game_id})]


def active_entry_ids(session: Session, game_id: int) -> tuple[int, ...]:
    """The ids of the entries that make the game's sheet now, in deal order (a light query)."""
    return tuple(session.scalars(_ACTIVE_IDS, {"game_id": game_id}))


def history(session: Session, game_id: int) -> list[EntryRecord]:
    """Every entry ever made for the game, in the order it was made."""
    query = select(EntryRow).where(EntryRow.game_id == game_id).order_by(EntryRow.id)
    return [entry_record(row) for row in session.scalars(query)]


def _by_key(session: Session, game_id: int, key: str | None) -> EntryRow | None:
    if key is None:
        return None
    query = select(EntryRow).where(EntryRow.game_id == game_id, EntryRow.idempotency_key == key)
    return session.scalars(query).one_or_none()


def _new_entry(
    session: Session, game: GameRow, position: int, payload: Mapping[str, Any], **fields: Any
) -> EntryRow:
    now = _now()
    row = EntryRow(
        game_id=game.id,
        position=position,
        payload=dict(payload),
        created_at=now,
        status=EntryStatus.ACTIVE.value,
        status_changed_at=now,
        **fields,
    )
    session.add(row)
    game.updated_at = now
    session.flush()
    return row


def entry_by_key(session: Session, game_id: int, key: str | None) -> EntryRecord | None:
    """The entry stored with idempotency key ``key`` in the game, if any."""
    if key is None:
        return None
    row = session.execute(_BY_KEY, {"game_id": game_id, "key": key}).one_or_none()
    return None if row is None else entry_record(row)


def add_entry(
    session: Session,
    game_id: int,
    payload: Mapping[str, Any],
    *,
    author: str,
    idempotency_key: str | None = None,
) -> tuple[EntryRecord, bool]:
    """Append an entry after the last active one; ``(entry, created)``.

    An entry already stored with the same idempotency key is returned as it is
    (``created`` is false): a form submitted twice stores one deal. A new
    entry drops the undone entries, which can no longer be redone.
    """
    if session.execute(_LOCK_GAME, {"game_id": game_id}).one_or_none() is None:
        raise NotFoundError(f"no game number {game_id!r}")
    existing = entry_by_key(session, game_id, idempotency_key)
    if existing is not None:
        return existing, False
    last = session.scalar(_LAST_POSITION, {"game_id": game_id})
    now = _now()
    session.execute(_DROP_UNDONE, {"g": game_id, "now": now})
    fields = {
        "game_id": game_id,
        "position": (last or 0) + 1,
        "payload": dict(payload),
        "author": author,
        "created_at": now,
        "idempotency_key": idempotency_key,
        "status": EntryStatus.ACTIVE.value,
        "status_changed_at": now,
        "replaces_id": None,
    }
    entry_id = session.execute(insert(ENTRY), fields).inserted_primary_key[0]  # type: ignore[index]
    session.execute(_TOUCH_GAME, {"g": game_id, "now": now})
    record = EntryRecord(
        id=entry_id,
        game_id=game_id,
        position=fields["position"],
        payload=fields["payload"],
        author=author,
        created_at=now,
        status=EntryStatus.ACTIVE.value,
        replaces_id=None,
        idempotency_key=idempotency_key,
    )
    return record, True


def replace_entry(
    session: Session,
    game_id: int,
    position: int,
    payload: Mapping[str, Any],
    *,
    author: str,
    idempotency_key: str | None = None,
) -> EntryRecord:
    """Correct the active entry at ``position``; the old one is kept as superseded."""
    game = _game_row(session, game_id, lock=True)
    existing = _by_key(session, game_id, idempotency_key)
    if existing is not None:
        return entry_record(existing)
    old = session.scalars(
        select(EntryRow).where(
            EntryRow.game_id == game_id,
            EntryRow.position == position,
            EntryRow.status == EntryStatus.ACTIVE.value,
        )
    ).one_or_none()
    if old is None:
        raise NotFoundError(f"no deal number {position!r} in game {game_id!r}")
    old.status = EntryStatus.SUPERSEDED.value
    old.status_changed_at = _now()
    row = _new_entry(
        session,
        game,
        position,
        payload,
        author=author,
        idempotency_key=idempotency_key,
        replaces_id=old.id,
    )
    return entry_record(row)


def undo(session: Session, game_id: int) -> EntryRecord | None:
    """Undo the last active entry (it can be redone); ``None`` if there is none."""
    last_active = (EntryRow.position.desc(), EntryRow.id.desc())
    return _switch_last(session, game_id, EntryStatus.ACTIVE, EntryStatus.UNDONE, last_active)


def redo(session: Session, game_id: int) -> EntryRecord | None:
    """Bring back the entry undone last; ``None`` if nothing can be redone."""
    undone_last = (EntryRow.status_changed_at.desc(), EntryRow.id.desc())
    return _switch_last(session, game_id, EntryStatus.UNDONE, EntryStatus.ACTIVE, undone_last)


def _switch_last(
    session: Session,
    game_id: int,
    current: EntryStatus,
    new: EntryStatus,
    order: tuple[Any, ...],
) -> EntryRecord | None:
    """Move the first entry in ``order`` with status ``current`` to status ``new``."""
    game = _game_row(session, game_id, lock=True)
    row = session.scalars(
        select(EntryRow)
        .where(EntryRow.game_id == game_id, EntryRow.status == current.value)
        .order_by(*order)
        .limit(1)
    ).one_or_none()
    if row is None:
        return None
    row.status = new.value
    row.status_changed_at = game.updated_at = _now()
    return entry_record(row)


def can_redo(session: Session, game_id: int) -> bool:
    """Whether an undone entry is waiting to be redone."""
    return session.scalar(_ONE_UNDONE, {"game_id": game_id}) is not None
