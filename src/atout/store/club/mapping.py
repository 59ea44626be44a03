"""Club rows made domain values, and domain values made columns.

A table's result goes to the typed columns of ``club_result`` and comes back
built from them with the domain's constructors (:class:`Contract`,
:class:`ContractResult`, :class:`Card`, :class:`AdjustedScore`): no notation
is written or parsed on the way. A session's plan, deals and names are JSON
documents written once and read whole: the plan as its sittings
(:meth:`Plan.to_rows`), each deal in PBN deal notation (the file format's
own, exact and compact, parsed once per process: :func:`deals_of`) and the
names by number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import Any, Protocol

from atout.bridge.board import board_dealer
from atout.bridge.cards import Card, Rank, Suit
from atout.bridge.contract import Contract, ContractResult, Doubling, Strain
from atout.bridge.deal import Deal
from atout.bridge.dealing import DealingSeed
from atout.bridge.double_dummy import BoardAnalysis, DDTable, Par, ParContract
from atout.bridge.seats import Seat, Side
from atout.duplicate.individual_event import partners
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.duplicate.movements.codec import movement_from_dict
from atout.duplicate.movements.individual import IndividualMovement
from atout.duplicate.movements.individual_codec import individual_from_dict, is_individual
from atout.duplicate.movements.plan import Plan
from atout.duplicate.players import Player, pair_name
from atout.duplicate.table_result import TableResult
from atout.errors import InvalidDealError
from atout.store.base import aware
from atout.store.club.models import (
    ADJUSTED_COLUMNS,
    DD_COLUMNS,
    LEAD_COLUMNS,
    PLAYED_COLUMNS,
    Outcome,
)
from atout.store.club.records import (
    ClubSessionRecord,
    DirectorRecord,
    PairRecord,
    PlanChangeRecord,
    PlayerRecord,
    ResultRecord,
    SessionKind,
    SessionOptions,
    TableRecord,
)


class ResultColumns(Protocol):
    """What a result row offers (an ORM row or a row of a Core select)."""

    @property
    def outcome(self) -> Outcome: ...
    @property
    def level(self) -> int | None: ...
    @property
    def strain(self) -> Strain | None: ...
    @property
    def doubling(self) -> Doubling | None: ...
    @property
    def tricks(self) -> int | None: ...
    @property
    def declarer(self) -> Seat | None: ...
    @property
    def lead_suit(self) -> Suit | None: ...
    @property
    def lead_rank(self) -> Rank | None: ...
    @property
    def adjusted_ns(self) -> Artificial | None: ...
    @property
    def adjusted_ew(self) -> Artificial | None: ...


#: Every column of a result's value empty (each outcome fills its own).
_EMPTY: dict[str, Any] = dict.fromkeys(PLAYED_COLUMNS + LEAD_COLUMNS + ADJUSTED_COLUMNS)


def result_columns(result: TableResult) -> dict[str, Any]:
    """The columns that store ``result`` (every one of them, the unused ones ``None``).

    >>> columns = result_columns(TableResult.parse("3NT+1 S lead H5"))
    >>> columns["outcome"], columns["level"], columns["strain"], columns["tricks"]
    (<Outcome.PLAYED: 'played'>, 3, <Strain.NOTRUMP: 'NT'>, 10)
    >>> columns["lead_suit"], columns["lead_rank"], columns["adjusted_ns"]
    (<Suit.HEARTS: 'H'>, <Rank.FIVE: '5'>, None)
    >>> result_columns(TableResult.parse("A=/A-"))["adjusted_ew"]
    <Artificial.AVERAGE_MINUS: 'A-'>
    """
    if result.assigned is not None:
        raise InvalidDealError(
            "the assigned score {assigned} is a ruling of the director, not a table's result",
            code="result.assigned-apart",
            assigned=result.assigned,
        )
    if result.adjusted is not None:
        adjusted = {"adjusted_ns": result.adjusted.ns, "adjusted_ew": result.adjusted.ew}
        return {**_EMPTY, "outcome": Outcome.ARTIFICIAL, **adjusted}
    contract = result.contract
    if contract is None:
        return {**_EMPTY, "outcome": Outcome.PASSED}
    assert result.result is not None
    lead = result.lead
    return {
        **_EMPTY,
        "outcome": Outcome.PLAYED,
        "level": contract.level,
        "strain": contract.strain,
        "doubling": contract.doubling,
        "tricks": result.result.tricks,
        "declarer": result.declarer,
        "lead_suit": None if lead is None else lead.suit,
        "lead_rank": None if lead is None else lead.rank,
    }


def table_result(row: ResultColumns) -> TableResult:
    """The result stored in ``row``'s columns, built with the domain's constructors.

    >>> from types import SimpleNamespace
    >>> row = SimpleNamespace(**result_columns(TableResult.parse("4SX-1 W lead SK")))
    >>> table_result(row)
    TableResult.parse('4SX-1 W lead SK')
    """
    if row.outcome is Outcome.ARTIFICIAL:
        assert row.adjusted_ns is not None and row.adjusted_ew is not None
        return TableResult.artificial(AdjustedScore(row.adjusted_ns, row.adjusted_ew))
    if row.outcome is Outcome.PASSED:
        return TableResult.passed()
    assert row.level is not None and row.strain is not None and row.doubling is not None
    assert row.tricks is not None and row.declarer is not None
    contract = Contract(row.level, row.strain, row.doubling)
    lead = None
    if row.lead_suit is not None and row.lead_rank is not None:
        lead = Card(row.lead_suit, row.lead_rank)
    return TableResult.played(ContractResult(contract, row.tricks), row.declarer, lead)


def result_record(row: Any) -> ResultRecord:
    """The record of a ``club_result`` row."""
    return ResultRecord(
        id=row.id,
        session_id=row.session_id,
        round=row.round,
        table=row.table,
        board=row.board,
        version=row.version,
        current=bool(row.current),
        result=table_result(row),
        author=row.author,
        created_at=aware(row.created_at),
        confirmed_at=None if row.confirmed_at is None else aware(row.confirmed_at),
        replaces_id=row.replaces_id,
    )


def deals_document(deals: Mapping[int, Deal]) -> dict[str, str]:
    """The ``deals`` column: each board's deal in PBN notation, from its dealer."""
    return {str(board): deal.to_pbn(board_dealer(board)) for board, deal in deals.items()}


#: Deals kept parsed (per process): a few hundred sessions' boards.
PARSED_DEALS = 8192


@lru_cache(maxsize=PARSED_DEALS)
def _deal(text: str) -> Deal:
    """The deal of a PBN deal's text, parsed once (a deal is an immutable value: the same
    text, the same deal, shared by every read)."""
    return Deal.parse(text)


def deals_of(document: Mapping[str, str]) -> dict[int, Deal]:
    """The deals of a ``deals`` column, by board: each text parsed only the first time it is
    read in this process (a session's deals never change once stored).

    >>> document = deals_document({1: Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ "
    ...     "765.432.AKQJ.T98 432.AKQJ.T98.765")})
    >>> deals_of(document)[1] is deals_of(document)[1]
    True
    """
    return {int(board): _deal(text) for board, text in document.items()}


def names_document(names: Mapping[int, str]) -> dict[str, str]:
    """The ``names`` column (JSON objects have text keys)."""
    return {str(number): name for number, name in names.items()}


def session_record(
    row: Any,
    known: ClubSessionRecord | None = None,
    pairs: Mapping[int, PairRecord] | None = None,
    changes: tuple[PlanChangeRecord, ...] | None = None,
    *,
    rosters: Mapping[int, tuple[PlayerRecord, ...]] | None = None,
) -> ClubSessionRecord:
    """The record of a ``club_session`` row and its pairs' players (a pairs session) or its
    teams' rosters (a team session).

    ``known``: an earlier record of the same session, whose plan, movement,
    seed and deals (which change only with ``plan_version``) are taken instead of the
    row's, which then need not hold them; ``changes``: the plan's changes read.
    """
    found = dict(pairs or {})
    if row.kind is SessionKind.PAIRS:
        names = {number: pair.name for number, pair in sorted(found.items()) if pair.name}
    else:
        names = {int(number): name for number, name in row.names.items()}
    individual = None if known is None else known.individual
    changes_known = () if known is None else known.changes
    if known is not None:
        plan, deals, movement, seed = known.plan, known.deals, known.movement, known.seed
    else:
        plan, deals = Plan.from_rows(row.plan), deals_of(row.deals)
        layout, movement = row.movement_layout, None
        if layout is not None and is_individual(layout):
            individual = individual_from_dict(layout)
        elif layout is not None:
            movement = movement_from_dict(layout)
        seed = None if row.seed is None else DealingSeed.parse(row.seed)
    player_names: dict[int, str] = {}
    if individual is not None:  # its names are its players'; its partnerships' are made
        names, player_names = partnership_names(individual, names), names
    return ClubSessionRecord(
        id=row.id,
        title=row.title,
        kind=row.kind,
        status=row.status,
        options=SessionOptions(
            row.movement,
            row.entrants,
            row.result_entry,
            row.barometer,
            short_boards=row.short_boards,
        ),
        plan=plan,
        deals=deals,
        names=names,
        version=row.version,
        director_id=row.director_id,
        created_at=aware(row.created_at),
        pairs=found,
        movement=movement,
        seed=seed,
        season=row.season,
        roster_version=row.roster_version,
        individual=individual,
        player_names=player_names,
        plan_version=row.plan_version,
        changes=changes if changes is not None else changes_known,
        rosters=dict(rosters or {}),
    )


def partnership_names(movement: IndividualMovement, players: Mapping[int, str]) -> dict[int, str]:
    """The names of an individual's partnerships: its two players' names joined.

    >>> from atout.duplicate.movements.individual import individual
    >>> partnership_names(individual(2), {8: "Anne", 2: "Bruno"})[1]
    'Anne – Bruno'
    """
    return {
        number: pair_name(*(players.get(p, str(p)) for p in two))
        for number, two in partners(movement).items()
    }


def player_record(row: Any) -> PlayerRecord:
    """The record of a ``player`` row (built with :class:`Player`'s checks)."""
    handicap = row.handicap
    return PlayerRecord(
        row.id, Player(row.name, row.licence), None if handicap is None else Fraction(handicap)
    )


def director_record(row: Any) -> DirectorRecord:
    """The record of a ``director`` row (without its password hash)."""
    return DirectorRecord(row.id, row.name, aware(row.created_at), bool(row.admin))


def table_record(row: Any) -> TableRecord:
    """The record of a ``club_table`` row."""
    return TableRecord(row.id, row.session_id, row.number, row.code)


def analysis_columns(analysis: BoardAnalysis) -> dict[str, int]:
    """The columns of an analysed ``club_board_analysis`` row: the 20 cells, the par score.

    >>> table = DDTable(tuple(range(13)) + tuple(range(7)))
    >>> columns = analysis_columns(BoardAnalysis(table, Par(0, ())))
    >>> columns["n_c"], columns["n_nt"], columns["w_nt"], columns["par_score"]
    (0, 4, 6, 0)
    """
    cells = dict(zip(DD_COLUMNS, analysis.table.cells, strict=True))
    return {**cells, "par_score": analysis.par.score}


def par_contract_columns(contract: ParContract) -> dict[str, Any]:
    """The columns of a ``club_par_contract`` row (without its board and position).

    >>> par_contract_columns(ParContract.parse("NS 4S="))["declarer"]
    'NS'
    """
    bid = contract.contract
    return {
        "declarer": contract.declarer.value,
        "level": bid.level,
        "strain": bid.strain,
        "doubling": bid.doubling,
        "tricks": contract.result.tricks,
    }


def par_contract(row: Any) -> ParContract:
    """The par contract of a ``club_par_contract`` row, built from its columns.

    >>> from types import SimpleNamespace
    >>> par_contract(SimpleNamespace(**par_contract_columns(ParContract.parse("E 5DX-2"))))
    ParContract.parse('E 5DX-2')
    """
    declarer: Seat | Side = Side(row.declarer) if len(row.declarer) == 2 else Seat(row.declarer)
    result = ContractResult(Contract(row.level, row.strain, row.doubling), row.tricks)
    return ParContract(declarer, result)


def board_analysis(row: Any, contracts: Sequence[Any]) -> BoardAnalysis:
    """The analysis of an analysed ``club_board_analysis`` row and its par contract rows
    (in their order)."""
    table = DDTable(tuple(int(getattr(row, column)) for column in DD_COLUMNS))
    return BoardAnalysis(table, Par(int(row.par_score), tuple(par_contract(c) for c in contracts)))
