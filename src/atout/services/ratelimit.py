"""Rate limits counted in the database: every server process and host sees the same counts.

A limit allows ``limit`` failures of a key (a client's address, a director's
name…) in a sliding window of ``window`` seconds; each failure is a row of
``rate_failure`` (:mod:`atout.store.limits`). The functions run in the
caller's transaction: the web app gives each its own short one, so that a
failure stays counted when the request that found it is refused.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from atout.store.limits import repo

#: The chance that a failure also prunes every row older than a day (kept small).
PRUNE_CHANCE = 1 / 64
#: How long a failure is kept at most (longer than any window).
KEEP = timedelta(days=1)


@dataclass(frozen=True, slots=True)
class Limit:
    """At most ``limit`` failures per key in ``window`` seconds.

    >>> Limit(10, 300).window_start(datetime(2026, 1, 1, 20, 5))
    datetime.datetime(2026, 1, 1, 20, 0)
    """

    limit: int
    window: float

    def window_start(self, now: datetime) -> datetime:
        """When the window that ends ``now`` began."""
        return now - timedelta(seconds=self.window)


def blocked(session: Session, limit: Limit, key: str, now: datetime) -> bool:
    """True when ``key`` used up its failures in the window that ends ``now``."""
    return repo.count_since(session, key, limit.window_start(now)) >= limit.limit


def fail(session: Session, limit: Limit, key: str, now: datetime) -> None:
    """Count one failure of ``key`` (and forget its failures older than the window)."""
    repo.forget(session, key, before=limit.window_start(now))
    repo.add(session, key, now)
    if random.random() < PRUNE_CHANCE:
        repo.prune(session, now - KEEP)


def reset(session: Session, key: str) -> None:
    """Forget the failures of ``key`` (after a success)."""
    repo.forget(session, key)
