"""A room's table found by its code: from memory when known, else read; wrong codes rate-limited.

Every kind of room finds its tables so (``/t/<code>`` for bridge, ``/tt/<code>``
for tarot): a code already seen is answered on the event loop, an unknown one
counts against the client's address (404, then 429).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Annotated, TypeVar

from fastapi import Depends, HTTPException, Request
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from atout.errors import Message
from atout.store.database import Database
from atout.web.room.ratelimit import RateLimiter, code_checks


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
    (:data:`atout.web.room.ratelimit.CODES`): 404, then 429 once the address used up its
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


RateLimiterDep = Annotated[RateLimiter, Depends(get_rate_limiter)]
