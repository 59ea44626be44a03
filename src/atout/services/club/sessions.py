"""Club sessions: created from typed values, named, started and closed.

A pairs session is made from the movement the director chose (a
:class:`~atout.duplicate.movements.suggest.Suggestion`), a team session
from its teams (a match, or a round robin when more than two); both get
their deals (given, or generated from a seed) and one secret code per table.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.bridge.board import board_dealer
from atout.bridge.deal import Deal
from atout.duplicate.movements.plan import Plan
from atout.duplicate.movements.suggest import Suggestion
from atout.duplicate.round_robin import round_robin_plan
from atout.errors import InvalidTransitionError, UsageError
from atout.store.club import repo
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    ResultRecord,
    SessionKind,
    SessionOptions,
    SessionStatus,
    TableRecord,
)

#: Letters of a table code: no 0/O, 1/I/L to misread on a card.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
#: Characters of a table code (about 49 bits).
CODE_LENGTH = 10
#: The longest name kept for a pair or a team.
NAME_LENGTH = 80

#: The states a session may go to from each state (a closed session may be opened again).
TRANSITIONS: dict[SessionStatus, frozenset[SessionStatus]] = {
    SessionStatus.SETUP: frozenset({SessionStatus.RUNNING}),
    SessionStatus.RUNNING: frozenset({SessionStatus.CLOSED}),
    SessionStatus.CLOSED: frozenset({SessionStatus.RUNNING}),
}


@dataclass(frozen=True, slots=True)
class NewPairsSession:
    """A pairs session as asked for.

    ``movement`` is the movement chosen (with the boards per round wanted);
    ``deals`` the deals read from a PBN file, by board (``None``: generate
    them from ``seed``).
    """

    title: str
    pairs: int
    movement: Suggestion
    deals: Mapping[int, Deal] | None = None
    seed: int = 0


@dataclass(frozen=True, slots=True)
class NewTeamSession:
    """A team session as asked for: a match (two teams) or a round robin, deals from a seed."""

    title: str
    teams: tuple[str, ...]
    boards_per_round: int
    seed: int = 0


def new_code() -> str:
    """A fresh random table code."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def generated_deals(boards: tuple[int, ...], seed: int) -> dict[int, Deal]:
    """Random deals for ``boards`` from ``seed`` (the same seed gives the same hands).

    >>> generated_deals((1, 2), 7) == generated_deals((1, 2), 7)
    True
    """
    rng = random.Random(seed)
    return {b: Deal.random(rng, board_dealer(b)) for b in boards}


def chosen_deals(plan: Plan, deals: Mapping[int, Deal]) -> dict[int, Deal]:
    """The deals of the plan's boards; a :class:`UsageError` naming the boards without one."""
    missing = [b for b in plan.boards if b not in deals]
    if missing:
        raise UsageError(f"the PBN file has no deal for boards {missing}")
    return {b: deals[b] for b in plan.boards}


def create_pairs_session(
    session: Session, director: DirectorRecord, asked: NewPairsSession
) -> ClubSessionRecord:
    """Store the pairs session asked for, in set-up, with its table codes."""
    plan = Plan.from_movement(asked.movement.build())
    if asked.deals is None:
        deals = generated_deals(plan.boards, asked.seed)
    else:
        deals = chosen_deals(plan, asked.deals)
    return repo.create_session(
        session,
        title=asked.title,
        kind=SessionKind.PAIRS,
        options=SessionOptions(str(asked.movement), asked.pairs),
        plan=plan,
        deals=deals,
        director_id=director.id,
        codes=[new_code() for _ in range(plan.tables)],
    )


def create_team_session(
    session: Session, director: DirectorRecord, asked: NewTeamSession
) -> ClubSessionRecord:
    """Store the team match or round robin asked for, in set-up, with its table codes."""
    teams = len(asked.teams)
    plan = round_robin_plan(teams, asked.boards_per_round)
    return repo.create_session(
        session,
        title=asked.title,
        kind=SessionKind.TEAMS,
        options=SessionOptions(f"{teams} teams", teams),
        plan=plan,
        deals=generated_deals(plan.boards, asked.seed),
        director_id=director.id,
        codes=[new_code() for _ in range(plan.tables)],
        names=dict(enumerate(asked.teams, 1)),
    )


def set_names(session: Session, session_id: int, names: Mapping[int, str]) -> ClubSessionRecord:
    """Store the players' names of the session's pairs (other numbers and empty names are left
    out; a name is cut at :data:`NAME_LENGTH` characters)."""
    record = repo.get_session(session, session_id)
    kept = {
        pair: names[pair].strip()[:NAME_LENGTH]
        for pair in record.plan.pairs
        if names.get(pair, "").strip()
    }
    return repo.set_names(session, session_id, kept)


def set_status(session: Session, session_id: int, status: SessionStatus) -> ClubSessionRecord:
    """Start, close or reopen a session (:data:`TRANSITIONS`), else an InvalidTransitionError."""
    record = repo.get_session(session, session_id)
    if status not in TRANSITIONS[record.status]:
        raise InvalidTransitionError(
            f"a session {record.status.value!r} cannot become {status.value!r}"
        )
    return repo.set_status(session, session_id, status)


def get_session(session: Session, session_id: int) -> ClubSessionRecord:
    """The session numbered ``session_id`` (:class:`NotFoundError` if none)."""
    return repo.get_session(session, session_id)


def list_sessions(
    session: Session, limit: int | None = 50, director: DirectorRecord | None = None
) -> list[ClubSessionRecord]:
    """The latest sessions first (``limit`` of them; every one when ``None``): those
    ``director`` may manage when given (their own, or all for an administrator)."""
    owner = None if director is None or director.admin else director.id
    return repo.list_sessions(session, limit, owner)


def tables(session: Session, session_id: int) -> list[TableRecord]:
    """The tables of a session and their codes, by number."""
    return repo.tables(session, session_id)


def current_results(session: Session, session_id: int) -> list[ResultRecord]:
    """The current version of every result of a session."""
    return repo.current_results(session, session_id)


def session_version(session: Session, session_id: int) -> int:
    """The session's version (it grows with every change)."""
    return repo.session_version(session, session_id)
