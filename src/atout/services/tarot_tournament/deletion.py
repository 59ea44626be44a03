"""Deleting a tarot evening (:mod:`atout.services.room.deletion`, as a bridge session): what
is lost, said first, and the deletion itself; a closed evening with deals asks for its
title to be typed."""

from __future__ import annotations

from sqlalchemy.orm import Session

from atout.errors import Message
from atout.services.room.deletion import Loss as RoomLoss
from atout.services.room.deletion import delete_room, loss_of
from atout.store.tarot_club import repo
from atout.store.tarot_club.records import TournamentRecord
from atout.store.tarot_club.removal import delete_tournament as delete_rows

#: What deleting a tarot evening loses.
Loss = RoomLoss[TournamentRecord]


def loss(session: Session, tournament_id: int) -> Loss:
    """What deleting evening ``tournament_id`` would lose (:class:`NotFoundError` if none)."""
    record = repo.get_tournament(session, tournament_id)
    deals = len(repo.current_donnes(session, tournament_id))
    codes = (t.code for t in repo.tables(session, tournament_id))
    return loss_of(record, deals, codes, (name for name in record.names.values() if name))


def delete_tournament(session: Session, tournament_id: int, typed_title: str) -> Loss:
    """Delete evening ``tournament_id``; what it lost. A closed evening with deals needs its
    title typed (else a :class:`FormError` on ``title``)."""
    lost = loss(session, tournament_id)
    refusal = Message(
        "type the evening's title “{title}” to delete it",
        code="tournament.delete-title",
        title=lost.session.title,
    )
    return delete_room(lost, typed_title, refusal, lambda: delete_rows(session, tournament_id))


__all__ = ["Loss", "delete_tournament", "loss"]
