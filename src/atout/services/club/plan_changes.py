"""The director's changes to a running pairs session: a late pair, a withdrawn pair, a new
movement for the rounds not yet played, the short-board rule.

Only the director makes them (the web's director routes; a table's code gives no way
to), only while the session runs, and only after the last round with a stored result:
the rounds already played are never changed and every result stays as stored. The
plan of the rounds to come is :mod:`atout.duplicate.movements.changes`' layout after
every change made; boards it adds are dealt from the session's seed, tables it adds
get new codes. Boards played fewer times are then scored by the session's short-board
rule (:class:`~atout.duplicate.matchpoints.ShortBoards`, Neuberg's by default).
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy.orm import Session

from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.movements.changes import ChangeKind, Layout, PlanChange, replayed
from atout.errors import InvalidTransitionError, UsageError
from atout.services.club.analysis import queue_session
from atout.services.club.sessions import chosen_deals, generated_deals
from atout.services.room.codes import new_codes
from atout.store.club import repo
from atout.store.club.records import ClubSessionRecord, SessionKind, SessionStatus


def layout_of(record: ClubSessionRecord) -> Layout:
    """The session's layout after every change made (its movement's seats, who is absent)."""
    if record.movement is None:
        return Layout.of_plan(record.plan)
    return replayed(Layout.start(record.movement), (c.change for c in record.changes))


def last_played(session: Session, session_id: int) -> int:
    """The last round with a result stored (0: none), whatever its state."""
    return max((r.round for r in repo.result_history(session, session_id)), default=0)


def _changeable(session: Session, session_id: int) -> ClubSessionRecord:
    record = repo.get_session(session, session_id)
    if record.kind is not SessionKind.PAIRS:
        raise UsageError(
            "session {session_id} is a team session: its plan does not change",
            code="plan-change.teams",
            session_id=session_id,
        )
    if record.status is not SessionStatus.RUNNING:
        raise InvalidTransitionError(
            "session {session_id} is not running: its plan changes only while it runs",
            code="plan-change.not-running",
            session_id=session_id,
        )
    return record


def change_plan(
    session: Session, session_id: int, change: PlanChange, movement: str = ""
) -> ClubSessionRecord:
    """Make ``change`` to the running session's rounds after ``change.after_round``
    (``movement``: the name of the movement switched to, for the history)."""
    record = _changeable(session, session_id)
    played = last_played(session, session_id)
    if change.after_round < played:
        raise UsageError(
            "round {played} has results: a change takes effect after round {played} or later",
            code="plan-change.round-played",
            played=played,
        )
    layout = layout_of(record)
    if change.kind is ChangeKind.JOIN and change.pair is None:
        # the history names the seat taken: the phantom's number, as its sit-outs did
        change = replace(change, pair=next(iter(layout.free_seats(change.after_round)), None))
    plan = layout.changed(change).plan
    deals = dict(record.deals)
    missing = tuple(b for b in plan.boards if b not in deals)
    if missing and record.seed is not None:
        deals |= generated_deals(missing, record.seed)
    deals = chosen_deals(plan, deals) | deals
    tables = len(repo.tables(session, session_id))
    codes = new_codes(max(0, plan.tables - tables))
    changed = repo.change_plan(
        session, session_id, change, plan=plan, deals=deals, codes=codes, movement=movement
    )
    if missing:
        queue_session(session, session_id, {b: deals[b] for b in missing})
    return changed


def set_short_boards(session: Session, session_id: int, rule: ShortBoards) -> ClubSessionRecord:
    """Score the pairs session's boards played fewer times by ``rule``."""
    record = repo.get_session(session, session_id)
    if record.kind is not SessionKind.PAIRS:
        raise UsageError(
            "session {session_id} is a team session: its plan does not change",
            code="plan-change.teams",
            session_id=session_id,
        )
    return repo.set_short_boards(session, session_id, rule)
