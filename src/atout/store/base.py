"""The declarative base of every atout table (games and club share one metadata)."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import fields
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Enum
from sqlalchemy.orm import DeclarativeBase

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

E = TypeVar("E", bound=enum.Enum)
R = TypeVar("R", bound="DataclassInstance")


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


def record_of(kind: type[R], row: Any, **values: object) -> R:
    """The record ``kind`` (a dataclass) of ``row``: the fields given in ``values``, each
    other one read from the row's column of its name (a moment made :func:`aware`)."""
    read = {f.name: getattr(row, f.name) for f in fields(kind) if f.name not in values}
    return kind(
        **{n: aware(v) if isinstance(v, datetime) else v for n, v in read.items()}, **values
    )
