"""A Swiss event's own rows: its options, byes and withdrawn entrants (``club_swiss``).

A Swiss is a team session, or a pairs session for a Swiss pairs
(:mod:`atout.store.club.repo`), whose plan grows: each round seated writes the plan
again, and its ``plan_version`` grows with it, so that a reader holding an older record
reads the whole session again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.duplicate.movements.plan import Plan
from atout.duplicate.swiss import Seeding
from atout.duplicate.swiss_teams import SeatedRound, SwissMethod, SwissOptions
from atout.store.club.mapping import names_document
from atout.store.club.models import ClubSwissRow
from atout.store.club.records import ClubSessionRecord
from atout.store.club.repo import ROOMS, _changed


@dataclass(frozen=True, slots=True)
class SwissRecord:
    """A Swiss event's options, each round's bye and the teams withdrawn."""

    session_id: int
    options: SwissOptions
    byes: dict[int, int]
    withdrawn: tuple[int, ...]
    #: After corrections, oldest first: a round, the round corrected, whether it was drawn
    #: again (else it had started, drawn from the ranking before the correction).
    redrawn: tuple[tuple[int, int, bool], ...] = ()


def _record(row: ClubSwissRow) -> SwissRecord:
    options = SwissOptions(
        rounds=row.rounds,
        boards_per_round=row.boards_per_round,
        scale=row.scale,
        delay=row.delay,
        danish=row.danish,
        seeding=Seeding(row.seeding),
        bye_vp=row.bye_vp,
        first_tables=tuple((int(a), int(b)) for a, b in row.first_tables),
        method=SwissMethod(row.method),
    )
    byes = {int(r): int(t) for r, t in row.byes.items()}
    redrawn = tuple((int(r), int(c), bool(d)) for r, c, d in row.redrawn or [])
    return SwissRecord(row.session_id, options, byes, tuple(row.withdrawn), redrawn)


def add_swiss(session: Session, session_id: int, options: SwissOptions) -> SwissRecord:
    """Store a team session's Swiss options (no round's bye yet)."""
    row = ClubSwissRow(
        session_id=session_id,
        rounds=options.rounds,
        boards_per_round=options.boards_per_round,
        scale=options.scale,
        delay=options.delay,
        danish=options.danish,
        seeding=options.seeding.value,
        bye_vp=options.bye_points,
        byes={},
        withdrawn=[],
        first_tables=[[a, b] for a, b in options.first_tables],
        method=options.method.value,
        redrawn=[],
    )
    session.add(row)
    session.flush()
    return _record(row)


def swiss_of(session: Session, session_id: int) -> SwissRecord | None:
    """The session's Swiss, if it is one."""
    row = session.get(ClubSwissRow, session_id)
    return None if row is None else _record(row)


def seated_rounds(plan: Plan, byes: Mapping[int, int], rooms: int = 2) -> tuple[SeatedRound, ...]:
    """The rounds seated: each round's matches read from the plan's open rooms (every
    table with ``rooms`` 1: a Swiss pairs)."""
    found = []
    for number in range(1, plan.rounds + 1):
        sittings = plan.in_round(number)
        tables = tuple((s.ns, s.ew) for s in sittings if rooms == 1 or s.table % 2 == 1)
        if tables:
            found.append(SeatedRound(number, tables, byes.get(number)))
    return tuple(found)


def set_rounds(
    session: Session,
    session_id: int,
    rounds: Sequence[SeatedRound],
    options: SwissOptions,
) -> ClubSessionRecord:
    """Write the session's plan and byes from ``rounds``; its version and plan version grow."""
    row = session.get(ClubSwissRow, session_id)
    assert row is not None
    row.byes = {str(r.number): r.bye for r in rounds if r.bye is not None}
    plan = Plan.of(s for r in rounds for s in r.sittings(options.boards(r.number), options.rooms))
    state = ROOMS.state(session, session_id)
    return _changed(session, session_id, plan=plan.to_rows(), plan_version=state.plan_version + 1)


def set_withdrawn(session: Session, session_id: int, withdrawn: Sequence[int]) -> None:
    """The teams withdrawn from the event (they are seated no more)."""
    row = session.get(ClubSwissRow, session_id)
    assert row is not None
    row.withdrawn = list(withdrawn)
    session.flush()
    ROOMS.bump(session, session_id)


def add_team(
    session: Session,
    session_id: int,
    names: Mapping[int, str],
    codes: Sequence[str],
    entrants: int,
) -> ClubSessionRecord:
    """The session's teams named ``names`` (one more; ``entrants`` now), and tables with
    ``codes`` after its last table (a late entrant that makes one more match)."""
    ROOMS.add_tables(session, session_id, codes, after=len(ROOMS.tables(session, session_id)))
    return _changed(session, session_id, names=names_document(names), entrants=entrants)


def add_redrawn(session: Session, session_id: int, notes: Sequence[tuple[int, int, bool]]) -> None:
    """Note the rounds a correction drew again, or found started (see :class:`SwissRecord`)."""
    row = session.get(ClubSwissRow, session_id)
    assert row is not None
    row.redrawn = [*row.redrawn, *([r, c, int(d)] for r, c, d in notes)]
    session.flush()
