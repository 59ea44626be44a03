"""Individual movements: the whist tournaments built, and the validator's refusals."""

from __future__ import annotations

from dataclasses import replace

import pytest

from atout.duplicate.movements.individual import (
    IndividualRound,
    Sitting,
    individual,
    individual_rounds,
)
from atout.duplicate.movements.individual_check import validate_individual
from atout.duplicate.movements.individual_codec import individual_from_dict, individual_to_dict
from atout.errors import InvalidMovementError


@pytest.mark.parametrize("tables", [2, 3, 4, 5, 6, 7, 8])
def test_whist_tournaments_are_valid_and_round_trip(tables: int) -> None:
    movement = individual(tables)
    assert len(movement.rounds) == individual_rounds(tables) == 4 * tables - 1
    assert validate_individual(movement) == []
    assert individual_from_dict(individual_to_dict(movement)) == movement


def test_fewer_rounds_are_valid_but_not_complete() -> None:
    movement = individual(3, rounds=4)
    assert not movement.complete and validate_individual(movement) == []


def test_counts_out_of_range_are_refused() -> None:
    with pytest.raises(InvalidMovementError) as beyond:
        individual(9)
    assert beyond.value.code == "movement.individual-tables"
    with pytest.raises(InvalidMovementError) as rounds:
        individual(2, rounds=8)
    assert rounds.value.code == "movement.individual-rounds"


def _codes(movement: object) -> list[str]:
    return [problem.code for problem in validate_individual(movement)]  # type: ignore[arg-type]


def test_every_problem_is_reported() -> None:
    movement = individual(2)
    first = movement.rounds[0]
    # Round 1, table 2 (N3 E6 S5 W7) made N8 E6 S5 W5: player 8 at two tables, 5 in two seats.
    broken = replace(first, sittings=(first.sittings[0], Sitting(2, 8, 6, 5, 5, 1)))
    codes = _codes(replace(movement, rounds=(broken, *movement.rounds[1:])))
    assert "movement.player-twice" in codes and "movement.two-seats" in codes
    assert "movement.individual-idle" in codes  # 3 and 7 do not play round 1
    stray = IndividualRound(1, (Sitting(3, 1, 2, 3, 40, 9),))
    codes = _codes(replace(movement, rounds=(stray,), complete=False))
    assert codes == ["movement.individual-table", "movement.no-board-set", "movement.no-player"]
