"""An individual movement as plain JSON values, and back.

The shape is the one of :mod:`atout.duplicate.movements.codec` (what
``atout bridge movement individual --json`` writes), except that each sitting
names its four players::

    {"kind": "individual", "tables": 3, "players": 12, "boards_per_round": 2,
     "board_sets": 11, "boards": 22, "complete": true,
     "rounds": [[{"table": 1, "north": 12, "east": 1, "south": 2, "west": 5,
                  "set": 1, "boards": [1, 2]}, …], …]}

North and South are partners, East and West the other partnership.
"""

from __future__ import annotations

from typing import Any

from atout.duplicate.movements.codec import (
    JsonDict,
    _dict,
    _list,
    _set_of,
    _value,
    _whole,
)
from atout.duplicate.movements.individual import (
    IndividualMovement,
    IndividualRound,
    Sitting,
)

#: The seats of a sitting, as JSON names them.
SEAT_KEYS = ("north", "east", "south", "west")


def individual_to_dict(movement: IndividualMovement) -> JsonDict:
    """``movement`` as JSON values (see the module docstring).

    >>> from atout.duplicate.movements.individual import individual
    >>> individual_to_dict(individual(2))["rounds"][1][0]
    {'table': 1, 'north': 8, 'east': 2, 'south': 3, 'west': 5, 'set': 2, 'boards': [3, 4]}
    """
    return {
        "kind": "individual",
        "tables": movement.tables,
        "players": movement.players,
        "boards_per_round": movement.boards_per_round,
        "board_sets": movement.board_sets,
        "boards": movement.boards,
        "complete": movement.complete,
        "rounds": [
            [
                {
                    "table": s.table,
                    **dict(zip(SEAT_KEYS, s.players, strict=True)),
                    "set": s.board_set,
                    "boards": list(movement.board_numbers(s.board_set)),
                }
                for s in rnd.sittings
            ]
            for rnd in movement.rounds
        ],
    }


def is_individual(data: JsonDict) -> bool:
    """True when ``data`` is an individual movement (its ``kind``)."""
    return str(data.get("kind", "")).strip().lower() == "individual"


def individual_from_dict(data: JsonDict) -> IndividualMovement:
    """Read what :func:`individual_to_dict` writes (``loads(dumps(m)) == m``).

    >>> from atout.duplicate.movements.individual import individual
    >>> individual_from_dict(individual_to_dict(individual(5))) == individual(5)
    True
    """
    per_round = _whole(data, "boards_per_round", "")
    listed = _list(data, "rounds", "")
    rounds = []
    for index in range(len(listed)):
        where = f"rounds[{index}]"
        entries = _list(listed, index, "rounds")
        sittings = tuple(
            _sitting(_dict(entries, n, where), f"{where}[{n}]", per_round)
            for n in range(len(entries))
        )
        rounds.append(IndividualRound(index + 1, sittings))
    complete = _value(data, "complete", "", required=False)
    return IndividualMovement(
        tables=_whole(data, "tables", ""),
        players=_whole(data, "players", ""),
        boards_per_round=per_round,
        board_sets=_whole(data, "board_sets", ""),
        rounds=tuple(rounds),
        complete=complete is True,
    )


def _sitting(entry: JsonDict, where: str, per_round: int) -> Sitting:
    north, east, south, west = (_whole(entry, key, where) for key in SEAT_KEYS)
    board_set: Any = (
        _set_of(entry, "boards", where, per_round)
        if entry.get("set") is None
        else _whole(entry, "set", where)
    )
    return Sitting(_whole(entry, "table", where), north, east, south, west, board_set)
