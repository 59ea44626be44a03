"""SQLAlchemy 2 typed models of the free-play games: games, entries and typed columns.

A game row holds what every kind shares; its rule options sit in the table of
its kind (``rubber_rules``, ``chicago_rules``, ``tarot_rules``; the series has
none). An entry row holds the history of one entry (position, author, time,
idempotency key, status, what it replaces) and what was entered sits in
typed columns beside it: ``bridge_deal`` (rubber, Chicago, series) or
``tarot_donne`` with its poignées and misères in ``tarot_announcement``.
Enum columns hold the enum values (``"NS"``, ``"garde-sans"``) as strings.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    LargeBinary,
    SmallInteger,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

from atout.bridge.chicago import ChicagoVulnerability
from atout.bridge.contract import Doubling, Strain
from atout.bridge.seats import Seat, Side
from atout.store.base import Base, enum_column
from atout.store.games.records import EntryStatus, GameKind
from atout.tarot.cards import ExcuseExchange, Suit, TarotCard
from atout.tarot.contract import Camp, Chelem, Contrat, Misere, PetitChelem, Poignee
from atout.tarot.rules import Primes

_WHEN = DateTime(timezone=True)

#: A tarot card's code in a stored pile: 32 × its suit (0 for trumps and the excuse) + rank.
_SUIT_CODES: dict[Suit | None, int] = {None: 0, Suit.SPADES: 1, Suit.HEARTS: 2}
_SUIT_CODES |= {Suit.DIAMONDS: 3, Suit.CLUBS: 4}
_CODE_SUITS = {code: suit for suit, code in _SUIT_CODES.items()}
_RANKS_PER_SUIT_CODE = 32


def card_code(card: TarotCard) -> int:
    """The one-byte code of ``card`` in a stored pile.

    >>> card_code(TarotCard.parse("EX")), card_code(TarotCard.parse("T21")), card_code(
    ...     TarotCard.parse("CK"))
    (0, 21, 142)
    """
    return _SUIT_CODES[card.suit] * _RANKS_PER_SUIT_CODE + card.rank


def code_card(code: int) -> TarotCard:
    """The card of a stored code (the inverse of :func:`card_code`).

    >>> code_card(142)
    TarotCard.parse('CK')
    """
    return TarotCard(_CODE_SUITS[code // _RANKS_PER_SUIT_CODE], code % _RANKS_PER_SUIT_CODE)


class CardPile(TypeDecorator[tuple[TarotCard, ...]]):
    """A pile of tarot cards, in the order entered: one byte per card (:func:`card_code`)."""

    impl = LargeBinary(78)
    cache_ok = True

    def process_bind_param(self, value: tuple[TarotCard, ...] | None, dialect: Dialect) -> Any:
        return None if value is None else bytes(card_code(card) for card in value)

    def process_result_value(self, value: Any, dialect: Dialect) -> tuple[TarotCard, ...] | None:
        return None if value is None else tuple(code_card(code) for code in bytes(value))


class DecimalText(TypeDecorator[Decimal]):
    """An exact decimal kept as its text (``"0.20"`` stays ``0.20`` on SQLite too)."""

    impl = String(32)
    cache_ok = True

    def process_bind_param(self, value: Decimal | None, dialect: Dialect) -> Any:
        return None if value is None else str(value)

    def process_result_value(self, value: Any, dialect: Dialect) -> Decimal | None:
        return None if value is None else Decimal(value)


class GameRow(Base):
    """A game at one table: a rubber series, Chicago, an 8-board series or tarot."""

    __tablename__ = "game"

    id: Mapped[int] = mapped_column(primary_key=True)
    #: The game's address (``/games/<key>``): 22 random URL-safe characters, 128 bits.
    key: Mapped[str] = mapped_column(String(32), unique=True, index=True)
    kind: Mapped[GameKind] = mapped_column(enum_column(GameKind, 16))
    title: Mapped[str] = mapped_column(String(200))
    players: Mapped[list[str]] = mapped_column(JSON)
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(_WHEN)
    updated_at: Mapped[datetime] = mapped_column(_WHEN, index=True)


def _game_id() -> Mapped[int]:
    return mapped_column(ForeignKey("game.id", ondelete="CASCADE"), primary_key=True)


class RubberRulesRow(Base):
    """The rule options and the stake of a rubber game."""

    __tablename__ = "rubber_rules"

    game_id: Mapped[int] = _game_id()
    unfinished_partscore: Mapped[int]
    fourth_undertrick_increase: Mapped[bool]
    stake: Mapped[Decimal] = mapped_column(DecimalText())
    currency: Mapped[str] = mapped_column(String(3))


class ChicagoRulesRow(Base):
    """The rule options of a Chicago game."""

    __tablename__ = "chicago_rules"

    game_id: Mapped[int] = _game_id()
    vulnerability: Mapped[ChicagoVulnerability] = mapped_column(
        enum_column(ChicagoVulnerability, 10)
    )
    honours: Mapped[bool]


class TarotRulesRow(Base):
    """Every rule option of a tarot game (:class:`atout.tarot.rules.TarotRules`)."""

    __tablename__ = "tarot_rules"

    game_id: Mapped[int] = _game_id()
    preset: Mapped[str] = mapped_column(String(16))
    primes: Mapped[Primes] = mapped_column(enum_column(Primes, 10))
    miseres: Mapped[bool]
    petit_chelem: Mapped[bool]
    round_to_ten: Mapped[bool]
    defence_chelem_bonus: Mapped[int]


class EntryRow(Base):
    """One entry's place in the game's history (what was entered sits beside it)."""

    __tablename__ = "entry"
    __table_args__ = (
        UniqueConstraint("game_id", "idempotency_key", name="uq_entry_game_key"),
        Index("ix_entry_game_status_position", "game_id", "status", "position"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"))
    position: Mapped[int]
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime] = mapped_column(_WHEN)
    idempotency_key: Mapped[str | None] = mapped_column(String(64))
    status: Mapped[EntryStatus] = mapped_column(enum_column(EntryStatus, 12))
    status_changed_at: Mapped[datetime] = mapped_column(_WHEN)
    replaces_id: Mapped[int | None] = mapped_column(ForeignKey("entry.id"))


def _entry_id() -> Mapped[int]:
    return mapped_column(ForeignKey("entry.id", ondelete="CASCADE"), primary_key=True)


class BridgeDealRow(Base):
    """A rubber deal or stop, a Chicago deal or a series board, in columns.

    ``side`` is the declaring side (rubber), ``declarer`` the declarer's seat
    (Chicago, series), ``board`` the board number (series); the contract is
    ``level``, ``strain``, ``doubling`` and the ``tricks`` taken, all ``NULL``
    for a passed-out deal and for a rubber ``stop``.
    """

    __tablename__ = "bridge_deal"

    entry_id: Mapped[int] = _entry_id()
    side: Mapped[Side | None] = mapped_column(enum_column(Side, 2))
    declarer: Mapped[Seat | None] = mapped_column(enum_column(Seat, 1))
    board: Mapped[int | None]
    level: Mapped[int | None]
    strain: Mapped[Strain | None] = mapped_column(enum_column(Strain, 2))
    doubling: Mapped[Doubling | None] = mapped_column(enum_column(Doubling, 2))
    tricks: Mapped[int | None]
    honours_side: Mapped[Side | None] = mapped_column(enum_column(Side, 2))
    honours_points: Mapped[int | None]
    stop: Mapped[bool]


class TarotDonneRow(Base):
    """A tarot deal (:class:`atout.tarot.deal.Donne`) in columns.

    ``points`` (in halves: exact in a float) and ``bouts`` are the taker's
    camp's, counted from ``cards`` when the table entered the cards.
    """

    __tablename__ = "tarot_donne"

    entry_id: Mapped[int] = _entry_id()
    players: Mapped[int] = mapped_column(SmallInteger)
    contrat: Mapped[Contrat] = mapped_column(enum_column(Contrat, 12))
    taker: Mapped[int] = mapped_column(SmallInteger)
    partner: Mapped[int | None] = mapped_column(SmallInteger)
    points: Mapped[float]
    bouts: Mapped[int] = mapped_column(SmallInteger)
    petit_au_bout: Mapped[Camp | None] = mapped_column(enum_column(Camp, 8))
    chelem: Mapped[Chelem | None] = mapped_column(enum_column(Chelem, 16))
    petit_chelem: Mapped[PetitChelem | None] = mapped_column(enum_column(PetitChelem, 16))
    cards: Mapped[tuple[TarotCard, ...] | None] = mapped_column(CardPile())
    excuse: Mapped[ExcuseExchange] = mapped_column(enum_column(ExcuseExchange, 4))


class TarotPasseRow(Base):
    """A tarot deal every player passed (:class:`atout.tarot.deal.Passe`): the row is the flag.

    A passed deal has no contract, taker or points, so it has no ``tarot_donne``
    row (whose columns a played deal fills, all of them required).
    """

    __tablename__ = "tarot_passe"

    entry_id: Mapped[int] = _entry_id()


class TarotAnnouncementRow(Base):
    """A poignée (``poignee`` set, ``cards`` shown if entered) or a misère (``misere`` set).

    ``number`` keeps the order of the deal's poignées, then its misères.
    """

    __tablename__ = "tarot_announcement"

    entry_id: Mapped[int] = mapped_column(
        ForeignKey("tarot_donne.entry_id", ondelete="CASCADE"), primary_key=True
    )
    number: Mapped[int] = mapped_column(SmallInteger, primary_key=True)
    seat: Mapped[int] = mapped_column(SmallInteger)
    poignee: Mapped[Poignee | None] = mapped_column(enum_column(Poignee, 8))
    misere: Mapped[Misere | None] = mapped_column(enum_column(Misere, 8))
    cards: Mapped[tuple[TarotCard, ...] | None] = mapped_column(CardPile())
