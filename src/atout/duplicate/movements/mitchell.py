"""The Mitchell movement: N-S pairs stay, E-W pairs move up one table, boards down one (RULES §6).

With an odd number of tables ``T`` the plain rule takes every E-W pair to
every table and every board set once in ``T`` rounds. With an even number
the E-W pairs would meet their old boards again after ``T/2`` rounds; two
standard cures:

* **skip**: after round ``T/2`` the E-W pairs move up two tables;
* **relay and bye stand**: one set rests each round on a bye stand between
  tables ``T/2`` and ``T/2 + 1`` (boards go table ``T/2 + 1`` → bye stand →
  table ``T/2``) and the last table shares the set of table 1 (the *relay*;
  the shared set then goes down to table ``T - 1``). Round 1: sets 1 …
  ``T/2`` at tables 1 … ``T/2``, set ``T/2 + 1`` on the bye stand, sets
  ``T/2 + 2`` … ``T`` at tables ``T/2 + 1`` … ``T - 1``, set 1 at table ``T``.

Either way there are ``T`` board sets. The relay plays up to ``T`` rounds
and every E-W pair meets every N-S pair; the skip plays up to ``T - 1``
rounds (in round ``T`` the E-W pairs would be back at their first table)
and each E-W pair misses the N-S pair and the set of the table it skipped.
"""

from __future__ import annotations

from collections.abc import Iterable

from atout.bridge.seats import Side
from atout.duplicate.movements.model import (
    EvenTables,
    Meeting,
    Movement,
    MovementKind,
    Pair,
    Round,
    check_boards_per_round,
)
from atout.errors import InvalidMovementError

#: The smallest Mitchell (RULES §6: T ≥ 3).
MIN_MITCHELL_TABLES = 3
#: The most tables of a Mitchell built here (its rounds and table cards grow as its square).
MAX_MITCHELL_TABLES = 40


def mitchell_rounds(tables: int, even: EvenTables = EvenTables.RELAY) -> int:
    """The rounds of a whole Mitchell: one per table, one fewer with a skip.

    With a skip, an E-W pair would meet its first opponents again in round T.

    >>> mitchell_rounds(7), mitchell_rounds(8, EvenTables.SKIP), mitchell_rounds(8)
    (7, 7, 8)
    """
    skip = tables % 2 == 0 and even is EvenTables.SKIP
    return tables - 1 if skip else tables


def mitchell(
    tables: int,
    *,
    rounds: int | None = None,
    boards_per_round: int = 3,
    even: EvenTables = EvenTables.RELAY,
    arrow_switch: Iterable[int] = (),
    phantom: Pair | None = None,
) -> Movement:
    """The Mitchell movement for ``tables`` tables.

    ``rounds`` defaults to the whole movement; ``even`` chooses the skip or the
    relay when ``tables`` is even; ``arrow_switch`` lists the rounds in which
    the pairs swap directions; ``phantom`` is the absent pair of a half
    table (its opponents sit out).

    >>> m = mitchell(5, boards_per_round=3)
    >>> m.rounds[1].at_table(1)
    Meeting(table=1, ns=Pair(number=1, line=<Side.NS: 'NS'>), ew=Pair(number=5, line=<Side.EW: 'EW'>), board_set=2)
    """  # noqa: E501
    whole = mitchell_rounds(tables, even)
    _check(tables, rounds, boards_per_round, phantom, whole)
    played = whole if rounds is None else rounds
    switched = frozenset(arrow_switch)
    for number in switched:
        if not 1 <= number <= played:
            raise InvalidMovementError(
                "cannot arrow-switch round {number!r}: use 1 to {played}",
                code="movement.arrow-switch-round",
                number=number,
                played=played,
            )
    is_relay = tables % 2 == 0 and even is EvenTables.RELAY
    movement_rounds = tuple(
        _round(tables, number, even, is_relay, number in switched)
        for number in range(1, played + 1)
    )
    shared: frozenset[tuple[int, int]] = frozenset()
    if is_relay:
        shared = frozenset((r.number, _set_at(r, 1)) for r in movement_rounds)
    return Movement(
        kind=MovementKind.MITCHELL,
        tables=tables,
        boards_per_round=boards_per_round,
        board_sets=tables,
        rounds=movement_rounds,
        shared=shared,
        phantom=phantom,
        arrow_switch=switched,
        even=even if tables % 2 == 0 else None,
    )


def _check(
    tables: int, rounds: int | None, boards_per_round: int, phantom: Pair | None, most: int
) -> None:
    if not isinstance(tables, int) or not MIN_MITCHELL_TABLES <= tables <= MAX_MITCHELL_TABLES:
        raise InvalidMovementError(
            (
                "{tables!r} tables: a Mitchell has {MIN_MITCHELL_TABLES} to "
                "{MAX_MITCHELL_TABLES} tables"
            ),
            code="movement.mitchell-tables",
            tables=tables,
            MIN_MITCHELL_TABLES=MIN_MITCHELL_TABLES,
            MAX_MITCHELL_TABLES=MAX_MITCHELL_TABLES,
        )
    if rounds is not None and (not isinstance(rounds, int) or not 1 <= rounds <= most):
        raise InvalidMovementError(
            "{rounds!r} rounds: this {tables}-table Mitchell has 1 to {most}",
            code="movement.mitchell-rounds",
            rounds=rounds,
            tables=tables,
            most=most,
        )
    check_boards_per_round(boards_per_round)
    if phantom is not None and (phantom.line is None or phantom.number > tables):
        raise InvalidMovementError(
            "{phantom!r} cannot be the phantom: use a Mitchell pair, 1NS to {tables}EW",
            code="movement.mitchell-phantom",
            phantom=phantom.said,
            tables=tables,
        )


def _set_at(rnd: Round, table: int) -> int:
    meeting = rnd.at_table(table)
    assert meeting is not None
    return meeting.board_set


def _round(tables: int, number: int, even: EvenTables, is_relay: bool, switched: bool) -> Round:
    """Round ``number``: E-W pair at each table and the sets on the tables and the bye stand."""
    moves = number - 1
    if tables % 2 == 0 and even is EvenTables.SKIP and number > tables // 2:
        moves += 1
    meetings = []
    for table in range(1, tables + 1):
        ns = Pair(table, Side.NS)
        ew = Pair((table - 1 - moves) % tables + 1, Side.EW)
        board_set = (
            _relay_set(tables, table, number) if is_relay else (table + number - 2) % tables + 1
        )
        if switched:
            ns, ew = ew, ns
        meetings.append(Meeting(table, ns, ew, board_set))
    bye = _relay_set(tables, None, number) if is_relay else None
    return Round(number, tuple(meetings), bye_stand=bye)


def _relay_set(tables: int, table: int | None, number: int) -> int:
    """The set at ``table`` (``None``: the bye stand) in round ``number`` of a relay Mitchell.

    The board sets travel along the stations, in order: the relay (tables 1
    and ``T`` together), tables ``T-1`` … ``T/2+1``, the bye stand, tables
    ``T/2`` … 2, and back to the relay.
    """
    half = tables // 2
    stations: list[int | None] = [1, *range(tables - 1, half, -1), None, *range(half, 1, -1)]
    first_sets: list[int] = [1, *range(tables, half + 1, -1), half + 1, *range(half, 1, -1)]
    station = stations.index(1 if table == tables else table)
    return first_sets[(station - (number - 1)) % tables]
