"""SQLAlchemy models of the tarot tournaments: the evening, its tables, its versioned deals.

A deal is stored as entered, one row per version, like a bridge club result
(:mod:`atout.store.club.models`): version 1 is the table's first entry, every
correction a new row pointing to the one it replaces; only the newest is
``current``. A second player of the table confirms it (``confirmed_by``).
The deal lies in the typed columns of a free-play tarot deal
(:class:`atout.store.games.models.TarotDonneRow`), all empty when it was
passed (``passed``); the CHECK constraint ``ck_tarot_tournament_donne_passed``
holds that shape. The plan and the names are JSON documents written and read
whole (:mod:`atout.store.tarot_club.mapping`).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    SmallInteger,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from atout.store.base import Base, enum_column
from atout.store.games.models import CardPile
from atout.store.room.records import SessionStatus
from atout.tarot.cards import ExcuseExchange, TarotCard
from atout.tarot.contract import Camp, Chelem, Contrat, Misere, PetitChelem, Poignee
from atout.tarot.tournament.scoring import FivePlayers

_WHEN = DateTime(timezone=True)

#: A passed deal fills none of the deal's columns; a played one fills the required ones.
PASSED_CHECK = (
    "(passed AND players IS NULL AND contrat IS NULL AND taker IS NULL AND points IS NULL"
    " AND bouts IS NULL AND partner IS NULL AND cards IS NULL)"
    " OR (NOT passed AND players IS NOT NULL AND contrat IS NOT NULL AND taker IS NOT NULL"
    " AND points IS NOT NULL AND bouts IS NOT NULL)"
)


class TarotTournamentRow(Base):
    """A tarot evening: its players' names, seating plan, rules and state."""

    __tablename__ = "tarot_tournament"

    id: Mapped[int] = mapped_column(primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    season: Mapped[str] = mapped_column(String(100), index=True)
    status: Mapped[SessionStatus] = mapped_column(enum_column(SessionStatus, 12))
    players: Mapped[int]
    names: Mapped[dict[str, str]] = mapped_column(JSON)
    plan: Mapped[dict[str, Any]] = mapped_column(JSON)
    preset: Mapped[str] = mapped_column(String(16))
    round_to_ten: Mapped[bool]
    five: Mapped[FivePlayers] = mapped_column(enum_column(FivePlayers, 12))
    #: 0 to 10**18 - 1: 64 bits (SQLite's INTEGER holds them; PostgreSQL's BIGINT).
    seed: Mapped[int] = mapped_column(BigInteger().with_variant(Integer(), "sqlite"))
    version: Mapped[int]
    director_id: Mapped[int] = mapped_column(ForeignKey("director.id"))
    created_at: Mapped[datetime] = mapped_column(_WHEN)


class TarotTableRow(Base):
    """A table of a tarot evening and its secret code (printed on its table card)."""

    __tablename__ = "tarot_tournament_table"
    __table_args__ = (
        UniqueConstraint("tournament_id", "number", name="uq_tarot_tournament_table_number"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(
        ForeignKey("tarot_tournament.id", ondelete="CASCADE")
    )
    number: Mapped[int]
    code: Mapped[str] = mapped_column(String(32), unique=True)


class TarotTournamentDonneRow(Base):
    """One version of a deal of a table in a round, as entered."""

    __tablename__ = "tarot_tournament_donne"
    __table_args__ = (
        UniqueConstraint(
            "tournament_id", "round", "table", "deal", "version", name="uq_tarot_donne_version"
        ),
        CheckConstraint(PASSED_CHECK, name="ck_tarot_tournament_donne_passed"),
        Index("ix_tarot_donne_tournament_stamp", "tournament_id", "stamp"),
        Index("uq_tarot_donne_post_key", "tournament_id", "post_key", unique=True),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(
        ForeignKey("tarot_tournament.id", ondelete="CASCADE")
    )
    round: Mapped[int]
    table: Mapped[int]
    deal: Mapped[int]
    version: Mapped[int]
    current: Mapped[bool]
    passed: Mapped[bool]
    players: Mapped[int | None] = mapped_column(SmallInteger)
    contrat: Mapped[Contrat | None] = mapped_column(enum_column(Contrat, 12))
    taker: Mapped[int | None] = mapped_column(SmallInteger)
    partner: Mapped[int | None] = mapped_column(SmallInteger)
    points: Mapped[float | None]
    bouts: Mapped[int | None] = mapped_column(SmallInteger)
    petit_au_bout: Mapped[Camp | None] = mapped_column(enum_column(Camp, 8))
    chelem: Mapped[Chelem | None] = mapped_column(enum_column(Chelem, 16))
    petit_chelem: Mapped[PetitChelem | None] = mapped_column(enum_column(PetitChelem, 16))
    cards: Mapped[tuple[TarotCard, ...] | None] = mapped_column(CardPile())
    excuse: Mapped[ExcuseExchange] = mapped_column(enum_column(ExcuseExchange, 4))
    #: The tournament number of the player who entered it, and of the one who confirmed it.
    entered_by: Mapped[int] = mapped_column(SmallInteger)
    confirmed_by: Mapped[int | None] = mapped_column(SmallInteger)
    author: Mapped[str] = mapped_column(String(100))
    #: The device (its cookie) it was entered on, which does not confirm it.
    device: Mapped[str | None] = mapped_column(String(32))
    created_at: Mapped[datetime] = mapped_column(_WHEN)
    confirmed_at: Mapped[datetime | None] = mapped_column(_WHEN)
    replaces_id: Mapped[int | None] = mapped_column(ForeignKey("tarot_tournament_donne.id"))
    #: The idempotency key the phone sent the entry with (revision 0610), if any.
    post_key: Mapped[str | None] = mapped_column(String(64))
    #: The tournament version of the row's last change.
    stamp: Mapped[int]


class TarotTournamentAnnouncementRow(Base):
    """A poignée or a misère of a tournament deal (as ``tarot_announcement`` for a game)."""

    __tablename__ = "tarot_tournament_announcement"

    donne_id: Mapped[int] = mapped_column(
        ForeignKey("tarot_tournament_donne.id", ondelete="CASCADE"), primary_key=True
    )
    number: Mapped[int] = mapped_column(SmallInteger, primary_key=True)
    seat: Mapped[int] = mapped_column(SmallInteger)
    poignee: Mapped[Poignee | None] = mapped_column(enum_column(Poignee, 8))
    misere: Mapped[Misere | None] = mapped_column(enum_column(Misere, 8))
    cards: Mapped[tuple[TarotCard, ...] | None] = mapped_column(CardPile())
