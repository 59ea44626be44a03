"""A Swiss in USEBIO (issue 25): ``EVENT_TYPE="SWISS_TEAMS"`` or ``"SWISS_PAIRS"`` read as
teams or pairs, and matches found where one third-party generator puts them, under
``SESSION/SECTION`` (``tests/data/usebio/swiss-teams-in-section.xml``, written for these
tests: its figures are worked in its comment)."""

from __future__ import annotations

from click.testing import CliRunner

from atout.cli import main
from atout.formats import pbn, usebio
from tests.reference_data import DATA

SWISS = DATA / "usebio" / "swiss-teams-in-section.xml"


def test_swiss_teams_with_matches_under_the_section() -> None:
    session = usebio.loads(SWISS.read_bytes())
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


def test_rescore_checks_the_swiss_file() -> None:
    printed = CliRunner().invoke(main, ["bridge", "rescore", "--check", str(SWISS)])
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
