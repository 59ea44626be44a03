"""A table's post read whole: the one typed value a table's form becomes before any service runs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from atout.errors import AtoutError

K = TypeVar("K")
E = TypeVar("E")


@dataclass(frozen=True, slots=True)
class TablePost(Generic[K, E]):
    """What a table sent: the key it is about (round, table, board or deal), the entry typed
    and the version of the entry its page showed (0: none yet).

    The form is read once, whole, into this value. An entry the reader refused is
    ``None`` and ``refusal`` says why (every field's message): the service checks that the
    table may write ``key`` first (a 403 before the entry is looked at), then takes the
    entry with :meth:`checked_entry`. A confirmation carries no entry.

    >>> TablePost((1, 2, 3), "3NT=", 0).checked_entry()
    '3NT='
    >>> TablePost((1, 2, 3), None, 0, AtoutError("no", code="points.range")).checked_entry()
    Traceback (most recent call last):
    ...
    atout.errors.AtoutError: no
    """

    key: K
    entry: E | None
    base_version: int
    refusal: AtoutError | None = None

    def checked_entry(self) -> E:
        """The entry typed, else the reader's refusal (raised)."""
        if self.entry is not None:
            return self.entry
        assert self.refusal is not None, "a post without an entry says why"
        raise self.refusal
