"""French by default, English on request: Babel ``.po`` catalogs compiled at start-up.

The message ids are English; ``locale/<lang>/LC_MESSAGES/messages.po`` hold the
translations. They are compiled in memory when first used, so no binary
``.mo`` file is committed.
"""

from __future__ import annotations

import functools
import gettext
import io
from decimal import Decimal
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_currency, format_decimal

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The languages offered by the switch, the default first.
LANGUAGES = ("fr", "en")
LANGUAGE_NAMES = {"fr": "Français", "en": "English"}


@functools.cache
def translations(language: str) -> gettext.NullTranslations:
    """The compiled catalog of ``language`` (the message ids for an unknown one)."""
    path = LOCALE_DIR / language / "LC_MESSAGES" / "messages.po"
    if not path.exists():
        return gettext.NullTranslations()
    with path.open("rb") as source:
        catalog = read_po(source, locale=language)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


class Message(str):
    """A message with values: its English text, and its template to translate then fill.

    Pages translate a message with ``_()``; one made with values (a field's
    refusal quoting what was typed) is translated from its template:

    >>> template = "{field}: {value} is not valid: use {low} to {high}"
    >>> text = Message.of(template, field="pairs", value="'²'", low=3, high=60)
    >>> text
    "pairs: '²' is not valid: use 3 to 60"
    >>> translate(text, "fr")
    "pairs : '²' n’est pas valable : choisissez de 3 à 60"
    """

    template: str
    values: dict[str, object]

    @classmethod
    def of(cls, template: str, **values: object) -> Message:
        """The message ``template`` filled with ``values``."""
        made = cls(template.format(**values))
        made.template = template
        made.values = values
        return made


def translate(message: str, language: str) -> str:
    """``message`` in ``language`` (a :class:`Message` from its template)."""
    catalog = translations(language)
    if isinstance(message, Message):
        return catalog.gettext(message.template).format(**message.values)
    return catalog.gettext(message)


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
    return format_decimal(value, locale=language)


def fixed(value: Decimal, language: str) -> str:
    """A figure with two decimals, written the way ``language`` writes it.

    >>> fixed(Decimal("200"), "fr"), fixed(Decimal("1133.333"), "fr"), fixed(Decimal("55.2"), "en")
    ('200,00', '1\u202f133,33', '55.20')
    """
    return format_decimal(value, format="#,##0.00", locale=language)


def money(value: Decimal, currency: str, language: str) -> str:
    """An amount of money in ``currency``.

    >>> money(Decimal("3.40"), "EUR", "fr")
    '3,40\xa0€'
    """
    return format_currency(value, currency, locale=language)
