"""Series of eight boards in free play, scored with the duplicate score (RULES §5, seed 000).

Each board starts from zero; dealer and vulnerability come from the board
number; no honours, no rubber bonus. Each pair adds up the points it gained.

>>> sheet = score_series([SeriesBoard.parse("1 N 4H="), SeriesBoard.parse("2 E 3NT-1")])
>>> sheet.total(Side.NS), sheet.total(Side.EW)
(470, 0)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from atout.bridge.board import Vulnerability, board_dealer, board_vulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.notation import read_result
from atout.bridge.score import DuplicateScore, score
from atout.bridge.seats import Seat, Side
from atout.errors import InvalidDealError, Message, NotationError

#: Boards in a series (seed 000: "séries de 8 donnes").
SERIES_LENGTH = 8
#: A board number as written: ASCII digits, a few of them (the range is checked after).
_BOARD = re.compile(r"[0-9]{1,4}")


@dataclass(frozen=True, slots=True)
class SeriesBoard:
    """A board of the series: its number, the declarer and the result.

    Notation: ``<board> <N|E|S|W> <result>`` or ``<board> PASS``.

    >>> SeriesBoard.parse("5 s 3nt=")
    SeriesBoard.parse('5 S 3NT=')
    """

    board: int
    declarer: Seat | None
    result: ContractResult

    def __post_init__(self) -> None:
        if not isinstance(self.board, int) or not 1 <= self.board <= SERIES_LENGTH:
            raise InvalidDealError(
                "{board!r} is not a board of a series: use 1 to {last}",
                code="series.board-number",
                board=self.board,
                last=SERIES_LENGTH,
            )
        if (self.declarer is None) != self.result.passed_out:
            raise InvalidDealError(
                (
                    "board {board} {result!r}: give the declarer of a played "
                    "board, and none for a passed-out board"
                ),
                code="series.declarer",
                board=self.board,
                result=str(self.result),
            )

    @classmethod
    def parse(cls, text: str, language: str = "en") -> SeriesBoard:
        """Read one board line (see the class notation), its result as a player of
        ``language`` writes it (:func:`~atout.bridge.notation.read_result`).

        >>> SeriesBoard.parse("4 O 6SA=", "fr"), SeriesBoard.parse("7 passe", "fr")
        (SeriesBoard.parse('4 W 6NT='), SeriesBoard.parse('7 PASS'))
        """
        words = text.split()
        usage = Message("write <board> <N|E|S|W> <result> (e.g. 3 S 4HX+1) or <board> PASS")
        if len(words) not in (2, 3) or not _BOARD.fullmatch(words[0]):
            raise NotationError(
                "{text!r} is not a series board: {usage}",
                code="series.board-syntax",
                text=text,
                usage=usage,
            )
        if len(words) == 2:
            result = read_result(words[1], language)
            if not result.passed_out:
                raise NotationError(
                    "{text!r} has no declarer: {usage}",
                    code="series.no-declarer",
                    text=text,
                    usage=usage,
                )
            return cls(int(words[0]), None, result)
        return cls(int(words[0]), Seat.parse(words[1]), read_result(words[2], language))

    def __str__(self) -> str:
        if self.declarer is None:
            return f"{self.board} PASS"
        return f"{self.board} {self.declarer} {self.result}"

    def __repr__(self) -> str:
        return f"SeriesBoard.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class SeriesRow:
    """A scored board: dealer, vulnerability, the declaring side's breakdown and Score_NS."""

    board: SeriesBoard
    dealer: Seat
    vulnerability: Vulnerability
    score: DuplicateScore

    @property
    def score_ns(self) -> int:
        """The score from North-South's point of view."""
        declarer = self.board.declarer
        if declarer is None:
            return 0
        return self.score.total if declarer.side is Side.NS else -self.score.total

    def points(self, side: Side) -> int:
        """Points ``side`` gained on this board (0 if the other side gained)."""
        signed = self.score_ns if side is Side.NS else -self.score_ns
        return max(signed, 0)


@dataclass(frozen=True, slots=True)
class SeriesSheet:
    """The boards of a series in the order entered, with each pair's total."""

    rows: tuple[SeriesRow, ...]

    def total(self, side: Side) -> int:
        """Points gained by ``side`` over the series."""
        return sum(row.points(side) for row in self.rows)

    @property
    def complete(self) -> bool:
        """True once all eight boards are scored."""
        return len(self.rows) == SERIES_LENGTH

    @property
    def winner(self) -> Side | None:
        """The pair with more points after eight boards (``None`` before, or when level)."""
        ns, ew = self.total(Side.NS), self.total(Side.EW)
        if not self.complete or ns == ew:
            return None
        return Side.NS if ns > ew else Side.EW


def score_series(boards: Iterable[SeriesBoard]) -> SeriesSheet:
    """Score up to eight boards (1 to 8, each once), each with its own dealer and vulnerability.

    >>> score_series([SeriesBoard.parse("3 W 2S+1")]).rows[0].score.total
    140
    """
    rows: list[SeriesRow] = []
    seen: set[int] = set()
    for board in boards:
        if board.board in seen:
            raise InvalidDealError(
                "board {board} is entered twice: {board2!r}",
                code="series.board-twice",
                board=board.board,
                board2=str(board),
            )
        seen.add(board.board)
        vulnerability = board_vulnerability(board.board)
        vulnerable = board.declarer is not None and vulnerability.is_vulnerable(board.declarer.side)
        row = SeriesRow(
            board, board_dealer(board.board), vulnerability, score(board.result, vulnerable)
        )
        rows.append(row)
    return SeriesSheet(tuple(rows))
