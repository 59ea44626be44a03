"""The director's desk for changes during a running pairs session: who plays now, the
round after which a change takes effect, the movements a switch may take, the short-board
rule, and the changes made so far (the session's history of its plan)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.movements.changes import ChangeKind
from atout.services.club.plan_changes import layout_of
from atout.store.club.records import ClubSessionRecord, SessionKind, SessionStatus
from atout.web.forms.plan_change import offered
from atout.web.forms.state import FormState
from atout.web.views.club.director import MovementView, suggestion_view


@dataclass(frozen=True, slots=True)
class ChangeLine:
    """One change made: ``kind`` is ``join``, ``withdraw`` or ``switch``."""

    position: int
    kind: str
    after_round: int
    pair: int | None
    movement: str
    made_at: datetime


@dataclass(frozen=True, slots=True)
class PlanDesk:
    """What the changes' section of the director's session page shows."""

    open: bool
    after_round: int
    rounds: int
    playing: tuple[int, ...]
    movements: tuple[tuple[str, MovementView], ...]
    rules: tuple[str, ...]
    short_boards: str
    history: tuple[ChangeLine, ...]
    form: FormState


def plan_desk(record: ClubSessionRecord, played: int, form: FormState | None = None) -> PlanDesk:
    """The desk of a pairs session whose last round with a result is ``played``."""
    layout = layout_of(record)
    rounds = layout.seats.rounds
    later = layout.present(min(played + 1, rounds))
    per_round = record.movement.boards_per_round if record.movement else 1
    movements = tuple(
        (value, suggestion_view(s)) for value, s in offered(len(later), per_round).items()
    )
    history = tuple(
        ChangeLine(
            c.position,
            c.change.kind.value,
            c.change.after_round,
            c.change.pair if c.change.kind is not ChangeKind.SWITCH else None,
            c.movement,
            c.created_at,
        )
        for c in record.changes
    )
    return PlanDesk(
        record.kind is SessionKind.PAIRS and record.status is SessionStatus.RUNNING,
        played,
        rounds,
        tuple(sorted(later)),
        movements,
        tuple(rule.value for rule in ShortBoards),
        record.options.short_boards.value,
        history,
        form if form is not None else FormState(),
    )
