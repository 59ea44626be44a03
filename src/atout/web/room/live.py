"""The ranking fragment the room polls, kept per process as bytes for a short time.

A hundred viewers poll ``/s/<id>/standings`` every 2 s. Each process keeps
the last fragment it rendered for each session and language with the moment
it last read the session's version: for :data:`FRAGMENT_AGE` seconds after
that read, a poll is answered from memory (a 304 when the viewer's ETag
matches), without a worker thread or a query. Then the next poll reads the
version again (one query) and renders only when it changed. A viewer thus
sees a ranking at most :data:`FRAGMENT_AGE` seconds older than the database.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

from fastapi import Request
from fastapi.responses import HTMLResponse, Response
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from atout.store.database import Database

#: Seconds a rendered ranking is served without reading the session's version again.
FRAGMENT_AGE = 1.0
#: The same for the director's list of calls (one viewer, polling every second: a call
#: shows within 1.5 s and a network round trip).
CALLS_AGE = 0.5


@dataclass(frozen=True, slots=True)
class Fragment:
    """A rendered fragment at one session version, and when that version was read."""

    version: int
    etag: str
    body: bytes
    checked: float


def fragment_etag(session_id: int, version: int, language: str, part: str) -> str:
    """The (weak) ETag of a fragment.

    >>> fragment_etag(3, 17, "fr", "standings")
    'W/"3-17-fr-standings"'
    """
    return f'W/"{session_id}-{version}-{language}-{part}"'


class FragmentCache:
    """The latest fragment of each (session, language), trusted for ``max_age`` seconds;
    ``part`` names the fragment in its ETags."""

    def __init__(self, max_age: float = FRAGMENT_AGE, part: str = "standings") -> None:
        self._fragments: dict[tuple[int, str], Fragment] = {}
        self._max_age = max_age
        self._part = part
        self._lock = threading.Lock()

    def fresh(self, key: tuple[int, str]) -> Fragment | None:
        """The fragment of ``key`` if its version was read less than ``max_age`` seconds ago."""
        found = self._fragments.get(key)
        if found is not None and time.monotonic() - found.checked < self._max_age:
            return found
        return None

    def refresh(
        self,
        key: tuple[int, str],
        version: Callable[[], int],
        render: Callable[[], tuple[int, bytes]],
    ) -> Fragment:
        """The fragment of ``key`` now: ``version()`` is read, ``render()`` runs if it changed.

        ``render`` returns the version it drew and the bytes. One thread at a
        time refreshes; the others then find the fragment fresh.
        """
        with self._lock:
            found = self.fresh(key)
            if found is not None:
                return found
            checked = time.monotonic()  # before the read: the age bound holds from here
            current = version()
            old = self._fragments.get(key)
            if old is not None and old.version == current:
                fragment = replace(old, checked=checked)
            else:
                drawn, body = render()
                etag = fragment_etag(key[0], drawn, key[1], self._part)
                fragment = Fragment(drawn, etag, body, checked)
            self._fragments[key] = fragment
            return fragment


async def polled(
    request: Request,
    fragments: FragmentCache,
    key: tuple[int, str],
    version: Callable[[Session], int],
    render: Callable[[Session], tuple[int, bytes]],
) -> Response:
    r"""The answer to a poll of the fragment of ``key`` (a room, a language): 304 while the
    viewer's ETag is the fragment's, else the fragment.

    Answered on the event loop from memory while the fragment is fresh; else a worker
    thread reads the room's ``version`` in a read transaction, and ``render``\ s the
    fragment (its version and bytes) if it changed.
    """
    fragment = fragments.fresh(key)
    if fragment is None:
        database: Database = request.app.state.database

        def refreshed() -> Fragment:
            with database.transaction(write=False) as session:
                return fragments.refresh(key, partial(version, session), partial(render, session))

        fragment = await run_in_threadpool(refreshed)
    if request.headers.get("if-none-match") == fragment.etag:
        return Response(status_code=304, headers={"ETag": fragment.etag})
    headers = {"ETag": fragment.etag, "Cache-Control": "no-cache"}
    return HTMLResponse(fragment.body, headers=headers)


def fragments_of(
    request: Request, room: str, part: str = "standings", max_age: float = FRAGMENT_AGE
) -> FragmentCache:
    """The app's cache of the polled fragments ``part`` of the kind of room whose pages are
    at ``room`` (``/s``, ``/tarot``; the director's calls at ``/director/sessions``), made
    when first asked for: each kind has its own, as its rooms' numbers are not another
    kind's. ``max_age``: how long a fragment is trusted (the director's calls, polled by
    one page, every second: :data:`CALLS_AGE`)."""
    caches: dict[str, FragmentCache] = request.app.state.room_fragments
    return caches.setdefault(room, FragmentCache(max_age, part))
