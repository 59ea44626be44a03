"""The director's status transitions of a room: set up, started, closed, opened again."""

from __future__ import annotations

from atout.errors import InvalidTransitionError, Message
from atout.store.room.records import SessionStatus

#: The states a room may go to from each state (a closed room may be opened again).
TRANSITIONS: dict[SessionStatus, frozenset[SessionStatus]] = {
    SessionStatus.SETUP: frozenset({SessionStatus.RUNNING}),
    SessionStatus.RUNNING: frozenset({SessionStatus.CLOSED}),
    SessionStatus.CLOSED: frozenset({SessionStatus.RUNNING}),
}


def check_transition(current: SessionStatus, wanted: SessionStatus, refused: Message) -> None:
    """Refuse a change not in :data:`TRANSITIONS`: an :class:`InvalidTransitionError` in the
    kind's words (``refused``, an unfilled template given ``value`` and ``value2``, the
    states' names).

    >>> refused = Message("{value} to {value2}", code="session.transition")
    >>> check_transition(SessionStatus.SETUP, SessionStatus.RUNNING, refused)
    >>> check_transition(SessionStatus.SETUP, SessionStatus.CLOSED, refused)
    Traceback (most recent call last):
    ...
    atout.errors.InvalidTransitionError: setup to closed
    """
    if wanted not in TRANSITIONS[current]:
        raise InvalidTransitionError(
            refused.template, code=refused.code, value=current.value, value2=wanted.value
        )
