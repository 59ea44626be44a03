"""A session deleted with everything it holds: its results, tables and codes, pairs,
board analyses, the director's rulings and the tables' calls for the director (the
register's players stay)."""

from __future__ import annotations

from sqlalchemy import delete, update
from sqlalchemy.orm import Session

from atout.store.club.models import (
    BoardAnalysisRow,
    ClubPairRow,
    ClubResultRow,
    ClubSessionRow,
    ClubTableRow,
    ParContractRow,
)
from atout.store.club.repo import ROOMS
from atout.store.club.ruling_models import AssignedOutcomeRow, PenaltyRow
from atout.store.room.models import DirectorCallRow
from atout.store.room.records import RoomFamily


def delete_session(session: Session, session_id: int) -> None:
    """Delete session ``session_id`` and its rows, children first (the same on SQLite and
    PostgreSQL, whatever their foreign keys cascade); :class:`NotFoundError` if none."""
    ROOMS.row(session, session_id)  # locks nothing, but says 404 for a session not there
    mine = ClubResultRow.session_id == session_id
    session.execute(update(ClubResultRow).where(mine).values(replaces_id=None))
    for model in (ParContractRow, BoardAnalysisRow, ClubResultRow, ClubTableRow, ClubPairRow):
        session.execute(delete(model).where(model.session_id == session_id))
    for ruling in (AssignedOutcomeRow, PenaltyRow):
        session.execute(delete(ruling).where(ruling.session_id == session_id))
    calls = DirectorCallRow.family == RoomFamily.BRIDGE, DirectorCallRow.room_id == session_id
    session.execute(delete(DirectorCallRow).where(*calls))
    session.execute(delete(ClubSessionRow).where(ClubSessionRow.id == session_id))
    session.expunge_all()  # no row of it stays in the unit of work
