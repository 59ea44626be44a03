"""The 8-board series forms (RULES §5): a new game (no rule option) and a board."""

from __future__ import annotations

from collections.abc import Mapping

from atout.bridge.contract import ContractResult
from atout.bridge.series import SERIES_LENGTH, SeriesBoard
from atout.errors import AtoutError, FormError, GameKindError
from atout.services.games import NewGame
from atout.store.games.records import GameEntry, GameKind, GameRecord
from atout.web.forms.bridge import SEATS, contract_fields, contract_result
from atout.web.forms.common import bridge_players, title

#: The boards of a series, as the form offers them.
BOARDS = {str(board): board for board in range(1, SERIES_LENGTH + 1)}


def new_game(form: Mapping[str, str]) -> NewGame:
    """Title and the four players (optional): the series has no rule option."""
    return NewGame(GameKind.SERIES, title(form, "Series"), bridge_players(form), None)


def read_deal(form: Mapping[str, str], game: GameRecord) -> SeriesBoard:
    """The board as typed: its number, the declarer (PASS: passed out) and the result.

    >>> read_deal({"board": "4", "declarer": "W", "level": "6", "strain": "NT",
    ...            "result": "="}, None)
    SeriesBoard.parse('4 W 6NT=')
    """
    errors: dict[str, str] = {}
    board = form.get("board", "").strip()
    if board not in BOARDS:
        errors["board"] = "Choose the board number (1 to 8)"
    declarer = form.get("declarer", "")
    if declarer == "PASS":
        if errors:
            raise FormError(errors)
        return SeriesBoard(BOARDS[board], None, ContractResult(None))
    if declarer not in SEATS:
        errors["declarer"] = "Choose the declarer (or passed out)"
    result = contract_result(form, errors)
    if errors or result is None:
        raise FormError(errors)
    return SeriesBoard(BOARDS[board], SEATS[declarer], result)


def deal_fields(entry: GameEntry) -> dict[str, str]:
    """The board form's fields that enter ``entry`` (to correct it, or in the JSON API).

    >>> deal_fields(SeriesBoard.parse("2 PASS"))
    {'board': '2', 'declarer': 'PASS'}
    """
    if not isinstance(entry, SeriesBoard):
        raise GameKindError(
            "{entry!r} is not a board of a series",
            code="series.board-syntax",
            entry=str(entry),
        )
    board = {"board": str(entry.board)}
    if entry.declarer is None:
        return {**board, "declarer": "PASS"}
    return {**board, "declarer": entry.declarer.value, **contract_fields(entry.result)}


def refusal(error: AtoutError) -> FormError:
    """A board refused (entered twice, say): its message next to the board number."""
    about_board = error.code in _BOARD_CODES
    return FormError({"board" if about_board else "": error.message})


#: The codes of the refusals about the board number.
_BOARD_CODES = {
    "series.board-number",
    "series.declarer",
    "series.board-twice",
}
