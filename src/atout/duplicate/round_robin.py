"""The plan of a team session: every team meets every other once (a round robin).

In the plan of a team session the "pairs" are teams: in each round, match
``m`` is played at tables ``2m - 1`` (the open room, home team N-S) and
``2m`` (the closed room, home team E-W), on the same boards.
"""

from __future__ import annotations

from atout.duplicate.movements.plan import Plan, PlannedSitting
from atout.errors import InvalidMovementError


def round_robin_plan(teams: int, boards_per_round: int) -> Plan:
    """Every team meets every other once (circle method; an odd count gives a bye).

    >>> plan = round_robin_plan(2, 8)
    >>> [(s.round, s.table, s.ns, s.ew, s.boards[-1]) for s in plan.sittings]
    [(1, 1, 1, 2, 8), (1, 2, 2, 1, 8)]
    >>> round_robin_plan(4, 2).rounds, round_robin_plan(5, 2).rounds
    (3, 5)
    """
    if teams < 2:
        raise InvalidMovementError(
            "{teams!r} teams: a match needs two teams",
            code="round-robin.too-few-teams",
            teams=teams,
        )
    ring: list[int | None] = list(range(1, teams + 1)) + ([None] if teams % 2 else [])
    sittings: list[PlannedSitting] = []
    for round_ in range(1, len(ring)):
        boards = tuple(range((round_ - 1) * boards_per_round + 1, round_ * boards_per_round + 1))
        half = len(ring) // 2
        meetings = [(ring[i], ring[-1 - i]) for i in range(half)]
        table = 1
        for home, away in meetings:
            if home is None or away is None:
                continue
            if round_ % 2 == 0:
                home, away = away, home
            sittings.append(PlannedSitting(round_, table, home, away, boards))
            sittings.append(PlannedSitting(round_, table + 1, away, home, boards))
            table += 2
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return Plan.of(sittings)
