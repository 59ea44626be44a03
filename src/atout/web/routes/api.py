"""The JSON API (documented at ``/docs`` and in ``docs/api.md``).

The same actions as the pages, with the same field names as the forms;
no CSRF token is needed (a JSON body cannot be sent cross-site by a form).
An entry is answered as its notation (``deal``) and the deal-form ``fields``
that enter it (:class:`atout.web.views.game.EntryView`).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Request
from fastapi.responses import JSONResponse, Response
from pydantic import StrictBool, StrictFloat, StrictInt, StringConstraints

from atout.errors import AtoutError
from atout.services import games
from atout.store.games import repo
from atout.store.games.records import EntryRecord
from atout.web import game_pages
from atout.web.actions import act, refused_json
from atout.web.deps import SessionDep, SheetsDep
from atout.web.json_twin import dumps, json_response
from atout.web.known_games import GameDep, known_keys, remember
from atout.web.routes.home import Kind, author_of
from atout.web.schemas.answers import API_REFUSALS, FIELDS
from atout.web.schemas.games import Entered, GameCreated
from atout.web.views.game import EntryView, GamePage, GameView, entry_view, game_view

router = APIRouter(prefix="/api", tags=["api"], responses=API_REFUSALS)

#: The most fields of a JSON request, and the longest text of one.
MAX_FIELDS, MAX_TEXT = 64, 10_000
#: A field's name and value (the forms' field names; a text of at most MAX_TEXT characters,
#: a longer one refused, not read as a number).
FieldName = Annotated[str, StringConstraints(max_length=100)]
FieldValue = (
    Annotated[str, StringConstraints(max_length=MAX_TEXT)]
    | StrictInt
    | StrictFloat
    | StrictBool
    | None
)
#: The fields of a creation or deal form, as a JSON object.
Fields = Annotated[dict[FieldName, FieldValue], Body(max_length=MAX_FIELDS)]


def _form(fields: Fields) -> dict[str, str]:
    return {
        key: ("on" if value else "")
        if isinstance(value, bool)
        else ""
        if value is None
        else str(value)
        for key, value in fields.items()
    }


def _entry(entry: EntryRecord | None) -> Response:
    return json_response(None if entry is None else entry_view(entry))


@router.get("/games", response_model=list[GameView])
def list_games(request: Request, session: SessionDep) -> Response:
    """The games this client created or opened (the cookie ``atout_games``), most recent
    first: a game is reached by its unguessable ``id`` only."""
    known = repo.games_by_keys(session, known_keys(request))
    return json_response([game_view(g) for g in known])


@router.post("/games/{kind}", status_code=201, response_model=GameCreated, responses=FIELDS)
def create_game(kind: Kind, fields: Fields, request: Request, session: SessionDep) -> Response:
    """Create a game of ``kind`` (rubber, chicago, series, tarot) from the creation-form fields.

    A rule left out takes the rules' default (RULES §3, §4, §7).
    """
    return act(
        session,
        lambda: game_pages.create_game(session, kind, _form(fields), author_of(request), api=True),
        then=lambda key: remember(JSONResponse({"id": key}, status_code=201), request, key),
        refused=refused_json(request),
        refuses=AtoutError,
    )


@router.get("/games/{game_id}", response_model=GamePage)
def get_game(game: GameDep, session: SessionDep, sheets: SheetsDep) -> Response:
    """The game's page context: its sheet (computed from the entries) and state."""
    return game_pages.game_page_json(games.game_state(session, sheets, game.id))


@router.post(
    "/games/{game_id}/deals",
    status_code=201,
    response_model=Entered,
    responses={200: {"model": Entered, "description": "Entered already"}, **FIELDS},
)
def enter_deal(
    game: GameDep, fields: Fields, request: Request, session: SessionDep, sheets: SheetsDep
) -> Response:
    """Enter a deal with the deal-form fields and an optional ``idempotency_key``.

    201 with the entry; 200 with ``"created": false`` when the key was already used;
    422 with the messages per field when the deal is refused.
    """
    form = _form(fields)
    return act(
        session,
        lambda: game_pages.enter_deal(session, sheets, game.id, form, author_of(request)),
        then=_entered,
        refused=refused_json(request),
        refuses=AtoutError,
    )


def _entered(outcome: tuple[EntryRecord, bool]) -> Response:
    entry, created = outcome
    body = dumps({"entry": entry_view(entry), "created": created})
    return Response(body, status_code=201 if created else 200, media_type="application/json")


@router.post("/games/{game_id}/undo", response_model=EntryView | None)
def undo(game: GameDep, session: SessionDep) -> Response:
    """Undo the last deal; the entry undone (``null`` if none)."""
    return _entry(repo.undo(session, game.id))


@router.post("/games/{game_id}/redo", response_model=EntryView | None)
def redo(game: GameDep, session: SessionDep) -> Response:
    """Redo the deal undone last; the entry redone (``null`` if none)."""
    return _entry(repo.redo(session, game.id))
