"""What every game page shows: the game, its sheet, the deal form, the history."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TypeAlias

from atout.bridge.chicago import ChicagoRules
from atout.store.games.records import EntryRecord, GameRecord, GameRules, RubberTerms
from atout.tarot.rules import TarotRules
from atout.web.forms.entries import deal_fields
from atout.web.forms.state import FormState
from atout.web.views.chicago import ChicagoSheetView
from atout.web.views.rubber import RubberSheetView
from atout.web.views.series import SeriesSheetView
from atout.web.views.tarot import TarotSheetView

#: The sheet of a game, as its kind's page shows it.
SheetView: TypeAlias = RubberSheetView | ChicagoSheetView | SeriesSheetView | TarotSheetView


@dataclass(frozen=True, slots=True)
class GameView:
    """A game as the pages show it; ``options`` are its rules as the creation form sets them;
    ``id`` is its unguessable address (``/games/<id>``), not its number in the store."""

    id: str
    kind: str
    title: str
    players: tuple[str, ...]
    options: dict[str, str | int | bool]
    created_at: str


def rules_options(rules: GameRules) -> dict[str, str | int | bool]:
    """A game's rules as the options of its creation form.

    >>> rules_options(TarotRules.fft())
    {'preset': 'fft', 'round_to_ten': False}
    """
    if isinstance(rules, RubberTerms):
        return {
            "unfinished_partscore": rules.rules.unfinished_partscore,
            "fourth_undertrick_increase": rules.rules.fourth_undertrick_increase,
            "stake": str(rules.stake),
            "currency": rules.currency,
        }
    if isinstance(rules, ChicagoRules):
        return {"vulnerability": rules.vulnerability.value, "honours": rules.honours}
    if isinstance(rules, TarotRules):
        return {"preset": rules.name, "round_to_ten": rules.round_to_ten}
    return {}


def game_view(game: GameRecord) -> GameView:
    """The view of a stored game."""
    return GameView(
        game.key,
        game.kind.value,
        game.title,
        game.players,
        rules_options(game.rules),
        game.created_at.isoformat(),
    )


@dataclass(frozen=True, slots=True)
class GamePage:
    """The page of a game: its sheet, the deal form and the history buttons."""

    game: GameView
    sheet: SheetView
    form: FormState
    idempotency_key: str
    deal_count: int
    can_undo: bool
    can_redo: bool
    editing: int | None


@dataclass(frozen=True, slots=True)
class EntryView:
    """One entry as entered: its notation (``deal``), the deal-form ``fields`` that enter
    it, its place in the game and in the history."""

    id: int
    game_id: int
    position: int
    deal: str
    fields: dict[str, str]
    author: str
    created_at: datetime
    status: str
    replaces_id: int | None
    idempotency_key: str | None


def entry_view(entry: EntryRecord) -> EntryView:
    """The view of a stored entry."""
    return EntryView(
        id=entry.id,
        game_id=entry.game_id,
        position=entry.position,
        deal=str(entry.deal),
        fields=deal_fields(entry.deal),
        author=entry.author,
        created_at=entry.created_at,
        status=entry.status.value,
        replaces_id=entry.replaces_id,
        idempotency_key=entry.idempotency_key,
    )


@dataclass(frozen=True, slots=True)
class HistoryPage:
    """Every entry ever made in a game, corrections included."""

    game: GameView
    entries: tuple[EntryView, ...]
