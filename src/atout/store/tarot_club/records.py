"""The frozen values the tarot club repository hands out (rows never leave the store)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from atout.store.room.records import Confirmable, SessionStatus
from atout.tarot.deal import Entry
from atout.tarot.rules import TarotRules
from atout.tarot.tournament.plan import TournamentPlan
from atout.tarot.tournament.scoring import DealKey, FivePlayers


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    """A tarot evening: its plan, names by player number, rules and state.

    The plan, the rules and the table of 5's game never change once stored;
    the status, the names and the ``version`` (which grows with every change) do.
    """

    id: int
    title: str
    season: str
    status: SessionStatus
    plan: TournamentPlan
    names: dict[int, str]
    rules: TarotRules
    five: FivePlayers
    seed: int
    version: int
    director_id: int
    created_at: datetime

    def name(self, player: int) -> str:
        """The player's name, or his number when he has none.

        >>> from atout.tarot.tournament.plan import TableSizes
        >>> plan = TournamentPlan(8, TableSizes.FOUR_AND_FIVE, 4, ())
        >>> record = TournamentRecord(1, "", "", SessionStatus.SETUP, plan, {2: "Bo"},
        ...     TarotRules(), FivePlayers.CALLED_KING, 0, 0, 1, datetime(2026, 1, 1))
        >>> record.name(2), record.name(3)
        ('Bo', '3')
        """
        return self.names.get(player) or str(player)


@dataclass(frozen=True, slots=True)
class TarotTableRecord:
    """A table of a tarot evening and its code."""

    id: int
    tournament_id: int
    number: int
    code: str


@dataclass(frozen=True, slots=True)
class DonneRecord(Confirmable):
    """One version of a table's deal, as entered (``entry``: a ``Donne`` or a ``Passe``)."""

    id: int
    tournament_id: int
    key: DealKey
    version: int
    current: bool
    entry: Entry
    entered_by: int
    confirmed_by: int | None
    author: str
    created_at: datetime
    confirmed_at: datetime | None
    replaces_id: int | None
    #: The device (its cookie) the version was entered on: it does not confirm it.
    device: str | None = None
