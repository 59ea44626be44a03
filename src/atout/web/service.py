"""The user actions, shared by the pages and the JSON API: each in one transaction.

A deal is checked by recomputing the sheet with it (the domain refuses what
cannot be), then stored as typed. An idempotency key already used returns the
entry stored the first time.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fastapi.encoders import jsonable_encoder
from fastapi.responses import JSONResponse
from sqlalchemy.orm import Session

from atout.errors import AtoutError
from atout.store import repo
from atout.store.records import EntryRecord, GameRecord
from atout.web import charts
from atout.web.kinds.base import FormState, payloads
from atout.web.kinds.registry import kind_named
from atout.web.kinds.tarot import TarotSheetView


@dataclass(frozen=True, slots=True)
class GameView:
    """A game as the pages show it."""

    id: int
    kind: str
    title: str
    players: tuple[str, ...]
    options: dict[str, Any]
    created_at: str


@dataclass(frozen=True, slots=True)
class GamePage:
    """The page of a game: its sheet, the deal form and the history buttons."""

    game: GameView
    sheet: Any
    form: FormState
    idempotency_key: str
    deal_count: int
    can_undo: bool
    can_redo: bool
    editing: int | None


def game_view(game: GameRecord) -> GameView:
    """The view of a stored game."""
    return GameView(
        game.id, game.kind, game.title, game.players, game.options, game.created_at.isoformat()
    )


def create_game(session: Session, kind_name: str, form: Mapping[str, str], author: str) -> int:
    """Create the game described by the creation form; its number."""
    new = kind_named(kind_name).new_game(form)
    game = repo.create_game(
        session,
        kind=kind_name,
        title=new.title,
        players=new.players,
        options=new.options,
        author=author,
    )
    return game.id


def game_page(
    session: Session,
    game_id: int,
    form: FormState | None = None,
    editing: int | None = None,
) -> GamePage:
    """The page of game ``game_id``, with ``form`` as typed (or empty)."""
    game = repo.get_game(session, game_id)
    entries = repo.active_entries(session, game_id)
    kind = kind_named(game.kind)
    sheet = kind.sheet(game, payloads(entries))
    if form is None and editing is not None:
        typed = next((e.payload for e in entries if e.position == editing), None)
        if typed is None:
            raise repo.NotFoundError(f"no deal number {editing!r} in game {game_id!r}")
        form = FormState(kind.form_values(typed))
    return GamePage(
        game=game_view(game),
        sheet=sheet,
        form=form if form is not None else FormState(),
        idempotency_key=uuid.uuid4().hex,
        deal_count=len(entries),
        can_undo=bool(entries),
        can_redo=repo.can_redo(session, game_id),
        editing=editing,
    )


def enter_deal(
    session: Session,
    game_id: int,
    form: Mapping[str, str],
    author: str,
    position: int | None = None,
) -> tuple[EntryRecord, bool]:
    """Store the deal typed in ``form`` (at ``position`` to correct an earlier deal).

    Raises :class:`atout.errors.AtoutError` (a :class:`FormError` for the form
    fields) when the deal is refused; nothing is stored then.
    """
    key = form.get("idempotency_key", "").strip()[:64] or None
    already = repo.entry_by_key(session, game_id, key)
    if already is not None:
        return already, False
    game = repo.get_game(session, game_id)
    kind = kind_named(game.kind)
    payload = kind.entry_payload(form, game)
    entries = payloads(repo.active_entries(session, game_id))
    if position is None:
        kind.sheet(game, [*entries, payload])
        return repo.add_entry(session, game_id, payload, author=author, idempotency_key=key)
    if not 1 <= position <= len(entries):
        raise repo.NotFoundError(f"no deal number {position!r} in game {game_id!r}")
    kind.sheet(game, [*entries[: position - 1], payload, *entries[position:]])
    entry = repo.replace_entry(
        session, game_id, position, payload, author=author, idempotency_key=key
    )
    return entry, True


def jsonable(value: Any) -> Any:
    """A dataclass context as plain JSON values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [jsonable(item) for item in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    return value


def json_response(page: Any, status_code: int = 200) -> JSONResponse:
    """The JSON twin of a page: the same context as plain values."""
    return JSONResponse(jsonable_encoder(jsonable(page)), status_code=status_code)


def tarot_chart(session: Session, game_id: int, title: str) -> str:
    """The SVG chart of a tarot game's running totals."""
    page = game_page(session, game_id)
    if not isinstance(page.sheet, TarotSheetView):
        raise AtoutError(f"game {game_id!r} is not a tarot game: it has no score chart")
    return charts.score_evolution(page.sheet.players, [r.totals for r in page.sheet.deals], title)
