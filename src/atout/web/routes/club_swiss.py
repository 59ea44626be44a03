"""A Swiss teams event's own pages: the room's rounds and rankings (``/s/<id>/swiss``, its
JSON twin and its projector view; ``/s/<id>/swiss/live``, the latest round's tables and
ranking polled by both, with an ETag: :func:`atout.web.room.live.polled`) and the
director's page (re-pair a round not started, a late entrant, a withdrawal). Its tables,
results and matches are a team session's."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import JSONResponse, Response
from sqlalchemy.orm import Session

from atout.errors import AtoutError, FormError
from atout.services.club import swiss
from atout.services.club.scores import Scored
from atout.store.club import repo
from atout.store.club.records import ClubSessionRecord
from atout.web.actions import act
from atout.web.club.auth import owned
from atout.web.club.deps import ScoresDep, scores_of
from atout.web.deps import FormDep, Id, Pages, PagesDep, QueryNumber, SessionDep
from atout.web.forms.common import whole
from atout.web.room.live import fragments_of, polled
from atout.web.schemas.answers import twin
from atout.web.views.club.swiss import SwissDirectorPage, SwissPage, swiss_page

room = APIRouter(prefix="/s")
director = APIRouter(prefix="/director", dependencies=[Depends(owned)])


def _page(session: SessionDep, scored: Scored, shown: int | None) -> SwissPage:
    state = swiss.swiss_state(session, scored)
    if state is None:
        raise HTTPException(404)
    return swiss_page(scored.record, state, shown)


@room.get(
    "/{session_id}/swiss",
    response_model=SwissPage,
    response_class=JSONResponse,
    responses=twin(),
)
def swiss_room(
    session_id: Id,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
    round: QueryNumber = None,
    format: str = "html",
) -> Response:
    """A Swiss's rounds (``round``: the one shown first) and its ranking after every round."""
    page = _page(session, scores.get(session, session_id), round)
    return pages.answer("club/swiss.html", page, format == "json")


@room.get("/{session_id}/swiss/projector", response_model=None)
def swiss_projector(
    session_id: Id, session: SessionDep, scores: ScoresDep, pages: PagesDep
) -> Response:
    """The room's projector: the latest round's tables and the latest ranking, large."""
    page = _page(session, scores.get(session, session_id), None)
    return pages.render("club/swiss_projector.html", page)


#: Where the Swiss's live fragments are kept (:func:`atout.web.room.live.fragments_of`).
LIVE = "/s/swiss"


def _live(session_id: int, request: Request, pages: Pages, session: Session) -> tuple[int, bytes]:
    scored = scores_of(request).get(session, session_id)
    body = pages.render("club/_swiss_round.html", _page(session, scored, None)).body
    return scored.record.version, bytes(body)


@room.get("/{session_id}/swiss/live", response_model=None)
async def swiss_live(session_id: Id, request: Request, pages: PagesDep) -> Response:
    """The latest round's tables and ranking alone, polled by the room's page and its
    projector (304 while the session's version is the one shown)."""
    render = partial(_live, session_id, request, pages)
    version = partial(_version, session_id)
    cache = fragments_of(request, LIVE, "swiss")
    return await polled(request, cache, (session_id, pages.ui.language), version, render)


def _version(session_id: int, session: Session) -> int:
    return repo.ROOMS.version(session, session_id)


def _director_page(session: SessionDep, scored: Scored, pages: Pages, error: str = "") -> Response:
    page = _page(session, scored, None)
    started = {r.round for r in scored.results}
    repairable = tuple(r.number for r in page.rounds if r.number not in started)
    tables = tuple(repo.tables(session, scored.record.id))
    redrawn = swiss.redrawn(session, scored.record.id)
    context = SwissDirectorPage(page, tables, repairable, error, redrawn)
    return pages.render("club/swiss_director.html", context, 422 if error else 200)


@director.get("/sessions/{session_id}/swiss", response_model=None)
def swiss_director(
    session_id: Id, session: SessionDep, scores: ScoresDep, pages: PagesDep
) -> Response:
    """The director's Swiss: each round's tables, the codes, re-pair, add, withdraw."""
    return _director_page(session, scores.get(session, session_id), pages)


def _action(
    session_id: int,
    session: SessionDep,
    scores: ScoresDep,
    pages: Pages,
    run: Callable[[Scored], ClubSessionRecord],
) -> Response:
    scored = scores.get(session, session_id)

    def refused(error: FormError) -> Response:
        message = next(iter(error.errors.values()), "")
        return _director_page(session, scores.get(session, session_id), pages, message)

    return act(
        session,
        lambda: run(scored),
        then=f"/director/sessions/{session_id}/swiss",
        refused=refused,
        refuses=AtoutError,
    )


@director.post("/sessions/{session_id}/swiss/repair", response_model=None)
def swiss_repair(
    session_id: Id, form: FormDep, session: SessionDep, scores: ScoresDep, pages: PagesDep
) -> Response:
    """Seat a round not started again (and the rounds after it)."""
    round_ = whole(form.get("round")) or 0
    return _action(session_id, session, scores, pages, lambda s: swiss.repair(session, s, round_))


@director.post("/sessions/{session_id}/swiss/teams", response_model=None)
def swiss_add_team(
    session_id: Id, form: FormDep, session: SessionDep, scores: ScoresDep, pages: PagesDep
) -> Response:
    """A late entrant joins, seated from the next round drawn."""
    name = form.get("name", "")
    return _action(session_id, session, scores, pages, lambda s: swiss.add_team(session, s, name))


@director.post("/sessions/{session_id}/swiss/withdraw", response_model=None)
def swiss_withdraw(
    session_id: Id, form: FormDep, session: SessionDep, scores: ScoresDep, pages: PagesDep
) -> Response:
    """A team leaves: its results stand, the rounds not started are drawn again."""
    team = whole(form.get("team")) or 0
    return _action(session_id, session, scores, pages, lambda s: swiss.withdraw(session, s, team))


routers = (room, director)
