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
from typing import Any

from sqlalchemy import bindparam, func, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from atout.duplicate.movements.plan import Plan
from atout.errors import ConflictError, DuplicateNameError, NotFoundError
from atout.store.club_models import (
    ClubResultRow,
    ClubSessionRow,
    ClubTableRow,
    DirectorLoginRow,
    DirectorRow,
)
from atout.store.club_records import ClubSessionRecord, DirectorRecord, ResultRecord, TableRecord


def _now() -> datetime:
    return datetime.now(UTC)


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _director(row: DirectorRow) -> DirectorRecord:
    return DirectorRecord(row.id, row.name, _aware(row.created_at))


def _session(row: Any, plan: Plan | None = None) -> ClubSessionRecord:
    return ClubSessionRecord(
        id=row.id,
        title=row.title,
        kind=row.kind,
        status=row.status,
        options=dict(row.options),
        plan=plan if plan is not None else Plan.from_rows(row.plan),
        deals={int(k): v for k, v in row.deals.items()},
        names={int(k): v for k, v in row.names.items()},
        version=row.version,
        director_id=row.director_id,
        created_at=_aware(row.created_at),
    )


def _table(row: ClubTableRow) -> TableRecord:
    return TableRecord(row.id, row.session_id, row.number, row.code)


def _result(row: Any) -> ResultRecord:
    return ResultRecord(
        id=row.id,
        session_id=row.session_id,
        round=row.round,
        table=row.table,
        board=row.board,
        version=row.version,
        current=bool(row.current),
        payload=dict(row.payload),
        author=row.author,
        created_at=_aware(row.created_at),
        confirmed_at=None if row.confirmed_at is None else _aware(row.confirmed_at),
        replaces_id=row.replaces_id,
    )


# Directors and their logins.


def count_directors(session: Session) -> int:
    """How many directors exist (the setup page is offered only when none does)."""
    return int(session.scalar(select(func.count()).select_from(DirectorRow)) or 0)


def create_director(session: Session, name: str, password_hash: str) -> DirectorRecord:
    """Store a director with the hash of its password."""
    if session.scalar(select(DirectorRow.id).where(DirectorRow.name == name)) is not None:
        raise DuplicateNameError(f"a director named {name!r} already exists")
    row = DirectorRow(name=name, password_hash=password_hash, created_at=_now())
    session.add(row)
    session.flush()
    return _director(row)


def director_with_hash(session: Session, name: str) -> tuple[DirectorRecord, str] | None:
    """The director named ``name`` and its password hash, if any."""
    row = session.scalars(select(DirectorRow).where(DirectorRow.name == name)).one_or_none()
    return None if row is None else (_director(row), row.password_hash)


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
    if row is None or _aware(row.expires_at) <= _now():
        return None
    director = session.get(DirectorRow, row.director_id)
    return None if director is None else _director(director)


def remove_login(session: Session, token_hash: str) -> None:
    """Sign a browser out."""
    row = session.get(DirectorLoginRow, token_hash)
    if row is not None:
        session.delete(row)


# Sessions and tables.


def create_session(
    session: Session,
    *,
    title: str,
    kind: str,
    options: Mapping[str, Any],
    plan: Plan,
    deals: Mapping[int, str],
    director_id: int,
    codes: Sequence[str],
) -> ClubSessionRecord:
    """Store a new session in set-up and its tables, table ``n`` with ``codes[n - 1]``."""
    row = ClubSessionRow(
        title=title,
        kind=kind,
        status="setup",
        options=dict(options),
        plan=plan.to_rows(),
        deals={str(k): v for k, v in deals.items()},
        names={},
        version=0,
        director_id=director_id,
        created_at=_now(),
    )
    session.add(row)
    session.flush()
    for number, code in enumerate(codes, 1):
        session.add(ClubTableRow(session_id=row.id, number=number, code=code))
    session.flush()
    return _session(row)


def _session_row(session: Session, session_id: int) -> ClubSessionRow:
    row = session.get(ClubSessionRow, session_id)
    if row is None:
        raise NotFoundError(f"no session number {session_id!r}")
    return row


# The hot statements are built once, on the tables (Core): no ORM objects, and
# SQLAlchemy finds their compiled form by a cache key computed only once.
_SESSIONS = ClubSessionRow.__table__
_RESULTS = ClubResultRow.__table__
_SESSION_STATE = select(*(c for c in _SESSIONS.c if c.name != "plan")).where(
    _SESSIONS.c.id == bindparam("session_key")
)
_SESSION_VERSION = select(_SESSIONS.c.version).where(_SESSIONS.c.id == bindparam("session_key"))
_BUMP = (
    update(_SESSIONS)
    .where(_SESSIONS.c.id == bindparam("session_key"))
    .values(version=_SESSIONS.c.version + 1)
    .returning(_SESSIONS.c.version)
)


def get_session(session: Session, session_id: int, plan: Plan | None = None) -> ClubSessionRecord:
    """The session numbered ``session_id``.

    A session's plan never changes once stored: a caller that holds it passes
    it as ``plan`` and the (large) plan column is not read again.
    """
    if plan is None:
        return _session(_session_row(session, session_id))
    row = session.connection().execute(_SESSION_STATE, {"session_key": session_id}).one_or_none()
    if row is None:
        raise NotFoundError(f"no session number {session_id!r}")
    return _session(row, plan)


def session_version(session: Session, session_id: int) -> int:
    """The session's version alone (cheap: pages are cached on it)."""
    version = session.connection().execute(_SESSION_VERSION, {"session_key": session_id}).scalar()
    if version is None:
        raise NotFoundError(f"no session number {session_id!r}")
    return int(version)


def list_sessions(session: Session, limit: int = 50) -> list[ClubSessionRecord]:
    """The latest sessions first."""
    query = select(ClubSessionRow).order_by(ClubSessionRow.id.desc()).limit(limit)
    return [_session(row) for row in session.scalars(query)]


def update_session(session: Session, session_id: int, **fields: Any) -> ClubSessionRecord:
    """Change the status, names or deals of a session; its version grows."""
    row = _session_row(session, session_id)
    for name, value in fields.items():
        if name in ("names", "deals"):
            value = {str(k): v for k, v in value.items()}
        setattr(row, name, value)
    session.flush()
    _bump(session, session_id)
    session.refresh(row, ["version"])
    return _session(row)


def tables(session: Session, session_id: int) -> list[TableRecord]:
    """The tables of a session, by number."""
    query = (
        select(ClubTableRow)
        .where(ClubTableRow.session_id == session_id)
        .order_by(ClubTableRow.number)
    )
    return [_table(row) for row in session.scalars(query)]


def table_by_code(session: Session, code: str) -> TableRecord | None:
    """The table whose code is ``code``, if any."""
    row = session.scalars(select(ClubTableRow).where(ClubTableRow.code == code)).one_or_none()
    return None if row is None else _table(row)


# Results.


def current_results(session: Session, session_id: int) -> list[ResultRecord]:
    """The current version of every result of the session."""
    query = (
        select(ClubResultRow)
        .where(ClubResultRow.session_id == session_id, ClubResultRow.current.is_(True))
        .order_by(ClubResultRow.board, ClubResultRow.round, ClubResultRow.table)
    )
    return [_result(row) for row in session.scalars(query)]


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
    return [_result(row) for row in found]


def result_history(session: Session, session_id: int) -> list[ResultRecord]:
    """Every version of every result, in the order they were stored."""
    query = (
        select(ClubResultRow)
        .where(ClubResultRow.session_id == session_id)
        .order_by(ClubResultRow.id)
    )
    return [_result(row) for row in session.scalars(query)]


def current_result(
    session: Session, session_id: int, round_: int, table: int, board: int
) -> ResultRecord | None:
    """The current version of one result, if it was entered."""
    key = {"session_key": session_id, "round_key": round_, "table_key": table, "board_key": board}
    row = session.connection().execute(_CURRENT, key).one_or_none()
    return None if row is None else _result(row)


def _conflict(
    session: Session, session_id: int, round_: int, table: int, board: int
) -> ConflictError[ResultRecord]:
    stored = current_result(session, session_id, round_, table, board)
    return ConflictError(
        f"board {board}, table {table}, round {round_}: another entry was stored first", stored
    )


def add_result(
    session: Session,
    session_id: int,
    *,
    round_: int,
    table: int,
    board: int,
    payload: Mapping[str, Any],
    author: str,
    base_version: int,
    confirmed: bool = False,
) -> ResultRecord:
    """Store a new version of a result on top of ``base_version`` (0: the first entry).

    Raises :class:`ConflictError` with the stored version when the current
    version is not ``base_version``: nothing is overwritten.
    """
    old = current_result(session, session_id, round_, table, board)
    if (0 if old is None else old.version) != base_version:
        raise _conflict(session, session_id, round_, table, board)
    now = _now()
    row = {
        "session_id": session_id,
        "round": round_,
        "table": table,
        "board": board,
        "version": base_version + 1,
        "current": True,
        "payload": dict(payload),
        "author": author,
        "created_at": now,
        "confirmed_at": now if confirmed else None,
        "replaces_id": None if old is None else old.id,
    }
    try:
        with session.begin_nested():
            connection = session.connection()
            row["stamp"] = stamp = _bump(session, session_id)
            if old is not None:
                connection.execute(_RETIRE, {"result_key": old.id, "stamp_value": stamp})
            inserted = connection.execute(insert(_RESULTS).values(row))
    except IntegrityError:
        raise _conflict(session, session_id, round_, table, board) from None
    del row["stamp"]
    return ResultRecord(id=inserted.inserted_primary_key[0], **row)


def confirm_result(
    session: Session, session_id: int, *, round_: int, table: int, board: int, version: int
) -> ResultRecord:
    """Mark the current version confirmed; a conflict if it is not ``version`` any more."""
    found = current_result(session, session_id, round_, table, board)
    if found is None or found.version != version:
        raise _conflict(session, session_id, round_, table, board)
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
