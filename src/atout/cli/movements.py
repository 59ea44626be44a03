"""``atout bridge movement``: Mitchell, Howell and barometer movements, table cards, suggestions,
checks.

``--json`` writes the movement as :mod:`atout.duplicate.movements.codec`
describes: ``{"rounds": [[{"table", "ns", "ew", "set", "boards"}, …], …], …}``
(in a Mitchell, pair numbers count per line; ``null`` is the phantom, whose
opponents sit out). Without it the rounds are printed as a grid, and
``--cards`` prints the table cards.
"""

from __future__ import annotations

import json
import sys
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
    listing,
    new_table,
    quoted,
    rich_console,
    say,
    shown,
)
from atout.cli.movement_individual import (
    INDIVIDUAL_VALID,
    MOST_ROUNDS,
    individual_command,
    movement_options,
    print_problems,
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
from atout.duplicate.movements.individual_check import validate_individual
from atout.duplicate.movements.individual_codec import individual_from_dict, is_individual
from atout.duplicate.movements.table_cards import CardWords, row_cells
from atout.errors import N_, Message, NotationError

if TYPE_CHECKING:
    from rich.console import Console


def console_of() -> Console:
    """The console the movement commands print to (wide when not a terminal)."""
    return rich_console(
        highlight=False, soft_wrap=False, width=200 if not sys.stdout.isatty() else None
    )


def _title(movement: Movement, name: str | None = None) -> str:
    """``Mitchell, 3 tables, 3 rounds of 3 boards (9 boards in play)``, then the relay or
    skip, the arrow switches and the phantom; in French ``3 tours de 3 étuis (9 étuis
    joués)`` and so on."""
    kind = "Mitchell" if movement.kind is MovementKind.MITCHELL else "Howell"
    name = name or kind
    extra = []
    if movement.even is EvenTables.RELAY:
        extra.append(Message("relay for even tables"))
    elif movement.even is EvenTables.SKIP:
        extra.append(Message("skip for even tables"))
    if movement.arrow_switch:
        switched = ", ".join(map(str, sorted(movement.arrow_switch)))
        extra.append(Message("arrow switch in round {rounds}", rounds=switched))
    if movement.phantom is not None:
        extra.append(Message("phantom {pair}", pair=movement.phantom.said))
    return listing(say(part) for part in (_heading(name, movement), *extra))


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


def _pair(pair: Pair) -> str:
    """A pair as the command's language writes it: ``1EW``, in French ``1 E-O``."""
    said = pair.said
    return say(said) if isinstance(said, Message) else said


def _cell(movement: Movement, meeting: Meeting) -> str:
    boards = board_range(movement.board_numbers(meeting.board_set))
    out = movement.sits_out(meeting)
    if out is not None:
        pairs = say(Message("{pair} sits out", pair=out.said))
    else:
        pairs = f"{_pair(meeting.ns)} – {_pair(meeting.ew)}"
    return f"{pairs}\n{boards}"


def _print_grid(movement: Movement, name: str | None = None) -> None:
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
    console = console_of()
    console.print(_title(movement, name))
    console.print(grid)
    print_problems(console, validate(movement), _PAIRS_VALID)


def _print_cards(movement: Movement, name: str | None = None) -> None:
    console = console_of()
    console.print(_title(movement, name))
    words = _card_words()
    for card in table_cards(movement):
        grid = new_table(title=words.title.format(table=card.table), title_justify="left")
        for column in words.columns:
            grid.add_column(column)
        for row in card.rows:
            grid.add_row(*row_cells(card.table, row, words))
        console.print(grid)


def _card_words() -> CardWords:
    """The words of the table cards in the command's language: ``N-S`` and ``E-W``, the
    pairs ``1EW``, ``stay``; in French ``E-O``, ``1 E-O``, ``restent``, ``relâche``,
    ``table de repos``."""
    sides = ns, ew = say(Message("N-S")), say(Message("E-W"))
    headings = (Message("Round"), Message("Boards"), Message("Shared with"))
    round_, boards, shared = (say(heading) for heading in headings)
    after = (say(Message("{who} next", who=who)) for who in (ns, ew, boards))
    return CardWords(
        columns=(round_, ns, ew, boards, shared, *after),
        title=say("Table {table}"),
        sides=sides,
        lines=(shown(Side.NS), shown(Side.EW)),
        pair=say("{number}{line}"),
        table=say("table {table}"),
        tables=say("tables {tables}"),
        stay=say("stay"),
        sit_out=say("sit out"),
        rest=say("rest"),
        bye_stand=say("bye stand"),
    )


#: What a pairs movement without a problem prints.
_PAIRS_VALID = Message("Valid: no pair sits twice in a round or plays a board twice.")


def _show(movement: Movement, shared: dict[str, Any], name: str | None = None) -> None:
    """Print or write ``movement`` as the shared options ask (``--json``, ``--cards``)."""
    if shared["as_json"]:
        emit_json(movement_to_dict(movement))
    elif shared["cards"]:
        _print_cards(movement, name)
    else:
        _print_grid(movement, name)


def _sizes(shared: dict[str, Any]) -> dict[str, Any]:
    """The shared options every movement builder takes: its rounds, boards per round and
    phantom (``5``, ``5NS``, ``5EW``; ``5 E-O`` as French writes it)."""
    phantom = shared["phantom"]
    return {
        "rounds": shared["rounds"],
        "boards_per_round": shared["boards_per_round"],
        "phantom": None if phantom is None else Pair.parse(phantom),
    }


#: The options every pairs movement command takes, after its tables, rounds and boards.
_PAIRS_OPTIONS = (
    click.option(
        "--phantom", type=Text(10), help="The absent pair of a half table, e.g. 5NS or 10."
    ),
    json_option,
    click.option("--cards", is_flag=True, help="Print the table cards."),
)


@click.group(cls=AtoutGroup)
def movement() -> None:
    """Movements of a pairs event: build, print, suggest and check them."""


movement.add_command(individual_command)


@movement.command("mitchell")
@movement_options(Whole(MIN_MITCHELL_TABLES, MAX_MITCHELL_TABLES), 3, *_PAIRS_OPTIONS)
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
    even: str, arrow_switch: bool, switch_round: tuple[int, ...], **shared: Any
) -> None:
    """A Mitchell: N-S pairs stay, E-W pairs move up one table, boards down one."""
    tables, kind = shared["tables"], EvenTables.parse(even)
    switched = set(switch_round)
    if arrow_switch:
        switched.add(shared["rounds"] or mitchell_rounds(tables, kind))
    _show(mitchell(tables, even=kind, arrow_switch=switched, **_sizes(shared)), shared)


@movement.command("howell")
@movement_options(Whole(MIN_HOWELL_TABLES, MAX_HOWELL_TABLES), 3, *_PAIRS_OPTIONS)
def howell_command(**shared: Any) -> None:
    """A complete Howell: 2T pairs, 2T-1 rounds, every pair meets every other once."""
    _show(howell(shared["tables"], **_sizes(shared)), shared)


@movement.command("barometer")
@movement_options(Whole(MIN_HOWELL_TABLES, MAX_MITCHELL_TABLES), 3, *_PAIRS_OPTIONS)
@click.option(
    "--kind",
    type=click.Choice([k.value for k in MovementKind]),
    default=None,
    help="How the pairs move: howell (one field, up to 20 tables) or mitchell (default: "
    "howell where the table count allows).",
)
def barometer_command(kind: str | None, **shared: Any) -> None:
    """A barometer: every table plays the same boards in a round, ranked after each round."""
    from atout.duplicate.movements.barometer import barometer

    moving = None if kind is None else MovementKind.parse(kind)
    built = barometer(shared["tables"], kind=moving, **_sizes(shared))
    howell_or_mitchell = "Mitchell" if built.kind is MovementKind.MITCHELL else "Howell"
    _show(built, shared, say(Message("Barometer ({kind})", kind=howell_or_mitchell)))


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
            click.echo(say(suggestion.message))
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


def _whole(text: str) -> int:
    """A JSON whole number of a movement: a few digits (Python refuses 4,300)."""
    if len(text.lstrip("-")) > _LONGEST_NUMBER:
        raise NotationError(
            "{value} is not a number of a movement: use at most {most} digits",
            code="movement.json.number-long",
            value=quoted(text),
            most=_LONGEST_NUMBER,
        )
    return int(text)


#: The most digits of a number in a movement's JSON.
_LONGEST_NUMBER = 12


@movement.command("check")
@click.argument("source", type=InputText())
@json_option
def check_command(source: str, as_json: bool) -> None:
    """Check a movement written as JSON (``-`` for standard input); exit 1 on problems."""
    try:
        data = json.loads(source, parse_int=_whole)
    except json.JSONDecodeError as error:
        raise NotationError(
            "{text!r} is not JSON: {reason} (line {line}, column {column})",
            code="movement.json.syntax",
            text=source[:40],
            reason=Message(error.msg) if error.msg in _JSON_REASONS else error.msg,
            line=error.lineno,
            column=error.colno,
        ) from None
    except RecursionError:
        raise NotationError(
            "{text!r} is nested too deeply to be a movement",
            code="movement.json.depth",
            text=source[:40],
        ) from None
    if not isinstance(data, dict):
        raise NotationError(
            "{text!r} is not a movement: expected a JSON object",
            code="movement.json.root",
            text=source[:40],
        )
    if is_individual(data):
        problems = validate_individual(individual_from_dict(data))
    else:
        problems = validate(movement_from_dict(data))
    if as_json:
        said = [say(problem) for problem in problems]
        emit_json({"valid": not problems, "problems": said, "codes": [p.code for p in problems]})
    else:
        valid = INDIVIDUAL_VALID if is_individual(data) else _PAIRS_VALID
        print_problems(console_of(), problems, valid)
    if problems:
        sys.exit(1)


#: Why the json module refuses a text: its own words, which the catalogs translate.
_JSON_REASONS = frozenset(
    {
        N_("Expecting value"),
        N_("Expecting property name enclosed in double quotes"),
        N_("Expecting ':' delimiter"),
        N_("Expecting ',' delimiter"),
        N_("Unterminated string starting at"),
        N_("Invalid control character at"),
        N_("Invalid \\escape"),
        N_("Invalid \\uXXXX escape"),  # json's words: four hex digits after \u
        N_("Extra data"),
        N_("Illegal trailing comma before end of object"),
        N_("Illegal trailing comma before end of array"),
    }
)
