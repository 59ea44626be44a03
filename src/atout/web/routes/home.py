"""Home (start or resume a game), game creation and the language switch."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Annotated

from fastapi import APIRouter, Path, Request
from fastapi.responses import JSONResponse, RedirectResponse, Response

from atout.i18n import LANGUAGES
from atout.store.games import repo
from atout.web import game_pages
from atout.web.actions import act
from atout.web.deps import FormDep, PagesDep, SessionDep
from atout.web.forms.state import FormState
from atout.web.kinds.registry import KINDS, kind_named
from atout.web.known_games import known_keys, remember
from atout.web.schemas.answers import twin
from atout.web.templating import LANGUAGE_COOKIE
from atout.web.views.game import GameView, game_view

router = APIRouter()

#: A kind of game in a path: the document lists them (another is refused, 400 or 422).
Kind = Annotated[str, Path(json_schema_extra={"enum": list(KINDS)})]


@dataclass(frozen=True, slots=True)
class HomePage:
    """The home page: the kinds of game to start and the recent games."""

    kinds: tuple[str, ...]
    recent: tuple[GameView, ...]


@dataclass(frozen=True, slots=True)
class NewGamePage:
    """The creation form of one kind of game."""

    kind: str
    form: FormState


def author_of(request: Request) -> str:
    """Who made the request (the address of the device at the table, for now)."""
    return request.client.host if request.client else "unknown"


@router.get("/", response_model=HomePage, response_class=JSONResponse, responses=twin())
def home(request: Request, session: SessionDep, pages: PagesDep, format: str = "html") -> Response:
    """Start or resume a game (the games this device created or opened)."""
    known = repo.games_by_keys(session, known_keys(request))
    page = HomePage(kinds=tuple(KINDS), recent=tuple(game_view(g) for g in known))
    return pages.answer("home.html", page, format == "json")


@router.get("/new/{kind}", response_model=None)
def new_game_form(kind: Kind, pages: PagesDep) -> Response:
    """The creation form of a game of ``kind`` (rule options are chosen here)."""
    return pages.render(kind_named(kind).new_template, NewGamePage(kind, FormState()))


@router.post("/new/{kind}", response_model=None)
def create_game(
    kind: Kind, request: Request, form: FormDep, session: SessionDep, pages: PagesDep
) -> Response:
    """Create the game and go to its sheet."""
    return act(
        session,
        lambda: game_pages.create_game(session, kind, form, author_of(request)),
        then=lambda key: remember(RedirectResponse(f"/games/{key}", 303), request, key),
        refused=pages.again(kind_named(kind).new_template, partial(NewGamePage, kind), form),
    )


@router.get("/language/{language}")
def switch_language(language: str, next: str = "/") -> RedirectResponse:
    """Remember the visitor's language and go back to the page they were on."""
    target = next if next.startswith("/") and not next.startswith("//") else "/"
    response = RedirectResponse(target, status_code=303)
    if language in LANGUAGES:
        response.set_cookie(LANGUAGE_COOKIE, language, max_age=365 * 24 * 3600, samesite="lax")
    return response
