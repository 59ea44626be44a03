"""The three real club sessions recomputed from contracts, declarers and tricks.

Every N-S score, every board's MP1 matchpoints and rounded percentages and
every final percentage and total must match the published figures.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from atout.bridge.board import Vulnerability
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.seats import Seat, Side
from atout.duplicate.events import Entry, EventBoard, PairsEvent
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.duplicate.rounding import round_half_up
from tests.duplicate.real_sessions import SESSIONS, Row, read_session


def test_the_three_sessions_are_here() -> None:
    assert len(SESSIONS) == 3, "tests/data/reference/pbn holds the three real sessions"


def _entry(row: Row, board: int) -> Entry:
    where = dict(
        round=int(row["Round"]),
        table=int(row["Table"]),
        ns=int(row["PairId_NS"]),
        ew=int(row["PairId_EW"]),
        board=board,
    )
    if row["Score_NS"].startswith("A"):
        ns, ew = Artificial.parse(row["Score_NS"]), Artificial.parse(row["Score_EW"])
        return Entry(**where, adjusted=AdjustedScore(ns, ew))
    if row["Contract"].upper() == "PASS":
        return Entry(**where, result=ContractResult(None))
    contract = Contract.parse(row["Contract"])
    result = ContractResult(contract, int(row["Result"]))
    return Entry(**where, result=result, declarer=Seat.parse(row["Declarer"]))


def _event(path: Path) -> tuple[PairsEvent, list[tuple[int, Row]]]:
    session = read_session(path)
    boards = [
        EventBoard(b.number, Seat.N, Vulnerability.parse(b.vulnerable)) for b in session.boards
    ]
    event = PairsEvent.create(boards)
    rows = []
    for board in session.boards:
        for row in board.rows:
            event = event.add(_entry(row, board.number))
            rows.append((board.number, row))
    return event, rows


@pytest.mark.parametrize("path", SESSIONS, ids=lambda p: p.stem)
def test_every_traveller_line_matches(path: Path) -> None:
    event, rows = _event(path)
    seen: dict[int, int] = {}
    for number, row in rows:
        index = seen.get(number, 0)
        seen[number] = index + 1
        line = event.board(number).lines[index]
        if not row["Score_NS"].startswith("A"):
            published = int(row["Score_NS"]) if row["Score_NS"] != "-" else -int(row["Score_EW"])
            assert line.entry == published
        assert round_half_up(line.ns_mp1, 1) == Decimal(row["MP_NS"])
        assert round_half_up(line.ew_mp1, 1) == Decimal(row["MP_EW"])
        assert round_half_up(line.ns_percent) == Decimal(row["Percentage_NS"])
        assert round_half_up(line.ew_percent) == Decimal(row["Percentage_EW"])


@pytest.mark.parametrize("path", SESSIONS, ids=lambda p: p.stem)
def test_final_ranking_matches(path: Path) -> None:
    event, _ = _event(path)
    standings = event.standings()
    published = read_session(path).totals
    assert [s.score.pair for s in standings] == [int(row["PairId"]) for row in published]
    for standing, row in zip(standings, published, strict=True):
        score = standing.score
        assert standing.place.position == int(row["Rank"])
        assert round_half_up(score.percent, 2) == Decimal(row["TotalPercentage"])
        assert round_half_up(score.matchpoints_mp1, 1) == Decimal(row["TotalScoreMP"])
        assert score.boards == int(row["NrBoards"])
        direction = Side.NS if row["Direction"] == "N-S" else Side.EW
        assert score.starting_side is direction


@pytest.mark.parametrize("path", SESSIONS, ids=lambda p: p.stem)
def test_rescoring_from_scratch_gives_the_same_event(path: Path) -> None:
    event, _ = _event(path)
    assert event.rescored() == event
