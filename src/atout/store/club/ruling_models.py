"""SQLAlchemy models of the director's rulings on a bridge session (revision 0670).

An assigned score (weighted, Law 12C1(c); split, Law 12C) lies in
``club_assigned_outcome``, one row per outcome of each side of one board at
one table in one round: its ``weight`` in percent and the contract result in
the same typed columns as a result's (``level``, ``strain``, ``doubling``,
``tricks``, ``declarer``; all empty for a passed-out board). A procedural
penalty is a row of ``club_penalty``: the pair's or team's number, the
amount (``Numeric``) and its ``unit`` (a share of a top, IMPs or VPs).
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import CheckConstraint, DateTime, ForeignKey, Numeric, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from atout.bridge.contract import Doubling, Strain
from atout.bridge.seats import Seat, Side
from atout.duplicate.penalties import PenaltyUnit
from atout.store.base import Base, enum_column

_CONTRACT = ("level", "strain", "doubling", "tricks", "declarer")

#: A weight from 1 to 100; a contract's columns all filled (and in range) or all empty.
OUTCOME_CHECK = (
    "weight BETWEEN 1 AND 100 AND ("
    + " AND ".join(f"{c} IS NULL" for c in _CONTRACT)
    + ") OR (weight BETWEEN 1 AND 100 AND "
    + " AND ".join(f"{c} IS NOT NULL" for c in _CONTRACT)
    + " AND level BETWEEN 1 AND 7 AND tricks BETWEEN 0 AND 13)"
)
#: A penalty is more than nothing and at most a whole top (or 100 IMPs or VPs).
PENALTY_CHECK = "amount > 0 AND amount <= 100"


class AssignedOutcomeRow(Base):
    """One outcome of one side's assigned score on a board at a table in a round."""

    __tablename__ = "club_assigned_outcome"
    __table_args__ = (
        UniqueConstraint(
            "session_id",
            "round",
            "table",
            "board",
            "side",
            "position",
            name="uq_club_assigned_outcome",
        ),
        CheckConstraint(OUTCOME_CHECK, name="ck_club_assigned_outcome"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(
        ForeignKey("club_session.id", ondelete="CASCADE"), index=True
    )
    round: Mapped[int]
    table: Mapped[int]
    board: Mapped[int]
    side: Mapped[Side] = mapped_column(enum_column(Side, 2))
    position: Mapped[int]
    weight: Mapped[int]
    level: Mapped[int | None]
    strain: Mapped[Strain | None] = mapped_column(enum_column(Strain, 2))
    doubling: Mapped[Doubling | None] = mapped_column(enum_column(Doubling, 2))
    tricks: Mapped[int | None]
    declarer: Mapped[Seat | None] = mapped_column(enum_column(Seat, 1))
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class PenaltyRow(Base):
    """A procedural penalty on a pair's or team's total."""

    __tablename__ = "club_penalty"
    __table_args__ = (CheckConstraint(PENALTY_CHECK, name="ck_club_penalty_amount"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    session_id: Mapped[int] = mapped_column(
        ForeignKey("club_session.id", ondelete="CASCADE"), index=True
    )
    competitor: Mapped[int]
    amount: Mapped[Decimal] = mapped_column(Numeric(6, 2))
    unit: Mapped[PenaltyUnit] = mapped_column(enum_column(PenaltyUnit, 4))
    reason: Mapped[str] = mapped_column(String(200))
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
