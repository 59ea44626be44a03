"""The tarot room's pages ``/tarot/<id>``: the live ranking, a player's detail, the ranking
as CSV and PDF, and a season's championship (``/tarot/seasons/<name>``).

The ranking page polls ``/tarot/<id>/standings`` with an ETag; each process
answers from the fragment it keeps (:mod:`atout.web.room.live`, its own
cache for the tarot evenings), reading the version at most once a second; the
route is the room's (:mod:`atout.web.room.rooms`).
"""

from __future__ import annotations

from dataclasses import dataclass

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from sqlalchemy.orm import Session

from atout.errors import NotFoundError
from atout.services.club.access import owned_tournament
from atout.services.room.export import csv_number, csv_text
from atout.services.tarot_tournament import deletion, donnes, export, tournaments
from atout.services.tarot_tournament.season import Season, season
from atout.store.room.records import RoomFamily, SessionStatus
from atout.store.tarot_club import repo
from atout.store.tarot_club.records import TournamentRecord
from atout.tarot.tournament.season import SeasonMode
from atout.web.deps import Id, Number, Pages, PagesDep, QueryCount, SessionDep, UIDep
from atout.web.json_twin import json_response
from atout.web.room.files import csv_response
from atout.web.room.rooms import RoomPages, director_router, room_router
from atout.web.routes.tarot_table import TournamentsDep, tournaments_of
from atout.web.schemas.answers import file_answer, twin
from atout.web.templating import UI
from atout.web.views.tarot_tournament import PlayerPage, RankingPage, player_page, ranking

router = APIRouter(prefix="/tarot")


@router.get(
    "/seasons/{name}",
    response_model=Season,
    response_class=JSONResponse,
    responses=twin("text/csv"),
)
def season_page(
    name: str,
    session: SessionDep,
    pages: PagesDep,
    mode: str = "total",
    best: QueryCount = 0,
    format: str = "html",
) -> Response:
    """A season's championship: each player's total, or best ``best`` evenings."""
    counted = SeasonMode.BEST if mode == "best" else SeasonMode.TOTAL
    found = season(session, name, counted, max(0, best))
    if format == "json":
        return json_response(found)
    if format == "csv":
        return csv_response(_season_csv(found, pages.ui), f"season-{name}.csv")
    return pages.render("tarot_club/season.html", SeasonPage(found))


@dataclass(frozen=True, slots=True)
class SeasonPage:
    """A season's page."""

    season: Season


def _season_csv(found: Season, ui: UI) -> str:
    header = [ui.gettext("Rank"), ui.gettext("Player"), ui.gettext("Points")]
    rows = [header + [e.title for e in found.evenings]]
    for line in found.lines:
        scores = ["" if s is None else csv_number(s) for s in line.evenings]
        rows.append([str(line.place), line.name, csv_number(line.points), *scores])
    return csv_text(rows)


@router.get(
    "/{tournament_id}",
    response_model=RankingPage,
    response_class=JSONResponse,
    responses=twin(),
)
def ranking_page(
    tournament_id: Id,
    session: SessionDep,
    tournaments: TournamentsDep,
    pages: PagesDep,
    format: str = "html",
) -> Response:
    """The live ranking for the room (the page refreshes its table itself)."""
    page = ranking(tournaments.get(session, tournament_id))
    return pages.answer("tarot_club/ranking.html", page, format == "json")


@router.get(
    "/{tournament_id}/players/{player}",
    response_model=PlayerPage,
    response_class=JSONResponse,
    responses=twin(),
)
def player_detail(
    tournament_id: Id,
    player: Number,
    session: SessionDep,
    tournaments: TournamentsDep,
    pages: PagesDep,
    format: str = "html",
) -> Response:
    """A player's evening round by round: his tables, deals and scores."""
    scored = tournaments.get(session, tournament_id)
    if not 1 <= player <= scored.record.plan.players:
        raise NotFoundError(
            "no player {player} in this tournament", code="tournament.no-player", player=player
        )
    page = player_page(scored, player)
    return pages.answer("tarot_club/player.html", page, format == "json")


@router.get(
    "/{tournament_id}/ranking.csv", response_class=Response, responses=file_answer("text/csv")
)
def ranking_csv(
    tournament_id: Id, session: SessionDep, tournaments: TournamentsDep, ui: UIDep
) -> Response:
    """The ranking as a CSV file (``;``-separated, the page's words, plain figures)."""
    text = export.ranking_csv(tournaments.get(session, tournament_id), ui.gettext)
    return csv_response(text, f"tarot-{tournament_id}.csv")


@router.get(
    "/{tournament_id}/ranking.pdf",
    response_class=Response,
    responses=file_answer("application/pdf"),
)
def ranking_pdf(
    tournament_id: Id, session: SessionDep, tournaments: TournamentsDep, ui: UIDep
) -> Response:
    """The ranking as a PDF page."""
    data = export.ranking_pdf(tournaments.get(session, tournament_id), ui.gettext, ui.number)
    headers = {"Content-Disposition": f'inline; filename="tarot-{tournament_id}.pdf"'}
    return Response(data, media_type="application/pdf", headers=headers)


def _standings(
    session: Session, tournament_id: int, request: Request, pages: Pages
) -> tuple[int, bytes]:
    page = ranking(tournaments_of(request).get(session, tournament_id))
    return page.version, bytes(pages.render("tarot_club/_standings.html", page).body)


def _set_status(
    session: Session, tournament_id: int, wanted: SessionStatus, form: dict[str, str]
) -> TournamentRecord:
    return tournaments.set_status(session, tournament_id, wanted)


#: The tarot evenings in the room's and the director's routes (:mod:`atout.web.room.rooms`).
ROOM = RoomPages(
    room="/tarot",
    director="/director/tarot",
    version=repo.ROOMS.version,
    standings=_standings,
    set_status=_set_status,
    set_names=tournaments.set_names,
    owner=owned_tournament,
    family=RoomFamily.TAROT,
    round_label="Tarot round",
    item_label="Deal",
    dismiss=donnes.dismiss_request,
    loss=deletion.loss,
    delete=deletion.delete_tournament,
    cache=tournaments_of,
    home="/director/tarot",
)

routers = (router, room_router(ROOM), director_router(ROOM))
