"""The guard every request passes: an ASGI middleware around the whole app.

In order: the client's address and scheme from a trusted proxy
(:mod:`.proxies`); control characters in the path and the query refused
(422); for a state-changing request, the cross-site rule (:mod:`.crosssite`,
403), the body's size (413), and for a form or a JSON body, its control
characters, lone surrogates and JSON nesting (422, :mod:`.inputs`). A ``HEAD``
is answered as the ``GET`` of its path without the body. Every answer gets the
security headers, and its cookies ``Secure`` when the request came over HTTPS
or ``ATOUT_PUBLIC_URL`` is ``https`` (:mod:`.headers`).

Being a middleware, it covers every route, including those added after it was
written; a refusal names the field, quotes the value and says what is valid,
in the visitor's language.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from atout import i18n
from atout.services.settings import Settings, check_networks
from atout.web.guard import crosssite, inputs
from atout.web.guard.headers import DOCS_PATHS, secure_cookie, security_headers
from atout.web.guard.inputs import shown
from atout.web.guard.proxies import TrustedProxies

LANGUAGE_COOKIE = "atout_lang"

CONTROL_MESSAGE = (
    "{field}: {value} is not valid: text cannot hold control characters "
    "(write letters, digits, punctuation; tabs and line breaks are kept)"
)
TOO_LARGE_MESSAGE = "The request is too large: at most {limit} bytes."
TOO_DEEP_MESSAGE = "body: the JSON nests deeper than {limit} levels."
LONG_NUMBER_MESSAGE = "body: a number of more than {limit} digits is not valid."
SURROGATE_MESSAGE = (
    "{field}: {value} is not text: it holds half of a UTF-16 surrogate pair "
    "(write the whole character, or the pair of escapes)"
)


#: A refusal: its status, the field it is about, its message in a language.
Refusal = tuple[int, str, Callable[[str], str]]


def _headers(scope: Scope) -> dict[str, str]:
    return {
        name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope["headers"]
    }


def _language(headers: Mapping[str, str], default: str) -> str:
    for part in headers.get("cookie", "").split(";"):
        name, _, value = part.strip().partition("=")
        if name == LANGUAGE_COOKIE:
            return i18n.pick_language(value, default)
    return default


class Guard:
    """The middleware (``app.add_middleware(Guard, settings=settings)``)."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings
        self.proxies = TrustedProxies(check_networks(settings.trusted_proxies))
        self.public_https = (settings.public_url or "").startswith("https://")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["method"] == "HEAD":  # HEAD wherever GET is (RFC 9110 §9.3.2)
            scope, send = {**scope, "method": "GET"}, _bodiless(send)
        unsafe = scope["method"] in crosssite.UNSAFE
        # The headers are read only when needed: a poll of a ranking stays cheap.
        headers = _headers(scope) if unsafe or self.proxies.networks else {}
        scope = self._forwarded(scope, headers)
        https = scope["scheme"] == "https" or self.public_https
        send = _securing(send, scope["path"], https)
        refused = self._address_refusal(scope)
        if refused is None and unsafe:
            refused, receive = await self._body_refusal(scope, headers, receive)
        if refused is not None:
            language = _language(headers or _headers(scope), self.settings.language)
            await _answer(scope, send, refused[0], refused[1], refused[2](language))
            return
        await self.app(scope, receive, send)

    def _forwarded(self, scope: Scope, headers: Mapping[str, str]) -> Scope:
        client = scope.get("client")
        if not self.proxies.networks or not client:
            return scope
        peer = client[0]
        address = self.proxies.client(peer, headers.get("x-forwarded-for"))
        scheme = self.proxies.scheme(peer, scope["scheme"], headers.get("x-forwarded-proto"))
        if address == peer and scheme == scope["scheme"]:
            return scope
        return {**scope, "client": (address, client[1]), "scheme": scheme}

    def _address_refusal(self, scope: Scope) -> Refusal | None:
        if inputs.CONTROL.search(scope["path"]):
            return 422, "path", partial(control_message, field="path", value=scope["path"])
        found = inputs.control_in_query(scope.get("query_string", b""))
        if found is not None:
            return 422, found[0], partial(control_message, field=found[0], value=found[1])
        return None

    async def _body_refusal(
        self, scope: Scope, headers: Mapping[str, str], receive: Receive
    ) -> tuple[Refusal | None, Receive]:
        host = headers.get("host")
        origins = crosssite.own_origins(scope["scheme"], host, self.settings.public_url)
        refused = crosssite.refusal(scope["method"], scope["path"], headers, origins)
        if refused is not None:
            return (refused[0], "", partial(_translated, refused[1])), receive
        kind = crosssite.media_type(headers.get("content-type"))
        multipart = kind == "multipart/form-data"
        limit = inputs.MAX_MULTIPART_BYTES if multipart else inputs.MAX_BODY_BYTES
        body = await _read_body(receive, headers.get("content-length"), limit)
        if body is None:
            return (413, "", partial(_translated, TOO_LARGE_MESSAGE, limit=limit)), receive
        found = None
        if kind == "application/x-www-form-urlencoded":
            found = inputs.control_in_form(body)
        elif kind == crosssite.JSON:
            brackets = body.count(b"[") + body.count(b"{")
            if brackets > inputs.MAX_JSON_DEPTH and inputs.json_depth(body) > inputs.MAX_JSON_DEPTH:
                too_deep = partial(_translated, TOO_DEEP_MESSAGE, limit=inputs.MAX_JSON_DEPTH)
                return (422, "body", too_deep), receive
            if inputs.long_number(body):
                too_long = partial(_translated, LONG_NUMBER_MESSAGE, limit=inputs.MAX_DIGITS)
                return (422, "body", too_long), receive
            found = inputs.control_in_json(body)
            lone = inputs.surrogate_in_json(body) if found is None else None
            if lone is not None:  # a key may be the lone half: quoted as an escape too
                where = shown(lone[0]) if inputs.SURROGATE.search(lone[0]) else lone[0]
                text = partial(_translated, SURROGATE_MESSAGE, field=where, value=shown(lone[1]))
                return (422, where, text), receive
        if found is not None:
            return (
                422,
                found[0],
                partial(control_message, field=found[0], value=found[1]),
            ), receive
        return None, _replay(body, receive)


def _translated(message: str, language: str, **values: object) -> str:
    return i18n.translations(language).gettext(message).format(**values)


def control_message(language: str, *, field: str, value: str) -> str:
    """The refusal of a text holding a control character, in ``language``."""
    text = i18n.translations(language).gettext(CONTROL_MESSAGE)
    named = inputs.shown(field) if inputs.CONTROL.search(field) else field
    return text.format(field=named, value=inputs.shown(value))


async def _read_body(receive: Receive, length: str | None, limit: int) -> bytes | None:
    """The whole body, or ``None`` when it is over ``limit`` bytes."""
    if length is not None and (not length.isascii() or not length.isdigit() or len(length) > 12):
        return None
    if length is not None and int(length) > limit:
        return None
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed


def _bodiless(send: Send) -> Send:
    """``send`` without the body (a HEAD's answer: the GET's status and headers)."""

    async def headers_only(message: Message) -> None:
        if message["type"] == "http.response.body":
            message = {**message, "body": b""}
        await send(message)

    return headers_only


_SECURITY_HEADERS = {
    (docs, https): security_headers("/docs" if docs else "/", https)
    for docs in (False, True)
    for https in (False, True)
}


def _securing(send: Send, path: str, https: bool) -> Send:
    extra = _SECURITY_HEADERS[path in DOCS_PATHS, https]

    async def secured(message: Message) -> None:
        if message["type"] == "http.response.start":
            present = {name.lower() for name, _ in message.get("headers", [])}
            headers = [
                (name, secure_cookie(value) if https and name.lower() == b"set-cookie" else value)
                for name, value in message.get("headers", [])
            ]
            headers += [(name, value) for name, value in extra if name not in present]
            message = {**message, "headers": headers}
        await send(message)

    return secured


async def _answer(scope: Scope, send: Send, status: int, field: str, text: str) -> None:
    """A refusal: JSON (``{"detail", "errors"}``) under ``/api/``, plain text elsewhere."""
    body: Any
    if scope["path"].startswith("/api/"):
        body = json.dumps({"detail": text, "errors": {field: text}}).encode()
        kind = b"application/json"
    else:
        body = text.encode()
        kind = b"text/plain; charset=utf-8"
    headers = [(b"content-type", kind), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
