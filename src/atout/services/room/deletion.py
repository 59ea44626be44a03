"""Deleting a room (a bridge session, a tarot evening): what is lost, said first, and the
deletion itself, the same for every kind.

A room in set-up, or one without results, goes at once after a confirmation; a
closed room with results asks for its title to be typed (a test evening goes
away, a real one does not go by a slip of the finger). The register keeps the
players: only the room's own rows go (the kind's ``remove``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from atout.collation import name_key
from atout.errors import FormError, Message
from atout.store.room.records import SessionStatus


class Room(Protocol):
    """What the kernel reads of a room's record."""

    @property
    def id(self) -> int: ...

    @property
    def title(self) -> str: ...

    @property
    def status(self) -> SessionStatus: ...


R = TypeVar("R", bound=Room)


@dataclass(frozen=True, slots=True)
class Loss(Generic[R]):
    """What deleting a room loses: its entries (results or deals), its tables (and their
    codes) and the names of its players (in French order)."""

    session: R
    results: int
    codes: tuple[str, ...]
    players: tuple[str, ...]

    @property
    def title_asked(self) -> bool:
        """A closed room with results is deleted only with its title typed."""
        return self.session.status is SessionStatus.CLOSED and self.results > 0


def loss_of(record: R, results: int, codes: Iterable[str], names: Iterable[str]) -> Loss[R]:
    """The loss of ``record``: its ``results``, table ``codes`` and players' ``names``
    (each once, in French order)."""
    return Loss(record, results, tuple(codes), tuple(sorted(set(names), key=name_key)))


def delete_room(
    lost: Loss[R], typed_title: str, refusal: Message, remove: Callable[[], None]
) -> Loss[R]:
    """Delete the room of ``lost`` (``remove``); a closed room with results needs its title
    typed, else a :class:`FormError` on ``title`` saying ``refusal``."""
    if lost.title_asked and typed_title.strip() != lost.session.title.strip():
        raise FormError({"title": refusal})
    remove()
    return lost


__all__ = ["Loss", "Room", "delete_room", "loss_of"]
