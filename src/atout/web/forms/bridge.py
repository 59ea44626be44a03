"""The contract fields of the bridge deal forms (rubber, Chicago, series), read and filled.

The form gives the contract as four selects (level, strain, doubling, result)
and the honours as one; they are read into a
:class:`atout.bridge.contract.ContractResult` and an
:class:`atout.bridge.honours.Honours`, and filled back from them.
"""

from __future__ import annotations

from collections.abc import Mapping

from atout.bridge.contract import Contract, ContractResult, Doubling, Strain
from atout.bridge.honours import Honours
from atout.bridge.seats import Seat, Side
from atout.errors import AtoutError

LEVELS = tuple(str(level) for level in range(1, 8))
STRAINS = {strain.value: strain for strain in Strain}
DOUBLINGS = {doubling.value: doubling for doubling in Doubling}
#: The result select: made exactly, overtricks, undertricks.
RESULTS = ("=", *(f"+{n}" for n in range(1, 7)), *(f"-{n}" for n in range(1, 14)))
#: The honours select: none, or four (100) or five honours / four aces (150) for a side.
HONOURS = {f"{side} {points}": Honours(side, points) for side in Side for points in (100, 150)}
#: The declarer's seat in the Chicago and series forms.
SEATS = {seat.value: seat for seat in Seat}


def contract_result(form: Mapping[str, str], errors: dict[str, str]) -> ContractResult | None:
    """The contract and result chosen in ``form``; ``None`` and messages in ``errors`` if not.

    >>> contract_result({"level": "4", "strain": "H", "doubling": "X", "result": "+1"}, {})
    ContractResult.parse('4HX+1')
    >>> errors = {}
    >>> contract_result({"level": "8", "strain": "H", "result": "="}, errors), sorted(errors)
    (None, ['level'])
    """
    level, strain = form.get("level", ""), form.get("strain", "")
    doubling, result = form.get("doubling", ""), form.get("result", "")
    found = len(errors)
    if level not in LEVELS:
        errors["level"] = "Choose the level of the contract (1 to 7)"
    if strain not in STRAINS:
        errors["strain"] = "Choose the strain of the contract"
    if doubling not in DOUBLINGS:
        errors["doubling"] = "Choose undoubled, doubled (X) or redoubled (XX)"
    if result not in RESULTS:
        errors["result"] = "Choose the result (=, +n or -n)"
    if len(errors) > found:
        return None
    contract = Contract(int(level), STRAINS[strain], DOUBLINGS[doubling])
    try:  # the result select is written as the notation's margin: "=", "+1", "-2"
        return ContractResult.parse(f"{contract}{result}")
    except AtoutError as error:  # more tricks than 13, or fewer than none
        errors["result"] = error.message
        return None


def honours(form: Mapping[str, str], errors: dict[str, str]) -> Honours | None:
    """The honours chosen in ``form`` (``None`` for none); a message in ``errors`` if unknown."""
    chosen = form.get("honours", "")
    if chosen and chosen not in HONOURS:
        errors["honours"] = "Choose the honours"
    return HONOURS.get(chosen)


def contract_fields(result: ContractResult) -> dict[str, str]:
    """The four contract fields of a result, to fill the form again.

    >>> contract_fields(ContractResult.parse("4NTXX-2"))
    {'level': '4', 'strain': 'NT', 'doubling': 'XX', 'result': '-2'}
    >>> contract_fields(ContractResult.parse("PASS"))
    {}
    """
    contract = result.contract
    if contract is None:
        return {}
    return {
        "level": str(contract.level),
        "strain": contract.strain.value,
        "doubling": contract.doubling.value,
        "result": "=" if result.margin == 0 else f"{result.margin:+d}",
    }


def honours_field(chosen: Honours | None) -> str:
    """The honours select's value (``""`` for none).

    >>> honours_field(Honours(Side.EW, 150))
    'EW 150'
    """
    return "" if chosen is None else str(chosen)
