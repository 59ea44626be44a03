"""The forms every kind of room shares: the director's status asked for and names typed, a
table's call for the director."""

from __future__ import annotations

import re
from collections.abc import Mapping

from atout.errors import FormError, Message
from atout.services.room.calls import TableCall
from atout.store.room.records import CallReason, SessionStatus
from atout.web.forms.common import whole

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


def table_call(form: Mapping[str, str], table: int, item: str) -> TableCall:
    """A table's call: the round and ``item`` (``board``, ``deal``) its page showed, the
    reason chosen (none, or one of :class:`CallReason`; ``dispute=yes``, the button
    disputing the result shown, is :attr:`CallReason.DISPUTED`) and the note typed.

    >>> table_call({"round": "2", "board": "5", "reason": "disputed", "note": " 4S "}, 3, "board")
    TableCall(table=3, round=2, item=5, reason=<CallReason.DISPUTED: 'disputed'>, note=' 4S ')
    >>> table_call({"round": "1", "deal": "2", "dispute": "yes"}, 4, "deal").reason
    <CallReason.DISPUTED: 'disputed'>
    >>> table_call({}, 1, "deal")
    TableCall(table=1, round=None, item=None, reason=None, note='')
    """
    text = "disputed" if form.get("dispute") == "yes" else form.get("reason", "")
    try:
        reason = CallReason(text) if text else None
    except ValueError:
        allowed = ", ".join(r.value for r in CallReason)
        raise FormError(
            {
                "reason": Message(
                    "{text!r} is not a reason to call the director: use {allowed}",
                    code="director-call.reason",
                    text=text,
                    allowed=allowed,
                )
            }
        ) from None
    round_, shown = whole(form.get("round")), whole(form.get(item))
    return TableCall(table, round_, shown, reason, form.get("note", ""))
