"""``atout bridge movement individual``: a whist tournament of ``4T`` players.

``--json`` writes the movement as :mod:`atout.duplicate.movements.individual_codec`
describes: the JSON of ``atout bridge movement`` except that each sitting names
its four players (``{"table", "north", "east", "south", "west", "set", "boards"}``).
Without it the rounds are printed as a grid, each table's players North, East,
South, West.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import click

from atout.bridge.seats import Seat
from atout.cli.common import Whole, emit_json, json_option, new_table, say, shown
from atout.cli.spoken import AtoutCommand
from atout.duplicate.movements.individual import (
    MAX_INDIVIDUAL_TABLES,
    MIN_INDIVIDUAL_TABLES,
    IndividualMovement,
    Sitting,
    individual,
)
from atout.duplicate.movements.individual_check import validate_individual
from atout.duplicate.movements.individual_codec import individual_to_dict
from atout.duplicate.movements.model import board_range
from atout.duplicate.movements.suggest import MAX_BOARDS_PER_ROUND
from atout.errors import Message

if TYPE_CHECKING:
    from rich.console import Console

T = TypeVar("T", bound=Callable[..., Any])


def _console() -> Console:
    from atout.cli.movements import console_of

    return console_of()


def _cell(movement: IndividualMovement, sitting: Sitting) -> str:
    seats = " ".join(
        f"{shown(seat)}{player}"
        for seat, player in zip((Seat.N, Seat.E, Seat.S, Seat.W), sitting.players, strict=True)
    )
    return f"{seats}\n{board_range(movement.board_numbers(sitting.board_set))}"


#: What an individual movement without a problem prints.
INDIVIDUAL_VALID = Message(
    "Valid: no player sits twice in a round, plays a board twice or partners another twice."
)


def print_problems(
    console: Console, problems: Sequence[Message], valid: Message = INDIVIDUAL_VALID
) -> None:
    """``valid`` or the problems found, one a line."""
    if not problems:
        console.print(say(valid))
        return
    if len(problems) > 1:
        console.print(say(Message("{count} problems:", count=len(problems))))
    else:
        console.print(say(Message("1 problem:")))
    for problem in problems:
        console.print(f"  - {say(problem)}")


def _print_grid(movement: IndividualMovement) -> None:
    grid = new_table(show_lines=True)
    grid.add_column(say(Message("Round")), justify="right")
    for table in range(1, movement.tables + 1):
        grid.add_column(f"{say(Message('Table'))} {table}")
    for rnd in movement.rounds:
        cells = [
            "" if (s := rnd.at_table(t)) is None else _cell(movement, s)
            for t in range(1, movement.tables + 1)
        ]
        grid.add_row(str(rnd.number), *cells)
    console = _console()
    console.print(
        say(
            Message(
                "Individual, {players} players at {tables} tables, {rounds} rounds of "
                "{per_round} boards ({boards} boards in play)",
                players=movement.players,
                tables=movement.tables,
                rounds=len(movement.rounds),
                per_round=movement.boards_per_round,
                boards=movement.boards,
            )
        )
    )
    console.print(grid)
    print_problems(console, validate_individual(movement))


#: The most rounds asked of a movement (a Howell of 20 tables has 39).
MOST_ROUNDS = 99


def movement_options(
    tables: Whole, boards_per_round: int, *more: Callable[[T], T], what: str = "Number of tables."
) -> Callable[[T], T]:
    """The options of a movement command: ``--tables`` (``tables``, helped by ``what``),
    ``--rounds``, ``--boards-per-round`` (by default ``boards_per_round``), then ``more``."""
    options: tuple[Callable[[Any], Any], ...] = (
        click.option("--tables", type=tables, required=True, help=what),
        click.option("--rounds", type=Whole(1, MOST_ROUNDS), help="Rounds to play (default: all)."),
        click.option(
            "--boards-per-round",
            type=Whole(1, MAX_BOARDS_PER_ROUND),
            default=boards_per_round,
            show_default=True,
            help="Boards played at each round.",
        ),
        *more,
    )

    def add(command: T) -> T:
        for option in reversed(options):
            command = option(command)
        return command

    return add


@click.command("individual", cls=AtoutCommand)
@movement_options(
    Whole(MIN_INDIVIDUAL_TABLES, MAX_INDIVIDUAL_TABLES),
    2,
    json_option,
    what="Number of tables (four players each).",
)
def individual_command(
    tables: int, rounds: int | None, boards_per_round: int, as_json: bool
) -> None:
    """An individual: a whist tournament, every player partners every other once."""
    built = individual(tables, boards_per_round=boards_per_round, rounds=rounds)
    if as_json:
        emit_json(individual_to_dict(built))
    else:
        _print_grid(built)
