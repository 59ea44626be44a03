"""Check an individual movement, reporting every problem at once.

A valid individual movement: tables, players and board sets in range; four
different players at a table; no player at two tables in a round; no player
plays a board set twice; two players partner at most once. A *complete*
movement (a whist tournament, see :mod:`atout.duplicate.movements.individual`)
also has every player play every round, every two players partner exactly
once and oppose exactly twice.

Each problem is a :class:`~atout.errors.Message` with its code and its values.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator
from itertools import combinations

from atout.duplicate.movements.individual import IndividualMovement
from atout.duplicate.movements.validate import misnumbered
from atout.errors import Message


def validate_individual(movement: IndividualMovement) -> list[Message]:
    """Every problem found in ``movement`` (an empty list when it is valid).

    >>> from atout.duplicate.movements.individual import individual
    >>> validate_individual(individual(4))
    []
    """
    checks = (_shape, _seating, _boards_once, _partners, _complete)
    return [problem for check in checks for problem in check(movement)]


def _problem(template: str, code: str, **values: object) -> Message:
    return Message(template, code=f"movement.{code}", **values)


def _shape(movement: IndividualMovement) -> Iterator[Message]:
    for index, rnd in enumerate(movement.rounds, start=1):
        yield from misnumbered(index, rnd.number)
        tables = [s.table for s in rnd.sittings]
        for sitting in rnd.sittings:
            where = {"round": rnd.number, "table": sitting.table}
            if not 1 <= sitting.table <= movement.tables or tables.count(sitting.table) > 1:
                yield _problem(
                    "round {round}, table {table}: not a table of the movement, or twice",
                    "individual-table",
                    **where,
                )
            if not 1 <= sitting.board_set <= movement.board_sets:
                yield _problem(
                    "round {round}, table {table}: there is no board set {board_set} (1 to {sets})",
                    "no-board-set",
                    **where,
                    board_set=sitting.board_set,
                    sets=movement.board_sets,
                )
            wrong = [p for p in sitting.players if not 1 <= p <= movement.players]
            if wrong:
                yield _problem(
                    "round {round}, table {table}: no player {player} (1 to {players})",
                    "no-player",
                    **where,
                    player=wrong[0],
                    players=movement.players,
                )
            if len(set(sitting.players)) < 4:
                yield _problem(
                    "round {round}, table {table}: a player holds two seats",
                    "two-seats",
                    **where,
                )


def _seating(movement: IndividualMovement) -> Iterator[Message]:
    """No player sits at two tables in one round."""
    for rnd in movement.rounds:
        seen = Counter(p for s in rnd.sittings for p in set(s.players))
        yield from (
            _problem(
                "round {round}: player {player} sits at two tables",
                "player-twice",
                round=rnd.number,
                player=player,
            )
            for player, count in sorted(seen.items())
            if count > 1
        )


def _boards_once(movement: IndividualMovement) -> list[Message]:
    """No player plays a board set twice."""
    rounds: dict[tuple[int, int], list[int]] = defaultdict(list)
    for rnd in movement.rounds:
        for sitting in rnd.sittings:
            for player in set(sitting.players):
                rounds[(player, sitting.board_set)].append(rnd.number)
    return [
        _problem(
            "player {player} plays board set {board_set} twice (rounds {first} and {second})",
            "player-set-twice",
            player=player,
            board_set=board_set,
            first=found[0],
            second=found[1],
        )
        for (player, board_set), found in sorted(rounds.items())
        if len(found) > 1
    ]


def _pairings(
    movement: IndividualMovement,
) -> tuple[Counter[tuple[int, int]], Counter[tuple[int, int]]]:
    """How often each two players partner, and how often they oppose."""
    partners: Counter[tuple[int, int]] = Counter()
    opponents: Counter[tuple[int, int]] = Counter()
    for rnd in movement.rounds:
        for s in rnd.sittings:
            for a, b in ((s.north, s.south), (s.east, s.west)):
                partners[(min(a, b), max(a, b))] += 1
            for a in (s.north, s.south):
                for b in (s.east, s.west):
                    opponents[(min(a, b), max(a, b))] += 1
    return partners, opponents


def _partners(movement: IndividualMovement) -> list[Message]:
    """Two players partner at most once."""
    partners, _ = _pairings(movement)
    return [
        _problem(
            "players {first} and {second} partner {count} times",
            "partner-twice",
            first=a,
            second=b,
            count=count,
        )
        for (a, b), count in sorted(partners.items())
        if count > 1
    ]


def _complete(movement: IndividualMovement) -> Iterator[Message]:
    """A whist tournament: everyone plays every round; partners once, opponents twice."""
    if not movement.complete:
        return
    partners, opponents = _pairings(movement)
    for rnd in movement.rounds:
        seated = {p for s in rnd.sittings for p in s.players}
        if len(seated) != movement.players:
            yield _problem(
                "round {round}: {count} players play, not {players}",
                "individual-idle",
                round=rnd.number,
                count=len(seated),
                players=movement.players,
            )
    for a, b in combinations(range(1, movement.players + 1), 2):
        if partners[(a, b)] == 0:
            yield _problem(
                "players {first} and {second} never partner",
                "never-partners",
                first=a,
                second=b,
            )
        if opponents[(a, b)] != 2:
            yield _problem(
                "players {first} and {second} oppose {count} times, not twice",
                "opponents-count",
                first=a,
                second=b,
                count=opponents[(a, b)],
            )
