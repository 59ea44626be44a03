"""Typed dependencies of the club pages: the score cache, the rate limiters, the client,
an uploaded PBN file."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Annotated, TypeVar

from fastapi import Depends, HTTPException, Request
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile

from atout.errors import Message
from atout.services.club.analysis import BackgroundAnalysis
from atout.services.club.scores import ScoreCache
from atout.store.database import Database
from atout.web.club.live import FragmentCache
from atout.web.club.ratelimit import RateLimiter, code_checks
from atout.web.forms.club import MAX_PBN_BYTES


# No I/O here: ``async`` keeps these on the event loop (a plain ``def``
# dependency would cost a trip to the thread pool on every request).
async def get_scores(request: Request) -> ScoreCache:
    """The app's cache of scored sessions."""
    cache: ScoreCache = request.app.state.club_scores
    return cache


async def get_fragments(request: Request) -> FragmentCache:
    """The app's cache of ranking fragments (per process)."""
    cache: FragmentCache = request.app.state.club_fragments
    return cache


async def get_analysis(request: Request) -> BackgroundAnalysis | None:
    """The background analysis of this process (``None`` when turned off)."""
    analysis: BackgroundAnalysis | None = getattr(request.app.state, "analysis", None)
    return analysis


def wake(analysis: BackgroundAnalysis | None) -> None:
    """Tell the background analysis that boards were just queued (a session created)."""
    if analysis is not None:
        analysis.wake()


async def get_rate_limiter(request: Request) -> RateLimiter:
    """The rate limiter of wrong table codes and passwords (counts in the database)."""
    limiter: RateLimiter = request.app.state.rate_limiter
    return limiter


def client_of(request: Request) -> str:
    """The client's address (the rate limits' key): from a trusted proxy only, see
    :mod:`atout.web.guard.proxies`."""
    return request.client.host if request.client else "unknown"


T = TypeVar("T")
#: What a table code can be (longer or other characters: unknown without a query).
_CODE = re.compile(r"[0-9A-Z]{1,32}")


async def table_of_code(
    request: Request,
    code: str,
    cached: Callable[[str], T | None],
    find: Callable[[Session, str], T | None],
) -> T:
    """The table of ``code``: from ``cached`` (on the event loop), else ``find`` in a read
    transaction of its own. An unknown code is counted against the client's address
    (:data:`atout.web.club.ratelimit.CODES`): 404, then 429 once the address used up its
    tries; a known code is never refused for its address (see :mod:`.ratelimit`)."""
    code = code.strip().upper()
    table = cached(code)
    if table is None and _CODE.fullmatch(code):
        database: Database = request.app.state.database

        def lookup() -> T | None:
            with database.transaction(write=False) as session:
                return find(session, code)

        table = await run_in_threadpool(lookup)
    if table is not None:
        return table
    limiter: RateLimiter = request.app.state.rate_limiter
    checks = code_checks(client_of(request))
    if await run_in_threadpool(limiter.blocked, checks):
        raise HTTPException(
            status_code=429,
            detail=Message(
                "too many wrong table codes: wait a moment", code="table.too-many-codes"
            ),
        )
    await run_in_threadpool(limiter.fail, checks)
    raise HTTPException(
        status_code=404,
        detail=Message(
            "no table has the code {shown!r}", code="table.unknown-code", shown=code[:32]
        ),
    )


async def get_deals_file(request: Request) -> bytes | None:
    """The bytes of the PBN file chosen in the creation form's ``deals_file`` input.

    ``None`` when no file was chosen; at most :data:`MAX_PBN_BYTES` + 1 bytes
    are read (the form refuses a longer file). The form's other fields and its
    CSRF token are checked by :func:`atout.web.deps.get_form`.
    """
    form = await request.form()
    item = form.get("deals_file")
    if not isinstance(item, UploadFile) or not item.filename:
        return None
    return await item.read(MAX_PBN_BYTES + 1)


ScoresDep = Annotated[ScoreCache, Depends(get_scores)]
FragmentsDep = Annotated[FragmentCache, Depends(get_fragments)]
RateLimiterDep = Annotated[RateLimiter, Depends(get_rate_limiter)]
AnalysisDep = Annotated[BackgroundAnalysis | None, Depends(get_analysis)]
DealsFileDep = Annotated[bytes | None, Depends(get_deals_file)]
