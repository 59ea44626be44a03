"""A table calls the director; the director sees the open calls and answers them.

Written once for every kind of room (``family``). A table has one open call at a
time: calling again while it is open changes nothing (the phone shows it as
pending), so a table cannot flood the director's list. A room that is over takes
no call.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from atout.errors import ForbiddenError
from atout.store.room import calls as stored
from atout.store.room.models import NOTE_LENGTH
from atout.store.room.records import CallReason, CallRecord, RoomFamily, SessionStatus

#: Minutes in a version of the director's list (the ages it shows are in minutes).
_MINUTES = 2**32


@dataclass(frozen=True, slots=True)
class TableCall:
    """What a table sent: its number, the round and board (or deal) its page showed, and
    the reason and note it gave (both optional; the note cut to :data:`NOTE_LENGTH`)."""

    table: int
    round: int | None
    item: int | None
    reason: CallReason | None
    note: str


def call_director(
    session: Session,
    family: RoomFamily,
    room_id: int,
    status: SessionStatus,
    asked: TableCall,
    now: datetime,
) -> CallRecord:
    """The table's open call: the one it had, else ``asked`` stored now; a room that is
    over refuses (403)."""
    if status is SessionStatus.CLOSED:
        raise ForbiddenError(
            "this session is over: the director is no longer called from the tables",
            code="director-call.room-closed",
        )
    note = " ".join(asked.note.split())[:NOTE_LENGTH]
    call = CallRecord(0, asked.table, asked.round, asked.item, asked.reason, note, now, None)
    return stored.add(session, family, room_id, call)


def answer_call(
    session: Session, family: RoomFamily, room_id: int, call_id: int, now: datetime
) -> CallRecord:
    """The director answered the room's call ``call_id`` (404 for another room's)."""
    return stored.answer(session, family, room_id, call_id, now)


def open_calls(session: Session, family: RoomFamily, room_id: int) -> list[CallRecord]:
    """The room's open calls, oldest first."""
    return stored.open_calls(session, family, room_id)


def table_call(session: Session, family: RoomFamily, room_id: int, table: int) -> CallRecord | None:
    """The table's latest call, open or answered (what its page shows)."""
    return stored.last(session, family, room_id, table)


def minutes_since(moment: datetime, now: datetime) -> int:
    """Whole minutes from ``moment`` to ``now`` (never below 0).

    >>> from datetime import UTC
    >>> called = datetime(2026, 11, 27, 21, 0, 30, tzinfo=UTC)
    >>> minutes_since(called, datetime(2026, 11, 27, 21, 2, 29, tzinfo=UTC))
    1
    >>> minutes_since(called, datetime(2026, 11, 27, 20, 59, tzinfo=UTC))
    0
    """
    return max(0, int((now - moment).total_seconds()) // 60)


def calls_version(session: Session, family: RoomFamily, room_id: int, now: datetime) -> int:
    """The version of the room's list of calls at ``now``: it changes when a call opens or
    is answered, and every minute (the list shows each call's age in minutes)."""
    return version_of(stored.stamp(session, family, room_id), now)


def version_of(stamp: int, now: datetime) -> int:
    """The list's version from its :func:`atout.store.room.calls.stamp` and the minute.

    >>> from datetime import UTC
    >>> at = datetime(2026, 11, 27, 21, 0, tzinfo=UTC)
    >>> version_of(3, at) - version_of(2, at)
    4294967296
    >>> version_of(3, at.replace(minute=1)) - version_of(3, at)
    1
    """
    return stamp * _MINUTES + int(now.timestamp()) // 60
