"""The director's rulings read into domain values: an assigned score (weighted or split),
a procedural penalty, a player's handicap.

The weighted-score form has up to :data:`OUTCOMES` rows per side, each a weight
in percent and a contract result (level or ``PASS``, strain, doubling, declarer,
tricks); a row without a level is not used. The E-W rows count only when the
score is split (``split=on``); otherwise both sides get the N-S rows. Every
problem is reported at once (:class:`FormError`, one message per field), and the
domain's checks (the weights sum to 100, each outcome once) come back the same way.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from fractions import Fraction

from atout.bridge.contract import Contract, ContractResult, Doubling, Strain
from atout.bridge.seats import Seat
from atout.duplicate.assigned import MOST_OUTCOMES, AssignedScore, Outcome, WeightedScore
from atout.duplicate.penalties import STANDARD_TOP_PERCENT, Penalty, PenaltyUnit
from atout.errors import AtoutError, FormError
from atout.web.forms.common import whole

#: The rows of outcomes the form offers per side.
OUTCOMES = MOST_OUTCOMES
#: The sides' prefixes of the form's fields.
SIDES = ("ns", "ew")
#: What the level field sends for a passed-out board.
PASSED = "PASS"

_DECIMAL = re.compile(r"[+\-−]?[0-9]{1,3}(?:[.,][0-9]{1,2})?")


def _decimal(text: str) -> Fraction | None:
    """A number as typed (``25``, ``12,5``, ``−3``), or ``None`` when it is not one.

    >>> _decimal("12,5"), _decimal("−3"), _decimal("1e3")
    (Fraction(25, 2), Fraction(-3, 1), None)
    """
    typed = text.strip().replace("−", "-").replace(",", ".")
    if not _DECIMAL.fullmatch(typed):
        return None
    try:
        return Fraction(Decimal(typed))
    except InvalidOperation:
        return None


def _row(form: Mapping[str, str], side: str, row: int, errors: dict[str, str]) -> Outcome | None:
    name = f"{side}_{row}"
    level = form.get(f"{name}_level", "").strip()
    if not level:
        return None
    weight = whole(form.get(f"{name}_weight")) or 0
    if not 1 <= weight <= 100:
        errors[f"{name}_weight"] = "Give a weight from 1 to 100 %."
    if level == PASSED:
        return Outcome(weight, ContractResult(None), None) if 1 <= weight <= 100 else None
    try:
        contract = Contract(
            int(level),
            Strain.parse(form.get(f"{name}_strain", "")),
            Doubling.parse(form.get(f"{name}_doubling", "")),
        )
        declarer = Seat.parse(form.get(f"{name}_declarer", ""))
    except (AtoutError, ValueError):
        errors[f"{name}_level"] = "Choose the level, the strain and the declarer."
        return None
    tricks = whole(form.get(f"{name}_tricks"))
    if tricks is None or tricks > 13:
        errors[f"{name}_tricks"] = "Give the declarer's tricks, 0 to 13."
        return None
    if not 1 <= weight <= 100:
        return None
    return Outcome(weight, ContractResult(contract, tricks), declarer)


def _side(form: Mapping[str, str], side: str, errors: dict[str, str]) -> WeightedScore | None:
    outcomes = [_row(form, side, row, errors) for row in range(1, OUTCOMES + 1)]
    given = tuple(o for o in outcomes if o is not None)
    if any(key.startswith(f"{side}_") for key in errors):
        return None
    if not given:
        errors[f"{side}_1_level"] = "Give at least one outcome."
        return None
    try:
        return WeightedScore(given)
    except AtoutError as error:
        errors[side] = error.message
        return None


def assigned_score(form: Mapping[str, str]) -> AssignedScore:
    """The assigned score of the director's form.

    >>> form = {"ns_1_weight": "60", "ns_1_level": "4", "ns_1_strain": "S", "ns_1_declarer": "N",
    ...         "ns_1_tricks": "10", "ns_2_weight": "40", "ns_2_level": "4", "ns_2_strain": "S",
    ...         "ns_2_declarer": "N", "ns_2_tricks": "9"}
    >>> str(assigned_score(form))
    '60% 4S= N + 40% 4S-1 N'
    >>> assigned_score({**form, "ns_2_weight": "30"})
    Traceback (most recent call last):
    ...
    atout.errors.FormError: ns: the weights of an assigned score sum to 90 %, not 100 %
    """
    errors: dict[str, str] = {}
    ns = _side(form, "ns", errors)
    split = form.get("split", "") == "on"
    ew = _side(form, "ew", errors) if split else ns
    if errors or ns is None or ew is None:
        raise FormError(errors)
    return AssignedScore(ns, ew)


#: The units the penalty form offers.
UNITS = {unit.value: unit for unit in PenaltyUnit}


def penalty(form: Mapping[str, str]) -> tuple[Penalty, str]:
    """The penalty of the director's form and its reason (a share of a top by default, the
    EBU's 25 % when the amount is left empty).

    >>> penalty({"competitor": "3", "amount": "", "reason": "slow play"})
    (Penalty(competitor=3, amount=Fraction(25, 1), unit=<PenaltyUnit.TOP_PERCENT: 'top'>), \
'slow play')
    """
    errors: dict[str, str] = {}
    competitor = whole(form.get("competitor")) or 0
    if not 1 <= competitor <= 999:
        errors["competitor"] = "Choose the pair or team."
    unit = UNITS.get(form.get("unit", PenaltyUnit.TOP_PERCENT.value).strip())
    if unit is None:
        errors["unit"] = "Choose a share of a top, IMPs or VPs."
    typed = form.get("amount", "").strip()
    amount = STANDARD_TOP_PERCENT if not typed else _decimal(typed)
    if amount is None or not 0 < amount <= 100:
        errors["amount"] = "Give an amount more than 0 and at most 100."
    if errors or unit is None or amount is None:
        raise FormError(errors)
    return Penalty(competitor, amount, unit), form.get("reason", "")


def handicap(form: Mapping[str, str]) -> Fraction | None:
    """A player's handicap as typed (``−5``, ``2,35``); ``None`` when left empty.

    >>> handicap({"handicap": "−2,5"}), handicap({"handicap": ""})
    (Fraction(-5, 2), None)
    """
    typed = form.get("handicap", "").strip()
    if not typed:
        return None
    found = _decimal(typed)
    if found is None:
        raise FormError({"handicap": "Give a number of points, e.g. −5 or 2.35."})
    return found


__all__ = ["OUTCOMES", "PASSED", "SIDES", "assigned_score", "handicap", "penalty"]
