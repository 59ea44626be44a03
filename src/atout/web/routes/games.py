"""A game's page: its sheet, the deal form, undo, redo and corrections."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from fastapi import APIRouter, Request
from fastapi.responses import Response

from atout.errors import AtoutError, FormError
from atout.store import repo
from atout.store.records import EntryRecord
from atout.web import service
from atout.web.actions import act
from atout.web.deps import FormDep, SessionDep, SheetsDep, TemplatesDep, UIDep
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
    game_id: int,
    session: SessionDep,
    sheets: SheetsDep,
    ui: UIDep,
    templates: TemplatesDep,
    format: str = "html",
) -> Response:
    """The sheet of the game and the form for the next deal."""
    if format == "json":
        return service.game_page_json(session, sheets, game_id)
    return _page(templates, ui, service.game_page(session, sheets, game_id))


def _refused(
    templates: TemplatesDep,
    ui: UIDep,
    session: SessionDep,
    sheets: SheetsDep,
    game_id: int,
    form: FormDep,
    position: int | None,
) -> Callable[[FormError], Response]:
    """The game's page again (422) with the deal form as typed and its messages."""

    def refused(error: FormError) -> Response:
        state = FormState(form, error.errors)
        page = service.game_page(session, sheets, game_id, state, editing=position)
        return _page(templates, ui, page, 422)

    return refused


@router.post("/games/{game_id}/deals", response_model=None)
def enter_deal(
    game_id: int,
    request: Request,
    form: FormDep,
    session: SessionDep,
    sheets: SheetsDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """Store the deal typed (once, whatever the number of submissions) and show the sheet."""
    return act(
        session,
        lambda: service.enter_deal(session, sheets, game_id, form, author_of(request)),
        then=f"/games/{game_id}",
        refused=_refused(templates, ui, session, sheets, game_id, form, None),
        refuses=AtoutError,  # the sheet may refuse the deal too
    )


@router.get("/games/{game_id}/deals/{position}", response_model=None)
def edit_deal_form(
    game_id: int,
    position: int,
    session: SessionDep,
    sheets: SheetsDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """The form of an earlier deal, filled in, to correct it."""
    return _page(templates, ui, service.game_page(session, sheets, game_id, editing=position))


@router.post("/games/{game_id}/deals/{position}", response_model=None)
def edit_deal(
    game_id: int,
    position: int,
    request: Request,
    form: FormDep,
    session: SessionDep,
    sheets: SheetsDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """Correct deal ``position``: the sheet is recomputed, the old entry kept in the history."""
    return act(
        session,
        lambda: service.enter_deal(session, sheets, game_id, form, author_of(request), position),
        then=f"/games/{game_id}",
        refused=_refused(templates, ui, session, sheets, game_id, form, position),
        refuses=AtoutError,
    )


@router.post("/games/{game_id}/undo", response_model=None)
def undo(game_id: int, form: FormDep, session: SessionDep) -> Response:
    """Undo the last deal (it can be redone)."""
    return act(session, lambda: repo.undo(session, game_id), then=f"/games/{game_id}")


@router.post("/games/{game_id}/redo", response_model=None)
def redo(game_id: int, form: FormDep, session: SessionDep) -> Response:
    """Redo the deal undone last."""
    return act(session, lambda: repo.redo(session, game_id), then=f"/games/{game_id}")


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
def chart(game_id: int, session: SessionDep, sheets: SheetsDep, ui: UIDep) -> Response:
    """The evolution of the tarot totals, as an SVG image."""
    svg = service.tarot_chart(session, sheets, game_id, ui.gettext("Score evolution"))
    return Response(svg, media_type="image/svg+xml")
