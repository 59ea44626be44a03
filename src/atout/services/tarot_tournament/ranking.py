"""An evening scored from its confirmed deals, kept per version in a small per-process cache."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.store.tarot_club import repo
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord, TournamentRecord
from atout.tarot.tournament.scoring import TournamentScores, score_tournament


@dataclass(frozen=True, slots=True)
class ScoredTournament:
    """An evening at one version: its record, the current deals, the confirmed ones scored."""

    record: TournamentRecord
    donnes: tuple[DonneRecord, ...]
    scores: TournamentScores


def score(
    session: Session, tournament_id: int, known: TournamentRecord | None = None
) -> ScoredTournament:
    """The evening scored from the store, without a cache."""
    record = repo.get_tournament(session, tournament_id, known)
    donnes = tuple(repo.current_donnes(session, tournament_id))
    confirmed = {d.key: d.entry for d in donnes if d.confirmed}
    scores = score_tournament(record.plan, record.rules, record.five, confirmed)
    return ScoredTournament(record, donnes, scores)


class TournamentCache:
    """The latest scored version of each evening, and the tables by code (one per process)."""

    def __init__(self) -> None:
        self._scored: dict[int, ScoredTournament] = {}
        self._tables: dict[str, TarotTableRecord] = {}
        self._lock = threading.Lock()

    def get(self, session: Session, tournament_id: int) -> ScoredTournament:
        """The evening as the transaction of ``session`` sees it (rescored when it changed)."""
        cached = self._scored.get(tournament_id)
        version = repo.tournament_version(session, tournament_id)
        if cached is not None and cached.record.version >= version:
            return cached
        with self._lock:
            cached = self._scored.get(tournament_id)
            if cached is not None and cached.record.version >= version:
                return cached
            scored = score(session, tournament_id, None if cached is None else cached.record)
            self._scored[tournament_id] = scored
            return scored

    def cached_table(self, code: str) -> TarotTableRecord | None:
        """The table of ``code`` if it was read already (no database needed)."""
        return self._tables.get(code)

    def table(self, session: Session, code: str) -> TarotTableRecord | None:
        """The table of ``code`` (a table's code never changes once stored)."""
        found = self._tables.get(code)
        if found is None:
            found = repo.table_by_code(session, code)
            if found is not None:
                self._tables[code] = found
        return found
