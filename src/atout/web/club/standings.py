"""What the room sees: the live ranking, the travellers and each pair's score card.

The pairs event of the confirmed results is computed once per session
version and kept in a :class:`ScoreCache`, so a hundred viewers polling the
ranking cost one query each (the version) and no scoring.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from fractions import Fraction

from sqlalchemy.orm import Session

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.seats import Side
from atout.duplicate.events import PairsEvent
from atout.duplicate.ranking import Standing
from atout.duplicate.rounding import round_half_up
from atout.store import club_repo
from atout.store.club_records import ClubSessionRecord, ResultRecord
from atout.store.club_scoring import describe, pairs_event


@dataclass(frozen=True, slots=True)
class Scored:
    """A session at one version: its record, current results and the scored event."""

    record: ClubSessionRecord
    results: tuple[ResultRecord, ...]
    event: PairsEvent


class ScoreCache:
    """The latest :class:`Scored` of each session, recomputed when its version changes."""

    def __init__(self) -> None:
        self._scored: dict[int, Scored] = {}
        self._lock = threading.Lock()

    def get(self, session: Session, session_id: int) -> Scored:
        """The scored session at its current version."""
        version = club_repo.session_version(session, session_id)
        cached = self._scored.get(session_id)
        if cached is not None and cached.record.version == version:
            return cached
        with self._lock:
            record = club_repo.get_session(session, session_id)
            results = tuple(club_repo.current_results(session, session_id))
            scored = Scored(record, results, pairs_event(record.plan, results))
            self._scored[session_id] = scored
            return scored


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
        record.id, record.title, record.status, record.version, entered, expected, fields
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
    leads = {
        (r.round, r.table): str(r.payload.get("lead") or "")
        for r in scored.results
        if r.board == board
    }
    item = scored.event.travellers[board]
    rows = tuple(
        TravellerRow(
            e.round,
            e.table,
            e.ns,
            e.ew,
            describe_entry(scored, e.round, e.table, board),
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
        scored.record.deals.get(board, ""),
        rows,
    )


def describe_entry(scored: Scored, round_: int, table: int, board: int) -> str:
    """The stored result of one table on a board, as written on a traveller."""
    for result in scored.results:
        if (result.round, result.table, result.board) == (round_, table, board):
            return describe(result.payload)
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


__all__ = ["RankingView", "ScoreCache", "Scored", "ranking", "score_card", "traveller"]
