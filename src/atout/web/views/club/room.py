"""What the room sees: the live ranking, the travellers and each pair's score card.

Each context is drawn from a :class:`~atout.services.club.scores.Scored`
session (see :mod:`atout.web.club.live` for the polled ranking).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.seats import Side
from atout.duplicate.ranking import Standing
from atout.duplicate.rounding import round_half_up
from atout.duplicate.table_result import TableResult
from atout.services.club.scores import Scored
from atout.store.club.records import SessionKind


def percent(value: Fraction) -> str:
    """A percentage rounded half up to 2 decimals.

    >>> percent(Fraction(125, 3))
    '41.67'
    """
    return str(round_half_up(value, 2))


@dataclass(frozen=True, slots=True)
class RankLine:
    """A line of the ranking."""

    place: str
    pair: int
    names: str
    boards: int
    matchpoints: str
    percent: str


@dataclass(frozen=True, slots=True)
class RankingView:
    """The ranking: one field, or N-S and E-W fields in a Mitchell."""

    session_id: int
    title: str
    status: str
    version: int
    entered: int
    expected: int
    fields: tuple[tuple[str, tuple[RankLine, ...]], ...]


def _lines(standings: tuple[Standing, ...], names: dict[int, str]) -> tuple[RankLine, ...]:
    return tuple(
        RankLine(
            str(s.place),
            s.score.pair,
            names.get(s.score.pair, ""),
            s.score.boards,
            str(round_half_up(s.score.matchpoints, 2)),
            percent(s.score.percent),
        )
        for s in standings
    )


def ranking(scored: Scored) -> RankingView:
    """The live ranking of a scored session."""
    event, record = scored.event, scored.record
    scores = event.scores()
    two_fields = bool(scores) and all(s.direction is not None for s in scores)
    if two_fields:
        fields = tuple(
            (side.value, _lines(event.standings(side), record.names)) for side in (Side.NS, Side.EW)
        )
    else:
        fields = (("", _lines(event.standings(), record.names)),)
    entered = sum(1 for r in scored.results if r.confirmed)
    expected = sum(len(s.boards) for s in record.plan.sittings)
    return RankingView(
        record.id, record.title, record.status.value, record.version, entered, expected, fields
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


@dataclass(frozen=True, slots=True)
class TravellerView:
    """A board's traveller, with its deal when known."""

    session_id: int
    title: str
    board: int
    dealer: str
    vulnerability: str
    deal: str
    rows: tuple[TravellerRow, ...]


def traveller(scored: Scored, board: int) -> TravellerView:
    """The traveller of ``board`` (confirmed results only)."""
    mine = [r for r in scored.results if r.board == board]
    leads = {(r.round, r.table): _lead(r.result) for r in mine}
    texts = {(r.round, r.table): r.result.traveller_text for r in mine}
    if scored.record.kind is not SessionKind.PAIRS:
        return _rooms(scored, board, leads)
    item = scored.event.travellers[board]
    rows = tuple(
        TravellerRow(
            e.round,
            e.table,
            e.ns,
            e.ew,
            texts.get((e.round, e.table), ""),
            leads.get((e.round, e.table), ""),
            line.entry if isinstance(line.entry, int) else None,
            percent(line.ns_percent),
            percent(line.ew_percent),
        )
        for e, line in zip(item.entries, item.scored.lines, strict=True)
    )
    return TravellerView(
        scored.record.id,
        scored.record.title,
        board,
        board_dealer(board).value,
        str(board_vulnerability(board)),
        _deal(scored, board),
        rows,
    )


def _deal(scored: Scored, board: int) -> str:
    """The board's deal in PBN notation from its dealer ("" when the session has none)."""
    deal = scored.record.deals.get(board)
    return "" if deal is None else deal.to_pbn(board_dealer(board))


def _lead(result: TableResult) -> str:
    return "" if result.lead is None else str(result.lead)


def _rooms(scored: Scored, board: int, leads: dict[tuple[int, int], str]) -> TravellerView:
    """A team session's board: each room's confirmed result (IMPs are on the match page)."""
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
                result.result.traveller_text,
                leads.get((result.round, result.table), ""),
                result.result.ns_score(board_vulnerability(board)),
                "",
                "",
            )
        )
    return TravellerView(
        scored.record.id,
        scored.record.title,
        board,
        board_dealer(board).value,
        str(board_vulnerability(board)),
        _deal(scored, board),
        tuple(rows),
    )


def describe_entry(scored: Scored, round_: int, table: int, board: int) -> str:
    """The stored result of one table on a board, as written on a traveller."""
    for result in scored.results:
        if (result.round, result.table, result.board) == (round_, table, board):
            return result.result.traveller_text
    return ""


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


@dataclass(frozen=True, slots=True)
class ScoreCardView:
    """A pair's personal score card: every board and its result."""

    session_id: int
    title: str
    pair: int
    names: str
    percent: str
    lines: tuple[CardLine, ...]


def score_card(scored: Scored, pair: int) -> ScoreCardView:
    """The score card of ``pair``."""
    lines = tuple(
        CardLine(
            item.entry.round,
            item.board,
            item.side.value,
            item.opponents,
            describe_entry(scored, item.entry.round, item.entry.table, item.board),
            _side_score(scored, item.board, item.entry.round, item.entry.table, item.side),
            percent(item.percent),
        )
        for item in sorted(scored.event.pair_boards(pair), key=lambda i: (i.entry.round, i.board))
    )
    total = next((s.percent for s in scored.event.scores() if s.pair == pair), Fraction(50))
    return ScoreCardView(
        scored.record.id,
        scored.record.title,
        pair,
        scored.record.names.get(pair, ""),
        percent(total),
        lines,
    )


def _side_score(scored: Scored, board: int, round_: int, table: int, side: Side) -> int | None:
    for entry, line in zip(
        scored.event.travellers[board].entries,
        scored.event.travellers[board].scored.lines,
        strict=True,
    ):
        if (entry.round, entry.table) == (round_, table) and isinstance(line.entry, int):
            return line.entry if side is Side.NS else -line.entry
    return None


__all__ = ["RankingView", "ScoreCardView", "TravellerView", "ranking", "score_card", "traveller"]
