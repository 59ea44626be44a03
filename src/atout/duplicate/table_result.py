"""The N-S score of a result at one table, from the contract, declarer and board."""

from __future__ import annotations

from atout.bridge.board import Vulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.score import points
from atout.bridge.seats import Seat, Side
from atout.errors import InvalidDealError


def ns_score(result: ContractResult, declarer: Seat | None, vulnerability: Vulnerability) -> int:
    """The score for North-South (negative when East-West scored).

    >>> ns_score(ContractResult.parse("4SX-1"), Seat.W, Vulnerability.NONE)
    100
    >>> ns_score(ContractResult.parse("PASS"), None, Vulnerability.ALL)
    0
    """
    contract = result.contract
    if contract is None:
        return 0
    if declarer is None:
        raise InvalidDealError(f"{result} needs a declarer (N, E, S or W)")
    side = declarer.side
    declared = points(contract, result.tricks, vulnerability.is_vulnerable(side))
    return declared if side is Side.NS else -declared
