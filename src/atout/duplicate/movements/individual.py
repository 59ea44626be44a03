"""Individual movements: players, not pairs, change partners every round (whist tournaments).

An individual event seats ``4T`` players at ``T`` tables; each round every
table holds four players, North and South partners against East and West.
The movements built here are *whist tournaments* ``Wh(4T)``: over ``4T - 1``
rounds each player partners every other player exactly once and opposes
him exactly twice. They were found for duplicate whist in the nineteenth
century: R. R. Anstice, "On a problem in combinations", *The Cambridge and
Dublin Mathematical Journal* 7 (1852) 279–292 (the cyclic construction);
E. H. Moore, "Tactical memoranda I–III", *American Journal of Mathematics*
18 (1896) 264–303 (whist tournaments as designs); J. T. Mitchell,
*Duplicate Whist* (Kalamazoo, 1897), whose "individual schedules" clubs
played; today I. Anderson, *Combinatorial Designs and Tournaments* (Oxford,
1997), ch. 7, and the *Handbook of Combinatorial Designs* (2nd ed., 2007),
VI.64 "Whist tournaments".

The construction is cyclic: the players are ``∞`` (player ``4T``) and the
residues ``0 … 4T - 2`` (players ``1 … 4T - 1``); a base round of ``T``
tables is developed by adding ``r`` modulo ``4T - 1`` in round ``r + 1``.
The base rounds (:data:`BASE_ROUNDS`) were found by a small search
(``scripts/whist_tournaments.py``: exhaustive in the residues' natural order
for 2 to 5 tables, from seeded shuffles of them for more) and are checked by
:func:`atout.duplicate.movements.individual_check.validate_individual`. Such
*Z-cyclic* whist tournaments exist for ``4T = p + 1`` with ``p`` a prime
``≡ 3 (mod 4)`` (24 = 23 + 1, 32 = 31 + 1; the *Handbook*, VI.64, and
Anderson, ch. 7, give the theorem and its sources) and for many other ``4T``:
28 = 27 + 1 has one over ``Z_27``, found and validated here.

As in a duplicate whist tournament, every table plays the same board set in
a round (board set ``r`` in round ``r``: the boards are duplicated, or pass
from table to table within the round), so every player plays every board
exactly once and each board is scored over ``T`` tables.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from atout.bridge.seats import Seat
from atout.duplicate.movements.model import check_boards_per_round, check_counts
from atout.errors import InvalidMovementError

#: The seats in the order a sitting lists its players.
SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)

#: ``None`` is the fixed player ``∞``; the others are residues modulo ``4T - 1``.
Base = tuple[tuple[int | None, int | None, int | None, int | None], ...]

#: One base round per table count: each table North, East, South, West (North-South and
#: East-West are partners). Found by ``scripts/whist_tournaments.py`` (2 to 5 tables with
#: ``--natural``; 6 and more with the seed the script prints, 0 for each here, 8 tables
#: with ``--nodes 3000000``).
BASE_ROUNDS: dict[int, Base] = {
    2: ((None, 0, 1, 3), (2, 5, 4, 6)),
    3: ((None, 0, 1, 4), (2, 3, 8, 6), (5, 9, 7, 10)),
    4: ((None, 0, 1, 3), (2, 6, 13, 7), (4, 9, 12, 11), (5, 8, 10, 14)),
    5: ((None, 0, 1, 2), (3, 5, 9, 15), (4, 12, 7, 17), (6, 8, 13, 16), (10, 14, 11, 18)),
    6: (
        (None, 20, 21, 11),
        (14, 10, 6, 17),
        (0, 16, 3, 18),
        (4, 9, 15, 13),
        (2, 1, 12, 19),
        (5, 7, 22, 8),
    ),
    7: (
        (None, 3, 14, 10),
        (17, 5, 0, 7),
        (21, 19, 20, 23),
        (18, 1, 9, 15),
        (25, 12, 6, 24),
        (4, 11, 26, 22),
        (2, 13, 8, 16),
    ),
    8: (
        (None, 3, 10, 19),
        (17, 5, 0, 7),
        (30, 25, 22, 26),
        (14, 8, 23, 12),
        (21, 9, 11, 20),
        (2, 15, 28, 27),
        (4, 18, 1, 24),
        (6, 16, 13, 29),
    ),
}

MIN_INDIVIDUAL_TABLES = min(BASE_ROUNDS)
MAX_INDIVIDUAL_TABLES = max(BASE_ROUNDS)


@dataclass(frozen=True, slots=True)
class Sitting:
    """One table in one round: its four players by seat, and the board set they play.

    >>> sitting = Sitting(1, 8, 1, 2, 4, 1)
    >>> sitting.players, sitting.seat_of(2), sitting.partner_of(1)
    ((8, 1, 2, 4), <Seat.S: 'S'>, 4)
    """

    table: int
    north: int
    east: int
    south: int
    west: int
    board_set: int

    @property
    def players(self) -> tuple[int, int, int, int]:
        """North, East, South, West."""
        return (self.north, self.east, self.south, self.west)

    def seat_of(self, player: int) -> Seat | None:
        """Where ``player`` sits at this table, ``None`` when he is not here."""
        return next((s for s, p in zip(SEATS, self.players, strict=True) if p == player), None)

    def partner_of(self, player: int) -> int | None:
        """``player``'s partner at this table (North's is South, East's West)."""
        seat = self.seat_of(player)
        return None if seat is None else self.player_at(seat.partner)

    def player_at(self, seat: Seat) -> int:
        """The player sitting at ``seat``."""
        return self.players[SEATS.index(seat)]


@dataclass(frozen=True, slots=True)
class IndividualRound:
    """The sittings of one round."""

    number: int
    sittings: tuple[Sitting, ...]

    def at_table(self, table: int) -> Sitting | None:
        """The sitting at ``table``, ``None`` when no one plays there."""
        return next((s for s in self.sittings if s.table == table), None)


@dataclass(frozen=True, slots=True)
class IndividualMovement:
    """A whole individual movement: ``players`` players at ``tables`` tables.

    ``complete`` says the movement claims to be a whole whist tournament (every
    two players partner once and oppose twice); the validator holds it to that.
    """

    tables: int
    players: int
    boards_per_round: int
    board_sets: int
    rounds: tuple[IndividualRound, ...]
    complete: bool = False
    _numbers: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        check_counts(self, ("tables", "players", "boards_per_round", "board_sets"))
        object.__setattr__(self, "_numbers", tuple(range(1, self.players + 1)))

    @property
    def boards(self) -> int:
        """The number of boards in play."""
        return self.board_sets * self.boards_per_round

    def board_numbers(self, board_set: int) -> tuple[int, ...]:
        """The boards of ``board_set``.

        >>> individual(3, boards_per_round=2).board_numbers(2)
        (3, 4)
        """
        first = (board_set - 1) * self.boards_per_round + 1
        return tuple(range(first, first + self.boards_per_round))

    def sitting_of(self, round_: int, player: int) -> Sitting | None:
        """Where ``player`` sits in round ``round_`` (``None``: he does not play)."""
        if not 1 <= round_ <= len(self.rounds):
            return None
        return next((s for s in self.rounds[round_ - 1].sittings if player in s.players), None)

    def __iter__(self) -> Iterator[IndividualRound]:
        return iter(self.rounds)


def individual_rounds(tables: int) -> int:
    """The rounds of a whole whist tournament at ``tables`` tables: ``4T - 1``.

    >>> individual_rounds(3)
    11
    """
    return 4 * tables - 1


def individual(
    tables: int, *, boards_per_round: int = 2, rounds: int | None = None
) -> IndividualMovement:
    """The whist tournament of ``4 × tables`` players (see the module docstring).

    ``rounds`` plays only the first rounds (then no longer complete).

    >>> movement = individual(2, boards_per_round=3)
    >>> len(movement.rounds), movement.boards, movement.rounds[0].sittings
    (7, 21, (Sitting(table=1, north=8, east=1, south=2, west=4, board_set=1), \
Sitting(table=2, north=3, east=6, south=5, west=7, board_set=1)))
    """
    if tables not in BASE_ROUNDS:
        raise InvalidMovementError(
            "{tables!r} tables: an individual has {low} to {high} tables",
            code="movement.individual-tables",
            tables=tables,
            low=MIN_INDIVIDUAL_TABLES,
            high=MAX_INDIVIDUAL_TABLES,
        )
    full = individual_rounds(tables)
    played = full if rounds is None else rounds
    if not 1 <= played <= full:
        raise InvalidMovementError(
            "{rounds!r} rounds: a {tables}-table individual has 1 to {full}",
            code="movement.individual-rounds",
            rounds=rounds,
            tables=tables,
            full=full,
        )
    check_boards_per_round(boards_per_round)
    return IndividualMovement(
        tables=tables,
        players=4 * tables,
        boards_per_round=boards_per_round,
        board_sets=played,
        rounds=tuple(_developed(tables, r) for r in range(played)),
        complete=played == full,
    )


def _developed(tables: int, shift: int) -> IndividualRound:
    """Round ``shift + 1``: the base round with ``shift`` added to every residue."""
    modulus = 4 * tables - 1

    def player(residue: int | None) -> int:
        return 4 * tables if residue is None else (residue + shift) % modulus + 1

    sittings = tuple(
        Sitting(number, player(n), player(e), player(s), player(w), board_set=shift + 1)
        for number, (n, e, s, w) in enumerate(BASE_ROUNDS[tables], start=1)
    )
    return IndividualRound(shift + 1, sittings)
