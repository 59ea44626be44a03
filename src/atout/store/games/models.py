"""SQLAlchemy 2 typed models: a game and the entries typed at its table.

An entry is kept exactly as it was entered (its raw ``payload``), with when
and by whom. Corrections never delete: an undone entry gets the status
``undone``, an edited one ``superseded`` (the new entry points back to it with
``replaces_id``), and undone entries that can no longer be redone ``dropped``.
"""

from __future__ import annotations

import enum
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    """The declarative base of the atout tables."""


class EntryStatus(enum.Enum):
    """Where an entry stands in the history of its game."""

    ACTIVE = "active"
    UNDONE = "undone"
    SUPERSEDED = "superseded"
    DROPPED = "dropped"


class GameRow(Base):
    """A game at one table: a rubber series, Chicago, an 8-board series or tarot."""

    __tablename__ = "game"

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))
    title: Mapped[str] = mapped_column(String(200))
    players: Mapped[list[str]] = mapped_column(JSON)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


class EntryRow(Base):
    """One deal as entered, with its place in the game's history."""

    __tablename__ = "entry"
    __table_args__ = (
        UniqueConstraint("game_id", "idempotency_key", name="uq_entry_game_key"),
        Index("ix_entry_game_status_position", "game_id", "status", "position"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"))
    position: Mapped[int]
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    idempotency_key: Mapped[str | None] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(12), default=EntryStatus.ACTIVE.value)
    status_changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    replaces_id: Mapped[int | None] = mapped_column(ForeignKey("entry.id"))
