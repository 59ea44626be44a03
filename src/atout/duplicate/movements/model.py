"""The movement of a pairs event: who meets whom, at which table, on which boards (RULES §6).

A :class:`Movement` lists, round by round, the :class:`Meeting` at each
table: the pair sitting North-South, the pair sitting East-West and the
*board set* they play. Board set ``s`` holds boards ``(s - 1) * B + 1`` to
``s * B`` for ``B`` boards per round.

Pairs are numbered. In a Mitchell a pair belongs to a *line* (its home
direction): N-S pairs ``1NS`` … ``TNS`` and E-W pairs ``1EW`` … ``TEW`` are
distinct pairs. In a Howell pairs are ``1`` … ``2T`` with no line.

A *phantom* is the pair that is not there when the number of pairs is odd:
it keeps its place in the movement and its opponents of the round sit out.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from atout.bridge.seats import Side
from atout.errors import InvalidMovementError, Message, NotationError


class MovementKind(enum.Enum):
    """The family of a movement."""

    MITCHELL = "mitchell"
    HOWELL = "howell"

    @classmethod
    def parse(cls, text: str) -> MovementKind:
        """Read ``mitchell`` or ``howell`` (any case).

        >>> MovementKind.parse("Howell")
        <MovementKind.HOWELL: 'howell'>
        """
        try:
            return cls(text.strip().lower())
        except ValueError:
            raise NotationError(
                "{text!r} is not a movement: use mitchell or howell",
                code="movement.unknown-kind",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


class EvenTables(enum.Enum):
    """How a Mitchell with an even number of tables keeps pairs off boards already played.

    ``SKIP``: the E-W pairs skip one table after half the rounds.
    ``RELAY``: a bye stand between the middle tables and a relay (the last
    table shares the boards of table 1).
    """

    RELAY = "relay"
    SKIP = "skip"

    @classmethod
    def parse(cls, text: str) -> EvenTables:
        """Read ``relay`` or ``skip`` (any case).

        >>> EvenTables.parse("SKIP")
        <EvenTables.SKIP: 'skip'>
        """
        try:
            return cls(text.strip().lower())
        except ValueError:
            raise NotationError(
                "{text!r} is not an even-table option: use relay or skip",
                code="movement.even-tables-option",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


#: A pair as typed: its number, then its line (``NS``, ``EW``, or ``EO`` as French writes it).
_PAIR = re.compile(r"\s*([0-9]{1,4})\s*-?\s*(N-?S|E-?[WO])?\s*", re.IGNORECASE)


def check_counts(movement: object, names: tuple[str, ...]) -> None:
    """Raise :class:`InvalidMovementError` unless each of ``movement``'s fields ``names`` is a
    whole number of 1 or more."""
    for name in names:
        value = getattr(movement, name)
        if not isinstance(value, int) or value < 1:
            raise InvalidMovementError(
                "{value!r} is not a valid number of {name}: use 1 or more",
                code="movement.count",
                value=value,
                name=name,
            )


def check_boards_per_round(boards_per_round: object) -> None:
    """Raise :class:`InvalidMovementError` unless ``boards_per_round`` is a whole number of 1
    or more (each movement's builder checks it first)."""
    if not isinstance(boards_per_round, int) or boards_per_round < 1:
        raise InvalidMovementError(
            "{boards_per_round!r} boards per round: use 1 or more",
            code="movement.boards-per-round",
            boards_per_round=boards_per_round,
        )


@dataclass(frozen=True, slots=True)
class Pair:
    """A pair: its number and, in a Mitchell, its line (home direction).

    >>> Pair.parse("3EW")
    Pair(number=3, line=<Side.EW: 'EW'>)
    >>> str(Pair(7)), str(Pair.parse("3 E-O"))
    ('7', '3EW')
    """

    number: int
    line: Side | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.number, int) or self.number < 1:
            raise InvalidMovementError(
                "{number!r} is not a pair number: use 1 or more",
                code="pair.number",
                number=self.number,
            )

    @property
    def sort_key(self) -> tuple[int, int]:
        """Order: by line (Howell pairs, then N-S before E-W), then by number."""
        return ({None: 0, Side.NS: 1, Side.EW: 2}[self.line], self.number)

    @classmethod
    def parse(cls, text: str) -> Pair:
        """Read ``3``, ``3NS``, ``3 EW``, ``3 N-S`` or, as French writes it, ``3 E-O``."""
        match = _PAIR.fullmatch(text)
        if match is None:
            raise NotationError(
                "{text!r} is not a pair: use a number, e.g. 3, or 3NS / 3EW",
                code="pair.syntax",
                text=text,
            )
        written = match.group(2)
        line = None if written is None else Side.parse(written.upper().replace("O", "W"))
        return cls(int(match.group(1)), line)

    @property
    def said(self) -> str:
        """The pair as a message's value: a Mitchell pair a :class:`Message` that French
        writes with its side the French way (``1EW``: ``1 E-O``), a Howell pair its number.

        >>> Pair.parse("1EW").said, Pair.parse("1EW").said.template, Pair(7).said
        ('1EW', '{number}{line}', '7')
        """
        if self.line is None:
            return str(self.number)
        return Message("{number}{line}", code="movement.pair", number=self.number, line=self.line)

    def __str__(self) -> str:
        return f"{self.number}{'' if self.line is None else self.line.value}"


@dataclass(frozen=True, slots=True)
class Meeting:
    """One table in one round: the pair sitting N-S, the pair sitting E-W, their board set."""

    table: int
    ns: Pair
    ew: Pair
    board_set: int

    @property
    def pairs(self) -> tuple[Pair, Pair]:
        """The two pairs, N-S first."""
        return (self.ns, self.ew)

    def side_of(self, pair: Pair) -> Side | None:
        """The direction ``pair`` sits in at this table, ``None`` when it is not here."""
        if pair == self.ns:
            return Side.NS
        if pair == self.ew:
            return Side.EW
        return None


@dataclass(frozen=True, slots=True)
class Round:
    """The meetings of one round, and the board set resting on the bye stand (if any)."""

    number: int
    meetings: tuple[Meeting, ...]
    bye_stand: int | None = None

    def at_table(self, table: int) -> Meeting | None:
        """The meeting at ``table``, ``None`` when no one plays there."""
        return next((m for m in self.meetings if m.table == table), None)

    def meeting_of(self, pair: Pair) -> Meeting | None:
        """The meeting where ``pair`` sits this round."""
        return next((m for m in self.meetings if pair in m.pairs), None)


@dataclass(frozen=True, slots=True)
class Movement:
    """A whole movement (see the module docstring).

    ``shared`` holds the ``(round, board set)`` couples played at several
    tables in the same round (the boards pass between those tables);
    ``arrow_switch`` the rounds in which a Mitchell's pairs swap directions.
    """

    kind: MovementKind
    tables: int
    boards_per_round: int
    board_sets: int
    rounds: tuple[Round, ...]
    shared: frozenset[tuple[int, int]] = frozenset()
    phantom: Pair | None = None
    arrow_switch: frozenset[int] = frozenset()
    even: EvenTables | None = None
    _pairs: tuple[Pair, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        check_counts(self, ("tables", "boards_per_round", "board_sets"))
        found = {pair for rnd in self.rounds for m in rnd.meetings for pair in m.pairs}
        object.__setattr__(self, "_pairs", tuple(sorted(found, key=lambda p: p.sort_key)))

    @property
    def pairs(self) -> tuple[Pair, ...]:
        """Every pair of the movement, the phantom included, N-S line first."""
        return self._pairs

    @property
    def players(self) -> tuple[Pair, ...]:
        """The pairs actually present (every pair but the phantom)."""
        return tuple(p for p in self._pairs if p != self.phantom)

    @property
    def boards(self) -> int:
        """The number of boards in play."""
        return self.board_sets * self.boards_per_round

    @property
    def full_rounds(self) -> int:
        """The rounds of the whole movement: ``T`` for a Mitchell (``T - 1`` with the skip,
        which never brings an E-W pair to the table it skips), ``2T - 1`` for a Howell."""
        if self.kind is MovementKind.HOWELL:
            return 2 * self.tables - 1
        return self.tables - 1 if self.even is EvenTables.SKIP else self.tables

    @property
    def is_full(self) -> bool:
        """All the rounds of the movement are played: every board is played equally often."""
        return len(self.rounds) == self.full_rounds

    @property
    def is_complete(self) -> bool:
        """Every pair meets every possible opponent (of the other line, in a Mitchell).

        A full Howell, a full Mitchell with an odd number of tables or a relay;
        never a skip Mitchell.
        """
        return self.is_full and self.even is not EvenTables.SKIP

    @property
    def one_field(self) -> bool:
        """True when all pairs are ranked together (a Howell, or an arrow-switched Mitchell)."""
        return self.kind is MovementKind.HOWELL or bool(self.arrow_switch)

    def board_numbers(self, board_set: int) -> tuple[int, ...]:
        """The boards of ``board_set``.

        >>> from atout.duplicate.movements import mitchell
        >>> mitchell(5, boards_per_round=3).board_numbers(2)
        (4, 5, 6)
        """
        first = (board_set - 1) * self.boards_per_round + 1
        return tuple(range(first, first + self.boards_per_round))

    def sits_out(self, meeting: Meeting) -> Pair | None:
        """The pair that sits out at ``meeting`` (its opponent is the phantom), else ``None``."""
        if self.phantom == meeting.ns:
            return meeting.ew
        if self.phantom == meeting.ew:
            return meeting.ns
        return None

    def __iter__(self) -> Iterator[Round]:
        return iter(self.rounds)


def board_range(boards: tuple[int, ...]) -> str:
    """Show consecutive boards as a range.

    >>> board_range((4, 5, 6))
    '4-6'
    >>> board_range((7,))
    '7'
    """
    if len(boards) > 1 and boards == tuple(range(boards[0], boards[-1] + 1)):
        return f"{boards[0]}-{boards[-1]}"
    return ",".join(str(b) for b in boards)
