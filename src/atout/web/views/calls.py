"""Page contexts of the tables' calls for the director: the director's list (a polled
fragment) and what a table's page shows of its own call."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from atout.services.room.calls import minutes_since
from atout.store.room.records import CallRecord


@dataclass(frozen=True, slots=True)
class CallView:
    """An open call on the director's list: where, why, and how long ago (minutes)."""

    id: int
    table: int
    round: int | None
    item: int | None
    reason: str
    note: str
    minutes: int


@dataclass(frozen=True, slots=True)
class CallsPart:
    """The director's list of open calls (the fragment the page polls); ``labels`` are the
    words of the room's rounds and items (``Round``, ``Board``). Its buttons send the
    page's form ``close-call`` (which holds the visitor's CSRF token: the fragment is
    shared by every viewer)."""

    calls: tuple[CallView, ...]
    labels: tuple[str, str]


def calls_part(calls: list[CallRecord], now: datetime, labels: tuple[str, str]) -> CallsPart:
    """The list of ``calls`` as the director sees it at ``now``."""
    views = tuple(
        CallView(
            c.id,
            c.table,
            c.round,
            c.item,
            "" if c.reason is None else c.reason.value,
            c.note,
            minutes_since(c.called_at, now),
        )
        for c in calls
    )
    return CallsPart(views, labels)


@dataclass(frozen=True, slots=True)
class TableCallView:
    """A table's latest call as its page shows it: pending, or answered (and when)."""

    pending: bool
    reason: str
    called_at: datetime
    answered_at: datetime | None


def table_call_view(call: CallRecord | None) -> TableCallView | None:
    """What a table's page shows of its latest call (``None``: it never called)."""
    if call is None:
        return None
    reason = "" if call.reason is None else call.reason.value
    return TableCallView(call.open, reason, call.called_at, call.answered_at)
