"""A tarot tournament's seating plan: who sits at which table in each round.

A tarot club evening is played in rounds (*parties*): in each round the
players sit at tables of 4 (and 5), play a fixed number of deals, then change
tables so as to meet as many different players as possible. Two players
*meet* when they sit at the same table in a round; a *repeat* is every
meeting of a pair after its first.

With ``TableSizes.FOUR_AND_FIVE`` every player plays every round, at tables
of 4 and as few tables of 5 as the number allows (11 players cannot be seated
so); with ``TableSizes.FOUR_ONLY`` the tables are of 4 and the players left
over sit out the round (a *bye*), in turn, so that byes differ by at most one
between two players.
"""

from __future__ import annotations

import enum
import math
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from atout.errors import InvalidMovementError

#: The players a tournament may have.
PLAYERS = range(8, 61)
#: The rounds a tournament may have.
ROUNDS = range(1, 16)
#: The deals a table may play in a round.
DEALS = range(1, 13)


class TableSizes(enum.Enum):
    """How the players are seated: tables of 4 and 5, or tables of 4 and byes."""

    FOUR_AND_FIVE = "4-5"
    FOUR_ONLY = "4"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class PlannedTable:
    """A table in a round: its number and its players in seat order (seat 1 first)."""

    number: int
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlannedRound:
    """A round: its tables, and the players who sit it out (*bye*)."""

    number: int
    tables: tuple[PlannedTable, ...]
    byes: tuple[int, ...] = ()

    def table_of(self, player: int) -> PlannedTable | None:
        """The table ``player`` sits at in this round (``None`` on a bye)."""
        return next((t for t in self.tables if player in t.players), None)


def table_counts(players: int, sizes: TableSizes) -> tuple[int, int, int]:
    """Tables of 4, tables of 5 and byes per round for ``players`` players.

    As few tables of 5 as possible (the FFT's tarot is a game for four):

    >>> table_counts(22, TableSizes.FOUR_AND_FIVE), table_counts(22, TableSizes.FOUR_ONLY)
    ((3, 2, 0), (5, 0, 2))
    >>> table_counts(13, TableSizes.FOUR_AND_FIVE)
    (2, 1, 0)
    """
    if players not in PLAYERS:
        raise InvalidMovementError(
            "players: {players!r} is not valid: use {start} to {value}",
            code="tournament.players",
            players=players,
            start=PLAYERS.start,
            value=PLAYERS.stop - 1,
        )
    if sizes is TableSizes.FOUR_ONLY:
        return players // 4, 0, players % 4
    fives = players % 4  # 4a + 5b = n needs b = n (mod 4)
    if 5 * fives > players:
        raise InvalidMovementError(
            (
                "players: {players} cannot sit at tables of 4 and 5: use "
                "tables of 4 with byes (or another number of players)"
            ),
            code="tournament.players-tables",
            players=players,
        )
    return (players - 5 * fives) // 4, fives, 0


@dataclass(frozen=True, slots=True)
class TournamentPlan:
    """Players 1 to ``players`` seated round by round; ``deals`` per table and round.

    >>> import random
    >>> from atout.tarot.tournament.search import build_plan
    >>> plan = build_plan(12, 3, random.Random(1))
    >>> [len(t.players) for t in plan.rounds[0].tables], plan.repeats, plan.most_meetings
    ([4, 4, 4], 9, 2)
    """

    players: int
    sizes: TableSizes
    deals: int
    rounds: tuple[PlannedRound, ...]

    def meetings(self) -> Counter[tuple[int, int]]:
        """How often each pair of players (lower number first) sits at the same table."""
        found: Counter[tuple[int, int]] = Counter()
        for round_ in self.rounds:
            for table in round_.tables:
                found.update(combinations(sorted(table.players), 2))
        return found

    @property
    def repeats(self) -> int:
        """Meetings of a pair after its first, summed over the pairs."""
        return sum(count - 1 for count in self.meetings().values())

    @property
    def most_meetings(self) -> int:
        """The most times any two players meet."""
        return max(self.meetings().values(), default=0)

    @property
    def tables(self) -> int:
        """The number of tables (the same in every round)."""
        return len(self.rounds[0].tables) if self.rounds else 0

    def table(self, round_: int, number: int) -> PlannedTable | None:
        """Table ``number`` in round ``round_``, if there is one."""
        if not 1 <= round_ <= len(self.rounds):
            return None
        return next((t for t in self.rounds[round_ - 1].tables if t.number == number), None)

    def byes_of(self, player: int) -> int:
        """The rounds ``player`` sits out."""
        return sum(player in r.byes for r in self.rounds)

    def to_rows(self) -> dict[str, Any]:
        """The plan as a JSON document (:meth:`from_rows` reads it back)."""
        return {
            "players": self.players,
            "sizes": self.sizes.value,
            "deals": self.deals,
            "rounds": [
                {"tables": [list(t.players) for t in r.tables], "byes": list(r.byes)}
                for r in self.rounds
            ],
        }

    @classmethod
    def from_rows(cls, document: Mapping[str, Any]) -> TournamentPlan:
        """The plan of a :meth:`to_rows` document."""
        rounds = tuple(
            PlannedRound(
                number,
                tuple(PlannedTable(n, tuple(p)) for n, p in enumerate(r["tables"], 1)),
                tuple(r["byes"]),
            )
            for number, r in enumerate(document["rounds"], 1)
        )
        return cls(document["players"], TableSizes(document["sizes"]), document["deals"], rounds)


def _crowding(size: int, groups: int) -> int:
    """The fewest pairs from one group among ``size`` players drawn from ``groups`` groups.

    >>> _crowding(4, 3), _crowding(5, 3), _crowding(4, 5)
    (1, 2, 0)
    """
    each, more = divmod(size, groups)
    return more * math.comb(each + 1, 2) + (groups - more) * math.comb(each, 2)


def lower_bound(players: int, rounds: int, sizes: TableSizes = TableSizes.FOUR_AND_FIVE) -> int:
    """The fewest repeats any plan can have: the larger of two counts.

    - *Pairs*: each round seats ``Σ C(size, 2)`` pairs at its tables; over
      the rounds that many meetings share at most ``C(players, 2)`` different
      pairs, so every meeting beyond that number is a repeat. (Counting per
      player gives the same figure: a player meets 3 or 4 others a round and
      there are only ``players − 1`` others.)
    - *Pigeonholes*: a round's table of ``s`` players draws them from the
      ``T`` tables of the round before (when nobody sits out); when ``s > T``
      some of them sat together then, at least ``_crowding(s, T)`` pairs.
      Summed over the tables and the rounds after the first.

    >>> lower_bound(12, 5), lower_bound(22, 5), lower_bound(8, 5), lower_bound(12, 3)
    (24, 0, 32, 6)
    """
    fours, fives, byes = table_counts(players, sizes)
    per_round = fours * math.comb(4, 2) + fives * math.comb(5, 2)
    pairs = max(0, rounds * per_round - math.comb(players, 2))
    if byes:
        return pairs
    tables = fours + fives
    crowded = fours * _crowding(4, tables) + fives * _crowding(5, tables)
    return max(pairs, (rounds - 1) * crowded)


def bye_schedule(players: int, rounds: int, byes: int, order: Sequence[int]) -> list[list[int]]:
    """The players sitting out each round, taken in turn from ``order``.

    >>> bye_schedule(10, 3, 2, range(1, 11))
    [[1, 2], [3, 4], [5, 6]]
    """
    turn = list(order)
    return [[turn[(r * byes + i) % players] for i in range(byes)] for r in range(rounds)]


def rounds_of(
    seating: Sequence[Sequence[Sequence[int]]], byes: Sequence[Sequence[int]]
) -> Iterator[PlannedRound]:
    """Rounds numbered from 1 from lists of tables (each a list of players) and byes."""
    for number, (tables, out) in enumerate(zip(seating, byes, strict=True), 1):
        yield PlannedRound(
            number,
            tuple(PlannedTable(n, tuple(t)) for n, t in enumerate(tables, 1)),
            tuple(sorted(out)),
        )
