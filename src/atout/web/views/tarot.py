"""The tarot sheet as the page draws it: running totals, each deal, statistics."""

from __future__ import annotations

from dataclasses import dataclass

from atout.errors import GameKindError
from atout.services.sheet_cache import GameSheet
from atout.store.games.records import GameRecord
from atout.tarot.deal import Donne
from atout.tarot.session import DealLine, Session
from atout.tarot.stats import PlayerStats


@dataclass(frozen=True, slots=True)
class TarotDealRow:
    """One deal in the running table: what was entered, each seat's score and totals."""

    number: int
    dealer: str
    notation: str
    taker: str
    taker_seat: int
    contract: str
    won: bool
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ContractStats:
    """How often a player took one contract and made it."""

    contract: str
    taken: int
    won: int
    success_rate: float | None


@dataclass(frozen=True, slots=True)
class PlayerStatsView:
    """One player's figures over the game (from :meth:`atout.tarot.session.Session.statistics`)."""

    name: str
    total: int
    taken: int
    won: int
    success_rate: float | None
    called: int
    by_contract: tuple[ContractStats, ...]
    best: tuple[int, int] | None
    worst: tuple[int, int] | None


@dataclass(frozen=True, slots=True)
class TarotSheetView:
    """The tarot sheet: players, rules, every deal with the running totals, statistics."""

    players: tuple[str, ...]
    preset: str
    round_to_ten: bool
    miseres: bool
    petit_chelem: bool
    deals: tuple[TarotDealRow, ...]
    totals: tuple[int, ...]
    statistics: tuple[PlayerStatsView, ...]
    next_dealer: str


def _row(session: Session, line: DealLine) -> TarotDealRow:
    donne = line.entry
    assert isinstance(donne, Donne) and line.score is not None  # the form enters no passes
    return TarotDealRow(
        number=line.number,
        dealer=session.players[line.dealer - 1],
        notation=str(donne),
        taker=session.players[donne.taker - 1],
        taker_seat=donne.taker,
        contract=donne.contrat.value,
        won=line.score.won,
        scores=line.scores,
        totals=line.totals,
    )


def _stats(stats: PlayerStats) -> PlayerStatsView:
    return PlayerStatsView(
        name=stats.name,
        total=stats.total,
        taken=stats.taken,
        won=stats.won,
        success_rate=stats.success_rate,
        called=stats.called,
        by_contract=tuple(
            ContractStats(r.contrat.value, r.taken, r.won, r.success_rate)
            for r in stats.by_contract
        ),
        best=None if stats.best is None else (stats.best.number, stats.best.score),
        worst=None if stats.worst is None else (stats.worst.number, stats.worst.score),
    )


def sheet_view(game: GameRecord, sheet: GameSheet) -> TarotSheetView:
    """Every deal with each player's score, the running totals and the statistics."""
    if not isinstance(sheet, Session):
        raise GameKindError(f"game {game.id!r} is not a tarot game")
    rules = sheet.rules
    return TarotSheetView(
        players=game.players,
        preset=rules.name,
        round_to_ten=rules.round_to_ten,
        miseres=rules.miseres,
        petit_chelem=rules.petit_chelem,
        deals=tuple(_row(sheet, line) for line in sheet.lines),
        totals=sheet.totals,
        statistics=tuple(_stats(stats) for stats in sheet.statistics()),
        next_dealer=game.players[sheet.next_dealer - 1],
    )
