"""A table's results: entered by the table, confirmed by the opponents, corrected by the director.

A table's action takes its post read whole (a :data:`ResultPost`: the
:class:`~atout.store.club.records.ResultKey` (round, table, board), the
:class:`~atout.duplicate.table_result.TableResult` typed, the version seen),
checks once that the table may write there, and stores a new version on top
of the version its caller saw: a :class:`~atout.errors.ConflictError` when
another version was stored in between, nothing overwritten.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime

from sqlalchemy.orm import Session

from atout.duplicate.movements.plan import Plan, PlannedSitting
from atout.duplicate.table_result import TableResult, lead_refusal
from atout.errors import ConflictError, FormError, InvalidMovementError, Message
from atout.services.club import swiss
from atout.services.room.corrections import ask_correction
from atout.services.room.locks import Lock, check_lock, check_open, playing_round
from atout.services.room.posts import TablePost, stored_once
from atout.store.club import repo
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    ResultKey,
    ResultRecord,
    TableRecord,
)
from atout.store.room.corrections import DISMISSED, Corrections
from atout.store.room.records import CorrectionRequest, RoomFamily

#: A bridge table's post: the board's key, the result typed, the version seen.
ResultPost = TablePost[ResultKey, TableResult]
#: The tables' requests for a correction (pairs and teams sessions).
CORRECTIONS = Corrections(RoomFamily.BRIDGE)


def current_round(plan: Plan, table: int, results: Iterable[ResultRecord]) -> int:
    """The first round in which ``table`` still has a board without a confirmed result."""
    done = {(r.round, r.board) for r in results if r.table == table and r.confirmed}
    return playing_round(((s.round, s.boards) for s in plan.of_table(table)), done)


def board_sitting(record: ClubSessionRecord, key: ResultKey) -> PlannedSitting:
    """The sitting that plays ``key``'s board (a director's key); else
    :class:`InvalidMovementError`."""
    sitting = record.plan.sitting(key.round, key.table)
    if sitting is None or key.board not in sitting.boards:
        raise InvalidMovementError(
            "table {table} does not play board {board} in round {round}",
            code="table.wrong-board",
            table=key.table,
            board=key.board,
            round=key.round,
        )
    return sitting


def _sitting(record: ClubSessionRecord, table: int, key: ResultKey) -> PlannedSitting | None:
    sitting = record.plan.sitting(key.round, table)
    return sitting if sitting is not None and key.board in sitting.boards else None


#: The room's lock rule (:mod:`atout.services.room.locks`) in a session's words.
LOCK = Lock(
    _sitting,
    Message("session {id} is {status}: results are not taken", code="session.not-running"),
    Message("table {number} cannot enter results for table {table!r}", code="table.other-table"),
    Message(
        "table {number} does not play board {board} in round {round}", code="table.wrong-board"
    ),
    Message(
        "table {number} plays round {playing}: board {board} of round {round} is not open yet",
        code="table.round-ahead",
    ),
    Message(
        "board {board} of round {round} is confirmed: only the director changes it now;"
        " ask for a correction",
        code="result.locked",
    ),
)


def check_table_action(
    session: Session, record: ClubSessionRecord, table: TableRecord, key: ResultKey
) -> PlannedSitting:
    """The sitting of ``key``, if ``table`` may write it; else :class:`ForbiddenError`.

    A table writes only its own results (``key.table`` must be its number),
    in its own rounds and boards, up to the round it is playing, while its
    session runs.
    """
    playing = current_round(record.plan, table.number, repo.current_results(session, record.id))
    return check_lock(LOCK, record, table.number, key, playing=playing)


def checked_lead(record: ClubSessionRecord, board: int, result: TableResult) -> TableResult:
    """``result``, once its opening lead is checked against the board's deal when the deal is
    known: the player on lead (the declarer's left-hand opponent) must hold the card, else
    a :class:`FormError` on the field ``lead`` naming the card and the player."""
    deal = record.deals.get(board)
    refusal = None if deal is None else lead_refusal(result, deal)
    if refusal is not None:
        raise FormError({"lead": refusal})
    return result


def enter_result(
    session: Session,
    record: ClubSessionRecord,
    table: TableRecord,
    post: ResultPost,
    *,
    author: str,
) -> ResultRecord:
    """Store a table's result (to be confirmed) on top of the version it saw.

    ``record``: the table's session. :class:`ForbiddenError` when the table
    may not write the post's key (before its result is looked at) or the
    opponents confirmed its result already (only the director changes it), the
    reader's refusal when the result was refused, and
    :class:`atout.errors.ConflictError` when another phone stored a version first. The
    same post sent again (its idempotency key) is the version it stored, not a new one.
    """
    check_table_action(session, record, table, post.key)
    result = checked_lead(record, post.key.board, post.checked_entry())

    def store() -> ResultRecord:
        check_open(LOCK, post.key, repo.RESULTS.current(session, record.id, post.key))
        return repo.add_result(
            session,
            record.id,
            post.key,
            result,
            author=author,
            base_version=post.base_version,
            post_key=post.post_key,
        )

    return stored_once(post, lambda key: repo.RESULTS.by_post_key(session, record.id, key), store)


def confirm_result(
    session: Session, record: ClubSessionRecord, table: TableRecord, post: ResultPost
) -> ResultRecord:
    """The opponents confirm the version they were shown (``record``: the table's session)."""
    check_table_action(session, record, table, post.key)
    confirmed = repo.confirm_result(session, record.id, post.key, version=post.base_version)
    swiss.after_result(session, record.id)  # a Swiss seats the rounds now ready
    return confirmed


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
    board_sitting(record, key)
    stored = repo.add_result(
        session,
        session_id,
        key,
        checked_lead(record, key.board, result),
        author=f"director {director.name}",
        base_version=base_version,
        confirmed=True,
    )
    CORRECTIONS.close_key(session, session_id, key, now=datetime.now(UTC))
    swiss.after_result(session, session_id, key.round)
    return stored


def request_correction(
    session: Session,
    record: ClubSessionRecord,
    table: TableRecord,
    post: ResultPost,
    *,
    author: str,
) -> CorrectionRequest:
    """The table asks the director to correct its confirmed result into the post's (the
    result it claims); the stored result does not change."""
    stored = repo.RESULTS.current(session, record.id, post.key)
    proposal = str(post.checked_entry())
    return ask_correction(
        session,
        CORRECTIONS,
        LOCK,
        record,
        table.number,
        post.key,
        stored,
        proposal,
        author=author,
        now=datetime.now(UTC),
    )


def open_requests(session: Session, session_id: int) -> list[CorrectionRequest]:
    """The session's requests for a correction the director has not answered, oldest first."""
    return CORRECTIONS.open(session, session_id)


def dismiss_request(session: Session, session_id: int, request_id: int) -> CorrectionRequest:
    """The director dismisses a table's request: the stored result stays."""
    return CORRECTIONS.close(session, session_id, request_id, DISMISSED, now=datetime.now(UTC))


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
    post: ResultPost,
    *,
    author: str,
) -> tuple[ResultRecord, bool]:
    """Store a table's result confirmed at once (the club API); ``(record, created)``.

    The same result sent again is no change (``created`` is false; an entry
    left to confirm is confirmed), and so is the same post sent again (its
    idempotency key: the version it stored, even if the director corrected it
    since). Another result already stored for the board is a
    :class:`~atout.errors.ConflictError` carrying it: nothing is overwritten (the
    director corrects results).
    """
    key = post.key
    check_table_action(session, record, table, key)
    result = checked_lead(record, key.board, post.checked_entry())
    if post.post_key is not None:  # the same post sent again: the version it stored
        sent = repo.RESULTS.by_post_key(session, record.id, post.post_key)
        if sent is not None and sent.key == key:
            return sent, False
    stored = repo.RESULTS.current(session, record.id, key)
    if stored is None:
        try:
            added = repo.add_result(
                session,
                record.id,
                key,
                result,
                author=author,
                base_version=0,
                confirmed=True,
                post_key=post.post_key,
            )
            swiss.after_result(session, record.id)
            return added, True
        except ConflictError as error:
            # Another request stored the first version meanwhile (PostgreSQL: both
            # inserted, the unique constraint kept one): it is compared as if read first.
            if error.stored is None:
                raise
            stored = error.stored
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
        swiss.after_result(session, record.id)
    return stored, False
