"""The lock rule of every room: which table may write which entry, and when.

A table writes only while its room runs, only its own entries (the key's
table is its number), and only keys its room's plan gives it; a kind adds its
own rule after these (at tarot, the player must sit at the table). The kind
brings its words for each refusal (:class:`Lock`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from atout.errors import ForbiddenError, Message
from atout.store.room.records import SessionStatus


class Room(Protocol):
    """What the lock reads of a room's record."""

    @property
    def id(self) -> int: ...
    @property
    def status(self) -> SessionStatus: ...


class Key(Protocol):
    """What the lock reads of an entry's key (round, table, board or deal: a named tuple)."""

    @property
    def table(self) -> int: ...
    def _asdict(self) -> dict[str, Any]: ...


Rec = TypeVar("Rec", bound=Room)
K = TypeVar("K", bound=Key)
P = TypeVar("P")


@dataclass(frozen=True, slots=True)
class Lock(Generic[Rec, K, P]):
    """A kind's lock: where its plan puts a key at a table (``None``: nowhere), and its words
    (unfilled :class:`Message` templates with their codes) refusing a room that does not
    run (filled with the room's ``id`` and ``status``), another table's key (the table's
    ``number``, the key's ``table`` as text) and a key not planned (``number`` and the
    key's fields: ``round``, ``board`` or ``deal``)."""

    planned: Callable[[Rec, int, K], P | None]
    closed: Message
    elsewhere: Message
    unplanned: Message


def _refused(words: Message, **values: Any) -> ForbiddenError:
    return ForbiddenError(words.template, code=words.code, **values)


def check_lock(lock: Lock[Rec, K, P], record: Rec, table: int, key: K) -> P:
    """What the plan gives table number ``table`` at ``key``, if it may write it now; else
    the kind's :class:`ForbiddenError` (a 403)."""
    if record.status is not SessionStatus.RUNNING:
        raise _refused(lock.closed, id=record.id, status=Message(record.status.value))
    if key.table != table:
        raise _refused(lock.elsewhere, number=table, table=str(key.table))
    found = lock.planned(record, table, key)
    if found is None:
        raise _refused(lock.unplanned, number=table, **key._asdict())
    return found
