"""Finding a seating plan with few repeated meetings: a greedy start, then simulated annealing.

Each round is first filled player by player (in a random order), each at the
table with a free seat where he meets the fewest players he met already. Then
simulated annealing swaps two players of different tables in one round: a
swap that costs nothing or less is kept, a costlier one with probability
``exp(−cost / temperature)``, the temperature falling geometrically. The
energy is ``Σ C(m, 2)`` over the pairs that meet ``m`` times — equal to the
number of repeats while no pair meets three times, and steeper beyond —
plus 1.5 × ``Σ f²`` over the players sitting ``f`` rounds at a table of 5,
which spreads the tables of 5 evenly. The search stops early when the
repeats reach :func:`atout.tarot.tournament.plan.lower_bound` and the tables
of 5 are spread. All randomness comes from the ``random.Random`` passed in:
the same seed gives the same plan.
"""

from __future__ import annotations

import math
import random

from atout.errors import InvalidMovementError
from atout.tarot.tournament.plan import (
    DEALS,
    ROUNDS,
    TableSizes,
    TournamentPlan,
    bye_schedule,
    lower_bound,
    rounds_of,
    table_counts,
)

#: Swaps tried per table and round (times ``effort``).
SWAPS_PER_TABLE_ROUND = 3_000
#: The annealing's starting and final temperatures.
HOT, COLD = 1.0, 0.1
#: Weight of the spread of the tables of 5 against the repeats.
FIVES_WEIGHT = 1.5


def build_plan(
    players: int,
    rounds: int,
    rng: random.Random,
    *,
    sizes: TableSizes = TableSizes.FOUR_AND_FIVE,
    deals: int = 4,
    effort: float = 1.0,
) -> TournamentPlan:
    """A plan for ``players`` over ``rounds`` with as few repeated meetings as found.

    >>> plan = build_plan(22, 5, random.Random(7))
    >>> plan.most_meetings <= 2, sorted(len(t.players) for t in plan.rounds[0].tables)
    (True, [4, 4, 4, 5, 5])
    """
    fours, fives, byes = table_counts(players, sizes)
    if rounds not in ROUNDS:
        raise InvalidMovementError(
            "rounds: {rounds!r} is not valid: use 1 to {value}",
            code="tournament.rounds",
            rounds=rounds,
            value=ROUNDS.stop - 1,
        )
    if deals not in DEALS:
        raise InvalidMovementError(
            "deals: {deals!r} is not valid: use 1 to {value}",
            code="tournament.deals",
            deals=deals,
            value=DEALS.stop - 1,
        )
    order = list(range(1, players + 1))
    rng.shuffle(order)
    out = bye_schedule(players, rounds, byes, order)
    search = _Search(players, [5] * fives + [4] * fours)
    seating = [search.greedy(rng, [p for p in order if p not in set(o)]) for o in out]
    best = search.anneal(rng, seating, lower_bound(players, rounds, sizes), effort)
    return TournamentPlan(players, sizes, deals, tuple(rounds_of(best, out)))


class _Search:
    """The meeting counts of a seating, kept up to date as players are swapped."""

    def __init__(self, players: int, capacities: list[int]) -> None:
        self.size = players + 1
        self.capacities = capacities
        self.meet = [0] * (self.size * self.size)
        self.fives = [0] * self.size

    def _add(self, table: list[int], step: int) -> None:
        size, meet = self.size, self.meet
        for i, a in enumerate(table):
            for b in table[i + 1 :]:
                meet[a * size + b] += step
                meet[b * size + a] += step
            if len(table) == 5:
                self.fives[a] += step

    def greedy(self, rng: random.Random, seated: list[int]) -> list[list[int]]:
        """One round filled player by player, each where he meets fewest players met before."""
        rng.shuffle(seated)
        tables: list[list[int]] = [[] for _ in self.capacities]
        size, meet = self.size, self.meet
        for player in seated:
            free = [i for i, t in enumerate(tables) if len(t) < self.capacities[i]]
            cost = {i: sum(meet[player * size + x] for x in tables[i]) for i in free}
            low = min(cost.values())
            chosen = rng.choice([i for i in free if cost[i] == low])
            tables[chosen].append(player)
        for table in tables:
            self._add(table, 1)
        return tables

    def repeats(self) -> int:
        """The repeats of the current seating."""
        return sum(count - 1 for count in self.meet if count > 1) // 2

    def energy(self) -> float:
        """``Σ C(m, 2)`` over the pairs, plus the weighted spread of the tables of 5."""
        pairs = sum(count * (count - 1) // 2 for count in self.meet) // 2
        return pairs + FIVES_WEIGHT * sum(f * f for f in self.fives)

    def _spread(self) -> bool:
        counts = self.fives[1:]
        return max(counts) - min(counts) <= 1

    def _delta(self, first: list[int], second: list[int], i: int, j: int) -> float:
        """The change of energy if ``first[i]`` and ``second[j]`` swap tables."""
        size, meet = self.size, self.meet
        a, b = first[i], second[j]
        delta = 0
        for x in first:
            if x != a:
                delta += meet[b * size + x] - meet[a * size + x] + 1
        for y in second:
            if y != b:
                delta += meet[a * size + y] - meet[b * size + y] + 1
        if len(first) != len(second):
            five, four = (a, b) if len(first) == 5 else (b, a)
            return delta + FIVES_WEIGHT * 2 * (self.fives[four] - self.fives[five] + 1)
        return delta

    def anneal(
        self, rng: random.Random, seating: list[list[list[int]]], bound: int, effort: float
    ) -> list[list[list[int]]]:
        """Swap players to lower the energy; the best seating met (a copy)."""
        steps = int(effort * SWAPS_PER_TABLE_ROUND * len(seating) * len(self.capacities))
        if len(self.capacities) < 2 or steps <= 0:
            return [[list(t) for t in r] for r in seating]
        energy = self.energy()
        best, best_energy = [[list(t) for t in r] for r in seating], energy
        cooling = (COLD / HOT) ** (1 / steps)
        temperature = HOT
        tables = len(self.capacities)
        for _ in range(steps):
            temperature *= cooling
            tables_of_round = seating[rng.randrange(len(seating))]
            k = rng.randrange(tables)
            m = rng.randrange(tables - 1)
            m += m >= k
            first, second = tables_of_round[k], tables_of_round[m]
            i, j = rng.randrange(len(first)), rng.randrange(len(second))
            delta = self._delta(first, second, i, j)
            if delta > 0 and rng.random() >= math.exp(-delta / temperature):
                continue
            self._add(first, -1)
            self._add(second, -1)
            first[i], second[j] = second[j], first[i]
            self._add(first, 1)
            self._add(second, 1)
            energy += delta
            if energy < best_energy:
                best, best_energy = [[list(t) for t in r] for r in seating], energy
                if self.repeats() <= bound and self._spread():
                    break
        return best
