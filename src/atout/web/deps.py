"""Typed FastAPI dependencies: the database session, the visitor's UI and pages, a checked
form."""

from __future__ import annotations

import hmac
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import Depends, HTTPException, Path, Query, Request
from fastapi.responses import HTMLResponse, Response
from sqlalchemy.orm import Session

from atout.errors import AtoutError, ConflictError, FormError
from atout.services.settings import Settings
from atout.services.sheet_cache import SheetCache
from atout.store.database import Database
from atout.web.forms.state import FormState
from atout.web.guard.inputs import CONTROL
from atout.web.guard.middleware import control_message
from atout.web.templating import CSRF_COOKIE, UI, Templates, ui_for

#: The largest row number (an ``INTEGER`` column of PostgreSQL is 32 bits).
MAX_ID = 2**31 - 1
#: The largest round, table, board, deal, pair or position a page is asked for.
MAX_NUMBER = 9_999
#: A row's number in a path (a game, a session, an evening): 1 to :data:`MAX_ID`.
Id = Annotated[int, Path(ge=1, le=MAX_ID)]
#: A round, table, board, pair, player or position in a path: 0 to :data:`MAX_NUMBER`.
Number = Annotated[int, Path(ge=0, le=MAX_NUMBER)]
#: A round, board or deal in a query (absent: ``None``).
QueryNumber = Annotated[int | None, Query(ge=0, le=MAX_NUMBER)]
#: A count in a query (the best evenings of a season).
QueryCount = Annotated[int, Query(ge=0, le=MAX_NUMBER)]


async def get_session(request: Request) -> AsyncIterator[Session]:
    """One transaction per user action: a write transaction for a POST, else a read.

    The transaction begins with the route's first statement, in the route's
    worker thread, and ends here, on the event loop, before the response is
    sent: a writer never waits for a free worker thread while it holds the
    SQLite write lock (which would deadlock under load). A busy write route
    may commit itself at its end, in its worker thread, to let the write lock
    go without waiting for its turn on the event loop; the commit here then
    has nothing left to do.
    """
    database: Database = request.app.state.database
    session = database.session(write=request.method == "POST")
    try:
        yield session
        session.commit()
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()


# The dependencies below do no I/O: ``async`` keeps them on the event loop (a plain
# ``def`` dependency would cost a trip to the thread pool on every request).
async def get_settings(request: Request) -> Settings:
    """The settings the app was created with."""
    settings: Settings = request.app.state.settings
    return settings


async def get_templates(request: Request) -> Templates:
    """The page templates."""
    templates: Templates = request.app.state.templates
    return templates


async def get_sheets(request: Request) -> SheetCache:
    """The app's cache of computed game sheets (per process)."""
    sheets: SheetCache = request.app.state.sheets
    return sheets


async def get_ui(request: Request, settings: Annotated[Settings, Depends(get_settings)]) -> UI:
    """The visitor's language and CSRF token."""
    return ui_for(request, settings.language)


@dataclass(frozen=True, slots=True)
class Pages:
    """The page templates in the visitor's UI: how a route draws its pages."""

    ui: UI
    templates: Templates

    def render(self, name: str, context: Any, status_code: int = 200) -> HTMLResponse:
        """The page ``name`` drawn from ``context`` (a dataclass)."""
        return self.templates.render(self.ui, name, context, status_code)

    def answer(self, name: str, context: Any, as_json: bool) -> Response:
        """The page ``name``, or its JSON twin (``?format=json``)."""
        return self.templates.answer(self.ui, name, context, as_json)

    def again(
        self, name: str, page: Callable[[FormState], Any], form: dict[str, str]
    ) -> Callable[[AtoutError], Response]:
        """The answer to a refusal of ``form`` (for :func:`atout.web.actions.act`): the page
        ``name`` again, drawn by ``page`` from the form as typed, with a refusal's messages
        by their fields (422) or a conflict's message for the whole form (409)."""

        def refused(error: AtoutError) -> Response:
            messages: dict[str, str] = {"": error.message}
            if isinstance(error, FormError):
                messages = error.errors
            status = 409 if isinstance(error, ConflictError) else 422
            return self.render(name, page(FormState(form, messages)), status)

        return refused


async def get_pages(
    ui: Annotated[UI, Depends(get_ui)], templates: Annotated[Templates, Depends(get_templates)]
) -> Pages:
    """The page templates in the visitor's UI."""
    return Pages(ui, templates)


async def get_form(request: Request, ui: Annotated[UI, Depends(get_ui)]) -> dict[str, str]:
    """The submitted form, refused (403) unless its CSRF token matches the cookie.

    A field holding a control character is refused (422) here too: the guard
    (:mod:`atout.web.guard`) reads URL-encoded forms itself, not multipart ones.
    """
    form = await request.form()
    fields = {key: value for key, value in form.items() if isinstance(value, str)}
    cookie = request.cookies.get(CSRF_COOKIE, "")
    if not cookie or not hmac.compare_digest(cookie, fields.get("csrf_token", "")):
        raise HTTPException(
            status_code=403, detail=ui.gettext("CSRF token missing or wrong: reload the page")
        )
    for name, value in fields.items():
        if CONTROL.search(name) or CONTROL.search(value):
            raise HTTPException(
                status_code=422, detail=control_message(ui.language, field=name, value=value)
            )
    return fields


# The session closes (commits) when the route returns, before the response is sent.
SessionDep = Annotated[Session, Depends(get_session, scope="function")]
SheetsDep = Annotated[SheetCache, Depends(get_sheets)]
UIDep = Annotated[UI, Depends(get_ui)]
PagesDep = Annotated[Pages, Depends(get_pages)]
FormDep = Annotated[dict[str, str], Depends(get_form)]
