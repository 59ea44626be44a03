"""A Swiss in USEBIO (issue 25): ``EVENT_TYPE="SWISS_TEAMS"`` or ``"SWISS_PAIRS"`` read as
teams or pairs, and matches found where one third-party generator puts them, under
``SESSION/SECTION`` (the file :data:`SWISS_XML`, written for these tests: its figures are
worked in its comment)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from atout.cli import main
from atout.formats import pbn, usebio

#: A Swiss teams round laid out as one third-party generator writes it.
SWISS_XML = """<?xml version="1.0" encoding="UTF-8"?>
<!-- Written for atout's tests (issue 25): a Swiss teams round as one third-party generator
     lays it out, EVENT_TYPE="SWISS_TEAMS" and each MATCH inside SESSION/SECTION (the
     USEBIO 1.2 DTD puts MATCH under SESSION). Four teams, round 1, one board a match.
     Board 1, none vulnerable. Match 1, team 1 v team 2: open room 4S by N, 10 tricks,
     +420; closed room 3S by N, 10 tricks, +170: team 1 by 250, 6 IMPs. Match 2, team 3 v
     team 4: open room 3NT by S, 8 tricks, -50; closed room 3NT by S, 9 tricks, +400:
     team 4 by 450, 10 IMPs. VPs on the WBF 2013 scale for one board. -->
<USEBIO Version="1.2">
  <EVENT EVENT_TYPE="SWISS_TEAMS">
    <BOARD_SCORING_METHOD>IMPS</BOARD_SCORING_METHOD>
    <MATCH_SCORING_METHOD>VPS</MATCH_SCORING_METHOD>
    <EVENT_DESCRIPTION>Suisse du jeudi</EVENT_DESCRIPTION>
    <DATE>26/11/2026</DATE>
    <SESSION SESSION_ID="1">
      <SECTION SECTION_ID="A">
        <PARTICIPANTS>
          <TEAM TEAM_ID="1" TEAM_NAME="Équipe 1"><TOTAL_SCORE>15.74</TOTAL_SCORE>
            <PAIR><PAIR_NUMBER>1-1-2</PAIR_NUMBER>
            <PLAYER><PLAYER_NAME>Anne Aubert</PLAYER_NAME></PLAYER>
            <PLAYER><PLAYER_NAME>Bruno Aubert</PLAYER_NAME></PLAYER>
            </PAIR></TEAM>
          <TEAM TEAM_ID="2" TEAM_NAME="Équipe 2"><TOTAL_SCORE>4.26</TOTAL_SCORE>
            <PAIR><PAIR_NUMBER>2-1-2</PAIR_NUMBER>
            <PLAYER><PLAYER_NAME>Claire Blanc</PLAYER_NAME></PLAYER>
            <PLAYER><PLAYER_NAME>Denis Blanc</PLAYER_NAME></PLAYER>
            </PAIR></TEAM>
          <TEAM TEAM_ID="3" TEAM_NAME="Équipe 3"><TOTAL_SCORE>1.91</TOTAL_SCORE>
            <PAIR><PAIR_NUMBER>3-1-2</PAIR_NUMBER>
            <PLAYER><PLAYER_NAME>Élise Chevalier</PLAYER_NAME></PLAYER>
            <PLAYER><PLAYER_NAME>Fabien Chevalier</PLAYER_NAME></PLAYER>
            </PAIR></TEAM>
          <TEAM TEAM_ID="4" TEAM_NAME="Équipe 4"><TOTAL_SCORE>18.09</TOTAL_SCORE>
            <PAIR><PAIR_NUMBER>4-1-2</PAIR_NUMBER>
            <PLAYER><PLAYER_NAME>Gaëlle Dupont</PLAYER_NAME></PLAYER>
            <PLAYER><PLAYER_NAME>Hugo Dupont</PLAYER_NAME></PLAYER>
            </PAIR></TEAM>
        </PARTICIPANTS>
        <MATCH>
          <ROUND_NUMBER>1</ROUND_NUMBER>
          <TEAM>1</TEAM>
          <OPPOSING_TEAM>2</OPPOSING_TEAM>
          <TEAM_SCORE>15.74</TEAM_SCORE>
          <OPPOSING_TEAM_SCORE>4.26</OPPOSING_TEAM_SCORE>
          <BOARD>
            <BOARD_NUMBER>1</BOARD_NUMBER>
            <IMPS>6</IMPS>
            <TRAVELLER_LINE>
              <DIRECTION>NS</DIRECTION>
              <NS_PAIR_NUMBER>1-1-2</NS_PAIR_NUMBER>
              <EW_PAIR_NUMBER>2-3-4</EW_PAIR_NUMBER>
              <CONTRACT>4S</CONTRACT>
              <PLAYED_BY>N</PLAYED_BY>
              <TRICKS>10</TRICKS>
              <SCORE>420</SCORE>
            </TRAVELLER_LINE>
            <TRAVELLER_LINE>
              <DIRECTION>EW</DIRECTION>
              <NS_PAIR_NUMBER>2-1-2</NS_PAIR_NUMBER>
              <EW_PAIR_NUMBER>1-3-4</EW_PAIR_NUMBER>
              <CONTRACT>3S</CONTRACT>
              <PLAYED_BY>N</PLAYED_BY>
              <TRICKS>10</TRICKS>
              <SCORE>170</SCORE>
            </TRAVELLER_LINE>
          </BOARD>
        </MATCH>
        <MATCH>
          <ROUND_NUMBER>1</ROUND_NUMBER>
          <TEAM>3</TEAM>
          <OPPOSING_TEAM>4</OPPOSING_TEAM>
          <TEAM_SCORE>1.91</TEAM_SCORE>
          <OPPOSING_TEAM_SCORE>18.09</OPPOSING_TEAM_SCORE>
          <BOARD>
            <BOARD_NUMBER>1</BOARD_NUMBER>
            <IMPS>-10</IMPS>
            <TRAVELLER_LINE>
              <DIRECTION>NS</DIRECTION>
              <NS_PAIR_NUMBER>3-1-2</NS_PAIR_NUMBER>
              <EW_PAIR_NUMBER>4-3-4</EW_PAIR_NUMBER>
              <CONTRACT>3NT</CONTRACT>
              <PLAYED_BY>S</PLAYED_BY>
              <TRICKS>8</TRICKS>
              <SCORE>-50</SCORE>
            </TRAVELLER_LINE>
            <TRAVELLER_LINE>
              <DIRECTION>EW</DIRECTION>
              <NS_PAIR_NUMBER>4-1-2</NS_PAIR_NUMBER>
              <EW_PAIR_NUMBER>3-3-4</EW_PAIR_NUMBER>
              <CONTRACT>3NT</CONTRACT>
              <PLAYED_BY>S</PLAYED_BY>
              <TRICKS>9</TRICKS>
              <SCORE>400</SCORE>
            </TRAVELLER_LINE>
          </BOARD>
        </MATCH>
      </SECTION>
    </SESSION>
  </EVENT>
</USEBIO>
"""


@pytest.fixture
def swiss(tmp_path: Path) -> Path:
    """:data:`SWISS_XML` as a file."""
    path = tmp_path / "swiss-teams-in-section.xml"
    path.write_text(SWISS_XML, encoding="utf-8")
    return path


def test_swiss_teams_with_matches_under_the_section(swiss: Path) -> None:
    session = usebio.loads(swiss.read_bytes())
    assert (session.kind, session.scoring, session.lines) == ("TEAMS", "IMPS", 4)
    assert [(p.number, p.names[0]) for p in session.participants] == [
        ("1", "Anne Aubert"),
        ("2", "Claire Blanc"),
        ("3", "Élise Chevalier"),
        ("4", "Gaëlle Dupont"),
    ]
    found = [(m.round, m.team, m.opposing, m.score, m.opposing_score) for m in session.matches]
    assert found == [("1", "1", "2", "15.74", "4.26"), ("1", "3", "4", "1.91", "18.09")]
    boards = [(b.points, b.opposing_points) for m in session.matches for b in m.boards]
    assert boards == [("6", "-6"), ("-10", "10")]
    scores = [t.score for m in session.matches for t in m.boards[0].travellers]
    assert scores == ["420", "170", "-50", "400"]
    again = pbn.loads(pbn.dumps(usebio.convert(session).pbn))
    rows = sum(len(g.score_table.rows) for g in again.games if g.score_table is not None)
    assert rows == 4
    assert usebio.loads(usebio.dumps(session)).matches == session.matches


def test_rescore_checks_the_swiss_file(swiss: Path) -> None:
    printed = CliRunner().invoke(main, ["bridge", "rescore", "--check", str(swiss)])
    assert printed.exit_code == 0, printed.output
    assert "2 matches checked" in printed.output
    assert "4 scores on 1 board and 4 final results agree with the file" in printed.output


def test_swiss_pairs_reads_as_pairs() -> None:
    line = (
        "<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
        "<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>"
        "<NS_MATCH_POINTS>2</NS_MATCH_POINTS><EW_MATCH_POINTS>0</EW_MATCH_POINTS>"
        "</TRAVELLER_LINE>"
    )
    text = (
        '<USEBIO><EVENT EVENT_TYPE="SWISS_PAIRS"><SESSION><SECTION SECTION_ID="A">'
        f"<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>{line}</BOARD></SECTION></SESSION></EVENT>"
        "</USEBIO>"
    )
    session = usebio.loads(text)
    assert (session.kind, session.scoring, session.lines) == ("PAIRS", "MATCH_POINTS", 1)
    assert session.boards[0].travellers[0].score == "420"
