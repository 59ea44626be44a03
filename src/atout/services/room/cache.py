"""The per-process cache of a kind's scored rooms, and of its tables by code.

Every kind of room keeps, per server process, the latest scored version of
each room: a page reads the room's state (one query) and is answered from
the cache when it is fresh (:func:`fresh`: one rule for every kind, the
version and the status, and the time it was made: a deleted room's number may
be given again), else the kind brings it up to date. A table's
code and number never change once stored: a code read once is then known
without the database.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy.orm import Session

from atout.store.room.records import SessionStatus


class RoomState(Protocol):
    """What the cache reads of a room's record."""

    @property
    def version(self) -> int: ...
    @property
    def status(self) -> SessionStatus: ...
    @property
    def created_at(self) -> datetime: ...


Rec = TypeVar("Rec", bound=RoomState)
Rec_co = TypeVar("Rec_co", bound=RoomState, covariant=True)


class ScoredRoom(Protocol[Rec_co]):
    """A room scored at one version (its record)."""

    @property
    def record(self) -> Rec_co: ...


class CodedTable(Protocol):
    """What the cache reads of a table: its code."""

    @property
    def code(self) -> str: ...


S = TypeVar("S", bound=ScoredRoom[Any])
T = TypeVar("T", bound=CodedTable)


@dataclass(frozen=True, slots=True)
class RoomKind(Generic[Rec, S, T]):
    """What a kind of room gives the cache: how to read a room's record (``known``: an
    earlier one, whose unchanging parts need not be read again), how to score it (from
    the one cached, if any, brought up to date), its tables and a table by code."""

    read: Callable[[Session, int, Rec | None], Rec]
    score: Callable[[Session, Rec, S | None], S]
    tables: Callable[[Session, int], list[T]]
    table_by_code: Callable[[Session, str], T | None]


def fresh(cached: RoomState, current: RoomState) -> bool:
    """True when ``cached`` is as new as ``current``: the same version or newer, and the
    same status (a room closed or reopened without a new entry keeps its version)."""
    same = cached.created_at == current.created_at  # not a deleted room's number given again
    return same and cached.version >= current.version and cached.status is current.status


class RoomCache(Generic[Rec, S, T]):
    """The latest scored version of each room of a kind, and its tables by code."""

    def __init__(self, kind: RoomKind[Rec, S, T]) -> None:
        self._kind = kind
        self._scored: dict[int, S] = {}
        self._tables: dict[str, T] = {}
        self._lock = threading.Lock()

    def get(self, session: Session, room_id: int) -> S:
        """The scored room as the transaction of ``session`` sees it (or newer).

        One query when nothing changed (the room's state, without its
        unchanging parts); the kind's catching up when something did.
        """
        record = self.record(session, room_id)
        cached = self._scored.get(room_id)
        if cached is not None and fresh(cached.record, record):
            return cached
        with self._lock:
            cached = self._scored.get(room_id)
            if cached is not None and fresh(cached.record, record):
                return cached
            same = cached is not None and cached.record.created_at == record.created_at
            scored = self._kind.score(session, record, cached if same else None)
            self._scored[room_id] = scored
            return scored

    def record(self, session: Session, room_id: int) -> Rec:
        """The room's record, its unchanging parts read only once."""
        cached = self._scored.get(room_id) or self._first(session, room_id)
        found = self._kind.read(session, room_id, cached.record)
        if found.created_at != cached.record.created_at:  # a new room of a deleted one's number
            return self._kind.read(session, room_id, None)
        return found

    def forget(self, room_id: int, codes: Iterable[str]) -> None:
        """Drop room ``room_id`` and its tables' ``codes`` (the room was deleted)."""
        with self._lock:
            self._scored.pop(room_id, None)
            for code in codes:
                self._tables.pop(code, None)

    def _first(self, session: Session, room_id: int) -> S:
        """The room read whole and scored, and its tables' codes learnt: a room's other
        tables are then known without the database.

        No lock is held while reading: the read may be the first statement of a write
        transaction, which waits for the database's write lock, and a thread holding that
        lock may want this cache (a process lock held across it deadlocked under load).
        """
        scored = self._kind.score(session, self._kind.read(session, room_id, None), None)
        for table in self._kind.tables(session, room_id):
            self._tables.setdefault(table.code, table)
        return self._scored.setdefault(room_id, scored)

    def table(self, session: Session, code: str) -> T | None:
        """The table of ``code`` (a table's code and number never change once stored)."""
        found = self._tables.get(code)
        if found is None:
            found = self._kind.table_by_code(session, code)
            if found is not None:
                self._tables[code] = found
        return found

    def cached_table(self, code: str) -> T | None:
        """The table of ``code`` if it was read already (no database needed)."""
        return self._tables.get(code)
