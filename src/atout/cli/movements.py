"""``atout bridge movement``: Mitchell and Howell movements, table cards, suggestions, checks.

``--json`` writes the movement as :mod:`atout.duplicate.movements.codec`
describes: ``{"rounds": [[{"table", "ns", "ew", "set", "boards"}, …], …], …}``
(in a Mitchell, pair numbers count per line; ``null`` is the phantom, whose
opponents sit out). Without it the rounds are printed as a grid, and
``--cards`` prints the table cards.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from atout.bridge.seats import Side
from atout.cli.common import (
    AtoutGroup,
    InputText,
    Text,
    Whole,
    at_most,
    emit_json,
    json_option,
    language,
    new_table,
    rich_console,
    say,
)
from atout.duplicate.movements import (
    MAX_HOWELL_TABLES,
    MAX_MITCHELL_TABLES,
    MIN_HOWELL_TABLES,
    MIN_MITCHELL_TABLES,
    EvenTables,
    Meeting,
    Movement,
    MovementKind,
    Pair,
    board_range,
    howell,
    mitchell,
    mitchell_rounds,
    movement_from_dict,
    movement_to_dict,
    suggest,
    table_cards,
    validate,
)
from atout.duplicate.movements.suggest import MAX_BOARDS_PER_ROUND, Suggestion
from atout.duplicate.movements.table_cards import CARD_COLUMNS, CardRow, Position, row_cells
from atout.errors import Message, NotationError

if TYPE_CHECKING:
    from rich.console import Console


def _console() -> Console:
    return rich_console(
        highlight=False, soft_wrap=False, width=200 if not sys.stdout.isatty() else None
    )


def _title(movement: Movement) -> str:
    if language() != "en":
        return _french_title(movement)
    name = "Mitchell" if movement.kind is MovementKind.MITCHELL else "Howell"
    extra = [] if movement.even is None else [f"{movement.even} for even tables"]
    if movement.arrow_switch:
        extra.append("arrow switch in round " + ", ".join(map(str, sorted(movement.arrow_switch))))
    if movement.phantom is not None:
        extra.append(f"phantom {movement.phantom}")
    return str(_heading(name, movement)) + "".join(f"; {e}" for e in extra)


def _heading(name: str, movement: Movement) -> Message:
    """``Mitchell, 3 tables, 3 rounds of 3 boards (9 boards in play)``, each count with
    its plural form (``1 round of 1 board``)."""
    rounds = Message.counted("{n} round", "{n} rounds", n=len(movement.rounds))
    return Message(
        "{name}, {tables} tables, {played} ({boards})",
        name=name,
        tables=movement.tables,
        played=Message.counted(
            "{rounds} of {n} board",
            "{rounds} of {n} boards",
            n=movement.boards_per_round,
            rounds=rounds,
        ),
        boards=Message.counted("{n} board in play", "{n} boards in play", n=movement.boards),
    )


def _french_title(movement: Movement) -> str:
    """The title in the command's language: ``Mitchell, 3 tables, 3 tours de 3 étuis
    (9 étuis joués)``, then the relay or skip, the arrow switches and the phantom."""
    name = "Mitchell" if movement.kind is MovementKind.MITCHELL else "Howell"
    extra = []
    if movement.even is EvenTables.RELAY:
        extra.append(Message("relay for even tables"))
    elif movement.even is EvenTables.SKIP:
        extra.append(Message("skip for even tables"))
    if movement.arrow_switch:
        switched = ", ".join(map(str, sorted(movement.arrow_switch)))
        extra.append(Message("arrow switch in round {rounds}", rounds=switched))
    if movement.phantom is not None:
        extra.append(Message("phantom {pair}", pair=_pair(movement.phantom)))
    return say(_heading(name, movement)) + "".join(f" ; {say(e)}" for e in extra)


def _pair(pair: Pair) -> str:
    """A pair as the command's language writes it: ``1NS``, ``1EO`` in French (``1EW``)."""
    if pair.line is None or language() == "en":
        return str(pair)
    return f"{pair.number}{'NS' if pair.line is Side.NS else 'EO'}"


def _cell(movement: Movement, meeting: Meeting) -> str:
    boards = board_range(movement.board_numbers(meeting.board_set))
    out = movement.sits_out(meeting)
    if language() != "en":
        if out is not None:
            pairs = say(Message("{pair} sits out", pair=_pair(out)))
        else:
            pairs = f"{_pair(meeting.ns)} – {_pair(meeting.ew)}"
        return f"{pairs}\n{boards}"
    pairs = f"{out} sits out" if out is not None else f"{meeting.ns} – {meeting.ew}"
    return f"{pairs}\n{boards}"


def _print_grid(movement: Movement) -> None:
    grid = new_table(show_lines=True)
    grid.add_column(say(Message("Round")), justify="right")
    for table in range(1, movement.tables + 1):
        grid.add_column(f"{say(Message('Table'))} {table}")
    has_bye = any(rnd.bye_stand is not None for rnd in movement.rounds)
    if has_bye:
        grid.add_column(say(Message("Bye stand")))
    for rnd in movement.rounds:
        cells = [
            "" if (m := rnd.at_table(t)) is None else _cell(movement, m)
            for t in range(1, movement.tables + 1)
        ]
        if has_bye:
            bye = rnd.bye_stand
            cells.append("" if bye is None else board_range(movement.board_numbers(bye)))
        grid.add_row(str(rnd.number), *cells)
    console = _console()
    console.print(_title(movement))
    console.print(grid)
    _print_problems(console, validate(movement))


def _print_cards(movement: Movement) -> None:
    console = _console()
    console.print(_title(movement))
    english = language() == "en"
    for card in table_cards(movement):
        title = f"Table {card.table}" if english else f"{say(Message('Table'))} {card.table}"
        grid = new_table(title=title, title_justify="left")
        for column in CARD_COLUMNS if english else _french_card_columns():
            grid.add_column(column)
        for row in card.rows:
            grid.add_row(
                *(row_cells(card.table, row) if english else _french_cells(card.table, row))
            )
        console.print(grid)


def _french_card_columns() -> tuple[str, ...]:
    """The table card's columns in the command's language (see :data:`CARD_COLUMNS`)."""
    ns, ew = (_side(side) for side in Side)
    words = (Message("Round"), Message("Boards"), Message("Shared with"))
    position, boards, shared = (say(word) for word in words)
    after = (say(Message("{who} next", who=who)) for who in (ns, ew, boards))
    return (position, ns, ew, boards, shared, *after)


def _side(side: Side) -> str:
    from atout.bridge.notation import notation

    return notation(language()).side(side)


def _tables(tables: tuple[int, ...]) -> str:
    """``table 4`` or ``tables 1, 6`` in the command's language; empty when there are none."""
    if not tables:
        return ""
    listed = ", ".join(str(t) for t in tables)
    if len(tables) == 1:
        return say(Message("table {table}", table=listed))
    return say(Message("tables {tables}", tables=listed))


def _french_cells(table: int, row: CardRow) -> tuple[str, ...]:
    """A row of a table card in the command's language (see :func:`row_cells`)."""

    def pair_text(pair: Pair | None) -> str:
        return "—" if pair is None else _pair(pair)

    def next_text(pair: Pair | None, side: Side, where: Position | None) -> str:
        if pair is None or where is None:
            return ""
        if where == Position(table, side):
            return say(Message("stay"))
        if where.table is None or where.side is None:
            return say(Message("sit out"))
        return f"{_tables((where.table,))} {_side(where.side)}"

    if row.to_bye_stand:
        boards_next = say(Message("bye stand"))
    elif row.boards_next:
        boards_next = _tables(row.boards_next)
    else:
        rest = row.ns_next is None and row.ew_next is None
        boards_next = "" if rest else say(Message("rest"))
    return (
        str(row.round),
        pair_text(row.ns),
        pair_text(row.ew),
        board_range(row.boards),
        _tables(row.shared_with),
        next_text(row.ns, Side.NS, row.ns_next),
        next_text(row.ew, Side.EW, row.ew_next),
        boards_next,
    )


def _print_problems(console: Console, problems: list[str]) -> None:
    if not problems:
        console.print(say(Message("Valid: no pair sits twice in a round or plays a board twice.")))
        return
    if language() == "en":
        console.print(f"{len(problems)} problem{'s' if len(problems) > 1 else ''}:")
    elif len(problems) > 1:
        console.print(say(Message("{count} problems:", count=len(problems))))
    else:
        console.print(say(Message("1 problem:")))
    for problem in problems:
        console.print(f"  - {problem}")


def _show(movement: Movement, as_json: bool, cards: bool) -> None:
    if as_json:
        emit_json(movement_to_dict(movement))
    elif cards:
        _print_cards(movement)
    else:
        _print_grid(movement)


def _phantom(text: str | None) -> Pair | None:
    return None if text is None else Pair.parse(text)


#: The most rounds asked of a movement (a Howell of 20 tables has 39).
MOST_ROUNDS = 99


def _shared_options(least: int, most: int) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """The options every movement command takes, for ``least`` to ``most`` tables."""

    def add(command: Callable[..., Any]) -> Callable[..., Any]:
        for option in reversed(
            [
                click.option(
                    "--tables",
                    type=Whole(least, most),
                    required=True,
                    help="Number of tables.",
                ),
                click.option(
                    "--rounds", type=Whole(1, MOST_ROUNDS), help="Rounds to play (default: all)."
                ),
                click.option(
                    "--boards-per-round",
                    type=Whole(1, MAX_BOARDS_PER_ROUND),
                    default=3,
                    show_default=True,
                    help="Boards played at each round.",
                ),
                click.option(
                    "--phantom",
                    type=Text(10),
                    help="The absent pair of a half table, e.g. 5NS or 10.",
                ),
                json_option,
                click.option("--cards", is_flag=True, help="Print the table cards."),
            ]
        ):
            command = option(command)
        return command

    return add


@click.group(cls=AtoutGroup)
def movement() -> None:
    """Movements of a pairs event: build, print, suggest and check them."""


@movement.command("mitchell")
@_shared_options(MIN_MITCHELL_TABLES, MAX_MITCHELL_TABLES)
@click.option(
    "--even",
    type=click.Choice([e.value for e in EvenTables]),
    default=EvenTables.RELAY.value,
    show_default=True,
    help="Even number of tables: relay and bye stand, or skip.",
)
@click.option("--arrow-switch", is_flag=True, help="Arrow-switch the last round.")
@click.option(
    "--switch-round",
    type=Whole(1, MOST_ROUNDS),
    multiple=True,
    callback=at_most(MOST_ROUNDS, "rounds to switch"),
    help="Arrow-switch this round.",
)
def mitchell_command(
    tables: int,
    rounds: int | None,
    boards_per_round: int,
    phantom: str | None,
    as_json: bool,
    cards: bool,
    even: str,
    arrow_switch: bool,
    switch_round: tuple[int, ...],
) -> None:
    """A Mitchell: N-S pairs stay, E-W pairs move up one table, boards down one."""
    switched = set(switch_round)
    if arrow_switch:
        switched.add(rounds or mitchell_rounds(tables, EvenTables.parse(even)))
    built = mitchell(
        tables,
        rounds=rounds,
        boards_per_round=boards_per_round,
        even=EvenTables.parse(even),
        arrow_switch=switched,
        phantom=_phantom(phantom),
    )
    _show(built, as_json, cards)


@movement.command("howell")
@_shared_options(MIN_HOWELL_TABLES, MAX_HOWELL_TABLES)
def howell_command(
    tables: int,
    rounds: int | None,
    boards_per_round: int,
    phantom: str | None,
    as_json: bool,
    cards: bool,
) -> None:
    """A complete Howell: 2T pairs, 2T-1 rounds, every pair meets every other once."""
    built = howell(
        tables, boards_per_round=boards_per_round, rounds=rounds, phantom=_phantom(phantom)
    )
    _show(built, as_json, cards)


@movement.command("suggest")
@click.option(
    "--pairs",
    type=Whole(3, 2 * MAX_MITCHELL_TABLES),
    required=True,
    help="Number of pairs.",
)
@json_option
def suggest_command(pairs: int, as_json: bool) -> None:
    """Movements for a number of pairs, the usual choice first."""
    found = suggest(pairs)
    if not as_json:
        for suggestion in found:
            click.echo(str(suggestion) if language() == "en" else _french_suggestion(suggestion))
        return
    emit_json(
        [
            {
                "kind": s.kind.value,
                "tables": s.tables,
                "rounds": s.rounds,
                "boards_per_round": s.boards_per_round,
                "boards_played": s.boards_played,
                "even": None if s.even is None else s.even.value,
                "phantom": None if s.phantom is None else str(s.phantom),
                "description": str(s),
            }
            for s in found
        ]
    )


def _french_suggestion(suggestion: Suggestion) -> str:
    """A suggestion in the command's language: ``Howell, 5 tables, une paire en relâche à
    chaque tour : 9 tours de 3 étuis (27 étuis)``."""
    name = "Howell" if suggestion.kind is MovementKind.HOWELL else "Mitchell"
    if suggestion.even is EvenTables.RELAY:
        name += say(Message(" with a relay and bye stand"))
    elif suggestion.even is EvenTables.SKIP:
        name += say(Message(" (skip)"))
    half = "" if suggestion.phantom is None else ", " + say(Message("one pair sits out each round"))
    played = Message(
        "{rounds} rounds of {size} boards ({boards} boards)",
        rounds=suggestion.rounds,
        size=suggestion.boards_per_round,
        boards=suggestion.boards_played,
    )
    if suggestion.boards_per_round == 1:
        played = Message(
            "{rounds} rounds of 1 board ({boards} boards)",
            rounds=suggestion.rounds,
            boards=suggestion.boards_played,
        )
    return say(
        Message(
            "{name}, {tables} tables{half}: {played}",
            name=name,
            tables=suggestion.tables,
            half=half,
            played=played,
        )
    )


@movement.command("check")
@click.argument("source", type=InputText())
@json_option
def check_command(source: str, as_json: bool) -> None:
    """Check a movement written as JSON (``-`` for standard input); exit 1 on problems."""
    text = source
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise NotationError(
            "{text!r} is not JSON: {msg}", code="cli.movements.json", text=text[:40], msg=error.msg
        ) from None
    except RecursionError:
        raise NotationError(
            "{text!r} is nested too deeply to be a movement",
            code="cli.movements.nested-too-deeply",
            text=text[:40],
        ) from None
    if not isinstance(data, dict):
        raise NotationError(
            "{text!r} is not a movement: expected a JSON object",
            code="cli.movements.movement-expected-json",
            text=text[:40],
        )
    problems = validate(movement_from_dict(data))
    if as_json:
        emit_json({"valid": not problems, "problems": problems})
    else:
        _print_problems(_console(), problems)
    if problems:
        sys.exit(1)
