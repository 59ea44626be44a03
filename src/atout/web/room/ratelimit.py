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
- **passwords**: 5 wrong passwords per address and director name, and 20 per
  address over every name (each try costs an argon2 hash, unknown names too),
  in 5 minutes; then 429. Nothing is counted per name alone: wrong passwords
  from other addresses never lock the director out of their own (an address
  guessing gets 5 tries in 5 minutes at a password of 8 characters or more).

An IPv6 client is counted by its /64 network: one household or phone holds a
whole /64, and would otherwise get fresh tries from each of its addresses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from ipaddress import IPv6Address, IPv6Network, ip_address

from atout.services import ratelimit
from atout.services.ratelimit import Limit
from atout.store.database import Database

#: Seconds of every window.
WINDOW = 300.0
#: Unknown table codes an address may try in :data:`WINDOW`.
CODES = Limit(10, WINDOW)
#: Wrong passwords per address and director name, and per address.
PASSWORDS = Limit(5, WINDOW)
LOGIN_ADDRESS = Limit(20, WINDOW)

#: A limit and the key it counts.
Check = tuple[Limit, str]


def client_key(address: str) -> str:
    """The client a limit counts: the address, or an IPv6 address's /64 network.

    >>> client_key("203.0.113.7"), client_key("2001:db8:0:1::9"), client_key("testclient")
    ('203.0.113.7', '2001:db8:0:1::/64', 'testclient')
    """
    try:
        found = ip_address(address)
    except ValueError:
        return address
    if isinstance(found, IPv6Address):
        if found.ipv4_mapped is not None:  # ::ffff:203.0.113.7 is 203.0.113.7
            return str(found.ipv4_mapped)
        return str(IPv6Network((found, 64), strict=False))
    return str(found)


def code_checks(address: str) -> list[Check]:
    """What a wrong table code counts against."""
    return [(CODES, f"code|{client_key(address)}")]


def password_checks(address: str, name: str) -> list[Check]:
    """What a wrong password counts against: the address and name, then the address."""
    client, name = client_key(address), name.strip().lower()
    return [(PASSWORDS, f"password|{client}|{name}"), (LOGIN_ADDRESS, f"login|{client}")]


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
