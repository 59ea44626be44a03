"""Deleting a bridge session (:mod:`atout.services.room.deletion`): what is lost, said first,
and the deletion itself.

A session in setup, or one without results, goes at once after a confirmation; a
closed session with results asks for its title to be typed. The register keeps the
players: only the session's pairs, rosters, tables, codes and results go.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from atout.errors import Message
from atout.services.room.deletion import Loss as RoomLoss
from atout.services.room.deletion import delete_room, loss_of
from atout.store.club import repo
from atout.store.club.records import ClubSessionRecord
from atout.store.club.removal import delete_session as delete_rows

#: What deleting a bridge session loses.
Loss = RoomLoss[ClubSessionRecord]


def loss(session: Session, session_id: int) -> Loss:
    """What deleting session ``session_id`` would lose (:class:`NotFoundError` if none)."""
    record = repo.get_session(session, session_id)
    results = len(repo.current_results(session, session_id))
    codes = (t.code for t in repo.tables(session, session_id))
    names = [p.name for pair in record.pairs.values() for p in pair.players]
    names += [p.name for roster in record.rosters.values() for p in roster]
    return loss_of(record, results, codes, names)


def delete_session(session: Session, session_id: int, typed_title: str) -> Loss:
    """Delete session ``session_id``; what it lost. A closed session with results needs
    its title typed (else a :class:`FormError` on ``title``)."""
    lost = loss(session, session_id)
    refusal = Message(
        "type the session's title “{title}” to delete it",
        code="session.delete-title",
        title=lost.session.title,
    )
    return delete_room(lost, typed_title, refusal, lambda: delete_rows(session, session_id))


__all__ = ["Loss", "delete_session", "loss"]
