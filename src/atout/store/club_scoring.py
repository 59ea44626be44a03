"""Stored results become domain values: entries of a pairs event, N-S scores.

A result payload is what the table typed: ``{"contract": "4SX", "declarer":
"N", "tricks": 10, "lead": "SK"}`` (``"contract": "PASS"`` for a passed-out
board), or ``{"adjusted": "A+/A-"}`` for a director's artificial score.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from atout.bridge.board import board_vulnerability
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.seats import Seat
from atout.duplicate.events import Entry, EventBoard, PairsEvent
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.duplicate.table_result import ns_score
from atout.errors import InvalidDealError
from atout.store.club_plan import Plan
from atout.store.club_records import ResultRecord


def contract_result(payload: Mapping[str, Any]) -> ContractResult:
    """The contract and tricks of a payload.

    >>> str(contract_result({"contract": "4SX", "declarer": "W", "tricks": 9}))
    '4SX-1'
    >>> contract_result({"contract": "PASS"}).passed_out
    True
    """
    text = str(payload.get("contract") or "")
    if text.upper() == "PASS":
        return ContractResult(None)
    return ContractResult(Contract.parse(text), int(payload["tricks"]))


def declarer(payload: Mapping[str, Any]) -> Seat | None:
    """The declarer of a payload (``None`` when passed out)."""
    seat = payload.get("declarer")
    return Seat.parse(str(seat)) if seat else None


def adjusted(payload: Mapping[str, Any]) -> AdjustedScore | None:
    """The artificial score of a payload, if the director gave one.

    >>> str(adjusted({"adjusted": "A+/A-"}))
    'A+/A-'
    """
    text = payload.get("adjusted")
    if not text:
        return None
    ns, _, ew = str(text).partition("/")
    return AdjustedScore(Artificial.parse(ns), Artificial.parse(ew or ns))


def payload_ns_score(payload: Mapping[str, Any], board: int) -> int | None:
    """The N-S score of a payload on ``board`` (``None`` for an artificial score).

    >>> payload_ns_score({"contract": "4S", "declarer": "E", "tricks": 11}, 3)
    -650
    """
    if adjusted(payload) is not None:
        return None
    return ns_score(contract_result(payload), declarer(payload), board_vulnerability(board))


def describe(payload: Mapping[str, Any]) -> str:
    """A result as written on a traveller: ``4SX-1 W``, ``PASS`` or ``A+/A-``.

    >>> describe({"contract": "3NT", "declarer": "S", "tricks": 10, "lead": "H5"})
    '3NT+1 S'
    """
    artificial = adjusted(payload)
    if artificial is not None:
        return str(artificial)
    result = contract_result(payload)
    seat = declarer(payload)
    return str(result) if seat is None else f"{result} {seat.value}"


def entry_of(result: ResultRecord, plan: Plan) -> Entry:
    """The event entry of a stored result (pairs from the plan)."""
    sitting = plan.sitting(result.round, result.table)
    if sitting is None:
        raise InvalidDealError(f"round {result.round}, table {result.table}: nobody plays there")
    artificial = adjusted(result.payload)
    if artificial is not None:
        return Entry(
            result.round, result.table, sitting.ns, sitting.ew, result.board, adjusted=artificial
        )
    return Entry(
        result.round,
        result.table,
        sitting.ns,
        sitting.ew,
        result.board,
        contract_result(result.payload),
        declarer(result.payload),
    )


def pairs_event(plan: Plan, results: Iterable[ResultRecord]) -> PairsEvent:
    """The pairs event of the confirmed results, checked against the plan."""
    event = PairsEvent.create((EventBoard.standard(b) for b in plan.boards), movement=plan)
    for result in sorted(results, key=lambda r: (r.round, r.table, r.board)):
        if result.confirmed:
            event = event.add(entry_of(result, plan))
    return event
