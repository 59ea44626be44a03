"""A movement as the schedule a pairs event checks its entries against (RULES §6).

:class:`~atout.duplicate.events.PairsEvent` numbers pairs with plain
integers and asks its movement for ``rounds``, ``tables`` and
``sitting(round_, table)``: the pair numbers at N-S and E-W and the boards
played. :func:`schedule` gives that view of a :class:`Movement`. A Mitchell's
lines have pairs of the same numbers (``1NS`` and ``1EW``), so by default its
E-W pairs are numbered after the N-S ones: ``kEW`` is pair ``T + k``.
A table where the phantom's opponents sit out has no sitting: nobody plays
there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from atout.bridge.seats import Side
from atout.duplicate.movements.model import Movement, Pair
from atout.errors import InvalidMovementError


@dataclass(frozen=True, slots=True)
class TableSitting:
    """One table in one round: N-S and E-W pair numbers and the boards they play."""

    ns: int
    ew: int
    boards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MovementSchedule:
    """The sittings of a movement, by round and table (see :func:`schedule`)."""

    rounds: int
    tables: int
    sittings: Mapping[tuple[int, int], TableSitting]
    numbers: Mapping[Pair, int]

    def sitting(self, round_: int, table: int) -> TableSitting | None:
        """The sitting at ``table`` in ``round_`` (``None``: nobody plays there)."""
        return self.sittings.get((round_, table))

    def number(self, pair: Pair) -> int:
        """The number the event gives ``pair``."""
        try:
            return self.numbers[pair]
        except KeyError:
            raise InvalidMovementError(
                "{pair!r} is not a pair of this movement",
                code="movement.unknown-pair",
                pair=str(pair),
            ) from None


def pair_numbers(movement: Movement) -> dict[Pair, int]:
    """The default numbers: a Howell's own, a Mitchell's N-S ``k`` → ``k``, E-W ``k`` → ``T + k``.

    >>> from atout.duplicate.movements import mitchell
    >>> numbers = pair_numbers(mitchell(3))
    >>> numbers[Pair.parse("1NS")], numbers[Pair.parse("1EW")]
    (1, 4)
    """
    offset = {None: 0, Side.NS: 0, Side.EW: movement.tables}
    return {pair: offset[pair.line] + pair.number for pair in movement.pairs}


def schedule(movement: Movement, numbers: Mapping[Pair, int] | None = None) -> MovementSchedule:
    """The schedule of ``movement``, its pairs numbered by ``numbers`` (default
    :func:`pair_numbers`).

    >>> from atout.duplicate.movements import mitchell
    >>> plan = schedule(mitchell(5, boards_per_round=2))
    >>> plan.rounds, plan.tables, plan.sitting(2, 1)
    (5, 5, TableSitting(ns=1, ew=10, boards=(3, 4)))
    >>> plan.sitting(6, 1) is None
    True
    """
    chosen = pair_numbers(movement) if numbers is None else dict(numbers)
    missing = [str(p) for p in movement.pairs if p not in chosen]
    if missing:
        raise InvalidMovementError(
            "no number for the pairs {join}",
            code="movement.unnumbered-pairs",
            join=", ".join(missing),
        )
    if len(set(chosen[p] for p in movement.pairs)) != len(movement.pairs):
        raise InvalidMovementError(
            "two pairs of the movement have the same number",
            code="movement.same-number",
        )
    sittings = {
        (rnd.number, m.table): TableSitting(
            chosen[m.ns], chosen[m.ew], movement.board_numbers(m.board_set)
        )
        for rnd in movement.rounds
        for m in rnd.meetings
        if movement.sits_out(m) is None
    }
    rounds = max((rnd.number for rnd in movement.rounds), default=0)
    return MovementSchedule(
        rounds, movement.tables, MappingProxyType(sittings), MappingProxyType(chosen)
    )
