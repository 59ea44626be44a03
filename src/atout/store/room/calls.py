"""The tables' calls for the director, for every kind of room (``director_call``).

Each query runs in the caller's transaction. A table has at most one open call:
:func:`add` gives back the open one when there is one (the database's unique
index on the open calls settles two phones calling at once).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from atout.errors import NotFoundError
from atout.store.base import aware
from atout.store.room.models import DirectorCallRow
from atout.store.room.records import CallRecord, RoomFamily


def _record(row: DirectorCallRow) -> CallRecord:
    answered = None if row.answered_at is None else aware(row.answered_at)
    return CallRecord(
        row.id,
        row.table_number,
        row.round,
        row.item,
        row.reason,
        row.note,
        aware(row.called_at),
        answered,
    )


def _of_room(family: RoomFamily, room_id: int) -> tuple[ColumnElement[bool], ...]:
    return (DirectorCallRow.family == family, DirectorCallRow.room_id == room_id)


def last(session: Session, family: RoomFamily, room_id: int, table: int) -> CallRecord | None:
    """The latest call of a room's table (open or answered), if it ever called."""
    query = (
        select(DirectorCallRow)
        .where(*_of_room(family, room_id), DirectorCallRow.table_number == table)
        .order_by(DirectorCallRow.id.desc())
        .limit(1)
    )
    row = session.scalars(query).first()
    return None if row is None else _record(row)


def add(
    session: Session,
    family: RoomFamily,
    room_id: int,
    call: CallRecord,
) -> CallRecord:
    """Store ``call`` (its ``id`` and ``answered_at`` are ignored) unless the table has an
    open call: then that one, unchanged."""
    found = last(session, family, room_id, call.table)
    if found is not None and found.open:
        return found
    row = DirectorCallRow(
        family=family,
        room_id=room_id,
        table_number=call.table,
        round=call.round,
        item=call.item,
        reason=call.reason,
        note=call.note,
        called_at=call.called_at,
        answered_at=None,
    )
    try:
        with session.begin_nested():  # a savepoint: a refused insert leaves the rest
            session.add(row)
            session.flush()
    except IntegrityError:  # another phone of the table called in between
        found = last(session, family, room_id, call.table)
        if found is None:
            raise
        return found
    return _record(row)


def open_calls(session: Session, family: RoomFamily, room_id: int) -> list[CallRecord]:
    """The room's open calls, oldest first."""
    query = (
        select(DirectorCallRow)
        .where(*_of_room(family, room_id), DirectorCallRow.answered_at.is_(None))
        .order_by(DirectorCallRow.called_at, DirectorCallRow.id)
    )
    return [_record(row) for row in session.scalars(query)]


def answer(
    session: Session, family: RoomFamily, room_id: int, call_id: int, when: datetime
) -> CallRecord:
    """Mark the room's call ``call_id`` answered at ``when`` (once: an answered call keeps
    its moment); else a :class:`NotFoundError`."""
    row = session.get(DirectorCallRow, call_id)
    if row is None or row.family is not family or row.room_id != room_id:
        raise NotFoundError(
            "no call {value} in this room", code="director-call.not-found", value=call_id
        )
    if row.answered_at is None:
        row.answered_at = when
        session.flush()
    return _record(row)


def stamp(session: Session, family: RoomFamily, room_id: int) -> int:
    """A number that grows whenever one of the room's calls opens or is answered (the
    director's list is cached on it): the calls plus the answered ones."""
    query = select(func.count(DirectorCallRow.id), func.count(DirectorCallRow.answered_at)).where(
        *_of_room(family, room_id)
    )
    calls, answered = session.execute(query).one()
    return int(calls) + int(answered)
