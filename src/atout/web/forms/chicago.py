"""The Chicago forms (RULES §4): a new game (vulnerability convention, honours) and a deal."""

from __future__ import annotations

from collections.abc import Mapping

from atout.bridge.chicago import ChicagoDeal, ChicagoRules, ChicagoVulnerability
from atout.bridge.contract import ContractResult
from atout.errors import AtoutError, FormError, GameKindError
from atout.services.games import NewGame
from atout.store.games.records import GameEntry, GameKind, GameRecord
from atout.web.forms.bridge import SEATS, contract_fields, contract_result, honours, honours_field
from atout.web.forms.common import bridge_players, checkbox, title

CONVENTIONS = {convention.value: convention for convention in ChicagoVulnerability}
#: The creation form's rule fields at the rules' defaults (RULES §4): what a field left
#: out of the JSON API means. An HTML checkbox left unchecked sends nothing and means off.
API_DEFAULTS: dict[str, str] = {
    "vulnerability": ChicagoRules().vulnerability.value,
    "honours": checkbox(ChicagoRules().honours),
}


def new_game(form: Mapping[str, str]) -> NewGame:
    """Title, the four players (optional), the vulnerability of deals 2-3 and honours.

    >>> new_game({"vulnerability": "non-dealer"}).rules
    ChicagoRules(vulnerability=<ChicagoVulnerability.NON_DEALER_VULNERABLE: 'non-dealer'>, \
honours=False)
    """
    vulnerability = form.get("vulnerability", API_DEFAULTS["vulnerability"])
    if vulnerability not in CONVENTIONS:
        raise FormError({"vulnerability": "Choose who is vulnerable on deals 2 and 3"})
    rules = ChicagoRules(CONVENTIONS[vulnerability], honours=form.get("honours") == "on")
    return NewGame(GameKind.CHICAGO, title(form, "Chicago"), bridge_players(form), rules)


def read_deal(form: Mapping[str, str], game: GameRecord) -> ChicagoDeal:
    """The deal as typed (``declarer`` PASS: passed out); honours only when the game counts them."""
    declarer = form.get("declarer", "")
    if declarer == "PASS":
        return ChicagoDeal(None, ContractResult(None))
    errors: dict[str, str] = {}
    if declarer not in SEATS:
        errors["declarer"] = "Choose the declarer (or passed out)"
    result = contract_result(form, errors)
    counted = isinstance(game.rules, ChicagoRules) and game.rules.honours
    shown = honours(form, errors) if counted else None
    if errors or result is None:
        raise FormError(errors)
    try:
        return ChicagoDeal(SEATS[declarer], result, shown)
    except AtoutError as error:  # honours that cannot go with the contract
        raise refusal(error) from None


def deal_fields(entry: GameEntry) -> dict[str, str]:
    """The deal form's fields that enter ``entry`` (to correct it, or in the JSON API).

    >>> deal_fields(ChicagoDeal.parse("S 2H+1 honours NS 100"))
    {'declarer': 'S', 'level': '2', 'strain': 'H', 'doubling': '', 'result': '+1', \
'honours': 'NS 100'}
    """
    if not isinstance(entry, ChicagoDeal):
        raise GameKindError(
            "{entry!r} is not a Chicago deal",
            code="chicago.deal-syntax",
            entry=str(entry),
        )
    if entry.declarer is None:
        return {"declarer": "PASS"}
    return {
        "declarer": entry.declarer.value,
        **contract_fields(entry.result),
        "honours": honours_field(entry.honours),
    }


def refusal(error: AtoutError) -> FormError:
    """A deal refused: its message next to the honours when it is about them."""
    about_honours = error.code.startswith("honours.")
    return FormError({"honours" if about_honours else "": error.message})
