"""A session's plan: a movement written out as sittings with numbered pairs.

The plan is what a session keeps of its movement and what checks the entries
of :class:`atout.duplicate.events.PairsEvent` (it offers ``rounds``,
``tables`` and ``sitting(round_, table)``). Pairs are plain numbers: a Howell
keeps its pair numbers; in a Mitchell the N-S pairs keep theirs and E-W pair
``n`` becomes ``tables + n``. A team session's plan comes from
:func:`atout.duplicate.round_robin.round_robin_plan` (its "pairs" are teams).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from atout.bridge.seats import Side
from atout.duplicate.movements.model import Movement, Pair
from atout.errors import InvalidMovementError


@dataclass(frozen=True, slots=True)
class PlannedSitting:
    """Who sits where in one round, and the boards they play."""

    round: int
    table: int
    ns: int
    ew: int
    boards: tuple[int, ...]

    def pairs(self) -> tuple[int, int]:
        """The N-S and E-W pairs."""
        return self.ns, self.ew


@dataclass(frozen=True, slots=True)
class Plan:
    """Every sitting of a session, round by round.

    >>> plan = Plan.of([PlannedSitting(1, 1, 1, 2, (1, 2)), PlannedSitting(2, 1, 2, 1, (3, 4))])
    >>> plan.rounds, plan.tables, plan.boards, plan.pairs
    (2, 1, (1, 2, 3, 4), (1, 2))
    >>> plan.sitting(2, 1).boards, plan.sitting(3, 1)
    ((3, 4), None)
    >>> Plan.from_rows(plan.to_rows()) == plan
    True
    """

    sittings: tuple[PlannedSitting, ...]
    rounds: int
    tables: int
    # Indexes of the sittings, built once: a table's page looks them up on every request.
    _index: dict[tuple[int, int], PlannedSitting] = field(
        init=False, repr=False, compare=False, hash=False
    )
    _by_round: dict[int, tuple[PlannedSitting, ...]] = field(
        init=False, repr=False, compare=False, hash=False
    )
    _by_table: dict[int, tuple[PlannedSitting, ...]] = field(
        init=False, repr=False, compare=False, hash=False
    )
    _seats: dict[int, dict[int, PlannedSitting]] = field(
        init=False, repr=False, compare=False, hash=False
    )

    def __post_init__(self) -> None:
        by_round: dict[int, list[PlannedSitting]] = {}
        by_table: dict[int, list[PlannedSitting]] = {}
        seats: dict[int, dict[int, PlannedSitting]] = {}
        for s in self.sittings:
            by_round.setdefault(s.round, []).append(s)
            by_table.setdefault(s.table, []).append(s)
            where = seats.setdefault(s.round, {})
            where[s.ns] = where[s.ew] = s
        object.__setattr__(self, "_index", {(s.round, s.table): s for s in self.sittings})
        object.__setattr__(self, "_by_round", {r: tuple(s) for r, s in by_round.items()})
        object.__setattr__(self, "_by_table", {t: tuple(s) for t, s in by_table.items()})
        object.__setattr__(self, "_seats", seats)

    @classmethod
    def of(cls, sittings: Iterable[PlannedSitting]) -> Plan:
        """The plan made of ``sittings`` (sorted by round, then table)."""
        ordered = tuple(sorted(sittings, key=lambda s: (s.round, s.table)))
        if not ordered:
            raise InvalidMovementError(
                "a session needs at least one sitting",
                code="plan.no-sitting",
            )
        rounds = max(s.round for s in ordered)
        tables = max(s.table for s in ordered)
        return cls(ordered, rounds, tables)

    @classmethod
    def from_movement(cls, movement: Movement) -> Plan:
        """The plan of a movement; a phantom's opponents sit out (no sitting)."""
        phantom = movement.phantom
        sittings = [
            PlannedSitting(
                rnd.number,
                meeting.table,
                pair_number(meeting.ns, movement.tables),
                pair_number(meeting.ew, movement.tables),
                movement.board_numbers(meeting.board_set),
            )
            for rnd in movement.rounds
            for meeting in rnd.meetings
            if phantom is None or phantom not in (meeting.ns, meeting.ew)
        ]
        return cls.of(sittings)

    @classmethod
    def from_rows(cls, rows: Iterable[Mapping[str, Any]]) -> Plan:
        """The plan stored as JSON rows."""
        return cls.of(
            PlannedSitting(
                int(r["round"]),
                int(r["table"]),
                int(r["ns"]),
                int(r["ew"]),
                tuple(int(b) for b in r["boards"]),
            )
            for r in rows
        )

    def to_rows(self) -> list[dict[str, Any]]:
        """The plan as JSON rows."""
        return [
            {"round": s.round, "table": s.table, "ns": s.ns, "ew": s.ew, "boards": list(s.boards)}
            for s in self.sittings
        ]

    def sitting(self, round_: int, table: int) -> PlannedSitting | None:
        """The sitting at ``table`` in ``round_`` (``None``: nobody plays there)."""
        return self._index.get((round_, table))

    def of_table(self, table: int) -> tuple[PlannedSitting, ...]:
        """The sittings of ``table``, round by round."""
        return self._by_table.get(table, ())

    def in_round(self, round_: int) -> tuple[PlannedSitting, ...]:
        """The sittings of ``round_``, table by table."""
        return self._by_round.get(round_, ())

    def seats_in(self, round_: int) -> Mapping[int, PlannedSitting]:
        """The sitting of each pair that plays in ``round_``, by pair number."""
        return self._seats.get(round_, {})

    def of_pair(self, pair: int) -> tuple[PlannedSitting, ...]:
        """The sittings of ``pair``, round by round."""
        return tuple(s for s in self.sittings if pair in (s.ns, s.ew))

    @property
    def boards(self) -> tuple[int, ...]:
        """Every board in play."""
        return tuple(sorted({b for s in self.sittings for b in s.boards}))

    @property
    def pairs(self) -> tuple[int, ...]:
        """Every pair that plays."""
        return tuple(sorted({p for s in self.sittings for p in s.pairs()}))

    def plays(self, board: int) -> int:
        """How many times ``board`` is played."""
        return sum(board in s.boards for s in self.sittings)

    def direction(self, pair: int) -> Side | None:
        """The side ``pair`` always sits (``None`` when it sits both, as in a Howell).

        >>> plan = Plan.of([PlannedSitting(1, 1, 1, 2, (1,)), PlannedSitting(2, 1, 2, 1, (2,))])
        >>> plan.direction(1), Plan.of([PlannedSitting(1, 1, 1, 2, (1,))]).direction(2)
        (None, <Side.EW: 'EW'>)
        """
        sides = {Side.NS if s.ns == pair else Side.EW for s in self.of_pair(pair)}
        return sides.pop() if len(sides) == 1 else None

    @property
    def by_direction(self) -> bool:
        """True when every pair always sits the same side (a Mitchell that is not
        arrow-switched): N-S and E-W are then ranked apart, one winner each (RULES §6).

        >>> two = [PlannedSitting(1, 1, 1, 2, (1,)), PlannedSitting(2, 1, 1, 2, (2,))]
        >>> Plan.of(two).by_direction
        True
        """
        return all(self.direction(pair) is not None for pair in self.pairs)


def pair_number(pair: Pair, tables: int) -> int:
    """The plain number of a movement's pair: E-W pairs of a Mitchell come after N-S.

    >>> pair_number(Pair(2, Side.EW), 7), pair_number(Pair(2, Side.NS), 7), pair_number(Pair(2), 7)
    (9, 2, 2)
    """
    return pair.number + (tables if pair.line is Side.EW else 0)
