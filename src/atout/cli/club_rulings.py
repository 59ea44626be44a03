"""``atout club ruling``: the director's rulings from the shell, as his pages give them.

``assign SESSION_ID ROUND TABLE BOARD SCORE`` gives a weighted or split assigned score
(``"60% 4S= N + 40% 4S-1 N"``, ``"4S-1 N | 4S= N"``), ``withdraw`` takes it away,
``penalty SESSION_ID COMPETITOR`` gives a procedural penalty, ``handicap PLAYER_ID VALUE``
a register's player his handicap, ``list SESSION_ID`` shows a session's rulings. Each
acts in the name of the session's (or the register's) director and goes through
:mod:`atout.services.club.rulings`: a refusal is one line, exit status 2, nothing stored.
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction
from typing import Any

import click

from atout.cli.common import AtoutGroup, Whole, emit_json, json_option, new_table, rich_console, say
from atout.cli.database import database_option, opened, reading
from atout.errors import N_, Message, NotationError

#: A session's or player's number: the database's ids are 32-bit (PostgreSQL's INTEGER).
ID = Whole(1, 2**31 - 1)
_DECIMAL = re.compile(r"[+-]?[0-9]{1,3}(?:\.[0-9]{1,2})?")


def _decimal(text: str) -> Fraction:
    """A number as typed on the command line (``25``, ``-2.5``), else a one-line refusal.

    >>> _decimal("-2.5"), _decimal("25")
    (Fraction(-5, 2), Fraction(25, 1))
    """
    typed = text.strip().replace("−", "-").replace(",", ".")
    if not _DECIMAL.fullmatch(typed):
        raise NotationError(
            "{text!r} is not a number: write e.g. 25, 12.5 or -3",
            code="ruling.number",
            text=text,
        )
    return Fraction(Decimal(typed))


def _figure(value: Fraction) -> str:
    """A penalty or handicap as stored: ``25``, ``12.5``, ``-2.25``."""
    return str(Decimal(value.numerator) / Decimal(value.denominator))


@click.group("ruling", cls=AtoutGroup)
def ruling() -> None:
    """The director's rulings: weighted or split scores, penalties, handicaps."""


@ruling.command("assign")
@click.argument("session_id", type=ID)
@click.argument("round_", metavar="ROUND", type=Whole(1, 100))
@click.argument("table", metavar="TABLE", type=Whole(1, 240))
@click.argument("board", metavar="BOARD", type=Whole(1, 999))
@click.argument("score")
@database_option
@json_option
def assign_command(
    session_id: int,
    round_: int,
    table: int,
    board: int,
    score: str,
    database_url: str | None,
    as_json: bool,
) -> None:
    """Give SCORE at a table's board: `60% 4S= N + 40% 4S-1 N`, or `4S-1 N | 4S= N` split.

    The assigned score stands for the table's result (pairs: matchpointed or IMPed outcome
    by outcome; teams: each team's outcomes IMPed against the other room), then weighted.
    """
    from atout.duplicate.assigned import AssignedScore
    from atout.services.club import rulings
    from atout.store.club.records import ResultKey

    assigned = AssignedScore.parse(score)
    with opened(database_url) as database, database.transaction(write=True) as session:
        director = rulings.session_director(session, session_id)
        key = ResultKey(round_, table, board)
        rulings.assign_score(session, director, session_id, key, assigned)
        found = _listed(session, session_id)
    _show(found, as_json)


@ruling.command("withdraw")
@click.argument("session_id", type=ID)
@click.argument("round_", metavar="ROUND", type=Whole(1, 100))
@click.argument("table", metavar="TABLE", type=Whole(1, 240))
@click.argument("board", metavar="BOARD", type=Whole(1, 999))
@database_option
@json_option
def withdraw_command(
    session_id: int, round_: int, table: int, board: int, database_url: str | None, as_json: bool
) -> None:
    """Take the assigned score of a table's board away: its own result counts again."""
    from atout.services.club import rulings
    from atout.store.club.records import ResultKey

    with opened(database_url) as database, database.transaction(write=True) as session:
        director = rulings.session_director(session, session_id)
        rulings.withdraw_score(session, director, session_id, ResultKey(round_, table, board))
        found = _listed(session, session_id)
    _show(found, as_json)


@ruling.command("penalty")
@click.argument("session_id", type=ID)
@click.argument("competitor", type=Whole(1, 240))
@click.option("--amount", default="25", show_default=True, help="The penalty, in the unit given.")
@click.option(
    "--unit",
    type=click.Choice(["top", "imps", "vps"]),
    default="top",
    show_default=True,
    help="A percentage of a top (pairs), IMPs or VPs (teams).",
)
@click.option("--reason", default="", help="Why, as the ranking shows it.")
@database_option
@json_option
def penalty_command(
    session_id: int,
    competitor: int,
    amount: str,
    unit: str,
    reason: str,
    database_url: str | None,
    as_json: bool,
) -> None:
    """Give pair or team COMPETITOR a procedural penalty off its total (Law 90)."""
    from atout.duplicate.penalties import Penalty, PenaltyUnit
    from atout.services.club import rulings

    penalty = Penalty(competitor, _decimal(amount), PenaltyUnit(unit))
    with opened(database_url) as database, database.transaction(write=True) as session:
        director = rulings.session_director(session, session_id)
        rulings.penalise(session, director, session_id, penalty, reason)
        found = _listed(session, session_id)
    _show(found, as_json)


@ruling.command("handicap", context_settings={"ignore_unknown_options": True})
@click.argument("player_id", type=ID)
@click.argument("value")
@database_option
@json_option
def handicap_command(player_id: int, value: str, database_url: str | None, as_json: bool) -> None:
    """Give player PLAYER_ID of the register his handicap VALUE (`-5`, `2.5`; `none`)."""
    from atout.services.club import rulings

    handicap = None if value.strip().lower() == "none" else _decimal(value)
    with opened(database_url) as database, database.transaction(write=True) as session:
        director = rulings.register_director(session, player_id)
        rulings.set_handicap(session, director, player_id, handicap)
    shown = None if handicap is None else _figure(handicap)
    if as_json:
        emit_json({"player": player_id, "handicap": shown})
        return
    said = (
        Message("player {player}: no handicap", player=player_id)
        if shown is None
        else Message("player {player}: handicap {handicap}", player=player_id, handicap=shown)
    )
    click.echo(say(said))


@ruling.command("list")
@click.argument("session_id", type=ID)
@database_option
@json_option
def list_command(session_id: int, database_url: str | None, as_json: bool) -> None:
    """Show the assigned scores and the penalties of session SESSION_ID."""
    with reading(database_url) as session:
        found = _listed(session, session_id)
    _show(found, as_json)


def _listed(session: Any, session_id: int) -> dict[str, Any]:
    """The session's rulings as plain values."""
    from atout.services.club.sessions import get_session
    from atout.store.club.rulings import rulings

    get_session(session, session_id)
    found = rulings(session, session_id)
    return {
        "session": session_id,
        "assigned": [
            {
                "round": key.round,
                "table": key.table,
                "board": key.board,
                "score": str(score),
                "split": score.split,
            }
            for key, score in found.assigned.items()
        ],
        "penalties": [
            {
                "id": p.id,
                "competitor": p.penalty.competitor,
                "amount": _figure(p.penalty.amount),
                "unit": p.penalty.unit.value,
                "reason": p.reason,
            }
            for p in found.penalties
        ],
    }


def _show(found: dict[str, Any], as_json: bool) -> None:
    if as_json:
        emit_json(found)
        return
    headings = (N_("Round"), N_("Table"), N_("Board"), N_("Assigned score"))
    table = new_table(*(say(heading) for heading in headings))
    for a in found["assigned"]:
        table.add_row(str(a["round"]), str(a["table"]), str(a["board"]), a["score"])
    rich_console().print(table)
    from atout.duplicate.penalties import PenaltyUnit

    for p in found["penalties"]:
        said = Message(
            "penalty {number}: pair or team {competitor}, {amount} {unit}",
            number=p["id"],
            competitor=p["competitor"],
            amount=p["amount"],
            unit=say(PenaltyUnit(p["unit"]).message),
        )
        click.echo(say(said) + (f" ({p['reason']})" if p["reason"] else ""))
