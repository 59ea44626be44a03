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
from datetime import UTC, datetime
from typing import cast

from sqlalchemy import Table, bindparam, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from atout.bridge.deal import Deal
from atout.bridge.dealing import DealingSeed
from atout.duplicate.movements.codec import movement_to_dict
from atout.duplicate.movements.model import Movement
from atout.duplicate.movements.plan import Plan
from atout.duplicate.table_result import TableResult
from atout.errors import ConflictError, DuplicateNameError, NotFoundError
from atout.store.club.mapping import (
    aware,
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
    DirectorTokenRow,
)
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    PlayerRecord,
    ResultKey,
    ResultRecord,
    SessionKind,
    SessionOptions,
    SessionStatus,
    TableRecord,
)
from atout.store.club.register import pairs_of


def _now() -> datetime:
    return datetime.now(UTC)


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
    row = DirectorRow(name=name, password_hash=password_hash, created_at=_now(), admin=admin)
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
            created_at=_now(),
            expires_at=expires_at,
        )
    )


def director_for_login(session: Session, token_hash: str) -> DirectorRecord | None:
    """The director signed in with this token hash, unless it expired."""
    row = session.get(DirectorLoginRow, token_hash)
    if row is None or aware(row.expires_at) <= _now():
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


def add_token(session: Session, director_id: int, token_hash: str) -> None:
    """Remember a director's API token by its hash."""
    session.add(DirectorTokenRow(token_hash=token_hash, director_id=director_id, created_at=_now()))


def director_for_token(session: Session, token_hash: str) -> DirectorRecord | None:
    """The director an API token belongs to, if any."""
    row = session.get(DirectorTokenRow, token_hash)
    if row is None:
        return None
    director = session.get(DirectorRow, row.director_id)
    return None if director is None else director_record(director)


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
) -> ClubSessionRecord:
    """Store a new session in set-up and its tables, table ``n`` with ``codes[n - 1]``.

    ``names``: a team session's team names; ``movement``: the movement a pairs
    session was made from; ``seed``: the seed its deals came from, if they did.
    """
    row = ClubSessionRow(
        title=title,
        kind=kind,
        status=SessionStatus.SETUP,
        movement=options.movement,
        entrants=options.entrants,
        plan=plan.to_rows(),
        deals=deals_document(deals),
        names=names_document(names or {}),
        movement_layout=None if movement is None else movement_to_dict(movement),
        seed=None if seed is None else str(seed),
        season=season,
        version=0,
        roster_version=0,
        director_id=director_id,
        created_at=_now(),
    )
    session.add(row)
    session.flush()
    for number, code in enumerate(codes, 1):
        session.add(ClubTableRow(session_id=row.id, number=number, code=code))
    session.flush()
    return replace(session_record(row), plan=plan, deals=dict(deals), movement=movement)


def _session_row(session: Session, session_id: int) -> ClubSessionRow:
    row = session.get(ClubSessionRow, session_id)
    if row is None:
        raise NotFoundError(
            "no session number {session_id!r}",
            code="session.not-found",
            session_id=session_id,
        )
    return row


# The hot statements are built once, on the tables (Core): no ORM objects, and
# SQLAlchemy finds their compiled form by a cache key computed only once.
_SESSIONS = cast(Table, ClubSessionRow.__table__)
_RESULTS = cast(Table, ClubResultRow.__table__)
_LARGE = ("plan", "deals", "movement_layout")
_SESSION_STATE = select(*(c for c in _SESSIONS.c if c.name not in _LARGE)).where(
    _SESSIONS.c.id == bindparam("session_key")
)
_SESSION_VERSION = select(_SESSIONS.c.version).where(_SESSIONS.c.id == bindparam("session_key"))
_BUMP = (
    update(_SESSIONS)
    .where(_SESSIONS.c.id == bindparam("session_key"))
    .values(version=_SESSIONS.c.version + 1)
    .returning(_SESSIONS.c.version)
)


def get_session(
    session: Session, session_id: int, known: ClubSessionRecord | None = None
) -> ClubSessionRecord:
    """The session numbered ``session_id``.

    A session's plan and deals never change once stored: a caller that holds
    an earlier record of it passes it as ``known``, and only the session's
    state (status, names, version) is read again, not the (large) plan and
    deals; its pairs' players only when they changed (``roster_version``).
    """
    if known is None:
        whole = _session_row(session, session_id)
        return session_record(whole, None, pairs_of(session, session_id))
    row = session.connection().execute(_SESSION_STATE, {"session_key": session_id}).one_or_none()
    if row is None:
        raise NotFoundError(
            "no session number {session_id!r}",
            code="session.not-found",
            session_id=session_id,
        )
    same = row.roster_version == known.roster_version
    return session_record(row, known, known.pairs if same else pairs_of(session, session_id))


def session_version(session: Session, session_id: int) -> int:
    """The session's version alone (cheap: pages are cached on it)."""
    version = session.connection().execute(_SESSION_VERSION, {"session_key": session_id}).scalar()
    if version is None:
        raise NotFoundError(
            "no session number {session_id!r}",
            code="session.not-found",
            session_id=session_id,
        )
    return int(version)


def list_sessions(
    session: Session,
    limit: int | None = 50,
    director_id: int | None = None,
    season: str | None = None,
) -> list[ClubSessionRecord]:
    """The latest sessions first (``limit`` of them; every one when ``None``): only those of
    ``director_id``, of ``season``, when given (without their players: :func:`get_session`
    reads them)."""
    query = select(ClubSessionRow).order_by(ClubSessionRow.id.desc()).limit(limit)
    if director_id is not None:
        query = query.where(ClubSessionRow.director_id == director_id)
    if season is not None:
        query = query.where(ClubSessionRow.season == season)
    return [session_record(row) for row in session.scalars(query)]


def seasons(session: Session) -> list[str]:
    """The names of the seasons sessions belong to, by name."""
    query = select(ClubSessionRow.season).where(ClubSessionRow.season != "").distinct()
    return sorted(str(name) for name in session.scalars(query))


def _changed(session: Session, row: ClubSessionRow) -> ClubSessionRecord:
    session.flush()
    _bump(session, row.id)
    session.refresh(row, ["version", "roster_version"])
    return session_record(row, None, pairs_of(session, row.id))


def set_status(session: Session, session_id: int, status: SessionStatus) -> ClubSessionRecord:
    """Give the session ``status`` (the caller checked the change is allowed); its version grows."""
    row = _session_row(session, session_id)
    row.status = status
    return _changed(session, row)


def set_names(session: Session, session_id: int, names: Mapping[int, str]) -> ClubSessionRecord:
    """Replace the names of the session's teams; its version grows."""
    row = _session_row(session, session_id)
    row.names = names_document(names)
    return _changed(session, row)


def set_pairs(
    session: Session,
    session_id: int,
    pairs: Mapping[int, tuple[PlayerRecord | None, PlayerRecord | None]],
) -> ClubSessionRecord:
    """Replace the players of the session's pairs (by number; a pair left out has none);
    its version and its roster version grow."""
    row = _session_row(session, session_id)
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
    row.roster_version = row.roster_version + 1
    return _changed(session, row)


def set_season(session: Session, session_id: int, season: str) -> ClubSessionRecord:
    """Put the session in the season named ``season`` (``""``: none); its version grows."""
    row = _session_row(session, session_id)
    row.season = season
    return _changed(session, row)


def tables(session: Session, session_id: int) -> list[TableRecord]:
    """The tables of a session, by number."""
    query = (
        select(ClubTableRow)
        .where(ClubTableRow.session_id == session_id)
        .order_by(ClubTableRow.number)
    )
    return [table_record(row) for row in session.scalars(query)]


def table_by_code(session: Session, code: str) -> TableRecord | None:
    """The table whose code is ``code``, if any."""
    row = session.scalars(select(ClubTableRow).where(ClubTableRow.code == code)).one_or_none()
    return None if row is None else table_record(row)


# Results.


def current_results(session: Session, session_id: int) -> list[ResultRecord]:
    """The current version of every result of the session."""
    query = (
        select(ClubResultRow)
        .where(ClubResultRow.session_id == session_id, ClubResultRow.current.is_(True))
        .order_by(ClubResultRow.board, ClubResultRow.round, ClubResultRow.table)
    )
    return [result_record(row) for row in session.scalars(query)]


_RESULT_COLUMNS = tuple(c for c in _RESULTS.c if c.name != "stamp")
_RESULTS_SINCE = (
    select(*_RESULT_COLUMNS)
    .where(
        _RESULTS.c.session_id == bindparam("session_key"),
        _RESULTS.c.stamp > bindparam("since"),
        _RESULTS.c.stamp <= bindparam("until"),
    )
    .order_by(_RESULTS.c.id)
)
_CURRENT = select(*_RESULT_COLUMNS).where(
    _RESULTS.c.session_id == bindparam("session_key"),
    _RESULTS.c.round == bindparam("round_key"),
    _RESULTS.c.table == bindparam("table_key"),
    _RESULTS.c.board == bindparam("board_key"),
    _RESULTS.c.current.is_(True),
)
_RETIRE = (
    update(_RESULTS)
    .where(_RESULTS.c.id == bindparam("result_key"))
    .values(current=False, stamp=bindparam("stamp_value"))
)
_CONFIRM = (
    update(_RESULTS)
    .where(_RESULTS.c.id == bindparam("result_key"))
    .values(confirmed_at=bindparam("moment"), stamp=bindparam("stamp_value"))
)
_INSERT = insert(_RESULTS)
#: ``until`` of :func:`results_since` when none is given.
_LAST = 2**62


def results_since(
    session: Session, session_id: int, stamp: int, until: int | None = None
) -> list[ResultRecord]:
    """The versions changed after session version ``stamp`` (all of them from 0), by id.

    A reader that holds the results of version ``stamp`` catches up with
    these: a current row replaces the one of its board and table, a row no
    longer current drops out.
    """
    found = session.connection().execute(
        _RESULTS_SINCE,
        {"session_key": session_id, "since": stamp, "until": _LAST if until is None else until},
    )
    return [result_record(row) for row in found]


def result_history(session: Session, session_id: int) -> list[ResultRecord]:
    """Every version of every result, in the order they were stored."""
    query = (
        select(ClubResultRow)
        .where(ClubResultRow.session_id == session_id)
        .order_by(ClubResultRow.id)
    )
    return [result_record(row) for row in session.scalars(query)]


def current_result(session: Session, session_id: int, key: ResultKey) -> ResultRecord | None:
    """The current version of one result, if it was entered."""
    where = {
        "session_key": session_id,
        "round_key": key.round,
        "table_key": key.table,
        "board_key": key.board,
    }
    row = session.connection().execute(_CURRENT, where).one_or_none()
    return None if row is None else result_record(row)


def _conflict(session: Session, session_id: int, key: ResultKey) -> ConflictError[ResultRecord]:
    stored = current_result(session, session_id, key)
    return ConflictError(
        "board {board}, table {table}, round {round}: another entry was stored first",
        stored,
        code="result.conflict",
        board=key.board,
        table=key.table,
        round=key.round,
    )


def add_result(
    session: Session,
    session_id: int,
    key: ResultKey,
    result: TableResult,
    *,
    author: str,
    base_version: int,
    confirmed: bool = False,
) -> ResultRecord:
    """Store a new version of a result on top of ``base_version`` (0: the first entry).

    Raises :class:`ConflictError` with the stored version when the current
    version is not ``base_version``: nothing is overwritten.
    """
    old = current_result(session, session_id, key)
    if (0 if old is None else old.version) != base_version:
        raise _conflict(session, session_id, key)
    now = _now()
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
    try:
        with session.begin_nested():
            connection = session.connection()
            stamp = _bump(session, session_id)
            if old is not None:
                connection.execute(_RETIRE, {"result_key": old.id, "stamp_value": stamp})
            inserted = connection.execute(_INSERT, _row(record, stamp))
    except IntegrityError:
        raise _conflict(session, session_id, key) from None
    key_of_row = inserted.inserted_primary_key
    assert key_of_row is not None
    return replace(record, id=int(key_of_row[0]))


def _row(record: ResultRecord, stamp: int) -> dict[str, object]:
    return {
        "session_id": record.session_id,
        "round": record.round,
        "table": record.table,
        "board": record.board,
        "version": record.version,
        "current": record.current,
        **result_columns(record.result),
        "author": record.author,
        "created_at": record.created_at,
        "confirmed_at": record.confirmed_at,
        "replaces_id": record.replaces_id,
        "stamp": stamp,
    }


def confirm_result(
    session: Session, session_id: int, key: ResultKey, *, version: int
) -> ResultRecord:
    """Mark the current version confirmed; a conflict if it is not ``version`` any more."""
    found = current_result(session, session_id, key)
    if found is None or found.version != version:
        raise _conflict(session, session_id, key)
    if found.confirmed_at is None:
        found = replace(found, confirmed_at=_now())
        stamp = _bump(session, session_id)
        session.connection().execute(
            _CONFIRM, {"result_key": found.id, "moment": found.confirmed_at, "stamp_value": stamp}
        )
    return found


def _bump(session: Session, session_id: int) -> int:
    """Raise the session's version (locking its row until commit); the new version."""
    return int(session.connection().execute(_BUMP, {"session_key": session_id}).scalar_one())
