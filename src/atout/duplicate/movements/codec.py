"""A movement as plain JSON values, and back.

The shape (what ``atout bridge movement … --json`` writes)::

    {"kind": "mitchell", "tables": 5, "boards_per_round": 3, "board_sets": 5,
     "boards": 15, "even": null, "phantom": null, "arrow_switch": [],
     "complete": true, "one_field": false,
     "rounds": [[{"table": 1, "ns": 1, "ew": 1, "set": 1, "boards": [1, 2, 3]}, …], …],
     "bye_stand": null, "shared": []}

``rounds`` holds one list per round, one entry per table. ``ns`` and ``ew``
are the numbers of the pairs seated N-S and E-W. In a Mitchell, pair
numbers count per line: ``"ns": 3`` is pair 3 of the N-S line and
``"ew": 3`` pair 3 of the E-W line; in an arrow-switched round (entries
marked ``"arrow_switch": true``) the pairs swap directions, so ``ns`` is then
an E-W-line pair and ``ew`` an N-S-line pair. In a Howell pairs are 1 to
``2T``. ``null`` in place of a pair is the phantom (``"phantom": "5NS"``):
the other pair sits out. ``bye_stand`` lists per round the boards on the
bye stand (relay Mitchell), ``shared`` the board sets played at several
tables in one round. Reading also accepts pairs written ``"3EW"``.
"""

from __future__ import annotations

from typing import Any

from atout.bridge.seats import Side
from atout.duplicate.movements.model import (
    EvenTables,
    Meeting,
    Movement,
    MovementKind,
    Pair,
    Round,
)
from atout.errors import NotationError

JsonDict = dict[str, Any]


def movement_to_dict(movement: Movement) -> JsonDict:
    """``movement`` as JSON values (see the module docstring).

    >>> from atout.duplicate.movements import mitchell
    >>> movement_to_dict(mitchell(3, boards_per_round=2))["rounds"][1][0]
    {'table': 1, 'ns': 1, 'ew': 3, 'set': 2, 'boards': [3, 4]}
    """
    has_bye = any(rnd.bye_stand is not None for rnd in movement.rounds)
    return {
        "kind": movement.kind.value,
        "tables": movement.tables,
        "boards_per_round": movement.boards_per_round,
        "board_sets": movement.board_sets,
        "boards": movement.boards,
        "even": None if movement.even is None else movement.even.value,
        "phantom": None if movement.phantom is None else str(movement.phantom),
        "arrow_switch": sorted(movement.arrow_switch),
        "complete": movement.is_complete,
        "one_field": movement.one_field,
        "rounds": [_round_to_list(movement, rnd) for rnd in movement.rounds],
        "bye_stand": [_boards(movement, rnd.bye_stand) for rnd in movement.rounds]
        if has_bye
        else None,
        "shared": [
            {
                "round": r,
                "set": s,
                "boards": list(movement.board_numbers(s)),
                "tables": [m.table for m in movement.rounds[r - 1].meetings if m.board_set == s]
                if 1 <= r <= len(movement.rounds)
                else [],
            }
            for r, s in sorted(movement.shared)
        ],
    }


def _boards(movement: Movement, board_set: int | None) -> list[int] | None:
    return None if board_set is None else list(movement.board_numbers(board_set))


def _round_to_list(movement: Movement, rnd: Round) -> list[JsonDict]:
    def number(pair: Pair) -> int | None:
        return None if pair == movement.phantom else pair.number

    entries = []
    for m in rnd.meetings:
        entry: JsonDict = {"table": m.table, "ns": number(m.ns), "ew": number(m.ew)}
        entry |= {"set": m.board_set, "boards": list(movement.board_numbers(m.board_set))}
        if rnd.number in movement.arrow_switch:
            entry["arrow_switch"] = True
        entries.append(entry)
    return entries


def movement_from_dict(data: JsonDict) -> Movement:
    """Read what :func:`movement_to_dict` writes (``loads(dumps(m)) == m``).

    >>> from atout.duplicate.movements import howell
    >>> movement_from_dict(movement_to_dict(howell(3))) == howell(3)
    True
    """
    try:
        kind = MovementKind.parse(str(data["kind"]))
        tables, per_round = int(data["tables"]), int(data["boards_per_round"])
        phantom = None if data.get("phantom") is None else Pair.parse(str(data["phantom"]))
        switched = frozenset(int(r) for r in data.get("arrow_switch", ()))
        even = None if data.get("even") is None else EvenTables.parse(str(data["even"]))
        byes = data.get("bye_stand") or [None] * len(data["rounds"])
        rounds = tuple(
            Round(
                index,
                tuple(_meeting(kind, e, phantom, index in switched, per_round) for e in entries),
                bye_stand=None if bye is None else _set_of(bye, per_round),
            )
            for index, (entries, bye) in enumerate(zip(data["rounds"], byes, strict=True), start=1)
        )
        shared = frozenset((int(s["round"]), int(s["set"])) for s in data.get("shared", ()))
        return Movement(
            kind=kind,
            tables=tables,
            boards_per_round=per_round,
            board_sets=int(data["board_sets"]),
            rounds=rounds,
            shared=shared,
            phantom=phantom,
            arrow_switch=switched,
            even=even,
        )
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, NotationError):
            raise
        raise NotationError(
            "not a movement: {error!r} in {data!r}",
            code="duplicate.movements.codec.movement",
            error=error,
            data=str(data)[:80],
        ) from None


def _set_of(boards: list[int], per_round: int) -> int:
    return (int(boards[0]) - 1) // per_round + 1


def _meeting(
    kind: MovementKind, entry: JsonDict, phantom: Pair | None, switched: bool, per_round: int
) -> Meeting:
    lines = (Side.EW, Side.NS) if switched else (Side.NS, Side.EW)
    ns, ew = (
        _pair(kind, entry[key], line, phantom)
        for key, line in zip(("ns", "ew"), lines, strict=True)
    )
    board_set = entry.get("set")
    if board_set is None:
        board_set = _set_of(entry["boards"], per_round)
    return Meeting(int(entry["table"]), ns, ew, int(board_set))


def _pair(kind: MovementKind, value: Any, line: Side, phantom: Pair | None) -> Pair:
    if value is None:
        if phantom is None:
            raise NotationError(
                "a pair is null but the movement has no phantom",
                code="duplicate.movements.codec.pair-null-but",
            )
        return phantom
    if isinstance(value, str):
        return Pair.parse(value)
    return Pair(int(value), line if kind is MovementKind.MITCHELL else None)
