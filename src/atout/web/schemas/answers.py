"""Refusals and the kinds of answer a route documents in ``/openapi.json``.

Every refusal is one of four JSON shapes (:mod:`atout.web.errors`,
:mod:`atout.web.validation`, :mod:`atout.web.guard`): :class:`Refusal` (``code``
and ``message``), :class:`FieldsRefusal` (a form's or a JSON body's fields refused,
each with its message and code), :class:`InvalidRequest` (the JSON API's
parameters that do not fit their types) and :class:`Blocked` (a request the guard
stops before any route). A page answers its refusals as an error page (the
guard's as plain text), or as a :class:`Refusal` to a client that asks for JSON.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, FastAPI
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, ConfigDict, Field


class Refusal(BaseModel):
    """A refused request: a stable ``code`` and the ``message`` in the reader's language
    (``detail``: the same text)."""

    code: str = Field(examples=["not-found", "session.status"])
    message: str
    detail: str


class FieldsRefusal(Refusal):
    """Fields refused (422): each field's ``message`` in ``errors`` and its ``code`` in
    ``codes``; the field ``""`` is the whole request."""

    errors: dict[str, str]
    codes: dict[str, str]


class Issue(BaseModel):
    """One parameter that does not fit its type, as FastAPI reports it."""

    model_config = ConfigDict(extra="allow")

    loc: list[str | int]
    msg: str
    type: str


class InvalidRequest(BaseModel):
    """A JSON API request whose path, query or body does not fit its route (422): FastAPI's
    ``detail`` and each field's message in the reader's language (``errors``)."""

    detail: list[Issue]
    errors: dict[str, str]


class Blocked(BaseModel):
    """A JSON API request stopped before its route (400, 403, 413, 415): its origin, size,
    content type or characters; ``errors`` names the field (``""``: the whole request)."""

    detail: str
    errors: dict[str, str]


class Created(BaseModel):
    """The number of what was created."""

    id: int


#: A text or file answer's schema (an HTML page, a CSV file, a PDF file).
TEXT: dict[str, Any] = {"schema": {"type": "string"}}


def _json(model: type[BaseModel]) -> dict[str, Any]:
    return {"schema": model.model_json_schema(mode="serialization")}


#: The refusals of a page: its error page, or a :class:`Refusal` for a client asking JSON.
PAGE_REFUSALS: dict[int | str, dict[str, Any]] = {
    "4XX": {
        "description": "Refused: the error page, or JSON for a client that asks for it first",
        "content": {
            "text/html": TEXT,
            "text/plain": TEXT,
            "application/json": _json(Refusal),
        },
    }
}

#: The refusals of the JSON API; a route whose body can be refused adds :data:`FIELDS`.
API_REFUSALS: dict[int | str, dict[str, Any]] = {
    "4XX": {"description": "Refused", "model": Refusal | Blocked},
    422: {"description": "A parameter that does not fit its type", "model": InvalidRequest},
}

#: A JSON body refused: its parameters' types, or its fields' values.
FIELDS: dict[int | str, dict[str, Any]] = {
    422: {
        "description": "Refused: a parameter's type, or the fields' values",
        "model": InvalidRequest | FieldsRefusal,
    }
}


def file_answer(media_type: str) -> dict[int | str, dict[str, Any]]:
    """A file's answer (a route with ``response_class=Response``: its refusals stay JSON)."""
    return {200: {"description": "The file", "content": {media_type: TEXT}}}


def twin(*others: str) -> dict[int | str, dict[str, Any]]:
    """A page's answers beside its JSON twin (``?format=json``, the route's model): the HTML
    page, and ``others`` files (``text/csv``) asked for with ``?format=``."""
    content = {"text/html": TEXT} | {media: TEXT for media in others}
    return {200: {"description": "The page, or its JSON twin", "content": content}}


def add_pages(app: FastAPI, *routers: APIRouter) -> None:
    """Add the routers of pages to ``app``: each answer an HTML page unless its route says
    otherwise (a JSON twin, a file), each refusal an error page or JSON."""
    for router in routers:
        app.include_router(router, default_response_class=HTMLResponse, responses=PAGE_REFUSALS)
