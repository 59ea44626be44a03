"""The club repository: directors, logins, sessions, tables and versioned results.

Each function runs in the caller's transaction (one per user action). A
result is never overwritten: :func:`add_result` stores a new version on top
of the version the table saw (``base_version``) and raises
:class:`ConflictError`, carrying the stored version, when someone else stored
one in between.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import Row, delete, func, select, update
from sqlalchemy.orm import Session

from atout.bridge.deal import Deal
from atout.bridge.dealing import DealingSeed
from atout.collation import name_key
from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.movements.changes import PlanChange
from atout.duplicate.movements.codec import movement_to_dict
from atout.duplicate.movements.individual import IndividualMovement
from atout.duplicate.movements.individual_codec import individual_to_dict
from atout.duplicate.movements.model import Movement
from atout.duplicate.movements.plan import Plan
from atout.duplicate.table_result import TableResult
from atout.errors import DuplicateNameError, Message
from atout.store.base import aware, utc_now
from atout.store.club.mapping import (
    deals_document,
    director_record,
    names_document,
    result_columns,
    result_record,
    session_record,
    table_record,
)
from atout.store.club.models import (
    ClubPairRow,
    ClubResultRow,
    ClubSessionRow,
    ClubTableRow,
    DirectorLoginRow,
    DirectorRow,
)
from atout.store.club.plan_changes import add_change, changes_of
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    PairRecord,
    PlayerRecord,
    ResultKey,
    ResultRecord,
    SessionKind,
    SessionOptions,
    SessionStatus,
    TableRecord,
)
from atout.store.club.register import pairs_of, rosters_of
from atout.store.club.register import set_rosters as store_rosters
from atout.store.room.entries import Entries, plain_columns
from atout.store.room.rooms import Rooms

# Directors and their logins.


def count_directors(session: Session) -> int:
    """How many directors exist (the setup page is offered only when none does)."""
    return int(session.scalar(select(func.count()).select_from(DirectorRow)) or 0)


def create_director(
    session: Session, name: str, password_hash: str, *, admin: bool = False
) -> DirectorRecord:
    """Store a director with the hash of its password (an administrator when ``admin``)."""
    if session.scalar(select(DirectorRow.id).where(DirectorRow.name == name)) is not None:
        raise DuplicateNameError(
            "a director named {name!r} already exists",
            code="director.name-taken",
            name=name,
        )
    row = DirectorRow(name=name, password_hash=password_hash, created_at=utc_now(), admin=admin)
    session.add(row)
    session.flush()
    return director_record(row)


def director_with_hash(session: Session, name: str) -> tuple[DirectorRecord, str] | None:
    """The director named ``name`` and its password hash, if any."""
    row = session.scalars(select(DirectorRow).where(DirectorRow.name == name)).one_or_none()
    return None if row is None else (director_record(row), row.password_hash)


def set_password_hash(session: Session, director_id: int, password_hash: str) -> None:
    """Replace a director's password hash (after a rehash or a change)."""
    session.execute(
        update(DirectorRow).where(DirectorRow.id == director_id).values(password_hash=password_hash)
    )


def add_login(session: Session, director_id: int, token_hash: str, expires_at: datetime) -> None:
    """Remember a signed-in browser by the hash of its token."""
    session.add(
        DirectorLoginRow(
            token_hash=token_hash,
            director_id=director_id,
            created_at=utc_now(),
            expires_at=expires_at,
        )
    )


def director_for_login(session: Session, token_hash: str) -> DirectorRecord | None:
    """The director signed in with this token hash, unless it expired."""
    row = session.get(DirectorLoginRow, token_hash)
    if row is None or aware(row.expires_at) <= utc_now():
        return None
    director = session.get(DirectorRow, row.director_id)
    return None if director is None else director_record(director)


def remove_login(session: Session, token_hash: str) -> None:
    """Sign a browser out."""
    row = session.get(DirectorLoginRow, token_hash)
    if row is not None:
        session.delete(row)


def director_by_name(session: Session, name: str) -> DirectorRecord | None:
    """The director named ``name``, if any."""
    row = session.scalars(select(DirectorRow).where(DirectorRow.name == name)).one_or_none()
    return None if row is None else director_record(row)


def director_by_id(session: Session, director_id: int) -> DirectorRecord | None:
    """The director number ``director_id``, if any."""
    row = session.get(DirectorRow, director_id)
    return None if row is None else director_record(row)


# Sessions and tables.


def create_session(
    session: Session,
    *,
    title: str,
    kind: SessionKind,
    options: SessionOptions,
    plan: Plan,
    deals: Mapping[int, Deal],
    director_id: int,
    codes: Sequence[str],
    names: Mapping[int, str] | None = None,
    movement: Movement | None = None,
    seed: DealingSeed | None = None,
    season: str = "",
    individual: IndividualMovement | None = None,
) -> ClubSessionRecord:
    """Store a new session in set-up and its tables, table ``n`` with ``codes[n - 1]``.

    ``names``: a team session's team names (an individual's players'); ``movement``: the
    movement a pairs session was made from (``individual``: an individual's); ``seed``: the
    seed its deals came from, if they did.
    """
    layout = None if movement is None else movement_to_dict(movement)
    if individual is not None:
        layout = individual_to_dict(individual)
    row = ClubSessionRow(
        title=title,
        kind=kind,
        status=SessionStatus.SETUP,
        movement=options.movement,
        entrants=options.entrants,
        result_entry=options.entry,
        barometer=options.barometer,
        short_boards=options.short_boards,
        plan=plan.to_rows(),
        deals=deals_document(deals),
        names=names_document(names or {}),
        movement_layout=layout,
        seed=None if seed is None else str(seed),
        season=season,
        version=0,
        roster_version=0,
        director_id=director_id,
        created_at=utc_now(),
    )
    session.add(row)
    session.flush()
    ROOMS.add_tables(session, row.id, codes)
    return replace(session_record(row), plan=plan, deals=dict(deals), movement=movement)


def _records(_: Session, rows: Sequence[Row[Any]]) -> list[ResultRecord]:
    return [result_record(row) for row in rows]


#: The sessions as rooms (their version, status and coded tables), their results as entries.
ROOMS = Rooms(
    ClubSessionRow,
    ClubTableRow,
    "session_id",
    table_record,
    Message("no session number {session_id!r}", code="session.not-found"),
    large=("plan", "deals", "movement_layout"),
)
RESULTS: Entries[ResultKey, ResultRecord] = Entries(
    ROOMS,
    ClubResultRow,
    ("round", "table", "board"),
    _records,
    Message(
        "board {board}, table {table}, round {round}: another entry was stored first",
        code="result.conflict",
    ),
)


def get_session(
    session: Session, session_id: int, known: ClubSessionRecord | None = None
) -> ClubSessionRecord:
    """The session numbered ``session_id``.

    A session's plan and deals change only with its ``plan_version`` (the
    director's changes): a caller that holds an earlier record of it passes it
    as ``known``, and only the session's state (status, names, version) is read
    again, not the (large) plan and deals unless the plan version moved; its
    pairs' players only when they changed (``roster_version``).
    """
    if known is None:
        return _whole(session, session_id)
    row = ROOMS.state(session, session_id)
    if row.plan_version != known.plan_version:  # the director changed the plan
        return _whole(session, session_id)
    if row.roster_version == known.roster_version:
        return session_record(row, known, known.pairs, rosters=known.rosters)
    pairs, rosters = _people(session, known.kind, session_id)
    return session_record(row, known, pairs, rosters=rosters)


def _people(
    session: Session, kind: SessionKind, session_id: int
) -> tuple[dict[int, PairRecord], dict[int, tuple[PlayerRecord, ...]]]:
    """A session's pairs' players, or its teams' rosters (the other one empty)."""
    if kind is SessionKind.TEAMS:
        return {}, rosters_of(session, session_id)
    return pairs_of(session, session_id), {}


def _whole(session: Session, session_id: int, row: Any = None) -> ClubSessionRecord:
    """The session read whole from its row (``None``: read now), its people and changes."""
    row = ROOMS.row(session, session_id) if row is None else row
    pairs, rosters = _people(session, row.kind, session_id)
    return session_record(row, None, pairs, changes_of(session, session_id), rosters=rosters)


def list_sessions(
    session: Session,
    limit: int | None = 50,
    director_id: int | None = None,
    season: str | None = None,
) -> list[ClubSessionRecord]:
    """The latest sessions first (``limit`` of them; every one when ``None``): only those of
    ``director_id``, of ``season``, when given (without their players: :func:`get_session`
    reads them)."""
    rows = ROOMS.rows(session, director_id=director_id, season=season, limit=limit)
    return [session_record(row) for row in rows]


def seasons(session: Session) -> list[str]:
    """The names of the seasons sessions belong to, by name."""
    query = select(ClubSessionRow.season).where(ClubSessionRow.season != "").distinct()
    return sorted((str(name) for name in session.scalars(query)), key=name_key)


def _changed(session: Session, session_id: int, **values: object) -> ClubSessionRecord:
    return _whole(session, session_id, ROOMS.change(session, session_id, **values))


def change_plan(
    session: Session,
    session_id: int,
    change: PlanChange,
    *,
    plan: Plan,
    deals: Mapping[int, Deal],
    codes: Sequence[str],
    movement: str = "",
) -> ClubSessionRecord:
    """Store ``change`` and the plan and deals it makes (``codes``: those of the tables it
    adds, numbered after the last); the version and the plan version grow."""
    row = ROOMS.row(session, session_id)
    add_change(session, session_id, row.plan_version + 1, change, movement)
    ROOMS.add_tables(session, session_id, codes, after=len(ROOMS.tables(session, session_id)))
    return _changed(
        session,
        session_id,
        plan=plan.to_rows(),
        deals=deals_document(deals),
        plan_version=row.plan_version + 1,
    )


def set_short_boards(session: Session, session_id: int, rule: ShortBoards) -> ClubSessionRecord:
    """Score the session's short boards by ``rule``; its version grows."""
    return _changed(session, session_id, short_boards=rule)


def set_status(session: Session, session_id: int, status: SessionStatus) -> ClubSessionRecord:
    """Give the session ``status`` (the caller checked the change is allowed); its version grows."""
    return _changed(session, session_id, status=status)


def set_names(session: Session, session_id: int, names: Mapping[int, str]) -> ClubSessionRecord:
    """Replace the names of the session's teams; its version grows."""
    return _changed(session, session_id, names=names_document(names))


def set_pairs(
    session: Session,
    session_id: int,
    pairs: Mapping[int, tuple[PlayerRecord | None, PlayerRecord | None]],
) -> ClubSessionRecord:
    """Replace the players of the session's pairs (by number; a pair left out has none);
    its version and its roster version grow."""
    row = ROOMS.row(session, session_id)
    session.execute(delete(ClubPairRow).where(ClubPairRow.session_id == session_id))
    for number, (first, second) in sorted(pairs.items()):
        if first is None and second is None:
            continue
        session.add(
            ClubPairRow(
                session_id=session_id,
                number=number,
                first_id=None if first is None else first.id,
                second_id=None if second is None else second.id,
            )
        )
    return _changed(session, session_id, roster_version=row.roster_version + 1)


def set_rosters(
    session: Session, session_id: int, rosters: Mapping[int, tuple[PlayerRecord, ...]]
) -> ClubSessionRecord:
    """Replace the players of the session's teams (by number; a team left out has none);
    its version and its roster version grow."""
    row = ROOMS.row(session, session_id)
    store_rosters(session, session_id, dict(rosters))
    return _changed(session, session_id, roster_version=row.roster_version + 1)


def set_season(session: Session, session_id: int, season: str) -> ClubSessionRecord:
    """Put the session in the season named ``season`` (``""``: none); its version grows."""
    return _changed(session, session_id, season=season)


def tables(session: Session, session_id: int) -> list[TableRecord]:
    """The tables of a session, by number."""
    return ROOMS.tables(session, session_id)


# Results.


def current_results(session: Session, session_id: int) -> list[ResultRecord]:
    """The current version of every result of the session."""
    return RESULTS.all_current(session, session_id, "board", "round", "table")


def result_history(session: Session, session_id: int) -> list[ResultRecord]:
    """Every version of every result, in the order they were stored."""
    return RESULTS.history(session, session_id)


def add_result(
    session: Session,
    session_id: int,
    key: ResultKey,
    result: TableResult,
    *,
    author: str,
    base_version: int,
    confirmed: bool = False,
    post_key: str | None = None,
) -> ResultRecord:
    """Store a new version of a result on top of ``base_version`` (0: the first entry),
    with the idempotency key of the post that sent it (``post_key``), if any.

    Raises :class:`ConflictError` with the stored version when the current
    version is not ``base_version``: nothing is overwritten.
    """
    old = RESULTS.base(session, session_id, key, base_version)
    now = utc_now()
    record = ResultRecord(
        id=0,
        session_id=session_id,
        round=key.round,
        table=key.table,
        board=key.board,
        version=base_version + 1,
        current=True,
        result=result,
        author=author,
        created_at=now,
        confirmed_at=now if confirmed else None,
        replaces_id=None if old is None else old.id,
    )
    values = {**plain_columns(record, "result"), **result_columns(result), "post_key": post_key}
    return replace(record, id=RESULTS.store(session, session_id, key, old, values))


def confirm_result(
    session: Session, session_id: int, key: ResultKey, *, version: int
) -> ResultRecord:
    """Mark the current version confirmed; a conflict if it is not ``version`` any more."""
    return RESULTS.confirm(session, session_id, key, version=version, confirmed_at=utc_now())
