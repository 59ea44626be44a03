"""The room kernel's own table: ``director_call``, the tables' calls for the director.

One table for every kind of room: a call names its kind (``family``), its room's
id in that kind and the table's number. A table has at most one open call (a
unique index on the open ones: a second call while one is open is the same call).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Index, String, text
from sqlalchemy.orm import Mapped, mapped_column

from atout.store.base import Base, enum_column
from atout.store.room.records import CallReason, RoomFamily

#: The longest note a table writes to the director.
NOTE_LENGTH = 140

#: The open calls: those not answered yet.
OPEN = text("answered_at IS NULL")


class DirectorCallRow(Base):
    """A table's call for the director: where it was, why, when, and when answered."""

    __tablename__ = "director_call"
    __table_args__ = (
        Index("ix_director_call_room", "family", "room_id"),
        Index(
            "ix_director_call_open",
            "family",
            "room_id",
            "table_number",
            unique=True,
            sqlite_where=OPEN,
            postgresql_where=OPEN,
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    family: Mapped[RoomFamily] = mapped_column(enum_column(RoomFamily, 12))
    room_id: Mapped[int]
    table_number: Mapped[int]
    round: Mapped[int | None]
    item: Mapped[int | None]
    reason: Mapped[CallReason | None] = mapped_column(enum_column(CallReason, 16))
    note: Mapped[str] = mapped_column(String(NOTE_LENGTH))
    called_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    answered_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
