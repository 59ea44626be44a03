"""Score_NS of every result in the real club sessions of tests/data/reference (RULES §2)."""

from __future__ import annotations

import re
from pathlib import Path

from atout.bridge.board import Vulnerability
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.score import ns_points
from atout.bridge.seats import Seat
from tests.reference_data import REFERENCE_PBN

REFERENCE = REFERENCE_PBN
_TAG = re.compile(r'^\[(\w+) "(.*)"\]$')


def _travellers(path: Path) -> list[tuple[str, str, str, str, str, int]]:
    """(board, vulnerability, contract, declarer, tricks, published Score_NS) of each row."""
    rows: list[tuple[str, str, str, str, str, int]] = []
    board = vulnerable = ""
    in_table = False
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        tag = _TAG.match(line)
        if tag:
            name, value = tag.groups()
            board = value if name == "Board" else board
            vulnerable = value if name == "Vulnerable" else vulnerable
            in_table = name == "ScoreTable"
            continue
        if not in_table or not line.strip():
            in_table = in_table and bool(line.strip())
            continue
        words = line.split()
        contract, declarer, tricks, score_ns, score_ew = words[4:9]
        if "A" in score_ns + score_ew:
            continue  # an artificial (adjusted) score, not a played result
        ns = int(score_ns.strip('"')) if score_ns != "-" else -int(score_ew.strip('"') or 0)
        rows.append((board, vulnerable, contract, declarer, tricks, ns))
    return rows


_ROWS = [(path.name, *row) for path in sorted(REFERENCE.glob("*.pbn")) for row in _travellers(path)]


def test_every_published_score_ns() -> None:
    wrong = []
    for name, board, vulnerable, contract, declarer, tricks, published in _ROWS:
        if contract.upper() in ("PASS", "-"):
            result, seat = ContractResult(None), None
        else:
            result, seat = (
                ContractResult(Contract.parse(contract), int(tricks)),
                Seat.parse(declarer),
            )
        got = ns_points(result, seat, Vulnerability.parse(vulnerable))
        if got != published:
            wrong.append((name, board, contract, declarer, tricks, published, got))
    assert wrong == []
    assert len(_ROWS) > 500
