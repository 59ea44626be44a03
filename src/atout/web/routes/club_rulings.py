"""The director's rulings: a weighted or split score on a board, the session's penalties, a
player's handicap; and the room's handicapped ranking (a page and its JSON twin).

Each form is read once into its domain value (:mod:`atout.web.forms.rulings`); the
service checks what the form cannot and stores nothing when it refuses: the page comes
back (422) with the values typed and the messages.
"""

from __future__ import annotations

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse, Response

from atout.duplicate.penalties import HandicapMethod
from atout.errors import (
    FormError,
    InvalidDealError,
    InvalidEventError,
    InvalidMovementError,
)
from atout.services.club import rulings
from atout.services.club.standings import pair_handicaps
from atout.store.club.records import ResultKey
from atout.store.club.register import players
from atout.web.actions import act
from atout.web.club.auth import DirectorDep, owned
from atout.web.club.deps import ScoresDep
from atout.web.deps import FormDep, Id, Number, PagesDep, SessionDep
from atout.web.forms import rulings as forms
from atout.web.forms.state import FormState
from atout.web.schemas.answers import twin
from atout.web.views.club.rulings import (
    AssignedPage,
    HandicappedView,
    PenaltiesPage,
    assigned_page,
    handicapped,
    penalties_page,
)
from atout.web.views.club.season import RegisterPage, register_page

director = APIRouter(prefix="/director", dependencies=[Depends(owned)])
#: What a ruling's form is refused with (the page comes back, 422).
REFUSALS = (FormError, InvalidDealError, InvalidEventError, InvalidMovementError)
room = APIRouter(prefix="/s")

_ASSIGNED = "/sessions/{session_id}/results/{round_}/{table}/{board}/assigned"


@director.get(_ASSIGNED, response_model=None)
def assigned_form(
    session_id: Id,
    round_: Number,
    table: Number,
    board: Number,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
) -> Response:
    """The weighted or split score of a board at a table (the one in force, if any)."""
    key = ResultKey(round_, table, board)
    page = assigned_page(scores.get(session, session_id), key, None, pages.ui.language)
    return pages.render("club/assigned.html", page)


@director.post(_ASSIGNED, response_model=None)
def assign(
    session_id: Id,
    round_: Number,
    table: Number,
    board: Number,
    you: DirectorDep,
    form: FormDep,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
) -> Response:
    """Give the assigned score of the form (``withdraw=yes``: take it away)."""
    key = ResultKey(round_, table, board)

    def run() -> None:
        if form.get("withdraw") == "yes":
            rulings.withdraw_score(session, you, session_id, key)
            return
        rulings.assign_score(session, you, session_id, key, forms.assigned_score(form))

    def page(state: FormState) -> AssignedPage:
        return assigned_page(scores.get(session, session_id), key, state, pages.ui.language)

    refused = pages.again("club/assigned.html", page, form)
    return act(
        session, run, then=f"/director/sessions/{session_id}", refused=refused, refuses=REFUSALS
    )


@director.get("/sessions/{session_id}/penalties", response_model=None)
def penalties_form(
    session_id: Id, session: SessionDep, scores: ScoresDep, pages: PagesDep
) -> Response:
    """The session's penalties and the form to give one."""
    page = penalties_page(scores.get(session, session_id), FormState())
    return pages.render("club/penalties.html", page)


@director.post("/sessions/{session_id}/penalties", response_model=None)
def penalise(
    session_id: Id,
    you: DirectorDep,
    form: FormDep,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
) -> Response:
    """Give the penalty of the form."""

    def run() -> None:
        penalty, reason = forms.penalty(form)
        rulings.penalise(session, you, session_id, penalty, reason)

    def page(state: FormState) -> PenaltiesPage:
        return penalties_page(scores.get(session, session_id), state)

    refused = pages.again("club/penalties.html", page, form)
    then = f"/director/sessions/{session_id}/penalties"
    return act(session, run, then=then, refused=refused, refuses=REFUSALS)


@director.post("/sessions/{session_id}/penalties/{penalty_id}/delete", response_model=None)
def lift(session_id: Id, penalty_id: Id, you: DirectorDep, session: SessionDep) -> Response:
    """Take a penalty away."""
    return act(
        session,
        lambda: rulings.lift_penalty(session, you, session_id, penalty_id),
        then=f"/director/sessions/{session_id}/penalties",
    )


@director.post("/players/{player_id}/handicap", response_model=None)
def handicap(
    player_id: Id, you: DirectorDep, form: FormDep, session: SessionDep, pages: PagesDep
) -> Response:
    """Give a player of the register his handicap (empty: none)."""

    def run() -> None:
        rulings.set_handicap(session, you, player_id, forms.handicap(form))

    def page(state: FormState) -> RegisterPage:
        return register_page(players(session, you.id), player_id, state)

    typed = {"handicap": form.get("handicap", "")}  # the register shows this field alone
    refused = pages.again("club/players.html", page, typed)
    return act(session, run, then="/director/players", refused=refused, refuses=REFUSALS)


@room.get(
    "/{session_id}/handicapped",
    response_model=HandicappedView,
    response_class=JSONResponse,
    responses=twin(),
)
def handicapped_page(
    session_id: Id,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
    method: HandicapMethod = HandicapMethod.SUM,
    format: str = "html",
) -> Response:
    """The handicapped ranking beside the plain one, by the EBU's ``sum`` or ``average``."""
    scored = scores.get(session, session_id)
    page = handicapped(scored, pair_handicaps(session, session_id), method)
    return pages.answer("club/handicapped.html", page, format == "json")


routers = (room, director)
