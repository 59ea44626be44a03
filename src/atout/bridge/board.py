"""Board numbers: the dealer and the vulnerability of each board (RULES §1)."""

from __future__ import annotations

import enum

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
        raise NotationError(f"{text!r} is not a vulnerability: use None, NS, EW or All")

    def __str__(self) -> str:
        return self.value


#: Boards 1-16 (RULES §1); the cycle repeats from board 17.
_VULNERABILITY_CYCLE: tuple[Vulnerability, ...] = tuple(
    Vulnerability.parse(v)
    for v in "None NS EW All NS EW All None EW All None NS All None NS EW".split()
)


def _check_board(number: int) -> None:
    if not isinstance(number, int) or number < 1:
        raise NotationError(f"{number!r} is not a board number: use 1 or more")


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
