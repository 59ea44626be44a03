"""Commands of the ``atout`` CLI (see :mod:`atout.cli`): competition scoring.

Each command is one self-contained function below; :mod:`atout.cli` lists them.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import click

from atout.cli.common import (
    Whole,
    at_most,
    emit_json,
    figure,
    input_file,
    json_option,
    read_input,
    say,
)
from atout.cli.spoken import AtoutCommand
from atout.duplicate.imps import imps as law_78b_imps
from atout.duplicate.vp import MAX_BOARDS, blitz, victory_points, vp_scale
from atout.duplicate.vp_scales import SCALES, VpScale, scale_from_csv
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
    default=None,
    help="Boards in the match.",
)
@click.option("--table", "whole_table", is_flag=True, help="Print the whole scale 0..blitz.")
@click.option("--scales", "list_scales", is_flag=True, help="List the VP scales atout knows.")
@click.option("--scale", "scale_name", default="wbf2013", help="The VP scale (see --scales).")
@click.option(
    "--scale-csv",
    type=input_file(),
    default=None,
    help="A club's own scale: a CSV of imps,vp rows for 11 to 20 VPs.",
)
@json_option
def vp_command(
    margin: int | None,
    boards: int | None,
    whole_table: bool,
    list_scales: bool,
    scale_name: str,
    scale_csv: Path | None,
    as_json: bool,
) -> None:
    """Victory points (WBF 2013, 20-point) for an IMP MARGIN over --boards boards."""
    if list_scales:
        for scale in SCALES.values():
            click.echo(f"{scale.name}\t{say(scale.description)}")
        return
    if boards is None:
        raise UsageError("give the number of boards: --boards", code="vp.boards")
    if scale_csv is not None or scale_name != "wbf2013":
        if margin is None:
            raise UsageError("give an IMP margin", code="vp.margin")
        scale = _scale(scale_name, scale_csv)
        ours = scale.vp(margin, boards)
        click.echo(f"{ours}-{20 - ours}")
        return
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
    click.echo(f"{figure(vps.ours, places=2)}-{figure(vps.theirs, places=2)}")


def club_scale(path: Path) -> VpScale:
    """A club's VP scale from its CSV, named after the file."""
    return scale_from_csv(path.stem, read_input(str(path)))


def _scale(name: str, path: Path | None) -> VpScale:
    if path is not None:
        return club_scale(path)
    if name not in SCALES:
        raise UsageError(
            "{name!r} is not a VP scale: use {names}",
            code="vp.scale",
            name=name,
            names=", ".join(SCALES),
        )
    return SCALES[name]


def _print_vp_table(boards: int, as_json: bool) -> None:
    scale = vp_scale(boards)
    if as_json:
        rows = [
            {"imps": i, "winner": float(v), "loser": float(20 - v)} for i, v in enumerate(scale)
        ]
        emit_json({"boards": boards, "blitz": round(blitz(boards), 4), "scale": rows})
        return
    most = figure(Decimal(f"{blitz(boards):.2f}"), places=2)
    title = Message(
        "WBF 2013 VP scale, {boards} boards (blitz {blitz} IMPs)", boards=boards, blitz=most
    )
    click.echo(say(title))
    for margin, winner in enumerate(scale):
        click.echo(f"{margin}\t{figure(winner, places=2)}\t{figure(20 - winner, places=2)}")
