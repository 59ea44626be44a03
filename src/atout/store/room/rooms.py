"""A room's version, its changes and its numbered tables with their codes.

Every kind of room has a row (``id``, ``status``, ``version``) whose version
grows with every change, so that pages are cached on it, and tables numbered
from 1, each with a secret code. :class:`Rooms` holds one kind's tables and
runs the queries, each in the caller's transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar, cast

from sqlalchemy import Row, Table, bindparam, select, update
from sqlalchemy.orm import Session

from atout.errors import Message, NotFoundError

T = TypeVar("T")


class Rooms(Generic[T]):
    """The rooms of one kind: their model, their tables' model, and how a table row reads.

    ``room`` names the column of the tables (and entries) that holds the
    room's id; ``table`` makes a table row a record; ``missing`` is the words of the
    :class:`NotFoundError` of an unknown room (a template given the room's id under the
    name ``room``); ``large`` names the room's columns that
    never change once stored (its plan, its deals), which :meth:`state` leaves out.
    """

    def __init__(
        self,
        model: type[Any],
        table_model: type[Any],
        room: str,
        table: Callable[[Any], T],
        missing: Message,
        large: tuple[str, ...] = (),
    ) -> None:
        self.model, self.table_model, self.room = model, table_model, room
        self.table, self.missing = table, missing
        rooms = cast(Table, model.__table__)
        # Built once: SQLAlchemy finds their compiled form by a cache key computed once.
        self._version = select(rooms.c.version).where(rooms.c.id == bindparam("room_key"))
        self._state = select(*(c for c in rooms.c if c.name not in large)).where(
            rooms.c.id == bindparam("room_key")
        )
        self._bump = (
            update(rooms)
            .where(rooms.c.id == bindparam("room_key"))
            .values(version=rooms.c.version + 1)
            .returning(rooms.c.version)
        )

    def row(self, session: Session, room_id: int) -> Any:
        """The room's row (ORM), else its :class:`NotFoundError`."""
        row = session.get(self.model, room_id)
        if row is None:
            raise self.not_found(room_id)
        return row

    def not_found(self, room_id: int) -> NotFoundError:
        """The :class:`NotFoundError` of an unknown room ``room_id``."""
        words = self.missing
        return NotFoundError(words.template, code=words.code, **{self.room: room_id})

    def state(self, session: Session, room_id: int) -> Row[Any]:
        """The room's row without its ``large`` columns (a caller holds them already)."""
        found = session.connection().execute(self._state, {"room_key": room_id}).one_or_none()
        if found is None:
            raise self.not_found(room_id)
        return found

    def version(self, session: Session, room_id: int) -> int:
        """The room's version alone (cheap: pages are cached on it)."""
        found = session.connection().execute(self._version, {"room_key": room_id}).scalar()
        if found is None:
            raise self.not_found(room_id)
        return int(found)

    def bump(self, session: Session, room_id: int) -> int:
        """Raise the room's version (locking its row until commit); the new version."""
        return int(session.connection().execute(self._bump, {"room_key": room_id}).scalar_one())

    def change(self, session: Session, room_id: int, **values: object) -> Any:
        """Set the room's columns ``values``; its version grows. The row, refreshed."""
        row = self.row(session, room_id)
        for name, value in values.items():
            setattr(row, name, value)
        session.flush()
        self.bump(session, room_id)
        session.refresh(row, ["version"])
        return row

    def rows(
        self,
        session: Session,
        *,
        director_id: int | None = None,
        season: str | None = None,
        limit: int | None = None,
    ) -> list[Any]:
        """The rooms' rows, latest first (``limit`` of them; all when ``None``): only those
        of ``director_id``, of ``season``, when given."""
        model = self.model
        query = select(model).order_by(model.id.desc()).limit(limit)
        if director_id is not None:
            query = query.where(model.director_id == director_id)
        if season is not None:
            query = query.where(model.season == season)
        return list(session.scalars(query))

    def add_tables(
        self, session: Session, room_id: int, codes: Sequence[str], after: int = 0
    ) -> None:
        """Store the room's tables numbered after table ``after``, each with its code of
        ``codes``, in order (a new room: table ``n`` with ``codes[n - 1]``)."""
        for number, code in enumerate(codes, after + 1):
            session.add(self.table_model(**{self.room: room_id}, number=number, code=code))
        session.flush()

    def tables(self, session: Session, room_id: int) -> list[T]:
        """The tables of a room, by number."""
        model = self.table_model
        query = select(model).where(getattr(model, self.room) == room_id).order_by(model.number)
        return [self.table(row) for row in session.scalars(query)]

    def table_by_code(self, session: Session, code: str) -> T | None:
        """The table whose code is ``code``, if any."""
        model = self.table_model
        row = session.scalars(select(model).where(model.code == code)).one_or_none()
        return None if row is None else self.table(row)
