"""Seeds for verifiable dealing, drawn from the operating system's secure random source.

The scheme itself (commitment, deals from a seed) is the domain's
(:mod:`atout.bridge.dealing`, docs/dealing.md); the domain draws no randomness,
so the seeds of the CLI and of the club sessions come from here.
"""

from __future__ import annotations

import secrets

from atout.bridge.dealing import SEED_BYTES, DealingSeed


def new_seed(size: int = SEED_BYTES) -> DealingSeed:
    """A new secret seed of ``size`` bytes (128 bits by default) from :mod:`secrets`.

    >>> new_seed().bits, new_seed() != new_seed()
    (128, True)
    """
    return DealingSeed(secrets.token_bytes(size))
