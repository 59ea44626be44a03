"""A game's page: its sheet, the deal form, undo, redo and corrections."""

from __future__ import annotations

from dataclasses import dataclass

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse, Response

from atout.errors import AtoutError, FormError, NotFoundError
from atout.store import repo
from atout.store.records import EntryRecord
from atout.web import service
from atout.web.deps import FormDep, SessionDep, TemplatesDep, UIDep
from atout.web.kinds.base import FormState
from atout.web.kinds.registry import kind_named
from atout.web.routes.home import author_of

router = APIRouter()


@dataclass(frozen=True, slots=True)
class HistoryPage:
    """Every entry ever made in a game, corrections included."""

    game: service.GameView
    entries: tuple[EntryRecord, ...]


def _page(
    templates: TemplatesDep, ui: UIDep, page: service.GamePage, status_code: int = 200
) -> Response:
    return templates.render(ui, kind_named(page.game.kind).template, page, status_code)


@router.get("/games/{game_id}", response_model=None)
def game(
    game_id: int, session: SessionDep, ui: UIDep, templates: TemplatesDep, format: str = "html"
) -> Response:
    """The sheet of the game and the form for the next deal."""
    if format == "json":
        return service.game_page_json(session, game_id)
    return _page(templates, ui, service.game_page(session, game_id))


def _refused(
    session: SessionDep, game_id: int, form: FormDep, error: AtoutError, position: int | None
) -> service.GamePage:
    errors = error.errors if isinstance(error, FormError) else {"": str(error)}
    return service.game_page(session, game_id, FormState(form, errors), editing=position)


@router.post("/games/{game_id}/deals", response_model=None)
def enter_deal(
    game_id: int,
    request: Request,
    form: FormDep,
    session: SessionDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """Store the deal typed (once, whatever the number of submissions) and show the sheet."""
    try:
        service.enter_deal(session, game_id, form, author_of(request))
    except NotFoundError:
        raise
    except AtoutError as error:
        return _page(templates, ui, _refused(session, game_id, form, error, None), 422)
    session.commit()  # here, in the worker thread: the SQLite write lock is let go at once
    return RedirectResponse(f"/games/{game_id}", status_code=303)


@router.get("/games/{game_id}/deals/{position}", response_model=None)
def edit_deal_form(
    game_id: int, position: int, session: SessionDep, ui: UIDep, templates: TemplatesDep
) -> Response:
    """The form of an earlier deal, filled in, to correct it."""
    return _page(templates, ui, service.game_page(session, game_id, editing=position))


@router.post("/games/{game_id}/deals/{position}", response_model=None)
def edit_deal(
    game_id: int,
    position: int,
    request: Request,
    form: FormDep,
    session: SessionDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """Correct deal ``position``: the sheet is recomputed, the old entry kept in the history."""
    try:
        service.enter_deal(session, game_id, form, author_of(request), position)
    except NotFoundError:
        raise
    except AtoutError as error:
        return _page(templates, ui, _refused(session, game_id, form, error, position), 422)
    return RedirectResponse(f"/games/{game_id}", status_code=303)


@router.post("/games/{game_id}/undo")
def undo(game_id: int, form: FormDep, session: SessionDep) -> RedirectResponse:
    """Undo the last deal (it can be redone)."""
    repo.undo(session, game_id)
    return RedirectResponse(f"/games/{game_id}", status_code=303)


@router.post("/games/{game_id}/redo")
def redo(game_id: int, form: FormDep, session: SessionDep) -> RedirectResponse:
    """Redo the deal undone last."""
    repo.redo(session, game_id)
    return RedirectResponse(f"/games/{game_id}", status_code=303)


@router.get("/games/{game_id}/history", response_model=None)
def game_history(
    game_id: int, session: SessionDep, ui: UIDep, templates: TemplatesDep, format: str = "html"
) -> Response:
    """Every entry of the game as typed, with who and when, corrections included."""
    page = HistoryPage(
        service.game_view(repo.get_game(session, game_id)),
        tuple(repo.history(session, game_id)),
    )
    if format == "json":
        return service.json_response(page)
    return templates.render(ui, "history.html", page)


@router.get("/games/{game_id}/chart.svg")
def chart(game_id: int, session: SessionDep, ui: UIDep) -> Response:
    """The evolution of the tarot totals, as an SVG image."""
    svg = service.tarot_chart(session, game_id, ui.gettext("Score evolution"))
    return Response(svg, media_type="image/svg+xml")
