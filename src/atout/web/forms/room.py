"""The director's forms every kind of room shares: the status asked for, the names typed."""

from __future__ import annotations

import re
from collections.abc import Mapping

from atout.errors import FormError
from atout.store.room.records import SessionStatus

_PAIR_FIELD = re.compile(r"pair_([0-9]{1,4})")


def status(form: Mapping[str, str]) -> SessionStatus:
    """The state the director asks for (``running`` to start or reopen, ``closed`` to close)."""
    text = form.get("status", "")
    try:
        return SessionStatus(text)
    except ValueError:
        allowed = ", ".join(s.value for s in SessionStatus)
        raise FormError({"status": f"{text!r} is not a session state: use {allowed}"}) from None


def names(form: Mapping[str, str]) -> dict[int, str]:
    """The names typed for each team (fields ``pair_<n>``).

    >>> names({"pair_1": " Ana & Bo ", "pair_2": "", "title": "x"})
    {1: 'Ana & Bo', 2: ''}
    """
    found = {}
    for field, value in form.items():
        match = _PAIR_FIELD.fullmatch(field)
        if match is not None:
            found[int(match.group(1))] = value.strip()
    return found


def confirmed(form: Mapping[str, str]) -> bool:
    """True when the director confirmed the action (closing a room).

    >>> confirmed({"confirm": "yes"}), confirmed({"confirm": "no"})
    (True, False)
    """
    return form.get("confirm") == "yes"
