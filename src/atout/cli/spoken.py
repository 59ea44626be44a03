"""The commands' help in the command's language: their text, their options' help, the
short help of the listings, click's headings (``Utilisation :``, ``Options :``,
``Commandes :``), the metavars (``[OPTIONS] COMMANDE [ARGUMENTS]...``, ``--tables
ENTIER``, ``RÉSULTAT``) and what follows an option's help (``[par défaut : 3 ; 1<=x<=10]``).

The message ids are the English help paragraphs, each one's words on one line
(:func:`paragraphs`), and the metavars' words (``FILE``, ``INTEGER RANGE``);
``tests/catalogs.py`` reads them from the commands themselves. English goes through the
catalog as French does (its entries are the ids), read without Babel
(:func:`atout.i18n.translations`): ``atout --help`` still starts fast.
"""

from __future__ import annotations

import copy
import inspect
import re
from collections.abc import Sequence
from typing import Any

import click

from atout.errors import N_

#: The words of a metavar: ``FILE``, ``SESSION_ID``, ``INTEGER RANGE``, and ``COMMAND``
#: and ``ARGS`` in ``COMMAND [ARGS]...`` (a Choice's values are never read as words).
_METAVAR_WORDS = re.compile(r"[A-Z][A-Z0-9_]+(?: [A-Z][A-Z0-9_]+)*")
#: What click calls a path in its refusals (``File '/tmp' is a directory.``).
PATH_NAMES = (N_("File"), N_("Directory"), N_("Path"))


def paragraphs(text: str | None) -> list[str]:
    """The paragraphs of a help text as the catalogs hold them: each one's words on one
    line (click rewraps them), up to a form feed; a paragraph click keeps as written
    (``\\b``) as it is.

    >>> paragraphs('''Score a deal.
    ...
    ...     Each card is checked,
    ...     then scored.\\f
    ...     hidden''')
    ['Score a deal.', 'Each card is checked, then scored.']
    """
    if not text:
        return []
    body = inspect.cleandoc(text).partition("\f")[0]
    kept = (p.strip("\n") for p in body.split("\n\n"))
    return [p if p.startswith("\b") else " ".join(_words(p)) for p in kept if p.strip()]


def _words(text: str) -> list[str]:
    """The words of ``text``, split at its plain spaces and line breaks only: the no-break
    space French puts before ``:`` (``Tarot\u00a0: la marque``) holds its words together.

    >>> _words(" Tarot\u00a0: la\\n marque ")
    ['Tarot\xa0:', 'la', 'marque']
    """
    return [word for word in re.split(r"[ \t\n\r\f\v]+", text) if word]


def spoken_help(text: str, lang: str) -> str:
    """``text``, a help text, in ``lang`` paragraph by paragraph."""
    if not text:
        return text
    from atout.i18n import translations

    catalog = translations(lang)
    return "\n\n".join(catalog.gettext(p) for p in paragraphs(text))


def spoken_metavar(metavar: str, lang: str) -> str:
    """``metavar`` (not a Choice's) with its words in ``lang``.

    >>> spoken_metavar("COMMAND [ARGS]...", "fr"), spoken_metavar("[CARDS]...", "fr")
    ('COMMANDE [ARGUMENTS]...', '[CARTES]...')
    """
    from atout.i18n import translations

    catalog = translations(lang)
    return _METAVAR_WORDS.sub(lambda words: catalog.gettext(words.group()), metavar)


def metavar_words(metavar: str) -> list[str]:
    """The words of ``metavar`` that the catalogs translate.

    >>> metavar_words("[OPTIONS] COMMAND [ARGS]..."), metavar_words("INTEGER RANGE")
    (['OPTIONS', 'COMMAND', 'ARGS'], ['INTEGER RANGE'])
    """
    return _METAVAR_WORDS.findall(metavar)


def param_metavar(param: click.Parameter, ctx: click.Context, lang: str) -> str:
    """The metavar of ``param`` in ``lang``: a Choice's values as they are."""
    english = param.make_metavar(ctx)
    return english if isinstance(param.type, click.Choice) else spoken_metavar(english, lang)


def heading(word: str, lang: str) -> str:
    """A heading of click's help (``Options``, ``Commands``) in ``lang``, before the colon
    click adds, as the catalog sets it off (French: a no-break space, ``Commandes :``)."""
    from atout.i18n import Message, translate

    said = translate(Message("{heading}:", heading=Message(word)), lang)
    return said.removesuffix(":")


def short_help(text: str, limit: int) -> str:
    """The first sentence of ``text``, shortened with ``...`` to ``limit`` characters as
    click shortens a command's help for a listing.

    >>> short_help("Donne la marque. Puis le reste.", 45), short_help("Un deux trois quatre", 12)
    ('Donne la marque.', 'Un deux...')
    """
    first = _words((paragraphs(text) or [""])[0])
    words: list[str] = []
    for word in first:
        words.append(word)
        if word.endswith("."):
            break
    sentence = " ".join(words)
    if len(sentence) <= limit:
        return sentence
    while words and len(" ".join(words)) > limit - 3:
        words.pop()
    return " ".join(words) + "..."


class AtoutCommand(click.Command):
    """A command whose help, usage line and refusals of an argument speak the command's
    language (``--lang``)."""

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        pieces = super().collect_usage_pieces(ctx)
        lang = _language(ctx)
        params = self.get_params(ctx)
        choices = {
            m for p in params if isinstance(p.type, click.Choice) for m in p.get_usage_pieces(ctx)
        }
        return [piece if piece in choices else spoken_metavar(piece, lang) for piece in pieces]

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except click.BadParameter as error:
            spoken = _spoken_refusal(error, ctx, _language(ctx))
            if spoken is error:
                raise
            raise spoken from None

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        text = spoken_help(self.help or "", _language(ctx))
        if text:
            formatter.write_paragraph()
            with formatter.indentation():
                formatter.write_text(text)

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        lang = _language(ctx)
        rows = []
        for param in self.get_params(ctx):
            record = _spoken_record(param, ctx, lang) if isinstance(param, click.Option) else None
            if record is not None:
                rows.append(record)
        if rows:
            with formatter.section(heading("Options", lang)):
                formatter.write_dl(rows)
        if isinstance(self, click.Group):  # as click.Group.format_options does
            self.format_commands(ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        lang = _language(None)
        if self.short_help:
            return spoken_help(self.short_help, lang).strip()
        if not self.help:
            return ""
        return short_help(spoken_help(self.help, lang), limit)


class FilledOption(click.Option):
    """An option whose help has fields (``{camps}``) filled in the command's language."""

    def fill(self, text: str, lang: str) -> str:
        """``text``, this option's help in ``lang``, with its fields filled."""
        return text


def _spoken_record(option: click.Option, ctx: click.Context, lang: str) -> tuple[str, str] | None:
    """The row of ``option`` in the help, in ``lang``: its metavar, its help, and what click
    adds after it (``[par défaut : 3 ; 1<=x<=10]``: French sets off ``:`` and ``;``)."""
    from atout.i18n import translations

    spoken = copy.copy(option)
    spoken.metavar = param_metavar(option, ctx, lang)
    record = spoken.get_help_record(ctx)
    if record is None:
        return None
    catalog = translations(lang)
    extra: Any = option.get_help_extra(ctx)
    items = []
    if "envvars" in extra:
        items.append(catalog.gettext("env var: {var}").format(var=", ".join(extra["envvars"])))
    if "default" in extra:
        items.append(catalog.gettext("default: {default}").format(default=extra["default"]))
    if "range" in extra:
        items.append(extra["range"])
    if "required" in extra:
        items.append(catalog.gettext("required"))
    text = spoken_help(option.help or "", lang)
    if isinstance(option, FilledOption):
        text = option.fill(text, lang)
    if items:
        bracket = items[0]
        for item in items[1:]:  # French sets off ";" with a no-break space
            bracket = catalog.gettext("{items}; {item}").format(items=bracket, item=item)
        text = f"{text}  [{bracket}]" if text else f"[{bracket}]"
    return record[0], text


def _spoken_refusal(error: click.BadParameter, ctx: click.Context, lang: str) -> click.BadParameter:
    """``error`` naming its argument by its metavar in ``lang`` (``Argument manquant
    'RÉSULTAT'``), and click's path by its word (``Fichier '/tmp' : c’est un dossier.``)."""
    from atout.i18n import translations

    param = error.param
    if isinstance(param, click.Argument) and error.param_hint is None:
        error.param_hint = f"'{param_metavar(param, ctx, lang)}'"
    if param is None or not isinstance(param.type, click.Path):
        return error
    name = param.type.name.title()  # click writes the path's kind first
    if name not in PATH_NAMES or not error.message.startswith(f"{name} "):
        return error
    said = translations(lang).gettext(name) + error.message[len(name) :]
    return click.BadParameter(said, error.ctx, param, error.param_hint)


def write_commands(
    ctx: click.Context,
    formatter: click.HelpFormatter,
    commands: Sequence[tuple[str, click.Command | None]],
) -> None:
    """The ``Commands`` section of a group's help, as click writes it."""
    shown = [(name, cmd) for name, cmd in commands if cmd is not None and not cmd.hidden]
    if not shown:
        return
    limit = formatter.width - 6 - max(len(name) for name, _ in shown)
    rows = [(name, cmd.get_short_help_str(limit)) for name, cmd in shown]
    with formatter.section(heading("Commands", _language(ctx))):
        formatter.write_dl(rows)


class NotationCommand(AtoutCommand):
    """A command that reads bridge notation: its help ends with the notation in force."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_epilog(ctx, formatter)
        from atout.bridge.notation import INPUT_HELP
        from atout.cli.common import say
        from atout.errors import Message

        lang = _language(ctx)
        notation = Message(INPUT_HELP[lang])
        formatter.write_paragraph()
        with formatter.indentation():
            text = Message("In force ({language}): {notation}.", language=lang, notation=notation)
            formatter.write_text(say(text, ctx))


def _language(ctx: click.Context | None) -> str:
    from atout.cli import common

    spoken: str = common.language(ctx)
    return spoken
