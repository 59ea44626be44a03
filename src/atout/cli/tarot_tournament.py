"""``atout tarot tournament``: the seating plan of a tarot evening (tables of 4 and 5).

The plan is the one the director's page makes (:mod:`atout.tarot.tournament`),
from the same seed: ``--seed 3`` gives the same seating here and there.
"""

from __future__ import annotations

import random
from typing import Any

import click

from atout.cli.common import AtoutGroup, emit_json, json_option, say
from atout.errors import Message
from atout.tarot.tournament.plan import (
    DEALS,
    PLAYERS,
    ROUNDS,
    TableSizes,
    TournamentPlan,
    lower_bound,
)
from atout.tarot.tournament.search import build_plan
from atout.tarot.tournament.validate import validate


@click.group(cls=AtoutGroup)
def tournament() -> None:
    """Tarot tournaments: the seating plan of an evening."""


def _range(allowed: range) -> click.IntRange:
    return click.IntRange(allowed.start, allowed.stop - 1)


@tournament.command("plan")
@click.option("--players", required=True, type=_range(PLAYERS), help="8 to 60 players.")
@click.option("--rounds", default=5, show_default=True, type=_range(ROUNDS), help="Rounds.")
@click.option("--deals", default=4, show_default=True, type=_range(DEALS), help="Deals a round.")
@click.option("--tables-of-4-only", is_flag=True, help="Tables of 4; the others sit out in turn.")
@click.option(
    "--seed", default=0, show_default=True, type=int, help="The same seed, the same plan."
)
@json_option
def plan_command(
    players: int, rounds: int, deals: int, tables_of_4_only: bool, seed: int, as_json: bool
) -> None:
    """Seat PLAYERS for ROUNDS rounds meeting as many different players as possible."""
    sizes = TableSizes.FOUR_ONLY if tables_of_4_only else TableSizes.FOUR_AND_FIVE
    plan = build_plan(players, rounds, random.Random(seed), sizes=sizes, deals=deals)
    problems = validate(plan)
    summary: dict[str, Any] = {
        "players": players,
        "tables": str(sizes),
        "deals": deals,
        "seed": seed,
        "repeats": plan.repeats,
        "lower_bound": lower_bound(players, rounds, sizes),
        "most_meetings": plan.most_meetings,
        "problems": problems,
    }
    if as_json:
        rounds_json = [
            {
                "round": r.number,
                "tables": [{"table": t.number, "players": list(t.players)} for t in r.tables],
                "byes": list(r.byes),
            }
            for r in plan.rounds
        ]
        emit_json({**summary, "rounds": rounds_json})
        return
    _print_plan(plan, summary, rounds, tables_of_4_only)


def _print_plan(
    plan: TournamentPlan, summary: dict[str, Any], rounds: int, tables_of_4_only: bool
) -> None:
    """The plan in the command's language: ``9 joueurs, 2 parties de 3 donnes, tables de 4
    et de 5 (graine 0)``, the repeated meetings, then each round's tables and byes."""
    tables = Message("tables of 4 only") if tables_of_4_only else Message("tables of 4 and 5")
    heading = Message.counted(
        "{players} players, {n} round of {deals}, {tables} (seed {seed})",
        "{players} players, {n} rounds of {deals}, {tables} (seed {seed})",
        n=rounds,
        players=summary["players"],
        deals=Message.counted("{n} deal", "{n} deals", n=summary["deals"]),
        tables=tables,
        seed=summary["seed"],
    )
    click.echo(say(heading))
    meetings = Message.counted(
        "repeated meetings: {repeats} (lower bound {bound}); "
        "no two players meet more than {n} time",
        "repeated meetings: {repeats} (lower bound {bound}); "
        "no two players meet more than {n} times",
        n=plan.most_meetings,
        repeats=plan.repeats,
        bound=summary["lower_bound"],
    )
    click.echo(say(meetings))
    for r in plan.rounds:
        click.echo(say(Message("round {number}", number=r.number)))
        for t in r.tables:
            seated = ", ".join(str(p) for p in t.players)
            click.echo(
                "  " + say(Message("table {number}: {players}", number=t.number, players=seated))
            )
        if r.byes:
            byes = ", ".join(str(p) for p in r.byes)
            click.echo("  " + say(Message("sit out: {players}", players=byes)))
    for problem in summary["problems"]:
        click.echo(say(Message("problem: {problem}", problem=problem)), err=True)
