"""What is left here of the games' repository (now :mod:`atout.store.games.repo`).

:class:`NotFoundError` stays in this module, where the club's repository and
the web app import it from, until every error class moves to :mod:`atout.errors`.
"""

from __future__ import annotations

from atout.errors import AtoutError


class NotFoundError(AtoutError):
    """A game or entry that does not exist."""
