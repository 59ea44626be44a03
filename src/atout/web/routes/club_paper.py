"""A bridge session on paper: the ranking as PDF and CSV (public, like the room's ranking;
provisional while the session runs), the backup slips, and the club's static site."""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from atout.errors import NotFoundError
from atout.services.club import paper, sessions
from atout.services.club.scores import Scored
from atout.store.club.records import SessionKind
from atout.web.club.auth import DirectorDep, owned
from atout.web.club.deps import ScoresDep
from atout.web.deps import Id, SessionDep, UIDep
from atout.web.publish import zip_bytes
from atout.web.publish_club import club_site_pages
from atout.web.room.files import csv_response, pdf_response
from atout.web.schemas.answers import file_answer

room = APIRouter(prefix="/s")
director = APIRouter(prefix="/director", dependencies=[Depends(owned)])


def club_name(request: Request) -> str:
    """The club's name (``ATOUT_CLUB_NAME``; empty when not set)."""
    return str(request.app.state.settings.club_name)


def _pairs(scored: Scored) -> Scored:
    """``scored`` if it is a pairs session or an individual (a team session has matches, not
    a ranking)."""
    if scored.record.kind not in (SessionKind.PAIRS, SessionKind.INDIVIDUAL):
        raise NotFoundError(
            "session {session_id} is a team match: its matches have no pairs ranking",
            code="session.no-ranking",
            session_id=scored.record.id,
        )
    return scored


@room.get(
    "/{session_id}/ranking.pdf",
    response_class=Response,
    responses=file_answer("application/pdf"),
)
def ranking_pdf(
    session_id: Id, request: Request, session: SessionDep, scores: ScoresDep, ui: UIDep
) -> Response:
    """The ranking per direction as a PDF page (club, date, title; provisional while open)."""
    scored = _pairs(scores.get(session, session_id))
    data = paper.ranking_pdf(scored, club_name(request), ui.gettext, ui.fixed)
    return pdf_response(data, f"ranking-{session_id}.pdf")


@room.get("/{session_id}/ranking.csv", response_class=Response, responses=file_answer("text/csv"))
def ranking_csv(
    session_id: Id, request: Request, session: SessionDep, scores: ScoresDep, ui: UIDep
) -> Response:
    """The ranking per direction as a CSV file (``;``, UTF-8 with BOM, plain figures)."""
    scored = _pairs(scores.get(session, session_id))
    text = paper.ranking_csv(scored, club_name(request), ui.gettext)
    return csv_response(text, f"ranking-{session_id}.csv")


@director.get(
    "/sessions/{session_id}/slips.pdf",
    response_class=Response,
    responses=file_answer("application/pdf"),
)
def slips_pdf(session_id: Id, request: Request, session: SessionDep, ui: UIDep) -> Response:
    """The backup slips: a page per table and round, a line per board to fill in by hand."""
    record = sessions.get_session(session, session_id)
    data = paper.slips_pdf(record, club_name(request), ui.gettext)
    return pdf_response(data, f"session-{session_id}-slips.pdf")


@director.get("/site.zip", response_class=Response, responses=file_answer("application/zip"))
def club_site(request: Request, director: DirectorDep, session: SessionDep, ui: UIDep) -> Response:
    """The club's static site in a zip file: every closed session's site, each season's
    ranking and an index of them, with the club's name (relative links, offline)."""
    data = zip_bytes(club_site_pages(session, ui.language, club_name(request)))
    headers = {"Content-Disposition": f'attachment; filename="club-{ui.language}.zip"'}
    return Response(data, media_type="application/zip", headers=headers)


routers = (room, director)
