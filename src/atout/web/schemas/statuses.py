"""Every status each operation of ``/openapi.json`` really answers, declared once.

FastAPI writes a route's own answers (its model, its ``responses=``); the rest
come from around the route and are added here to the generated document, for
every operation at once:

- from the operation's shape (:func:`shaped`): the guard's refusals of every
  request (422: control characters in the path or the query; FastAPI's parameter
  types too), of a state-changing one (403 from another origin, 413 too large;
  415 not JSON under ``/api/``), 404 for an operation with path parameters (an
  unknown game, session, table, player) and 401 for one behind a director's token;
- from :data:`DECLARED`: what a kind of route answers by its nature (a form's 303
  and 409, the director's pages' 303 to the sign-in page, a table code's 429…).

Each refusal gets the content of the range its route was given
(:mod:`.answers`: ``4XX``, the error page or JSON), unless the route declares
that status itself; a redirect (303) its ``Location``. The range is then
replaced by the statuses it stood for.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI

#: The methods that change state (the guard's cross-site rule and size limit).
UNSAFE = frozenset({"post", "put", "patch", "delete"})
#: The description of each status the table adds.
DESCRIPTIONS = {
    303: "See other: the next page (after the action, or the sign-in page)",
    400: "Refused: what was asked cannot be done",
    401: "Not signed in: a director's token or password is needed",
    403: "Forbidden: another origin, a wrong form token, another director's session or table",
    404: "Not found: no such game, session, table, player or page",
    409: "Changed in the meantime, or another result stored",
    413: "Refused: the request is too large",
    415: "Refused: the JSON API takes only Content-Type: application/json",
    422: "Refused: a parameter's type, a field's value, or a control character",
    429: "Too many tries: wait a few minutes",
}


@dataclass(frozen=True, slots=True)
class Answers:
    """The statuses the operations whose path matches ``path`` (a regular expression) and
    whose method is in ``methods`` answer, besides their own."""

    path: str
    methods: frozenset[str]
    statuses: frozenset[int]


def _answers(path: str, methods: str, *statuses: int) -> Answers:
    return Answers(path, frozenset(methods.split()), frozenset(statuses))


#: What each kind of route answers by its nature.
DECLARED = (
    # A form: sent on (303), refused (400 a rule, 409 a stale version), naming what is
    # not there (404: a token, a player).
    _answers(r"^/(?!api/)", "post", 303, 400, 404, 409),
    # The director's pages: the sign-in page when signed out, another director's refused.
    _answers(r"^/director(/|$)", "get post", 303, 403),
    _answers(r"^/director/", "get", 400, 409),
    _answers(r"^/director/(setup|login)$", "get", 303),
    _answers(r"^/director/setup$", "get post", 404),
    _answers(r"^/director/login$", "post", 401, 429),
    # A page whose query or path a rule refuses (a game's, a table's, a language).
    _answers(r"^/(games|new|t|tt|s|tarot|club)/", "get", 400),
    # A room's board or pair page, before the visitor's table played it.
    _answers(r"^/(s|tarot)/", "get", 403),
    _answers(r"^/language/", "get", 303),
    # A table's code: unknown (404), then too many wrong ones from an address (429);
    # a round that is not the table's to enter (403).
    _answers(r"^/(t|tt)/\{code\}", "get post", 403, 429),
    _answers(r"^/api/club/tables/\{code\}", "get post", 403, 429),
    # The JSON API: a rule refused (400), another director's session (403), a state (409).
    _answers(r"^/api/", "get post", 400, 403),
    _answers(r"^/api/", "post", 409),
    # A session's file before it is closed (409, unless provisional).
    _answers(r"/export\.pbn$", "get", 409),
)

#: A text without control characters (tabs and line breaks allowed): the guard refuses
#: the others in a path, a query, a form or a JSON body (:data:`atout.web.guard.inputs.CONTROL`).
TEXT = "^[^\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]*$"
#: The component of a JSON value without control characters (a body's fields not named).
ANY_TEXT = "AnyText"
#: A string schema's keys that already say what it holds (then left as it is).
FIXED = frozenset({"pattern", "enum", "const", "format"})
#: A redirect: no body, its ``Location`` header.
REDIRECT: dict[str, Any] = {
    "description": DESCRIPTIONS[303],
    "headers": {"Location": {"description": "The next page", "schema": {"type": "string"}}},
}


def shaped(path: str, method: str, operation: dict[str, Any]) -> Iterator[int]:
    """The statuses an operation answers by its shape: its method, path parameters, token."""
    yield 422
    if method in UNSAFE:
        yield from (403, 413)
        if path.startswith("/api/"):
            yield 415
    if "{" in path:
        yield 404
    if operation.get("security"):
        yield from (401, 403)


def statuses(path: str, method: str, operation: dict[str, Any]) -> set[int]:
    """Every status ``operation`` (``method`` on ``path``) answers besides its own."""
    found = set(shaped(path, method, operation))
    for answers in DECLARED:
        if method in answers.methods and re.search(answers.path, path):
            found |= answers.statuses
    return found


def _answer(status: int, refusal: dict[str, Any]) -> dict[str, Any]:
    if status == 303:
        return dict(REDIRECT)
    return {"description": DESCRIPTIONS[status], "content": refusal.get("content", {})}


def declare(spec: dict[str, Any]) -> dict[str, Any]:
    """``spec`` (an OpenAPI document) with every operation's statuses listed: each
    refusal with the content of the range its route declared (``4XX``: the error page
    and JSON for a page, JSON for the API), the range then removed."""
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            answers = operation["responses"]
            refusal = answers.pop("4XX", {})
            for status in sorted(statuses(path, method, operation)):
                answers.setdefault(str(status), _answer(status, refusal))
            operation["responses"] = dict(sorted(answers.items()))
            if path.startswith("/api/"):
                _blocked_too(answers["422"])
    requests_as_text(spec)
    return spec


def _blocked_too(answer: dict[str, Any]) -> None:
    """A JSON API 422 may be the guard's too (:class:`~.answers.Blocked`: a control
    character, a lone surrogate, JSON too deep)."""
    schema = answer["content"]["application/json"]["schema"]
    blocked = {"$ref": "#/components/schemas/Blocked"}
    kinds = schema.get("anyOf", [schema])
    if blocked not in kinds:
        answer["content"] = {"application/json": {"schema": {"anyOf": [*kinds, blocked]}}}


def _text_only(schema: dict[str, Any], spec: dict[str, Any], seen: set[str]) -> None:
    """Give each free text of ``schema`` the :data:`TEXT` pattern, following references."""
    reference = schema.get("$ref")
    if isinstance(reference, str):
        name = reference.rsplit("/", 1)[-1]
        if name not in seen:
            seen.add(name)
            _text_only(spec["components"]["schemas"][name], spec, seen)
        return
    if schema.get("type") == "string" and not FIXED.intersection(schema):
        schema["pattern"] = TEXT
    if schema.get("type") == "object":  # the names of the fields, and those not named
        schema.setdefault("propertyNames", {}).setdefault("pattern", TEXT)
        schema.setdefault("additionalProperties", {"$ref": f"#/components/schemas/{ANY_TEXT}"})
    for key in ("properties", "$defs"):
        for inner in schema.get(key, {}).values():
            _text_only(inner, spec, seen)
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            _text_only(schema[key], spec, seen)
    for key in ("anyOf", "oneOf", "allOf", "prefixItems"):
        for inner in schema.get(key, []):
            _text_only(inner, spec, seen)


def _any_text() -> dict[str, Any]:
    myself = {"$ref": f"#/components/schemas/{ANY_TEXT}"}
    return {
        "description": "Any JSON value whose texts hold no control character (a field "
        "the route does not read: the guard still reads it)",
        "anyOf": [
            {"type": "string", "pattern": TEXT},
            {"type": "number"},
            {"type": "boolean"},
            {"type": "null"},
            {"type": "array", "items": myself},
            {"type": "object", "propertyNames": {"pattern": TEXT}, "additionalProperties": myself},
        ],
    }


def requests_as_text(spec: dict[str, Any]) -> None:
    """Say of every text a request carries (its parameters, its body's strings) that it
    holds no control character: the guard refuses them (422) before any route."""
    seen = {ANY_TEXT}
    spec["components"]["schemas"][ANY_TEXT] = _any_text()
    for item in spec["paths"].values():
        for operation in item.values():
            for parameter in operation.get("parameters", ()):
                _text_only(parameter.get("schema", {}), spec, seen)
            for content in operation.get("requestBody", {}).get("content", {}).values():
                _text_only(content.get("schema", {}), spec, seen)


def install(app: FastAPI) -> None:
    """Make ``app``'s ``/openapi.json`` list every status of :func:`statuses`."""
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = declare(generate())
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
