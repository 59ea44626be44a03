"""``atout tarot``: French tarot scores and sessions."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

import click

from atout.cli.common import (
    InputText,
    Text,
    Whole,
    at_most,
    columns,
    emit_json,
    json_option,
    new_table,
    rich_console,
    say,
)
from atout.cli.lazy import LazyCommand, LazyGroup
from atout.cli.spoken import FilledOption
from atout.errors import Message, NotationError
from atout.tarot.cards import EXCUSE_WORDS, ExcuseExchange, parse_cards
from atout.tarot.contract import (
    CAMP_WORDS,
    CHELEM_WORDS,
    PETIT_CHELEM_WORDS,
    Camp,
    Chelem,
    Contrat,
    MisereShown,
    PetitChelem,
    PoigneeShown,
)
from atout.tarot.deal import SELF_WORDS, Donne, Passe, parse_int, parse_partner, parse_points
from atout.tarot.rules import PRESET_WORDS, TarotRules
from atout.tarot.score import TarotScore, score
from atout.tarot.session import Session
from atout.tarot.sheet import parse_session
from atout.tarot.stats import PlayerStats

if TYPE_CHECKING:
    from rich.table import Table


#: The subcommands of ``atout tarot`` imported when they run.
LAZY = {
    "tournament": LazyCommand(
        "atout.cli.tarot_tournament:tournament",
        "Tarot tournaments: the seating plan of an evening.",
    )
}


@click.group(cls=LazyGroup, lazy=LAZY)
def tarot() -> None:
    """French tarot: the score of a deal, session sheets."""


T = TypeVar("T")


def _optional(text: str | None, parse: Callable[[str], T]) -> T | None:
    return None if text is None else parse(text)


#: The longest word an option of ``atout tarot score`` takes (a pile of 78 cards is 300).
_WORD = Text(40)


class WordsOption(FilledOption):
    """An option whose help names the words it takes in the command's language: its
    ``{camps}`` is ``attack|defence`` in English, ``attaque|défense`` in French (both are
    read in either language)."""

    def __init__(
        self, *args: Any, words: Mapping[str, Callable[[str], str]], **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.words = words

    def fill(self, text: str, lang: str) -> str:
        return text.format(**{name: words(lang) for name, words in self.words.items()})


def _classic(lang: str) -> str:
    return PRESET_WORDS.name("classic", lang)


def _words_option(
    help: str, words: Mapping[str, Callable[[str], str]], *names: str, **options: Any
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """An option of ``atout tarot score`` whose help names the ``words`` it takes."""
    return click.option(*names, type=_WORD, cls=WordsOption, words=words, help=help, **options)


@tarot.command("score")
@click.option("--players", required=True, type=Whole(3, 5), help="3, 4 or 5.")
@click.option("--taker", required=True, type=Whole(1, 5), help="The taker's seat, 1 to N.")
@_words_option(
    "5 players: the called seat, or '{self}'.", {"self": SELF_WORDS.listing}, "--partner"
)
@click.option(
    "--contract", "contract", required=True, type=_WORD, help="prise|garde|garde-sans|garde-contre"
)
@click.option(
    "--points", type=_WORD, help="The taker's camp's card points, 0 to 91 (x.5 at 3 and 5)."
)
@click.option("--bouts", type=_WORD, help="The taker's camp's bouts, 0 to 3.")
@click.option(
    "--cards",
    type=Text(400),
    help="Instead of points and bouts: the taker's camp's pile (T21,EX,SK…).",
)
@_words_option(
    "With --cards: {excuses} (excuse exchange).",
    {"excuses": EXCUSE_WORDS.listing},
    "--excuse",
    default="none",
)
@_words_option(
    "{camps}: the camp that took the petit at the end.",
    {"camps": CAMP_WORDS.listing},
    "--petit-au-bout",
)
@click.option(
    "--poignee",
    multiple=True,
    type=Text(120),
    callback=at_most(5, "poignées"),
    help="SEAT:simple|double|triple[:CARDS], repeatable.",
)
@click.option(
    "--misere",
    multiple=True,
    type=_WORD,
    callback=at_most(10, "misères"),
    help="SEAT:atout|honneurs (classic), repeatable.",
)
@_words_option("{chelems}", {"chelems": CHELEM_WORDS.listing}, "--chelem")
@_words_option("{chelems} (classic).", {"chelems": PETIT_CHELEM_WORDS.listing}, "--petit-chelem")
@_words_option(
    "{presets} ({classic}).",
    {"presets": PRESET_WORDS.listing, "classic": _classic},
    "--rules",
    "preset",
    default="classic",
)
@click.option("--round-to-ten", is_flag=True, help="Round the difference to the nearest ten.")
@json_option
def score_command(**options: Any) -> None:
    """The score of one deal, seat by seat, with an itemised explanation."""
    rules = TarotRules.preset(options["preset"])
    if options["round_to_ten"]:
        rules = replace(rules, round_to_ten=True)
    result = score(_donne(options), rules)
    if options["as_json"]:
        emit_json(_score_json(result))
        return
    click.echo(_score_text(result))


def _donne(options: dict[str, Any]) -> Donne:
    taker: int = options["taker"]
    contrat = Contrat.parse(options["contract"])
    cards = options["cards"]
    if cards is None and options["points"] is None:
        raise NotationError(
            "points: missing: give --points from 0 to 91 (or --cards)",
            code="points.missing",
        )
    if cards is None and options["bouts"] is None:
        raise NotationError(
            "bouts: missing: give --bouts from 0 to 3 (or --cards)",
            code="bouts.missing",
        )
    if cards is not None and (options["points"] is not None or options["bouts"] is not None):
        raise NotationError(
            "cards: give --cards or --points with --bouts, not both",
            code="cards.or-points",
        )
    excuse = ExcuseExchange.parse(options["excuse"])
    if cards is None and excuse is not ExcuseExchange.NONE:
        raise NotationError(
            "excuse: {options!r} goes with --cards: give the pile too",
            code="excuse.without-cards",
            options=options["excuse"],
        )
    donne = Donne(
        players=options["players"],
        taker=taker,
        contrat=contrat,
        points=0.0 if cards is not None else parse_points(options["points"]),
        bouts=0 if cards is not None else parse_int(options["bouts"], "bouts"),
        partner=_optional(options["partner"], lambda text: parse_partner(text, taker)),
        petit_au_bout=_optional(options["petit_au_bout"], Camp.parse),
        poignees=tuple(PoigneeShown.parse(text) for text in options["poignee"]),
        miseres=tuple(MisereShown.parse(text) for text in options["misere"]),
        chelem=_optional(options["chelem"], Chelem.parse),
        petit_chelem=_optional(options["petit_chelem"], PetitChelem.parse),
    )
    if cards is None:
        return donne
    return donne.with_cards(parse_cards(cards), excuse)


def _score_json(result: TarotScore) -> dict[str, Any]:
    """The score as JSON: each item's ``detail`` in the command's language, its ``code``
    stable."""
    return {
        "scores": list(result.scores),
        "items": [
            {
                "kind": item.kind.value,
                "code": item.detail.code,
                "detail": say(item.detail),
                "scores": list(item.scores),
            }
            for item in result.items
        ],
        "won": result.won,
        "margin": result.margin,
        "rules": result.rules.name,
    }


def _role(donne: Donne, seat: int) -> Message:
    if seat == donne.taker:
        return Message("taker")
    return Message("partner") if seat in donne.attack else Message("defender")


def _title(result: TarotScore) -> Message:
    """``garde by seat 1: made (classic)``."""
    donne = result.donne
    code = "score-line.title"
    values = {
        "contract": Message(str(donne.contrat)),
        "taker": donne.taker,
        "rules": Message(result.rules.name),
    }
    if result.won:
        return Message("{contract} by seat {taker}: made ({rules})", code=code, **values)
    return Message("{contract} by seat {taker}: failed ({rules})", code=code, **values)


def _score_text(result: TarotScore) -> str:
    """The deal's title, then its items seat by seat, and the scores under a rule, in the
    command's language."""
    donne = result.donne
    seats = range(1, donne.players + 1)
    header = [say("item"), *(f"{seat} {say(_role(donne, seat))}" for seat in seats)]
    rows = [
        [
            say(Message("{kind}: {detail}", kind=Message(item.kind.value), detail=item.detail)),
            *(f"{s:+d}" for s in item.scores),
        ]
        for item in result.items
    ]
    total = [say("score"), *(f"{s:+d}" for s in result.scores)]
    return f"{say(_title(result))}\n{columns([header, *rows], total)}"


@tarot.command("session")
@click.argument("file", type=InputText())
@click.option("--stats", "show_stats", is_flag=True, help="Also print each player's statistics.")
@json_option
def session_command(file: str, show_stats: bool, as_json: bool) -> None:
    """Replay a session FILE (docs/tarot-session.md) and print the totals table."""
    session = parse_session(file)
    if as_json:
        emit_json(_session_json(session))
        return
    console = rich_console()
    console.print(_totals_table(session))
    if show_stats:
        console.print(_stats_table(session.statistics()))


def _entry_text(session: Session, entry: Donne | Passe) -> str:
    """A deal of the sheet: ``garde Ana + Cy``, ``prise Bo alone``, ``all passed``."""
    if isinstance(entry, Passe):
        return say(Message("all passed"))
    taker = session.players[entry.taker - 1]
    contract = Message(str(entry.contrat))
    if entry.partner is None or entry.partner == entry.taker:
        if entry.partner:
            return say(Message("{contract} {taker} alone", contract=contract, taker=taker))
        return say(Message("{contract} {taker}", contract=contract, taker=taker))
    partner = session.players[entry.partner - 1]
    return say(
        Message("{contract} {taker} + {partner}", contract=contract, taker=taker, partner=partner)
    )


def _totals_table(session: Session) -> Table:
    rules = Message(session.rules.name)
    table = new_table(title=say(Message("Tarot session ({rules})", rules=rules)))
    table.add_column("#", justify="right")
    table.add_column(say("dealer"))
    table.add_column(say("deal"))
    for name in session.players:
        table.add_column(name, justify="right")
    for line in session.lines:
        cells = [f"{s:+d} → {t}" for s, t in zip(line.scores, line.totals, strict=True)]
        dealer = session.players[line.dealer - 1]
        table.add_row(str(line.number), dealer, _entry_text(session, line.entry), *cells)
    table.add_section()
    table.add_row("", "", say("total"), *(str(t) for t in session.totals), style="bold")
    return table


def _rate(rate: float | None) -> str:
    """A success rate: ``67%`` (``67\u202f%`` in French)."""
    if rate is None:
        return "-"
    return say(Message("{percent}%", percent=round(100 * rate)))


_SHORT = {
    Contrat.PRISE: "P",
    Contrat.GARDE: "G",
    Contrat.GARDE_SANS: "GS",
    Contrat.GARDE_CONTRE: "GC",
}


def _stats_table(stats: tuple[PlayerStats, ...]) -> Table:
    caption = say(Message("made/taken per contract; best and worst: score #deal"))
    table = new_table(title=say(Message("Statistics")), caption=caption)
    words = (Message("player"), Message("total"), Message("taken"), Message("made"))
    titles = (*map(say, words), *_SHORT.values(), say(Message("best")), say(Message("worst")))
    for number, title in enumerate(titles):
        table.add_column(title, justify="left" if number == 0 else "right", no_wrap=True)
    for player in stats:
        per_contract = [f"{r.won}/{r.taken}" for r in player.by_contract]
        best = "-" if player.best is None else f"{player.best.score:+d} #{player.best.number}"
        worst = "-" if player.worst is None else f"{player.worst.score:+d} #{player.worst.number}"
        table.add_row(
            player.name,
            str(player.total),
            str(player.taken),
            _rate(player.success_rate),
            *per_contract,
            best,
            worst,
        )
    return table


def _session_json(session: Session) -> dict[str, Any]:
    return {
        "players": list(session.players),
        "rules": session.rules.name,
        "deals": [
            {
                "number": line.number,
                "dealer": line.dealer,
                "entry": str(line.entry),
                "scores": list(line.scores),
                "totals": list(line.totals),
            }
            for line in session.lines
        ],
        "totals": list(session.totals),
        "statistics": [_stats_json(player) for player in session.statistics()],
    }


def _stats_json(player: PlayerStats) -> dict[str, Any]:
    return {
        "seat": player.seat,
        "name": player.name,
        "total": player.total,
        "played": player.played,
        "taken": player.taken,
        "won": player.won,
        "called": player.called,
        "success_rate": player.success_rate,
        "by_contract": {
            str(r.contrat): {"taken": r.taken, "won": r.won, "success_rate": r.success_rate}
            for r in player.by_contract
        },
        "best": None if player.best is None else [player.best.number, player.best.score],
        "worst": None if player.worst is None else [player.worst.number, player.worst.score],
    }
