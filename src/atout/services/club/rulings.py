"""The director's rulings: an assigned score on a board (weighted or split), a procedural
penalty on a pair's or team's total, a player's handicap.

Each action checks once what the form could not (the board is one the table
plays, the pair or team is in the session, the unit fits the session's kind,
the director owns the session or the player) and stores nothing when refused.
"""

from __future__ import annotations

from fractions import Fraction

from sqlalchemy.orm import Session

from atout.duplicate.assigned import AssignedScore
from atout.duplicate.penalties import Penalty, PenaltyUnit
from atout.errors import InvalidEventError, NotFoundError
from atout.services.club.access import check_owner, owned_session
from atout.services.club.results import board_sitting
from atout.store.club import repo
from atout.store.club import rulings as store
from atout.store.club.records import DirectorRecord, ResultKey, SessionKind

#: A player's handicap lies within ± this many percentage points.
HANDICAP_LIMIT = Fraction(50)
#: The longest reason given with a penalty.
REASON_LENGTH = 200


def assign_score(
    session: Session,
    director: DirectorRecord,
    session_id: int,
    key: ResultKey,
    assigned: AssignedScore,
) -> int:
    """Give ``assigned`` at ``key`` in a pairs or team session; the session's new version."""
    record = owned_session(session, director, session_id)
    if record.kind not in (SessionKind.PAIRS, SessionKind.TEAMS):
        raise InvalidEventError(
            "weighted and split scores are given in pairs and team sessions only",
            code="assigned.pairs-only",
        )
    board_sitting(record, key)
    return store.set_assigned(
        session, session_id, key, assigned, author=f"director {director.name}"
    )


def withdraw_score(
    session: Session, director: DirectorRecord, session_id: int, key: ResultKey
) -> None:
    """Take the assigned score at ``key`` away: the table's own result counts again."""
    record = owned_session(session, director, session_id)
    board_sitting(record, key)
    store.remove_assigned(session, session_id, key)


#: The units a penalty may have, by the session's kind.
UNITS = {
    SessionKind.PAIRS: (PenaltyUnit.TOP_PERCENT,),
    SessionKind.TEAMS: (PenaltyUnit.IMPS, PenaltyUnit.VPS),
}


def penalise(
    session: Session,
    director: DirectorRecord,
    session_id: int,
    penalty: Penalty,
    reason: str,
) -> store.PenaltyRecord:
    """Give ``penalty`` to a pair (or team) of the session, with its ``reason``."""
    record = owned_session(session, director, session_id)
    competitors = {p for sitting in record.plan.sittings for p in (sitting.ns, sitting.ew)}
    if penalty.competitor not in competitors:
        raise InvalidEventError(
            "there is no pair or team {competitor} in this session",
            code="penalty.no-competitor",
            competitor=penalty.competitor,
        )
    if penalty.unit not in UNITS.get(record.kind, ()):
        raise InvalidEventError(
            "a penalty in {unit} does not fit this session",
            code="penalty.unit",
            unit=penalty.unit.value,
        )
    if len(reason.strip()) > REASON_LENGTH:
        raise InvalidEventError(
            "a penalty's reason has at most {length} characters",
            code="penalty.reason-length",
            length=REASON_LENGTH,
        )
    return store.add_penalty(
        session, session_id, penalty, reason.strip(), author=f"director {director.name}"
    )


def lift_penalty(
    session: Session, director: DirectorRecord, session_id: int, penalty_id: int
) -> None:
    """Take the penalty ``penalty_id`` away."""
    owned_session(session, director, session_id)
    store.remove_penalty(session, session_id, penalty_id)


def _director(session: Session, director_id: int) -> DirectorRecord:
    found = repo.director_by_id(session, director_id)
    if found is None:
        raise NotFoundError(
            "no director number {director_id!r}",
            code="director.id-not-found",
            director_id=director_id,
        )
    return found


def session_director(session: Session, session_id: int) -> DirectorRecord:
    """The director who runs session ``session_id`` (the command line rules in his name)."""
    return _director(session, repo.get_session(session, session_id).director_id)


def register_director(session: Session, player_id: int) -> DirectorRecord:
    """The director whose register holds player ``player_id``."""
    return _director(session, store.player_owner(session, player_id))


def set_handicap(
    session: Session, director: DirectorRecord, player_id: int, handicap: Fraction | None
) -> None:
    """Give a player of the director's register his handicap (``None``: none)."""
    owner = store.player_owner(session, player_id)
    check_owner(director, owner, f"player {player_id}")
    if handicap is not None and (
        abs(handicap) > HANDICAP_LIMIT or (handicap * 100).denominator != 1
    ):
        raise InvalidEventError(
            "a handicap is from −{limit} to {limit} points, in hundredths at most",
            code="handicap.range",
            limit=HANDICAP_LIMIT,
        )
    store.set_handicap(session, player_id, handicap)


__all__ = [
    "HANDICAP_LIMIT",
    "assign_score",
    "lift_penalty",
    "penalise",
    "register_director",
    "session_director",
    "set_handicap",
    "withdraw_score",
]
