"""Typed FastAPI dependencies: the database session, the visitor's UI, a checked form."""

from __future__ import annotations

import hmac
from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, HTTPException, Request
from sqlalchemy.orm import Session

from atout.services.settings import Settings
from atout.services.sheet_cache import SheetCache
from atout.store.database import Database
from atout.web.templating import CSRF_COOKIE, UI, Templates, ui_for


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


async def get_form(request: Request) -> dict[str, str]:
    """The submitted form, refused (403) unless its CSRF token matches the cookie."""
    form = await request.form()
    fields = {key: value for key, value in form.items() if isinstance(value, str)}
    cookie = request.cookies.get(CSRF_COOKIE, "")
    if not cookie or not hmac.compare_digest(cookie, fields.get("csrf_token", "")):
        raise HTTPException(status_code=403, detail="CSRF token missing or wrong: reload the page")
    return fields


# The session closes (commits) when the route returns, before the response is sent.
SessionDep = Annotated[Session, Depends(get_session, scope="function")]
SettingsDep = Annotated[Settings, Depends(get_settings)]
TemplatesDep = Annotated[Templates, Depends(get_templates)]
SheetsDep = Annotated[SheetCache, Depends(get_sheets)]
UIDep = Annotated[UI, Depends(get_ui)]
FormDep = Annotated[dict[str, str], Depends(get_form)]
