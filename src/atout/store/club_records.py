"""The frozen values the club repository hands out (rows never leave the store)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from atout.duplicate.movements.plan import Plan
from atout.duplicate.table_result import TableResult
from atout.store.club_scoring import table_result


@dataclass(frozen=True, slots=True)
class DirectorRecord:
    """A director (the password hash stays in the store)."""

    id: int
    name: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class ClubSessionRecord:
    """A session: plan, deals (board → PBN deal), pair names and state."""

    id: int
    title: str
    kind: str
    status: str
    options: dict[str, Any]
    plan: Plan
    deals: dict[int, str]
    names: dict[int, str]
    version: int
    director_id: int
    created_at: datetime


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A table of a session and its code."""

    id: int
    session_id: int
    number: int
    code: str


@dataclass(frozen=True, slots=True)
class ResultRecord:
    """One version of a table's result on a board, as entered.

    ``result`` is the domain value of ``payload``, read once when the record is made.
    """

    id: int
    session_id: int
    round: int
    table: int
    board: int
    version: int
    current: bool
    payload: dict[str, Any]
    author: str
    created_at: datetime
    confirmed_at: datetime | None
    replaces_id: int | None
    result: TableResult = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "result", table_result(self.payload))

    @property
    def confirmed(self) -> bool:
        """True once the opponents (or the director) confirmed it."""
        return self.confirmed_at is not None
