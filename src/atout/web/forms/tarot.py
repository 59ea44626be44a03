"""The tarot forms (RULES §7): a new game (3 to 5 players, preset) and a deal (a donne).

The deal form has a field per word of the deal notation (``points``,
``petit_au_bout``…) and one ``poignee_<seat>`` and ``misere_<seat>`` per seat;
it is read into a :class:`atout.tarot.deal.Donne` as that notation is. The
field ``passed`` (the *Donne passée* button) enters a
:class:`atout.tarot.deal.Passe` instead: every player passed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from atout.errors import AtoutError, FormError, GameKindError, Message
from atout.services.games import NewGame
from atout.store.games.records import GameEntry, GameKind, GameRecord
from atout.tarot.cards import ExcuseExchange, format_cards
from atout.tarot.contract import Contrat
from atout.tarot.deal import Donne, Entry, Passe, format_points
from atout.tarot.rules import PRESETS, TarotRules
from atout.web.forms.common import NAME_LENGTH, checkbox, text_field, title

CONTRACTS = tuple(contrat.value for contrat in Contrat)
#: The creation form's rule fields at the rules' defaults: what a field left out of the
#: JSON API means (the preset has none: it is always chosen). An HTML checkbox left
#: unchecked sends nothing and means off.
API_DEFAULTS: dict[str, str] = {
    "round_to_ten": checkbox(TarotRules().round_to_ten),
}
#: The deal-form fields written as a word of the deal notation, with the notation's key
#: (the field's name, ``-`` for ``_``).
NOTATION_KEYS = tuple(
    (field, field.replace("_", "-"))
    for field in "taker partner points bouts cards excuse petit_au_bout chelem petit_chelem".split()
)
#: The form field of each field a domain message is about (:attr:`Message.field`).
_MESSAGE_FIELDS = {
    "contract": "contract",
    "taker": "taker",
    "partner": "partner",
    "points": "points",
    "bouts": "bouts",
    "cards": "cards",
    "poignee": "poignees",
    "misere": "poignees",
    "chelem": "chelem",
    "petit-chelem": "petit_chelem",
    "petit-au-bout": "petit_au_bout",
}


def field_errors(error: AtoutError) -> dict[str, str]:
    """A domain refusal split into messages per form field (``""`` for the rest), by the
    field each message says it is about (never by reading its text).

    >>> from atout.errors import InvalidDealError
    >>> field_errors(InvalidDealError(Message("points: 95", code="points.range").about("points")))
    {'points': 'points: 95'}
    """
    errors: dict[str, str] = {}
    inner = error.message.values.get("error")  # "deal {number}: {error}": the deal's own
    found = inner.message if isinstance(inner, AtoutError) else error.message
    for message in found.pieces():
        field = _MESSAGE_FIELDS.get(message.field, "")
        errors[field] = Message.joined([errors[field], message]) if field in errors else message
    return errors


def refusal(error: AtoutError) -> FormError:
    """A deal refused by the domain, its messages next to their fields."""
    return FormError(field_errors(error))


def new_game(form: Mapping[str, str]) -> NewGame:
    """Title, 3 to 5 player names, the preset (no default) and the rounding option.

    >>> new = new_game({"player_1": "Ana", "player_2": "Bo", "player_3": "Cy", "preset": "fft"})
    >>> new.players, new.rules == TarotRules.fft()
    (('Ana', 'Bo', 'Cy'), True)
    """
    errors: dict[str, str] = {}
    typed = (text_field(form, f"player_{n}", NAME_LENGTH, errors) for n in range(1, 6))
    names = tuple(name for name in typed if name)
    if errors:
        raise FormError(errors)
    if not 3 <= len(names) <= 5:
        errors["players"] = "Give the names of 3, 4 or 5 players"
    elif len(set(names)) != len(names):
        errors["players"] = "Give each player a different name"
    preset = form.get("preset", "")
    if preset not in PRESETS:  # chosen explicitly: the players must know what they play
        errors["preset"] = "Choose the rules: classic or FFT"
    if errors:
        raise FormError(errors)
    rules = replace(TarotRules.preset(preset), round_to_ten=form.get("round_to_ten") == "on")
    return NewGame(GameKind.TAROT, title(form, "Tarot"), names, rules)


def _missing(form: Mapping[str, str], players: int) -> dict[str, str]:
    errors: dict[str, str] = {}
    if form.get("contract", "") not in CONTRACTS:
        errors["contract"] = "Choose the contract"
    if not form.get("taker", "").strip():
        errors["taker"] = "Choose the taker"
    if players == 5 and not form.get("partner", "").strip():
        errors["partner"] = "Choose the called partner (or the taker alone)"
    if not form.get("cards", "").strip():
        if not form.get("points", "").strip():
            errors["points"] = "Give the points of the taker's camp (or its cards)"
        if not form.get("bouts", "").strip():
            errors["bouts"] = "Give the number of bouts of the taker's camp"
    return errors


def read_deal(form: Mapping[str, str], game: GameRecord) -> Entry:
    """The deal typed in the form for ``game`` (checked with the sheet when it is entered)."""
    if passed(form):
        return Passe()
    return read_donne(form, len(game.players))


def passed(form: Mapping[str, str]) -> bool:
    """Whether the form says every player passed (the *Donne passée* button).

    >>> passed({"passed": "on"}), passed({"contract": "garde"})
    (True, False)
    """
    return form.get("passed", "") == "on"


def read_donne(form: Mapping[str, str], players: int) -> Donne:
    """The deal typed in the form at ``players`` players.

    >>> read_donne({"contract": "garde", "taker": "1", "points": "40,5", "bouts": "2",
    ...             "poignee_2": "double"}, 4)
    Donne.parse('garde taker=1 points=40.5 bouts=2 poignee=2:double', players=4)
    """
    errors = _missing(form, players)
    if errors:
        raise FormError(errors)
    words = [form["contract"]]
    for field, key in NOTATION_KEYS:
        value = form.get(field, "").strip()
        if value:
            words.append(f"{key}={value.replace(' ', '')}")
    for seat in range(1, players + 1):
        for announcement in ("poignee", "misere"):
            value = form.get(f"{announcement}_{seat}", "").strip()
            if value:
                words.append(f"{announcement}={seat}:{value}")
    try:
        return Donne.parse(" ".join(words), players)
    except AtoutError as error:
        raise refusal(error) from None


def deal_fields(entry: GameEntry) -> dict[str, str]:
    """The deal form's fields that enter ``entry`` (to correct it, or in the JSON API).

    >>> deal_fields(Donne.parse("prise taker=2 points=28 bouts=1 petit-au-bout=defence", 4))
    {'contract': 'prise', 'taker': '2', 'points': '28', 'bouts': '1', 'petit_au_bout': 'defence'}
    """
    if isinstance(entry, Passe):
        return {"passed": "on"}
    if not isinstance(entry, Donne):
        raise GameKindError("{entry!r} is not a tarot deal", code="donne.syntax", entry=str(entry))
    fields = {"contract": entry.contrat.value, "taker": str(entry.taker)}
    if entry.partner is not None:
        fields["partner"] = "self" if entry.partner == entry.taker else str(entry.partner)
    if entry.cards is None:
        fields |= {"points": format_points(entry.points), "bouts": str(entry.bouts)}
    else:
        fields["cards"] = format_cards(entry.cards)
        if entry.excuse is not ExcuseExchange.NONE:
            fields["excuse"] = entry.excuse.value
    for name, value in (
        ("petit_au_bout", entry.petit_au_bout),
        ("chelem", entry.chelem),
        ("petit_chelem", entry.petit_chelem),
    ):
        if value is not None:
            fields[name] = value.value
    for poignee in entry.poignees:
        cards = "" if poignee.cards is None else f":{format_cards(poignee.cards)}"
        fields[f"poignee_{poignee.seat}"] = f"{poignee.poignee.value}{cards}"
    for misere in entry.miseres:
        fields[f"misere_{misere.seat}"] = misere.misere.value
    return fields
