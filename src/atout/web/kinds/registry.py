"""Every kind of game by name, bound to its forms, its sheet's view and its templates."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from atout.errors import AtoutError, FormError, GameKindError
from atout.services.games import NewGame
from atout.services.sheet_cache import GameSheet
from atout.store.games.records import GameEntry, GameKind, GameRecord
from atout.web.forms import chicago as chicago_forms
from atout.web.forms import rubber as rubber_forms
from atout.web.forms import series as series_forms
from atout.web.forms import tarot as tarot_forms
from atout.web.views import chicago as chicago_views
from atout.web.views import rubber as rubber_views
from atout.web.views import series as series_views
from atout.web.views import tarot as tarot_views
from atout.web.views.game import SheetView


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of game as the pages know it: forms in, the sheet's view out."""

    kind: GameKind
    #: The game's page and its creation page.
    template: str
    new_template: str
    #: The creation form read into a new game; :class:`FormError` if it is wrong.
    new_game: Callable[[Mapping[str, str]], NewGame]
    #: The deal form read into an entry of the game; :class:`FormError` if it is wrong.
    read_deal: Callable[[Mapping[str, str], GameRecord], GameEntry]
    #: A deal the domain refuses, as the deal form's messages.
    refusal: Callable[[AtoutError], FormError]
    #: The page's view of the game's sheet.
    sheet_view: Callable[[GameRecord, GameSheet], SheetView]
    #: The creation form's rule fields at the rules' defaults: what the JSON API reads
    #: for a field left out (an HTML checkbox left unchecked means off instead).
    api_defaults: Mapping[str, str]

    @property
    def name(self) -> str:
        """The kind's name in the addresses (``/new/tarot``)."""
        return self.kind.value


KINDS: dict[str, Kind] = {
    kind.name: kind
    for kind in (
        Kind(
            GameKind.RUBBER,
            "rubber.html",
            "new_rubber.html",
            rubber_forms.new_game,
            rubber_forms.read_deal,
            rubber_forms.refusal,
            rubber_views.sheet_view,
            rubber_forms.API_DEFAULTS,
        ),
        Kind(
            GameKind.CHICAGO,
            "chicago.html",
            "new_chicago.html",
            chicago_forms.new_game,
            chicago_forms.read_deal,
            chicago_forms.refusal,
            chicago_views.sheet_view,
            chicago_forms.API_DEFAULTS,
        ),
        Kind(
            GameKind.SERIES,
            "series.html",
            "new_series.html",
            series_forms.new_game,
            series_forms.read_deal,
            series_forms.refusal,
            series_views.sheet_view,
            {},
        ),
        Kind(
            GameKind.TAROT,
            "tarot.html",
            "new_tarot.html",
            tarot_forms.new_game,
            tarot_forms.read_deal,
            tarot_forms.refusal,
            tarot_views.sheet_view,
            tarot_forms.API_DEFAULTS,
        ),
    )
}


def kind_named(name: str) -> Kind:
    """The kind of game called ``name``.

    >>> kind_named("tarot").template
    'tarot.html'
    """
    try:
        return KINDS[name]
    except KeyError:
        raise GameKindError(
            "{name!r} is not a kind of game: use one of {join}",
            code="game.unknown-kind",
            name=name,
            join=", ".join(KINDS),
        ) from None


def kind_of(game: GameRecord) -> Kind:
    """The kind of ``game``."""
    return KINDS[game.kind.value]
