"""The 8-board series at the table (RULES §5, seed 000): duplicate scores, pair totals."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.seats import Side
from atout.bridge.series import SERIES_LENGTH, SeriesRow, score_series
from atout.errors import AtoutError
from atout.store.mapping import series_board
from atout.store.records import GameRecord
from atout.web.kinds.base import FormError, NewGame
from atout.web.kinds.bridge_form import SEATS, result_form_values, result_notation

#: The boards of a series, as the form offers them.
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


class SeriesKind:
    """A series of eight boards scored with the duplicate score (RULES §5)."""

    name = "series"
    template = "series.html"
    new_template = "new_series.html"

    def new_game(self, form: Mapping[str, str]) -> NewGame:
        """Title and the four players (optional): the series has no rule option."""
        players = tuple(
            form.get(seat, "").strip()[:100] for seat in ("north", "east", "south", "west")
        )
        title = form.get("title", "").strip() or "Series"
        return NewGame(title[:200], players, {})

    def entry_payload(self, form: Mapping[str, str], game: GameRecord) -> dict[str, Any]:
        """The board as typed: ``{"board", "declarer", "result"}``."""
        errors: dict[str, str] = {}
        board = form.get("board", "").strip()
        if board not in {str(n) for n in BOARDS}:
            errors["board"] = "Choose the board number (1 to 8)"
        declarer = form.get("declarer", "")
        if declarer == "PASS":
            if errors:
                raise FormError(errors)
            return {"board": int(board), "declarer": None, "result": "PASS"}
        if declarer not in SEATS:
            errors["declarer"] = "Choose the declarer (or passed out)"
        result = result_notation(form, errors)
        if errors:
            raise FormError(errors)
        return {"board": int(board), "declarer": declarer, "result": result}

    def form_values(self, payload: Mapping[str, Any]) -> dict[str, str]:
        """The board form filled with a stored board, to correct it."""
        values = {"board": str(payload["board"])}
        if not payload.get("declarer"):
            return {**values, "declarer": "PASS"}
        return {
            **values,
            "declarer": str(payload["declarer"]),
            **result_form_values(str(payload["result"])),
        }

    def sheet(self, game: GameRecord, entries: Sequence[Mapping[str, Any]]) -> SeriesSheetView:
        """The eight boards with their labels, the scores of those played and the totals."""
        try:
            sheet = score_series(series_board(payload) for payload in entries)
        except AtoutError as error:
            field = "board" if str(error).startswith("board") else ""
            raise FormError({field: str(error)}) from None
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
