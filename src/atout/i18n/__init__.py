"""French by default, English on request: Babel ``.po`` catalogs compiled when first used.

The message ids are English; ``atout/web/locale/<lang>/LC_MESSAGES/messages.po``
hold the translations of the pages, of every error's message
(:class:`atout.errors.Message`) and of the command line's words. They are
compiled in memory when first used, so no binary ``.mo`` file is committed.
Babel is imported only then: a command that speaks English never loads it.
The web pages and the ``atout`` command both translate here (the web through
:mod:`atout.web.i18n`).
"""

from __future__ import annotations

import functools
import gettext
import io
from decimal import Decimal
from pathlib import Path
from typing import Any

from atout.errors import AtoutError, Message

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "LOCALE_DIR",
    "Message",
    "fixed",
    "message_json",
    "money",
    "number",
    "pick_language",
    "translate",
    "translations",
]

LOCALE_DIR = Path(__file__).resolve().parents[1] / "web" / "locale"
#: The languages offered by the switch, the default first.
LANGUAGES = ("fr", "en")
LANGUAGE_NAMES = {"fr": "Français", "en": "English"}


@functools.cache
def translations(language: str) -> gettext.NullTranslations:
    """The compiled catalog of ``language`` (the message ids for an unknown one)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    path = LOCALE_DIR / language / "LC_MESSAGES" / "messages.po"
    if not path.exists():
        return gettext.NullTranslations()
    with path.open("rb") as source:
        catalog = read_po(source, locale=language)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def translate(message: str | AtoutError, language: str) -> str:
    """``message`` in ``language``: a :class:`Message` from its template, its values
    translated in turn; an error from its message.

    >>> template = "{field}: {value} is not valid: use {low} to {high}"
    >>> text = Message(template, field="pairs", value="'²'", low=3, high=60)
    >>> text
    "pairs: '²' is not valid: use 3 to 60"
    >>> translate(text, "fr")
    "pairs : '²' n’est pas valable : choisissez de 3 à 60"
    """
    if isinstance(message, AtoutError):
        message = message.message
    catalog = translations(language)
    if not isinstance(message, Message):
        return catalog.gettext(message)
    if message.parts:
        parts = [translate(part, language) for part in message.parts]
        if len(parts) < 2:
            return "".join(parts)
        last = catalog.gettext(message.last) if message.last.strip() else message.last
        return message.separator.join(parts[:-1]) + last + parts[-1]
    translated = catalog.gettext(message.template)
    if not message.values:
        return translated
    values = {key: _value(value, language) for key, value in message.values.items()}
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation that lost a value: the English
        return message.template.format(**values)


def _value(value: Any, language: str) -> Any:
    """A message's value in ``language`` (messages and errors translated, the rest as is)."""
    if isinstance(value, Message | AtoutError):
        return translate(value, language)
    return value


def message_json(error: AtoutError, language: str) -> dict[str, str]:
    """An error as the JSON API gives it: its stable code and its message in ``language``.

    >>> from atout.errors import NotationError
    >>> message_json(NotationError("{text!r} is not a card", code="card", text="ZZ"), "en")
    {'code': 'card', 'message': "'ZZ' is not a card"}
    """
    return {"code": error.code, "message": translate(error, language)}


def pick_language(requested: str | None, default: str) -> str:
    """The requested language if offered, else ``default``.

    >>> pick_language("en", "fr"), pick_language("de", "fr"), pick_language(None, "fr")
    ('en', 'fr', 'fr')
    """
    return requested if requested in LANGUAGES else default


def number(value: int | float | Decimal, language: str) -> str:
    """A number written the way ``language`` writes it.

    >>> number(2140, "fr"), number(2140, "en")
    ('2\u202f140', '2,140')
    """
    from babel.numbers import format_decimal

    return format_decimal(value, locale=language)


def fixed(value: Decimal, language: str) -> str:
    """A figure with two decimals, written the way ``language`` writes it.

    >>> fixed(Decimal("200"), "fr"), fixed(Decimal("1133.333"), "fr"), fixed(Decimal("55.2"), "en")
    ('200,00', '1\u202f133,33', '55.20')
    """
    from babel.numbers import format_decimal

    return format_decimal(value, format="#,##0.00", locale=language)


def money(value: Decimal, currency: str, language: str) -> str:
    """An amount of money in ``currency``.

    >>> money(Decimal("3.40"), "EUR", "fr")
    '3,40\xa0€'
    """
    from babel.numbers import format_currency

    return format_currency(value, currency, locale=language)
