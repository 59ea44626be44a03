"""The contract fields of the bridge deal forms (rubber, Chicago, series), typed and read back.

The form gives the contract as four selects (level, strain, doubling, result);
the entry stores it in the notation of :class:`atout.bridge.contract.ContractResult`.
"""

from __future__ import annotations

from collections.abc import Mapping

from atout.bridge.contract import ContractResult

LEVELS = tuple(str(level) for level in range(1, 8))
STRAINS = (("C", "♣"), ("D", "♦"), ("H", "♥"), ("S", "♠"), ("NT", "SA"))
DOUBLINGS = (("", "—"), ("X", "X"), ("XX", "XX"))
RESULTS = ("=", *(f"+{n}" for n in range(1, 7)), *(f"-{n}" for n in range(1, 14)))
HONOURS = ("", "NS 100", "NS 150", "EW 100", "EW 150")
#: The declarer's seat in the Chicago and series forms.
SEATS = ("N", "E", "S", "W")


def result_notation(form: Mapping[str, str], errors: dict[str, str]) -> str:
    """The contract and result typed in ``form`` (e.g. ``4HX+1``); messages go to ``errors``.

    >>> result_notation({"level": "4", "strain": "H", "doubling": "X", "result": "+1"}, {})
    '4HX+1'
    >>> errors = {}
    >>> result_notation({"level": "8", "strain": "H", "result": "="}, errors)
    ''
    >>> sorted(errors)
    ['level']
    """
    level, strain = form.get("level", ""), form.get("strain", "")
    doubling, result = form.get("doubling", ""), form.get("result", "")
    found = len(errors)
    if level not in LEVELS:
        errors["level"] = "Choose the level of the contract (1 to 7)"
    if strain not in dict(STRAINS):
        errors["strain"] = "Choose the strain of the contract"
    if doubling not in dict(DOUBLINGS):
        errors["doubling"] = "Choose undoubled, doubled (X) or redoubled (XX)"
    if result not in RESULTS:
        errors["result"] = "Choose the result (=, +n or -n)"
    if len(errors) > found:
        return ""
    return f"{level}{strain}{doubling}{result}"


def honours_field(form: Mapping[str, str], errors: dict[str, str]) -> str | None:
    """The honours chosen in ``form`` (``None`` for none); a message in ``errors`` if unknown."""
    honours = form.get("honours", "")
    if honours not in HONOURS:
        errors["honours"] = "Choose the honours"
    return honours or None


def result_form_values(notation: str) -> dict[str, str]:
    """The four contract fields of a stored result, to fill the form again.

    >>> result_form_values("4NTXX-2")
    {'level': '4', 'strain': 'NT', 'doubling': 'XX', 'result': '-2'}
    >>> result_form_values("PASS")
    {}
    """
    result = ContractResult.parse(notation)
    contract = result.contract
    if contract is None:
        return {}
    margin = "=" if result.margin == 0 else f"{result.margin:+d}"
    return {
        "level": str(contract.level),
        "strain": contract.strain.value,
        "doubling": contract.doubling.value,
        "result": margin,
    }
