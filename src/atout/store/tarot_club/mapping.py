"""Tarot club rows made domain values, and domain values made columns.

A deal's columns are those of a free-play tarot deal
(:func:`atout.store.games.mapping.tarot_columns`), all ``None`` for a passed
deal; it is built back with the domain's constructors
(:func:`atout.store.games.mapping.tarot_entry`), no notation parsed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from atout.store.base import aware
from atout.store.games.mapping import DONNE_COLUMNS, Columns, tarot_columns, tarot_entry
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord, TournamentRecord
from atout.tarot.cards import ExcuseExchange
from atout.tarot.deal import Entry, Passe
from atout.tarot.rules import TarotRules
from atout.tarot.tournament.plan import TournamentPlan
from atout.tarot.tournament.scoring import DealKey

#: A passed deal's columns: none of a deal's filled (no excuse exchanged).
_PASSED: Columns = {"passed": True, **dict.fromkeys(DONNE_COLUMNS), "excuse": ExcuseExchange.NONE}


def donne_columns(entry: Entry) -> tuple[Columns, list[Columns]]:
    """The deal's columns and its announcement rows (``donne_id`` aside).

    >>> donne_columns(Passe())[0]["passed"], donne_columns(Passe())[1]
    (True, [])
    >>> from atout.tarot.deal import Donne
    >>> columns, shown = donne_columns(Donne.parse("garde taker=2 points=50 bouts=1 "
    ...                                            "poignee=3:simple", 4))
    >>> columns["passed"], columns["taker"], shown[0]["seat"]
    (False, 2, 3)
    """
    if isinstance(entry, Passe):
        return dict(_PASSED), []
    columns, shown = tarot_columns(entry)
    return {"passed": False, **columns}, shown


def donne_entry(row: Any, announcements: Sequence[Any]) -> Entry:
    """The deal of a row and its announcement rows (in order)."""
    return Passe() if row.passed else tarot_entry(row, announcements)


def donne_record(row: Any, announcements: Sequence[Any]) -> DonneRecord:
    """The record of a ``tarot_tournament_donne`` row."""
    return DonneRecord(
        id=row.id,
        tournament_id=row.tournament_id,
        key=DealKey(row.round, row.table, row.deal),
        version=row.version,
        current=bool(row.current),
        entry=donne_entry(row, announcements),
        entered_by=row.entered_by,
        confirmed_by=row.confirmed_by,
        device=row.device,
        author=row.author,
        created_at=aware(row.created_at),
        confirmed_at=None if row.confirmed_at is None else aware(row.confirmed_at),
        replaces_id=row.replaces_id,
    )


def tournament_record(row: Any, known: TournamentRecord | None = None) -> TournamentRecord:
    """The record of a ``tarot_tournament`` row (its plan taken from ``known`` if given)."""
    return TournamentRecord(
        id=row.id,
        title=row.title,
        season=row.season,
        status=row.status,
        plan=known.plan if known is not None else TournamentPlan.from_rows(row.plan),
        names={int(number): name for number, name in row.names.items()},
        rules=replace(TarotRules.preset(row.preset), round_to_ten=row.round_to_ten),
        five=row.five,
        seed=row.seed,
        version=row.version,
        director_id=row.director_id,
        created_at=aware(row.created_at),
    )


def table_record(row: Any) -> TarotTableRecord:
    """The record of a ``tarot_tournament_table`` row."""
    return TarotTableRecord(row.id, row.tournament_id, row.number, row.code)
