"""The commands' help in the command's language: their text, their options' help, the
short help of the listings, and click's headings (``Utilisation :``, ``Options :``,
``Commandes :``).

The message ids are the English help paragraphs, each one's words on one line
(:func:`paragraphs`); ``tests/catalogs.py`` reads them from the commands themselves.
In English nothing is translated and Babel is never imported: ``atout --help`` starts
as fast as before.
"""

from __future__ import annotations

import copy
import inspect
from collections.abc import Sequence

import click


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
    return [p if p.startswith("\b") else " ".join(p.split()) for p in kept if p.strip()]


def spoken_help(text: str, lang: str) -> str:
    """``text``, a help text, in ``lang`` paragraph by paragraph (as it is in English)."""
    if lang == "en" or not text:
        return text
    from atout.i18n import translations

    catalog = translations(lang)
    return "\n\n".join(catalog.gettext(p) for p in paragraphs(text))


def heading(word: str, lang: str) -> str:
    """A heading of click's help (``Options``, ``Commands``) in ``lang``; click adds its
    colon, which French sets off with a no-break space (``Commandes :``)."""
    return spoken_help(word, lang) + ("\u00a0" if lang == "fr" else "")


def short_help(text: str, limit: int) -> str:
    """The first sentence of ``text``, shortened with ``...`` to ``limit`` characters as
    click shortens a command's help for a listing.

    >>> short_help("Donne la marque. Puis le reste.", 45), short_help("Un deux trois quatre", 12)
    ('Donne la marque.', 'Un deux...')
    """
    first = (paragraphs(text) or [""])[0].split()
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
    """A command whose help speaks the command's language (``--lang``)."""

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        lang = _language(ctx)
        if lang == "en":
            super().format_help_text(ctx, formatter)
            return
        text = spoken_help(self.help or "", lang)
        if text:
            formatter.write_paragraph()
            with formatter.indentation():
                formatter.write_text(text)

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        lang = _language(ctx)
        if lang == "en":
            super().format_options(ctx, formatter)
            return
        rows = []
        for param in self.get_params(ctx):
            if isinstance(param, click.Argument):
                continue
            spoken = copy.copy(param)
            if isinstance(spoken, click.Option) and spoken.help:
                spoken.help = spoken_help(spoken.help, lang)
            record = spoken.get_help_record(ctx)
            if record is not None:
                rows.append(record)
        if rows:
            with formatter.section(heading("Options", lang)):
                formatter.write_dl(rows)
        if isinstance(self, click.Group):  # as click.Group.format_options does
            self.format_commands(ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        lang = _language(None)
        if lang == "en":
            return super().get_short_help_str(limit)
        if self.short_help:
            return spoken_help(self.short_help, lang).strip()
        if not self.help:
            return ""
        return short_help(spoken_help(self.help, lang), limit)


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
