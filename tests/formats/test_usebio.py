"""USEBIO 1.2 export of the three reference pairs sessions and of atout's teams export.

Each export validates against ``tests/data/usebio/usebio-1.2-reconstructed.dtd``
(the element structure of USEBIO 1.2 as its producers use it: the official DTD
could not be obtained, see that file) and reads back equal.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lxml import etree

from atout.bridge.seats import Side
from atout.duplicate.ranking import Place
from atout.formats import pbn, usebio
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
