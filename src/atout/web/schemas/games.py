"""The answers of the games' JSON API (``/api/games``) that are not a page's context."""

from __future__ import annotations

from pydantic import BaseModel

from atout.web.views.game import EntryView


class Entered(BaseModel):
    """A deal entered: the entry, and whether this call stored it (``false``: its
    ``idempotency_key`` was used already, the entry is the one stored then)."""

    entry: EntryView
    created: bool


class GameCreated(BaseModel):
    """A game created: its address (``/games/<id>``), 22 random URL-safe characters."""

    id: str
