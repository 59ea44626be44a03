"""A small in-memory rate limiter, keyed by client and target.

It counts failures (a wrong table code, a wrong password) in a sliding
window. The counts live in the memory of one server process: with several
worker processes each keeps its own, so the limit is per process.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable


class RateLimiter:
    """At most ``limit`` failures per key in ``window`` seconds.

    >>> clock = iter(range(100)).__next__
    >>> limiter = RateLimiter(limit=2, window=10, clock=clock)
    >>> limiter.fail("a"), limiter.fail("a"), limiter.blocked("a"), limiter.blocked("b")
    (None, None, True, False)
    """

    def __init__(
        self, limit: int, window: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.limit = limit
        self.window = window
        self._clock = clock
        self._failures: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def _recent(self, key: str, now: float) -> deque[float]:
        times = self._failures.setdefault(key, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        return times

    def blocked(self, key: str) -> bool:
        """True when ``key`` used up its failures in the window."""
        with self._lock:
            now = self._clock()
            times = self._recent(key, now)
            if not times:
                self._failures.pop(key, None)
            return len(times) >= self.limit

    def fail(self, key: str) -> None:
        """Count one failure of ``key``."""
        with self._lock:
            now = self._clock()
            self._recent(key, now).append(now)

    def reset(self, key: str) -> None:
        """Forget the failures of ``key`` (after a success)."""
        with self._lock:
            self._failures.pop(key, None)
