"""The lock rule of every room: which table may write which entry, and when.

A table writes only while its room runs, only its own entries (the key's
table is its number), and only keys its room's plan gives it; a kind adds its
own rule after these (at tarot, the player must sit at the table). The kind
brings its words for each refusal (:class:`Lock`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from atout.errors import ForbiddenError
from atout.store.room.records import SessionStatus


class Room(Protocol):
    """What the lock reads of a room's record."""

    @property
    def id(self) -> int: ...
    @property
    def status(self) -> SessionStatus: ...


class Key(Protocol):
    """What the lock reads of an entry's key (round, table, board or deal)."""

    @property
    def table(self) -> int: ...


Rec = TypeVar("Rec", bound=Room)
K = TypeVar("K", bound=Key)
P = TypeVar("P")


@dataclass(frozen=True, slots=True)
class Lock(Generic[Rec, K, P]):
    """A kind's lock: where its plan puts a key at a table (``None``: nowhere), and its
    refusals of a room that does not run, of another table's key, of a key not planned."""

    planned: Callable[[Rec, int, K], P | None]
    closed: Callable[[Rec], ForbiddenError]
    elsewhere: Callable[[int, K], ForbiddenError]
    unplanned: Callable[[int, K], ForbiddenError]


def check_lock(lock: Lock[Rec, K, P], record: Rec, table: int, key: K) -> P:
    """What the plan gives table number ``table`` at ``key``, if it may write it now; else
    the kind's :class:`ForbiddenError` (a 403)."""
    if record.status is not SessionStatus.RUNNING:
        raise lock.closed(record)
    if key.table != table:
        raise lock.elsewhere(table, key)
    found = lock.planned(record, table, key)
    if found is None:
        raise lock.unplanned(table, key)
    return found
