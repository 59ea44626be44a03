"""French by default, English on request: ``.po`` catalogs compiled when first used.

The message ids are English; ``atout/web/locale/<lang>/LC_MESSAGES/messages.po``
hold the translations of the pages, of every error's message
(:class:`atout.errors.Message`) and of the command line's words. Babel compiles
them when first used into the user's cache (no binary ``.mo`` file is committed),
and the standard library's :mod:`gettext` reads them there, so a command that speaks
through its catalog, English included, starts fast; Babel is imported only to
compile a changed catalog or to write a number in another language.
The web pages and the ``atout`` command both translate here.
"""

from __future__ import annotations

import functools
import gettext
import io
import os
import re
import sys
from typing import TYPE_CHECKING, Any

from atout.errors import AtoutError, Message

if TYPE_CHECKING:
    from datetime import datetime, tzinfo
    from decimal import Decimal
    from pathlib import Path

    LOCALE_DIR: Path

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "LOCALE_DIR",
    "Message",
    "day",
    "figure",
    "fixed",
    "message_json",
    "moment",
    "money",
    "number",
    "pick_language",
    "signed",
    "translate",
    "translations",
    "written",
]

#: Where the catalogs are (:data:`LOCALE_DIR` as a path; ``pathlib`` is not imported
#: at start-up: a command speaks before it reads any file).
_LOCALE = os.path.join(
    os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "web", "locale"
)


def __getattr__(name: str) -> Path:
    """:data:`LOCALE_DIR`, the folder of the catalogs, made when first asked for."""
    if name != "LOCALE_DIR":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from pathlib import Path

    return Path(_LOCALE)


#: The languages offered by the switch, the default first.
LANGUAGES = ("fr", "en")
LANGUAGE_NAMES = {"fr": "Français", "en": "English"}


@functools.cache
def translations(language: str) -> gettext.NullTranslations:
    """The compiled catalog of ``language`` (the message ids for an unknown one).

    Babel compiles the ``.po`` file once into a ``.mo`` file kept in the user's cache
    (:func:`_cached_mo`, named after the catalog's content); every later start reads that
    file with the standard library's :mod:`gettext`, so a command that speaks through
    its catalog, English included, does not import Babel.
    """
    path = os.path.join(_LOCALE, language, "LC_MESSAGES", "messages.po")
    if not os.path.exists(path):
        return gettext.NullTranslations()
    with open(path, "rb") as source:
        text = source.read()
    cached = _cached_mo(language, text)
    try:
        with open(cached, "rb") as compiled:
            return gettext.GNUTranslations(compiled)
    except OSError:
        pass
    data = _compiled(text, language)
    _keep(cached, data)
    return gettext.GNUTranslations(io.BytesIO(data))


def _cached_mo(language: str, text: bytes) -> str:
    """Where the compiled catalog of ``text`` is kept: the user's cache folder
    (``$XDG_CACHE_HOME``, else ``~/.cache``), under a name that changes with the catalog."""
    import hashlib

    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    digest = hashlib.blake2b(text, digest_size=12).hexdigest()
    return os.path.join(base, "atout", "catalogs", f"{language}-{digest}.mo")


def _compiled(text: bytes, language: str) -> bytes:
    """The ``.po`` catalog ``text`` compiled by Babel into a GNU ``.mo`` file."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    buffer = io.BytesIO()
    write_mo(buffer, read_po(io.BytesIO(text), locale=language))
    return buffer.getvalue()


def _keep(path: str, data: bytes) -> None:
    """Write ``data`` at ``path`` whole or not at all; a cache that cannot be written
    (a read-only home) is only slower."""
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        partial = f"{path}.{os.getpid()}.part"
        with open(partial, "wb") as out:
            out.write(data)
        os.replace(partial, path)
    except OSError:
        return


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
        parsed = list(_formatter().parse(template))
    except ValueError:
        return frozenset()
    return frozenset(name for _, name, spec, kind in parsed if name and not spec and not kind)


def _formatter() -> Any:
    from string import Formatter

    return Formatter()


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
    if counted and _is_count(value):
        return figure(value, language)
    return value


def written(value: Any, language: str) -> str:
    """A bridge value (a seat, side, call, contract, result, card or vulnerability) as a
    message writes it in ``language``: ``O``, ``E-O``, ``3SA``, ``Passe générale``; in
    English as typed (``W``, ``EW``, ``3NT``, ``PASS``); any other value as ``str()``.

    >>> from atout.bridge.seats import Side
    >>> written(Side.EW, "fr"), written(Side.EW, "en"), written(7, "fr")
    ('E-O', 'EW', '7')
    """
    return str(_value(value, language, counted=False))


def _is_count(value: Any) -> bool:
    """True for a number (not a truth value)."""
    if isinstance(value, bool):
        return False
    decimal = sys.modules.get("decimal")  # no Decimal exists before it is imported
    return isinstance(value, int | float) or (
        decimal is not None and isinstance(value, decimal.Decimal)
    )


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

    >>> from decimal import Decimal
    >>> number(2140, "fr"), number(2140, "en"), number(Decimal("-12.3457"), "fr")
    ('2\u202f140', '2,140', '\u221212,3457')
    """
    from decimal import Decimal

    return _decimal(value, language, None, quantized=not isinstance(value, Decimal))


def signed(value: int | Decimal, language: str) -> str:
    """A difference with its sign always written (a score against par, a net total).

    >>> signed(720, "fr"), signed(-12, "fr"), signed(-1250, "en"), signed(0, "fr")
    ('+720', '\u221212', '-1,250', '0')
    """
    return _decimal(value, language, "#,##0" if value == 0 else "+#,##0;-#,##0")


def _decimal(
    value: int | float | Decimal, language: str, pattern: str | None, quantized: bool = True
) -> str:
    """``value`` written by Babel in ``language`` with ``pattern`` (``None``: the
    language's own; ``quantized``: to its decimals), with the minus sign French
    typography asks for (U+2212, not the hyphen Babel's French locale writes)."""
    from babel.numbers import format_decimal

    text = format_decimal(value, pattern, language, decimal_quantization=quantized)
    return text.replace("-", "\u2212") if language == "fr" else text


def figure(value: int | float | Decimal, language: str, places: int | None = None) -> str:
    """A figure of a message or a table: in English as Python writes it (the text
    ``str()`` gives, which scripts read: ``1133.5``); in another language the way it
    writes numbers, with every decimal a :class:`~decimal.Decimal` has, or ``places``.

    >>> from decimal import Decimal
    >>> figure(Decimal("1133.50"), "en"), figure(Decimal("1133.50"), "fr", 2)
    ('1133.50', '1\u202f133,50')
    >>> figure(Decimal("0.2"), "en", 2), figure(Decimal("0.2"), "fr", 2)
    ('0.2', '0,20')
    """
    if language == "en":
        return str(value)
    if places is None:
        return number(value, language)
    return _decimal(value, language, "#,##0." + "0" * places)


def fixed(value: Decimal, language: str) -> str:
    """A figure with two decimals, written the way ``language`` writes it.

    >>> from decimal import Decimal
    >>> fixed(Decimal("200"), "fr"), fixed(Decimal("-1133.333"), "fr"), fixed(Decimal("55.2"), "en")
    ('200,00', '\u22121\u202f133,33', '55.20')
    """
    return _decimal(value, language, "#,##0.00")


def money(value: Decimal, currency: str, language: str) -> str:
    """An amount of money in ``currency``.

    >>> from decimal import Decimal
    >>> money(Decimal("3.40"), "EUR", "fr")
    '3,40\xa0€'
    """
    from babel.numbers import format_currency

    return format_currency(value, currency, locale=language)


def moment(value: datetime, language: str, zone: tzinfo | None = None) -> str:
    """A date and time as ``language`` writes them, in ``zone`` (by default the server's
    local time zone, ``TZ``): when a result was entered.

    >>> from datetime import UTC, datetime
    >>> when = datetime(2026, 11, 23, 20, 5, 9, tzinfo=UTC)
    >>> moment(when, "fr", UTC), moment(when, "en", UTC)
    ('23/11/2026 20:05', '11/23/26, 8:05\u202fPM')
    """
    from babel.dates import format_datetime

    return format_datetime(value.astimezone(zone), "short", locale=language)


def clock(value: datetime, language: str, zone: tzinfo | None = None) -> str:
    """The time of day of ``value`` as ``language`` writes it, in ``zone`` (by default the
    server's local time zone, ``TZ``): when the director answered a call.

    >>> from datetime import UTC, datetime
    >>> when = datetime(2026, 11, 23, 20, 5, 9, tzinfo=UTC)
    >>> clock(when, "fr", UTC), clock(when, "en", UTC)
    ('20:05', '8:05\u202fPM')
    """
    from babel.dates import format_time

    return format_time(value.astimezone(zone), "short", locale=language)


def day(value: datetime, language: str, zone: tzinfo | None = None) -> str:
    """The day of ``value`` as ``language`` writes it, in ``zone`` (by default the
    server's local time zone).

    >>> from datetime import UTC, datetime
    >>> day(datetime(2026, 11, 23, 23, 5, tzinfo=UTC), "fr", UTC)
    '23/11/2026'
    """
    from babel.dates import format_date

    return format_date(value.astimezone(zone), "short", locale=language)
