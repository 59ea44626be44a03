"""USEBIO 1.2 export of the three reference pairs sessions and of atout's teams export.

Each export validates against ``tests/data/usebio/usebio-1.2-reconstructed.dtd``
(the element structure of USEBIO 1.2 as its producers use it: the official DTD
could not be obtained, see that file) and reads back equal.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from lxml import etree

from atout.bridge.seats import Side
from atout.duplicate.ranking import Place
from atout.duplicate.round_robin import round_robin_plan
from atout.duplicate.table_result import TableResult
from atout.formats import pbn, usebio
from atout.formats.pbn.check import check
from atout.formats.pbn.team_session import teams_pbn
from tests.reference_data import DATA, REFERENCE_PBN

DTD = etree.DTD(str(DATA / "usebio" / "usebio-1.2-reconstructed.dtd"))
SESSIONS = sorted(REFERENCE_PBN.glob("*.pbn"))
TEAMS = DATA.parent / "golden" / "club" / "teams-2-teams-6-boards.pbn"


def _valid(text: str) -> etree._Element:
    root = etree.fromstring(text.encode())
    assert DTD.validate(root), DTD.error_log.filter_from_errors()
    return root


@pytest.mark.parametrize("path", [*SESSIONS, TEAMS], ids=lambda p: p.name)
def test_export_validates_and_reads_back_equal(path: Path) -> None:
    session = usebio.from_pbn(pbn.loads(path.read_bytes()))
    text = usebio.dumps(session)
    root = _valid(text)
    assert usebio.loads(text) == session
    boards = len([g for g in pbn.loads(path.read_bytes()).games if g.score_table is not None])
    assert len(root.findall("EVENT/SESSION/SECTION/BOARD")) == boards == len(session.boards)


def test_a_pairs_session_in_full() -> None:
    session = usebio.from_pbn(pbn.loads(SESSIONS[0].read_bytes()))
    assert (session.kind, session.scoring, len(session.boards)) == ("PAIRS", "MATCH_POINTS", 24)
    first = session.participants[0]
    assert (first.number, first.place, first.percentage, first.direction) == (
        "1",
        Place(1),
        "58.62",
        Side.NS,
    )
    assert all(board.deal for board in session.boards)
    # Back to PBN: the same deals and travellers.
    again = usebio.from_pbn(pbn.loads(pbn.dumps(usebio.to_pbn(session))))
    assert again.boards == session.boards and again.participants == session.participants


def test_teams_session() -> None:
    session = usebio.from_pbn(pbn.loads(TEAMS.read_bytes()))
    assert (session.kind, session.scoring) == ("TEAMS", "IMPS")
    assert [p.names for p in session.participants] == [("Lyon",), ("Nice",)]


def test_a_round_robins_matches_are_written_and_checked_back() -> None:
    # Four teams, three rounds of 2-board matches (one MatchTable a round): every room
    # 4H= N (420), but for one room of round 1, 4H+1 N (450): 30 points, 1 IMP to one team.
    # WBF 2013 (X = 15 x sqrt(2) = 21.21, tau = 0.618): 10 + 10 x (1 - tau^(3/21.21)) /
    # (1 - tau^3) = 10.86 for a 1-IMP win, 9.14 for the loss, 10.00 each for the five
    # drawn matches (written 10.00, checked as 10).
    plan = round_robin_plan(4, 2)
    results = {}
    for round_ in range(1, plan.rounds + 1):
        for table in range(1, plan.tables + 1):
            sitting = plan.sitting(round_, table)
            for board in sitting.boards if sitting is not None else ():
                won = (round_, table, board) == (1, 1, 1)
                results[(round_, table, board)] = TableResult.parse("4H+1 N" if won else "4H= N")
    names = {team: f"T{team}" for team in range(1, 5)}
    file = teams_pbn(
        title="RR", date=date(2026, 11, 27), plan=plan, results=results, deals={}, names=names
    )
    session = usebio.from_pbn(file)
    text = usebio.dumps(session)
    root = _valid(text)
    assert usebio.loads(text) == session
    scores = sorted(
        (m.findtext("TEAM_SCORE"), m.findtext("OPPOSING_TEAM_SCORE")) for m in root.iter("MATCH")
    )
    assert scores == [("10.00", "10.00")] * 5 + [("10.86", "9.14")]
    checked = check(usebio.to_pbn(usebio.loads(text)))
    assert (checked.differences, checked.matches, checked.results) == ((), 6, 24)
    assert checked.vp_scale is not None and checked.vp_scale.name == "wbf2013"
    # The PBN itself: each round's MatchTable counts (the teams' totals are all of them).
    checked = check(file)
    assert (checked.differences, checked.matches, checked.ranked) == ((), 6, 4)
