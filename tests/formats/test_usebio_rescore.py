"""``rescore --check`` on the USEBIO files of other programs, and the short-boards rule.

A board played fewer times than the others is factored with Neuberg's formula
up to the section's full top (RULES §6; EBUScore, ScoreBridge, PairsScorer), or
scored on its own top: the check finds which one a file follows.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.vp_scales import INTEGER_3_BOARDS
from atout.formats import pbn, usebio
from atout.formats.pbn.check import check
from atout.formats.pbn.rescore import rescore
from tests.reference_data import shared_reference

#: Files whose every published score, board figure and final percentage is reproduced,
#: and the short-boards rule each follows (``None``: no board is short).
AGREE = {
    "club-2025-01-02-two-sections_EBUScore-1.2.20.xml": ShortBoards.FULL_TOP,
    "club-2025-01-02_EBUScore-1.2.24.xml": None,
    "club-2025-01-06_BBOExtractor-1.4.7.xml": None,
    "club-2025-01-06_EBUScore-1.2.6.xml": None,
    "club-2025-01-06_RealBridge-1.3.6.xml": None,
    "club-2025-04-07_RealBridge-1.3.7.xml": None,
    "ebu-example-mp-pairs_PairsScorer-7.2.93.xml": None,
    "ebu-example-multi-section_PairsScorer-7.2.93.xml": ShortBoards.FULL_TOP,
}


@pytest.mark.parametrize("name", sorted(AGREE))
def test_the_published_figures_are_reproduced(name: str) -> None:
    data = (shared_reference("usebio") / name).read_bytes()
    session = usebio.loads(data)
    checked = check(usebio.to_pbn(session))
    assert checked.differences == ()
    assert checked.results == session.lines
    assert checked.short_boards is AGREE[name]


def test_scorebridge_boards_agree_its_finals_sum_rounded_board_figures() -> None:
    # ScoreBridge's final percentage is the total of its board matchpoints as printed
    # (to 0.1) over the total top: pair 14, 233.7 of 22 x 14 = 75.88 (exactly 75.83).
    data = (shared_reference("usebio") / "club-2025-01-06_ScoreBridge-10.24.09.xml").read_bytes()
    checked = check(usebio.to_pbn(usebio.loads(data)))
    assert checked.short_boards is ShortBoards.FULL_TOP
    assert {d.column for d in checked.differences} == {"TotalPercentage", "Rank"}
    first = checked.differences[0]
    assert (first.where, first.published, first.recomputed) == ("pair 14", "75.88", "75.8349")


def test_brian_scores_an_adjusted_board_on_the_played_results_top() -> None:
    # Board 21: five played results and an A5050; BriAn gives a top of 8 (five results),
    # RULES §6 counts the artificial score as an expected result (top 10).
    data = (shared_reference("usebio") / "club-2025-04-09_BriAn-213.xml").read_bytes()
    checked = check(usebio.to_pbn(usebio.loads(data)))
    boards = {d.where.split(",")[0] for d in checked.differences if d.where.startswith("board")}
    assert boards == {"board 21"}


_SHORT = (
    '[Board "1"]\n[Vulnerable "None"]\n'
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n'
    "1 2 3NT N 10\n3 4 3NT N 9\n5 6 3NT N 8\n\n"
    '[Board "2"]\n[Vulnerable "NS"]\n'
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n'
    "1 2 3NT N 9\n3 4 3NT N 8\n"
)


def test_a_short_board_is_factored_to_the_full_top_or_scored_on_its_own() -> None:
    session = pbn.loads(_SHORT)
    full = rescore(session).boards[1].lines
    # Neuberg (RULES §6): MP' = (MP + 1) x 3/2 - 1 on a top of 4.
    assert [(line.ns_mp, line.top) for line in full] == [
        (Fraction(7, 2), Fraction(4)),
        (Fraction(1, 2), Fraction(4)),
    ]
    own = rescore(session, ShortBoards.OWN_TOP).boards[1].lines
    assert [(line.ns_mp, line.top) for line in own] == [(Fraction(2), Fraction(2)), (0, 2)]


def test_the_teams_files_matches_vps_and_board_a_match_points() -> None:
    folder = shared_reference("usebio")
    teams = usebio.loads(
        (folder / "ebu-example-multiple-teams_TeamsScorer-5.1.17.xml").read_bytes()
    )
    checked = check(usebio.to_pbn(teams))
    assert (checked.differences, checked.results, checked.matches) == ((), 240, 40)
    assert checked.vp_scale is INTEGER_3_BOARDS and checked.ranked == 10
    pab = usebio.loads((folder / "ebu-example-point-a-board_EBUScoreTeams-1.1.3.xml").read_bytes())
    checked = check(usebio.to_pbn(pab))
    assert (checked.differences, checked.results, checked.matches) == ((), 336, 28)
    assert checked.vp_scale is None and checked.ranked == 8
