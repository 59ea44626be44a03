"""A session deleted with everything it holds: its results, tables and codes, pairs,
rosters, plan changes, board analyses, the director's rulings and the tables' calls and
correction requests (the register's players stay)."""

from __future__ import annotations

from sqlalchemy import delete, update
from sqlalchemy.orm import Session

from atout.store.club.models import (
    BoardAnalysisRow,
    ClubPairRow,
    ClubPlanChangeRow,
    ClubResultRow,
    ClubSessionRow,
    ClubTableRow,
    ClubTeamPlayerRow,
    ParContractRow,
)
from atout.store.club.repo import ROOMS
from atout.store.club.ruling_models import AssignedOutcomeRow, PenaltyRow
from atout.store.room.records import RoomFamily
from atout.store.room.removal import forget_room


def delete_session(session: Session, session_id: int) -> None:
    """Delete session ``session_id`` and its rows, children first (the same on SQLite and
    PostgreSQL, whatever their foreign keys cascade); :class:`NotFoundError` if none."""
    ROOMS.row(session, session_id)  # locks nothing, but says 404 for a session not there
    mine = ClubResultRow.session_id == session_id
    session.execute(update(ClubResultRow).where(mine).values(replaces_id=None))
    models = (ParContractRow, BoardAnalysisRow, ClubResultRow, ClubTableRow, ClubPairRow)
    for model in (*models, ClubTeamPlayerRow, ClubPlanChangeRow):
        session.execute(delete(model).where(model.session_id == session_id))
    for ruling in (AssignedOutcomeRow, PenaltyRow):
        session.execute(delete(ruling).where(ruling.session_id == session_id))
    forget_room(session, RoomFamily.BRIDGE, session_id)
    session.execute(delete(ClubSessionRow).where(ClubSessionRow.id == session_id))
    session.expunge_all()  # no row of it stays in the unit of work
