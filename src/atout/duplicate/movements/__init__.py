"""Movements of a pairs event: Mitchell and Howell, their validator and table cards (RULES §6).

>>> from atout.duplicate.movements import mitchell, validate
>>> validate(mitchell(6, even=EvenTables.SKIP))
[]
"""

from atout.duplicate.movements.howell import (
    MAX_HOWELL_TABLES,
    MIN_HOWELL_TABLES,
    HowellDesign,
    howell,
    howell_design,
)
from atout.duplicate.movements.mitchell import MIN_MITCHELL_TABLES, mitchell
from atout.duplicate.movements.model import (
    EvenTables,
    Meeting,
    Movement,
    MovementError,
    MovementKind,
    Pair,
    Round,
    board_range,
)
from atout.duplicate.movements.validate import is_valid, validate

__all__ = [
    "MAX_HOWELL_TABLES",
    "MIN_HOWELL_TABLES",
    "MIN_MITCHELL_TABLES",
    "EvenTables",
    "HowellDesign",
    "Meeting",
    "Movement",
    "MovementError",
    "MovementKind",
    "Pair",
    "Round",
    "board_range",
    "howell",
    "howell_design",
    "is_valid",
    "mitchell",
    "validate",
]
