"""The page of one table: its round, its pairs, its boards, the entry form and the traveller."""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.board import board_dealer, board_vulnerability
from atout.duplicate.movements.plan import PlannedSitting
from atout.services.club.results import current_round
from atout.services.club.scores import Scored
from atout.store.club.records import ClubSessionRecord, ResultRecord, ResultStatus, TableRecord
from atout.web.forms.state import FormState
from atout.web.views.club.room import TravellerView, traveller


@dataclass(frozen=True, slots=True)
class TableBoard:
    """A board of the round at this table and where its result stands."""

    board: int
    dealer: str
    vulnerability: str
    state: str
    text: str
    score_ns: int | None
    version: int


@dataclass(frozen=True, slots=True)
class Conflict:
    """Two versions of one result: the one stored first and the one just typed."""

    stored: ResultRecord | None
    stored_text: str
    mine_text: str


@dataclass(frozen=True, slots=True)
class TablePage:
    """What a table sees: round, pairs, boards, and the board being entered."""

    session: ClubSessionRecord
    table: TableRecord
    round: int
    rounds: tuple[int, ...]
    sitting: PlannedSitting | None
    boards: tuple[TableBoard, ...]
    selected: TableBoard | None
    editing: bool
    form: FormState
    conflict: Conflict | None
    traveller: TravellerView | None
    finished: bool


def _board(board: int, result: ResultRecord | None) -> TableBoard:
    dealer, vulnerability = board_dealer(board).value, str(board_vulnerability(board))
    if result is None:
        return TableBoard(board, dealer, vulnerability, "missing", "", None, 0)
    return TableBoard(
        board,
        dealer,
        vulnerability,
        "confirmed" if result.status is ResultStatus.CONFIRMED else "pending",
        result.result.traveller_text,
        result.result.ns_score(board_vulnerability(board)),
        result.version,
    )


def table_page(
    scored: Scored,
    table: TableRecord,
    *,
    round_: int | None = None,
    board: int | None = None,
    editing: bool = False,
    form: FormState | None = None,
    conflict: Conflict | None = None,
) -> TablePage:
    """The page of ``table`` in ``round_`` (default: its current round)."""
    record = scored.record
    results = [r for r in scored.results if r.table == table.number]
    sittings = record.plan.of_table(table.number)
    rounds = tuple(s.round for s in sittings)
    now = current_round(record.plan, table.number, results)
    shown = round_ if round_ in rounds else now
    sitting = record.plan.sitting(shown, table.number)
    mine = {r.board: r for r in results if r.round == shown}
    boards = tuple(_board(b, mine.get(b)) for b in (sitting.boards if sitting else ()))
    selected = next((b for b in boards if b.board == board), None)
    seen = None
    if selected is not None and selected.state == "confirmed" and not editing:
        seen = traveller(scored, selected.board)
    confirmed = {(r.round, r.board) for r in results if r.confirmed}
    done = all((s.round, b) in confirmed for s in sittings for b in s.boards)
    return TablePage(
        record,
        table,
        shown,
        rounds,
        sitting,
        boards,
        selected,
        editing or (selected is not None and selected.state == "missing"),
        form if form is not None else FormState(),
        conflict,
        seen,
        done,
    )
