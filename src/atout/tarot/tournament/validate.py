"""Check a tournament plan, reporting every problem at once (like a bridge movement's check).

A valid plan seats every player exactly once in each round, at a table or on
a bye; its tables hold 4 players (or 5 when the plan allows tables of 5) and
are numbered from 1; it has byes only with tables of 4 only, as many each
round as the players left over, and two players' byes differ by at most one.
"""

from __future__ import annotations

from collections import Counter

from atout.errors import InvalidMovementError
from atout.tarot.tournament.plan import TableSizes, TournamentPlan, table_counts


def validate(plan: TournamentPlan) -> list[str]:
    """Every problem of ``plan`` (an empty list when it is valid).

    >>> import random
    >>> from atout.tarot.tournament.search import build_plan
    >>> validate(build_plan(13, 3, random.Random(2)))
    []
    """
    try:
        fours, fives, byes = table_counts(plan.players, plan.sizes)
    except InvalidMovementError as error:
        return [str(error)]
    problems = []
    everyone = set(range(1, plan.players + 1))
    allowed = {4, 5} if plan.sizes is TableSizes.FOUR_AND_FIVE else {4}
    for round_ in plan.rounds:
        where = f"round {round_.number}"
        seen = Counter(p for t in round_.tables for p in t.players) + Counter(round_.byes)
        problems += [
            f"{where}: player {p} is seated {n} times" for p, n in sorted(seen.items()) if n > 1
        ]
        problems += [f"{where}: player {p} is not seated" for p in sorted(everyone - set(seen))]
        problems += [
            f"{where}: there is no player {p} (1 to {plan.players})"
            for p in sorted(set(seen) - everyone)
        ]
        for index, table in enumerate(round_.tables, 1):
            if table.number != index:
                problems.append(f"{where}: table {index} is numbered {table.number}")
            if len(table.players) not in allowed:
                valid = " or ".join(str(n) for n in sorted(allowed))
                problems.append(
                    f"{where}, table {table.number}: {len(table.players)} players: seat {valid}"
                )
        sizes = Counter(len(t.players) for t in round_.tables)
        if (sizes[4], sizes[5], len(round_.byes)) != (fours, fives, byes):
            problems.append(
                f"{where}: {sizes[4]} tables of 4, {sizes[5]} of 5 and {len(round_.byes)} byes: "
                f"{plan.players} players need {fours}, {fives} and {byes}"
            )
    counts = [plan.byes_of(p) for p in everyone]
    if counts and max(counts) - min(counts) > 1:
        problems.append(
            f"byes: from {min(counts)} to {max(counts)} per player: "
            f"give each player his turn before anyone sits out twice"
        )
    return problems
