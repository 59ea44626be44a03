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
    """Read what :func:`movement_to_dict` writes (``loads(dumps(m)) == m``); a value
    missing or of the wrong kind is a :class:`NotationError` that says where it is
    (``rounds[1][0].set``: the first table of the second round, counted from 0).

    >>> from atout.duplicate.movements import howell
    >>> movement_from_dict(movement_to_dict(howell(3))) == howell(3)
    True
    >>> movement_from_dict({"kind": "howell", "boards_per_round": "three"})
    Traceback (most recent call last):
    ...
    atout.errors.NotationError: not a movement: boards_per_round is 'three', not a whole number
    """
    kind = MovementKind.parse(str(_value(data, "kind", "")))
    written = _value(data, "phantom", "", required=False)
    phantom = None if written is None else Pair.parse(str(written))
    even = _value(data, "even", "", required=False)
    switches = _list(data, "arrow_switch", "", required=False)
    switched = frozenset(_whole(switches, n, "arrow_switch") for n in range(len(switches)))
    per_round = _whole(data, "boards_per_round", "")
    listed = _list(data, "rounds", "")
    byes = _list(data, "bye_stand", "", required=False) or [None] * len(listed)
    if len(byes) != len(listed):
        raise NotationError(
            "not a movement: {where} lists {count} rounds, not {rounds}",
            code="movement.json.bye-stand",
            where="bye_stand",
            count=len(byes),
            rounds=len(listed),
        )
    rounds = []
    for index in range(len(listed)):
        where = f"rounds[{index}]"
        entries = _list(listed, index, "rounds")
        lines = (Side.EW, Side.NS) if index + 1 in switched else (Side.NS, Side.EW)
        meetings = tuple(
            _meeting(kind, _dict(entries, n, where), f"{where}[{n}]", phantom, lines, per_round)
            for n in range(len(entries))
        )
        bye = None if byes[index] is None else _set_of(byes, index, "bye_stand", per_round)
        rounds.append(Round(index + 1, meetings, bye_stand=bye))
    return Movement(
        kind=kind,
        tables=_whole(data, "tables", ""),
        boards_per_round=per_round,
        board_sets=_whole(data, "board_sets", ""),
        rounds=tuple(rounds),
        shared=_shared(data),
        phantom=phantom,
        arrow_switch=switched,
        even=None if even is None else EvenTables.parse(str(even)),
    )


def _path(parent: str, key: str | int) -> str:
    """Where a value is: ``tables``, ``rounds[1]``, ``rounds[1][0].set``."""
    if isinstance(key, int):
        return f"{parent}[{key}]"
    return f"{parent}.{key}" if parent else key


def _shown(value: Any) -> str:
    """A value as the file holds it, shortened."""
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"


def _value(container: Any, key: str | int, parent: str, *, required: bool = True) -> Any:
    """``container[key]`` (``None`` when it is absent and not ``required``)."""
    if isinstance(key, int):
        return container[key]
    if key not in container or container[key] is None:
        if not required:
            return None
        raise _missing(_path(parent, key))
    return container[key]


def _missing(where: str) -> NotationError:
    return NotationError(
        "not a movement: {where} is missing", code="movement.json.missing", where=where
    )


def _whole(container: Any, key: str | int, parent: str) -> int:
    return _as_whole(_value(container, key, parent), _path(parent, key))


def _as_whole(value: Any, where: str) -> int:
    if isinstance(value, int | float | str) and not isinstance(value, bool):
        try:
            return int(value)
        except (ValueError, OverflowError):
            pass
    raise NotationError(
        "not a movement: {where} is {value}, not a whole number",
        code="movement.json.whole",
        where=where,
        value=_shown(value),
    )


def _list(container: Any, key: str | int, parent: str, *, required: bool = True) -> list[Any]:
    value = _value(container, key, parent, required=required)
    if value is None and not required:
        return []
    if not isinstance(value, list):
        raise NotationError(
            "not a movement: {where} is {value}, not a list",
            code="movement.json.list",
            where=_path(parent, key),
            value=_shown(value),
        )
    return value


def _dict(container: Any, key: str | int, parent: str) -> JsonDict:
    value = _value(container, key, parent)
    if not isinstance(value, dict):
        raise NotationError(
            "not a movement: {where} is {value}, not an object",
            code="movement.json.object",
            where=_path(parent, key),
            value=_shown(value),
        )
    return value


def _shared(data: JsonDict) -> frozenset[tuple[int, int]]:
    listed = _list(data, "shared", "", required=False)
    entries = [(_dict(listed, n, "shared"), f"shared[{n}]") for n in range(len(listed))]
    return frozenset((_whole(e, "round", where), _whole(e, "set", where)) for e, where in entries)


def _set_of(container: Any, key: str | int, parent: str, per_round: int) -> int:
    """The board set of the boards listed at ``container[key]`` (its first board's)."""
    boards = _list(container, key, parent)
    if not boards:
        raise NotationError(
            "not a movement: {where} lists no board",
            code="movement.json.no-board",
            where=_path(parent, key),
        )
    return (_whole(boards, 0, _path(parent, key)) - 1) // per_round + 1


def _meeting(
    kind: MovementKind,
    entry: JsonDict,
    where: str,
    phantom: Pair | None,
    lines: tuple[Side, Side],
    per_round: int,
) -> Meeting:
    """A table of a round; in an arrow-switched round ``lines`` is E-W then N-S: the pair
    numbered under ``ns`` is then of the E-W line."""
    ns, ew = (
        _pair(kind, entry, key, where, line, phantom)
        for key, line in zip(("ns", "ew"), lines, strict=True)
    )
    if entry.get("set") is None:
        board_set = _set_of(entry, "boards", where, per_round)
    else:
        board_set = _whole(entry, "set", where)
    return Meeting(_whole(entry, "table", where), ns, ew, board_set)


def _pair(
    kind: MovementKind, entry: JsonDict, key: str, where: str, line: Side, phantom: Pair | None
) -> Pair:
    """The pair at ``entry[key]``: a number, a pair as written (``3EW``), or ``null`` for
    the phantom."""
    if key not in entry:
        raise _missing(_path(where, key))
    value = entry[key]
    if value is None:
        if phantom is None:
            raise NotationError(
                "a pair is null but the movement has no phantom",
                code="movement.json.null-pair",
            )
        return phantom
    if isinstance(value, str):
        return Pair.parse(value)
    return Pair(
        _as_whole(value, _path(where, key)), line if kind is MovementKind.MITCHELL else None
    )
