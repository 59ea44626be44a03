"""The tables' requests for a correction, every kind's in one table (``room_correction``).

A kind declares its requests once, by its family (``CORRECTIONS =
Corrections(RoomFamily.BRIDGE)``): a table asks (one open request per entry: asking again
replaces the proposal), the director's page lists the open ones, the director
closes one by correcting its entry or by dismissing it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, insert, select, update
from sqlalchemy.orm import Session

from atout.errors import NotFoundError
from atout.store.base import aware
from atout.store.room.models import CorrectionRequestRow
from atout.store.room.records import CorrectionRequest, RoomFamily

_TABLE = cast(Table, CorrectionRequestRow.__table__)
#: How a request was closed.
CORRECTED, DISMISSED = "corrected", "dismissed"


def _record(row: Any) -> CorrectionRequest:
    return CorrectionRequest(
        id=row.id,
        room_id=row.room_id,
        key=(row.round, row.table, row.item),
        proposal=row.proposal,
        author=row.author,
        created_at=aware(row.created_at),
        closed_at=None if row.closed_at is None else aware(row.closed_at),
        outcome=row.outcome or "",
    )


class Corrections:
    """The correction requests of one kind of room (``family``: its name in the table)."""

    def __init__(self, family: RoomFamily) -> None:
        self.family = family
        table = _TABLE
        self._of = (table.c.family == family,)
        self._open = (*self._of, table.c.closed_at.is_(None))

    def _at(self, room_id: int, key: tuple[int, int, int]) -> tuple[Any, ...]:
        c = _TABLE.c
        return (
            *self._open,
            c.room_id == room_id,
            c.round == key[0],
            c.table == key[1],
            c.item == key[2],
        )

    def ask(
        self,
        session: Session,
        room_id: int,
        key: tuple[int, int, int],
        proposal: str,
        *,
        author: str,
        now: datetime,
    ) -> CorrectionRequest:
        """Store a table's request for ``key`` (an open one for ``key`` gets the new proposal)."""
        connection = session.connection()
        found = connection.execute(select(_TABLE).where(*self._at(room_id, key))).first()
        values = {"proposal": proposal, "author": author, "created_at": now}
        if found is not None:
            connection.execute(update(_TABLE).where(_TABLE.c.id == found.id).values(**values))
            request_id = int(found.id)
        else:
            row = {"family": self.family, "room_id": room_id, "round": key[0], "table": key[1]}
            added = connection.execute(insert(_TABLE).values(**row, item=key[2], **values))
            assert added.inserted_primary_key is not None
            request_id = int(added.inserted_primary_key[0])
        return self.get(session, room_id, request_id)

    def get(self, session: Session, room_id: int, request_id: int) -> CorrectionRequest:
        """One request of the room; :class:`NotFoundError` if there is none with that id."""
        query = select(_TABLE).where(
            *self._of, _TABLE.c.room_id == room_id, _TABLE.c.id == request_id
        )
        row = session.connection().execute(query).first()
        if row is None:
            raise NotFoundError(
                "no correction request {request!r} in this room",
                code="correction.not-found",
                request=request_id,
            )
        return _record(row)

    def open(self, session: Session, room_id: int) -> list[CorrectionRequest]:
        """The room's open requests, oldest first."""
        query = select(_TABLE).where(*self._open, _TABLE.c.room_id == room_id)
        rows = session.connection().execute(query.order_by(_TABLE.c.created_at, _TABLE.c.id))
        return [_record(row) for row in rows]

    def close(
        self, session: Session, room_id: int, request_id: int, outcome: str, *, now: datetime
    ) -> CorrectionRequest:
        """Close one request (``outcome``: :data:`CORRECTED` or :data:`DISMISSED`)."""
        found = self.get(session, room_id, request_id)
        if found.open:
            change = update(_TABLE).where(_TABLE.c.id == request_id)
            session.connection().execute(change.values(closed_at=now, outcome=outcome))
        return self.get(session, room_id, request_id)

    def close_key(
        self, session: Session, room_id: int, key: tuple[int, int, int], *, now: datetime
    ) -> None:
        """Close the open request of ``key``, if any: the director corrected the entry."""
        change = update(_TABLE).where(*self._at(room_id, key))
        session.connection().execute(change.values(closed_at=now, outcome=CORRECTED))
