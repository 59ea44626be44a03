"""A season's championship from the store: its evenings (oldest first) and the ranking."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.collation import name_key
from atout.services.tarot_tournament.ranking import score
from atout.store.tarot_club import repo
from atout.store.tarot_club.records import TournamentRecord
from atout.tarot.tournament.season import Evening, SeasonLine, SeasonMode, championship


@dataclass(frozen=True, slots=True)
class Season:
    """A season: its name, how it counts, its evenings and its ranking."""

    name: str
    mode: SeasonMode
    best: int
    evenings: tuple[TournamentRecord, ...]
    lines: tuple[SeasonLine, ...]


def season(session: Session, name: str, mode: SeasonMode, best: int = 0) -> Season:
    """The championship of the evenings of season ``name`` (by the players' names)."""
    records = sorted(repo.list_tournaments(session, name), key=lambda r: (r.created_at, r.id))
    evenings = []
    for record in records:
        scored = score(session, record.id, record)
        totals = {record.name(s.player): s.total for s in scored.scores.standings()}
        evenings.append(Evening(record.title, totals))
    lines = championship(evenings, mode, best)
    tied = sorted(lines, key=lambda line: (-line.points, name_key(line.name)))  # a tie: by name
    return Season(name, mode, best, tuple(records), tuple(tied))
