"""Team sessions: a match in two rooms, or a round robin of matches, from the stored results.

In the plan of a team session the "pairs" are teams: in each round, match
``m`` is played at tables ``2m - 1`` (the open room, home team N-S) and
``2m`` (the closed room, home team E-W), on the same boards. A board counts
once both rooms have a confirmed result; an artificial score in a room gives
each team its Law 12C IMPs (+3 / 0 / −3).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from atout.duplicate.teams import MatchBoard, RoundRobin, TeamMatch
from atout.errors import InvalidMovementError
from atout.store.club_plan import Plan, PlannedSitting
from atout.store.club_records import ResultRecord
from atout.store.club_scoring import adjusted, payload_ns_score


def round_robin_plan(teams: int, boards_per_round: int) -> Plan:
    """Every team meets every other once (circle method; an odd count gives a bye).

    >>> plan = round_robin_plan(2, 8)
    >>> [(s.round, s.table, s.ns, s.ew, s.boards[-1]) for s in plan.sittings]
    [(1, 1, 1, 2, 8), (1, 2, 2, 1, 8)]
    >>> round_robin_plan(4, 2).rounds, round_robin_plan(5, 2).rounds
    (3, 5)
    """
    if teams < 2:
        raise InvalidMovementError(f"{teams!r} teams: a match needs two teams")
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


@dataclass(frozen=True, slots=True)
class PlayedMatch:
    """A match of the session: round, teams, open-room table, and the domain match of its
    complete boards (the closed room is the next table)."""

    round: int
    home: int
    away: int
    match: TeamMatch | None
    table: int


def _board(
    number: int, open_room: ResultRecord | None, closed_room: ResultRecord | None
) -> MatchBoard | None:
    if open_room is None or closed_room is None:
        return None
    if not (open_room.confirmed and closed_room.confirmed):
        return None
    open_adjusted, closed_adjusted = adjusted(open_room.payload), adjusted(closed_room.payload)
    if open_adjusted is not None:
        return MatchBoard(number, adjusted=(open_adjusted.ns, open_adjusted.ew))
    if closed_adjusted is not None:
        return MatchBoard(number, adjusted=(closed_adjusted.ew, closed_adjusted.ns))
    open_ns = payload_ns_score(open_room.payload, number)
    closed_ns = payload_ns_score(closed_room.payload, number)
    return MatchBoard(number, open_ns=open_ns, closed_ns=closed_ns)


def played_matches(
    plan: Plan, results: Iterable[ResultRecord], names: Mapping[int, str]
) -> tuple[PlayedMatch, ...]:
    """Every match of the plan with its boards complete in both rooms so far."""
    by_key = {(r.round, r.table, r.board): r for r in results}
    found = []
    for sitting in plan.sittings:
        if sitting.table % 2 == 0:
            continue
        boards = [
            _board(
                b,
                by_key.get((sitting.round, sitting.table, b)),
                by_key.get((sitting.round, sitting.table + 1, b)),
            )
            for b in sitting.boards
        ]
        complete = tuple(b for b in boards if b is not None)
        home, away = team_name(names, sitting.ns), team_name(names, sitting.ew)
        match = TeamMatch(home, away, complete) if complete else None
        found.append(PlayedMatch(sitting.round, sitting.ns, sitting.ew, match, sitting.table))
    return tuple(found)


def team_name(names: Mapping[int, str], team: int) -> str:
    """A team's name, or "Team n"."""
    return names.get(team) or f"Team {team}"


def round_robin(plan: Plan, matches: Sequence[PlayedMatch], names: Mapping[int, str]) -> RoundRobin:
    """The round robin of the matches played so far."""
    teams = tuple(team_name(names, t) for t in plan.pairs)
    return RoundRobin(teams, tuple(m.match for m in matches if m.match is not None))
