"""A game's page: its sheet, the deal form, undo, redo and corrections."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response

from atout.errors import AtoutError, FormError
from atout.services import games
from atout.web import game_pages
from atout.web.actions import act
from atout.web.deps import FormDep, Number, Pages, PagesDep, SessionDep, SheetsDep, UIDep
from atout.web.forms.state import FormState
from atout.web.kinds.registry import KINDS
from atout.web.known_games import GameDep, GameRef, remember
from atout.web.routes.home import author_of
from atout.web.schemas.answers import file_answer, twin
from atout.web.views.game import GamePage, HistoryPage, entry_view, game_view

router = APIRouter()


def _page(pages: Pages, page: GamePage, status_code: int = 200) -> Response:
    return pages.render(KINDS[page.game.kind].template, page, status_code)


@router.get(
    "/games/{game_id}", response_model=GamePage, response_class=JSONResponse, responses=twin()
)
def game(
    game: GameDep,
    request: Request,
    session: SessionDep,
    sheets: SheetsDep,
    pages: PagesDep,
    format: str = "html",
) -> Response:
    """The sheet of the game and the form for the next deal."""
    state = games.game_state(session, sheets, game.id)
    if format == "json":
        return remember(game_pages.game_page_json(state), request, game.key)
    return remember(_page(pages, game_pages.game_page(state)), request, game.key)


def _stored(
    game: GameRef,
    request: Request,
    form: FormDep,
    session: SessionDep,
    sheets: SheetsDep,
    pages: Pages,
    position: int | None = None,
) -> Response:
    """Store the deal typed (at ``position`` to correct an earlier deal) and show the sheet;
    refused, the game's page again (422) with the deal form as typed and its messages."""

    def refused(error: FormError) -> Response:
        state = games.game_state(session, sheets, game.id)
        page = game_pages.game_page(state, FormState(form, error.errors), editing=position)
        return _page(pages, page, 422)

    author = author_of(request)
    return act(
        session,
        lambda: game_pages.enter_deal(session, sheets, game.id, form, author, position),
        then=f"/games/{game.key}",
        refused=refused,
        refuses=AtoutError,
    )


@router.post("/games/{game_id}/deals", response_model=None)
def enter_deal(
    game: GameDep,
    request: Request,
    form: FormDep,
    session: SessionDep,
    sheets: SheetsDep,
    pages: PagesDep,
) -> Response:
    """Store the deal typed (once, whatever the number of submissions) and show the sheet."""
    return _stored(game, request, form, session, sheets, pages)


@router.get("/games/{game_id}/deals/{position}", response_model=None)
def edit_deal_form(
    game: GameDep, position: Number, session: SessionDep, sheets: SheetsDep, pages: PagesDep
) -> Response:
    """The form of an earlier deal, filled in, to correct it."""
    state = games.game_state(session, sheets, game.id)
    return _page(pages, game_pages.game_page(state, editing=position))


@router.post("/games/{game_id}/deals/{position}", response_model=None)
def edit_deal(
    game: GameDep,
    position: Number,
    request: Request,
    form: FormDep,
    session: SessionDep,
    sheets: SheetsDep,
    pages: PagesDep,
) -> Response:
    """Correct deal ``position``: the sheet is recomputed, the old entry kept in the history."""
    return _stored(game, request, form, session, sheets, pages, position)


@router.post("/games/{game_id}/undo", response_model=None)
def undo(game: GameDep, form: FormDep, session: SessionDep) -> Response:
    """Undo the last deal (it can be redone)."""
    return act(session, lambda: games.undo(session, game.id), then=f"/games/{game.key}")


@router.post("/games/{game_id}/redo", response_model=None)
def redo(game: GameDep, form: FormDep, session: SessionDep) -> Response:
    """Redo the deal undone last."""
    return act(session, lambda: games.redo(session, game.id), then=f"/games/{game.key}")


@router.get(
    "/games/{game_id}/history",
    response_model=HistoryPage,
    response_class=JSONResponse,
    responses=twin(),
)
def game_history(
    game: GameDep, session: SessionDep, pages: PagesDep, format: str = "html"
) -> Response:
    """Every entry of the game as entered, with who and when, corrections included."""
    page = HistoryPage(
        game_view(games.get_game(session, game.id)),
        tuple(entry_view(entry) for entry in games.history(session, game.id)),
    )
    return pages.answer("history.html", page, format == "json")


@router.get(
    "/games/{game_id}/chart.svg", response_class=Response, responses=file_answer("image/svg+xml")
)
def chart(game: GameDep, session: SessionDep, sheets: SheetsDep, ui: UIDep) -> Response:
    """The evolution of the tarot totals, as an SVG image."""
    svg = game_pages.tarot_chart(session, sheets, game.id, ui.gettext("Score evolution"))
    return Response(svg, media_type="image/svg+xml")
