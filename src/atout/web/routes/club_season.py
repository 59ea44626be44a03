"""The club's seasons and players: ``/club/seasons/<name>`` (a championship, also as CSV
and JSON), ``/club/players/<id>`` (a player's sessions) and the director's register.

A season ranks the players (or pairs) of its closed sessions on their
percentages added up, all of them or each one's best N (``?mode=best&best=3``,
``&who=pairs``). Everything here comes from closed sessions: public.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse, Response

from atout.duplicate.season import SeasonMode
from atout.errors import UsageError
from atout.services.club import season as seasons
from atout.services.club.sessions import players
from atout.web.club.auth import DirectorDep
from atout.web.deps import Id, PagesDep, QueryCount, SessionDep
from atout.web.room.files import csv_response
from atout.web.schemas.answers import twin
from atout.web.views.club.season import (
    PlayerPage,
    SeasonPage,
    player_page,
    register_page,
    season_page,
)

router = APIRouter()


def _who(text: str) -> seasons.Who:
    try:
        return seasons.Who(text)
    except ValueError:
        raise UsageError(
            "{text!r}: a season ranks players or pairs",
            code="season.ranks",
            text=text,
        ) from None


@router.get(
    "/club/seasons/{name}",
    response_model=SeasonPage,
    response_class=JSONResponse,
    responses=twin("text/csv"),
)
def season(
    name: str,
    session: SessionDep,
    pages: PagesDep,
    mode: Annotated[str, Query(json_schema_extra={"enum": [m.value for m in SeasonMode]})] = "sum",
    best: QueryCount = 0,
    who: Annotated[
        str, Query(json_schema_extra={"enum": [w.value for w in seasons.Who]})
    ] = "players",
    format: str = "html",
) -> Response:
    """A season's championship: the sum of the percentages, or each one's best ``best``."""
    counted = SeasonMode.parse(mode)
    found = seasons.season(
        session, name, counted, max(best, 1) if counted is SeasonMode.BEST else 0, _who(who)
    )
    if format == "csv":
        return csv_response(seasons.season_csv(found, pages.ui.gettext), "season.csv")
    return pages.answer("club/season.html", season_page(found), format == "json")


@router.get(
    "/club/players/{player_id}",
    response_model=PlayerPage,
    response_class=JSONResponse,
    responses=twin(),
)
def player(player_id: Id, session: SessionDep, pages: PagesDep, format: str = "html") -> Response:
    """A player's closed sessions: partner, percentage and place."""
    page = player_page(*seasons.player_sessions(session, player_id))
    return pages.answer("club/player.html", page, format == "json")


@router.get("/director/players", response_model=None)
def register(director: DirectorDep, session: SessionDep, pages: PagesDep) -> Response:
    """The director's register of players (names and licence numbers): the players they made."""
    return pages.render("club/players.html", register_page(players(session, director.id)))
