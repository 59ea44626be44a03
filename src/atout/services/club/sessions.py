"""Club sessions: created from typed values, their players named, started and closed.

A pairs session is made from the movement the director chose (a
:class:`~atout.duplicate.movements.suggest.Suggestion`), a team session
from its teams (a match, or a round robin when more than two); both get
their deals (given, or dealt from a fresh secret seed by the verifiable
dealing of :mod:`atout.bridge.dealing`, the seed stored with the session) and
one secret code per table. A pair is two players of the club's register.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.bridge.deal import Deal
from atout.bridge.dealing import DealingSeed, seeded_deal
from atout.duplicate.movements.plan import Plan
from atout.duplicate.movements.suggest import Suggestion
from atout.duplicate.players import Player
from atout.duplicate.round_robin import round_robin_plan
from atout.errors import InvalidTransitionError, Message, UsageError
from atout.services.dealing import new_seed
from atout.services.room.codes import SEASON_LENGTH, kept_names, new_codes
from atout.services.room.status import check_transition
from atout.store.club import register, repo
from atout.store.club.analysis import queue
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    ResultEntry,
    SessionKind,
    SessionOptions,
    SessionStatus,
)

#: A change of status the room cannot make, in its words.
_TRANSITION = Message("a session {value!r} cannot become {value2!r}", code="session.transition")


@dataclass(frozen=True, slots=True)
class NewPairsSession:
    """A pairs session as asked for.

    ``movement`` is the movement chosen (with the boards per round wanted);
    ``deals`` the deals read from a PBN file, by board (``None``: deal them
    from a new secret seed); ``season`` the championship it counts for.
    """

    title: str
    pairs: int
    movement: Suggestion
    deals: Mapping[int, Deal] | None = None
    season: str = ""
    #: How its tables enter a result: ``=``, ``+1``, ``−2`` (the default) or the tricks.
    entry: ResultEntry = ResultEntry.MARGIN


@dataclass(frozen=True, slots=True)
class NewTeamSession:
    """A team session as asked for: a match (two teams) or a round robin, deals from a new seed."""

    title: str
    teams: tuple[str, ...]
    boards_per_round: int
    #: How its tables enter a result: ``=``, ``+1``, ``−2`` (the default) or the tricks.
    entry: ResultEntry = ResultEntry.MARGIN


def generated_deals(boards: tuple[int, ...], seed: DealingSeed) -> dict[int, Deal]:
    """The deals of ``boards`` under ``seed`` (docs/dealing.md: the same seed, the same hands).

    >>> seed = DealingSeed(bytes(16))
    >>> generated_deals((1, 2), seed) == generated_deals((1, 2), seed)
    True
    """
    return {b: seeded_deal(seed, b) for b in boards}


def chosen_deals(plan: Plan, deals: Mapping[int, Deal]) -> dict[int, Deal]:
    """The deals of the plan's boards; a :class:`UsageError` naming the boards without one."""
    missing = [b for b in plan.boards if b not in deals]
    if missing:
        raise UsageError(
            "the PBN file has no deal for boards {missing}",
            code="session.deals-missing",
            missing=missing,
        )
    return {b: deals[b] for b in plan.boards}


def create_pairs_session(
    session: Session, director: DirectorRecord, asked: NewPairsSession
) -> ClubSessionRecord:
    """Store the pairs session asked for, in set-up, with its table codes."""
    movement = asked.movement.build()
    plan = Plan.from_movement(movement)
    seed = None
    if asked.deals is None:
        seed = new_seed()
        deals = generated_deals(plan.boards, seed)
    else:
        deals = chosen_deals(plan, asked.deals)
    record = repo.create_session(
        session,
        title=asked.title,
        kind=SessionKind.PAIRS,
        options=SessionOptions(
            str(asked.movement), asked.pairs, asked.entry, asked.movement.barometer
        ),
        plan=plan,
        deals=deals,
        director_id=director.id,
        codes=new_codes(plan.tables),
        movement=movement,
        seed=seed,
        season=season_name(asked.season),
    )
    queue(session, record.id, record.deals)  # analysed in the background
    return record


def create_team_session(
    session: Session, director: DirectorRecord, asked: NewTeamSession
) -> ClubSessionRecord:
    """Store the team match or round robin asked for, in set-up, with its table codes."""
    teams = len(asked.teams)
    plan = round_robin_plan(teams, asked.boards_per_round)
    seed = new_seed()
    record = repo.create_session(
        session,
        title=asked.title,
        kind=SessionKind.TEAMS,
        options=SessionOptions(f"{teams} teams", teams, asked.entry),
        plan=plan,
        deals=generated_deals(plan.boards, seed),
        director_id=director.id,
        codes=new_codes(plan.tables),
        names=dict(enumerate(asked.teams, 1)),
        seed=seed,
    )
    queue(session, record.id, record.deals)  # analysed in the background
    return record


def season_name(text: str) -> str:
    """A season's name as stored: spaces tidied, at most :data:`SEASON_LENGTH` characters.

    >>> season_name("  Hiver   2026 ")
    'Hiver 2026'
    """
    return " ".join(text.split())[:SEASON_LENGTH]


#: The two players of a pair as given (``None``: not given).
PairPlayers = tuple[Player | None, Player | None]


def set_players(
    session: Session, session_id: int, pairs: Mapping[int, PairPlayers]
) -> ClubSessionRecord:
    """Store the players of the session's pairs, each found in the register of the session's
    director or added to it (numbers that are not the session's pairs are left out)."""
    record = repo.get_session(session, session_id)
    if record.kind is not SessionKind.PAIRS:
        raise UsageError(
            "session {session_id} is a team session: its teams have names",
            code="session.team-names",
            session_id=session_id,
        )
    found, owner = {}, record.director_id
    for number in record.plan.pairs:
        first, second = pairs.get(number, (None, None))
        found[number] = (
            None if first is None else register.find_or_add_player(session, first, owner),
            None if second is None else register.find_or_add_player(session, second, owner),
        )
    return repo.set_pairs(session, session_id, found)


def set_names(session: Session, session_id: int, names: Mapping[int, str]) -> ClubSessionRecord:
    """Store the names of a team session's teams (other numbers and empty names are left
    out; a name is cut at :data:`NAME_LENGTH` characters)."""
    record = repo.get_session(session, session_id)
    return repo.set_names(session, session_id, kept_names(dict(names), record.plan.pairs))


def set_season(session: Session, session_id: int, season: str) -> ClubSessionRecord:
    """Put a session in the season named ``season`` (empty: in none)."""
    return repo.set_season(session, session_id, season_name(season))


def set_status(
    session: Session, session_id: int, status: SessionStatus, *, reopen: bool = False
) -> ClubSessionRecord:
    """Start, close or reopen a session (:data:`~atout.services.room.status.TRANSITIONS`),
    else an InvalidTransitionError.

    A closed session is opened again only on purpose: ``reopen`` must say so.
    """
    record = repo.get_session(session, session_id)
    check_transition(record.status, status, _TRANSITION)
    if record.status is SessionStatus.CLOSED and not reopen:
        raise InvalidTransitionError(
            "session {session_id} is closed: reopen it on purpose to take results again",
            code="session.closed",
            session_id=session_id,
        )
    return repo.set_status(session, session_id, status)


def list_sessions(
    session: Session, limit: int | None = 50, director: DirectorRecord | None = None
) -> list[ClubSessionRecord]:
    """The latest sessions first (``limit`` of them; every one when ``None``): those
    ``director`` may manage when given (their own, or all for an administrator)."""
    owner = None if director is None or director.admin else director.id
    return repo.list_sessions(session, limit, owner)
