"""The Chicago sheet as the page draws it (RULES §4): sets of four deals, dealer and
vulnerability of each, and of the deal to play next."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from atout.bridge.chicago import (
    SET_LENGTH,
    ChicagoDealScore,
    ChicagoSheet,
    chicago_dealer,
    chicago_vulnerability,
)
from atout.bridge.seats import Side
from atout.errors import GameKindError
from atout.services.sheet_cache import GameSheet
from atout.store.games.records import GameRecord


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One item a side scored on a deal (trick points, game, honours…)."""

    side: str
    kind: str
    points: int
    detail: str


@dataclass(frozen=True, slots=True)
class ChicagoDealRow:
    """One deal of the sheet: where it falls in its set, dealer, vulnerability, points."""

    number: int
    position: int
    dealer: str
    vulnerability: str
    deal: str
    declarer: str | None
    result: str
    redealt: bool
    ns: int
    ew: int
    lines: tuple[ScoreLine, ...]


@dataclass(frozen=True, slots=True)
class ChicagoSetView:
    """A set of four deals (the last one may be under way) and what each side scored in it."""

    number: int
    deals: tuple[ChicagoDealRow, ...]
    total_ns: int
    total_ew: int
    complete: bool


@dataclass(frozen=True, slots=True)
class NextDeal:
    """The deal to be played next: its place in the set, its dealer and vulnerability."""

    set_number: int
    position: int
    dealer: str
    vulnerability: str


@dataclass(frozen=True, slots=True)
class ChicagoSheetView:
    """The Chicago sheet: rule options, every set with its deals, totals and the next deal."""

    vulnerability: str
    honours: bool
    sets: tuple[ChicagoSetView, ...]
    total_ns: int
    total_ew: int
    next: NextDeal


def _row(scored: ChicagoDealScore) -> ChicagoDealRow:
    return ChicagoDealRow(
        number=scored.number,
        position=scored.position,
        dealer=scored.dealer.value,
        vulnerability=scored.vulnerability.value,
        deal=str(scored.deal),
        declarer=None if scored.deal.declarer is None else scored.deal.declarer.value,
        result=str(scored.deal.result),
        redealt=scored.redealt,
        ns=scored.points(Side.NS),
        ew=scored.points(Side.EW),
        lines=tuple(
            ScoreLine(line.side.value, line.kind.value, line.points, line.detail)
            for line in scored.lines
        ),
    )


def _sets(deals: Sequence[ChicagoDealScore], played: int) -> tuple[ChicagoSetView, ...]:
    numbers = sorted({deal.set_number for deal in deals})
    views = []
    for number in numbers:
        in_set = [deal for deal in deals if deal.set_number == number]
        views.append(
            ChicagoSetView(
                number=number,
                deals=tuple(_row(deal) for deal in in_set),
                total_ns=sum(deal.points(Side.NS) for deal in in_set),
                total_ew=sum(deal.points(Side.EW) for deal in in_set),
                complete=played >= number * SET_LENGTH,
            )
        )
    return tuple(views)


def sheet_view(game: GameRecord, sheet: GameSheet) -> ChicagoSheetView:
    """Every set of the game with each deal's dealer, vulnerability and points."""
    if not isinstance(sheet, ChicagoSheet):
        raise GameKindError(
            "game {id!r} is not a Chicago game",
            code="game.not-chicago",
            id=game.id,
        )
    rules = sheet.rules
    played = sum(1 for deal in sheet.deals if not deal.redealt)
    position = played % SET_LENGTH + 1
    return ChicagoSheetView(
        vulnerability=rules.vulnerability.value,
        honours=rules.honours,
        sets=_sets(sheet.deals, played),
        total_ns=sheet.total(Side.NS),
        total_ew=sheet.total(Side.EW),
        next=NextDeal(
            set_number=played // SET_LENGTH + 1,
            position=position,
            dealer=chicago_dealer(position).value,
            vulnerability=chicago_vulnerability(position, rules).value,
        ),
    )
