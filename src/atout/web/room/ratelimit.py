"""The web app's rate limits, counted in the database (:mod:`atout.services.ratelimit`).

Every server process and host on the same database counts the same failures:
with two ``atout serve`` behind a proxy, the 11th wrong table code is refused
whichever server it reaches. Each check and each failure is its own short
transaction (a failure stays counted when its request is refused); they run
in worker threads.

What is counted, and for whom (a client is its address, from a trusted proxy
only: :mod:`atout.web.guard.proxies`):

- **table codes**: 10 unknown codes per address in 5 minutes, then 429 for
  unknown codes; a table's own code keeps working, so one phone mistyping
  does not lock out the other tables behind the same address (a club's
  router). Codes have 49 random bits: guessing one of 200 tables at 10 codes
  per 5 minutes would take 10,000 addresses about 270 years;
- **passwords**: 5 wrong passwords per address and director name, 20 per
  director name from any address (an account guessed from many addresses),
  and 20 per address over every name (each try costs an argon2 hash, unknown
  names too), in 5 minutes; then 429.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from atout.services import ratelimit
from atout.services.ratelimit import Limit
from atout.store.database import Database

#: Seconds of every window.
WINDOW = 300.0
#: Unknown table codes an address may try in :data:`WINDOW`.
CODES = Limit(10, WINDOW)
#: Wrong passwords per address and director name, per name, and per address.
PASSWORDS = Limit(5, WINDOW)
ACCOUNT = Limit(20, WINDOW)
LOGIN_ADDRESS = Limit(20, WINDOW)

#: A limit and the key it counts.
Check = tuple[Limit, str]


def code_checks(address: str) -> list[Check]:
    """What a wrong table code counts against."""
    return [(CODES, f"code|{address}")]


def password_checks(address: str, name: str) -> list[Check]:
    """What a wrong password counts against: the address and name, the name, the address."""
    name = name.strip().lower()
    return [
        (PASSWORDS, f"password|{address}|{name}"),
        (ACCOUNT, f"account|{name}"),
        (LOGIN_ADDRESS, f"login|{address}"),
    ]


def _now() -> datetime:
    return datetime.now(UTC)


class RateLimiter:
    """Checks, counts and forgets failures on the app's database."""

    def __init__(
        self, database: Callable[[], Database], clock: Callable[[], datetime] = _now
    ) -> None:
        self._database = database
        self._clock = clock

    def blocked(self, checks: Sequence[Check]) -> bool:
        """True when one of the keys used up its failures in its window."""
        with self._database().transaction(write=False) as session:
            now = self._clock()
            return any(ratelimit.blocked(session, limit, key, now) for limit, key in checks)

    def fail(self, checks: Sequence[Check]) -> None:
        """Count one failure of each key."""
        with self._database().transaction(write=True) as session:
            now = self._clock()
            for limit, key in checks:
                ratelimit.fail(session, limit, key, now)

    def reset(self, checks: Sequence[Check]) -> None:
        """Forget the failures of the keys (after a success)."""
        with self._database().transaction(write=True) as session:
            for _, key in checks:
                ratelimit.reset(session, key)
