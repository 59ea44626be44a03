"""The versioned entries of a room's tables: never overwritten, each on top of the one seen.

An entry (a bridge result, a tarot deal) is stored one row per version: the
table's first entry is version 1, every correction a new row pointing to the
one it replaces (``replaces_id``); only the newest is ``current``. A new
version is stored on top of the version its writer saw (``base_version``):
when another one was stored in between, a :class:`ConflictError` carrying the
stored one, nothing overwritten (the unique constraint on the key and the
version turns two concurrent first entries into the same conflict). Every
change raises the room's version and stamps the row with it (``stamp``), so
that a reader catches up from the version it holds. A version sent by a phone
carries its idempotency key (``post_key``, unique in the room): the same post sent
again finds it (:meth:`Entries.by_post_key`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields, replace
from datetime import datetime
from typing import Any, Generic, Protocol, TypeVar, cast

from sqlalchemy import Row, Table, bindparam, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from atout.errors import ConflictError, Message
from atout.store.room.rooms import Rooms


class Versioned(Protocol):
    """What an entry's record offers the kernel (a frozen dataclass)."""

    @property
    def id(self) -> int: ...
    @property
    def version(self) -> int: ...
    @property
    def confirmed_at(self) -> datetime | None: ...


K = TypeVar("K", bound=tuple[int, ...])
R = TypeVar("R", bound=Versioned)
#: ``until`` of :meth:`Entries.since` when none is given.
_LAST = 2**62


def plain_columns(record: Any, *apart: str) -> dict[str, object]:
    """The fields of an entry's record stored as they are, by name: all but its ``id`` and
    those ``apart`` (the kind makes those columns)."""
    return {f.name: getattr(record, f.name) for f in fields(record) if f.name not in ("id", *apart)}


class Entries(Generic[K, R]):
    """The entries of one kind of room: their table, key columns, records and conflict.

    ``keys`` names the columns of the key (round, table, then the board or
    the deal), in the key's order; ``records`` makes rows records (reading
    their side rows, if any); ``conflict`` is the words of the
    :class:`ConflictError` of a key whose stored version (or ``None``) is not the one
    seen (a template given the key's columns); ``side`` is a table of rows
    that belong to an entry (the tarot announcements), keyed by ``side_key``.
    """

    def __init__(
        self,
        rooms: Rooms[Any],
        model: type[Any],
        keys: tuple[str, ...],
        records: Callable[[Session, Sequence[Row[Any]]], list[R]],
        conflict: Message,
        side: tuple[type[Any], str] | None = None,
    ) -> None:
        self.rooms, self.keys, self.records, self.conflict = rooms, keys, records, conflict
        self.table = table = cast(Table, model.__table__)
        self.side = None if side is None else cast(Table, side[0].__table__)
        self.side_key = "" if side is None else side[1]
        columns = tuple(c for c in table.c if c.name != "stamp")
        of = table.c[rooms.room] == bindparam("room_key")
        at = [table.c[name] == bindparam(f"{name}_key") for name in keys]
        self._current = select(*columns).where(of, *at, table.c.current.is_(True))
        self._history = select(*columns).where(of).order_by(table.c.id)
        self._by_post = select(*columns).where(of, table.c.post_key == bindparam("post"))
        self._since = (
            select(*columns)
            .where(of, table.c.stamp > bindparam("since"), table.c.stamp <= bindparam("until"))
            .order_by(table.c.id)
        )
        self._retire = (
            update(table)
            .where(table.c.id == bindparam("row_key"))
            .values(current=False, stamp=bindparam("stamp_value"))
        )
        self._insert = insert(table)

    def _where(self, room_id: int, key: K) -> dict[str, int]:
        names = (f"{name}_key" for name in self.keys)
        return {"room_key": room_id, **dict(zip(names, key, strict=True))}

    def current(self, session: Session, room_id: int, key: K) -> R | None:
        """The current version of one entry, if it was entered."""
        rows = session.connection().execute(self._current, self._where(room_id, key)).all()
        found = self.records(session, rows)
        return found[0] if found else None

    def by_post_key(self, session: Session, room_id: int, post_key: str) -> R | None:
        """The version stored with the idempotency key ``post_key`` (a phone's post), if any."""
        bound = {"room_key": room_id, "post": post_key}
        found = self.records(session, session.connection().execute(self._by_post, bound).all())
        return found[0] if found else None

    def all_current(self, session: Session, room_id: int, *order: str) -> list[R]:
        """The current version of every entry of the room (by the columns ``order``)."""
        table = self.table
        query = select(*(c for c in table.c if c.name != "stamp")).where(
            table.c[self.rooms.room] == room_id, table.c.current.is_(True)
        )
        query = query.order_by(*(table.c[name] for name in order or ("id",)))
        return self.records(session, session.connection().execute(query).all())

    def history(self, session: Session, room_id: int) -> list[R]:
        """Every version of every entry, in the order stored."""
        rows = session.connection().execute(self._history, {"room_key": room_id}).all()
        return self.records(session, rows)

    def since(self, session: Session, room_id: int, stamp: int, until: int | None) -> list[R]:
        """The versions changed after room version ``stamp`` (up to ``until``), by id.

        A reader that holds the entries of version ``stamp`` catches up with
        these: a current row replaces the one of its key, a row no longer
        current drops out.
        """
        until = _LAST if until is None else until
        bound = {"room_key": room_id, "since": stamp, "until": until}
        return self.records(session, session.connection().execute(self._since, bound).all())

    def _conflicting(self, session: Session, room_id: int, key: K) -> ConflictError[R]:
        stored = self.current(session, room_id, key)
        words, shown = self.conflict, dict(zip(self.keys, key, strict=True))
        return ConflictError(words.template, stored, code=words.code, **shown)

    def base(self, session: Session, room_id: int, key: K, base_version: int) -> R | None:
        """The current version, if it is ``base_version`` (0: none yet); else the conflict."""
        old = self.current(session, room_id, key)
        if (0 if old is None else old.version) != base_version:
            raise self._conflicting(session, room_id, key)
        return old

    def store(
        self,
        session: Session,
        room_id: int,
        key: K,
        old: R | None,
        values: Mapping[str, object],
        side: Sequence[Mapping[str, object]] = (),
    ) -> int:
        """Store a new current version (its columns ``values``) in place of ``old`` (the
        version :meth:`base` found), and its side rows; its id. A conflict when another
        writer stored the same version first."""
        try:
            with session.begin_nested():
                connection = session.connection()
                stamp = self.rooms.bump(session, room_id)
                if old is not None:
                    connection.execute(self._retire, {"row_key": old.id, "stamp_value": stamp})
                found = connection.execute(self._insert, {**values, "stamp": stamp})
                inserted = found.inserted_primary_key
                assert inserted is not None
                if side and self.side is not None:
                    rows = [{self.side_key: int(inserted[0]), **row} for row in side]
                    connection.execute(insert(self.side), rows)
        except IntegrityError:
            raise self._conflicting(session, room_id, key) from None
        return int(inserted[0])

    def confirm(
        self, session: Session, room_id: int, key: K, *, version: int, **values: object
    ) -> R:
        """Mark the current version confirmed (its columns ``values``, ``confirmed_at``
        among them); a conflict if it is not ``version`` any more. Confirmed already: as is."""
        found = self.current(session, room_id, key)
        if found is None or found.version != version:
            raise self._conflicting(session, room_id, key)
        if found.confirmed_at is not None:
            return found
        stamp = self.rooms.bump(session, room_id)
        change = update(self.table).where(self.table.c.id == found.id)
        session.connection().execute(change.values(**values, stamp=stamp))
        return cast(R, replace(cast(Any, found), **values))
