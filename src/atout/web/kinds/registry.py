"""Every kind of game by name."""

from __future__ import annotations

from atout.errors import GameKindError
from atout.web.kinds.base import GameKind
from atout.web.kinds.chicago import ChicagoKind
from atout.web.kinds.rubber import RubberKind
from atout.web.kinds.series import SeriesKind
from atout.web.kinds.tarot import TarotKind

KINDS: dict[str, GameKind] = {
    kind.name: kind for kind in (RubberKind(), ChicagoKind(), SeriesKind(), TarotKind())
}


def kind_named(name: str) -> GameKind:
    """The kind of game called ``name``."""
    try:
        return KINDS[name]
    except KeyError:
        raise GameKindError(
            f"{name!r} is not a kind of game: use one of {', '.join(KINDS)}"
        ) from None
