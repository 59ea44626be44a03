"""Page contexts of the tarot club: the director's evening, table cards, a table's phone,
the live ranking, a player's detail."""

from __future__ import annotations

from dataclasses import dataclass, replace

from atout.services.tarot_tournament.donnes import playing
from atout.services.tarot_tournament.ranking import ScoredTournament
from atout.store.room.records import ResultStatus
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord, TournamentRecord
from atout.tarot.deal import parse_entry
from atout.tarot.tournament.plan import PlannedRound, lower_bound
from atout.tarot.tournament.scoring import (
    DealKey,
    deal_players,
    dealer_seat,
    idle_dealers,
    score_deal,
)
from atout.web.forms.state import FormState
from atout.web.forms.tarot import deal_fields
from atout.web.room.cards import TableCard
from atout.web.views.calls import TableCallView
from atout.web.views.tarot import DealSummary, deal_summary, scored_summary
from atout.web.views.tarot_corrections import DealRequestView
from atout.web.views.tarot_seats import IdleDealers, NextSeat, idle_dealers_of, next_seats


@dataclass(frozen=True, slots=True)
class Progress:
    """Deals confirmed out of the deals the plan has."""

    confirmed: int
    expected: int


def progress(scored: ScoredTournament) -> Progress:
    """How far the evening is."""
    plan = scored.record.plan
    expected = sum(len(r.tables) for r in plan.rounds) * plan.deals
    return Progress(sum(1 for d in scored.donnes if d.confirmed), expected)


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat at a table: the player's number and name."""

    player: int
    name: str


@dataclass(frozen=True, slots=True)
class CardRound:
    """A round on a table card: the players at the table, in seat order."""

    round: int
    seats: tuple[SeatView, ...]


def _seats(record: TournamentRecord, players: tuple[int, ...]) -> tuple[SeatView, ...]:
    return tuple(SeatView(p, record.name(p)) for p in players)


def table_cards(
    record: TournamentRecord, tables: list[TarotTableRecord], base_url: str
) -> tuple[TableCard[CardRound], ...]:
    """Every table card, with a QR code (inline SVG) of the table's page."""
    plan = record.plan
    return tuple(
        TableCard.of(
            table.number,
            table.code,
            f"{base_url}/tt/{table.code}",
            tuple(
                CardRound(r.number, _seats(record, planned.players))
                for r in plan.rounds
                if (planned := plan.table(r.number, table.number)) is not None
            ),
        )
        for table in tables
    )


@dataclass(frozen=True, slots=True)
class DirectorPage:
    """An evening for its director: plan figures, tables and codes, progress, names."""

    tournament: TournamentRecord
    tables: tuple[TarotTableRecord, ...]
    repeats: int
    lower_bound: int
    most_meetings: int
    progress: Progress
    seats: tuple[SeatView, ...]
    #: The sizes of table where some seats will not deal in a round.
    idle_dealers: tuple[IdleDealers, ...] = ()
    #: The tables' open requests for a correction, oldest first.
    requests: tuple[DealRequestView, ...] = ()
    #: The action just saved, said once (``?done=names``; see ``club/macros.html``).
    done: str = ""


def director_page(scored: ScoredTournament, tables: list[TarotTableRecord]) -> DirectorPage:
    """The director's page of an evening."""
    record, plan = scored.record, scored.record.plan
    return DirectorPage(
        record,
        tuple(tables),
        plan.repeats,
        lower_bound(plan.players, len(plan.rounds), plan.sizes),
        plan.most_meetings,
        progress(scored),
        _seats(record, tuple(range(1, plan.players + 1))),
        idle_dealers_of(plan),
    )


@dataclass(frozen=True, slots=True)
class TableDeal:
    """A deal of the round at a table: its state, what it was and each seat's score."""

    number: int
    dealer: str
    state: str
    version: int
    summary: DealSummary | None
    #: Each table seat's score (``None``: the seat sat this deal out, or nothing entered).
    scores: tuple[int | None, ...]
    entered_by: str
    #: The names of the deal's seats 1, 2… (the form's choices).
    seats: tuple[SeatView, ...]


@dataclass(frozen=True, slots=True)
class TarotTablePage:
    """What a table's phone sees: round, players, deals, running scores, the deal selected."""

    tournament: TournamentRecord
    table: TarotTableRecord
    round: int
    rounds: tuple[int, ...]
    seats: tuple[SeatView, ...]
    me: SeatView | None
    deals: tuple[TableDeal, ...]
    totals: tuple[int, ...]
    selected: TableDeal | None
    editing: bool
    form: FormState
    conflict: str
    finished: bool
    #: Where each player of the table sits next round (none after the last).
    next_seats: tuple[NextSeat, ...] = ()
    #: The table's seats (from 1) that deal none of the round's deals.
    idle: tuple[int, ...] = ()
    #: The table's latest call for the director, if it called.
    call: TableCallView | None = None
    #: The round the table is playing; the round shown is later (``ahead``): no form.
    playing: int = 1
    ahead: bool = False
    #: The deal its open request for a correction claims, on the deal shown.
    asked: DealSummary | None = None

    @property
    def locked(self) -> bool:
        """The deal shown is confirmed: the table no longer changes it."""
        return self.selected is not None and self.selected.state == "confirmed"


def _deal_view(
    scored: ScoredTournament, key: DealKey, seats: tuple[SeatView, ...], found: DonneRecord | None
) -> TableDeal:
    record = scored.record
    players = tuple(p.player for p in seats)
    dealer = seats[dealer_seat(len(seats), key.deal) - 1].name
    deal_seats = _seats(record, deal_players(record.plan, record.five, key))
    if found is None:
        return TableDeal(key.deal, dealer, "missing", 0, None, (None,) * len(seats), "", deal_seats)
    deal = score_deal(record.plan, record.rules, record.five, key, found.entry)
    state = "confirmed" if found.status is ResultStatus.CONFIRMED else "pending"
    return TableDeal(
        key.deal,
        dealer,
        state,
        found.version,
        scored_summary(record, deal),
        tuple(deal.score_of(p) for p in players),
        record.name(found.entered_by),
        deal_seats,
    )


def table_page(
    scored: ScoredTournament,
    table: TarotTableRecord,
    me: int | None,
    *,
    round_: int | None = None,
    deal: int | None = None,
    editing: bool = False,
    form: FormState | None = None,
    conflict: str = "",
    asked: str = "",
) -> TarotTablePage:
    """The page of ``table`` in ``round_`` (default: the first it has not finished); a
    later round shows its players, never a deal's form."""
    record, plan = scored.record, scored.record.plan
    rounds = tuple(r.number for r in plan.rounds if plan.table(r.number, table.number))
    now = playing(record, table.number, scored.donnes)
    shown = round_ if round_ in rounds else now
    planned = plan.table(shown, table.number)
    seats = _seats(record, planned.players if planned else ())
    mine = {d.key.deal: d for d in scored.donnes if d.key[:2] == (shown, table.number)}
    deals = tuple(
        _deal_view(scored, DealKey(shown, table.number, n), seats, mine.get(n))
        for n in range(1, plan.deals + 1)
    )
    confirmed = [d for d in deals if d.state == "confirmed"]
    totals = tuple(sum(d.scores[i] or 0 for d in confirmed) for i in range(len(seats)))
    selected = next((d for d in deals if d.number == deal), None)
    ahead = shown > now
    if ahead and selected is not None:
        selected = replace(selected, state="ahead")
    if form is None and editing and selected is not None and selected.number in mine:
        # "Rectifier": the form starts from the deal entered
        form = FormState(deal_fields(mine[selected.number].entry))
    done = {d.key for d in scored.donnes if d.confirmed}
    finished = all(
        DealKey(r, table.number, n) in done for r in rounds for n in range(1, plan.deals + 1)
    )
    return TarotTablePage(
        tournament=record,
        table=table,
        round=shown,
        rounds=rounds,
        seats=seats,
        me=next((s for s in seats if s.player == me), None),
        deals=deals,
        totals=totals,
        selected=selected,
        editing=selected is not None
        and (editing or selected.state == "missing")
        and selected.state in ("missing", "pending"),
        form=form if form is not None else FormState(),
        conflict=conflict,
        finished=finished,
        next_seats=next_seats(plan, record.name, tuple(s.player for s in seats), shown),
        idle=idle_dealers(len(seats), plan.deals) if seats else (),
        playing=now,
        ahead=ahead,
        asked=_claimed(scored, DealKey(shown, table.number, deal or 0), asked),
    )


def _claimed(scored: ScoredTournament, key: DealKey, text: str) -> DealSummary | None:
    """The summary of the deal a table's request claims (its text, ``""``: none)."""
    if not text:
        return None
    record = scored.record
    entry = parse_entry(text, len(deal_players(record.plan, record.five, key)))
    return deal_summary(record, key, entry)


@dataclass(frozen=True, slots=True)
class RankingLine:
    """A player's line of the live ranking."""

    place: int
    player: int
    name: str
    total: int
    rounds: tuple[int, ...]
    deals: int


@dataclass(frozen=True, slots=True)
class RankingPage:
    """The room's live ranking of an evening."""

    tournament: TournamentRecord
    lines: tuple[RankingLine, ...]
    progress: Progress
    version: int


def ranking(scored: ScoredTournament) -> RankingPage:
    """The ranking by the sum of scores, ties sharing their place."""
    record = scored.record
    lines = tuple(
        RankingLine(s.place, s.player, record.name(s.player), s.total, s.rounds, s.deals)
        for s in scored.standings()  # a tie: by name
    )
    return RankingPage(record, lines, progress(scored), record.version)


@dataclass(frozen=True, slots=True)
class PlayerDeal:
    """One deal a player's table played, and his score on it (``None``: he sat out)."""

    number: int
    summary: DealSummary
    score: int | None


@dataclass(frozen=True, slots=True)
class PlayerRound:
    """A player's round: his table, the others there, his deals and his score."""

    round: int
    table: int | None
    seats: tuple[SeatView, ...]
    deals: tuple[PlayerDeal, ...]
    total: int


@dataclass(frozen=True, slots=True)
class PlayerPage:
    """A player's evening round by round."""

    tournament: TournamentRecord
    player: SeatView
    place: int
    total: int
    rounds: tuple[PlayerRound, ...]


def player_page(scored: ScoredTournament, player: int) -> PlayerPage:
    """The detail of ``player``'s evening (confirmed deals)."""
    record = scored.record
    standing = next(s for s in scored.scores.standings() if s.player == player)
    rounds = tuple(_player_round(scored, planned, player) for planned in record.plan.rounds)
    seat = SeatView(player, record.name(player))
    return PlayerPage(record, seat, standing.place, standing.total, rounds)


def _player_round(scored: ScoredTournament, planned: PlannedRound, player: int) -> PlayerRound:
    """``player``'s round ``planned``: his table there and his deals (none: he sat out)."""
    table = planned.table_of(player)
    if table is None:
        return PlayerRound(planned.number, None, (), (), 0)
    deals = tuple(
        PlayerDeal(d.key.deal, scored_summary(scored.record, d), d.score_of(player))
        for d in scored.scores.deals
        if d.key[:2] == (planned.number, table.number)
    )
    seats = _seats(scored.record, table.players)
    return PlayerRound(planned.number, table.number, seats, deals, sum(d.score or 0 for d in deals))
