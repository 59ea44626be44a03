"""``rescore --check`` on the USEBIO files of other programs, and the short-boards rule.

A board played fewer times than the others is factored with Neuberg's formula
up to the section's full top (RULES §6; EBUScore, ScoreBridge, PairsScorer), or
scored on its own top: the check finds which one a file follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pytest

from atout.duplicate.events import PairsEvent
from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.vp_scales import INTEGER_3_BOARDS, scale_from_csv
from atout.formats import pbn, usebio
from atout.formats.pbn.check import check
from atout.formats.pbn.rescore import rescore
from atout.formats.pbn.scoring import Method
from tests.reference_data import shared_reference

#: Files whose every published score, board figure and final percentage is reproduced,
#: and the short-boards rule each follows (``None``: no board is short).
AGREE = {
    "club-2025-01-02-two-sections_EBUScore-1.2.20.xml": ShortBoards.FULL_TOP,
    "club-2025-01-02_EBUScore-1.2.24.xml": None,
    "club-2025-01-06_BBOExtractor-1.4.7.xml": None,
    "club-2025-01-06_EBUScore-1.2.6.xml": None,
    "club-2025-01-06_RealBridge-1.3.6.xml": None,
    # Its final percentages total its board matchpoints as printed (to 0.1): pair 14,
    # 233.7 of 22 x 14 = 75.88 (exactly 75.83).
    "club-2025-01-06_ScoreBridge-10.24.09.xml": ShortBoards.FULL_TOP,
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


def test_brian_scores_an_adjusted_board_on_the_played_results_top() -> None:
    # Board 21: five played results and an A5050; BriAn gives a top of 8 (five results),
    # RULES §6 counts the artificial score as an expected result (top 10).
    data = (shared_reference("usebio") / "club-2025-04-09_BriAn-213.xml").read_bytes()
    checked = check(usebio.to_pbn(usebio.loads(data)))
    boards = {d.where.split(",")[0] for d in checked.differences}
    assert boards == {"board 21"} and len(checked.differences) == 12


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
    assert checked.scoring.method is Method.IMP_TEAMS
    pab = usebio.loads((folder / "ebu-example-point-a-board_EBUScoreTeams-1.1.3.xml").read_bytes())
    checked = check(usebio.to_pbn(pab))
    assert (checked.differences, checked.results, checked.matches) == ((), 336, 28)
    assert checked.vp_scale is None and checked.ranked == 8
    assert str(checked.scoring) == "board-a-match"


def test_pianola_cross_imps_the_lines_it_shows_otherwise() -> None:
    # Pianola factors the total of a pair that played 16 of the 24 boards by 24/16; pair 2
    # from its printed board figures (-1.29 x 1.5 = -1.935, printed -1.94). Pairs 16 and
    # 17: the file's totals are not its boards' (see the test below).
    path = shared_reference("usebio") / "ebu-example-cross-imp-pairs_Pianola-1.0.xml"
    checked = check(usebio.to_pbn(usebio.loads(path.read_bytes())))
    assert checked.results == 192
    assert [(d.where, d.column, d.published) for d in checked.differences] == [
        ("pair 2", "TotalScoreIMP", "-1.94"),
        ("pair 16", "TotalScoreIMP", "53.57"),
        ("pair 17", "TotalScoreIMP", "21.29"),
    ]


def _sevenths(text: str) -> int:
    """A cross-IMP figure of an eight-table board (seven comparisons), in sevenths."""
    return round(Fraction(text) * 7)


def test_pianolas_totals_of_pairs_16_and_17_are_not_its_boards() -> None:
    # Eight tables a board: every figure is a whole number of sevenths (printed to 0.01).
    # The file alone shows its totals of pairs 16 and 17 carry something it does not hold
    # (no penalty, no adjustment element): every board's cross-IMPs sum to zero, so any
    # results keep the field's total at zero, and every other pair's total is the sum of
    # its boards; the published totals (those of 16 boards brought back by 16/24) sum to
    # -60/7 = -8.57: pair 16 short of 12/7 (18/7 = 2.57 factored), pair 17 of 48/7 = 6.86.
    path = shared_reference("usebio") / "ebu-example-cross-imp-pairs_Pianola-1.0.xml"
    session = usebio.loads(path.read_bytes())
    sums: dict[str, int] = {}
    boards: dict[str, int] = {}
    for board in session.boards:
        assert sum(_sevenths(line.ns_points) for line in board.travellers) == 0
        for line in board.travellers:
            assert _sevenths(line.ns_points) == -_sevenths(line.ew_points)
            for pair, points in ((line.ns, line.ns_points), (line.ew, line.ew_points)):
                sums[pair] = sums.get(pair, 0) + _sevenths(points)
                boards[pair] = boards.get(pair, 0) + 1
    published = {p.number: Fraction(p.score) for p in session.participants}
    played = {p: Fraction(boards[p], 24) for p in published}
    short = {p: published[p] * played[p] * 7 - sums[p] for p in published}
    assert {p: round(v) for p, v in short.items() if abs(v) > Fraction(1, 10)} == {
        "16": -12,
        "17": -48,
    }
    assert round(sum(published[p] * played[p] for p in published) * 7) == -60
    assert (boards["16"], boards["17"]) == (16, 24)


def test_the_individuals_boards_agree_its_players_are_not_the_files() -> None:
    # The 2009 example lists players 1 to 12 but its lines seat players 21, 22, ... 121:
    # every board figure is reproduced, no player of the ranking can be.
    path = shared_reference("usebio") / "example-individual-2009.xml"
    checked = check(usebio.to_pbn(usebio.loads(path.read_bytes())))
    assert checked.results == 132
    assert not [d for d in checked.differences if d.where.startswith("board")]


@dataclass(frozen=True)
class _Sitting:
    ns: int
    ew: int
    boards: tuple[int, ...]


@dataclass(frozen=True)
class _Movement:
    """Two tables, one round: board 1 at both, board 2 at table 1 only (a short board)."""

    rounds: int = 1
    tables: int = 2

    def sitting(self, round_: int, table: int) -> _Sitting | None:
        return _Sitting(1, 2, (1, 2)) if table == 1 else _Sitting(3, 4, (1,))


def test_a_clubs_session_factors_its_short_boards_to_the_full_top() -> None:
    full = PairsEvent.create([1, 2], movement=_Movement())
    own = PairsEvent.create([1, 2], movement=_Movement(), short_boards=ShortBoards.OWN_TOP)
    assert (full.expected, own.expected) == ({1: 2, 2: 2}, {1: 2, 2: 1})


def test_the_command_says_the_rule_and_takes_a_usebio_file() -> None:
    from click.testing import CliRunner

    from atout.cli import main

    path = shared_reference("usebio") / "club-2025-01-02-two-sections_EBUScore-1.2.20.xml"
    result = CliRunner().invoke(main, ["bridge", "rescore", "--check", str(path)])
    assert result.exit_code == 0, result.output
    assert f"{path.name}: short boards factored to the full top (Neuberg)" in result.output
    assert "305 scores on 18 boards and 35 final percentages agree" in result.output
    own = CliRunner().invoke(main, ["bridge", "rescore", str(path), "--short-boards", "own-top"])
    assert own.exit_code == 0


#: A club's scale that agrees with the 3-board integer scale on every margin the teams
#: file's 40 matches show (it moves 19 VPs to 18 IMPs and 20 VPs to 21: margins of 17 and
#: 20 IMPs, which no match has), and one that does not (two IMPs a VP from 1 IMP).
_CLUB = "imps,vp\n1,11\n2,12\n3,13\n5,14\n7,15\n9,16\n11,17\n14,18\n18,19\n21,20\n"
_OTHER = "imps,vp\n1,11\n3,12\n5,13\n7,14\n9,15\n11,16\n13,17\n15,18\n17,19\n19,20\n"


def test_a_clubs_csv_scale_is_tried_by_the_check(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from atout.cli import main

    path = shared_reference("usebio") / "ebu-example-multiple-teams_TeamsScorer-5.1.17.xml"
    teams = usebio.to_pbn(usebio.loads(path.read_bytes()))
    club = check(teams, (scale_from_csv("club", _CLUB),))
    assert (club.vp_scale and club.vp_scale.name, club.differences) == ("club", ())
    other = check(teams, (scale_from_csv("other", _OTHER),))
    assert other.vp_scale is INTEGER_3_BOARDS and other.differences == ()
    csv = tmp_path / "our-club.csv"
    csv.write_text(_CLUB, encoding="utf-8")
    args = ["bridge", "rescore", "--check", "--vp-scale-csv", str(csv), str(path)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "40 matches checked, VPs: our-club (a club's scale)" in result.output
