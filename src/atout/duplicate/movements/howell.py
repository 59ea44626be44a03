"""The complete Howell movement: every pair meets every other once (RULES §6).

``2T`` pairs play ``2T - 1`` rounds at ``T`` tables. The schedule is cyclic
modulo ``n = 2T - 1``: pair ``2T`` stays at table 1 (the *stationary* pair,
"∞" below) and the other pairs are the residues ``0 … n-1`` (pair ``x + 1``
is residue ``x``). A *starter* splits the non-zero residues into ``T - 1``
couples ``(a_i, b_i)`` whose differences ``±(a_i - b_i)`` are all the
non-zero residues once. In round ``r`` (``ρ = r - 1``) table 1 holds
``∞ – ρ`` and table ``i + 1`` holds ``ρ + a_i – ρ + b_i``: every two pairs
meet once.

Board sets: table ``i + 1`` plays set ``ρ + c_i`` (mod ``n``, plus one).
Pair ``p`` (residue) then plays the sets ``p + c_0`` and ``p + c_i - a_i``,
``p + c_i - b_i``: when ``{c_0} ∪ {c_i - a_i, c_i - b_i}`` is a complete
residue system every pair plays every set once, and when the ``c_i`` are
distinct no set is at two tables in a round; ∞ plays ``ρ + c_0`` for every
``ρ``. The offsets are found by a deterministic backtracking search, first
over the usual starter ``(i, -i)`` and, when it has none (5 tables), over
every starter.

For 2 and 3 tables no such offsets exist: all the tables play the same set
in a round (shared boards, passed from table to table), which still gives
every pair every board once.

Seats are balanced: at table 1 the stationary pair sits N-S in odd rounds;
at table ``i + 1`` residue ``ρ + a_i`` sits N-S. Each pair meets both roles
of every couple once, so it sits N-S ``T - 1`` or ``T`` times.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from atout.duplicate.movements.model import (
    Meeting,
    Movement,
    MovementKind,
    Pair,
    Round,
    check_boards_per_round,
)
from atout.errors import InvalidMovementError

#: The table counts :func:`howell` builds.
MIN_HOWELL_TABLES = 2
MAX_HOWELL_TABLES = 20


@dataclass(frozen=True, slots=True)
class HowellDesign:
    """The cyclic design of a ``T``-table Howell: its starter couples and set offsets."""

    tables: int
    starter: tuple[tuple[int, int], ...]
    offsets: tuple[int, ...]

    @property
    def shares_boards(self) -> bool:
        """True when several tables play the same set in a round."""
        return len(set(self.offsets)) < len(self.offsets)


def howell(
    tables: int,
    *,
    boards_per_round: int = 3,
    rounds: int | None = None,
    phantom: Pair | None = None,
) -> Movement:
    """The complete Howell for ``tables`` tables (``rounds`` fewer to cut it short).

    >>> m = howell(2, boards_per_round=4)
    >>> [(str(t.ns), str(t.ew), t.board_set) for t in m.rounds[0].meetings]
    [('4', '1', 1), ('2', '3', 1)]
    """
    if not isinstance(tables, int) or not MIN_HOWELL_TABLES <= tables <= MAX_HOWELL_TABLES:
        raise InvalidMovementError(
            "{tables!r} tables: a Howell has {MIN_HOWELL_TABLES} to {MAX_HOWELL_TABLES} tables",
            code="movement.howell-tables",
            tables=tables,
            MIN_HOWELL_TABLES=MIN_HOWELL_TABLES,
            MAX_HOWELL_TABLES=MAX_HOWELL_TABLES,
        )
    n = 2 * tables - 1
    if rounds is not None and (not isinstance(rounds, int) or not 1 <= rounds <= n):
        raise InvalidMovementError(
            "{rounds!r} rounds: a {tables}-table Howell has 1 to {n}",
            code="movement.howell-rounds",
            rounds=rounds,
            tables=tables,
            n=n,
        )
    check_boards_per_round(boards_per_round)
    if phantom is not None and (phantom.line is not None or phantom.number > 2 * tables):
        raise InvalidMovementError(
            "{phantom!r} cannot be the phantom: use a Howell pair, 1 to {value}",
            code="movement.howell-phantom",
            phantom=phantom.said,
            value=2 * tables,
        )
    design = howell_design(tables)
    movement_rounds = tuple(_round(design, number) for number in range(1, (rounds or n) + 1))
    shared = frozenset(
        (rnd.number, s)
        for rnd in movement_rounds
        for s in {m.board_set for m in rnd.meetings}
        if sum(m.board_set == s for m in rnd.meetings) > 1
    )
    return Movement(
        kind=MovementKind.HOWELL,
        tables=tables,
        boards_per_round=boards_per_round,
        board_sets=n,
        rounds=movement_rounds,
        shared=shared,
        phantom=phantom,
    )


def _round(design: HowellDesign, number: int) -> Round:
    n = 2 * design.tables - 1
    rho = number - 1
    stationary, visitor = Pair(n + 1), Pair(rho + 1)
    first = (stationary, visitor) if rho % 2 == 0 else (visitor, stationary)
    meetings = [Meeting(1, *first, rho % n + 1)]
    for index, (a, b) in enumerate(design.starter, start=1):
        ns, ew = Pair((rho + a) % n + 1), Pair((rho + b) % n + 1)
        meetings.append(Meeting(index + 1, ns, ew, (rho + design.offsets[index]) % n + 1))
    return Round(number, tuple(meetings))


@cache
def howell_design(tables: int) -> HowellDesign:
    """The starter and set offsets of the ``tables``-table Howell (offset ``c_0`` is 0).

    >>> howell_design(4)
    HowellDesign(tables=4, starter=((1, 6), (2, 5), (3, 4)), offsets=(0, 2, 4, 1))
    """
    n = 2 * tables - 1
    patterned = tuple((i, n - i) for i in range(1, tables))
    if tables <= 3:
        return HowellDesign(tables, patterned, (0,) * tables)
    offsets = _offsets(n, patterned)
    if offsets is not None:
        return HowellDesign(tables, patterned, offsets)
    found = _starter_and_offsets(n, tables)
    if found is None:
        raise InvalidMovementError(
            "no Howell without shared boards found for {tables} tables",
            code="movement.howell-none",
            tables=tables,
        )
    return HowellDesign(tables, *found)


def _offsets(n: int, starter: tuple[tuple[int, int], ...]) -> tuple[int, ...] | None:
    """Offsets for a fixed starter, by backtracking in increasing order."""
    chosen = [0]
    covered = {0}

    def extend(index: int) -> bool:
        if index > len(starter):
            return True
        a, b = starter[index - 1]
        for c in range(n):
            x, y = (c - a) % n, (c - b) % n
            if c in chosen or x in covered or y in covered:
                continue
            chosen.append(c)
            covered.update((x, y))
            if extend(index + 1):
                return True
            chosen.pop()
            covered.difference_update((x, y))
        return False

    return tuple(chosen) if extend(1) else None


def _starter_and_offsets(
    n: int, tables: int
) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]] | None:
    """A starter and its offsets together: couples taken from the smallest free residue."""
    starter: list[tuple[int, int]] = []
    chosen, covered, used = [0], {0}, {0}
    differences: set[int] = set()

    def extend() -> bool:
        if len(starter) == tables - 1:
            return True
        a = min(x for x in range(n) if x not in used)
        for b in range(a + 1, n):
            spread = {(b - a) % n, (a - b) % n}
            if b in used or spread & differences:
                continue
            for c in range(n):
                x, y = (c - a) % n, (c - b) % n
                if c in chosen or x in covered or y in covered:
                    continue
                starter.append((a, b))
                chosen.append(c)
                used.update((a, b))
                differences.update(spread)
                covered.update((x, y))
                if extend():
                    return True
                starter.pop()
                chosen.pop()
                used.difference_update((a, b))
                differences.difference_update(spread)
                covered.difference_update((x, y))
        return False

    return (tuple(starter), tuple(chosen)) if extend() else None
