"""A tarot evening deleted with everything it holds: its deals (every version and their
announcements), tables and codes, and the tables' calls and correction requests."""

from __future__ import annotations

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from atout.store.room.records import RoomFamily
from atout.store.room.removal import forget_room
from atout.store.tarot_club.models import (
    TarotTableRow,
    TarotTournamentAnnouncementRow,
    TarotTournamentDonneRow,
    TarotTournamentRow,
)
from atout.store.tarot_club.repo import ROOMS


def delete_tournament(session: Session, tournament_id: int) -> None:
    """Delete evening ``tournament_id`` and its rows, children first (the same on SQLite
    and PostgreSQL, whatever their foreign keys cascade); :class:`NotFoundError` if none."""
    ROOMS.row(session, tournament_id)  # says 404 for an evening not there
    mine = TarotTournamentDonneRow.tournament_id == tournament_id
    donnes = select(TarotTournamentDonneRow.id).where(mine)
    announced = TarotTournamentAnnouncementRow.donne_id.in_(donnes)
    session.execute(delete(TarotTournamentAnnouncementRow).where(announced))
    session.execute(update(TarotTournamentDonneRow).where(mine).values(replaces_id=None))
    session.execute(delete(TarotTournamentDonneRow).where(mine))
    session.execute(delete(TarotTableRow).where(TarotTableRow.tournament_id == tournament_id))
    forget_room(session, RoomFamily.TAROT, tournament_id)
    session.execute(delete(TarotTournamentRow).where(TarotTournamentRow.id == tournament_id))
    session.expunge_all()  # no row of it stays in the unit of work
