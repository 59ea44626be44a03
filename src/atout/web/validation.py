"""The refusal of a request whose path, query or JSON body does not fit its route (422).

FastAPI checks each parameter against its type and bounds (``Id``, ``Number``
in :mod:`atout.web.deps`); this handler words its findings as every refusal
of atout is worded: the field, the value quoted and what is valid, in the
visitor's language (an API client's ``Accept-Language`` when it has no cookie). The
JSON API answers ``{"detail": [...], "errors": {field: message}}`` (``detail`` as
FastAPI documents it in the OpenAPI description), a page answers the messages as plain
text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response

from atout import i18n
from atout.web.errors import language as reader_language
from atout.web.errors import refusal
from atout.web.forms.common import field_word
from atout.web.guard.inputs import shown

BETWEEN = "{field}: {value} is not valid: use {low} to {high}"
AT_LEAST = "{field}: {value} is not valid: use {low} or more"
AT_MOST = "{field}: {value} is not valid: use {high} or less"
WHOLE = "{field}: {value} is not a whole number: write digits 0-9"
MISSING = "{field}: missing"
OTHER = "{field}: {value} is not valid: {reason}"


#: The tags pydantic adds to an error's location inside a union (``str | int | …``).
_UNION_TAGS = frozenset({"constrained-str", "str", "int", "float", "bool", "none"})


def _field(location: Sequence[Any]) -> str:
    """The field an error is about: its name, with the path into a JSON body.

    >>> _field(("path", "game_id")), _field(("body", "players", 2)), _field(("body",))
    ('game_id', 'players[2]', 'body')
    >>> _field(("body", "title", "constrained-str"))
    'title'
    """
    names = [p for p in location[1:] if not isinstance(p, int) and p not in _UNION_TAGS]
    parts = [str(p) for p in names] or [str(location[0])]
    name = ".".join(parts)
    for index in (p for p in location[1:] if isinstance(p, int)):
        name += f"[{index}]"
    return name


def message(error: Mapping[str, Any], bounds: Mapping[str, tuple[int, int]], language: str) -> str:
    """One error of a request as a sentence in ``language``."""
    gettext = i18n.translations(language).gettext
    name = _field(error.get("loc", ("body",)))
    word = field_word(name)
    field = i18n.translate(word, language) if isinstance(word, i18n.Message) else name
    value = error.get("input")
    quoted = shown(value if isinstance(value, str) else repr(value))
    kind = error.get("type", "")
    if kind == "missing":
        return gettext(MISSING).format(field=field)
    low, high = bounds.get(name, (None, None))
    if kind in ("greater_than_equal", "less_than_equal", "int_parsing_size") and low is not None:
        return gettext(BETWEEN).format(field=field, value=quoted, low=low, high=high)
    context = error.get("ctx", {})
    if kind == "greater_than_equal":
        return gettext(AT_LEAST).format(field=field, value=quoted, low=context.get("ge"))
    if kind == "less_than_equal":
        return gettext(AT_MOST).format(field=field, value=quoted, high=context.get("le"))
    if kind.startswith("int_"):
        return gettext(WHOLE).format(field=field, value=quoted)
    return gettext(OTHER).format(field=field, value=quoted, reason=error.get("msg", ""))


def _bounds(request: Request) -> dict[str, tuple[int, int]]:
    """The lower and upper bounds of the route's numbers, by parameter name."""
    route = request.scope.get("route")
    dependant = getattr(route, "dependant", None)
    found: dict[str, tuple[int, int]] = {}
    if dependant is None:
        return found
    for param in [*dependant.path_params, *dependant.query_params]:
        low = high = None
        for rule in param.field_info.metadata:
            low = getattr(rule, "ge", low)
            high = getattr(rule, "le", high)
        if low is not None and high is not None:
            found[param.alias] = (low, high)
    return found


def install(app: FastAPI) -> None:
    """Word the app's 422 answers (see the module's documentation)."""

    @app.exception_handler(RequestValidationError)
    async def refused(request: Request, error: RequestValidationError) -> Response:
        language = reader_language(request)
        bounds = _bounds(request)
        errors: dict[str, str] = {}
        for found in error.errors():
            field = _field(found.get("loc", ("body",)))
            errors.setdefault(field, message(found, bounds, language))
        if request.url.path.startswith("/api/"):
            detail = jsonable_encoder(error.errors())
            return JSONResponse({"detail": detail, "errors": errors}, status_code=422)
        return refusal(request, 422, "\n".join(errors.values()), "invalid")
