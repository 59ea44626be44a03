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
import re
import string
from datetime import datetime, tzinfo
from decimal import Decimal
from pathlib import Path
from typing import Any

from atout.errors import AtoutError, Message

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "LOCALE_DIR",
    "Message",
    "day",
    "fixed",
    "message_json",
    "moment",
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
    "pairs\\xa0: '²' n’est pas valable\\xa0: choisissez de 3 à 60"

    Numbers are written as the language writes them (not an identifier, see
    :data:`_IDENTIFIER`):

    >>> translate(Message(template, field="points", value=40.5, low=0, high=1500), "fr")
    'points\\xa0: 40,5 n’est pas valable\\xa0: choisissez de 0 à 1\u202f500'

    A counted message (:meth:`Message.counted`) takes the form its count asks for in
    ``language`` (French: 0 and 1 are singular):

    >>> tours = [Message.counted("{n} round", "{n} rounds", n=n) for n in (0, 1, 2, 1500)]
    >>> [translate(m, "fr") for m in tours], [translate(m, "en") for m in tours[:2]]
    (['0 tour', '1 tour', '2 tours', '1\u202f500 tours'], ['0 rounds', '1 round'])
    """
    if isinstance(message, AtoutError):
        message = message.message
    if not message:  # not the catalog's header, the translation of ""
        return ""
    catalog = translations(language)
    if not isinstance(message, Message):
        return catalog.gettext(message)
    if message.parts:
        parts = [translate(part, language) for part in message.parts]
        if len(parts) < 2:
            return "".join(parts)
        separator, last = (_word(text, catalog) for text in (message.separator, message.last))
        return separator.join(parts[:-1]) + last + parts[-1]
    if message.plural:
        translated = catalog.ngettext(message.template, message.plural, message.values["n"])
    else:
        translated = catalog.gettext(message.template)
    if not message.values:
        return translated
    plain = _plain_fields(translated)
    values = {
        key: _value(value, language, counted=key in plain and not _IDENTIFIER.search(key))
        for key, value in message.values.items()
    }
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation that lost a value: the English
        kept = {
            key: _value(value, language, counted=False) for key, value in message.values.items()
        }
        plural = message.plural and message.values["n"] != 1
        return (message.plural if plural else message.template).format(**kept)


def _word(separator: str, catalog: gettext.NullTranslations) -> str:
    """A joined message's separator translated when it is a word (``" or "``), else as is."""
    return catalog.gettext(separator) if any(c.isalpha() for c in separator) else separator


#: The values that name something rather than count it (a game's id, a seed, a year, a
#: line or board number): written with their digits only, never grouped (``2026``).
_IDENTIFIER = re.compile(r"(?:^|_)(?:id|seed|year|port|number|line|board|table|row|round)s?$")


@functools.lru_cache(maxsize=4096)
def _plain_fields(template: str) -> frozenset[str]:
    """The fields of ``template`` written as they are: no conversion, no format (``{n}``).

    >>> sorted(_plain_fields("{points} with {text!r}, {score:+d} and {bouts}"))
    ['bouts', 'points']
    """
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return frozenset()
    return frozenset(name for _, name, spec, kind in parsed if name and not spec and not kind)


def _value(value: Any, language: str, *, counted: bool) -> Any:
    """A message's value in ``language``: messages and errors translated; a seat, side,
    call, contract, result, card or vulnerability in the notation of ``language`` (West
    ``O``, ``1♥``, ``3SA``, ``Passe`` in French: :meth:`Notation.written`); a number that
    ``counted`` (in a plain field, not an identifier) the way ``language`` writes it
    (``40,5`` and ``2\u202f140`` in French; in English as Python writes it, the text
    ``str()`` gives); the rest as is.

    >>> from atout.bridge.calls import Bid
    >>> from atout.bridge.seats import Seat
    >>> _value(Seat.W, "fr", counted=True), _value(Bid.parse("1NT"), "fr", counted=True)
    ('O', '1SA')
    >>> _value(Seat.W, "en", counted=True)
    <Seat.W: 'W'>
    """
    if isinstance(value, Message | AtoutError):
        return translate(value, language)
    if language != "en" and type(value).__module__.startswith("atout.bridge."):
        from atout.bridge.notation import notation

        written = notation(language if language == "fr" else "en").written(value)
        if written is not None:
            return written
    if counted and language != "en" and _is_count(value):
        return number(value, language)
    return value


def _is_count(value: Any) -> bool:
    """True for a number (not a truth value)."""
    return isinstance(value, int | float | Decimal) and not isinstance(value, bool)


def message_json(error: AtoutError, language: str) -> dict[str, str]:
    """An error as the JSON API gives it: its stable code and its message in ``language``.

    >>> from atout.errors import NotationError
    >>> message_json(NotationError("{text!r} is not a card", code="card.unknown", text="ZZ"), "en")
    {'code': 'card.unknown', 'message': "'ZZ' is not a card"}
    """
    return {"code": error.code, "message": translate(error, language)}


def pick_language(requested: str | None, default: str) -> str:
    """The requested language if offered, else ``default``.

    >>> pick_language("en", "fr"), pick_language("de", "fr"), pick_language(None, "fr")
    ('en', 'fr', 'fr')
    """
    return requested if requested in LANGUAGES else default


def number(value: int | float | Decimal, language: str) -> str:
    """A number written the way ``language`` writes it; a :class:`~decimal.Decimal` keeps
    every decimal it has (a figure quoted from a file, ``58.625``).

    >>> number(2140, "fr"), number(2140, "en"), number(Decimal("-12.3457"), "fr")
    ('2\u202f140', '2,140', '-12,3457')
    """
    from babel.numbers import format_decimal

    exact = isinstance(value, Decimal)
    return format_decimal(value, locale=language, decimal_quantization=not exact)


def fixed(value: Decimal, language: str) -> str:
    """A figure with two decimals, written the way ``language`` writes it.

    >>> fixed(Decimal("200"), "fr"), fixed(Decimal("1133.333"), "fr"), fixed(Decimal("55.2"), "en")
    ('200,00', '1\u202f133,33', '55.20')
    """
    from babel.numbers import format_decimal

    return format_decimal(value, format="#,##0.00", locale=language)


def tenths(value: float, language: str) -> str:
    """A figure with one decimal (a duration, a rate), written the way ``language`` writes it.

    >>> tenths(2.04, "fr"), tenths(1234.56, "fr"), tenths(12.0, "en")
    ('2,0', '1\u202f234,6', '12.0')
    """
    from babel.numbers import format_decimal

    return format_decimal(round(value, 1), format="#,##0.0", locale=language)


def money(value: Decimal, currency: str, language: str) -> str:
    """An amount of money in ``currency``.

    >>> money(Decimal("3.40"), "EUR", "fr")
    '3,40\xa0€'
    """
    from babel.numbers import format_currency

    return format_currency(value, currency, locale=language)


def moment(value: datetime, language: str, zone: tzinfo | None = None) -> str:
    """A date and time as ``language`` writes them, in ``zone`` (by default the server's
    local time zone, ``TZ``): when a result was entered.

    >>> from datetime import UTC
    >>> when = datetime(2026, 11, 23, 20, 5, 9, tzinfo=UTC)
    >>> moment(when, "fr", UTC), moment(when, "en", UTC)
    ('23/11/2026 20:05', '11/23/26, 8:05\u202fPM')
    """
    from babel.dates import format_datetime

    return format_datetime(value.astimezone(zone), "short", locale=language)


def day(value: datetime, language: str, zone: tzinfo | None = None) -> str:
    """The day of ``value`` as ``language`` writes it, in ``zone`` (by default the
    server's local time zone).

    >>> from datetime import UTC
    >>> day(datetime(2026, 11, 23, 23, 5, tzinfo=UTC), "fr", UTC)
    '23/11/2026'
    """
    from babel.dates import format_date

    return format_date(value.astimezone(zone), "short", locale=language)
