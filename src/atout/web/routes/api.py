"""The JSON API (documented at ``/docs`` and in ``docs/api.md``).

The same actions as the pages, with the same field names as the forms;
no CSRF token is needed (a JSON body cannot be sent cross-site by a form).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response

from atout.errors import AtoutError, FormError, NotFoundError
from atout.store import repo
from atout.web import service
from atout.web.deps import SessionDep
from atout.web.routes.home import author_of
from atout.web.sheet_cache import dumps, jsonable

router = APIRouter(prefix="/api", tags=["api"])

Fields = dict[str, str | int | float | bool | None]


def _form(fields: Fields) -> dict[str, str]:
    return {
        key: ("on" if value else "")
        if isinstance(value, bool)
        else ""
        if value is None
        else str(value)
        for key, value in fields.items()
    }


def _refusal(error: AtoutError) -> JSONResponse:
    errors = error.errors if isinstance(error, FormError) else {"": str(error)}
    return JSONResponse({"errors": errors}, status_code=422)


@router.get("/games")
def list_games(session: SessionDep) -> Any:
    """The games played most recently first."""
    return jsonable([service.game_view(g) for g in repo.recent_games(session)])


@router.post("/games/{kind}", status_code=201, response_model=None)
def create_game(kind: str, fields: Fields, request: Request, session: SessionDep) -> Any:
    """Create a game of ``kind`` (rubber, chicago, series, tarot) from the creation-form fields."""
    try:
        game_id = service.create_game(session, kind, _form(fields), author_of(request))
    except AtoutError as error:
        return _refusal(error)
    return {"id": game_id}


@router.get("/games/{game_id}", response_model=None)
def get_game(game_id: int, session: SessionDep) -> Response:
    """The game's page context: its sheet (computed from the entries) and state."""
    return service.game_page_json(session, game_id)


@router.post("/games/{game_id}/deals", status_code=201, response_model=None)
def enter_deal(game_id: int, fields: Fields, request: Request, session: SessionDep) -> Any:
    """Enter a deal with the deal-form fields and an optional ``idempotency_key``.

    201 with the entry; 200 with ``"created": false`` when the key was already used;
    422 with the messages per field when the deal is refused.
    """
    try:
        entry, created = service.enter_deal(session, game_id, _form(fields), author_of(request))
    except NotFoundError:
        raise
    except AtoutError as error:
        return _refusal(error)
    session.commit()  # here, in the worker thread: the SQLite write lock is let go at once
    body = dumps({"entry": entry, "created": created})
    return Response(body, status_code=201 if created else 200, media_type="application/json")


@router.post("/games/{game_id}/undo")
def undo(game_id: int, session: SessionDep) -> Any:
    """Undo the last deal; the entry undone (``null`` if none)."""
    return jsonable(repo.undo(session, game_id))


@router.post("/games/{game_id}/redo")
def redo(game_id: int, session: SessionDep) -> Any:
    """Redo the deal undone last; the entry redone (``null`` if none)."""
    return jsonable(repo.redo(session, game_id))
