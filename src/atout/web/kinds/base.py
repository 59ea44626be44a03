"""What every kind of game provides to the generic game routes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from atout.store.records import EntryRecord, GameRecord


@dataclass(frozen=True, slots=True)
class NewGame:
    """A game as asked for by the creation form."""

    title: str
    players: tuple[str, ...]
    options: dict[str, Any]


@dataclass(frozen=True, slots=True)
class FormState:
    """A form as shown: the values typed (kept after an error) and the messages."""

    values: dict[str, str] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)

    def value(self, name: str, default: str = "") -> str:
        """The value typed in field ``name``."""
        return self.values.get(name, default)


class GameKind(Protocol):
    """A kind of game: forms in, sheet context out (scores come from the domain)."""

    name: str
    template: str
    new_template: str

    def new_game(self, form: Mapping[str, str]) -> NewGame:
        """The game asked for by the creation form; :class:`FormError` if it is wrong."""
        ...

    def entry_payload(self, form: Mapping[str, str], game: GameRecord) -> dict[str, Any]:
        """The raw entry typed in the deal form; :class:`FormError` if it is wrong."""
        ...

    def sheet(self, game: GameRecord, payloads: Sequence[Mapping[str, Any]]) -> Any:
        """The sheet context of the game; :class:`AtoutError` if an entry is refused."""
        ...

    def form_values(self, payload: Mapping[str, Any]) -> dict[str, str]:
        """The deal form filled with a stored entry, to correct it."""
        ...


def payloads(entries: Sequence[EntryRecord]) -> list[Mapping[str, Any]]:
    """The raw payloads of ``entries``, in order."""
    return [entry.payload for entry in entries]


def required(form: Mapping[str, str], name: str, message: str, errors: dict[str, str]) -> str:
    """The stripped value of ``name``; records ``message`` in ``errors`` when it is empty."""
    value = form.get(name, "").strip()
    if not value:
        errors[name] = message
    return value
