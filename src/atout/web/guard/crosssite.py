"""The cross-site rule of every state-changing request (POST, PUT, PATCH, DELETE).

A page on another origin can make a browser send a form, or a ``fetch`` whose
body is a form or plain text, with the visitor's cookies (``SameSite`` does not
stop a page on another port of the same host: it is the same *site*). So:

1. A browser says where a request comes from: ``Sec-Fetch-Site`` must be
   ``same-origin`` (or ``none``: typed by the user) and ``Origin``, when
   sent, must be the app's own origin (its scheme and ``Host``, or
   ``ATOUT_PUBLIC_URL``). ``Origin: null`` (a sandboxed or privacy-stripped
   page) is refused too.
2. The JSON API (``/api/…``) takes only ``Content-Type: application/json``,
   even for a request without a body (undo, redo): a page on another origin
   cannot send that type without a CORS preflight, which atout never grants.
   This holds for browsers too old to send ``Origin``. A request that carries
   ``Authorization: Bearer`` (a director's script, docs/api.md) may have no body
   (``POST …/start``): no browser adds that header to a request by itself.
3. The HTML forms keep their double-submit CSRF token
   (:func:`atout.web.deps.get_form`).

A request without ``Origin`` and ``Sec-Fetch-Site`` (a script, ``curl``) passes
rule 1. A request authenticated by an ``Authorization`` header (a bearer
token) is treated the same: a script sends neither header; a page on another
origin cannot add an ``Authorization`` header without a preflight.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from urllib.parse import urlsplit

#: The methods that change state.
UNSAFE = frozenset({"POST", "PUT", "PATCH", "DELETE"})
#: What ``Sec-Fetch-Site`` may say of a state-changing request.
ALLOWED_FETCH_SITES = frozenset({"same-origin", "none"})
#: The media type of every state-changing request of the JSON API.
JSON = "application/json"


def media_type(content_type: str | None) -> str:
    """The media type of a ``Content-Type`` header, without parameters, in lower case.

    >>> media_type("Application/JSON; charset=utf-8"), media_type(None)
    ('application/json', '')
    """
    return (content_type or "").partition(";")[0].strip().lower()


#: The refusal of a request from another origin (403).
CROSS_SITE = "Cross-site request refused: this form can only be sent from the page of atout itself."
#: The refusal of an API request without a JSON body (415).
NOT_JSON = "The JSON API takes only Content-Type: application/json."


def refusal(
    method: str, path: str, headers: Mapping[str, str], own_origins: Collection[str]
) -> tuple[int, str] | None:
    """Why a request breaks the cross-site rule (a status and a message), or ``None``.

    ``headers`` are the request's, their names in lower case.

    >>> own = {"http://127.0.0.1:8000"}
    >>> refusal("POST", "/games/1/undo", {"origin": "http://127.0.0.1:8001"}, own)[0]
    403
    >>> refusal("POST", "/api/games/1/undo", {"origin": "http://127.0.0.1:8000"}, own)
    (415, 'The JSON API takes only Content-Type: application/json.')
    >>> refusal("GET", "/games/1", {"sec-fetch-site": "cross-site"}, own) is None
    True
    >>> refusal("POST", "/api/club/sessions/1/start", {"authorization": "Bearer x"}, own) is None
    True
    """
    if method not in UNSAFE:
        return None
    fetch_site = headers.get("sec-fetch-site")
    origin = headers.get("origin")
    if (fetch_site is not None and fetch_site not in ALLOWED_FETCH_SITES) or (
        origin is not None and origin not in own_origins
    ):
        return 403, CROSS_SITE
    bearer = headers.get("authorization", "")[:7].lower() == "bearer "
    if path.startswith("/api/") and not bearer and media_type(headers.get("content-type")) != JSON:
        return 415, NOT_JSON
    return None


def own_origins(scheme: str, host: str | None, public_url: str | None) -> frozenset[str]:
    """The origins the app answers as: its scheme and ``Host`` header, and the public URL's.

    >>> sorted(own_origins("http", "127.0.0.1:8000", "https://scores.example.org/atout"))
    ['http://127.0.0.1:8000', 'https://scores.example.org']
    """
    found = set()
    if public_url:
        parts = urlsplit(public_url)
        found.add(f"{parts.scheme}://{parts.netloc.lower()}")
    if host:
        found.add(f"{scheme}://{host.lower()}")
    return frozenset(found)
