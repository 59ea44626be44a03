"""The room kernel's own table: the tables' requests for a correction, every kind's in one.

A table asks the director to correct an entry its other side confirmed (the
table no longer changes it): one row per request, with the key (round, table,
the board or the deal), the table's proposal in the kind's notation, who asked
and when; the director closes it by correcting the entry or by dismissing it.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Index, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from atout.store.base import Base

_WHEN = DateTime(timezone=True)


class CorrectionRequestRow(Base):
    """A table's request for a correction (``kind``: the room's kind, ``pairs`` or
    ``tarot``; ``item``: the board or the deal)."""

    __tablename__ = "room_correction"
    __table_args__ = (Index("ix_room_correction_room", "kind", "room_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))
    room_id: Mapped[int]
    round: Mapped[int] = mapped_column(SmallInteger)
    table: Mapped[int] = mapped_column(SmallInteger)
    item: Mapped[int] = mapped_column(SmallInteger)
    #: The entry the table claims, in the kind's notation (``4HX-2 E``, a tarot deal).
    proposal: Mapped[str] = mapped_column(String(200))
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(_WHEN)
    closed_at: Mapped[datetime | None] = mapped_column(_WHEN)
    #: ``corrected`` or ``dismissed`` once closed.
    outcome: Mapped[str | None] = mapped_column(String(16))
