"""The game pages between the routes and the services: forms in, page contexts out.

A route reads its form here into a typed value (:mod:`atout.web.forms`), calls
one function of :mod:`atout.services.games`, and draws the outcome from a typed
context (:mod:`atout.web.views`). A sheet's view and its JSON are made once per
change of the game and kept with its computed sheet.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Mapping

from fastapi.responses import Response
from sqlalchemy.orm import Session

from atout.errors import AtoutError, GameKindError, NotFoundError
from atout.services import games
from atout.services.sheet_cache import SheetCache
from atout.store.games import repo
from atout.store.games.records import EntryRecord, GameKind
from atout.web import charts
from atout.web.forms.common import idempotency_key
from atout.web.forms.entries import deal_fields
from atout.web.forms.state import FormState
from atout.web.json_twin import dumps
from atout.web.kinds.registry import kind_named, kind_of
from atout.web.views.game import GamePage, SheetView, game_view
from atout.web.views.tarot import TarotSheetView


def sheet_view(state: games.GameState) -> SheetView:
    """The view of the game's sheet (made once per change of its entries)."""
    game, computed = state.game, state.computed
    return computed.derived("view", lambda: kind_of(game).sheet_view(game, computed.sheet))


def game_page(
    state: games.GameState, form: FormState | None = None, editing: int | None = None
) -> GamePage:
    """The page of a game, with ``form`` as typed, or filled with deal ``editing`` to correct."""
    if form is None and editing is not None:
        form = FormState(deal_fields(state.deal_at(editing)))
    return GamePage(
        game=game_view(state.game),
        sheet=sheet_view(state),
        form=form if form is not None else FormState(),
        idempotency_key=uuid.uuid4().hex,
        deal_count=len(state.entry_ids),
        can_undo=bool(state.entry_ids),
        can_redo=state.can_redo,
        editing=editing,
    )


def game_page_json(state: games.GameState) -> Response:
    """The JSON twin of a game's page (its sheet encoded once per change)."""
    page = game_page(state)
    rest = dumps(
        {f.name: getattr(page, f.name) for f in dataclasses.fields(page) if f.name != "sheet"}
    )
    # The sheet is the one part that grows with the game: its JSON is kept with it.
    sheet = state.computed.derived("json", lambda: dumps(page.sheet))
    return Response(f'{rest[:-1]},"sheet":{sheet}}}', media_type="application/json")


def create_game(
    session: Session, kind: str, form: Mapping[str, str], author: str, *, api: bool = False
) -> str:
    """Create the game described by the creation form of ``kind``; its address (key).

    From the JSON API (``api``) a rule field left out takes the rules' default; from
    the HTML form, a checkbox left unchecked (absent) means off.
    """
    chosen = kind_named(kind)
    fields = {**chosen.api_defaults, **form} if api else form
    return games.create_game(session, chosen.new_game(fields), author).key


def enter_deal(
    session: Session,
    sheets: SheetCache,
    game_id: int,
    form: Mapping[str, str],
    author: str,
    position: int | None = None,
) -> tuple[EntryRecord, bool]:
    """Store the deal typed in ``form`` (at ``position`` to correct an earlier deal).

    Raises :class:`FormError` with the messages per field when the form cannot
    be read or the sheet refuses the deal; nothing is stored then.
    """
    game = repo.get_game(session, game_id)
    kind = kind_of(game)
    deal = kind.read_deal(form, game)
    try:
        return games.enter_deal(
            session,
            sheets,
            game,
            deal,
            author=author,
            idempotency_key=idempotency_key(form),
            position=position,
        )
    except NotFoundError:
        raise
    except AtoutError as error:
        raise kind.refusal(error) from None


def tarot_chart(session: Session, sheets: SheetCache, game_id: int, title: str) -> str:
    """The SVG chart of a tarot game's running totals."""
    state = games.game_state(session, sheets, game_id)
    view = sheet_view(state)
    if state.game.kind is not GameKind.TAROT or not isinstance(view, TarotSheetView):
        raise GameKindError(
            "game {game_id!r} is not a tarot game: it has no score chart",
            code="game.not-tarot",
            game_id=game_id,
        )
    return charts.score_evolution(view.players, [row.totals for row in view.deals], title)
