"""Who may see and change a session or an evening: the director who created it, or an admin.

A director signs in to run their own sessions (bridge) and evenings (tarot);
another director's are refused (:class:`ForbiddenError`, a 403), except to an
administrator of the club (``director.admin``: the first director, or one made
with ``atout director create --admin``), who sees and changes them all. The
web app checks this once for every director page that names a session or an
evening (:func:`atout.web.club.auth.owned`); the lists show a director their
own only.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from atout.errors import ForbiddenError
from atout.store.club import repo as club_repo
from atout.store.club.records import ClubSessionRecord, DirectorRecord
from atout.store.tarot_club import repo as tarot_repo
from atout.store.tarot_club.records import TournamentRecord


def check_owner(director: DirectorRecord, owner_id: int, what: str) -> None:
    """Refuse (:class:`ForbiddenError`) unless ``director`` may manage what ``owner_id`` made.

    >>> from datetime import UTC, datetime
    >>> check_owner(DirectorRecord(2, "Claire", datetime(2026, 1, 1, tzinfo=UTC)), 3, "session 7")
    Traceback (most recent call last):
    ...
    atout.errors.ForbiddenError: session 7 belongs to another director: only they or an \
administrator may see or change it
    """
    if not director.may_manage(owner_id):
        raise ForbiddenError(
            (
                "{what} belongs to another director: only they or an "
                "administrator may see or change it"
            ),
            code="director.not-owner",
            what=what,
        )


def owned_session(session: Session, director: DirectorRecord, session_id: int) -> ClubSessionRecord:
    """The session ``session_id`` if ``director`` may manage it (else 403, or 404 if none)."""
    record = club_repo.get_session(session, session_id)
    check_owner(director, record.director_id, f"session {session_id}")
    return record


def owned_tournament(
    session: Session, director: DirectorRecord, tournament_id: int
) -> TournamentRecord:
    """The evening ``tournament_id`` if ``director`` may manage it (else 403, or 404 if none)."""
    record = tarot_repo.get_tournament(session, tournament_id)
    check_owner(director, record.director_id, f"tarot evening {tournament_id}")
    return record
