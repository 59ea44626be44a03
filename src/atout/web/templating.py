"""Jinja2 pages: autoescaped, translated, with the CSRF token of the visitor."""

from __future__ import annotations

import dataclasses
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse, Response
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from atout import i18n
from atout.bridge.contract import Contract
from atout.bridge.notation import notation
from atout.errors import Message
from atout.web.json_twin import json_response

TEMPLATES = Path(__file__).resolve().parent / "templates"
#: Cookie holding the visitor's CSRF token (double-submit: forms carry it too).
CSRF_COOKIE = "atout_csrf"
#: Cookie holding the visitor's chosen language.
LANGUAGE_COOKIE = "atout_lang"


_CONTRACT = re.compile(r"^([1-7])(NT|C|D|H|S)")
_SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def contract_symbols(notation: str, gettext: Callable[[str], str]) -> str:
    """A contract as written at the table: suit symbols, no-trump in the page's language.

    >>> [contract_symbols(text, str) for text in ("4HX+1", "3NT-2", "PASS")]
    ['4♥X+1', '3NT-2', 'PASS']
    """

    def symbol(match: re.Match[str]) -> str:
        strain = match.group(2)
        return match.group(1) + _SUIT_SYMBOLS.get(strain, gettext("NT") if strain == "NT" else "")

    return _CONTRACT.sub(symbol, notation)


#: A contract with its result in atout's notation, inside a text (``EW 4HX-2``).
_RESULT_TOKEN = re.compile(r"(?<![\w])([1-7])(NT|[CDHS])(XX|X)?(=|[+-][0-9]{1,2})?(?![\w])")
_SIDE_TOKEN = re.compile(r"(?<![\w-])(NS|EW|PASS)(?![\w-])")
#: The titles a game gets when none is typed: written in the reader's language.
DEFAULT_TITLES = ("Rubber", "Chicago", "Series", "Tarot")


def written(text: str, language: str) -> str:
    """A deal as atout's notation writes it (``EW 4HX-2``), as a reader of ``language``
    writes it (:mod:`atout.bridge.notation`).

    >>> written("EW 4HX-2", "fr"), written("NS 3NT=", "fr"), written("EW 4HX-2", "en")
    ('E-O 4♥X−2', 'N-S 3SA=', 'EW 4♥X-2')
    >>> written("PASS", "fr")
    'Passe générale'
    """
    shown = notation("fr" if language == "fr" else "en")

    def result(match: re.Match[str]) -> str:
        level, strain, doubling, margin = match.groups()
        text = shown.contract(Contract.parse(level + strain + (doubling or "")))
        if margin:
            text += "=" if margin == "=" else shown.margin(int(margin))
        return text

    text = _RESULT_TOKEN.sub(result, text)
    if language != "fr":
        return text
    words = {"NS": "N-S", "EW": "E-O", "PASS": shown.passed_out}
    return _SIDE_TOKEN.sub(lambda m: words[m.group(1)], text)


_FIGURE = re.compile(r"-?[0-9]+(\.[0-9]+)?")


def figure(value: object, language: str) -> str:
    """A figure with two decimals (a percentage) as ``language`` writes it; anything else as is.

    >>> figure("66.67", "fr"), figure("66.67", "en"), figure("", "fr")
    ('66,67', '66.67', '')
    """
    text = str(value)
    return i18n.fixed(Decimal(text), language) if _FIGURE.fullmatch(text) else text


#: A signed whole number inside a text (``+720 (+12 IMP)``), not part of a word or a figure.
_SIGNED = re.compile(r"(?<![\w.,])[+\-\u2212][0-9]{1,3}(?:[,\u202f]?[0-9]{3})*(?![\w.,])")


def signs(text: str, language: str) -> str:
    """The signed numbers of a text (a score against par) as ``language`` writes them.

    >>> signs("-720 (-12 IMP)", "fr"), signs("+1250 (+14 IMP)", "fr"), signs("-720", "en")
    ('\u2212720 (\u221212 IMP)', '+1\u202f250 (+14 IMP)', '-720')
    >>> signs("N-S \u22121370", "fr")  # a minus already French: the thousands set apart
    'N-S \u22121\u202f370'
    >>> signs("+1,450 (+16 IMP)", "fr"), signs("\u22121\u202f450", "en")  # grouped already
    ('+1\u202f450 (+16 IMP)', '-1,450')
    """
    return _SIGNED.sub(lambda m: i18n.signed(_whole(m.group(0)), language), text)


def _whole(signed: str) -> int:
    """The number of a signed figure written in any language (``−1 450``, ``+1,450``)."""
    return int(signed.replace("\u2212", "-").replace(",", "").replace("\u202f", ""))


def par_gap(text: str, language: str) -> Markup:
    """A score against par (:func:`signs`) as two unbreakable pieces, the points and the
    IMPs, that a narrow column sets on two lines rather than break inside the brackets.

    >>> par_gap("-720 (-12 IMP)", "en")
    Markup('<span class="nobr">-720</span> <span class="nobr">(-12 IMP)</span>')
    """
    points, _, imps = signs(text, language).partition(" (")
    if not imps:
        return Markup.escape(points)
    return Markup('<span class="nobr">{}</span> <span class="nobr">({}</span>').format(points, imps)


def game_title(title: str, gettext: Callable[[str], str]) -> str:
    """A game's title; the default one (``Rubber``, ``Tarot``…) in the reader's language."""
    return gettext(title) if title in DEFAULT_TITLES else title


_RED = re.compile("([♥♦])")


def red_suits(text: str) -> Markup:
    """``text`` (escaped) with its hearts and diamonds in red (``<span class="red">``).

    >>> str(red_suits("4♥= O & ♠R"))
    '4<span class="red">♥</span>= O &amp; ♠R'
    """
    return Markup(_RED.sub(r'<span class="red">\1</span>', str(escape(text))))


@dataclass(frozen=True, slots=True)
class UI:
    """What every page needs besides its own context: language and CSRF token."""

    language: str
    csrf_token: str
    new_csrf: bool
    path: str

    def gettext(self, message: str) -> str:
        """``message`` in the visitor's language."""
        return i18n.translate(message, self.language)

    def ngettext(self, singular: str, plural: str, n: int, **values: Any) -> str:
        """``n`` things in the visitor's language (``{n}`` in the templates): the form
        its count asks for, ``1 soirée``, ``2 soirées`` (:meth:`Message.counted`)."""
        return i18n.translate(Message.counted(singular, plural, n=n, **values), self.language)

    def number(self, value: Any) -> str:
        """A number in the visitor's language."""
        return i18n.number(value, self.language)

    def signed(self, value: int) -> str:
        """A difference with its sign (``+1``, ``−2`` in French) in the visitor's language."""
        return i18n.signed(value, self.language)

    def margins(self) -> list[tuple[str, str]]:
        """The results a contract can make, as (form value, label): ``=``, ``+1``… ``−13``."""
        over = [(f"+{n}", self.signed(n)) for n in range(1, 7)]
        return [("=", "="), *over, *((f"-{n}", self.signed(-n)) for n in range(1, 14))]

    def fixed(self, value: Any) -> str:
        """A figure with two decimals (a percentage) in the visitor's language."""
        return i18n.fixed(Decimal(value), self.language)

    def money(self, amount: str, currency: str) -> str:
        """An amount of money in the visitor's language."""
        return i18n.money(Decimal(amount), currency, self.language)

    def moment(self, value: datetime) -> str:
        """A date and time in the visitor's language, in the server's time zone."""
        return i18n.moment(value, self.language)

    def clock(self, value: datetime) -> str:
        """A time of day in the visitor's language, in the server's time zone."""
        return i18n.clock(value, self.language)

    def day(self, value: datetime) -> str:
        """A day in the visitor's language, in the server's time zone."""
        return i18n.day(value, self.language)


def ui_for(request: Request, default_language: str) -> UI:
    """The :class:`UI` of the visitor who sent ``request``."""
    token = request.cookies.get(CSRF_COOKIE)
    language = i18n.pick_language(request.cookies.get(LANGUAGE_COOKIE), default_language)
    path = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    if token is None or len(token) < 16:
        return UI(language, secrets.token_urlsafe(24), True, path)
    return UI(language, token, False, path)


class Templates:
    """The page templates, rendered with a typed context and the visitor's :class:`UI`.

    ``overrides``: folders whose templates are found before the app's own (the
    static site's ``site/base.html`` stands for ``base.html``).
    """

    def __init__(self, overrides: tuple[Path, ...] = ()) -> None:
        self.env = Environment(
            loader=FileSystemLoader([*overrides, TEMPLATES]),
            autoescape=select_autoescape(["html"]),
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            # The templates are package files: no stat() of each one on every render.
            auto_reload=False,
        )
        self.env.filters["contract"] = contract_symbols
        self.env.filters["suits"] = red_suits
        self.env.filters["written"] = written
        self.env.filters["figure"] = figure
        self.env.filters["signs"] = signs
        self.env.filters["par_gap"] = par_gap
        self.env.filters["game_title"] = game_title
        # A table form's idempotency key: the same post sent twice is stored once.
        self.env.globals["new_post_key"] = lambda: secrets.token_hex(16)

    def compile_all(self) -> int:
        """Compile every template now (at start-up, not in the first requests); how many."""
        names = [n for n in self.env.list_templates() if n.endswith(".html")]
        for name in names:
            self.env.get_template(name)
        return len(names)

    def html(self, ui: UI, name: str, context: Any) -> str:
        """The text of the page ``name`` drawn from ``context`` (a dataclass) for ``ui``."""
        fields = {f.name: getattr(context, f.name) for f in dataclasses.fields(context)}
        return self.env.get_template(name).render(
            **fields,
            page=context,
            ui=ui,
            _=ui.gettext,
            ngettext=ui.ngettext,
            languages=i18n.LANGUAGE_NAMES,
        )

    def answer(self, ui: UI, name: str, context: Any, as_json: bool) -> Response:
        """The page ``name``, or its JSON twin (:mod:`atout.web.json_twin`)."""
        return json_response(context) if as_json else self.render(ui, name, context)

    def render(self, ui: UI, name: str, context: Any, status_code: int = 200) -> HTMLResponse:
        """The page ``name`` drawn from ``context`` (a dataclass) for ``ui``."""
        response = HTMLResponse(self.html(ui, name, context), status_code=status_code)
        if ui.new_csrf:
            response.set_cookie(CSRF_COOKIE, ui.csrf_token, httponly=True, samesite="lax")
        return response
