"""Check a movement against the invariants of RULES §6, reporting every problem at once.

A valid movement: no pair sits twice in a round; no pair plays a board set
twice; no set is at two tables in a round unless declared shared; a pair
meets another at most once (in a Mitchell, only pairs of the other line).
A complete movement also has every pair meet every possible opponent
exactly once, and a full one (every round played: a complete movement or
a whole skip Mitchell) plays every board the same number of times. A phantom
counts as a pair: the movement is checked as if it were there.

Each problem is a :class:`~atout.errors.Message` with its code and its values (pairs,
tables, rounds, board sets), so that the reader's language writes it.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator
from itertools import combinations

from atout.bridge.seats import Side
from atout.duplicate.movements.model import Movement, MovementKind, Pair, board_range
from atout.errors import Message


def validate(movement: Movement) -> list[Message]:
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


def _problem(template: str, code: str, **values: object) -> Message:
    return Message(template, code=f"movement.{code}", **values)


def misnumbered(index: int, number: int) -> list[Message]:
    """The problem of the ``index``-th round (from 1) numbered ``number``, if it is one.

    >>> misnumbered(2, 3)
    ['round 2 is numbered 3']
    """
    if number == index:
        return []
    template = "round {index} is numbered {round}"
    return [_problem(template, "round-number", index=index, round=number)]


def _set_name(movement: Movement, board_set: int) -> Message:
    boards = board_range(movement.board_numbers(board_set))
    return Message("board set {board_set} (boards {boards})", board_set=board_set, boards=boards)


def _listing(values: list[int]) -> Message:
    """``1``, ``1 and 3``, ``1, 3 and 4``.

    >>> _listing([1, 3, 4])
    '1, 3 and 4'
    """
    return Message.joined([str(v) for v in values], ", ", Message(" and "))


def _shape(movement: Movement) -> Iterator[Message]:
    """Round numbers, table numbers, set numbers, declarations in range."""
    tables, sets = movement.tables, movement.board_sets
    for index, rnd in enumerate(movement.rounds, start=1):
        yield from misnumbered(index, rnd.number)
        seen: set[int] = set()
        for m in rnd.meetings:
            where = {"round": rnd.number, "table": m.table}
            if not 1 <= m.table <= tables:
                yield _problem(
                    "round {round}, table {table}: there is no such table (1 to {tables})",
                    "no-table",
                    **where,
                    tables=tables,
                )
            if m.table in seen:
                yield _problem(
                    "round {round}, table {table}: the table is listed twice",
                    "table-twice",
                    **where,
                )
            seen.add(m.table)
            if not 1 <= m.board_set <= sets:
                yield _problem(
                    "round {round}, table {table}: there is no board set {board_set} (1 to {sets})",
                    "no-board-set",
                    **where,
                    board_set=m.board_set,
                    sets=sets,
                )
        if rnd.bye_stand is not None and not 1 <= rnd.bye_stand <= sets:
            yield _problem(
                "round {round}: no board set {board_set} for the bye stand",
                "no-bye-set",
                round=rnd.number,
                board_set=rnd.bye_stand,
            )
    numbers = {rnd.number for rnd in movement.rounds}
    yield from (
        _problem(
            "board set {board_set} is declared shared in round {round}, which does not exist",
            "shared-no-round",
            board_set=s,
            round=r,
        )
        for r, s in sorted(movement.shared)
        if r not in numbers
    )
    yield from (
        _problem(
            "round {round} is declared arrow-switched but does not exist",
            "switched-no-round",
            round=r,
        )
        for r in sorted(movement.arrow_switch)
        if r not in numbers
    )
    if movement.phantom is not None and movement.phantom not in movement.pairs:
        yield _problem(
            "the phantom {pair} has no place in the movement",
            "phantom-no-place",
            pair=movement.phantom.said,
        )


def _seating(movement: Movement) -> Iterator[Message]:
    """No pair sits twice in a round."""
    for rnd in movement.rounds:
        tables: dict[Pair, list[int]] = defaultdict(list)
        for m in rnd.meetings:
            if m.ns == m.ew:
                yield _problem(
                    "round {round}, table {table}: pair {pair} meets itself",
                    "meets-itself",
                    round=rnd.number,
                    table=m.table,
                    pair=m.ns.said,
                )
                tables[m.ns].append(m.table)
                continue
            for pair in m.pairs:
                tables[pair].append(m.table)
        yield from (
            _problem(
                "round {round}: pair {pair} sits at tables {tables}",
                "sits-twice",
                round=rnd.number,
                pair=pair.said,
                tables=_listing(found),
            )
            for pair, found in sorted(tables.items(), key=lambda item: item[0].sort_key)
            if len(found) > 1
        )


def _boards_once(movement: Movement) -> Iterator[Message]:
    """No pair plays a board set twice; the set on the bye stand is not played."""
    rounds: dict[tuple[Pair, int], list[int]] = defaultdict(list)
    for rnd in movement.rounds:
        for m in rnd.meetings:
            for pair in set(m.pairs):
                rounds[(pair, m.board_set)].append(rnd.number)
            if m.board_set == rnd.bye_stand:
                yield _problem(
                    "round {round}: {board_set} is on the bye stand and at table {table}",
                    "bye-set-played",
                    round=rnd.number,
                    board_set=_set_name(movement, m.board_set),
                    table=m.table,
                )
    for (pair, board_set), found in sorted(
        rounds.items(), key=lambda i: (i[0][0].sort_key, i[0][1])
    ):
        if len(found) > 1:
            yield _problem(
                "pair {pair} plays {board_set} in rounds {rounds}",
                "plays-twice",
                pair=pair.said,
                board_set=_set_name(movement, board_set),
                rounds=_listing(found),
            )


def _shared_sets(movement: Movement) -> Iterator[Message]:
    """A set is at two tables in one round only when declared shared."""
    for rnd in movement.rounds:
        tables: dict[int, list[int]] = defaultdict(list)
        for m in rnd.meetings:
            tables[m.board_set].append(m.table)
        yield from (
            _problem(
                "round {round}: {board_set} is at tables {tables} but is not declared shared",
                "not-shared",
                round=rnd.number,
                board_set=_set_name(movement, s),
                tables=_listing(found),
            )
            for s, found in sorted(tables.items())
            if len(found) > 1 and (rnd.number, s) not in movement.shared
        )


def _lines(movement: Movement) -> Iterator[Message]:
    """Mitchell: pairs belong to a line, meet the other line, sit in their line's direction."""
    first, last = Pair(1, Side.NS).said, Pair(movement.tables, Side.EW).said
    for rnd in movement.rounds:
        switched = rnd.number in movement.arrow_switch
        for m in rnd.meetings:
            where = {"round": rnd.number, "table": m.table}
            lost = [p for p in m.pairs if p.line is None or p.number > movement.tables]
            yield from (
                _problem(
                    "round {round}, table {table}: pair {pair} is not a pair of this Mitchell "
                    "({first} to {last})",
                    "not-mitchell-pair",
                    **where,
                    pair=p.said,
                    first=first,
                    last=last,
                )
                for p in lost
            )
            if lost or m.ns == m.ew:
                continue
            if m.ns.line is m.ew.line:
                pairs = {"first": m.ns.said, "second": m.ew.said}
                yield (
                    _problem(
                        "round {round}, table {table}: pairs {first} and {second} are both of "
                        "the N-S line",
                        "same-line",
                        **where,
                        **pairs,
                    )
                    if m.ns.line is Side.NS
                    else _problem(
                        "round {round}, table {table}: pairs {first} and {second} are both of "
                        "the E-W line",
                        "same-line",
                        **where,
                        **pairs,
                    )
                )
                continue
            expected = Side.EW if switched else Side.NS
            if m.ns.line is not expected:
                yield (
                    _problem(
                        "round {round}, table {table}: pair {pair} sits N-S and round {round} "
                        "is arrow-switched",
                        "wrong-direction",
                        **where,
                        pair=m.ns.said,
                    )
                    if switched
                    else _problem(
                        "round {round}, table {table}: pair {pair} sits N-S and round {round} "
                        "is not arrow-switched",
                        "wrong-direction",
                        **where,
                        pair=m.ns.said,
                    )
                )


def _howell_pairs(movement: Movement) -> list[Message]:
    """Howell: pairs are plain numbers 1 to 2T."""
    top = 2 * movement.tables
    return [
        _problem(
            "pair {pair} is not a pair of this Howell (1 to {top})",
            "not-howell-pair",
            pair=pair.said,
            top=top,
        )
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


def _meetings(movement: Movement) -> Iterator[Message]:
    """Two pairs meet at most once; exactly once in a complete movement."""
    rounds: dict[tuple[Pair, Pair], list[int]] = defaultdict(list)
    for rnd in movement.rounds:
        for m in rnd.meetings:
            if m.ns != m.ew:
                rounds[_key(m.ns, m.ew)].append(rnd.number)
    yield from (
        _problem(
            "pairs {first} and {second} meet {count} times (rounds {rounds})",
            "meet-again",
            first=a.said,
            second=b.said,
            count=len(found),
            rounds=_listing(found),
        )
        for (a, b), found in sorted(
            rounds.items(), key=lambda i: (i[0][0].sort_key, i[0][1].sort_key)
        )
        if len(found) > 1
    )
    if movement.is_complete:
        yield from (
            _problem(
                "pairs {first} and {second} never meet", "never-meet", first=a.said, second=b.said
            )
            for a, b in _expected_opponents(movement)
            if _key(a, b) not in rounds
        )


def _equal_play(movement: Movement) -> list[Message]:
    """A full movement plays every board the same number of times."""
    if not movement.is_full:
        return []
    plays = Counter({s: 0 for s in range(1, movement.board_sets + 1)})
    plays.update(m.board_set for rnd in movement.rounds for m in rnd.meetings)
    usual = max(Counter(plays.values()).most_common(), key=lambda item: (item[1], item[0]))[0]
    return [
        _problem(
            "{board_set} is played {count} times, not {usual} like the others",
            "unequal-play",
            board_set=_set_name(movement, s),
            count=count,
            usual=usual,
        )
        for s, count in sorted(plays.items())
        if count != usual
    ]
