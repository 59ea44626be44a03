"""A table's post read whole: the one typed value a table's form becomes before any service runs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from atout.errors import AtoutError, ConflictError

K = TypeVar("K")
E = TypeVar("E")


@dataclass(frozen=True, slots=True)
class TablePost(Generic[K, E]):
    """What a table sent: the key it is about (round, table, board or deal), the entry typed,
    the version of the entry its page showed (0: none yet) and the post's idempotency key
    (``post_key``: the same post sent again by a phone that lost the network, if any).

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
    post_key: str | None = None

    def checked_entry(self) -> E:
        """The entry typed, else the reader's refusal (raised)."""
        if self.entry is not None:
            return self.entry
        assert self.refusal is not None, "a post without an entry says why"
        raise self.refusal


class Keyed(Protocol):
    """An entry's record, as far as :func:`stored_once` reads it: the key it is about."""

    @property
    def key(self) -> object: ...


R = TypeVar("R", bound=Keyed)


def stored_once(
    post: TablePost[K, E], find: Callable[[str], R | None], store: Callable[[], R]
) -> R:
    """The entry stored for ``post``: the one stored already under its idempotency key (by
    ``find``), else the one ``store`` stores now. Never two for the same post.

    A post whose key was taken meanwhile by the same post sent twice at once (the unique
    key turns the second into a conflict) is answered with the first one stored. A key
    found for another board or deal is the conflict it is (a key names one post).

    >>> post = TablePost((1, 1, 2), "3NT=", 0, post_key="k1")
    >>> class Stored:
    ...     key = (1, 1, 2)
    >>> stored = Stored()
    >>> stored_once(post, lambda key: stored, lambda: None) is stored  # sent again: as is
    True
    >>> stored_once(post, lambda key: None, lambda: "stored now")
    'stored now'
    """
    if post.post_key is None:
        return store()
    found = find(post.post_key)
    if found is not None and found.key == post.key:
        return found
    try:
        return store()
    except ConflictError:
        found = find(post.post_key)
        if found is None or found.key != post.key:
            raise
        return found
