"""Typed dependencies of the club pages: the score cache, the rate limiters, the client,
an uploaded PBN file."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from starlette.datastructures import UploadFile

from atout.services.club.scores import ScoreCache
from atout.web.club.live import FragmentCache
from atout.web.club.ratelimit import RateLimiter
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


async def get_code_limiter(request: Request) -> RateLimiter:
    """The limiter of wrong table codes."""
    limiter: RateLimiter = request.app.state.code_limiter
    return limiter


async def get_password_limiter(request: Request) -> RateLimiter:
    """The limiter of wrong passwords."""
    limiter: RateLimiter = request.app.state.password_limiter
    return limiter


def client_of(request: Request) -> str:
    """The client's address (the rate limiters' key)."""
    return request.client.host if request.client else "unknown"


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
CodeLimiterDep = Annotated[RateLimiter, Depends(get_code_limiter)]
PasswordLimiterDep = Annotated[RateLimiter, Depends(get_password_limiter)]
DealsFileDep = Annotated[bytes | None, Depends(get_deals_file)]
