"""What every kind of room leaves in the kernel's own tables, deleted with the room: the
tables' calls for the director and their requests for a correction."""

from __future__ import annotations

from sqlalchemy import delete
from sqlalchemy.orm import Session

from atout.store.room.models import CorrectionRequestRow, DirectorCallRow
from atout.store.room.records import RoomFamily


def forget_room(session: Session, family: RoomFamily, room_id: int) -> None:
    """Delete the calls and the correction requests of room ``room_id`` of ``family``."""
    for model in (DirectorCallRow, CorrectionRequestRow):
        session.execute(delete(model).where(model.family == family, model.room_id == room_id))
