"""An evening scored from its confirmed deals, kept per version in the room's per-process cache."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.collation import name_key
from atout.services.room.cache import RoomCache, RoomKind
from atout.store.tarot_club import repo
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord, TournamentRecord
from atout.tarot.tournament.scoring import Standing, TournamentScores, score_tournament


@dataclass(frozen=True, slots=True)
class ScoredTournament:
    """An evening at one version: its record, the current deals, the confirmed ones scored."""

    record: TournamentRecord
    donnes: tuple[DonneRecord, ...]
    scores: TournamentScores

    def standings(self) -> list[Standing]:
        """The ranking's lines, best first; a tie (a shared place) by name, in French order."""
        name = self.record.name
        lines = self.scores.standings()
        return sorted(lines, key=lambda line: (line.place, name_key(name(line.player))))


def score(
    session: Session, tournament_id: int, known: TournamentRecord | None = None
) -> ScoredTournament:
    """The evening scored from the store, without a cache."""
    return _scored(session, repo.get_tournament(session, tournament_id, known), None)


def _scored(
    session: Session, record: TournamentRecord, _: ScoredTournament | None
) -> ScoredTournament:
    """The evening at ``record``'s version, scored from its confirmed deals."""
    donnes = tuple(repo.current_donnes(session, record.id))
    confirmed = {d.key: d.entry for d in donnes if d.confirmed}
    scores = score_tournament(record.plan, record.rules, record.five, confirmed)
    return ScoredTournament(record, donnes, scores)


class TournamentCache(RoomCache[TournamentRecord, ScoredTournament, TarotTableRecord]):
    """The latest scored version of each evening, and the tables by code (one per process:
    :class:`~atout.services.room.cache.RoomCache`)."""

    def __init__(self) -> None:
        kind = RoomKind(repo.get_tournament, _scored, repo.tables, repo.ROOMS.table_by_code)
        super().__init__(kind)
