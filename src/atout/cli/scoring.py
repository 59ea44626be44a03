"""``atout bridge rubber|chicago|series``: the free-play sheets.

Rich tables for people, ``--json`` for scripts. Bad input is reported on
stderr with exit status 2 (see :class:`atout.cli.common.AtoutGroup`).
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from decimal import Decimal
from typing import TYPE_CHECKING, Any

import click

from atout.bridge.chicago import (
    ChicagoDeal,
    ChicagoRules,
    ChicagoSheet,
    ChicagoVulnerability,
    score_chicago,
)
from atout.bridge.rubber import (
    MAX_STAKE,
    Place,
    RubberDeal,
    RubberRules,
    RubberSheet,
    SheetEntry,
    parse_stake,
    score_rubber,
)
from atout.bridge.seats import Seat, Side
from atout.bridge.series import SeriesBoard, SeriesSheet, score_series
from atout.cli.common import (
    InputText,
    Text,
    emit_json,
    figure,
    json_option,
    language,
    listing,
    new_table,
    read_lines,
    rich_console,
    say,
    shown,
)
from atout.cli.score import items_json
from atout.cli.spoken import NotationCommand
from atout.cli.tables import print_table
from atout.errors import N_, AtoutError, Message

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

    from atout.bridge.contract import ContractResult
    from atout.bridge.honours import Honours


def _console() -> Console:
    return rich_console(highlight=False)


# --- rubber -------------------------------------------------------------------------------


def _rubber_json(sheet: RubberSheet, stake: Decimal | None) -> dict[str, Any]:
    data: dict[str, Any] = {
        side.value.lower(): {
            "above": sheet.above(side),
            "below": sheet.below(side),
            "total": sheet.total(side),
        }
        for side in Side
    }
    data["games"] = {side.value.lower(): sheet.games(side) for side in Side}
    data["finished"] = sheet.finished
    data["stopped"] = sheet.stopped
    data["winner"] = None if sheet.winner is None else sheet.winner.value
    data["difference"] = sheet.difference
    data["settlement"] = sheet.settlement
    if stake is not None:
        data["stake"] = str(stake)
        data["money"] = str(sheet.money(stake))
    data["rules"] = {
        "unfinished_partscore": sheet.rules.unfinished_partscore,
        "fourth_undertrick_increase": sheet.rules.fourth_undertrick_increase,
    }
    data["deals"] = [{"deal": n, "text": str(d)} for n, d in enumerate(sheet.deals, 1)]
    data["entries"] = [
        {
            "deal": e.deal,
            "game": e.game,
            "side": e.side.value,
            "place": e.place.value,
            "kind": e.kind.value,
            "points": e.points,
            "detail": say(e.detail),
        }
        for e in sheet.entries
    ]
    return data


def _cell(points: int, deal: int | None) -> str:
    """An entry of the sheet: ``60 (2)``, ``500 (end)``; in French ``500 (fin)``."""
    return f"{points} ({deal if deal is not None else say(Message('end'))})"


def _side_name(side: Side) -> str:
    """A column of the rubber: ``We (NS)``; in French ``Nous (N-S)``, ``Eux (E-O)``."""
    who = Message("We") if side is Side.NS else Message("They")
    return f"{say(who)} ({shown(side)})"


def _stacked_rows(table: Table, entries: Sequence[SheetEntry], bottom: bool) -> None:
    """Each side's ``entries`` in its column (``60 (2)``), from the top, or down to the
    ``bottom`` of the rows."""
    columns = [[_cell(e.points, e.deal) for e in entries if e.side is side] for side in Side]
    height = max(len(column) for column in columns)
    padded = [
        ([""] * (height - len(c)) + c) if bottom else (c + [""] * (height - len(c)))
        for c in columns
    ]
    for row in zip(*padded, strict=True):
        table.add_row(*row)


def _rubber_table(sheet: RubberSheet) -> Table:
    table = new_table(title=say(Message("Rubber")), show_lines=False)
    for side in Side:
        table.add_column(_side_name(side), justify="right", min_width=12)
    above = [e for e in reversed(sheet.entries) if e.place is Place.ABOVE]
    _stacked_rows(table, above, bottom=True)
    games = len(sheet.game_winners) + 1
    for game in range(1, games + 1):
        table.add_section()
        below = [e for e in sheet.entries if e.place is Place.BELOW and e.game == game]
        if below:
            _stacked_rows(table, below, bottom=False)
        if game <= len(sheet.game_winners):
            winner = sheet.game_winners[game - 1]
            line = say(Message("── game {game} ──", game=game))
            table.add_row(*[f"[dim]{line}[/]" if s is winner else "" for s in Side])
    table.add_section()
    table.add_row(*[str(sheet.total(side)) for side in Side], style="bold")
    return table


def _settlement_text(sheet: RubberSheet, stake: Decimal | None) -> str:
    """The outcome: ``rubber won by They (EW): 1750 points → 17; at 0.20 per hundred the
    loser pays 3.40 (games: NS 1, EW 2)``; in French ``partie gagnée par Eux (E-O) :
    1 750 points → 17 ; à 0,20 la fiche, le perdant paie 3,40 (manches : N-S 1, E-O 2)``."""
    games = say(
        Message(
            "games: {ns} {ns_games}, {ew} {ew_games}",
            ns=Side.NS,
            ns_games=sheet.games(Side.NS),
            ew=Side.EW,
            ew_games=sheet.games(Side.EW),
        )
    )
    if sheet.winner is None:
        level = sheet.finished or sheet.stopped
        state = say(Message("level") if level else Message("rubber in progress"))
        return f"{state} ({games})"
    how = Message("rubber won") if sheet.finished else Message("unfinished rubber won")
    won = Message(
        "{how} by {name}: {points} points → {settlement}",
        how=how,
        name=_side_name(sheet.winner),
        points=sheet.difference,
        settlement=sheet.settlement,
    )
    text = say(won)
    if stake is not None:
        pays = Message(
            "; at {stake} per hundred the loser pays {money}",
            stake=figure(stake, places=2),
            money=figure(sheet.money(stake), places=2),
        )
        text += say(pays)
    return f"{text} ({games})"


def _print_rubber(sheet: RubberSheet, stake: Decimal | None) -> None:
    console = _console()
    print_table(console, _rubber_table(sheet))
    console.print(_settlement_text(sheet, stake))
    print_table(console, _entries(sheet))


def _entries(sheet: RubberSheet) -> Table:
    """The sheet's entries: their deal (``1: NS 2S-2``, in French ``1 : N-S 2♠−2``), side,
    place (``above``, in French ``au-dessus``) and item (``contract tricks``)."""
    detail = new_table(title=say(Message("Entries")))
    words = (N_("deal"), N_("side"), N_("place"), N_("item"), N_("detail"), N_("points"))
    _add_columns(detail, words, right={"points"})
    places = {Place.ABOVE: Message("above"), Place.BELOW: Message("below")}
    for e in sheet.entries:
        if e.deal is None:
            deal = say(Message("end"))
        else:
            played = sheet.deals[e.deal - 1]
            text = _deal(played.side, played.result, played.honours)
            deal = say(Message("{deal}: {text}", deal=e.deal, text=text))
        detail.add_row(
            deal,
            shown(e.side),
            say(places[e.place]),
            say(e.kind.value),
            say(e.detail),
            str(e.points),
        )
    return detail


def _deal(who: Seat | Side | None, result: ContractResult, honours: Honours | None) -> str:
    """A deal: ``N 2S=``, ``NS 2H= honours NS 100``, ``PASS``; in French ``N 2♠=``,
    ``N-S 2♥= honneurs N-S 100``, ``Passe générale``."""
    text = shown(result) if who is None else f"{shown(who)} {shown(result)}"
    if honours is None:
        return text
    held = Message("honours {side} {points}", side=honours.side, points=honours.points)
    return f"{text} {say(held)}"


def _stake(_ctx: click.Context, _param: click.Parameter, value: str | None) -> Decimal | None:
    if value is None:
        return None
    try:
        return parse_stake(value)
    except AtoutError as error:
        shown = say(error.message)
        for field in ("stake: ", say("stake: ")):
            shown = shown.removeprefix(field)
        raise click.BadParameter(shown) from None


@click.command("rubber", cls=NotationCommand)
@click.argument("file", type=InputText())
@click.option(
    "--unfinished-partscore",
    type=click.Choice(["100", "50"]),
    default="100",
    show_default=True,
    help="Bonus for a partscore in an unfinished game (100 seed 004 / Laws, 50 seed 000).",
)
@click.option(
    "--no-fourth-undertrick-increase",
    is_flag=True,
    help="Not-vulnerable doubled undertricks stay 200 from the 4th on (before 1987).",
)
@click.option("--stop", is_flag=True, help="Play stopped: score the rubber as unfinished.")
@click.option(
    "--stake",
    type=Text(20),
    callback=_stake,
    help=f"Money per hundred points, e.g. 0.20 (0 to {MAX_STAKE}).",
)
@json_option
def rubber_command(
    file: str,
    unfinished_partscore: str,
    no_fourth_undertrick_increase: bool,
    stop: bool,
    stake: Decimal | None,
    as_json: bool,
) -> None:
    """The rubber sheet of FILE ('-' for stdin).

    One deal a line: '<NS|EW> <result> [honours <NS|EW> <100|150>]' or 'PASS';
    '#' starts a comment.

    The results are read in the notation in force, given below.
    """
    rules = RubberRules(
        unfinished_partscore=int(unfinished_partscore),
        fourth_undertrick_increase=not no_fourth_undertrick_increase,
    )
    lang = language()
    deals = read_lines(file.splitlines(), lambda line: RubberDeal.parse(line, lang))
    sheet = score_rubber(deals, rules, stopped=stop)
    if as_json:
        emit_json(_rubber_json(sheet, stake))
    else:
        _print_rubber(sheet, stake)


# --- Chicago and series ---------------------------------------------------------------------


def _chicago_json(sheet: ChicagoSheet) -> dict[str, Any]:
    return {
        "ns": sheet.total(Side.NS),
        "ew": sheet.total(Side.EW),
        "sets_complete": sheet.sets_complete,
        "deals": [
            {
                "number": d.number,
                "set": d.set_number,
                "position": d.position,
                "dealer": d.dealer.value,
                "vulnerability": d.vulnerability.value,
                "deal": str(d.deal),
                "ns": d.points(Side.NS),
                "ew": d.points(Side.EW),
                "lines": [
                    {
                        "side": i.side.value,
                        "kind": i.kind.value,
                        "points": i.points,
                        "detail": say(i.detail),
                    }
                    for i in d.lines
                ],
            }
            for d in sheet.deals
        ],
    }


@click.command("chicago", cls=NotationCommand)
@click.argument("file", type=InputText())
@click.option(
    "--non-dealer-vulnerable",
    is_flag=True,
    help="On deals 2 and 3 the side that did not deal is vulnerable (default: the dealer's).",
)
@click.option("--no-honours", is_flag=True, help="Honours do not count.")
@json_option
def chicago_command(
    file: str, non_dealer_vulnerable: bool, no_honours: bool, as_json: bool
) -> None:
    """Chicago sets of four deals from FILE ('-' for stdin): '<N|E|S|W> <result>' or 'PASS'.

    The results are read in the notation in force, given below.
    """
    convention = (
        ChicagoVulnerability.NON_DEALER_VULNERABLE
        if non_dealer_vulnerable
        else ChicagoVulnerability.DEALER_VULNERABLE
    )
    rules = ChicagoRules(vulnerability=convention, honours=not no_honours)
    lang = language()
    deals = read_lines(file.splitlines(), lambda line: ChicagoDeal.parse(line, lang))
    sheet = score_chicago(deals, rules)
    if as_json:
        emit_json(_chicago_json(sheet))
        return
    print_table(_console(), _chicago_table(sheet))


def _chicago_table(sheet: ChicagoSheet) -> Table:
    """The sets' deals, dealers, vulnerabilities, contracts and points; in French their
    words and notation (``tour``, ``O``, ``personne``, ``N 2♠=``, ``Passe générale``)."""
    table = new_table(title=say(Message("Chicago")))
    words = (N_("set"), N_("deal"), N_("dealer"), N_("vul"), N_("contract"), N_("detail"))
    _add_columns(table, (*words, "NS", "EW"), right={"NS", "EW"})
    for d in sheet.deals:
        detail = listing(f"{shown(i.side)} {say(i.kind.value)} {i.points}" for i in d.lines)
        redeal = say(Message(" (redeal)")) if d.redealt else ""
        table.add_row(
            str(d.set_number),
            str(d.position),
            shown(d.dealer),
            shown(d.vulnerability),
            _deal(d.deal.declarer, d.deal.result, d.deal.honours) + redeal,
            detail,
            str(d.points(Side.NS)),
            str(d.points(Side.EW)),
        )
    table.add_section()
    total = say(Message("total"))
    table.add_row("", "", "", "", "", total, *[str(sheet.total(s)) for s in Side], style="bold")
    return table


def _series_json(sheet: SeriesSheet) -> dict[str, Any]:
    return {
        "ns": sheet.total(Side.NS),
        "ew": sheet.total(Side.EW),
        "complete": sheet.complete,
        "winner": None if sheet.winner is None else sheet.winner.value,
        "boards": [
            {
                "board": row.board.board,
                "dealer": row.dealer.value,
                "vulnerability": row.vulnerability.value,
                "declarer": None if row.board.declarer is None else row.board.declarer.value,
                "result": str(row.board.result),
                "score_ns": row.score_ns,
                "ns": row.points(Side.NS),
                "ew": row.points(Side.EW),
                "items": items_json(row.score.items),
            }
            for row in sheet.rows
        ],
    }


@click.command("series", cls=NotationCommand)
@click.argument("file", type=InputText())
@json_option
def series_command(file: str, as_json: bool) -> None:
    """A series of 8 boards from FILE ('-' for stdin): '<board> <N|E|S|W> <result>'.

    The results are read in the notation in force, given below.
    """
    lang = language()
    sheet = score_series(read_lines(file.splitlines(), lambda line: SeriesBoard.parse(line, lang)))
    if as_json:
        emit_json(_series_json(sheet))
        return
    _console().print(_series_table(sheet))
    if sheet.winner is not None:
        _console().print(say(Message("{side} win the series", side=sheet.winner)))


def _series_table(sheet: SeriesSheet) -> Table:
    """The series' boards, dealers, vulnerabilities, declarers, results and points; in
    French their words and notation (``donneur``, ``O``, ``personne``, ``4♥=``)."""
    table = new_table(title=say(Message("Series")))
    words = (N_("board"), N_("dealer"), N_("vul"), N_("declarer"), N_("result"), "NS", "EW")
    _add_columns(table, words, right={"NS", "EW", "board"})
    for row in sheet.rows:
        declarer = row.board.declarer
        table.add_row(
            str(row.board.board),
            shown(row.dealer),
            shown(row.vulnerability),
            "-" if declarer is None else shown(declarer),
            shown(row.board.result),
            str(row.points(Side.NS) or ""),
            str(row.points(Side.EW) or ""),
        )
    table.add_section()
    table.add_row(
        "", "", "", "", say(Message("total")), *[str(sheet.total(s)) for s in Side], style="bold"
    )
    return table


def _add_columns(table: Table, names: Sequence[str], right: Set[str]) -> None:
    """The columns ``names`` of a sheet, those in ``right`` (figures) right-aligned: the
    sides (``NS``, in French ``N-S``), the words in the command's language."""
    for name in names:
        heading = shown(Side(name)) if name in ("NS", "EW") else say(name)
        table.add_column(heading, justify="right" if name in right else "left")
