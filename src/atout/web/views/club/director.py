"""Page contexts of the director's pages: sign-in, sessions, results grid, table cards, hand
records, corrections."""

from __future__ import annotations

from dataclasses import dataclass

import segno
from markupsafe import Markup

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.seats import Seat
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    ResultKey,
    ResultRecord,
    ResultStatus,
    TableRecord,
)
from atout.web.forms.state import FormState


@dataclass(frozen=True, slots=True)
class LoginPage:
    """The sign-in form (or the one-time setup form)."""

    form: FormState
    setup: bool


@dataclass(frozen=True, slots=True)
class HomePage:
    """The director's sessions."""

    director: DirectorRecord
    sessions: tuple[ClubSessionRecord, ...]


@dataclass(frozen=True, slots=True)
class NewSessionPage:
    """The creation form and the movements suggested for the number of pairs."""

    form: FormState
    suggestions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class GridCell:
    """One board of one table in one round: its state and result."""

    board: int
    state: str
    text: str
    version: int


@dataclass(frozen=True, slots=True)
class GridLine:
    """One table in one round on the director's results grid."""

    round: int
    table: int
    ns: int
    ew: int
    cells: tuple[GridCell, ...]


def grid(record: ClubSessionRecord, results: tuple[ResultRecord, ...]) -> tuple[GridLine, ...]:
    """Every sitting and the state of each of its boards (missing, to confirm, confirmed)."""
    by_key = {(r.round, r.table, r.board): r for r in results}
    lines = []
    for sitting in record.plan.sittings:
        cells = []
        for board in sitting.boards:
            found = by_key.get((sitting.round, sitting.table, board))
            if found is None:
                cells.append(GridCell(board, "missing", "", 0))
            else:
                state = "confirmed" if found.status is ResultStatus.CONFIRMED else "pending"
                cells.append(GridCell(board, state, found.result.traveller_text, found.version))
        lines.append(GridLine(sitting.round, sitting.table, sitting.ns, sitting.ew, tuple(cells)))
    return tuple(lines)


@dataclass(frozen=True, slots=True)
class SessionPage:
    """A session for its director: tables, progress, names, results to correct."""

    session: ClubSessionRecord
    tables: tuple[TableRecord, ...]
    results: tuple[ResultRecord, ...]
    grid: tuple[GridLine, ...]


def session_page(
    record: ClubSessionRecord, tables: list[TableRecord], results: list[ResultRecord]
) -> SessionPage:
    """A session's page from its tables and current results."""
    return SessionPage(record, tuple(tables), tuple(results), grid(record, tuple(results)))


@dataclass(frozen=True, slots=True)
class CardRound:
    """A round on a table card."""

    round: int
    ns: int
    ew: int
    boards: str


@dataclass(frozen=True, slots=True)
class TableCardView:
    """A table card: the table, its code, the QR code of its page and its rounds."""

    number: int
    code: str
    url: str
    qr_svg: Markup
    rounds: tuple[CardRound, ...]


@dataclass(frozen=True, slots=True)
class TableCardsPage:
    """Every table card of a session."""

    session: ClubSessionRecord
    cards: tuple[TableCardView, ...]


def _boards(boards: tuple[int, ...]) -> str:
    if len(boards) > 1 and boards == tuple(range(boards[0], boards[-1] + 1)):
        return f"{boards[0]}-{boards[-1]}"
    return ", ".join(str(b) for b in boards)


def table_cards(
    record: ClubSessionRecord, tables: list[TableRecord], base_url: str
) -> TableCardsPage:
    """The table cards, with a QR code (inline SVG) of each table's page."""
    cards = []
    for table in tables:
        url = f"{base_url}/t/{table.code}"
        svg = segno.make(url, error="m").svg_inline(scale=4, title=f"Table {table.number}")
        rounds = tuple(
            CardRound(s.round, s.ns, s.ew, _boards(s.boards))
            for s in record.plan.of_table(table.number)
        )
        cards.append(TableCardView(table.number, table.code, url, Markup(svg), rounds))
    return TableCardsPage(record, tuple(cards))


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A board's four hands, suit by suit (spades first)."""

    board: int
    dealer: str
    vulnerability: str
    hands: dict[str, tuple[tuple[str, str], ...]]


@dataclass(frozen=True, slots=True)
class HandRecordsPage:
    """The hand records of a session."""

    session: ClubSessionRecord
    boards: tuple[HandRecord, ...]


def hand_records(record: ClubSessionRecord) -> HandRecordsPage:
    """Every board's hands, as dealt."""
    boards = []
    for board in record.plan.boards:
        hands: dict[str, tuple[tuple[str, str], ...]] = {}
        deal = record.deals.get(board)
        if deal is not None:
            for seat in (Seat.N, Seat.E, Seat.S, Seat.W):
                hands[seat.value] = tuple(
                    zip("♠♥♦♣", str(deal.hands[seat]).split("."), strict=True)
                )
        boards.append(
            HandRecord(board, board_dealer(board).value, str(board_vulnerability(board)), hands)
        )
    return HandRecordsPage(record, tuple(boards))


@dataclass(frozen=True, slots=True)
class VersionLine:
    """One version of a result in its history."""

    version: int
    text: str
    author: str
    created_at: str
    confirmed: bool
    current: bool


@dataclass(frozen=True, slots=True)
class CorrectionPage:
    """One result, its versions and the correction form."""

    session: ClubSessionRecord
    round: int
    table: int
    board: int
    current: ResultRecord | None
    versions: tuple[VersionLine, ...]
    form: FormState


def correction(
    record: ClubSessionRecord,
    key: ResultKey,
    versions: tuple[ResultRecord, ...],
    form: FormState,
) -> CorrectionPage:
    """The correction page of one result, from its versions (oldest first)."""
    lines = tuple(
        VersionLine(
            r.version,
            r.result.traveller_text,
            r.author,
            r.created_at.strftime("%H:%M:%S"),
            r.confirmed,
            r.current,
        )
        for r in versions
    )
    current = next((r for r in versions if r.current), None)
    return CorrectionPage(record, key.round, key.table, key.board, current, lines, form)
