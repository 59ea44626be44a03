"""The frozen values the repository hands out (rows never leave the store)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A stored game: its kind, players and rule options as chosen at creation."""

    id: int
    kind: str
    title: str
    players: tuple[str, ...]
    options: dict[str, Any]
    author: str
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class EntryRecord:
    """One entry as typed: its raw payload, position, author, time and status."""

    id: int
    game_id: int
    position: int
    payload: dict[str, Any]
    author: str
    created_at: datetime
    status: str
    replaces_id: int | None
    idempotency_key: str | None
