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

from fastapi.responses import Response
from sqlalchemy import event
from sqlalchemy.orm import Session

from atout.errors import GameKindError, NotFoundError
from atout.store import repo
from atout.store.records import EntryRecord, GameRecord
from atout.web import charts
from atout.web.kinds.base import FormState, payloads
from atout.web.kinds.registry import kind_named
from atout.web.kinds.tarot import TarotSheetView
from atout.web.sheet_cache import ComputedSheet, SheetCache, SheetKey, dumps


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


def _key(session: Session, game: GameRecord) -> SheetKey:
    return (str(session.get_bind().engine.url), game.id, game.created_at)


def _computed(
    session: Session, sheets: SheetCache, game: GameRecord
) -> tuple[tuple[int, ...], ComputedSheet]:
    """The active entry ids of ``game`` and its sheet, from ``sheets`` when it is there."""
    ids = repo.active_entry_ids(session, game.id)
    found = sheets.get(_key(session, game), ids)
    if found is not None:
        return ids, found
    entries = repo.active_entries(session, game.id)
    values = tuple(payloads(entries))
    computed = ComputedSheet(values, kind_named(game.kind).sheet(game, values))
    if tuple(entry.id for entry in entries) == ids:
        sheets.put(_key(session, game), ids, computed)
    return ids, computed


def _game_page(
    session: Session,
    sheets: SheetCache,
    game_id: int,
    form: FormState | None,
    editing: int | None,
) -> tuple[GamePage, ComputedSheet]:
    game = repo.get_game(session, game_id)
    ids, computed = _computed(session, sheets, game)
    if form is None and editing is not None:
        if not 1 <= editing <= len(ids):
            raise NotFoundError(f"no deal number {editing!r} in game {game_id!r}")
        form = FormState(kind_named(game.kind).form_values(computed.payloads[editing - 1]))
    page = GamePage(
        game=game_view(game),
        sheet=computed.sheet,
        form=form if form is not None else FormState(),
        idempotency_key=uuid.uuid4().hex,
        deal_count=len(ids),
        can_undo=bool(ids),
        can_redo=repo.can_redo(session, game_id),
        editing=editing,
    )
    return page, computed


def game_page(
    session: Session,
    sheets: SheetCache,
    game_id: int,
    form: FormState | None = None,
    editing: int | None = None,
) -> GamePage:
    """The page of game ``game_id``, with ``form`` as typed (or empty)."""
    return _game_page(session, sheets, game_id, form, editing)[0]


def game_page_json(session: Session, sheets: SheetCache, game_id: int) -> Response:
    """The JSON twin of the page of game ``game_id`` (its sheet encoded once per change)."""
    page, computed = _game_page(session, sheets, game_id, None, None)
    rest = dumps(
        {f.name: getattr(page, f.name) for f in dataclasses.fields(page) if f.name != "sheet"}
    )
    # The sheet is the one part that grows with the game: its JSON comes from the cache.
    return Response(f'{rest[:-1]},"sheet":{computed.json()}}}', media_type="application/json")


def _cache_after_commit(
    session: Session,
    sheets: SheetCache,
    key: SheetKey,
    ids: tuple[int, ...],
    computed: ComputedSheet,
) -> None:
    """Keep the sheet just validated for the next read, once the deal is committed."""
    event.listen(session, "after_commit", lambda _: sheets.put(key, ids, computed), once=True)


def enter_deal(
    session: Session,
    sheets: SheetCache,
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
    entries = _computed(session, sheets, game)[1].payloads
    if position is None:
        values = (*entries, payload)
        sheet = kind.sheet(game, values)
        entry, created = repo.add_entry(
            session, game_id, payload, author=author, idempotency_key=key
        )
    else:
        if not 1 <= position <= len(entries):
            raise NotFoundError(f"no deal number {position!r} in game {game_id!r}")
        values = (*entries[: position - 1], payload, *entries[position:])
        sheet = kind.sheet(game, values)
        entry = repo.replace_entry(
            session, game_id, position, payload, author=author, idempotency_key=key
        )
        created = True
    ids = repo.active_entry_ids(session, game_id)
    if created and len(ids) == len(values) and entry.id in ids:
        computed = ComputedSheet(values, sheet)
        _cache_after_commit(session, sheets, _key(session, game), ids, computed)
    return entry, created


def json_response(page: Any, status_code: int = 200) -> Response:
    """The JSON twin of a page: the same context as plain values."""
    return Response(dumps(page), status_code=status_code, media_type="application/json")


def tarot_chart(session: Session, sheets: SheetCache, game_id: int, title: str) -> str:
    """The SVG chart of a tarot game's running totals."""
    page = game_page(session, sheets, game_id)
    if not isinstance(page.sheet, TarotSheetView):
        raise GameKindError(f"game {game_id!r} is not a tarot game: it has no score chart")
    return charts.score_evolution(page.sheet.players, [r.totals for r in page.sheet.deals], title)
