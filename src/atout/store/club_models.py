"""SQLAlchemy models of the club sessions: directors, sessions, tables and results.

A result is stored as entered, one row per version: the first entry of a
board at a table is version 1, every correction a new version that points
back to the one it replaces (``replaces_id``); nothing is overwritten. The
unique constraint on (session, round, table, board, version) turns two
concurrent first entries into a conflict instead of a silent overwrite.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from atout.store.base import Base


class DirectorRow(Base):
    """A tournament director: a name and an argon2 password hash (never the password)."""

    __tablename__ = "director"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    password_hash: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class DirectorLoginRow(Base):
    """A signed-in browser: the SHA-256 of its cookie token, never the token itself."""

    __tablename__ = "director_login"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    director_id: Mapped[int] = mapped_column(ForeignKey("director.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ClubSessionRow(Base):
    """A pairs session or a team match: its plan, boards, names and state.

    ``plan`` is the movement as sittings (round, table, N-S pair, E-W pair,
    boards); ``deals`` maps a board number to its deal in PBN notation;
    ``version`` grows with every result stored, so pages can be cached on it.
    """

    __tablename__ = "club_session"

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    kind: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(12))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    plan: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    deals: Mapped[dict[str, str]] = mapped_column(JSON)
    names: Mapped[dict[str, str]] = mapped_column(JSON)
    version: Mapped[int]
    director_id: Mapped[int] = mapped_column(ForeignKey("director.id"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ClubTableRow(Base):
    """A table of a session and its secret code (printed on its table card)."""

    __tablename__ = "club_table"
    __table_args__ = (UniqueConstraint("session_id", "number", name="uq_club_table_number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("club_session.id", ondelete="CASCADE"))
    number: Mapped[int]
    code: Mapped[str] = mapped_column(String(32), unique=True)


class ClubResultRow(Base):
    """One version of the result of a board at a table in a round, as entered."""

    __tablename__ = "club_result"
    __table_args__ = (
        UniqueConstraint(
            "session_id", "round", "table", "board", "version", name="uq_club_result_version"
        ),
        Index("ix_club_result_session_current", "session_id", "current"),
        Index("ix_club_result_session_stamp", "session_id", "stamp"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("club_session.id", ondelete="CASCADE"))
    round: Mapped[int]
    table: Mapped[int]
    board: Mapped[int]
    version: Mapped[int]
    current: Mapped[bool]
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    confirmed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    replaces_id: Mapped[int | None] = mapped_column(ForeignKey("club_result.id"))
    #: The session version of the row's last change (a reader catches up from there).
    stamp: Mapped[int]
