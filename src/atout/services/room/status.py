"""The director's status transitions of a room: set up, started, closed, opened again."""

from __future__ import annotations

from collections.abc import Callable

from atout.errors import InvalidTransitionError
from atout.store.room.records import SessionStatus

#: The states a room may go to from each state (a closed room may be opened again).
TRANSITIONS: dict[SessionStatus, frozenset[SessionStatus]] = {
    SessionStatus.SETUP: frozenset({SessionStatus.RUNNING}),
    SessionStatus.RUNNING: frozenset({SessionStatus.CLOSED}),
    SessionStatus.CLOSED: frozenset({SessionStatus.RUNNING}),
}


def check_transition(
    current: SessionStatus,
    wanted: SessionStatus,
    refused: Callable[[SessionStatus, SessionStatus], InvalidTransitionError],
) -> None:
    """Refuse (``refused(current, wanted)``, a kind's own words) a change not in
    :data:`TRANSITIONS`.

    >>> def refused(a, b):
    ...     return InvalidTransitionError("{a} to {b}", code="session.transition", a=a, b=b)
    >>> check_transition(SessionStatus.SETUP, SessionStatus.RUNNING, refused)
    >>> check_transition(SessionStatus.SETUP, SessionStatus.CLOSED, refused)
    Traceback (most recent call last):
    ...
    atout.errors.InvalidTransitionError: setup to closed
    """
    if wanted not in TRANSITIONS[current]:
        raise refused(current, wanted)
