"""Refusals as a browser or a program wants them: a page in the reader's language with a
way back, or JSON (``code`` and ``message``) for the API.

Only API clients get JSON: a path under ``/api/``, or an ``Accept`` header that asks for
``application/json`` before HTML. A browser gets ``error.html`` for 400, 403, 404, 405,
409, 422 and 429, in the language of its cookie (else the app's default).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from urllib.parse import urlsplit

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from atout import i18n
from atout.errors import (
    N_,
    AtoutError,
    ForbiddenError,
    FormError,
    Message,
    NotFoundError,
)
from atout.web.methods import Methods
from atout.web.templating import LANGUAGE_COOKIE, Templates, ui_for

#: The title of each refusal's page.
TITLES = {
    400: N_("This cannot be done"),
    403: N_("Not allowed"),
    404: N_("Page not found"),
    405: N_("Not allowed"),
    409: N_("Changed in the meantime"),
    422: N_("Please check what you typed"),
    429: N_("Too many tries"),
}
#: The code of an HTTP refusal without a domain error.
HTTP_CODES = {
    400: "bad-request",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    409: "conflict",
    422: "invalid",
    429: "too-many-requests",
}


def wants_json(request: Request) -> bool:
    """True for an API client: a path under ``/api/``, or JSON asked for before HTML."""
    if request.url.path.startswith("/api/"):
        return True
    accept = request.headers.get("accept", "")
    json_at, html_at = accept.find("application/json"), accept.find("text/html")
    return json_at >= 0 and (html_at < 0 or json_at < html_at)


def language(request: Request) -> str:
    """The reader's language: the cookie's; for an API client without one, the first
    language of ``Accept-Language`` atout speaks; else the app's default."""
    if LANGUAGE_COOKIE not in request.cookies and wants_json(request):
        for part in request.headers.get("accept-language", "").split(","):
            asked = part.split(";")[0].strip().lower()[:2]
            if asked in i18n.LANGUAGES:
                return asked
    return ui_for(request, request.app.state.settings.language).language


def _back(request: Request) -> str:
    """Where the page's "Back" link goes: the referring page of this site, else home."""
    referer = urlsplit(request.headers.get("referer", ""))
    if referer.netloc and referer.netloc != request.url.netloc:
        return "/"
    path = referer.path or "/"
    if path == request.url.path or not path.startswith("/"):
        return "/"
    return path + (f"?{referer.query}" if referer.query else "")


@dataclass(frozen=True, slots=True)
class ErrorPage:
    """A refusal's page: its status, title, message and way back."""

    status: int
    title: str
    message: str
    back: str


def refusal(request: Request, status: int, message: str, code: str) -> Response:
    """``message`` refused with ``status``, as a page or as JSON (``code``, ``message``)."""
    lang = language(request)
    text = i18n.translate(message, lang)
    if wants_json(request):
        return JSONResponse({"code": code, "message": text, "detail": text}, status_code=status)
    title = TITLES.get(status, "This cannot be done")
    page = ErrorPage(status, title, text, _back(request))
    ui = ui_for(request, request.app.state.settings.language)
    templates: Templates = request.app.state.templates
    return templates.render(ui, "error.html", page, status_code=status)


def error_refusal(request: Request, status: int, error: AtoutError) -> Response:
    """A domain error refused with ``status``."""
    return refusal(request, status, error.message, error.code)


def refused_fields(request: Request, error: AtoutError) -> JSONResponse:
    """A refused API request (422), in the reader's language: the error's ``code`` and
    ``message`` (``detail`` too), each field's message in ``errors`` and its code in ``codes``
    (a field without its own: the error's). The field ``""`` is the whole request."""
    lang = language(request)
    fields = error.errors if isinstance(error, FormError) else {"": error.message}
    errors = {field: i18n.translate(text, lang) for field, text in fields.items()}
    codes = {
        field: text.code if isinstance(text, Message) and text.code else error.code
        for field, text in fields.items()
    }
    text = i18n.translate(error, lang)
    body = {"code": error.code, "message": text, "detail": text, "errors": errors, "codes": codes}
    return JSONResponse(body, status_code=422)


async def _domain_refusal(status: int, request: Request, error: Exception) -> Response:
    assert isinstance(error, AtoutError)
    return error_refusal(request, status, error)


def install(app: FastAPI) -> None:
    """Answer refusals with pages (browsers) or JSON (API clients)."""

    for refused, status in ((NotFoundError, 404), (ForbiddenError, 403), (AtoutError, 400)):
        app.add_exception_handler(refused, partial(_domain_refusal, status))

    @app.exception_handler(StarletteHTTPException)
    async def http_refusal(request: Request, error: StarletteHTTPException) -> Response:
        detail = error.detail if isinstance(error.detail, str) else str(error.detail)
        code = HTTP_CODES.get(error.status_code, "http-error")
        if isinstance(error.detail, Message) and error.detail.code:
            code = error.detail.code
        response = refusal(request, error.status_code, detail, code)
        for name, value in (error.headers or {}).items():
            response.headers[name] = value
        if error.status_code == 405:  # every method of the path, not the first route's
            response.headers["allow"] = _methods(request.app).allowed(request.scope["path"])
        return response


def _methods(app: FastAPI) -> Methods:
    """The app's routes and their methods, gathered at the first 405."""
    found: Methods | None = getattr(app.state, "methods", None)
    if found is None:
        found = app.state.methods = Methods.of(app)
    return found
