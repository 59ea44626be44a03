"""Deleting a session: what is lost, said first, and the deletion itself.

A session in setup, or one without results, goes at once after a confirmation; a
closed session with results asks for its title to be typed (a test evening goes
away, a real one does not go by a slip of the finger). The register keeps the
players: only the session's pairs, tables, codes and results go.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.collation import name_key
from atout.errors import FormError, Message
from atout.store.club import repo
from atout.store.club.records import ClubSessionRecord, SessionStatus
from atout.store.club.removal import delete_session as delete_rows


@dataclass(frozen=True, slots=True)
class Loss:
    """What deleting a session loses: its results, its tables (and their codes) and
    the names of its players (in French order)."""

    session: ClubSessionRecord
    results: int
    codes: tuple[str, ...]
    players: tuple[str, ...]

    @property
    def title_asked(self) -> bool:
        """A closed session with results is deleted only with its title typed."""
        return self.session.status is SessionStatus.CLOSED and self.results > 0


def loss(session: Session, session_id: int) -> Loss:
    """What deleting session ``session_id`` would lose (:class:`NotFoundError` if none)."""
    record = repo.get_session(session, session_id)
    results = len(repo.current_results(session, session_id))
    codes = tuple(t.code for t in repo.tables(session, session_id))
    names = {p.name for pair in record.pairs.values() for p in pair.players}
    names |= {p.name for roster in record.rosters.values() for p in roster}
    return Loss(record, results, codes, tuple(sorted(names, key=name_key)))


def delete_session(session: Session, session_id: int, typed_title: str) -> Loss:
    """Delete session ``session_id``; what it lost. A closed session with results needs
    its title typed (else a :class:`FormError` on ``title``)."""
    lost = loss(session, session_id)
    if lost.title_asked and typed_title.strip() != lost.session.title.strip():
        words = Message(
            "type the session's title “{title}” to delete it",
            code="session.delete-title",
            title=lost.session.title,
        )
        raise FormError({"title": words})
    delete_rows(session, session_id)
    return lost


__all__ = ["Loss", "delete_session", "loss"]
