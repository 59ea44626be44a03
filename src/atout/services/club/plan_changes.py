"""The director's changes to a running pairs session: a late pair, a withdrawn pair, a new
movement for the rounds not yet played, the short-board rule.

Only the director makes them (the web's director routes; a table's code gives no way
to), only while the session runs, and only after the last round with a stored result:
the rounds already played are never changed and every result stays as stored. The
plan of the rounds to come is :mod:`atout.duplicate.movements.changes`' layout after
every change made; boards it adds are dealt from the session's seed, tables it adds
(a late pair when every seat is taken: a rover at a table of its own) get new codes.
Boards played fewer times are then scored by the session's short-board rule
(:class:`~atout.duplicate.matchpoints.ShortBoards`, Neuberg's by default).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sqlalchemy.orm import Session

from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.movements.changes import ChangeKind, Layout, PlanChange, replayed
from atout.duplicate.movements.suggest import Suggestion, suggest
from atout.errors import FormError, InvalidTransitionError, Message, UsageError
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


def offered(pairs: int, boards_per_round: int) -> dict[str, Suggestion]:
    """The movements offered for a switch, by the form's value ``"<pairs>:<index>"``: those
    for one pair fewer, as many, and one more than ``pairs`` (a pair leaving, a late pair).

    >>> sorted(offered(8, 2))[:2]
    ['7:0', '7:1']
    """
    found = {}
    for count in (pairs - 1, pairs, pairs + 1):
        for index, suggestion in enumerate(suggest(count) if count >= 4 else ()):
            found[f"{count}:{index}"] = replace(suggestion, boards_per_round=boards_per_round)
    return found


def playing(session: Session, record: ClubSessionRecord) -> frozenset[int]:
    """The pairs there in the round to play next (the last one when every round is played)."""
    layout = layout_of(record)
    return layout.present(min(last_played(session, record.id) + 1, layout.seats.rounds))


def switches(session: Session, record: ClubSessionRecord) -> dict[str, Suggestion]:
    """The movements a switch may take now, by value (:func:`offered`)."""
    per_round = record.movement.boards_per_round if record.movement else 1
    return offered(len(playing(session, record)), per_round)


def asked_change(
    session: Session,
    record: ClubSessionRecord,
    kind: ChangeKind,
    after: int,
    pair: int | None = None,
    movement: str = "",
) -> tuple[PlanChange, str]:
    """The change a script asks for (the API, the CLI), with the name of the movement
    switched to; a :class:`FormError` names a pair missing or a movement not offered."""
    if kind is ChangeKind.WITHDRAW and pair is None:
        raise FormError({"pair": Message("Give the number of the pair that leaves.")})
    if kind is not ChangeKind.SWITCH:
        return PlanChange(kind, after, pair), ""
    switched = switches(session, record).get(movement)
    if switched is None:
        raise FormError({"movement": Message("Choose one of the movements offered.")})
    return PlanChange(kind, after, None, switched.build()), str(switched)


def last_played(session: Session, session_id: int) -> int:
    """The last round with a result stored (0: none), whatever its state."""
    return max((r.round for r in repo.result_history(session, session_id)), default=0)


def _pairs_session(session: Session, session_id: int) -> ClubSessionRecord:
    record = repo.get_session(session, session_id)
    if record.kind is not SessionKind.PAIRS:
        raise UsageError(
            "session {session_id} is a team session: its plan does not change",
            code="plan-change.teams",
            session_id=session_id,
        )
    return record


def _changeable(session: Session, session_id: int) -> ClubSessionRecord:
    record = _pairs_session(session, session_id)
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
        # the history names the number taken: the phantom's (as its sit-outs did), or a
        # new one when every seat is taken (a rover at a new table)
        change = replace(change, pair=layout.late_pair(change.after_round))
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
    _pairs_session(session, session_id)
    return repo.set_short_boards(session, session_id, rule)


def summary(session: Session, session_id: int) -> dict[str, Any]:
    """The session's plan for scripts (the API's ``PlanState``, ``atout club plan --json``):
    the round last played, the pairs due next, tables and codes, sit-outs, changes made,
    the short-board rule and the movements a switch may take."""
    record = repo.get_session(session, session_id)
    layout = layout_of(record)
    return {
        "id": record.id,
        "played": last_played(session, session_id),
        "playing": sorted(playing(session, record)),
        "tables": [{"table": t.number, "code": t.code} for t in repo.tables(session, session_id)],
        "sit_outs": [{"round": s.round, "table": s.table, "pair": s.pair} for s in layout.sit_outs],
        "changes": [
            {
                "position": c.position,
                "kind": c.change.kind.value,
                "after_round": c.change.after_round,
                "pair": c.change.pair if c.change.kind is not ChangeKind.SWITCH else None,
                "movement": c.movement,
                "made_at": c.created_at.isoformat(),
            }
            for c in record.changes
        ],
        "short_boards": record.options.short_boards.value,
        "movements": [
            {"value": value, "name": str(s)} for value, s in switches(session, record).items()
        ],
    }
