"""The repository: every read and write of games and entries, on a session.

Each function runs inside the caller's transaction (one per user action, see
:class:`atout.store.database.Database`) and returns frozen records.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from atout.errors import AtoutError
from atout.store.mapping import entry_record, game_record
from atout.store.models import EntryRow, EntryStatus, GameRow
from atout.store.records import EntryRecord, GameRecord


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
    return game_record(_game_row(session, game_id))


def recent_games(session: Session, limit: int = 20) -> list[GameRecord]:
    """The games played most recently first."""
    query = select(GameRow).order_by(GameRow.updated_at.desc(), GameRow.id.desc()).limit(limit)
    return [game_record(row) for row in session.scalars(query)]


def active_entries(session: Session, game_id: int) -> list[EntryRecord]:
    """The entries that make the game's sheet now, in deal order."""
    query = (
        select(EntryRow)
        .where(EntryRow.game_id == game_id, EntryRow.status == EntryStatus.ACTIVE.value)
        .order_by(EntryRow.position, EntryRow.id)
    )
    return [entry_record(row) for row in session.scalars(query)]


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
    row = _by_key(session, game_id, key)
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
    game = _game_row(session, game_id, lock=True)
    existing = _by_key(session, game_id, idempotency_key)
    if existing is not None:
        return entry_record(existing), False
    last = session.scalar(
        select(func.max(EntryRow.position)).where(
            EntryRow.game_id == game_id, EntryRow.status == EntryStatus.ACTIVE.value
        )
    )
    session.execute(
        update(EntryRow)
        .where(EntryRow.game_id == game_id, EntryRow.status == EntryStatus.UNDONE.value)
        .values(status=EntryStatus.DROPPED.value, status_changed_at=_now())
    )
    row = _new_entry(
        session,
        game,
        (last or 0) + 1,
        payload,
        author=author,
        idempotency_key=idempotency_key,
    )
    return entry_record(row), True


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
    game = _game_row(session, game_id, lock=True)
    row = session.scalars(
        select(EntryRow)
        .where(EntryRow.game_id == game_id, EntryRow.status == EntryStatus.ACTIVE.value)
        .order_by(EntryRow.position.desc(), EntryRow.id.desc())
        .limit(1)
    ).one_or_none()
    if row is None:
        return None
    row.status = EntryStatus.UNDONE.value
    row.status_changed_at = game.updated_at = _now()
    return entry_record(row)


def redo(session: Session, game_id: int) -> EntryRecord | None:
    """Bring back the entry undone last; ``None`` if nothing can be redone."""
    game = _game_row(session, game_id, lock=True)
    row = session.scalars(
        select(EntryRow)
        .where(EntryRow.game_id == game_id, EntryRow.status == EntryStatus.UNDONE.value)
        .order_by(EntryRow.status_changed_at.desc(), EntryRow.id.desc())
        .limit(1)
    ).one_or_none()
    if row is None:
        return None
    row.status = EntryStatus.ACTIVE.value
    row.status_changed_at = game.updated_at = _now()
    return entry_record(row)


def can_redo(session: Session, game_id: int) -> bool:
    """Whether an undone entry is waiting to be redone."""
    query = select(func.count()).where(
        EntryRow.game_id == game_id, EntryRow.status == EntryStatus.UNDONE.value
    )
    return bool(session.scalar(query))
