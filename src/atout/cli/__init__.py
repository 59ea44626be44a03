"""The ``atout`` command: scoring, movements, PBN files and the web server.

Each module here holds the commands of one subject. This module only lists
them, lazily (:mod:`atout.cli.lazy`): running or listing a command imports
nothing else, so that ``atout bridge score 4H=`` starts in a few hundredths of
a second. Each entry gives the command's place and the first paragraph of its
help, which ``tests/cli/test_lazy.py`` compares with the command's own.
"""

from __future__ import annotations

from typing import Any

import click

from atout import __version__
from atout.cli import click_words
from atout.cli.common import LANGUAGE_KEY, LANGUAGES, system_language
from atout.cli.lazy import LazyCommand, LazyGroup

#: The subcommands of ``atout bridge``.
BRIDGE: dict[str, LazyCommand] = {
    "score": LazyCommand(
        "atout.cli.score:score_command",
        "The duplicate score of RESULT (e.g. 4HX+1) for the declaring side, item by item.",
    ),
    "rubber": LazyCommand(
        "atout.cli.scoring:rubber_command", "The rubber sheet of FILE ('-' for stdin)."
    ),
    "chicago": LazyCommand(
        "atout.cli.scoring:chicago_command",
        "Chicago sets of four deals from FILE ('-' for stdin): '<N|E|S|W> <result>' or 'PASS'.",
    ),
    "series": LazyCommand(
        "atout.cli.scoring:series_command",
        "A series of 8 boards from FILE ('-' for stdin): '<board> <N|E|S|W> <result>'.",
    ),
    "auction": LazyCommand(
        "atout.cli.play:auction_command",
        "Check an auction and give its contract, declarer, dummy and opening leader.",
    ),
    "deal": LazyCommand(
        "atout.cli.deal:deal_command",
        "Deal random boards from a secret seed, with the commitment to show before play.",
    ),
    "play": LazyCommand(
        "atout.cli.play:play_command",
        "Play CARDS (e.g. SA HT …, in order from the opening lead) and show the tricks.",
    ),
    "imps": LazyCommand(
        "atout.cli.competitions:imps_command",
        "IMPs (Law 78B) for each net score DIFFERENCE, e.g. ``atout bridge imps 450 -810``.",
    ),
    "vp": LazyCommand(
        "atout.cli.competitions:vp_command",
        "Victory points (WBF 2013, 20-point) for an IMP MARGIN over --boards boards.",
    ),
    "movement": LazyCommand(
        "atout.cli.movements:movement",
        "Movements of a pairs event: build, print, suggest and check them.",
    ),
    "swiss": LazyCommand(
        "atout.cli.swiss:swiss",
        "Swiss events: pair the next round from the ranking and the meetings so far.",
    ),
    "rescore": LazyCommand(
        "atout.cli.pbn:rescore_command",
        "Recompute every score, matchpoint and percentage of a PBN pairs session.",
    ),
    "pbn": LazyCommand("atout.cli.pbn:pbn_group", "PBN files: check that a file reads."),
    "analyse": LazyCommand(
        "atout.cli.analysis:analyse_command",
        "Add the double-dummy table and the par to every board of a PBN file.",
    ),
    "handrecord": LazyCommand(
        "atout.cli.handrecord:handrecord_command",
        "Hand records of a PBN file (diagrams, HCP, double dummy, par) as PDF or HTML.",
    ),
}

#: The subcommands of ``atout`` besides ``bridge``.
TOP: dict[str, LazyCommand] = {
    "tarot": LazyCommand(
        "atout.cli.tarot:tarot", "French tarot: the score of a deal, session sheets."
    ),
    "serve": LazyCommand(
        "atout.cli.serve:serve",
        "Serve the score-keeper on http://127.0.0.1:8000 (the database is migrated first).",
    ),
    "director": LazyCommand(
        "atout.cli.director:director", "Club directors: accounts that run sessions."
    ),
    "games": LazyCommand(
        "atout.cli.games:games",
        "Score sheets (rubber, Chicago, series, tarot): every sheet with its address.",
    ),
    "club": LazyCommand(
        "atout.cli.club:club",
        "Club sessions: list them, export one as a PBN file, publish one as a static site.",
    ),
    "convert": LazyCommand(
        "atout.cli.convert:convert_command",
        "Convert a file of boards between PBN, LIN (BBO) and USEBIO 1.2 XML.",
    ),
}


def asked_language(args: list[str]) -> str:
    """The language of a command line: its ``--lang``, else :func:`system_language`.

    >>> asked_language(["--lang", "fr", "bridge", "score", "--nope"])
    'fr'
    >>> asked_language(["--lang=en", "tarot"]), asked_language(["--lang", "de"]) in LANGUAGES
    ('en', True)
    """
    for index, word in enumerate(args):
        if word == "--":
            break
        chosen = word.removeprefix("--lang=") if word.startswith("--lang=") else None
        if word == "--lang" and index + 1 < len(args):
            chosen = args[index + 1]
        if chosen in LANGUAGES:
            return chosen
    return system_language()


class RootGroup(LazyGroup):
    """The ``atout`` command: it speaks its language before reading its arguments, so
    that click's own usage errors (:mod:`atout.cli.click_words`) and every command's
    help (:mod:`atout.cli.spoken`) are in it too."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        lang = asked_language(args)
        click_words.speak(lang)
        for key, value in self.context_settings.items():
            extra.setdefault(key, value)
        ctx = self.context_class(self, info_name=info_name, parent=parent, **extra)
        ctx.meta[LANGUAGE_KEY] = lang  # --help is answered before main() runs
        with ctx.scope(cleanup=False):
            self.parse_args(ctx, args)
        return ctx


@click.group(cls=RootGroup, lazy=TOP, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="atout")
@click.option(
    "--lang",
    type=click.Choice(LANGUAGES),
    envvar="ATOUT_LANG",
    default=None,
    help=(
        "Language of the messages and of the bridge notation (default: ATOUT_LANG, else fr "
        "when the system locale is French, else en). "
        "fr: P pique, C cœur, K carreau, T trèfle, SA sans-atout; "
        "en: C clubs, D diamonds, H hearts, S spades, NT; suit symbols in both."
    ),
)
@click.pass_context
def main(ctx: click.Context, lang: str | None) -> None:
    """atout: score keeping for contract bridge and French tarot."""
    ctx.meta[LANGUAGE_KEY] = lang or system_language()


@main.group(cls=LazyGroup, lazy=BRIDGE)
def bridge() -> None:
    """Contract bridge: scores, rubber, Chicago, auctions, deals, competitions."""
