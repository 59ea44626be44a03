"""Changes to a running pairs session's plan: a late pair, a withdrawn pair, a new movement.

A session's *layout* is every seat of its movement, the phantom's included
(:class:`Layout`): which pair sits where, round by round, whether or not it is
there. A pair is *absent* in a round when it has no seat at the table that
round (the phantom every round; a pair that withdrew, after it left; a late
pair, before it came). The plan the tables play is the layout without the
sittings of an absent pair: its opponents sit out.

A change takes effect after a round (``after_round``): the rounds up to it
are never touched, those after it are re-planned.

- :attr:`ChangeKind.JOIN`: a late pair takes a seat absent in every round
  after ``after_round`` and never played (the phantom's, by default); when every
  seat is taken it is a rover at a new table (:mod:`atout.duplicate.movements.rover`):
  each round one table's N-S pair sits out, its opponents and boards come to it.
- :attr:`ChangeKind.WITHDRAW`: a pair leaves; its opponents sit out after
  ``after_round``. Its results already stored stand, for it and for its
  opponents, and the boards it does not play are factored (David Stevenson,
  *What to do when a pair leaves early*, method 2, and the EBU White Book's
  §2.4 for a withdrawal after half the session: scores obtained stand).
- :attr:`ChangeKind.SWITCH`: the rounds after ``after_round`` are those of
  another movement (its pairs numbered as :meth:`Plan.from_movement` does),
  refused when a pair would play a board twice or a pair still there had no seat.

Boards then played fewer times than others are scored by the session's
short-board rule (:class:`~atout.duplicate.matchpoints.ShortBoards`).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, replace

from atout.duplicate.movements.model import Movement
from atout.duplicate.movements.plan import Plan, PlannedSitting, pair_number
from atout.duplicate.movements.rover import Displaced, rover_rounds
from atout.errors import InvalidMovementError, NotationError


class ChangeKind(enum.Enum):
    """What a change does to the rounds not yet played."""

    JOIN = "join"
    WITHDRAW = "withdraw"
    SWITCH = "switch"

    @classmethod
    def parse(cls, text: str) -> ChangeKind:
        """Read ``join``, ``withdraw`` or ``switch``.

        >>> ChangeKind.parse("withdraw")
        <ChangeKind.WITHDRAW: 'withdraw'>
        """
        try:
            return cls(text.strip().lower())
        except ValueError:
            raise NotationError(
                "{text!r} is not a change: use join, withdraw or switch",
                code="plan-change.unknown",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class PlanChange:
    """One change asked for: its kind, the last round kept as it is, the pair (joining or
    leaving; ``None`` for a late pair: the free seat) or the new movement."""

    kind: ChangeKind
    after_round: int
    pair: int | None = None
    movement: Movement | None = None


@dataclass(frozen=True, slots=True)
class SitOut:
    """In ``round``, pair ``pair`` sits out at ``table``: its opponent ``absent`` is not there
    (or, for a pair a rover displaced, ``absent`` is the late pair in its place)."""

    round: int
    table: int
    pair: int
    absent: int


@dataclass(frozen=True, slots=True)
class Layout:
    """Every seat of a session, round by round, and the pairs absent from each round.

    >>> from atout.duplicate.movements.suggest import suggest
    >>> layout = Layout.start(suggest(9)[1].build())
    >>> sorted(layout.absent)[:2], len(layout.plan.in_round(1)), len(layout.seats.in_round(1))
    ([(1, 5), (2, 5)], 4, 5)
    >>> late = layout.changed(PlanChange(ChangeKind.JOIN, 2))
    >>> [len(late.plan.in_round(r)) for r in (1, 2, 3, 5)]
    [4, 4, 5, 5]
    """

    seats: Plan
    absent: frozenset[tuple[int, int]] = frozenset()
    displaced: frozenset[Displaced] = frozenset()

    @classmethod
    def start(cls, movement: Movement) -> Layout:
        """The layout of ``movement``: every seat, the phantom's absent every round."""
        seats = Plan.from_movement(replace(movement, phantom=None))
        phantom = movement.phantom
        if phantom is None:
            return cls(seats)
        number = pair_number(phantom, movement.tables)
        return cls(seats, frozenset((r, number) for r in range(1, seats.rounds + 1)))

    @classmethod
    def of_plan(cls, plan: Plan) -> Layout:
        """The layout of a plan without a movement (every pair seated is there)."""
        return cls(plan)

    @property
    def plan(self) -> Plan:
        """The sittings played: the seats whose two pairs are there."""
        return Plan.of(s for s in self.seats.sittings if not self._empty(s))

    def _empty(self, sitting: PlannedSitting) -> bool:
        return any((sitting.round, p) in self.absent for p in sitting.pairs())

    @property
    def sit_outs(self) -> tuple[SitOut, ...]:
        """Each pair that sits out, round by round (its opponent's seat is empty)."""
        found = []
        for s in self.seats.sittings:
            gone = [p for p in s.pairs() if (s.round, p) in self.absent]
            if len(gone) == 1:
                (other,) = (p for p in s.pairs() if p not in gone)
                found.append(SitOut(s.round, s.table, other, gone[0]))
        for d in self.displaced:
            late = self.seats.sitting(d.round, d.late_table)
            if late is not None and (d.round, d.pair) not in self.absent:
                found.append(SitOut(d.round, d.table, d.pair, late.ns))
        return tuple(sorted(found, key=lambda s: (s.round, s.table)))

    def present(self, round_: int) -> frozenset[int]:
        """The pairs there in ``round_`` (seated or displaced by a rover, and not absent)."""
        seated = {p for s in self.seats.in_round(round_) for p in s.pairs()}
        seated |= {d.pair for d in self.displaced if d.round == round_}
        return frozenset(p for p in seated if (round_, p) not in self.absent)

    def changed(self, change: PlanChange) -> Layout:
        """The layout after ``change`` (an :class:`InvalidMovementError` when it cannot be made)."""
        after = change.after_round
        if not 0 <= after < self.seats.rounds:
            raise InvalidMovementError(
                "round {after}: a change takes effect after a round from 0 to {last}",
                code="plan-change.round",
                after=after,
                last=self.seats.rounds - 1,
            )
        if change.kind is ChangeKind.JOIN:
            return self._joined(after, change.pair)
        if change.kind is ChangeKind.WITHDRAW:
            return self._withdrawn(after, change.pair)
        if change.movement is None:
            raise InvalidMovementError(
                "a switch needs the movement of the rounds to come",
                code="plan-change.no-movement",
            )
        return self._switched(after, change.movement)

    def _later(self, after: int) -> range:
        return range(after + 1, self.seats.rounds + 1)

    def free_seats(self, after: int) -> tuple[int, ...]:
        """The pairs whose seat a late pair may take after round ``after``: empty in every
        round, never played, with rounds still to come (the phantom's)."""
        return tuple(p for p in self.seats.pairs if self._free(p, after))

    def late_pair(self, after: int) -> int:
        """The number a late pair takes after round ``after``: the first free seat's, else
        (a rover at a new table) the number after every pair's."""
        free = self.free_seats(after)
        return free[0] if free else max(self.seats.pairs, default=0) + 1

    def _joined(self, after: int, pair: int | None) -> Layout:
        free = self.free_seats(after)
        if not free and (pair is None or pair not in self.seats.pairs):
            return self._roved(after, pair or self.late_pair(after))
        if pair is None and free:
            pair = free[0]
        if pair is None or pair not in free:
            raise InvalidMovementError(
                "no free seat for a late pair after round {after}: switch to a larger movement",
                code="plan-change.no-seat",
                after=after,
            )
        return replace(self, absent=self.absent - {(r, pair) for r in self._later(after)})

    def _roved(self, after: int, pair: int) -> Layout:
        """The late pair ``pair`` N-S at a new table, a rover (:mod:`.rover`)."""
        late_tables = frozenset(d.late_table for d in self.displaced)
        chosen = rover_rounds(self.plan, self._later(after), late_tables)
        if not chosen:
            raise InvalidMovementError(
                "no free seat for a late pair after round {after}: switch to a larger movement",
                code="plan-change.no-seat",
                after=after,
            )
        table = self.seats.tables + 1
        moved = {(s.round, s.table) for s in chosen}
        kept = [s for s in self.seats.sittings if (s.round, s.table) not in moved]
        roving = [PlannedSitting(s.round, table, pair, s.ew, s.boards) for s in chosen]
        displaced = {Displaced(s.round, s.table, s.ns, table) for s in chosen}
        return Layout(Plan.of([*kept, *roving]), self.absent, self.displaced | displaced)

    def _free(self, pair: int, after: int) -> bool:
        """True when ``pair``'s seat is empty in every round and has never been played."""
        rounds = {s.round for s in self.seats.of_pair(pair)}
        return all((r, pair) in self.absent for r in rounds) and any(r > after for r in rounds)

    def _withdrawn(self, after: int, pair: int | None) -> Layout:
        later = [r for r in self._later(after) if pair in self.present(r)]
        if pair is None or not later:
            raise InvalidMovementError(
                "pair {pair} does not play after round {after}",
                code="plan-change.not-playing",
                pair=pair,
                after=after,
            )
        left = replace(self, absent=self.absent | {(r, pair) for r in later})
        back = {d for d in self.displaced if d.round in later and self._rover(d) == pair}
        return left._restored(back) if back else left

    def _rover(self, displaced: Displaced) -> int | None:
        late = self.seats.sitting(displaced.round, displaced.late_table)
        return None if late is None else late.ns

    def _restored(self, back: set[Displaced]) -> Layout:
        """The layout with the displaced N-S pairs ``back`` at their tables (a rover left)."""
        seats = list(self.seats.sittings)
        for d in back:
            late = self.seats.sitting(d.round, d.late_table)
            assert late is not None  # a displaced pair's rover has a seat
            seats.remove(late)
            seats.append(PlannedSitting(d.round, d.table, d.pair, late.ew, late.boards))
        return Layout(Plan.of(seats), self.absent, self.displaced - back)

    def _switched(self, after: int, movement: Movement) -> Layout:
        new = Layout.start(movement)
        there = self.present(after + 1)  # the pairs due to play next
        kept = [s for s in self.seats.sittings if s.round <= after]
        seats = Plan.of([*kept, *(s for s in new.seats.sittings if s.round > after)])
        absent = {(r, p) for r, p in self.absent if r <= after}
        absent |= {(r, p) for r, p in new.absent if r > after}
        gone = {p for p in self.seats.pairs if p not in there}
        absent |= {(r, p) for p in gone for r in range(after + 1, seats.rounds + 1)}
        displaced = frozenset(d for d in self.displaced if d.round <= after)
        switched = Layout(seats, frozenset(absent), displaced)
        unseated = sorted(p for p in there if p not in switched.present(after + 1))
        if unseated:
            raise InvalidMovementError(
                "pairs {unseated} would have no seat in the new movement",
                code="plan-change.unseated",
                unseated=unseated,
            )
        problems = replays(switched.plan)
        if problems:
            pair, board = problems[0]
            raise InvalidMovementError(
                "pair {pair} would play board {board} twice in the new movement",
                code="plan-change.board-twice",
                pair=pair,
                board=board,
            )
        return switched


def replays(plan: Plan) -> list[tuple[int, int]]:
    """Each (pair, board) the plan gives a pair more than once.

    >>> replays(Plan.of([PlannedSitting(1, 1, 1, 2, (1,)), PlannedSitting(2, 1, 1, 3, (1,))]))
    [(1, 1)]
    """
    seen: set[tuple[int, int]] = set()
    twice = []
    for s in plan.sittings:
        for pair in s.pairs():
            for board in s.boards:
                if (pair, board) in seen:
                    twice.append((pair, board))
                seen.add((pair, board))
    return twice


def replayed(start: Layout, changes: Iterable[PlanChange]) -> Layout:
    """The layout after ``changes``, made one after the other from ``start``."""
    layout = start
    for change in changes:
        layout = layout.changed(change)
    return layout
