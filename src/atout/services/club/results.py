"""A table's results: entered by the table, confirmed by the opponents, corrected by the director.

Every action takes a :class:`~atout.duplicate.table_result.TableResult` and
a :class:`~atout.store.club.records.ResultKey` (round, table, board) and
stores a new version on top of the version its caller saw: a
:class:`~atout.errors.ConflictError` when another version was stored in
between, nothing overwritten.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy.orm import Session

from atout.duplicate.movements.plan import Plan, PlannedSitting
from atout.duplicate.table_result import TableResult
from atout.errors import ConflictError, ForbiddenError, InvalidMovementError
from atout.store.club import repo
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    ResultKey,
    ResultRecord,
    SessionStatus,
    TableRecord,
)


def current_round(plan: Plan, table: int, results: Iterable[ResultRecord]) -> int:
    """The first round in which ``table`` still has a board without a confirmed result."""
    done = {(r.round, r.board) for r in results if r.table == table and r.confirmed}
    for sitting in plan.of_table(table):
        if any((sitting.round, b) not in done for b in sitting.boards):
            return sitting.round
    sittings = plan.of_table(table)
    return sittings[-1].round if sittings else 1


def check_table_action(
    record: ClubSessionRecord, table: TableRecord, key: ResultKey
) -> PlannedSitting:
    """The sitting of ``key``, if ``table`` may write it; else :class:`ForbiddenError`.

    A table writes only its own results (``key.table`` must be its number),
    in its own rounds and boards, while its session runs.
    """
    if record.status is not SessionStatus.RUNNING:
        raise ForbiddenError(
            "session {id} is {status}: results are not taken",
            code="session.not-running",
            id=record.id,
            status=record.status,
        )
    if key.table != table.number:
        raise ForbiddenError(
            "table {number} cannot enter results for table {table!r}",
            code="table.other-table",
            number=table.number,
            table=str(key.table),
        )
    sitting = record.plan.sitting(key.round, table.number)
    if sitting is None or key.board not in sitting.boards:
        raise ForbiddenError(
            "table {number} does not play board {board} in round {round}",
            code="table.wrong-board",
            number=table.number,
            board=key.board,
            round=key.round,
        )
    return sitting


def enter_result(
    session: Session,
    record: ClubSessionRecord,
    table: TableRecord,
    key: ResultKey,
    result: TableResult,
    *,
    author: str,
    base_version: int,
) -> ResultRecord:
    """Store a table's result (to be confirmed) on top of the version it saw.

    ``record``: the table's session. :class:`ForbiddenError` when the table
    may not write ``key``; :class:`atout.errors.ConflictError` when another
    phone stored a version first.
    """
    check_table_action(record, table, key)
    return repo.add_result(
        session, record.id, key, result, author=author, base_version=base_version
    )


def confirm_result(
    session: Session,
    record: ClubSessionRecord,
    table: TableRecord,
    key: ResultKey,
    *,
    version: int,
) -> ResultRecord:
    """The opponents confirm the version they were shown (``record``: the table's session)."""
    check_table_action(record, table, key)
    return repo.confirm_result(session, record.id, key, version=version)


def correct_result(
    session: Session,
    session_id: int,
    key: ResultKey,
    result: TableResult,
    director: DirectorRecord,
    *,
    base_version: int,
) -> ResultRecord:
    """The director's correction (or artificial score): a new version, confirmed at once."""
    record = repo.get_session(session, session_id)
    sitting = record.plan.sitting(key.round, key.table)
    if sitting is None or key.board not in sitting.boards:
        raise InvalidMovementError(
            "table {table} does not play board {board} in round {round}",
            code="table.wrong-board",
            table=key.table,
            board=key.board,
            round=key.round,
        )
    return repo.add_result(
        session,
        session_id,
        key,
        result,
        author=f"director {director.name}",
        base_version=base_version,
        confirmed=True,
    )


def versions(session: Session, session_id: int, key: ResultKey) -> tuple[ResultRecord, ...]:
    """Every version of one result, oldest first."""
    return tuple(r for r in repo.result_history(session, session_id) if r.key == key)


def history(session: Session, session_id: int) -> list[ResultRecord]:
    """Every version of every result of a session, in the order they were stored."""
    return repo.result_history(session, session_id)


def enter_confirmed(
    session: Session,
    record: ClubSessionRecord,
    table: TableRecord,
    key: ResultKey,
    result: TableResult,
    *,
    author: str,
) -> tuple[ResultRecord, bool]:
    """Store a table's result confirmed at once (the club API); ``(record, created)``.

    The same result sent again is no change (``created`` is false; an entry
    left to confirm is confirmed). Another result already stored for the board
    is a :class:`~atout.errors.ConflictError` carrying it: nothing is
    overwritten (the director corrects results).
    """
    check_table_action(record, table, key)
    stored = repo.current_result(session, record.id, key)
    if stored is None:
        added = repo.add_result(
            session, record.id, key, result, author=author, base_version=0, confirmed=True
        )
        return added, True
    if stored.result != result:
        raise ConflictError(
            "board {board}, table {table}, round {round}: {result} is stored already",
            stored,
            code="result.stored-already",
            board=key.board,
            table=key.table,
            round=key.round,
            result=stored.result,
        )
    if not stored.confirmed:
        stored = repo.confirm_result(session, record.id, key, version=stored.version)
    return stored, False
