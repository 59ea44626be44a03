"""``atout bridge swiss``: the next round of a Swiss event from a STATE file.

STATE is JSON: ``{"entrants": [ids in ranking order], "met": [[a, b], …], "byes": [ids]}``
(an id is a string or a whole number; ``met`` and ``byes`` may be left out). ``--json``
answers ``{"tables": [[a, b], …], "bye": id | null}``, the higher-ranked entrant first at
each table, the top table first (:func:`atout.duplicate.swiss.pair_round`).
"""

from __future__ import annotations

import json
from typing import Any

import click

from atout.cli.common import AtoutGroup, InputText, Whole, emit_json, json_option, quoted, say
from atout.duplicate.swiss import ffb_warnings, pair_round
from atout.errors import Message, NotationError

#: The most entrants a STATE may list.
MOST_ENTRANTS = 5_000
Entrant = str | int


@click.group(cls=AtoutGroup)
def swiss() -> None:
    """Swiss events: pair the next round from the ranking and the meetings so far."""


@swiss.command("next")
@click.argument("state", type=InputText())
@click.option("--danish", is_flag=True, help="A Danish round: 1v2, 3v4… even if they have met.")
@click.option(
    "--rounds",
    type=Whole(1, 99),
    default=None,
    help="Rounds the event plays: warn when it is outside the FFB's bounds.",
)
@json_option
def next_command(state: str, danish: bool, rounds: int | None, as_json: bool) -> None:
    """The tables of the next round of STATE (a JSON file, '-' for standard input)."""
    entrants, met, byes = read_state(state)
    found = pair_round(entrants, met, byes, danish=danish)
    warnings = [] if rounds is None else list(ffb_warnings(len(entrants), rounds))
    if as_json:
        answer: dict[str, Any] = {"tables": [list(t) for t in found.tables], "bye": found.bye}
        if rounds is not None:
            answer["warnings"] = [{"code": w.code, "message": say(w)} for w in warnings]
        emit_json(answer)
        return
    for warning in warnings:
        click.echo(say(Message("warning: {message}", message=warning)), err=True)
    for number, (first, second) in enumerate(found.tables, 1):
        line = Message(
            "Table {table}: {first} – {second}", table=number, first=first, second=second
        )
        click.echo(say(line))
    if found.bye is not None:
        click.echo(say(Message("Bye: {entrant}", entrant=found.bye)))
    if found.repeats and not danish:
        said = Message.counted(
            "{n} table repeats a meeting: every pairing repeats one",
            "{n} tables repeat a meeting: every pairing repeats as many",
            n=found.repeats,
        )
        click.echo(say(said))


def read_state(text: str) -> tuple[list[Entrant], list[tuple[Entrant, Entrant]], list[Entrant]]:
    """The entrants, meetings and byes of a STATE text; anything else is a
    :class:`NotationError` quoting it."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # JSONDecodeError, or a number of 5,000 digits
        raise _malformed(text, Message("it is not JSON")) from None
    if not isinstance(data, dict) or not isinstance(data.get("entrants"), list):
        raise _malformed(text, Message('it needs "entrants": a list of ids in ranking order'))
    entrants = [_entrant(text, e) for e in data["entrants"]]
    if len(entrants) > MOST_ENTRANTS:
        raise _malformed(text, Message("it lists more than {most} entrants", most=MOST_ENTRANTS))
    met = data.get("met") or []
    pairs = [m for m in met if isinstance(m, list) and len(m) == 2] if isinstance(met, list) else []
    if not isinstance(met, list) or len(pairs) != len(met):
        raise _malformed(text, Message('"met" must be a list of pairs of ids, e.g. [["A", "B"]]'))
    byes = data.get("byes") or []
    if not isinstance(byes, list):
        raise _malformed(text, Message('"byes" must be a list of ids'))
    return (
        entrants,
        [(_entrant(text, a), _entrant(text, b)) for a, b in pairs],
        [_entrant(text, e) for e in byes],
    )


def _entrant(text: str, value: Any) -> Entrant:
    if isinstance(value, str | int) and not isinstance(value, bool):
        return value
    raise _malformed(
        text, Message("{value} is not an id: use a string or a whole number", value=repr(value))
    )


def _malformed(text: str, why: Message) -> NotationError:
    return NotationError(
        "{state} is not a Swiss state: {why}", code="swiss.state", state=quoted(text), why=why
    )
