"""The rubber bridge forms: a new game (rules and stake) and a deal, or the stop of a rubber."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from atout.bridge.contract import ContractResult
from atout.bridge.rubber import RubberDeal, RubberRules, RubberStop, parse_stake
from atout.bridge.seats import Side
from atout.errors import AtoutError, FormError, GameKindError, NotationError
from atout.services.games import NewGame
from atout.store.games.records import GameEntry, GameKind, GameRecord, RubberTerms
from atout.web.forms.bridge import contract_fields, contract_result, honours, honours_field
from atout.web.forms.common import bridge_players, checkbox, title

SIDES = {side.value: side for side in Side}
#: The unfinished-partscore bonus offered: the Laws' 100 or seed 000's 50.
PARTSCORES = ("100", "50")
#: The creation form's rule fields at the rules' defaults (RULES §3): what a field left
#: out of the JSON API means. An HTML checkbox left unchecked sends nothing and means off.
API_DEFAULTS: dict[str, str] = {
    "unfinished_partscore": str(RubberRules().unfinished_partscore),
    "fourth_undertrick_increase": checkbox(RubberRules().fourth_undertrick_increase),
}


def _stake(text: str) -> Decimal:
    amount = text.strip() or "0"
    if amount.startswith("-"):
        raise FormError({"stake": "The stake cannot be negative"})
    try:
        return parse_stake(amount)  # 0 to MAX_STAKE, at most 4 decimals
    except NotationError:
        raise FormError({"stake": "Write the stake per hundred as a number, e.g. 0.20"}) from None


def new_game(form: Mapping[str, str]) -> NewGame:
    """Title, the four players (optional), the rule options and the stake per hundred.

    >>> new_game({"unfinished_partscore": "50", "stake": "0,20"}).rules
    RubberTerms(rules=RubberRules(unfinished_partscore=50, fourth_undertrick_increase=False), \
stake=Decimal('0.20'), currency='EUR')
    """
    stake = _stake(form.get("stake", "0"))
    partscore = form.get("unfinished_partscore", "100")
    if partscore not in PARTSCORES:
        raise FormError({"unfinished_partscore": "Choose 100 or 50"})
    rules = RubberRules(
        unfinished_partscore=int(partscore),
        fourth_undertrick_increase=form.get("fourth_undertrick_increase") == "on",
    )
    players = bridge_players(form)
    return NewGame(GameKind.RUBBER, title(form, "Rubber"), players, RubberTerms(rules, stake))


def read_deal(form: Mapping[str, str], game: GameRecord) -> RubberDeal | RubberStop:
    """The deal as typed (``side`` PASS: passed out), or the stop (``action=stop``).

    >>> form = {"side": "NS", "level": "4", "strain": "H", "result": "=", "honours": "NS 100"}
    >>> read_deal(form, None)
    RubberDeal.parse('NS 4H= honours NS 100')
    """
    if form.get("action") == "stop":
        return RubberStop()
    side = form.get("side", "")
    if side == "PASS":
        return RubberDeal(None, ContractResult(None))
    errors: dict[str, str] = {}
    if side not in SIDES:
        errors["side"] = "Choose the declaring side"
    result = contract_result(form, errors)
    shown = honours(form, errors)
    if errors or result is None:
        raise FormError(errors)
    return RubberDeal(SIDES[side], result, shown)


def deal_fields(entry: GameEntry) -> dict[str, str]:
    """The deal form's fields that enter ``entry`` (to correct it, or in the JSON API).

    >>> deal_fields(RubberDeal.parse("EW 3NTX-1"))
    {'side': 'EW', 'level': '3', 'strain': 'NT', 'doubling': 'X', 'result': '-1', 'honours': ''}
    >>> deal_fields(RubberStop()), deal_fields(RubberDeal.parse("PASS"))
    ({'action': 'stop'}, {'side': 'PASS'})
    """
    if isinstance(entry, RubberStop):
        return {"action": "stop"}
    if not isinstance(entry, RubberDeal):
        raise GameKindError(
            "{entry!r} is not a rubber deal", code="rubber.deal-syntax", entry=str(entry)
        )
    if entry.side is None:
        return {"side": "PASS"}
    return {
        "side": entry.side.value,
        **contract_fields(entry.result),
        "honours": honours_field(entry.honours),
    }


def refusal(error: AtoutError) -> FormError:
    """A deal the rubber sheet refuses: its message for the whole form."""
    return FormError({"": error.message})
