"""The states every room shares: a room's (being prepared, running, over) and an entry's."""

from __future__ import annotations

import enum


class SessionStatus(enum.Enum):
    """Where a room stands: being prepared, taking entries, or over."""

    SETUP = "setup"
    RUNNING = "running"
    CLOSED = "closed"

    def __str__(self) -> str:
        return self.value


class ResultStatus(enum.Enum):
    """Where one version of a table's entry stands: entered by the table, or confirmed.

    The opponents (bridge) or a second player of the table (tarot) confirm a
    table's entry; a director's correction is confirmed when it is stored.
    Only confirmed entries count.
    """

    ENTERED = "entered"
    CONFIRMED = "confirmed"

    def __str__(self) -> str:
        return self.value
