"""What a hand record shows, board by board: typed values built from the domain's.

The template only lays out these values: every text is written here, in the
record's :class:`~atout.formats.handrecord.notation.Notation`.
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.board import Board
from atout.bridge.cards import PBN_SUITS, Suit
from atout.bridge.contract import Strain
from atout.bridge.deal import Hand
from atout.bridge.double_dummy import TABLE_DECLARERS, BoardAnalysis, Par
from atout.bridge.seats import Seat, Side
from atout.duplicate.imps import imps
from atout.duplicate.table_result import TableResult
from atout.errors import UsageError
from atout.formats.handrecord.notation import ENGLISH, Notation

#: Red suits, printed in red.
RED = frozenset({Suit.HEARTS, Suit.DIAMONDS})
#: The strains of the double-dummy grid, as its columns: no-trump, then spades to clubs.
GRID_STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)


@dataclass(frozen=True, slots=True)
class PlayedResult:
    """One table's result on the board, for the traveller under the record."""

    ns: str
    ew: str
    result: TableResult


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One board of a hand record: its deal, its analysis when known, the results when given."""

    board: Board
    analysis: BoardAnalysis | None = None
    results: tuple[PlayedResult, ...] = ()

    def __post_init__(self) -> None:
        if self.board.deal is None:
            raise UsageError(
                "board {number} has no deal for its hand record",
                code="board.no-deal",
                number=self.board.number,
            )


@dataclass(frozen=True, slots=True)
class SuitLine:
    """One suit of a hand: its symbol, whether it is red, the cards (``—`` for a void)."""

    symbol: str
    red: bool
    cards: str


@dataclass(frozen=True, slots=True)
class HandView:
    """One hand: the seat's letter, its high-card points and its four suits, spades first."""

    seat: str
    hcp: int
    suits: tuple[SuitLine, ...]


@dataclass(frozen=True, slots=True)
class Heading:
    """A column heading of the double-dummy grid: the strain symbol, in red or not."""

    text: str
    red: bool


@dataclass(frozen=True, slots=True)
class GridRow:
    """One declarer's row of the double-dummy grid: the tricks, and which make a contract."""

    seat: str
    tricks: tuple[tuple[int, bool], ...]


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One line of the traveller: pairs, contract, N-S score and the difference from par."""

    ns: str
    ew: str
    contract: str
    score: str
    against_par: str


@dataclass(frozen=True, slots=True)
class BoardView:
    """Everything the template shows for one board."""

    number: int
    dealer: str
    vulnerability: str
    hands: dict[str, HandView]
    headings: tuple[Heading, ...]
    grid: tuple[GridRow, ...]
    par_contracts: tuple[str, ...]
    par_score: str
    results: tuple[ResultRow, ...]


def hand_view(hand: Hand, seat: Seat, notation: Notation) -> HandView:
    """The lines of ``hand``: ``♠ R D 10 4`` (French) or ``♠ K Q 10 4``."""
    suits = tuple(
        SuitLine(
            suit.symbol,
            suit in RED,
            " ".join(notation.rank(r) for r in hand.suit(suit)) or "—",
        )
        for suit in PBN_SUITS
    )
    return HandView(notation.seat(seat), hand.hcp, suits)


def par_score_text(par: Par, notation: Notation) -> str:
    """The par score from N-S's side: ``N-S +620``, ``N-S −100`` (``N-S -100`` in English)."""
    return f"{notation.side(Side.NS)} {notation.signed(par.score)}"


def par_contract_texts(par: Par, notation: Notation) -> tuple[str, ...]:
    """The par contracts in ``notation`` (``Passe`` / ``Pass`` when nobody makes anything)."""
    return tuple(notation.par_contract(c) for c in par.contracts) or (notation.word("pass"),)


def against_par(score: int, par: Par, notation: Notation = ENGLISH) -> str:
    """A table's N-S score against the par: the difference in points and in IMPs.

    >>> against_par(650, Par.parse("NS 620: NS 4S="))
    '+30 (+1 IMP)'
    >>> from atout.formats.handrecord.notation import FRENCH
    >>> par = Par.parse("NS 620: NS 4S=")
    >>> against_par(-100, par), against_par(-100, par, FRENCH)
    ('-720 (-12 IMP)', '−720 (−12 IMP)')
    """
    difference = score - par.score
    return f"{notation.signed(difference)} ({notation.signed(imps(difference))} IMP)"


def board_view(record: HandRecord, notation: Notation) -> BoardView:
    """The view of one board of the record."""
    board = record.board
    assert board.deal is not None  # HandRecord checks it
    hands = {s.value: hand_view(board.deal.hands[s], s, notation) for s in Seat}
    headings = tuple(
        Heading(notation.strain(s), s in (Strain.HEARTS, Strain.DIAMONDS)) for s in GRID_STRAINS
    )
    grid: tuple[GridRow, ...] = ()
    par_contracts: tuple[str, ...] = ()
    par_score = ""
    analysis = record.analysis
    if analysis is not None:
        grid = tuple(
            GridRow(
                notation.seat(seat),
                tuple(
                    (analysis.table.tricks(seat, s), analysis.table.level(seat, s) > 0)
                    for s in GRID_STRAINS
                ),
            )
            for seat in TABLE_DECLARERS
        )
        par_contracts = par_contract_texts(analysis.par, notation)
        par_score = par_score_text(analysis.par, notation)
    return BoardView(
        board.number,
        notation.seat(board.dealer),
        notation.vulnerability(board.vulnerability),
        hands,
        headings,
        grid,
        par_contracts,
        par_score,
        tuple(_result_row(r, record, notation) for r in record.results),
    )


def _result_row(played: PlayedResult, record: HandRecord, notation: Notation) -> ResultRow:
    result = played.result
    score = result.ns_score(record.board.vulnerability)
    if result.is_artificial or result.result is None:
        contract = result.traveller_text
    elif result.passed_out:
        contract = notation.word("pass")
    else:
        bid = result.result.contract
        assert bid is not None and result.declarer is not None
        margin = result.result.margin
        written = notation.margin(margin)
        strain = notation.strain(bid.strain)
        contract = f"{bid.level}{strain}{bid.doubling}{written} {notation.seat(result.declarer)}"
    against = ""
    if score is not None and record.analysis is not None:
        against = against_par(score, record.analysis.par, notation)
    return ResultRow(
        played.ns, played.ew, contract, "" if score is None else notation.signed(score), against
    )
