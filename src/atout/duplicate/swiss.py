"""Swiss pairing: the tables of the next round from the ranking, who has met whom and the byes.

The FFB's *Patton suisse* (Règlement National, 2e partie, annexe IX) seats each round
from the ranking after the previous one: 1st against 2nd, 3rd against 4th… and a team
never meets the same opponent twice. :func:`pair_round` does exactly that:

- **The bye** (odd fields) goes to the lowest-ranked entrant that has not had one (the
  lowest-ranked of all when everyone has); the others are paired.
- **The natural pairing** 1v2, 3v4… is the answer whenever it repeats no meeting.
- **Otherwise the closest pairing without a repeat.** Ranks count from 0 among the
  entrants paired; a table of ranks ``i < j`` is ``d = j - i`` apart. Pairings compare
  on, in order: (1) the number of repeat meetings, so a repeat happens only when no
  pairing without one exists; (2) the sum of ``d²`` over the tables (the ranking
  distance, squared so that two small moves beat one large one: with 1 and 2 having
  met, 1v3 2v4 costs 8 and 1v4 2v3 costs 10); (3) the sum of ``(d - 1) · (m - i)²``
  (``m`` entrants paired), which puts a move at the top of the field above the same move
  lower down, so that the leaders keep the nearest opponents when two pairings tie on
  squares (with A to F in order, A-D B-E C-F A-B C-D E-F met: A-C B-F D-E, 111, before
  A-E B-C D-F, 117). The three are folded into one whole number,
  ``(R · repeats + d²) · T + tiebreak`` with ``R = m³`` and ``T = m⁴`` (each larger
  than the whole of what follows it), and the best
  pairing is a minimum-cost perfect matching: networkx's exact blossom algorithm
  (:func:`networkx.max_weight_matching`), run on blocks of the field.

**Why blocks, and why they are exact.** The blossom algorithm on the complete graph of
400 entrants takes seconds; a Swiss round must be seated in well under 100 ms. A
round's trouble is local: the natural tables that repeat a meeting. Each gets a block
of the field around it (two tables each side, cut between two natural tables, blocks
that overlap merged); every other natural table is a block of two. A block is solved
on a *relaxation* in which its entrants may also leave it ("escape"): ``p`` escaping
to the left costs ``T · x² / 2``, ``x`` being its distance to the first entrant left
of the block (to the right likewise). Escapes come in pairs, both to the same side,
or one to each side at the price ``T · b²`` (``b`` entrants in the block), so the
relaxation is itself a minimum-cost pairing of the block, each table ``i``-``j``
costing the least of its own cost and of those escape options.

Take the best pairing ``M`` of the whole field and split its cost block by block: a
table inside a block goes to it; a table ``i``-``j`` leaving blocks pays each end's
escape (it spans ``d ≥ x`` and ``d ≥ y`` ranks, and costs at least ``T · d² ≥
T · (x² + y²) / 2``). A cut between two natural tables has an even number of entrants
on each side, so an even number of ``M``'s tables cross it: a block's escapes to the
left and to the right are both even, unless an odd number of tables jump the whole
block, and then one of them pays that block ``T · b²`` (a table jumping blocks of
``S`` entrants in all spans ``d = x + y - 1 + S``, and ``d² ≥ S² + (x² + y²) / 2``).
So each block's share of ``M`` is at least the block's relaxed optimum, and ``M``
costs at least the sum of the relaxed optima. When a block's relaxed optimum escapes
no one, it is a pairing of the block, and the cheapest one (the relaxation allows
every pairing of the block): the blocks' pairings together cost no more than ``M``,
a certificate of optimality, not a heuristic. A natural table outside the trouble is
its own certificate (its cost ``T``; its escapes ``T / 2 + 2T`` to one side, or
``T + 4T`` across). A block whose relaxed optimum escapes someone is widened (twice
its size each side, merged with its neighbours) and solved again, up to the whole
field, which is solved on the complete graph (exact by definition, and a repeat is
then chosen only when no pairing avoids it).

**Options.** *One round's delay* (round r + 2 seated as soon as round r's results are in,
so the room never waits): pass the ranking after round r, with the meetings and byes of
rounds 1 to r + 1 (round r + 1 is already seated); the pairing depends only on what is
passed. *A Danish last round* (``danish=True``): 1v2, 3v4… repeats allowed. *The first
round*: :func:`first_round` (seeded from the ranking given, folded, or drawn by a
``random.Random``) or a director's own tables (:func:`fixed_round`). The FFB's bounds for
a club event are checked by :func:`ffb_warnings`: warnings, never refusals.

>>> pair_round(["A", "B", "C", "D", "E"], met=[("A", "B")], byes=["E"])
SwissRound(tables=(('A', 'C'), ('B', 'E')), bye='D', repeats=0)
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from atout.errors import InvalidEventError, Message

E = TypeVar("E", bound=Hashable)

#: The FFB's bounds for a Swiss teams event (Règlement National, 2e partie, annexe IX).
FFB_LEAST_TEAMS = 12
FFB_LEAST_ROUNDS = 6
#: Tables each side of a natural table that repeats a meeting, in a first block.
_FIRST_MARGIN = 2


@dataclass(frozen=True, slots=True)
class SwissRound(Generic[E]):
    """The tables of a round (the higher-ranked entrant first, the top table first), the
    entrant with the bye (``None`` in an even field) and how many tables repeat a meeting."""

    tables: tuple[tuple[E, E], ...]
    bye: E | None
    repeats: int


class Seeding(enum.Enum):
    """How the first round is seated from the entrants' order (their seeding).

    ``RANKED``: 1v2, 3v4…; ``FOLDED``: the top half against the bottom half (1 v n/2+1,
    2 v n/2+2…); ``DRAWN``: a random draw (a ``random.Random`` passed in), then 1v2, 3v4…
    """

    RANKED = "ranked"
    FOLDED = "folded"
    DRAWN = "drawn"


def pair_round(
    entrants: Sequence[E],
    met: Iterable[tuple[E, E]] = (),
    byes: Iterable[E] = (),
    *,
    danish: bool = False,
) -> SwissRound[E]:
    """The next round's tables for ``entrants`` in ranking order (see the module docstring).

    >>> pair_round([1, 2, 3, 4], met=[(1, 2), (3, 4)]).tables
    ((1, 3), (2, 4))
    >>> pair_round([1, 2, 3, 4], met=[(1, 2), (3, 4)], danish=True)
    SwissRound(tables=((1, 2), (3, 4)), bye=None, repeats=2)
    """
    meetings, had_bye = _checked(entrants, met, byes)
    bye = _bye(entrants, had_bye)
    paired = [e for e in entrants if e != bye] if bye is not None else list(entrants)
    rank = {entrant: index for index, entrant in enumerate(paired)}
    conflicts = frozenset(
        (min(rank[a], rank[b]), max(rank[a], rank[b]))
        for a, b in meetings
        if a in rank and b in rank
    )
    size = len(paired)
    chosen = _natural(0, size // 2) if danish else _Pairing(size, conflicts).solve()
    tables = tuple((paired[i], paired[j]) for i, j in sorted(chosen))
    return SwissRound(tables, bye, sum(1 for table in chosen if table in conflicts))


def first_round(
    entrants: Sequence[E], seeding: Seeding = Seeding.RANKED, draw: random.Random | None = None
) -> SwissRound[E]:
    """The first round seated from ``entrants`` (the bye to the last of the order).

    >>> first_round([1, 2, 3, 4, 5, 6], Seeding.FOLDED).tables
    ((1, 4), (2, 5), (3, 6))
    >>> first_round([1, 2, 3, 4], Seeding.DRAWN, random.Random(7)).tables
    ((4, 2), (1, 3))
    """
    order = list(entrants)
    if seeding is Seeding.DRAWN:
        if draw is None:
            raise InvalidEventError("a drawn first round needs a random draw", code="swiss.no-draw")
        draw.shuffle(order)
    _checked(order, (), ())
    bye = order.pop() if len(order) % 2 else None
    half = len(order) // 2
    if seeding is Seeding.FOLDED:
        tables = tuple(zip(order[:half], order[half:], strict=True))
    else:
        tables = tuple((order[k], order[k + 1]) for k in range(0, len(order), 2))
    return SwissRound(tables, bye, 0)


def fixed_round(entrants: Sequence[E], tables: Sequence[tuple[E, E]]) -> SwissRound[E]:
    """A round seated by the director: each entrant at one table, or the one left out on the bye.

    >>> fixed_round(["A", "B", "C"], [("C", "A")])
    SwissRound(tables=(('C', 'A'),), bye='B', repeats=0)
    """
    _checked(entrants, tables, ())
    seated = [entrant for table in tables for entrant in table]
    left = [entrant for entrant in entrants if entrant not in set(seated)]
    if len(seated) != len(set(seated)) or len(left) > 1 or len(left) != len(entrants) % 2:
        raise InvalidEventError(
            "the tables must seat every entrant once, one at most left out for the bye "
            "(an odd field)",
            code="swiss.not-a-round",
        )
    return SwissRound(tuple(tables), left[0] if left else None, 0)


def ffb_warnings(teams: int, rounds: int) -> tuple[Message, ...]:
    """What departs from the FFB's bounds for a Swiss teams event: at least 12 teams, at
    least 6 rounds, fewer rounds than half the teams. Warnings: the club may still play it.

    >>> [m.code for m in ffb_warnings(9, 5)]
    ['swiss.few-teams', 'swiss.few-rounds', 'swiss.many-rounds']
    >>> ffb_warnings(16, 7)
    ()
    """
    found = []
    if teams < FFB_LEAST_TEAMS:
        found.append(
            Message(
                "{teams} teams: the FFB plays a Swiss with at least {least} teams",
                code="swiss.few-teams",
                teams=teams,
                least=FFB_LEAST_TEAMS,
            )
        )
    if rounds < FFB_LEAST_ROUNDS:
        found.append(
            Message(
                "{rounds} rounds: the FFB plays a Swiss over at least {least} rounds",
                code="swiss.few-rounds",
                rounds=rounds,
                least=FFB_LEAST_ROUNDS,
            )
        )
    if 2 * rounds >= teams:
        found.append(
            Message(
                "{rounds} rounds for {teams} teams: the FFB plays fewer rounds than half the teams",
                code="swiss.many-rounds",
                rounds=rounds,
                teams=teams,
            )
        )
    return tuple(found)


def _checked(
    entrants: Sequence[E], met: Iterable[tuple[E, E]], byes: Iterable[E]
) -> tuple[list[tuple[E, E]], set[E]]:
    """``met`` and ``byes`` as lists, once every entrant is known and listed once."""
    known = set(entrants)
    if len(known) != len(entrants):
        twice = next(e for e in entrants if list(entrants).count(e) > 1)
        raise InvalidEventError(
            "{entrant!r} is listed twice among the entrants",
            code="swiss.entrant-twice",
            entrant=twice,
        )
    if len(entrants) < 2:
        raise InvalidEventError(
            "a Swiss round needs at least 2 entrants, not {count}",
            code="swiss.too-few",
            count=len(entrants),
        )
    meetings = [(a, b) for a, b in met]
    had_bye = set(byes)
    for entrant in [e for table in meetings for e in table] + sorted(had_bye, key=repr):
        if entrant not in known:
            raise InvalidEventError(
                "{entrant!r} is not one of the entrants",
                code="swiss.unknown-entrant",
                entrant=entrant,
            )
    for a, b in meetings:
        if a == b:
            raise InvalidEventError(
                "{entrant!r} cannot have met itself", code="swiss.meets-itself", entrant=a
            )
    return meetings, had_bye


def _bye(entrants: Sequence[E], had_bye: set[E]) -> E | None:
    """The lowest-ranked entrant without a bye (the lowest of all when all have had one)."""
    if len(entrants) % 2 == 0:
        return None
    return next((e for e in reversed(entrants) if e not in had_bye), entrants[-1])


def _natural(first: int, last: int) -> list[tuple[int, int]]:
    """The natural tables ``first`` to ``last - 1`` (counted in tables): ranks 2t and 2t+1."""
    return [(2 * t, 2 * t + 1) for t in range(first, last)]


class _Pairing:
    """The best pairing of ranks 0 to ``size - 1`` (even) avoiding ``conflicts``."""

    def __init__(self, size: int, conflicts: frozenset[tuple[int, int]]) -> None:
        self.size = size
        self.conflicts = conflicts
        self.repeat = max(size, 2) ** 3  # R = m³
        self.scale = max(size, 2) ** 4  # T = m⁴

    def cost(self, i: int, j: int) -> int:
        """The cost of the table of ranks ``i < j`` (see the module docstring)."""
        d = j - i
        repeat = self.repeat if (i, j) in self.conflicts else 0
        return (repeat + d * d) * self.scale + (d - 1) * (self.size - i) ** 2

    def solve(self) -> list[tuple[int, int]]:
        tables = self.size // 2
        trouble = [t for t in range(tables) if (2 * t, 2 * t + 1) in self.conflicts]
        blocks = _merged(
            [(max(0, t - _FIRST_MARGIN), min(tables, t + _FIRST_MARGIN + 1)) for t in trouble]
        )
        solved: dict[tuple[int, int], list[tuple[int, int]] | None] = {}
        while True:
            for block in blocks:
                if block not in solved:
                    solved[block] = self.block(*block)
            failing = [b for b in blocks if solved[b] is None]
            if not failing:
                break
            widened = [(max(0, a - (b - a)), min(tables, b + (b - a))) for a, b in failing]
            blocks = _merged([b for b in blocks if solved[b] is not None] + widened)
        chosen = [table for block in blocks for table in solved[block] or []]
        covered = {t for a, b in blocks for t in range(a, b)}
        return chosen + [pair for t, pair in enumerate(_natural(0, tables)) if t not in covered]

    def block(self, first: int, last: int) -> list[tuple[int, int]] | None:
        """The best pairing of tables ``first`` to ``last - 1``'s entrants, or ``None`` when
        its certificate fails (the relaxed optimum lets an entrant escape the block)."""

        start, end = 2 * first, 2 * last
        if start == 0 and end == self.size:  # the whole field: exact on the complete graph
            return _cheapest(self.cost, range(start, end))
        relaxed = _Relaxed(self, start, end)
        found = _cheapest(relaxed.cost, range(start, end))
        return found if all(relaxed.internal(i, j) for i, j in found) else None


class _Relaxed:
    """The costs of a block's relaxation, doubled (see the module docstring): a table of
    the block, or its two entrants escaping, each to the side it may (a pair to one
    side, or one to each side at the price of a table jumping the whole block)."""

    def __init__(self, pairing: _Pairing, start: int, end: int) -> None:
        self.pairing, self.start, self.end = pairing, start, end
        scale = pairing.scale
        self.left = start > 0
        self.right = end < pairing.size
        self.jump = 2 * scale * (end - start) ** 2

    def escape_left(self, p: int) -> int:
        return self.pairing.scale * (p - self.start + 1) ** 2

    def escape_right(self, p: int) -> int:
        return self.pairing.scale * (self.end - p) ** 2

    def cost(self, i: int, j: int) -> int:
        options = [2 * self.pairing.cost(i, j)]
        if self.left:
            options.append(self.escape_left(i) + self.escape_left(j))
        if self.right:
            options.append(self.escape_right(i) + self.escape_right(j))
        if self.left and self.right:
            options.append(self.jump + self.escape_left(i) + self.escape_right(j))
            options.append(self.jump + self.escape_right(i) + self.escape_left(j))
        return min(options)

    def internal(self, i: int, j: int) -> bool:
        """Whether the relaxation's table ``i``-``j`` is a table of the block."""
        return self.cost(i, j) == 2 * self.pairing.cost(i, j)


def _cheapest(cost: Callable[[int, int], int], entrants: range) -> list[tuple[int, int]]:
    """The cheapest pairing of ``entrants`` (an even number) for ``cost``: networkx's exact
    maximum-weight matching of most tables, each weighing ``top - cost``."""
    import networkx as nx

    costs = [(i, j, cost(i, j)) for i in entrants for j in entrants if i < j]
    top = max(c for _, _, c in costs) + 1
    graph = nx.Graph()
    graph.add_weighted_edges_from((i, j, top - c) for i, j, c in costs)
    return _tables(nx.max_weight_matching(graph, maxcardinality=True))


def _tables(matching: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(min(a, b), max(a, b)) for a, b in matching]


def _merged(blocks: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``blocks`` (half-open ranges of tables) with the overlapping ones merged.

    >>> _merged([(4, 9), (0, 3), (2, 5)])
    [(0, 9)]
    """
    merged: list[tuple[int, int]] = []
    for first, last in sorted(blocks):
        if merged and first < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(last, merged[-1][1]))
        else:
            merged.append((first, last))
    return merged
