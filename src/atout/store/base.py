"""The declarative base of every atout table (games and club share one metadata)."""

from __future__ import annotations

import enum
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import Enum
from sqlalchemy.orm import DeclarativeBase

E = TypeVar("E", bound=enum.Enum)


class Base(DeclarativeBase):
    """The declarative base of the atout tables."""


def _values(kind: type[enum.Enum]) -> list[str]:
    return [str(member.value) for member in kind]


def enum_column(kind: type[E], length: int) -> Enum:
    """A column holding the *values* of ``kind`` (``"rubber"``, ``"NT"``) as plain strings.

    No native database enum and no CHECK constraint: a new member needs no
    migration. Rows give back the members themselves.

    >>> from atout.bridge.contract import Strain
    >>> enum_column(Strain, 2).enums
    ['C', 'D', 'H', 'S', 'NT']
    """
    values: Callable[[Any], list[str]] = _values
    return Enum(
        kind,
        native_enum=False,
        create_constraint=False,
        length=length,
        values_callable=values,
        validate_strings=True,
    )


def utc_now() -> datetime:
    """Now, in UTC (what every stored moment is)."""
    return datetime.now(UTC)


def aware(moment: datetime) -> datetime:
    """``moment`` with its time zone (SQLite gives times back without one: they are UTC)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
