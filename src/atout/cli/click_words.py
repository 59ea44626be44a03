"""click's own words, in the command's language: its usage errors and their usage line.

click writes ``Usage:``, ``Try 'atout --help' for help.``, ``Error: …``, ``No such
option '--nope'.``, ``Missing argument 'RESULT'.``, ``Invalid value for '--players': …``
through :func:`gettext.gettext` (and :func:`gettext.ngettext`), imported in each of its
modules. :func:`speak` puts atout's catalog in their place for the words listed in
:data:`CLICK_MESSAGES`, its help's headings among them (the commands' own help is
translated by :mod:`atout.cli.spoken`); every other word goes on to :mod:`gettext`.
English goes through its catalog too (read without Babel, when a word is written).
"""

from __future__ import annotations

import gettext
from collections.abc import Callable
from types import ModuleType

import click.core
import click.exceptions
import click.formatting
import click.parser
import click.termui
import click.types

from atout.errors import N_

#: The words of click's usage errors that atout's catalogs translate (click 8.2 to 8.5).
CLICK_MESSAGES = frozenset(
    {
        N_("Usage:"),
        N_("Try '{command} {option}' for help."),
        N_("Error: {message}"),
        N_("No such option {name!r}."),
        N_("No such command {name!r}."),
        N_("Did you mean {possibility}?"),
        N_("(Did you mean one of: {possibilities}?)"),
        N_("Invalid value for {param_hint}: {message}"),
        N_("Invalid value: {message}"),
        N_("Missing argument"),
        N_("Missing option"),
        N_("Missing parameter"),
        N_("Missing command."),
        N_("Got unexpected extra argument ({args})"),
        N_("Got unexpected extra arguments ({args})"),
        N_("Option {name!r} requires an argument."),
        N_("Option {name!r} requires {nargs} arguments."),
        N_("Option {name!r} does not take a value."),
        N_("{value!r} is not {choice}."),
        N_("{value!r} is not one of {choices}."),
        N_("{value!r} is not a valid {number_type}."),
        N_("{value} is not in the range {range}."),
        N_("Aborted!"),
        N_("{name} {filename!r} does not exist."),
        N_("{name} {filename!r} is a file."),
        N_("{name} {filename!r} is a directory."),
        N_("{name} {filename!r} is not readable."),
        N_("{name} {filename!r} is not writable."),
        N_("{name} {filename!r} is not executable."),
        # a prompt's confirmation (a director's password)
        N_("Repeat for confirmation"),
        N_("Error: The two entered values do not match."),
        # the help's headings and words
        N_("Options"),
        N_("Commands"),
        N_("Show this message and exit."),
        N_("Show the version and exit."),
        N_("required"),
        N_("default: {default}"),
        N_("env var: {var}"),
    }
)

#: The modules of click that write a word through ``_`` or ``ngettext``.
_MODULES: tuple[ModuleType, ...] = (
    click.core,
    click.exceptions,
    click.formatting,
    click.parser,
    click.termui,
    click.types,
)


def speak(language: str) -> None:
    """Make click write its usage errors and its help's words in ``language``."""
    one, plural = _gettext(language), _ngettext(language)
    for module in _MODULES:
        if hasattr(module, "_"):
            module._ = one  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = plural  # type: ignore[attr-defined]


def _gettext(language: str) -> Callable[[str], str]:
    def translated(message: str) -> str:
        if message not in CLICK_MESSAGES:
            return gettext.gettext(message)
        from atout.i18n import translations

        return translations(language).gettext(message)

    return translated


def _ngettext(language: str) -> Callable[[str, str, int], str]:
    one = _gettext(language)

    def translated(singular: str, plural: str, n: int) -> str:
        from atout.i18n import translations

        # each form is an entry of its own; the language's rule chooses (French: 0 is one)
        catalog = translations(language)
        rule: Callable[[int], int] = getattr(catalog, "plural", lambda k: int(k != 1))
        many = rule(n)
        return one(plural if many else singular)

    return translated
