"""The four seats at the table and the two partnerships."""

from __future__ import annotations

import enum

from atout.errors import NotationError


class Side(enum.Enum):
    """A partnership: North-South or East-West."""

    NS = "NS"
    EW = "EW"

    @property
    def opponents(self) -> Side:
        """The other partnership.

        >>> Side.NS.opponents
        <Side.EW: 'EW'>
        """
        return Side.EW if self is Side.NS else Side.NS

    @classmethod
    def parse(cls, text: str) -> Side:
        """Read ``NS``, ``N-S``, ``EW`` or ``E-W``, or the French ``E-O`` (any case).

        >>> Side.parse("e-w"), Side.parse("E-O")
        (<Side.EW: 'EW'>, <Side.EW: 'EW'>)
        """
        key = text.strip().upper().replace("-", "").replace("/", "")
        key = "EW" if key == "EO" else key
        try:
            return cls(key)
        except ValueError:
            raise NotationError(
                "{text!r} is not a side: use NS or EW", code="side.unknown", text=text
            ) from None

    def __str__(self) -> str:
        return self.value


class Seat(enum.Enum):
    """A seat, clockwise from North."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def index(self) -> int:
        """Position clockwise from North (N 0, E 1, S 2, W 3)."""
        return _ORDER.index(self)

    def offset(self, steps: int) -> Seat:
        """The seat ``steps`` places clockwise (negative: anticlockwise).

        >>> Seat.W.offset(1)
        <Seat.N: 'N'>
        """
        return _ORDER[(self.index + steps) % 4]

    @property
    def next(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return self.offset(1)

    @property
    def lho(self) -> Seat:
        """Left-hand opponent."""
        return self.offset(1)

    @property
    def rho(self) -> Seat:
        """Right-hand opponent."""
        return self.offset(-1)

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return self.offset(2)

    @property
    def side(self) -> Side:
        """The partnership of this seat."""
        return Side.NS if self in (Seat.N, Seat.S) else Side.EW

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read ``N``, ``E``, ``S``, ``W`` or the French ``O`` for West (any case).

        >>> Seat.parse("o")
        <Seat.W: 'W'>
        """
        key = text.strip().upper()
        key = {"NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W", "O": "W"}.get(key, key)
        try:
            return cls(key)
        except ValueError:
            raise NotationError(
                "{text!r} is not a seat: use N, E, S or W",
                code="seat.unknown",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


_ORDER: tuple[Seat, ...] = (Seat.N, Seat.E, Seat.S, Seat.W)
SEATS = _ORDER
