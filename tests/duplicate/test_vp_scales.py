"""VP scales as data and board-a-match, against the EBU's teams example files."""

from __future__ import annotations

from decimal import Decimal

import pytest
from click.testing import CliRunner

from atout.cli import main
from atout.duplicate.board_a_match import board_points, match_points
from atout.duplicate.vp_scales import INTEGER_3_BOARDS, SCALES, WBF_2013, scale_from_csv
from atout.errors import InvalidEventError
from atout.formats import usebio
from tests.reference_data import shared_reference


def _event(name: str) -> usebio.Session:
    return usebio.loads((shared_reference("usebio") / name).read_bytes())


def test_the_integer_scale_gives_every_match_of_the_teams_file() -> None:
    event = _event("ebu-example-multiple-teams_TeamsScorer-5.1.17.xml")
    assert len(event.matches) == 40
    for match in event.matches:
        margin = sum(int(board.points) for board in match.boards)
        boards = len(match.boards)
        assert INTEGER_3_BOARDS.vp(margin, boards) == Decimal(match.score)
        assert INTEGER_3_BOARDS.vp(-margin, boards) == Decimal(match.opposing_score)
    # The file's totals are the sum of each team's match VPs.
    totals: dict[str, int] = {}
    for match in event.matches:
        totals[match.team] = totals.get(match.team, 0) + int(match.score)
        totals[match.opposing] = totals.get(match.opposing, 0) + int(match.opposing_score)
    assert {p.number: int(p.score) for p in event.participants} == totals


def test_wbf_2013_is_the_continuous_scale() -> None:
    # RULES §6: 16 boards, 10 IMPs: 12.80.
    assert WBF_2013.vp(10, boards=16) == Decimal("12.80")
    assert set(SCALES) == {"wbf2013", "int20-3"}


def _aggregate(board: usebio.MatchBoard) -> int:
    scores = {line.room: int(line.score) for line in board.travellers}
    return scores["NS"] - scores["EW"]


def test_board_a_match_gives_every_figure_of_the_point_a_board_file() -> None:
    event = _event("ebu-example-point-a-board_EBUScoreTeams-1.1.3.xml")
    assert (event.scoring, len(event.matches)) == ("PAB", 28)
    totals: dict[str, int] = {}
    for match in event.matches:
        aggregates = [_aggregate(board) for board in match.boards]
        for board, aggregate in zip(match.boards, aggregates, strict=True):
            assert str(board_points(aggregate)) == board.points
        assert match_points(aggregates) == (int(match.score), int(match.opposing_score))
        totals[match.team] = totals.get(match.team, 0) + int(match.score)
        totals[match.opposing] = totals.get(match.opposing, 0) + int(match.opposing_score)
    assert {p.number: int(p.score) for p in event.participants} == totals


def test_the_tie_rule_only_an_equal_aggregate_ties() -> None:
    assert (board_points(10), board_points(0), board_points(-10)) == (2, 1, 0)


def test_a_clubs_scale_from_csv() -> None:
    text = "imps,vp\n1,11\n3,12\n6,13\n9,14\n12,15\n15,16\n18,17\n21,18\n24,19\n28,20\n"
    scale = scale_from_csv("club", text)
    assert (scale.vp(0, 8), scale.vp(2, 8), scale.vp(-30, 8)) == (10, 11, 0)
    with pytest.raises(InvalidEventError):
        scale_from_csv("bad", "imps,vp\n1,11\n")


def test_the_command() -> None:
    runner = CliRunner()
    listed = runner.invoke(main, ["bridge", "vp", "--scales"])
    assert listed.exit_code == 0 and "int20-3" in listed.output and "wbf2013" in listed.output
    result = runner.invoke(main, ["bridge", "vp", "2", "--boards", "3", "--scale", "int20-3"])
    assert (result.exit_code, result.output) == (0, "12-8\n")
    wrong = runner.invoke(main, ["bridge", "vp", "2", "--boards", "3", "--scale", "nope"])
    assert wrong.exit_code == 2
