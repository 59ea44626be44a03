"""The 8-board series as the page draws it (RULES §5): boards in order, pair totals."""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.seats import Side
from atout.bridge.series import SERIES_LENGTH, SeriesRow, SeriesSheet
from atout.errors import GameKindError
from atout.services.sheet_cache import GameSheet
from atout.store.games.records import GameRecord

#: The boards of a series, in board order.
BOARDS = tuple(range(1, SERIES_LENGTH + 1))


@dataclass(frozen=True, slots=True)
class SeriesBoardRow:
    """One board of the series: its label (dealer, vulnerability) and, once played, its score."""

    board: int
    dealer: str
    vulnerability: str
    position: int | None
    declarer: str | None
    result: str
    score_ns: int | None
    ns: int
    ew: int


@dataclass(frozen=True, slots=True)
class SeriesSheetView:
    """The eight boards in board order, each pair's total and the winner once complete."""

    boards: tuple[SeriesBoardRow, ...]
    total_ns: int
    total_ew: int
    complete: bool
    winner: str | None
    next_board: int | None


def _played_row(row: SeriesRow, position: int) -> SeriesBoardRow:
    declarer = row.board.declarer
    return SeriesBoardRow(
        board=row.board.board,
        dealer=row.dealer.value,
        vulnerability=row.vulnerability.value,
        position=position,
        declarer=None if declarer is None else declarer.value,
        result=str(row.board.result),
        score_ns=row.score_ns,
        ns=row.points(Side.NS),
        ew=row.points(Side.EW),
    )


def _label_row(board: int) -> SeriesBoardRow:
    return SeriesBoardRow(
        board=board,
        dealer=board_dealer(board).value,
        vulnerability=board_vulnerability(board).value,
        position=None,
        declarer=None,
        result="",
        score_ns=None,
        ns=0,
        ew=0,
    )


def sheet_view(game: GameRecord, sheet: GameSheet) -> SeriesSheetView:
    """The eight boards with their labels, the scores of those played and the totals."""
    if not isinstance(sheet, SeriesSheet):
        raise GameKindError("game {id!r} is not a series", code="game.not-series", id=game.id)
    played = {row.board.board: _played_row(row, n) for n, row in enumerate(sheet.rows, 1)}
    winner = sheet.winner
    return SeriesSheetView(
        boards=tuple(played.get(board) or _label_row(board) for board in BOARDS),
        total_ns=sheet.total(Side.NS),
        total_ew=sheet.total(Side.EW),
        complete=sheet.complete,
        winner=None if winner is None else winner.value,
        next_board=next((board for board in BOARDS if board not in played), None),
    )
