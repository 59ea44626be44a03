"""PBN commands: ``atout bridge rescore FILE.pbn`` and ``atout bridge pbn check FILE``."""

from __future__ import annotations

import sys
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import click

from atout.bridge.seats import Side
from atout.cli.common import (
    AtoutGroup,
    emit_json,
    figure,
    input_file,
    json_option,
    new_table,
    read_bytes,
    rich_console,
    say,
)
from atout.cli.competitions import club_scale
from atout.cli.convert import read_session
from atout.cli.spoken import AtoutCommand
from atout.duplicate.imp_pairs import ImpMethod
from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.rounding import round_half_up
from atout.errors import N_, Message
from atout.formats import pbn
from atout.formats.pbn.check import check
from atout.formats.pbn.rescore import ImpRescore, Rescore, rescore, rescore_imps
from atout.formats.pbn.scoring import Method, detect

#: The IMP methods a file's scoring may name.
_IMP_METHODS = {Method.CROSS_IMPS: ImpMethod.CROSS_IMPS, Method.BUTLER: ImpMethod.BUTLER}


def rescore_payload(result: Rescore) -> dict[str, Any]:
    """The ``--json`` document: every board's results, then the ranking (unrounded)."""
    return {
        "boards": [
            {
                "board": board.board,
                "results": [
                    {
                        "ns": str(line.ns),
                        "ew": str(line.ew),
                        "score_ns": line.score_ns,
                        "pct_ns": float(line.ns_percent),
                    }
                    for line in board.lines
                ],
            }
            for board in result.boards
        ],
        "ranking": [
            {
                "pair": line.score.pair,
                "pct": float(line.score.percent),
                "rank": str(line.place),
                "direction": None if line.field is None else line.field.value,
            }
            for line in result.ranking
        ],
    }


def imps_payload(result: ImpRescore) -> dict[str, Any]:
    """The ``--json`` document at IMPs: each board's IMPs per side, then the ranking."""
    return {
        "scoring": result.method.value,
        "boards": [
            {
                "board": board,
                "results": [
                    {
                        "ns": str(line.ns),
                        "ew": str(line.ew),
                        "score_ns": line.entry if isinstance(line.entry, int) else None,
                        "imps_ns": float(line.ns_imps),
                        "imps_ew": float(line.ew_imps),
                    }
                    for line in lines
                ],
            }
            for board, lines in result.boards
        ],
        "ranking": [
            {
                "pair": line.score.pair,
                "imps": float(line.score.imps),
                "boards": line.score.boards,
                "rank": str(line.place),
            }
            for line in result.ranking
        ],
    }


def _names(session: pbn.PbnFile) -> dict[str, str]:
    for game in session.games:
        table = game.total_score_table
        if table is not None and table.has("PairId") and table.has("Names"):
            return {r["PairId"] or "": r["Names"] or "" for r in table.records()}
    return {}


def _print_ranking(
    session: pbn.PbnFile,
    title: str,
    figures: tuple[str, str],
    rows: list[tuple[str, str, int, Fraction, Fraction]],
) -> None:
    """A ranking table: place, pair, names, boards and the two figures of each pair."""
    names = _names(session)
    table = new_table(title=title)
    for header in (N_("Rank"), N_("Pair"), N_("Names"), N_("Boards"), *figures):
        table.add_column(say(header), justify="left" if header == "Names" else "right")
    for place, pair, boards, first, second in rows:
        first_text, second_text = _figure(first), _figure(second)
        table.add_row(place, pair, names.get(pair, ""), str(boards), first_text, second_text)
    rich_console().print(table)


def _figure(value: Fraction) -> str:
    """A pair's figure to two decimals: ``62.50``; in French with a comma, ``62,50``."""
    return figure(round_half_up(value, 2), places=2)


#: How a direction's ranking is titled: ``N-S``, ``E-W`` (in French ``E-O``).
_DIRECTION_TITLES = {Side.NS: Message("N-S"), Side.EW: Message("E-W")}


def _print_rescore(session: pbn.PbnFile, result: Rescore) -> None:
    """The rescored ranking: one table, or one per direction (a Mitchell's two winners)."""
    title = say(Message("{count} boards rescored", count=len(result.boards)))
    found: list[Side | None] = [d for d in Side if any(s.field is d for s in result.ranking)]
    for direction in found or [None]:
        rows = [
            (str(s.place), s.score.pair, s.score.boards, s.score.matchpoints_mp1, s.score.percent)
            for s in result.ranking
            if s.field is direction
        ]
        if direction is None:
            shown = title
        else:
            side = _DIRECTION_TITLES[direction]
            shown = say(Message("{title}: {direction}", title=title, direction=side))
        # MP1: the pair's matchpoints over the average, zero-centred (PBN's "MP1")
        _print_ranking(session, shown, (N_("MP1"), "%"), rows)


def _check(path: Path, session: pbn.PbnFile, scale_csv: Path | None) -> None:
    """Each published figure that differs (exit 1), else what agrees; then, for a file
    written before its session ended, why it is provisional (once)."""
    scales = () if scale_csv is None else (club_scale(scale_csv),)
    checked = check(session, scales)
    for difference in checked.differences:
        click.echo(say(difference.message))
    if checked.short_boards is not None:
        rule = checked.short_boards.message
        click.echo(say(Message("{file}: {checked}", file=path.name, checked=rule)))
    if checked.matches:
        matches = Message.counted("{n} match checked", "{n} matches checked", n=checked.matches)
        scale = checked.vp_scale
        found = (
            matches
            if scale is None
            else Message("{matches}, VPs: {scale}", matches=matches, scale=scale.description)
        )
        click.echo(say(Message("{file}: {checked}", file=path.name, checked=found)))
    if checked.differences:
        figures = Message.counted(
            "{n} published figure differs",
            "{n} published figures differ",
            n=len(checked.differences),
        )
        summary = Message(
            "{file}: scored at {scoring}: {figures}",
            file=path.name,
            scoring=checked.scoring.message,
            figures=figures,
        )
        click.echo(say(summary), err=True)
        sys.exit(1)
    # the reason has its own line below, not a second time in this one
    agreed = replace(checked, provisional=None).message
    click.echo(say(Message("{file}: {checked}", file=path.name, checked=agreed)))
    if checked.provisional is not None:
        provisional = Message(
            "{file}: provisional: {reason}", file=path.name, reason=checked.provisional
        )
        click.echo(say(provisional))


@click.command("rescore", cls=AtoutCommand)
@click.argument("path", type=input_file())
@json_option
@click.option(
    "--check",
    is_flag=True,
    help="Compare with the figures published in the file; exit 1 listing each difference.",
)
@click.option(
    "--imps",
    "imp_method",
    type=click.Choice([m.value for m in ImpMethod]),
    default=None,
    help="Score at IMPs instead of the file's scoring: cross (cross-IMPs) or butler.",
)
@click.option(
    "--lenient",
    is_flag=True,
    help="Read the file leniently: producers' quirks accepted (see atout bridge pbn check).",
)
@click.option(
    "--short-boards",
    type=click.Choice([rule.value for rule in ShortBoards]),
    default=ShortBoards.FULL_TOP.value,
    help="A board played fewer times: factored to the full top (Neuberg), or on its own top.",
)
@click.option(
    "--vp-scale-csv",
    type=input_file(),
    default=None,
    help="With --check: a club's own VP scale (imps,vp rows for 11 to 20 VPs) to try first.",
)
def rescore_command(
    path: Path,
    as_json: bool,
    check: bool,
    imp_method: str | None,
    lenient: bool,
    short_boards: str,
    vp_scale_csv: Path | None,
) -> None:
    """Recompute every score, matchpoint and percentage of a PBN pairs session.

    Scores come from contract, declarer, tricks and vulnerability; the file's
    own Score, MP, IMP and percentage columns are ignored, but --check compares
    them, by the scoring the file uses (matchpoints, MP1, cross-IMPs, Butler,
    IMP teams, individual). With --imps the session is scored and ranked at
    IMPs instead.
    """
    converted = read_session(read_bytes(path), lenient)
    for problem in converted.problems:
        click.echo(say(problem), err=True)
    session = converted.pbn
    if imp_method is None and not check and detect(session).method in _IMP_METHODS:
        imp_method = _IMP_METHODS[detect(session).method].value
    if imp_method is not None:
        if check:
            raise click.UsageError(
                say(Message("--check uses the file's own scoring: it does not go with --imps"))
            )
        imp_result = rescore_imps(session, ImpMethod(imp_method))
        if as_json:
            emit_json(imps_payload(imp_result))
        else:
            count = len(imp_result.boards)
            at = Message("{count} boards rescored at {method} IMPs", count=count, method=imp_method)
            title = say(at)
            rows = [
                (str(s.place), s.score.pair, s.score.boards, s.score.imps, s.score.per_board)
                for s in imp_result.ranking
            ]
            _print_ranking(session, title, (N_("IMPs"), N_("IMPs/board")), rows)
        return
    if check:
        _check(path, session, vp_scale_csv)
        return
    result = rescore(session, ShortBoards(short_boards))
    if as_json:
        emit_json(rescore_payload(result))
    else:
        _print_rescore(session, result)


@click.group("pbn", cls=AtoutGroup)
def pbn_group() -> None:
    """PBN files: check that a file reads."""


@pbn_group.command("check")
@click.argument("path", type=input_file())
@json_option
def check_command(path: Path, as_json: bool) -> None:
    """Read a PBN file leniently and list every problem (exit 1 when there are some)."""
    session = pbn.loads(read_bytes(path), strict=False)
    problems = session.problems
    if as_json:
        emit_json(
            {
                "games": len(session.games),
                "problems": [
                    {
                        "line_number": p.line_number,
                        "line": p.line,
                        "code": p.code,
                        "message": say(p.message),
                    }
                    for p in problems
                ],
            }
        )
    else:
        for problem in problems:
            click.echo(say(problem.text))
        click.echo(_summary(path, len(session.games), len(problems)))
    if problems:
        sys.exit(1)


def _summary(path: Path, games: int, problems: int) -> str:
    """``f.pbn: 24 games, 0 problems``; in French ``24 donnes, 0 problème``."""
    summary = Message(
        "{file}: {games}, {problems}",
        file=path.name,
        games=Message.counted("{n} game", "{n} games", n=games),
        problems=Message.counted("{n} problem", "{n} problems", n=problems),
    )
    return say(summary)
