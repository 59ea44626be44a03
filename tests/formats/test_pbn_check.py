"""``check`` over the corpus: every file with a ScoreTable of contracts and results agrees.

The scoring is read from each file (matchpoints on three scales, individual,
cross-IMPs in three forms, Butler, IMP teams). One file is judged wrong:
board 37 of 126 (Ruter, Norway) gives both sides of its two real results more
than 50 % (65 % and 55 %, 0.9 and 0.3 MP1): no matchpointing of that board's
four rows (two real, A+/A- twice) yields it, and the pairs' totals carry it.
"""

from __future__ import annotations

import pytest

from atout.formats import pbn
from atout.formats.pbn.check import check
from atout.formats.pbn.scoring import Method
from tests.formats.corpus import corpus

#: Each corpus file with a ScoreTable of contracts and results: its scoring, its results.
EXPECTED = {
    "003": ("cross-IMPs", 34),
    "014": ("matchpoints", 405),
    "015": ("matchpoints", 333),
    "125": ("matchpoints, individual", 135),
    "126": ("matchpoints", 252),
    "127": ("Butler", 336),
    "129": ("matchpoints", 144),
    "195": ("Butler", 84),
    "196": ("Butler", 6),
    "198": ("cross-IMPs", 1679),
    "199": ("matchpoints, individual", 744),
    "200": ("cross-IMPs", 192),
    "201": ("matchpoints", 1188),
    "202": ("matchpoints", 702),
    "204": ("matchpoints", 1188),
    "205": ("matchpoints", 1188),
}
#: The file judged wrong, and the published figures the rescore does not reproduce.
JUDGED_WRONG = {"126": 16}


def _with_results(session: pbn.PbnFile) -> bool:
    tables = [g.score_table for g in session.games if g.score_table is not None]
    return any(t.has("Contract") and t.has("Result") and t.rows for t in tables)


@pytest.mark.parametrize("file_id", sorted(EXPECTED))
def test_published_figures_agree(file_id: str) -> None:
    (file,) = [f for f in corpus() if f.id == file_id]
    session = pbn.loads(file.data, strict=False)
    checked = check(session)
    scoring, results = EXPECTED[file_id]
    assert str(checked.scoring).split(" ([")[0] == scoring
    assert checked.results == results
    assert len(checked.differences) == JUDGED_WRONG.get(file_id, 0), checked.differences[:3]


def test_every_file_with_results_is_checked() -> None:
    with_results = {f.id for f in corpus() if _with_results(pbn.loads(f.data, strict=False))}
    assert with_results == set(EXPECTED)


def test_the_judged_board() -> None:
    (file,) = [f for f in corpus() if f.id == "126"]
    found = check(pbn.loads(file.data, strict=False)).differences
    boards = {d.where.split(",")[0] for d in found if d.where.startswith("board")}
    assert boards == {"board 37"}


def test_atout_teams_export_is_imp_teams() -> None:
    from tests.reference_data import DATA

    golden = DATA.parent / "golden" / "club" / "teams-2-teams-6-boards.pbn"
    checked = check(pbn.loads(golden.read_bytes()))
    assert checked.scoring.method is Method.IMP_TEAMS
    assert checked.results == 12 and not checked.differences
