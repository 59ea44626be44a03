"""A stored result payload read as a :class:`~atout.duplicate.table_result.TableResult`.

A result payload is what the table typed: ``{"contract": "4SX", "declarer":
"N", "tricks": 10, "lead": "SK"}`` (``"contract": "PASS"`` for a passed-out
board), or ``{"adjusted": "A+/A-"}`` for a director's artificial score. The
store reads each payload once, here, into the domain value its records carry
(:attr:`atout.store.club_records.ResultRecord.result`); nothing else reads a
payload.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from atout.bridge.cards import Card
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.seats import Seat
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.duplicate.table_result import TableResult


def table_result(payload: Mapping[str, Any]) -> TableResult:
    """The table result a payload stores.

    >>> table_result({"contract": "4SX", "declarer": "W", "tricks": 9, "lead": "SK"})
    TableResult.parse('4SX-1 W lead SK')
    >>> table_result({"contract": "PASS", "declarer": None, "tricks": None, "lead": None})
    TableResult.parse('PASS')
    >>> table_result({"adjusted": "A+/A-"})
    TableResult.parse('A+/A-')
    """
    adjusted = payload.get("adjusted")
    if adjusted:
        ns, _, ew = str(adjusted).partition("/")
        artificial = AdjustedScore(Artificial.parse(ns), Artificial.parse(ew or ns))
        return TableResult.artificial(artificial)
    text = str(payload.get("contract") or "")
    if text.upper() == "PASS":
        return TableResult.passed()
    result = ContractResult(Contract.parse(text), int(payload["tricks"]))
    lead = payload.get("lead")
    return TableResult.played(
        result, Seat.parse(str(payload["declarer"])), Card.parse(str(lead)) if lead else None
    )


def payload_of(result: TableResult) -> dict[str, Any]:
    """The payload that stores ``result`` (:func:`table_result` reads it back).

    >>> payload_of(TableResult.parse("3NT+1 S lead H5"))
    {'contract': '3NT', 'declarer': 'S', 'tricks': 10, 'lead': 'H5'}
    >>> table_result(payload_of(TableResult.parse("A=/A-")))
    TableResult.parse('A=/A-')
    """
    if result.adjusted is not None:
        return {"adjusted": str(result.adjusted)}
    contract = result.contract
    if contract is None:
        return {"contract": "PASS", "declarer": None, "tricks": None, "lead": None}
    assert result.result is not None and result.declarer is not None
    return {
        "contract": str(contract),
        "declarer": result.declarer.value,
        "tricks": result.result.tricks,
        "lead": None if result.lead is None else str(result.lead),
    }
