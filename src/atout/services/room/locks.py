"""The lock rule of every room: which table may write which entry, and when.

A table writes only while its room runs, only its own entries (the key's
table is its number), only keys its room's plan gives it, and only in the
round it is playing or the rounds it has played (never the future); once the
other side confirmed an entry, the table no longer changes it (only the
director corrects; the table may ask for a correction). A kind adds its own
rule after these (at tarot, the player must sit at the table). The kind brings
its words for each refusal (:class:`Lock`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from atout.errors import ForbiddenError, InvalidTransitionError, Message
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
    def round(self) -> int: ...
    @property
    def table(self) -> int: ...
    def _asdict(self) -> dict[str, Any]: ...


class Entered(Protocol):
    """What the lock reads of a stored entry: confirmed or not."""

    @property
    def confirmed(self) -> bool: ...


Rec = TypeVar("Rec", bound=Room)
K = TypeVar("K", bound=Key)
P = TypeVar("P")


@dataclass(frozen=True, slots=True)
class Lock(Generic[Rec, K, P]):
    """A kind's lock: where its plan puts a key at a table (``None``: nowhere), and its words
    (unfilled :class:`Message` templates with their codes) refusing a room that does not
    run (filled with the room's ``id`` and ``status``), another table's key (the table's
    ``number``, the key's ``table`` as text), a key not planned and a key of a round the
    table has not reached (``number``, ``playing`` and the key's fields: ``round``,
    ``board`` or ``deal``), and an entry confirmed already (the key's fields)."""

    planned: Callable[[Rec, int, K], P | None]
    closed: Message
    elsewhere: Message
    unplanned: Message
    ahead: Message
    locked: Message


def _refused(words: Message, **values: Any) -> ForbiddenError:
    return ForbiddenError(words.template, code=words.code, **values)


def playing_round(
    sittings: Iterable[tuple[int, Collection[int]]], done: set[tuple[int, int]]
) -> int:
    """The round a table is playing: the first of its ``sittings`` (round, items) with an
    item not in ``done`` (its confirmed (round, item) pairs); its last round once all are.

    >>> playing_round([(1, (1, 2)), (2, (3, 4))], {(1, 1), (1, 2)})
    2
    >>> playing_round([(1, (1, 2)), (2, (3, 4))], {(1, 1)})
    1
    >>> playing_round([(1, (1,)), (3, (2,))], {(1, 1), (3, 2)})
    3
    """
    last = 1
    for number, items in sittings:
        if any((number, item) not in done for item in items):
            return number
        last = number
    return last


def check_lock(lock: Lock[Rec, K, P], record: Rec, table: int, key: K, *, playing: int) -> P:
    """What the plan gives table number ``table`` at ``key``, if it may write it now (its
    round at most ``playing``, the round the table is playing); else the kind's
    :class:`ForbiddenError` (a 403)."""
    if record.status is not SessionStatus.RUNNING:
        raise _refused(lock.closed, id=record.id, status=Message(record.status.value))
    if key.table != table:
        raise _refused(lock.elsewhere, number=table, table=str(key.table))
    found = lock.planned(record, table, key)
    if found is None:
        raise _refused(lock.unplanned, number=table, **key._asdict())
    if key.round > playing:
        raise _refused(lock.ahead, number=table, playing=playing, **key._asdict())
    return found


def check_open(lock: Lock[Rec, K, P], key: K, stored: Entered | None) -> None:
    """Refuse (403) a table's new version of an entry its other side confirmed: only the
    director changes it now."""
    if stored is not None and stored.confirmed:
        raise _refused(lock.locked, **key._asdict())


def check_other_device(entered_on: str | None, device: str) -> None:
    """Refuse (an :class:`InvalidTransitionError`) a confirmation from the device that
    entered the entry: the other side confirms on its own phone."""
    if entered_on is not None and entered_on == device:
        raise InvalidTransitionError(
            "confirm: the other side confirms on its own phone, not on the one that entered it",
            code="entry.confirm-same-device",
        )
