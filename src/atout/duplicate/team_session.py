"""A team session's matches and round robin, from the results its tables scored.

The plan is a round robin's (:func:`atout.duplicate.round_robin.round_robin_plan`):
match ``m`` of a round is played at tables ``2m - 1`` (open room, home team
N-S) and ``2m`` (closed room, home team E-W). A board counts once both rooms
have a result; an artificial score in a room gives each team its Law 12C IMPs
(+3 / 0 / −3); a weighted or split assigned score in a room gives each team its
own outcomes IMPed against the other room, weighted (Law 12C1(c)). The results
given are the ones that count (a session keeps only the confirmed ones), by
``(round, table, board)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.board import Vulnerability, board_vulnerability
from atout.duplicate.imps import imps
from atout.duplicate.matchpoints import WeightedEntry
from atout.duplicate.movements.plan import Plan
from atout.duplicate.table_result import TableResult
from atout.duplicate.teams import MatchBoard, RoundRobin, TeamMatch

#: A session's results that count, by (round, table, board).
Results = Mapping[tuple[int, int, int], TableResult]


@dataclass(frozen=True, slots=True)
class PlayedMatch:
    """A match of the session: round, teams, open-room table, and the domain match of its
    complete boards (the closed room is the next table)."""

    round: int
    home: int
    away: int
    match: TeamMatch | None
    table: int


def match_board(
    number: int, open_room: TableResult | None, closed_room: TableResult | None
) -> MatchBoard | None:
    """Board ``number`` of a match once both rooms have a result (else ``None``).

    >>> match_board(1, TableResult.parse("4S= N"), TableResult.parse("4S-1 N")).home_imps
    10
    >>> match_board(1, None, TableResult.parse("4S= N")) is None
    True
    """
    if open_room is None or closed_room is None:
        return None
    if open_room.adjusted is not None:
        return MatchBoard(number, adjusted=(open_room.adjusted.ns, open_room.adjusted.ew))
    if closed_room.adjusted is not None:
        return MatchBoard(number, adjusted=(closed_room.adjusted.ew, closed_room.adjusted.ns))
    vulnerability = board_vulnerability(number)
    if open_room.is_assigned or closed_room.is_assigned:
        return MatchBoard(number, weighted=weighted_imps(open_room, closed_room, vulnerability))
    open_ns = open_room.ns_score(vulnerability)
    closed_ns = closed_room.ns_score(vulnerability)
    return MatchBoard(number, open_ns=open_ns, closed_ns=closed_ns)


Outcomes = tuple[tuple[Fraction, int], ...]


def _sides(result: TableResult, vulnerability: Vulnerability) -> tuple[Outcomes, Outcomes]:
    """A room's outcomes for its N-S and its E-W side: a played score is one of weight 1."""
    entry = result.board_entry(vulnerability)
    if isinstance(entry, WeightedEntry):
        return entry.ns, entry.ew
    assert isinstance(entry, int)
    return ((Fraction(1), entry),), ((Fraction(1), entry),)


def _versus(mine: Outcomes, theirs: Outcomes) -> Fraction:
    """Σ weight × weight × IMPs of ``mine``'s N-S score less ``theirs``."""
    return sum(
        (w * v * imps(score - other) for w, score in mine for v, other in theirs), Fraction(0)
    )


def weighted_imps(
    open_room: TableResult, closed_room: TableResult, vulnerability: Vulnerability
) -> tuple[Fraction, Fraction]:
    """The home and the away team's IMPs when a room holds an assigned score (Law 12C1(c)).

    The home team sits N-S in the open room and E-W in the closed one: its IMPs are its own
    outcomes in both rooms compared, weighted; the away team's likewise with its own, so a
    split score need not balance.

    >>> from atout.bridge.board import Vulnerability
    >>> mixed = TableResult.parse("60% 4S= N + 40% 4S-1 N")
    >>> [str(x) for x in weighted_imps(mixed, TableResult.parse("PASS"), Vulnerability.NONE)]
    ['23/5', '-23/5']
    """
    open_ns, open_ew = _sides(open_room, vulnerability)
    closed_ns, closed_ew = _sides(closed_room, vulnerability)
    return _versus(open_ns, closed_ew), -_versus(open_ew, closed_ns)


def played_matches(
    plan: Plan, results: Results, names: Mapping[int, str]
) -> tuple[PlayedMatch, ...]:
    """Every match of the plan with its boards complete in both rooms so far.

    >>> from atout.duplicate.round_robin import round_robin_plan
    >>> results = {(1, 1, 1): TableResult.parse("3NT= S"), (1, 2, 1): TableResult.parse("PASS")}
    >>> [(m.home, m.away, m.match.home_imps) for m in played_matches(
    ...     round_robin_plan(2, 2), results, {})]
    [(1, 2, 9)]
    """
    found = []
    for sitting in plan.sittings:
        if sitting.table % 2 == 0:
            continue
        boards = [
            match_board(
                b,
                results.get((sitting.round, sitting.table, b)),
                results.get((sitting.round, sitting.table + 1, b)),
            )
            for b in sitting.boards
        ]
        complete = tuple(b for b in boards if b is not None)
        home, away = team_name(names, sitting.ns), team_name(names, sitting.ew)
        match = TeamMatch(home, away, complete) if complete else None
        found.append(PlayedMatch(sitting.round, sitting.ns, sitting.ew, match, sitting.table))
    return tuple(found)


def is_open_room(table: int) -> bool:
    """True when ``table`` is a match's open room (home team N-S), false for its closed room.

    >>> is_open_room(1), is_open_room(2), is_open_room(3)
    (True, False, True)
    """
    return table % 2 == 1


def team_name(names: Mapping[int, str], team: int) -> str:
    """A team's name, or "Team n".

    >>> team_name({1: "Lyon"}, 1), team_name({1: "Lyon"}, 2)
    ('Lyon', 'Team 2')
    """
    return names.get(team) or f"Team {team}"


def round_robin(plan: Plan, matches: Sequence[PlayedMatch], names: Mapping[int, str]) -> RoundRobin:
    """The round robin of the matches played so far."""
    teams = tuple(team_name(names, t) for t in plan.pairs)
    return RoundRobin(teams, tuple(m.match for m in matches if m.match is not None))
