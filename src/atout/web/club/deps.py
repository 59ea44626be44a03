"""Typed dependencies of the club pages: the score cache, the rate limiters, the client."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from atout.web.club.ratelimit import RateLimiter
from atout.web.club.standings import ScoreCache


def get_scores(request: Request) -> ScoreCache:
    """The app's cache of scored sessions."""
    cache: ScoreCache = request.app.state.club_scores
    return cache


def get_code_limiter(request: Request) -> RateLimiter:
    """The limiter of wrong table codes."""
    limiter: RateLimiter = request.app.state.code_limiter
    return limiter


def get_password_limiter(request: Request) -> RateLimiter:
    """The limiter of wrong passwords."""
    limiter: RateLimiter = request.app.state.password_limiter
    return limiter


def client_of(request: Request) -> str:
    """The client's address (the rate limiters' key)."""
    return request.client.host if request.client else "unknown"


ScoresDep = Annotated[ScoreCache, Depends(get_scores)]
CodeLimiterDep = Annotated[RateLimiter, Depends(get_code_limiter)]
PasswordLimiterDep = Annotated[RateLimiter, Depends(get_password_limiter)]
