"""Boards: the dealer and the vulnerability of each board number (RULES §1), board ranges."""

from __future__ import annotations

import enum
import random
import re
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import groupby

from atout.bridge.cards import DECK, Card
from atout.bridge.deal import Deal
from atout.bridge.seats import SEATS, Seat, Side
from atout.errors import NotationError


class Vulnerability(enum.Enum):
    """Which sides are vulnerable on a board (PBN spelling)."""

    NONE = "None"
    NS = "NS"
    EW = "EW"
    ALL = "All"

    def is_vulnerable(self, side: Side) -> bool:
        """True when ``side`` is vulnerable.

        >>> Vulnerability.NS.is_vulnerable(Side.EW)
        False
        """
        return self is Vulnerability.ALL or self.value == side.value

    @classmethod
    def of(cls, ns: bool, ew: bool) -> Vulnerability:
        """The vulnerability from each side's state."""
        return {
            (False, False): cls.NONE,
            (True, False): cls.NS,
            (False, True): cls.EW,
            (True, True): cls.ALL,
        }[(ns, ew)]

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read the PBN values (``None``/``Love``/``-``, ``NS``, ``EW``, ``All``/``Both``).

        >>> Vulnerability.parse("Both")
        <Vulnerability.ALL: 'All'>
        """
        key = text.strip().upper().replace("-", "").replace("/", "")
        key = {"": "NONE", "LOVE": "NONE", "BOTH": "ALL"}.get(key, key)
        for member in cls:
            if member.value.upper() == key:
                return member
        raise NotationError(
            "{text!r} is not a vulnerability: use None, NS, EW or All",
            code="vulnerability.unknown",
            text=text,
        )

    def __str__(self) -> str:
        return self.value


#: The highest board number :func:`parse_board_numbers` reads unless told otherwise.
MOST_BOARD_NUMBER = 999
#: Boards 1-16 (RULES §1); the cycle repeats from board 17.
_VULNERABILITY_CYCLE: tuple[Vulnerability, ...] = tuple(
    Vulnerability.parse(v)
    for v in "None NS EW All NS EW All None EW All None NS All None NS EW".split()
)


def _check_board(number: int) -> None:
    if not isinstance(number, int) or number < 1:
        raise NotationError(
            "{number!r} is not a board number: use 1 or more",
            code="board.number",
            number=number,
        )


def board_dealer(number: int) -> Seat:
    """The dealer of board ``number``: N, E, S, W for boards 1-4, then again.

    >>> board_dealer(6)
    <Seat.E: 'E'>
    """
    _check_board(number)
    return SEATS[(number - 1) % 4]


def board_vulnerability(number: int) -> Vulnerability:
    """The vulnerability of board ``number`` (the 16-board cycle).

    >>> board_vulnerability(17)
    <Vulnerability.NONE: 'None'>
    >>> board_vulnerability(13)
    <Vulnerability.ALL: 'All'>
    """
    _check_board(number)
    return _VULNERABILITY_CYCLE[(number - 1) % 16]


@dataclass(frozen=True, slots=True)
class Board:
    """A numbered board: its dealer, its vulnerability and (when known) its deal.

    >>> board = Board.numbered(6)
    >>> board.dealer, board.vulnerability, board.deal
    (<Seat.E: 'E'>, <Vulnerability.EW: 'EW'>, None)
    """

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal | None = None

    def __post_init__(self) -> None:
        _check_board(self.number)

    @classmethod
    def numbered(cls, number: int, deal: Deal | None = None) -> Board:
        """Board ``number`` with the dealer and vulnerability of the duplicate cycle."""
        return cls(number, board_dealer(number), board_vulnerability(number), deal)

    def is_vulnerable(self, seat_or_side: Seat | Side) -> bool:
        """True when that seat's side (or that side) is vulnerable on this board."""
        side = seat_or_side.side if isinstance(seat_or_side, Seat) else seat_or_side
        return self.vulnerability.is_vulnerable(side)


def random_boards(numbers: Iterable[int], rng: random.Random) -> tuple[Board, ...]:
    """Boards ``numbers`` with random deals drawn from ``rng`` (deterministic).

    Board *n* always gets the *n*-th shuffle drawn from ``rng``, so its deal
    does not depend on which other boards are asked for. Each shuffle is dealt
    from the board's dealer, one card at a time (RULES §1).

    >>> boards = random_boards(range(1, 4), random.Random(42))
    >>> boards[2] == random_boards([3], random.Random(42))[0]
    True
    >>> [b.number for b in boards], boards[0].deal == boards[1].deal
    ([1, 2, 3], False)
    """
    wanted = list(numbers)
    for number in wanted:
        _check_board(number)
    shuffles: list[list[Card]] = []
    for _ in range(max(wanted, default=0)):
        cards = list(DECK)
        rng.shuffle(cards)
        shuffles.append(cards)
    return tuple(Board.numbered(n, Deal.dealt(shuffles[n - 1], board_dealer(n))) for n in wanted)


def parse_board_numbers(text: str, most: int = MOST_BOARD_NUMBER) -> tuple[int, ...]:
    """Read board numbers and ranges: ``"1-16"``, ``"5"``, ``"1-4,9"`` (in the order given),
    each board from 1 to ``most``.

    >>> parse_board_numbers("1-4, 9")
    (1, 2, 3, 4, 9)
    >>> parse_board_numbers("1-100000000", most=128)
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: '1-100000000' is not a board range: use boards 1 to 128
    """
    numbers: list[int] = []
    for part in text.split(","):
        match = _RANGE.match(part)
        if match is None:
            raise NotationError(
                "{text!r} is not a list of boards: write numbers and ranges, e.g. 1-16 or 1-4,9",
                code="boards.syntax",
                text=text,
            )
        first = int(match.group(1))
        last = int(match.group(2) or first)
        if not 1 <= first <= last <= most:
            shown = part.strip() if part.strip() == text.strip() else f"{part.strip()} in {text}"
            raise NotationError(
                "{shown!r} is not a board range: use boards 1 to {most}",
                code="board.out-of-range",
                shown=shown,
                most=most,
            )
        numbers.extend(range(first, last + 1))
    if len(set(numbers)) != len(numbers):
        raise NotationError("{text!r} names a board twice", code="boards.twice", text=text)
    return tuple(numbers)


def format_board_numbers(numbers: Iterable[int]) -> str:
    """Write board numbers with ranges, the inverse of :func:`parse_board_numbers`.

    >>> format_board_numbers([1, 2, 3, 4, 9, 11, 12])
    '1-4,9,11-12'
    """
    # A run of consecutive numbers keeps ``number - index`` constant.
    runs = [
        [number for _, number in run]
        for _, run in groupby(enumerate(numbers), key=lambda item: item[1] - item[0])
    ]
    return ",".join(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs)


_RANGE = re.compile(r"^\s*([0-9]{1,9})\s*(?:-\s*([0-9]{1,9})\s*)?$")
