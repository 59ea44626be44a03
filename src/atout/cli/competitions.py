"""Commands of the ``atout`` CLI (see :mod:`atout.cli`): competition scoring.

Each command is one self-contained function below; :mod:`atout.cli` lists them.
"""

from __future__ import annotations

from decimal import Decimal

import click

from atout.cli.common import Whole, at_most, emit_json, json_option, language, say
from atout.cli.spoken import AtoutCommand
from atout.duplicate.imps import imps as law_78b_imps
from atout.duplicate.vp import MAX_BOARDS, blitz, victory_points, vp_scale
from atout.errors import Message, UsageError

#: Negative numbers (``-450``) are values here, not options.
_NUMBERS = {"ignore_unknown_options": True}
#: The largest net score difference taken either way (a score lies within ±7600).
MOST_DIFFERENCE = 20_000
#: The largest IMP margin taken either way.
MOST_MARGIN = 9_999


# --- atout bridge imps ------------------------------------------------------


@click.command("imps", context_settings=_NUMBERS, cls=AtoutCommand)
@click.argument(
    "differences",
    nargs=-1,
    required=True,
    type=Whole(-MOST_DIFFERENCE, MOST_DIFFERENCE),
    callback=at_most(10_000, "differences"),
)
@json_option
def imps_command(differences: tuple[int, ...], as_json: bool) -> None:
    """IMPs (Law 78B) for each net score DIFFERENCE, e.g. ``atout bridge imps 450 -810``."""
    values = [law_78b_imps(difference) for difference in differences]
    if as_json:
        emit_json([{"difference": d, "imps": v} for d, v in zip(differences, values, strict=True)])
        return
    for difference, value in zip(differences, values, strict=True):
        click.echo(f"{difference}\t{value}")


# --- atout bridge vp --------------------------------------------------------


@click.command("vp", context_settings=_NUMBERS, cls=AtoutCommand)
@click.argument("margin", required=False, type=Whole(-MOST_MARGIN, MOST_MARGIN))
@click.option(
    "--boards",
    "-b",
    type=Whole(1, MAX_BOARDS),
    required=True,
    help="Boards in the match.",
)
@click.option("--table", "whole_table", is_flag=True, help="Print the whole scale 0..blitz.")
@json_option
def vp_command(margin: int | None, boards: int, whole_table: bool, as_json: bool) -> None:
    """Victory points (WBF 2013, 20-point) for an IMP MARGIN over --boards boards."""
    if whole_table == (margin is not None):
        raise UsageError(
            "give an IMP margin, or --table for the whole scale (not both)",
            code="option.imp-margin-or-table",
        )
    if whole_table:
        _print_vp_table(boards, as_json)
        return
    assert margin is not None
    vps = victory_points(margin, boards)
    if as_json:
        emit_json(
            {
                "imps": margin,
                "boards": boards,
                "vp": float(vps.ours),
                "opponents": float(vps.theirs),
            }
        )
        return
    lang = language()
    if lang == "en":
        click.echo(f"{vps.ours}-{vps.theirs}")
    else:
        click.echo(f"{_decimal(vps.ours, lang)}-{_decimal(vps.theirs, lang)}")


def _decimal(value: Decimal, lang: str) -> str:
    """A figure with two decimals in ``lang``: ``12,77`` in French."""
    from atout.i18n import fixed

    return fixed(value, lang)


def _print_vp_table(boards: int, as_json: bool) -> None:
    scale = vp_scale(boards)
    if as_json:
        rows = [
            {"imps": i, "winner": float(v), "loser": float(20 - v)} for i, v in enumerate(scale)
        ]
        emit_json({"boards": boards, "blitz": round(blitz(boards), 4), "scale": rows})
        return
    lang = language()
    if lang == "en":
        click.echo(f"WBF 2013 VP scale, {boards} boards (blitz {blitz(boards):.2f} IMPs)")
        for margin, winner in enumerate(scale):
            click.echo(f"{margin}\t{winner}\t{20 - winner}")
        return
    most = _decimal(Decimal(f"{blitz(boards):.2f}"), lang)
    title = Message(
        "WBF 2013 VP scale, {boards} boards (blitz {blitz} IMPs)", boards=boards, blitz=most
    )
    click.echo(say(title))
    for margin, winner in enumerate(scale):
        click.echo(f"{margin}\t{_decimal(winner, lang)}\t{_decimal(20 - winner, lang)}")
