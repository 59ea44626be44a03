"""The room's pages ``/s/<id>``: the live ranking, its projector view, travellers and
personal score cards.

The ranking is public and polled by the page with an ETag (the session's
version): each process answers the polls from the fragment it keeps in
memory, reading the version at most once a second (:mod:`atout.web.room.live`). Travellers
and score cards show board results, so they are public only once the
session is closed (the director sees them at any time).
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from sqlalchemy.orm import Session

from atout.errors import ForbiddenError, NotFoundError
from atout.services.club import deletion, results, sessions, swiss
from atout.services.club.access import owned_session
from atout.services.club.analysis import analyses
from atout.services.directors import signed_in
from atout.store.club.records import ClubSessionRecord, SessionKind, SessionStatus
from atout.store.room.records import RoomFamily
from atout.web.club.auth import LOGIN_COOKIE
from atout.web.club.deps import ScoresDep, scores_of
from atout.web.deps import Id, Number, Pages, PagesDep, SessionDep
from atout.web.forms import club as forms
from atout.web.room.rooms import RoomPages, director_router, room_router
from atout.web.schemas.answers import twin
from atout.web.views.club.room import RankingView, ranking, score_card, traveller
from atout.web.views.club.teams import TeamsPage, teams_page

router = APIRouter(prefix="/s")


@router.get(
    "/{session_id}",
    response_model=RankingView | TeamsPage,
    response_class=JSONResponse,
    responses=twin(),
)
def ranking_page(
    session_id: Id, session: SessionDep, scores: ScoresDep, pages: PagesDep, format: str = "html"
) -> Response:
    """The live ranking for the room (the page refreshes itself); a team session's matches."""
    scored = scores.get(session, session_id)
    if scored.record.kind is SessionKind.TEAMS:
        teams = teams_page(scored, swiss.is_swiss(session, session_id))
        return pages.answer("club/teams.html", teams, format == "json")
    return pages.answer("club/ranking.html", ranking(scored), format == "json")


@router.get("/{session_id}/projector", response_model=None)
def projector_page(
    session_id: Id, session: SessionDep, scores: ScoresDep, pages: PagesDep
) -> Response:
    """The live ranking for the room's projector: full screen, large, refreshed like the page."""
    scored = scores.get(session, session_id)
    if scored.record.kind is SessionKind.TEAMS:
        played = teams_page(scored, swiss.is_swiss(session, session_id))
        return pages.render("club/projector.html", played)
    return pages.render("club/projector.html", ranking(scored))


def _standings(
    session: Session, session_id: int, request: Request, pages: Pages
) -> tuple[int, bytes]:
    scored = scores_of(request).get(session, session_id)
    if scored.record.kind is SessionKind.TEAMS:
        played = teams_page(scored, swiss.is_swiss(session, session_id))
        page = pages.render("club/_matches.html", played)
    else:
        page = pages.render("club/_standings.html", ranking(scored))
    return scored.record.version, bytes(page.body)


def _set_status(
    session: Session, session_id: int, wanted: SessionStatus, form: dict[str, str]
) -> ClubSessionRecord:
    """A closed session opens again only with ``reopen=yes``."""
    return sessions.set_status(session, session_id, wanted, reopen=forms.reopening(form))


#: The bridge sessions in the room's and the director's routes (:mod:`atout.web.room.rooms`).
ROOM = RoomPages(
    room="/s",
    director="/director/sessions",
    version=sessions.session_version,
    standings=_standings,
    set_status=_set_status,
    set_names=sessions.set_names,
    owner=owned_session,
    family=RoomFamily.BRIDGE,
    round_label="Round",
    item_label="Board",
    dismiss=results.dismiss_request,
    loss=deletion.loss,
    delete=deletion.delete_session,
    cache=scores_of,
    home="/director",
    confirm_close=True,
)


def may_see_results(request: Request, session: SessionDep, record: ClubSessionRecord) -> None:
    if record.status is SessionStatus.CLOSED:
        return
    director = signed_in(session, request.cookies.get(LOGIN_COOKIE, ""))
    if director is not None and director.may_manage(record.director_id):
        return
    raise ForbiddenError(
        "board results are public once the session closes", code="session.results-closed"
    )


@router.get("/{session_id}/boards/{board}", response_model=None)
def traveller_page(
    session_id: Id,
    board: Number,
    request: Request,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
) -> Response:
    """The traveller of a board."""
    scored = scores.get(session, session_id)
    may_see_results(request, session, scored.record)
    if board not in scored.event.travellers:
        raise NotFoundError(
            "no board {board} in this session", code="session.no-board", board=board
        )
    analysis = None
    if scored.record.status is SessionStatus.CLOSED:  # the par once the session is over
        analysis = analyses(session, session_id).get(board)
    page = traveller(scored, board, pages.ui.language, analysis)
    return pages.render("club/traveller.html", page)


@router.get("/{session_id}/pairs/{pair}", response_model=None)
def score_card_page(
    session_id: Id,
    pair: Number,
    request: Request,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
) -> Response:
    """A pair's personal score card."""
    scored = scores.get(session, session_id)
    may_see_results(request, session, scored.record)
    if scored.record.kind is not SessionKind.PAIRS or pair not in scored.record.plan.pairs:
        raise NotFoundError("no pair {pair} in this session", code="session.no-pair", pair=pair)
    return pages.render("club/scorecard.html", score_card(scored, pair, pages.ui.language))


routers = (router, room_router(ROOM), director_router(ROOM))
