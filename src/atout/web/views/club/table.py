"""The page of one table: its round, its pairs, its boards, the entry form, the traveller,
and once the round's boards are all confirmed, where everyone goes next."""

from __future__ import annotations

from dataclasses import dataclass, replace

from atout.bridge.board import board_dealer, board_vulnerability
from atout.duplicate.movements.guide import BoardsGo, GuideRow, bye_stands, guide_row
from atout.duplicate.movements.plan import PlannedSitting
from atout.duplicate.table_result import TableResult
from atout.services.club.results import current_round
from atout.services.club.scores import Scored
from atout.store.club.records import ClubSessionRecord, ResultRecord, ResultStatus, TableRecord
from atout.web.forms.club import result_fields
from atout.web.forms.state import FormState
from atout.web.views.calls import TableCallView
from atout.web.views.club.individual import SeatView, moves, seats
from atout.web.views.club.notation import lead_text, notation_of, result_text, side_text
from atout.web.views.club.phantom import PhantomView, SitOut, session_phantom
from atout.web.views.club.room import TravellerView, traveller
from atout.web.views.club.swiss import SwissGuide


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
    #: The opening lead entered (``♠R``), or ``""``.
    lead: str = ""


@dataclass(frozen=True, slots=True)
class Conflict:
    """Two versions of one result: the one stored first and the one just typed."""

    stored: ResultRecord | None
    stored_text: str
    mine_text: str


@dataclass(frozen=True, slots=True)
class NextRound:
    """Where the pairs and boards of a finished round go (``round`` is the next one).

    ``ns_table`` / ``ew_table``: the table a pair goes to (``None``: it sits
    out), ``ns_side`` / ``ew_side`` the side it sits there; ``boards_go`` one
    of :class:`BoardsGo`'s values and ``boards_to`` the tables.
    """

    round: int
    ns_stays: bool
    ns_table: int | None
    ns_side: str
    ew_table: int | None
    ew_side: str
    boards_go: str
    boards_to: tuple[int, ...]


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
    #: The round shown has every board confirmed: where everyone goes next.
    round_done: bool
    next_round: NextRound | None
    #: The other tables that share this round's boards (a relay).
    shared_with: tuple[int, ...]
    #: The table's latest call for the director, if it called.
    call: TableCallView | None = None
    #: The round the table is playing; the round shown is later (``ahead``): no form, no deal.
    playing: int = 1
    ahead: bool = False
    #: The result the table asked the director for, on the board shown (``""``: none).
    asked: str = ""
    #: An individual's four players at this table in the round shown, and where they go next.
    seats: tuple[SeatView, ...] = ()
    moves: tuple[SeatView, ...] = ()
    #: A Swiss table's guidance once its round is over (its teams' next tables).
    swiss: SwissGuide | None = None

    @property
    def locked(self) -> bool:
        """The board shown is confirmed: the table no longer changes it (it may ask the
        director for a correction)."""
        return self.selected is not None and self.selected.state == "confirmed"

    @property
    def phantom(self) -> PhantomView | None:
        """The missing pair and the sit-outs (an odd number of pairs)."""
        return session_phantom(self.session)

    @property
    def sit_outs_here(self) -> tuple[SitOut, ...]:
        """The pair sitting out at this table in the round shown (its opponent is missing)."""
        found = self.phantom
        here = () if found is None else found.at(self.table.number)
        return tuple(s for s in here if s.round == self.round)

    @property
    def next_board(self) -> int | None:
        """The round's first board still without a result (after the one shown)."""
        return next((b.board for b in self.boards if b.state == "missing"), None)


def _board(board: int, result: ResultRecord | None, language: str) -> TableBoard:
    written = notation_of(language)
    dealer = written.seat(board_dealer(board))
    vulnerability = written.vulnerability(board_vulnerability(board))
    if result is None:
        return TableBoard(board, dealer, vulnerability, "missing", "", None, 0)
    return TableBoard(
        board,
        dealer,
        vulnerability,
        "confirmed" if result.status is ResultStatus.CONFIRMED else "pending",
        result_text(result.result, written),
        result.result.ns_score(board_vulnerability(board)),
        result.version,
        lead_text(result.result, written),
    )


def _next(row: GuideRow | None, language: str) -> NextRound | None:
    if row is None or row.ns_next is None or row.ew_next is None:
        return None
    written = notation_of(language)
    return NextRound(
        row.round + 1,
        row.ns_stays,
        row.ns_next.table,
        side_text(row.ns_next.side, written),
        row.ew_next.table,
        side_text(row.ew_next.side, written),
        row.boards_go.value,
        row.boards_to,
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
    language: str = "fr",
    asked: TableResult | None = None,
) -> TablePage:
    """The page of ``table`` in ``round_`` (default: its current round); ``asked``: the
    result of its open request for a correction of the board shown, if any.

    A round after the one the table is playing shows its pairs and boards, never a
    board's form, result or deal."""
    record = scored.record
    results = [r for r in scored.results if r.table == table.number]
    sittings = record.plan.of_table(table.number)
    rounds = tuple(s.round for s in sittings)
    now = current_round(record.plan, table.number, results)
    shown = round_ if round_ in rounds else now
    sitting = record.plan.sitting(shown, table.number)
    ahead = shown > now
    mine = {} if ahead else {r.board: r for r in results if r.round == shown}
    boards = tuple(_board(b, mine.get(b), language) for b in (sitting.boards if sitting else ()))
    selected = next((b for b in boards if b.board == board), None)
    if ahead and selected is not None:
        selected = replace(selected, state="ahead")
    if form is None and editing and selected is not None and selected.board in mine:
        # "Rectifier": the form starts from the result entered, as the table typed it
        form = FormState(result_fields(mine[selected.board].result, language))
    seen = None
    if selected is not None and selected.state == "confirmed":
        seen = traveller(scored, selected.board, language)
    confirmed = {(r.round, r.board) for r in results if r.confirmed}
    done = all((s.round, b) in confirmed for s in sittings for b in s.boards)
    round_done = bool(boards) and all(b.state == "confirmed" for b in boards)
    byes = {} if record.movement is None else bye_stands(record.movement)
    row = guide_row(record.plan, shown, table.number, byes)
    return TablePage(
        record,
        table,
        shown,
        rounds,
        sitting,
        boards,
        selected,
        selected is not None
        and (selected.state == "missing" or editing)
        and selected.state in ("missing", "pending"),
        form if form is not None else FormState(),
        conflict,
        seen,
        done,
        round_done,
        _next(row, language) if round_done else None,
        () if row is None else row.shared_with,
        playing=now,
        ahead=ahead,
        asked="" if asked is None else result_text(asked, notation_of(language)),
        seats=seats(record, shown, table.number, language),
        moves=moves(record, shown, table.number, language) if round_done else (),
    )


__all__ = ["BoardsGo", "Conflict", "NextRound", "TableBoard", "TablePage", "table_page"]
