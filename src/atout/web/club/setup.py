"""Plug the club pages into the app: routers, score cache, rate limiters, error pages."""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse, Response

from atout.errors import NotSignedInError
from atout.formats.handrecord.render import stylesheet
from atout.services.club.scores import ScoreCache
from atout.web.room.ratelimit import RateLimiter
from atout.web.routes import (
    club_api,
    club_director,
    club_individual,
    club_paper,
    club_plan,
    club_plan_api,
    club_room,
    club_rulings,
    club_season,
    club_swiss,
    club_table,
    club_tokens,
)
from atout.web.schemas.answers import add_pages
from atout.web.views.club.director import HANDRECORD_CSS


def install(app: FastAPI) -> None:
    """Add the director, table and room pages to ``app``."""
    app.state.club_scores = ScoreCache()
    app.state.room_fragments = {}  # each kind's polled fragments (web.room.live)
    # One limiter for table codes and passwords: its counts are in the database.
    app.state.rate_limiter = RateLimiter(lambda: app.state.database)
    pages = (
        club_table.router,
        *club_rulings.routers,
        *club_room.routers,
        *club_paper.routers,
        club_season.router,
        club_tokens.router,
        club_director.router,
        club_plan.router,
        *club_individual.routers,
        *club_swiss.routers,
    )
    add_pages(app, *pages)
    app.include_router(club_api.router)
    app.include_router(club_plan_api.router)

    @app.get(HANDRECORD_CSS, include_in_schema=False)
    async def handrecord_css() -> Response:
        """The hand records' style sheet (their pages link to it)."""
        headers = {"Cache-Control": "max-age=3600"}
        return Response(stylesheet(), media_type="text/css", headers=headers)

    @app.exception_handler(NotSignedInError)
    async def not_signed_in(request: Request, error: NotSignedInError) -> Response:
        return RedirectResponse("/director/login", status_code=303)
