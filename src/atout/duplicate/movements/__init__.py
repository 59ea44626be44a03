"""Movements of a pairs event: Mitchell and Howell, their validator and table cards (RULES §6).

>>> from atout.duplicate.movements import mitchell, validate
>>> validate(mitchell(6, even=EvenTables.SKIP))
[]
"""

from atout.duplicate.movements.codec import movement_from_dict, movement_to_dict
from atout.duplicate.movements.howell import (
    MAX_HOWELL_TABLES,
    MIN_HOWELL_TABLES,
    HowellDesign,
    howell,
    howell_design,
)
from atout.duplicate.movements.mitchell import (
    MAX_MITCHELL_TABLES,
    MIN_MITCHELL_TABLES,
    mitchell,
    mitchell_rounds,
)
from atout.duplicate.movements.model import (
    EvenTables,
    Meeting,
    Movement,
    MovementKind,
    Pair,
    Round,
    board_range,
)
from atout.duplicate.movements.suggest import Suggestion, suggest
from atout.duplicate.movements.table_cards import (
    SIT_OUT,
    CardRow,
    Position,
    TableCard,
    render_table_card,
    render_table_cards,
    table_cards,
)
from atout.duplicate.movements.validate import is_valid, validate

__all__ = [
    "MAX_HOWELL_TABLES",
    "MAX_MITCHELL_TABLES",
    "MIN_HOWELL_TABLES",
    "MIN_MITCHELL_TABLES",
    "SIT_OUT",
    "CardRow",
    "EvenTables",
    "HowellDesign",
    "Meeting",
    "Movement",
    "MovementKind",
    "Pair",
    "Position",
    "Round",
    "Suggestion",
    "TableCard",
    "board_range",
    "howell",
    "howell_design",
    "is_valid",
    "mitchell",
    "mitchell_rounds",
    "movement_from_dict",
    "movement_to_dict",
    "render_table_card",
    "render_table_cards",
    "suggest",
    "table_cards",
    "validate",
]
