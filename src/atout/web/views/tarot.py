"""The tarot sheet as the page draws it: running totals, each deal, statistics."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from atout.errors import GameKindError
from atout.services.sheet_cache import GameSheet
from atout.store.games.records import GameRecord
from atout.store.tarot_club.records import TournamentRecord
from atout.tarot.deal import Donne, Entry
from atout.tarot.session import DealLine, Session
from atout.tarot.stats import PlayerStats
from atout.tarot.tournament.scoring import DealKey, ScoredDeal, score_deal


@dataclass(frozen=True, slots=True)
class PrimeView:
    """A poignée or a misère shown in a deal: by whom, and which (a notation value)."""

    name: str
    kind: str
    value: str


@dataclass(frozen=True, slots=True)
class DealSummary:
    """What a deal was, in words the page translates: taker, contract, partner, primes.

    ``passed`` deals have no taker (every player passed); ``partner`` is the
    called player at 5 (``alone`` when the taker called himself).
    """

    passed: bool
    taker: str
    contract: str
    won: bool
    partner: str
    alone: bool
    points: str
    bouts: int
    petit_au_bout: str
    chelem: str
    petit_chelem: str
    primes: tuple[PrimeView, ...]


def summary(entry: Entry, names: Sequence[str], won: bool) -> DealSummary:
    """The summary of ``entry`` whose seats 1, 2… are ``names``.

    >>> s = summary(Donne.parse("garde taker=1 partner=3 points=45 bouts=2 poignee=2:simple", 5),
    ...             ["Ana", "Bo", "Cy", "Di", "Ed"], True)
    >>> s.taker, s.contract, s.partner, s.primes
    ('Ana', 'garde', 'Cy', (PrimeView(name='Bo', kind='poignee', value='simple'),))
    """
    if not isinstance(entry, Donne):
        return DealSummary(True, "", "", False, "", False, "", 0, "", "", "", ())
    partner = "" if entry.partner is None else names[entry.partner - 1]
    primes = tuple(PrimeView(names[p.seat - 1], "poignee", p.poignee.value) for p in entry.poignees)
    primes += tuple(PrimeView(names[m.seat - 1], "misere", m.misere.value) for m in entry.miseres)
    return DealSummary(
        passed=False,
        taker=names[entry.taker - 1],
        contract=entry.contrat.value,
        won=won,
        partner=partner,
        alone=entry.partner is not None and entry.partner == entry.taker,
        points=str(entry.points).removesuffix(".0"),
        bouts=entry.bouts,
        petit_au_bout="" if entry.petit_au_bout is None else entry.petit_au_bout.value,
        chelem="" if entry.chelem is None else entry.chelem.value,
        petit_chelem="" if entry.petit_chelem is None else entry.petit_chelem.value,
        primes=primes,
    )


def deal_summary(record: TournamentRecord, key: DealKey, entry: Entry) -> DealSummary:
    """The summary of ``entry`` as deal ``key`` of an evening (scored there, its seats by
    their players' names)."""
    return scored_summary(record, score_deal(record.plan, record.rules, record.five, key, entry))


def scored_summary(record: TournamentRecord, deal: ScoredDeal) -> DealSummary:
    """The summary of an evening's deal scored, its seats by their players' names."""
    return summary(deal.entry, tuple(record.name(p) for p in deal.players), deal.won)


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
    summary: DealSummary


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
    entry = line.entry
    won = line.score is not None and line.score.won
    taker_seat = entry.taker if isinstance(entry, Donne) else 0
    return TarotDealRow(
        number=line.number,
        dealer=session.players[line.dealer - 1],
        notation=str(entry),
        taker=session.players[taker_seat - 1] if taker_seat else "",
        taker_seat=taker_seat,
        contract=entry.contrat.value if isinstance(entry, Donne) else "",
        won=won,
        scores=line.scores,
        totals=line.totals,
        summary=summary(entry, session.players, won),
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
        raise GameKindError("game {id!r} is not a tarot game", code="game.not-tarot", id=game.id)
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
