"""The director's changes during a running pairs session, for scripts (``/api/club``).

The same service as the director's page (:mod:`atout.services.club.plan_changes`): a
late pair joins (the free seat, else a rover at a new table), a pair withdraws, the
movement of the rounds to come is switched, the short-board rule chosen. A director's
API token only (``Authorization: Bearer``): a table's code opens no way to them. A
session that is not running answers 409; a change refused (a round already played, a
pair that does not play, a movement that would give a pair a board twice) 422, as the
club API's other refusals.
"""

from __future__ import annotations

from typing import Any, Literal

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, Field

from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.movements.changes import ChangeKind
from atout.errors import AtoutError, InvalidTransitionError
from atout.services.club import plan_changes
from atout.store.club import repo
from atout.web.deps import Id, SessionDep
from atout.web.errors import refused_fields
from atout.web.routes.club_api import ApiDirectorDep
from atout.web.schemas import club as club_answers
from atout.web.schemas.answers import API_REFUSALS, FIELDS

router = APIRouter(prefix="/api/club", tags=["club"], responses=API_REFUSALS)


class ApiPlanChange(BaseModel):
    """A change to the rounds after ``after_round``: ``join`` (``pair``: the number taken,
    empty for the free seat or a new table), ``withdraw`` (``pair``: the pair that
    leaves) or ``switch`` (``movement``: one of the plan's ``movements``)."""

    change: Literal["join", "withdraw", "switch"]
    after_round: int = Field(ge=0, le=100)
    pair: int | None = Field(default=None, ge=1, le=240)
    movement: str = Field(default="", max_length=12, examples=["9:1"])


class ApiShortBoards(BaseModel):
    """How boards played fewer times are scored: ``full-top`` (Neuberg) or ``own-top``."""

    rule: Literal["full-top", "own-top"]


@router.get("/sessions/{session_id}/plan", response_model=club_answers.PlanState)
def get_plan(session_id: Id, director: ApiDirectorDep, session: SessionDep) -> dict[str, Any]:
    """The plan: who plays next, the tables, sit-outs, changes made, switches offered."""
    return plan_changes.summary(session, session_id)


def _changed(session: SessionDep, session_id: int, request: Request, make: Any) -> Response:
    try:
        make()
    except InvalidTransitionError as error:
        session.rollback()
        raise HTTPException(status_code=409, detail=error.message) from None
    except AtoutError as error:
        session.rollback()
        return refused_fields(request, error)
    session.commit()
    return JSONResponse(
        club_answers.PlanState(**plan_changes.summary(session, session_id)).model_dump(mode="json")
    )


@router.post("/sessions/{session_id}/plan", response_model=club_answers.PlanState, responses=FIELDS)
def change_plan(
    session_id: Id,
    asked: ApiPlanChange,
    director: ApiDirectorDep,
    session: SessionDep,
    request: Request,
) -> Response:
    """Change the rounds after ``after_round`` (every stored result stays): 409 when the
    session does not run, 422 when the change is refused."""

    def make() -> None:
        record = repo.get_session(session, session_id)
        kind = ChangeKind(asked.change)
        change, name = plan_changes.asked_change(
            session, record, kind, asked.after_round, asked.pair, asked.movement
        )
        plan_changes.change_plan(session, session_id, change, name)

    return _changed(session, session_id, request, make)


@router.post(
    "/sessions/{session_id}/short-boards",
    response_model=club_answers.PlanState,
    responses=FIELDS,
)
def short_boards(
    session_id: Id,
    asked: ApiShortBoards,
    director: ApiDirectorDep,
    session: SessionDep,
    request: Request,
) -> Response:
    """Choose how boards played fewer times are scored."""
    rule = ShortBoards(asked.rule)
    return _changed(
        session,
        session_id,
        request,
        lambda: plan_changes.set_short_boards(session, session_id, rule),
    )
