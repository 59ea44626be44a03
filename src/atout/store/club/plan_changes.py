"""The changes made to running pairs sessions' plans (``club_plan_change``), in order.

A change's row holds its kind, the round after which it takes effect, the pair
joining or leaving, or the movement switched to (as its JSON layout and the name
it was offered under); rows become :class:`PlanChangeRecord` values here.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from atout.duplicate.movements.changes import PlanChange
from atout.duplicate.movements.codec import movement_from_dict, movement_to_dict
from atout.store.base import aware
from atout.store.club.models import ClubPlanChangeRow
from atout.store.club.records import PlanChangeRecord


def change_record(row: Any) -> PlanChangeRecord:
    """The record of a ``club_plan_change`` row."""
    layout = row.movement_layout
    movement = None if layout is None else movement_from_dict(layout)
    change = PlanChange(row.kind, row.after_round, row.pair, movement)
    return PlanChangeRecord(row.position, change, row.movement, aware(row.created_at))


def changes_of(session: Session, session_id: int) -> tuple[PlanChangeRecord, ...]:
    """The changes made to the session's plan, in the order they were made."""
    query = (
        select(ClubPlanChangeRow)
        .where(ClubPlanChangeRow.session_id == session_id)
        .order_by(ClubPlanChangeRow.position)
    )
    return tuple(change_record(row) for row in session.scalars(query))


def add_change(
    session: Session, session_id: int, position: int, change: PlanChange, movement: str
) -> None:
    """Store ``change`` as the session's ``position``-th (``movement``: its name, if a switch)."""
    layout = None if change.movement is None else movement_to_dict(change.movement)
    session.add(
        ClubPlanChangeRow(
            session_id=session_id,
            position=position,
            kind=change.kind,
            after_round=change.after_round,
            pair=change.pair,
            movement_layout=layout,
            movement=movement,
            created_at=datetime.now(UTC),
        )
    )
    session.flush()
