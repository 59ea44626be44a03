"""A Patton match's PBN export read back by ``atout bridge rescore --check`` (issue 25).

The 8-board match of :mod:`tests.duplicate.test_patton`, played at two tables (open room:
the home team N-S at table 1; closed room: the away team N-S at table 2). The N-S
scores by hand (Law 77, RULES §2; boards 1 to 8 are vulnerable None, N-S, E-W, All,
N-S, E-W, All, None):

  board  open room          closed room        home net
  1      4H= N NV     420   4H= N NV     420      0  drawn  1-1
  2      3NT= N V     600   3NT+1 N V    630    -30  lost   0-2
  3      4S-1 N NV    -50   3S= N NV     140   -190  lost   0-2
  4      1NT+1 N V    120   2S-1 E V     100    +20  won    2-0
  5      6H= N V     1430   4H+2 N V     680   +750  won    2-0
  6      3C= N NV     110   3C= N NV     110      0  drawn  1-1
  7      2S-2 N V    -200   2S-1 N V    -100   -100  lost   0-2
  8      2H+1 N NV    140   2H= N NV     110    +30  won    2-0

Board element 8-8; aggregate +480 for the home team. EBU: 16 points at stake on the
aggregate (as many as on the boards), all to the home team: 24-8. With the aggregate
worth one board: 2-0, 10-8.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from atout.cli import main
from atout.duplicate.round_robin import round_robin_plan
from atout.duplicate.table_result import TableResult
from atout.formats import pbn, usebio
from atout.formats.pbn.patton_session import patton_pbn
from tests.reference_data import shared_reference

ROOMS = [
    ("4H= N", "4H= N"),
    ("3NT= N", "3NT+1 N"),
    ("4S-1 N", "3S= N"),
    ("1NT+1 N", "2S-1 E"),
    ("6H= N", "4H+2 N"),
    ("3C= N", "3C= N"),
    ("2S-2 N", "2S-1 N"),
    ("2H+1 N", "2H= N"),
]


def _file(rules: str) -> pbn.PbnFile:
    plan = round_robin_plan(2, 8)
    results = {}
    for board, (open_room, closed_room) in enumerate(ROOMS, start=1):
        results[(1, 1, board)] = TableResult.parse(open_room)
        results[(1, 2, board)] = TableResult.parse(closed_room)
    return patton_pbn(
        title="Patton du lundi",
        date=date(2026, 11, 23),
        plan=plan,
        results=results,
        deals={},
        names={1: "Lyon", 2: "Caen"},
        rules=rules,
    )


def _rescore(path: Path, *flags: str) -> tuple[int, str]:
    ran = CliRunner().invoke(main, ["--lang", "en", "bridge", "rescore", str(path), *flags])
    return ran.exit_code, ran.output


@pytest.mark.parametrize(
    ("rules", "tag", "figures"),
    [
        ("ebu", "BAM;Patton", ("8", "8", "480", "16", "0", "24", "8")),
        (
            "one-board-aggregate",
            "BAM;Patton-one-board-aggregate",
            ("8", "8", "480", "2", "0", "10", "8"),
        ),
    ],
)
def test_the_match_written_and_checked(
    rules: str, tag: str, figures: tuple[str, ...], tmp_path: Path
) -> None:
    written = _file(rules)
    first = written.games[0]
    assert first.value("Scoring") == tag
    (match,) = list(first.table("MatchTable").records())  # type: ignore[union-attr]
    columns = ("BAM_Home", "BAM_Away", "Aggregate_Home", "AggPts_Home", "AggPts_Away")
    assert tuple(match[c] for c in (*columns, "Patton_Home", "Patton_Away")) == figures
    totals = {r["TeamId"]: r["TotalScorePatton"] for r in first.total_score_table.records()}  # type: ignore[union-attr]
    assert totals == {"1": figures[5], "2": figures[6]}
    board_points = [next(g.score_table.records())["BAM_NS"] for g in written.games]  # type: ignore[union-attr]
    assert board_points == ["1", "0", "0", "2", "2", "1", "0", "2"]
    path = tmp_path / "patton.pbn"
    path.write_bytes(pbn.encode(pbn.dumps(written)))
    code, output = _rescore(path, "--check")
    assert code == 0, output
    assert "1 match checked" in output
    assert f'scored at board-a-match ([Scoring "{tag}"]): 16 scores on 8 boards' in output
    # As USEBIO: the board element (PAB) with its match, read back and checked.
    converted = tmp_path / "patton.xml"
    made = CliRunner().invoke(main, ["convert", str(path), "--to", "usebio", "-o", str(converted)])
    assert made.exit_code == 0, made.output
    assert "<BOARD_SCORING_METHOD>PAB</BOARD_SCORING_METHOD>" in converted.read_text()
    # The match's points are its board element's 8-8, not the Patton total (see below).
    (written_match,) = usebio.loads(converted.read_bytes()).matches
    assert (written_match.score, written_match.opposing_score) == ("8", "8")
    code, output = _rescore(converted, "--check")
    assert code == 0, output
    assert "1 match checked" in output
    assert "scored at board-a-match: 16 scores on 8 boards and 2 final results agree" in output
    # A Patton figure changed by hand is found.
    text = path.read_text(encoding="latin-1")
    wrong = tmp_path / "wrong.pbn"
    widths = (4, 4, 6, 4, 4, 4)  # the match table's columns, BAM_Home to Patton_Home
    home = " ".join(f"{value:>{width}}" for value, width in zip(figures, widths, strict=False))
    assert home in text
    wrong.write_text(
        text.replace(home, home[:-4] + f"{int(figures[5]) - 1:>4}"), encoding="latin-1"
    )
    code, output = _rescore(wrong, "--check")
    assert code != 0 and "Patton_Home" in output, output


def test_a_usebio_matchs_score_is_its_boards_points_at_board_a_match() -> None:
    # Why a Patton's USEBIO is the board-a-match of its boards: in the EBU's point-a-board
    # file (EBUScore Teams, MATCH_SCORING_METHOD PAB) a match's TEAM_SCORE is the sum of
    # its boards' TEAM_POINTS (2/1/0), and a team's TOTAL_SCORE the sum of its matches'
    # scores, as in its VPs file (TeamsScorer, VPS). No MATCH_SCORING_METHOD of these files
    # names a board element plus an aggregate, nor carries the aggregate's scale: a Patton
    # total written as TEAM_SCORE would contradict PAB and could not be checked.
    folder = shared_reference("usebio")
    pab = usebio.loads((folder / "ebu-example-point-a-board_EBUScoreTeams-1.1.3.xml").read_bytes())
    for match in pab.matches:
        assert int(match.score) == sum(int(board.points) for board in match.boards)
        assert int(match.opposing_score) == sum(int(b.opposing_points) for b in match.boards)
    teams = usebio.loads(
        (folder / "ebu-example-multiple-teams_TeamsScorer-5.1.17.xml").read_bytes()
    )
    for event in (pab, teams):
        totals: dict[str, int] = {}
        for match in event.matches:
            totals[match.team] = totals.get(match.team, 0) + int(match.score)
            totals[match.opposing] = totals.get(match.opposing, 0) + int(match.opposing_score)
        assert totals == {p.number: int(p.score) for p in event.participants}
