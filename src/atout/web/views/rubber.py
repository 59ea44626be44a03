"""The rubber sheets as the page draws them: Nous and Eux, above and below the line."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from atout.bridge.rubber import Place, RubberSheet
from atout.bridge.seats import Side
from atout.errors import GameKindError
from atout.services.sheet_cache import GameSheet
from atout.store.games.records import GameRecord, RubberTerms


@dataclass(frozen=True, slots=True)
class Figure:
    """One figure written in a column, with the number of the deal that scored it."""

    points: int
    deal: int | None
    kind: str


@dataclass(frozen=True, slots=True)
class GameBlock:
    """The below-the-line figures of one game, then its line (if the game is over)."""

    nous: tuple[Figure, ...]
    eux: tuple[Figure, ...]
    closed: bool


@dataclass(frozen=True, slots=True)
class RubberView:
    """One rubber drawn like the paper sheet: Nous (NS) and Eux (EW)."""

    number: int
    above_nous: tuple[Figure, ...]
    above_eux: tuple[Figure, ...]
    games: tuple[GameBlock, ...]
    total_nous: int
    total_eux: int
    vulnerable_nous: bool
    vulnerable_eux: bool
    finished: bool
    stopped: bool
    winner: str | None
    difference: int
    settlement: int
    money: str
    deals: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RubberSheetView:
    """Every rubber of the game, the current one last."""

    rubbers: tuple[RubberView, ...]
    stake: str
    currency: str
    can_stop: bool


def _figures(sheet: RubberSheet, side: Side, place: Place, game: int | None) -> tuple[Figure, ...]:
    return tuple(
        Figure(e.points, e.deal, e.kind.value)
        for e in sheet.entries
        if e.side is side and e.place is place and (game is None or e.game == game)
    )


def _view(number: int, sheet: RubberSheet, stake: Decimal) -> RubberView:
    played = len(sheet.game_winners) + (0 if sheet.finished else 1)
    games = tuple(
        GameBlock(
            _figures(sheet, Side.NS, Place.BELOW, game),
            _figures(sheet, Side.EW, Place.BELOW, game),
            game <= len(sheet.game_winners),
        )
        for game in range(1, played + 1)
    )
    winner = sheet.winner
    return RubberView(
        number=number,
        above_nous=_figures(sheet, Side.NS, Place.ABOVE, None),
        above_eux=_figures(sheet, Side.EW, Place.ABOVE, None),
        games=games,
        total_nous=sheet.total(Side.NS),
        total_eux=sheet.total(Side.EW),
        vulnerable_nous=sheet.vulnerable(Side.NS),
        vulnerable_eux=sheet.vulnerable(Side.EW),
        finished=sheet.finished,
        stopped=sheet.stopped,
        winner=None if winner is None else winner.value,
        difference=sheet.difference,
        settlement=sheet.settlement,
        money=str(sheet.money(stake)),
        deals=tuple(str(deal) for deal in sheet.deals),
    )


def sheet_view(game: GameRecord, sheet: GameSheet) -> RubberSheetView:
    """Every rubber of the game, drawn like the paper sheet."""
    terms = game.rules
    if not isinstance(sheet, tuple) or not isinstance(terms, RubberTerms):
        raise GameKindError("game {id!r} is not a rubber game", code="game.not-rubber", id=game.id)
    current = sheet[-1]
    return RubberSheetView(
        rubbers=tuple(_view(n, rubber, terms.stake) for n, rubber in enumerate(sheet, 1)),
        stake=str(terms.stake),
        currency=terms.currency,
        can_stop=bool(current.deals) and not (current.finished or current.stopped),
    )
