"""A table's request for a correction: once its other side confirmed an entry, the table no
longer changes it; it asks the director, with the entry it claims, and only the director
corrects (or dismisses the request). Written once for every kind of room."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TypeVar

from sqlalchemy.orm import Session

from atout.errors import InvalidTransitionError
from atout.services.room.locks import Entered, Key, Lock, Room, check_lock
from atout.store.room.corrections import DISMISSED, Corrections
from atout.store.room.records import CorrectionRequest

Rec = TypeVar("Rec", bound=Room)
K = TypeVar("K", bound=Key)
P = TypeVar("P")


def ask_correction(
    session: Session,
    corrections: Corrections,
    lock: Lock[Rec, K, P],
    record: Rec,
    table: int,
    key: K,
    stored: Entered | None,
    proposal: str,
    *,
    author: str,
    now: datetime,
) -> CorrectionRequest:
    """Table number ``table``'s request that the director correct its confirmed entry
    ``stored`` at ``key`` into ``proposal`` (the kind's notation).

    The room's lock rule first (its room runs, its own planned key: a 403); an entry not
    confirmed is the table's to fix (:class:`InvalidTransitionError`).
    """
    check_lock(lock, record, table, key, playing=key.round)
    if stored is None or not stored.confirmed:
        raise InvalidTransitionError(
            "this entry is not confirmed: the table fixes it itself",
            code="correction.not-confirmed",
        )
    round_, table_, item = key._asdict().values()
    return corrections.ask(
        session, record.id, (round_, table_, item), proposal, author=author, now=now
    )


def dismiss(
    corrections: Corrections, session: Session, room_id: int, request_id: int
) -> CorrectionRequest:
    """The director dismisses a table's request: the stored entry stays."""
    return corrections.close(session, room_id, request_id, DISMISSED, now=datetime.now(UTC))
