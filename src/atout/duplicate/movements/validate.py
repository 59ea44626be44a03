"""Check a movement against the invariants of RULES §6, reporting every problem at once.

A valid movement: no pair sits twice in a round; no pair plays a board set
twice; no set is at two tables in a round unless declared shared; a pair
meets another at most once (in a Mitchell, only pairs of the other line).
A complete movement also has every pair meet every possible opponent
exactly once, and a full one (every round played: a complete movement or
a whole skip Mitchell) plays every board the same number of times. A phantom
counts as a pair: the movement is checked as if it were there.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import combinations

from atout.bridge.seats import Side
from atout.duplicate.movements.model import Movement, MovementKind, Pair, board_range


def validate(movement: Movement) -> list[str]:
    """Every problem found in ``movement`` (an empty list when it is valid).

    >>> from atout.duplicate.movements import howell
    >>> validate(howell(5))
    []
    """
    checks = (
        _shape,
        _seating,
        _boards_once,
        _shared_sets,
        _lines if movement.kind is MovementKind.MITCHELL else _howell_pairs,
        _meetings,
        _equal_play,
    )
    return [problem for check in checks for problem in check(movement)]


def is_valid(movement: Movement) -> bool:
    """True when :func:`validate` finds nothing."""
    return not validate(movement)


def _set_name(movement: Movement, board_set: int) -> str:
    return f"board set {board_set} (boards {board_range(movement.board_numbers(board_set))})"


def _listing(values: list[int]) -> str:
    """``1``, ``1 and 3``, ``1, 3 and 4``."""
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _shape(movement: Movement) -> list[str]:
    """Round numbers, table numbers, set numbers, declarations in range."""
    problems = []
    tables, sets = movement.tables, movement.board_sets
    for index, rnd in enumerate(movement.rounds, start=1):
        if rnd.number != index:
            problems.append(f"round {index} is numbered {rnd.number}")
        seen: set[int] = set()
        for m in rnd.meetings:
            where = f"round {rnd.number}, table {m.table}"
            if not 1 <= m.table <= tables:
                problems.append(f"{where}: there is no such table (1 to {tables})")
            if m.table in seen:
                problems.append(f"{where}: the table is listed twice")
            seen.add(m.table)
            if not 1 <= m.board_set <= sets:
                problems.append(f"{where}: there is no board set {m.board_set} (1 to {sets})")
        if rnd.bye_stand is not None and not 1 <= rnd.bye_stand <= sets:
            problems.append(f"round {rnd.number}: no board set {rnd.bye_stand} for the bye stand")
    numbers = {rnd.number for rnd in movement.rounds}
    problems += [
        f"board set {s} is declared shared in round {r}, which does not exist"
        for r, s in sorted(movement.shared)
        if r not in numbers
    ]
    problems += [
        f"round {r} is declared arrow-switched but does not exist"
        for r in sorted(movement.arrow_switch)
        if r not in numbers
    ]
    if movement.phantom is not None and movement.phantom not in movement.pairs:
        problems.append(f"the phantom {movement.phantom} has no place in the movement")
    return problems


def _seating(movement: Movement) -> list[str]:
    """No pair sits twice in a round."""
    problems = []
    for rnd in movement.rounds:
        tables: dict[Pair, list[int]] = defaultdict(list)
        for m in rnd.meetings:
            if m.ns == m.ew:
                problems.append(f"round {rnd.number}, table {m.table}: pair {m.ns} meets itself")
                tables[m.ns].append(m.table)
                continue
            for pair in m.pairs:
                tables[pair].append(m.table)
        problems += [
            f"round {rnd.number}: pair {pair} sits at tables {_listing(found)}"
            for pair, found in sorted(tables.items(), key=lambda item: item[0].sort_key)
            if len(found) > 1
        ]
    return problems


def _boards_once(movement: Movement) -> list[str]:
    """No pair plays a board set twice; the set on the bye stand is not played."""
    problems = []
    rounds: dict[tuple[Pair, int], list[int]] = defaultdict(list)
    for rnd in movement.rounds:
        for m in rnd.meetings:
            for pair in set(m.pairs):
                rounds[(pair, m.board_set)].append(rnd.number)
            if m.board_set == rnd.bye_stand:
                problems.append(
                    f"round {rnd.number}: {_set_name(movement, m.board_set)} is on the bye stand"
                    f" and at table {m.table}"
                )
    for (pair, board_set), found in sorted(
        rounds.items(), key=lambda i: (i[0][0].sort_key, i[0][1])
    ):
        if len(found) > 1:
            problems.append(
                f"pair {pair} plays {_set_name(movement, board_set)} in rounds {_listing(found)}"
            )
    return problems


def _shared_sets(movement: Movement) -> list[str]:
    """A set is at two tables in one round only when declared shared."""
    problems = []
    for rnd in movement.rounds:
        tables: dict[int, list[int]] = defaultdict(list)
        for m in rnd.meetings:
            tables[m.board_set].append(m.table)
        problems += [
            f"round {rnd.number}: {_set_name(movement, s)} is at tables {_listing(found)}"
            " but is not declared shared"
            for s, found in sorted(tables.items())
            if len(found) > 1 and (rnd.number, s) not in movement.shared
        ]
    return problems


def _lines(movement: Movement) -> list[str]:
    """Mitchell: pairs belong to a line, meet the other line, sit in their line's direction."""
    problems = []
    for rnd in movement.rounds:
        switched = rnd.number in movement.arrow_switch
        for m in rnd.meetings:
            where = f"round {rnd.number}, table {m.table}"
            lost = [p for p in m.pairs if p.line is None or p.number > movement.tables]
            problems += [
                f"{where}: pair {p} is not a pair of this Mitchell (1NS to {movement.tables}EW)"
                for p in lost
            ]
            if lost or m.ns == m.ew:
                continue
            if m.ns.line is m.ew.line:
                line = "N-S" if m.ns.line is Side.NS else "E-W"
                problems.append(f"{where}: pairs {m.ns} and {m.ew} are both of the {line} line")
                continue
            expected = Side.EW if switched else Side.NS
            if m.ns.line is not expected:
                state = "is" if switched else "is not"
                problems.append(
                    f"{where}: pair {m.ns} sits N-S and round {rnd.number} {state} arrow-switched"
                )
    return problems


def _howell_pairs(movement: Movement) -> list[str]:
    """Howell: pairs are plain numbers 1 to 2T."""
    top = 2 * movement.tables
    return [
        f"pair {pair} is not a pair of this Howell (1 to {top})"
        for pair in movement.pairs
        if pair.line is not None or pair.number > top
    ]


def _expected_opponents(movement: Movement) -> list[tuple[Pair, Pair]]:
    """Every couple of pairs a complete movement brings together."""
    tables = movement.tables
    if movement.kind is MovementKind.MITCHELL:
        return [
            (Pair(ns, Side.NS), Pair(ew, Side.EW))
            for ns in range(1, tables + 1)
            for ew in range(1, tables + 1)
        ]
    return list(combinations([Pair(n) for n in range(1, 2 * tables + 1)], 2))


def _key(first: Pair, second: Pair) -> tuple[Pair, Pair]:
    return (first, second) if first.sort_key <= second.sort_key else (second, first)


def _meetings(movement: Movement) -> list[str]:
    """Two pairs meet at most once; exactly once in a complete movement."""
    rounds: dict[tuple[Pair, Pair], list[int]] = defaultdict(list)
    for rnd in movement.rounds:
        for m in rnd.meetings:
            if m.ns != m.ew:
                rounds[_key(m.ns, m.ew)].append(rnd.number)
    problems = [
        f"pairs {a} and {b} meet {len(found)} times (rounds {_listing(found)})"
        for (a, b), found in sorted(
            rounds.items(), key=lambda i: (i[0][0].sort_key, i[0][1].sort_key)
        )
        if len(found) > 1
    ]
    if movement.is_complete:
        problems += [
            f"pairs {a} and {b} never meet"
            for a, b in _expected_opponents(movement)
            if _key(a, b) not in rounds
        ]
    return problems


def _equal_play(movement: Movement) -> list[str]:
    """A full movement plays every board the same number of times."""
    if not movement.is_full:
        return []
    plays = Counter({s: 0 for s in range(1, movement.board_sets + 1)})
    plays.update(m.board_set for rnd in movement.rounds for m in rnd.meetings)
    usual = max(Counter(plays.values()).most_common(), key=lambda item: (item[1], item[0]))[0]
    return [
        f"{_set_name(movement, s)} is played {count} times, not {usual} like the others"
        for s, count in sorted(plays.items())
        if count != usual
    ]
