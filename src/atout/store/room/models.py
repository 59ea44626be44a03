"""The room kernel's own tables: ``director_call``, the tables' calls for the director, and
``room_correction``, their requests for a correction.

One table of each for every kind of room: a row names its kind (``family``), its
room's id in that kind and the table's number. A table has at most one open call (a
unique index on the open ones: a second call while one is open is the same call). A
table asks the director to correct an entry its other side confirmed (the table no
longer changes it): one row per request, with the key (round, table, the board or the
deal), the table's proposal in the kind's notation, who asked and when; the director
closes it by correcting the entry or by dismissing it.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Index, SmallInteger, String, text
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


class CorrectionRequestRow(Base):
    """A table's request for a correction (``item``: the board or the deal)."""

    __tablename__ = "room_correction"
    __table_args__ = (Index("ix_room_correction_room", "family", "room_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    family: Mapped[RoomFamily] = mapped_column(enum_column(RoomFamily, 12))
    room_id: Mapped[int]
    round: Mapped[int] = mapped_column(SmallInteger)
    table: Mapped[int] = mapped_column(SmallInteger)
    item: Mapped[int] = mapped_column(SmallInteger)
    #: The entry the table claims, in the kind's notation (``4HX-2 E``, a tarot deal).
    proposal: Mapped[str] = mapped_column(String(200))
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    closed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    #: ``corrected`` or ``dismissed`` once closed.
    outcome: Mapped[str | None] = mapped_column(String(16))
