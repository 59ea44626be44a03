"""What the room sees: the live ranking, the travellers and each pair's score card.

Each context is drawn from a :class:`~atout.services.club.scores.Scored`
session in the page's language (see :mod:`atout.web.room.live` for the
polled ranking). A Mitchell that is not arrow-switched ranks its N-S and E-W
pairs apart, one winner each (RULES §6); a Howell in one list.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import groupby
from typing import TypeVar

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.double_dummy import BoardAnalysis
from atout.bridge.seats import Seat, Side
from atout.collation import name_key
from atout.duplicate.assigned import AssignedScore
from atout.duplicate.barometer_session import after_round
from atout.duplicate.events import PairsEvent
from atout.duplicate.individual_event import player_scores
from atout.duplicate.penalties import Penalty, final_scores
from atout.duplicate.ranking import rank
from atout.duplicate.rounding import hundredths
from atout.formats.handrecord.notation import Notation
from atout.formats.handrecord.view import against_par, par_contract_texts, par_score_text
from atout.services.club.scores import Scored
from atout.services.club.standings import Standings, standings
from atout.store.club.records import ClubSessionRecord, ResultKey, ResultRecord, SessionKind
from atout.web.views.club.dealing import DealingView, dealing_view
from atout.web.views.club.individual import sitting_of
from atout.web.views.club.notation import (
    DealView,
    assigned_text,
    deal_view,
    lead_text,
    notation_of,
    result_text,
    side_text,
)
from atout.web.views.club.teams import BoardMatch, team_traveller


@dataclass(frozen=True, slots=True)
class RankLine:
    """A line of the ranking."""

    place: str
    pair: int
    names: str
    boards: int
    matchpoints: str
    percent: str
    #: The percentage points the director's penalties took off (``""``: none).
    penalty: str = ""


#: A ranking's fields: ``("", lines)`` for one field, ``("NS", …), ("EW", …)`` by direction.
Fields = tuple[tuple[str, tuple[RankLine, ...]], ...]
#: A line of a ranking's field (:func:`by_field`).
L = TypeVar("L")


@dataclass(frozen=True, slots=True)
class BarometerView:
    """A barometer's rankings after round ``after`` of ``rounds`` (0: none finished yet):
    the round's own (``round_fields``); the ranking's ``fields`` are then the total."""

    after: int
    rounds: int
    round_fields: Fields


@dataclass(frozen=True, slots=True)
class RankingView:
    """The ranking: one field, or N-S and E-W fields in a Mitchell (``field`` ``"NS"``,
    ``"EW"``; ``""`` for one field)."""

    session_id: int
    title: str
    status: str
    version: int
    entered: int
    expected: int
    fields: Fields
    #: The commitment to the deals' seed, and the seed once closed (``None``: deals from a file).
    dealing: DealingView | None = None
    #: A barometer's rankings after its last round finished (``fields``: the total then).
    barometer: BarometerView | None = None
    #: An individual: its lines are players (their score cards at ``/s/<id>/players/<n>``).
    individual: bool = False

    @property
    def winners(self) -> tuple[tuple[str, RankLine], ...]:
        """The first line of each field (with its field), once a result counts."""
        return tuple((field, lines[0]) for field, lines in self.fields if lines and self.entered)


def _tie_key(line: RankLine) -> tuple[int, tuple[int, ...]]:
    """Pairs sharing a place: named ones by name (French order), then the others by number."""
    return (0, name_key(line.names)) if line.names else (1, (line.pair,))


def _lines(ranked: Standings, names: dict[int, str]) -> tuple[RankLine, ...]:
    lines = (
        RankLine(
            str(s.place),
            s.score.pair,
            names.get(s.score.pair, ""),
            s.score.score.boards,
            hundredths(s.score.score.matchpoints),
            hundredths(s.score.result),
            hundredths(-s.score.penalty) if s.score.penalty else "",
        )
        for s in ranked
    )
    tied = (sorted(group, key=_tie_key) for _, group in groupby(lines, lambda x: x.place))
    return tuple(line for group in tied for line in group)


def _fields(
    event: PairsEvent, record: ClubSessionRecord, penalties: tuple[Penalty, ...] = ()
) -> Fields:
    """The ranking's fields, ``penalties`` taken off: an individual's players (each one's
    partnerships summed); per direction when every pair sits one side."""
    if record.individual is not None:
        players = final_scores(player_scores(record.individual, event))
        return (("", _lines(rank(players), record.player_names)),)
    scores = final_scores(event.scores(), penalties)
    return by_field(record, lambda side: _lines(rank(scores, side), record.names))


def by_field(
    record: ClubSessionRecord, lines: Callable[[Side | None], tuple[L, ...]]
) -> tuple[tuple[str, tuple[L, ...]], ...]:
    """A ranking's fields and each one's ``lines``: ``NS`` and ``EW`` when every pair sits
    one side (a Mitchell that is not arrow-switched), else one field ``""``."""
    sides = (Side.NS, Side.EW) if record.plan.by_direction else (None,)
    return tuple(("" if side is None else side.value, lines(side)) for side in sides)


def _barometer(scored: Scored) -> tuple[Fields, BarometerView]:
    """A barometer's total and round rankings after its last round every table finished
    (the boards of a later round stay hidden)."""
    record = scored.record
    after = after_round(record.plan, scored.confirmed)
    if after is None:
        empty = _fields(PairsEvent.create(record.plan.boards), record)
        return empty, BarometerView(0, record.plan.rounds, empty)
    shown = BarometerView(after.number, record.plan.rounds, _fields(after.round, record))
    penalties = tuple(r.penalty for r in scored.rulings.penalties)
    return _fields(after.total, record, penalties), shown


def ranking(scored: Scored) -> RankingView:
    """The live ranking of a scored session; a barometer's after its last round finished
    (:func:`_barometer`)."""
    record = scored.record
    barometer = None
    if record.options.barometer:
        fields, barometer = _barometer(scored)
    else:
        fields = _fields(scored.event, record, tuple(r.penalty for r in scored.rulings.penalties))
    entered = sum(1 for r in scored.results if r.confirmed)
    expected = sum(len(s.boards) for s in record.plan.sittings)
    return RankingView(
        record.id,
        record.title,
        record.status.value,
        record.version,
        entered,
        expected,
        fields,
        dealing_view(record),
        barometer,
        record.individual is not None,
    )


@dataclass(frozen=True, slots=True)
class TravellerRow:
    """A traveller line: where, who, the result and each side's share."""

    round: int
    table: int
    ns: int
    ew: int
    result: str
    lead: str
    score_ns: int | None
    ns_percent: str
    ew_percent: str
    #: The N-S score against the par, in points and IMPs (``""``: par not shown).
    against_par: str = ""
    #: True for the director's weighted or split score (its text may wrap).
    assigned: bool = False
    #: An individual's line: its N-S players (North, South) and E-W players (East, West),
    #: each a number and a name (empty for a pairs session, whose lines name pairs).
    ns_players: tuple[tuple[int, str], ...] = ()
    ew_players: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class TravellerView:
    """A board's traveller (best N-S score first), with its deal's diagram when known and,
    once the board is analysed and the session closed, the par and each result against it."""

    session_id: int
    title: str
    board: int
    dealer: str
    vulnerability: str
    deal: DealView | None
    rows: tuple[TravellerRow, ...]
    par_score: str = ""
    par_contracts: tuple[str, ...] = ()
    #: The boards of the session (for the links to the previous and next ones).
    boards: tuple[int, ...] = ()
    #: Whether the pairs' (an individual's players') numbers link to their score cards (a
    #: team session has none).
    pair_links: bool = True
    #: A team session's board match by match: both rooms and the IMPs each team won.
    matches: tuple[BoardMatch, ...] = ()

    @property
    def previous(self) -> int | None:
        """The session's board before this one, if any."""
        before = [b for b in self.boards if b < self.board]
        return max(before) if before else None

    @property
    def next(self) -> int | None:
        """The session's board after this one, if any."""
        after = [b for b in self.boards if b > self.board]
        return min(after) if after else None


def _by_score(rows: list[TravellerRow]) -> tuple[TravellerRow, ...]:
    """Best N-S score first; artificial scores last, then by round and table."""
    return tuple(
        sorted(
            rows,
            key=lambda r: (r.score_ns is None, -(r.score_ns or 0), r.round, r.table),
        )
    )


def traveller(
    scored: Scored, board: int, language: str = "fr", analysis: BoardAnalysis | None = None
) -> TravellerView:
    """The traveller of ``board`` (confirmed results only), sorted by N-S score; with the
    board's ``analysis``, its par and each result against it."""
    written = notation_of(language)
    mine = {(r.round, r.table): r for r in scored.results if r.board == board}
    if scored.record.kind is SessionKind.TEAMS:
        rows = _rooms(scored, board, language)
    else:
        item = scored.event.travellers[board]
        rows = []
        for e, line in zip(item.entries, item.scored.lines, strict=True):
            stored = None if e.assigned is not None else mine.get((e.round, e.table))
            rows.append(
                TravellerRow(
                    e.round,
                    e.table,
                    e.ns,
                    e.ew,
                    _entry_text(e.assigned, stored, written),
                    "" if stored is None else lead_text(stored.result, written),
                    line.entry if isinstance(line.entry, int) else None,
                    hundredths(line.ns_percent),
                    hundredths(line.ew_percent),
                    assigned=e.assigned is not None,
                    ns_players=_line_players(scored.record, e.round, e.table, Side.NS),
                    ew_players=_line_players(scored.record, e.round, e.table, Side.EW),
                )
            )
    par_score: str = ""
    par_contracts: tuple[str, ...] = ()
    if analysis is not None:
        par = analysis.par
        par_score, par_contracts = par_score_text(par, written), par_contract_texts(par, written)
        rows = [
            replace(r, against_par=against_par(r.score_ns, par)) if r.score_ns is not None else r
            for r in rows
        ]
    return TravellerView(
        scored.record.id,
        scored.record.title,
        board,
        written.seat(board_dealer(board)),
        written.vulnerability(board_vulnerability(board)),
        deal_view(board, scored.record.deals.get(board), written),
        _by_score(rows),
        par_score,
        par_contracts,
        scored.record.plan.boards,
        scored.record.kind in (SessionKind.PAIRS, SessionKind.INDIVIDUAL),
        _matches(scored, board, language, analysis),
    )


def _line_players(
    record: ClubSessionRecord, round_: int, table: int, side: Side
) -> tuple[tuple[int, str], ...]:
    """An individual's ``side`` at ``table`` in ``round_``: North and South, or East and West,
    by number and name (none for a pairs session)."""
    sitting = sitting_of(record, round_, table)
    if sitting is None:
        return ()
    seats = (Seat.N, Seat.S) if side is Side.NS else (Seat.E, Seat.W)
    return tuple((p, record.player_names.get(p, "")) for p in (sitting.player_at(s) for s in seats))


def _entry_text(
    assigned: AssignedScore | None, stored: ResultRecord | None, written: Notation
) -> str:
    """The director's assigned score as such, else the table's stored result."""
    if assigned is not None:
        return assigned_text(assigned, written)
    return "" if stored is None else result_text(stored.result, written)


def _matches(
    scored: Scored, board: int, language: str, analysis: BoardAnalysis | None
) -> tuple[BoardMatch, ...]:
    if scored.record.kind is not SessionKind.TEAMS:
        return ()
    return team_traveller(scored, board, language, None if analysis is None else analysis.par)


def _rooms(scored: Scored, board: int, language: str) -> list[TravellerRow]:
    """A team session's board: each room's confirmed result (the IMPs: :func:`team_traveller`)."""
    written = notation_of(language)
    rows = []
    for result in sorted(scored.results, key=lambda r: (r.round, r.table)):
        sitting = scored.record.plan.sitting(result.round, result.table)
        if result.board != board or not result.confirmed or sitting is None:
            continue
        rows.append(
            TravellerRow(
                result.round,
                result.table,
                sitting.ns,
                sitting.ew,
                result_text(result.result, written),
                lead_text(result.result, written),
                result.result.ns_score(board_vulnerability(board)),
                "",
                "",
            )
        )
    return rows


def describe_entry(
    scored: Scored, round_: int, table: int, board: int, language: str = "fr"
) -> str:
    """The stored result of one table on a board (the director's assigned score when there is
    one), as written on a traveller."""
    key = ResultKey(round_, table, board)
    stored = next((r for r in scored.results if r.key == key), None)
    return _entry_text(scored.rulings.assigned.get(key), stored, notation_of(language))


@dataclass(frozen=True, slots=True)
class CardLine:
    """A board on a pair's score card."""

    round: int
    board: int
    side: str
    opponents: int
    result: str
    score: int | None
    percent: str
    #: True for the director's weighted or split score (its text may wrap).
    assigned: bool = False


@dataclass(frozen=True, slots=True)
class ScoreCardView:
    """A pair's personal score card: every board and its result."""

    session_id: int
    title: str
    pair: int
    names: str
    percent: str
    place: str
    field: str
    lines: tuple[CardLine, ...]
    #: The director's penalties on the pair, each as its amount (``−25 % of a top``).
    penalties: tuple[str, ...] = ()


def score_card(scored: Scored, pair: int, language: str = "fr") -> ScoreCardView:
    """The score card of ``pair``: its boards in playing order, its place in its field."""
    written = notation_of(language)
    lines = tuple(
        CardLine(
            item.entry.round,
            item.board,
            side_text(item.side, written),
            item.opponents,
            describe_entry(scored, item.entry.round, item.entry.table, item.board, language),
            _side_score(scored, item.board, item.entry.round, item.entry.table, item.side),
            hundredths(item.percent),
            item.entry.assigned is not None,
        )
        for item in sorted(scored.event.pair_boards(pair), key=lambda i: (i.entry.round, i.board))
    )
    record = scored.record
    direction = record.plan.direction(pair) if record.plan.by_direction else None
    found = next((s for s in standings(scored, direction) if s.score.pair == pair), None)
    penalties = tuple(
        hundredths(record.penalty.amount)
        for record in scored.rulings.penalties
        if record.penalty.competitor == pair
    )
    return ScoreCardView(
        record.id,
        record.title,
        pair,
        record.names.get(pair, ""),
        hundredths(found.score.result if found is not None else Fraction(50)),
        "" if found is None else str(found.place),
        side_text(direction, written),
        lines,
        penalties,
    )


def _side_score(scored: Scored, board: int, round_: int, table: int, side: Side) -> int | None:
    item = scored.event.travellers[board]
    for entry, line in zip(item.entries, item.scored.lines, strict=True):
        if (entry.round, entry.table) == (round_, table) and isinstance(line.entry, int):
            return line.entry if side is Side.NS else -line.entry
    return None


__all__ = ["RankingView", "ScoreCardView", "TravellerView", "ranking", "score_card", "traveller"]
