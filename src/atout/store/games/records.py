"""The frozen values the repository hands out (rows never leave the store).

A game carries its rule options as domain values (:attr:`GameRecord.rules`)
and an entry carries what was entered as a domain value (:attr:`EntryRecord.deal`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal

from atout.bridge.chicago import ChicagoDeal, ChicagoRules
from atout.bridge.rubber import RubberDeal, RubberRules, RubberStop
from atout.bridge.series import SeriesBoard
from atout.tarot.deal import Donne, Passe
from atout.tarot.rules import TarotRules


class GameKind(enum.Enum):
    """The kinds of free-play game: rubber bridge, Chicago, the 8-board series, tarot."""

    RUBBER = "rubber"
    CHICAGO = "chicago"
    SERIES = "series"
    TAROT = "tarot"

    def __str__(self) -> str:
        return self.value


class EntryStatus(enum.Enum):
    """Where an entry stands in the history of its game.

    Corrections never delete: an undone entry is ``undone`` (it can be redone),
    an edited one ``superseded`` (the new entry points back to it), and undone
    entries that can no longer be redone ``dropped``.
    """

    ACTIVE = "active"
    UNDONE = "undone"
    SUPERSEDED = "superseded"
    DROPPED = "dropped"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class RubberTerms:
    """What a rubber game is played for: the rules, and the stake per hundred ("la fiche").

    >>> RubberTerms().stake, RubberTerms().currency
    (Decimal('0'), 'EUR')
    """

    rules: RubberRules = field(default_factory=RubberRules)
    stake: Decimal = Decimal(0)
    currency: str = "EUR"


#: The rule options of a game, by kind (the series has none: ``None``).
GameRules = RubberTerms | ChicagoRules | TarotRules | None

#: One entry of a game, by kind: a rubber deal or stop, a Chicago deal, a board, a donne
#: or a passed tarot deal.
GameEntry = RubberDeal | RubberStop | ChicagoDeal | SeriesBoard | Donne | Passe


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A stored game: its kind, players and rule options as chosen at creation; ``key`` is
    its unguessable address (``id`` stays inside the store and the services)."""

    id: int
    key: str
    kind: GameKind
    title: str
    players: tuple[str, ...]
    rules: GameRules
    author: str
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class EntryRecord:
    """One entry as entered (a domain value) with its position, author, time and status."""

    id: int
    game_id: int
    position: int
    deal: GameEntry
    author: str
    created_at: datetime
    status: EntryStatus
    replaces_id: int | None
    idempotency_key: str | None
