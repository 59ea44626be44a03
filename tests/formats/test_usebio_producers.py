"""USEBIO files of every producer's layout: each traveller line kept, into PBN and back.

The 14 files of ``shared/reference/usebio`` (nine programs) are read where they are,
never copied; small files written here cover each layout where they are absent.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

import pytest
from click.testing import CliRunner

from atout.cli import main
from atout.formats import pbn, usebio
from tests.reference_data import shared_reference

#: Each file of the reference folder and its traveller lines, counted in the file by hand
#: (``grep -c '<TRAVELLER_LINE>'``).
LINES = {
    "club-2025-01-02-two-sections_EBUScore-1.2.20.xml": 305,
    "club-2025-01-02_EBUScore-1.2.24.xml": 216,
    "club-2025-01-06_BBOExtractor-1.4.7.xml": 144,
    "club-2025-01-06_EBUScore-1.2.6.xml": 234,
    "club-2025-01-06_RealBridge-1.3.6.xml": 180,
    "club-2025-01-06_ScoreBridge-10.24.09.xml": 176,
    "club-2025-04-07_RealBridge-1.3.7.xml": 168,
    "club-2025-04-09_BriAn-213.xml": 144,
    "ebu-example-cross-imp-pairs_Pianola-1.0.xml": 192,
    "ebu-example-mp-pairs_PairsScorer-7.2.93.xml": 242,
    "ebu-example-multi-section_PairsScorer-7.2.93.xml": 335,
    "ebu-example-multiple-teams_TeamsScorer-5.1.17.xml": 240,
    "ebu-example-point-a-board_EBUScoreTeams-1.1.3.xml": 336,
    "example-individual-2009.xml": 132,
}


@pytest.mark.parametrize("name", sorted(LINES))
def test_every_traveller_line_is_kept(name: str) -> None:
    path = shared_reference("usebio") / name
    data = path.read_bytes()
    assert len(re.findall(rb"<TRAVELLER_LINE\b", data)) == LINES[name]
    session = usebio.loads(data)
    assert session.lines == LINES[name]
    converted = usebio.convert(session)
    again = pbn.loads(pbn.dumps(converted.pbn))
    rows = sum(len(g.score_table.rows) for g in again.games if g.score_table is not None)
    assert rows == LINES[name]


def test_the_reference_folder_holds_the_files() -> None:
    folder = shared_reference("usebio")
    assert {p.name for p in folder.glob("*.xml")} == set(LINES)


def test_what_each_file_is() -> None:
    folder = shared_reference("usebio")

    def read(name: str) -> usebio.Session:
        return usebio.loads((folder / name).read_bytes())

    # MP_PAIRS without BOARD_SCORING_METHOD is matchpoints, two sections scored as one field.
    multi = read("ebu-example-multi-section_PairsScorer-7.2.93.xml")
    assert (multi.kind, multi.scoring, multi.compared) == ("PAIRS", "MATCH_POINTS", "field")
    # One board, both sections' lines in one ScoreTable (7 + 7 tables: top 26).
    first = usebio.to_pbn(multi).games[0]
    assert first.score_table is not None and len(first.score_table.rows) == 14
    assert read("club-2025-01-06_ScoreBridge-10.24.09.xml").scoring == "MATCH_POINTS"
    assert read("ebu-example-point-a-board_EBUScoreTeams-1.1.3.xml").scoring == "PAB"
    teams = read("ebu-example-multiple-teams_TeamsScorer-5.1.17.xml")
    assert (len(teams.matches), teams.matches[0].score, teams.matches[0].opposing_score) == (
        40,
        "12",
        "8",
    )
    individual = read("example-individual-2009.xml")
    line = individual.boards[0].travellers[0]
    assert (line.players, line.contract, line.score) == (("10", "101", "8", "82"), "", "80")


def test_an_adjusted_score_is_each_sides_artificial_score() -> None:
    session = usebio.loads(
        (shared_reference("usebio") / "club-2025-04-09_BriAn-213.xml").read_bytes()
    )
    rows = [
        record
        for game in usebio.to_pbn(session).games
        if game.score_table is not None
        for record in game.score_table.records()
        if record["PairId_NS"] == "3" and record["PairId_EW"] == "14"
    ]
    adjusted = [r for r in rows if r["Contract"] is None]
    assert [(r["Score_NS"], r["Score_EW"]) for r in adjusted] == [("A=", "A=")]


def test_a_contract_pbn_cannot_hold_is_said_and_the_line_kept() -> None:
    path = shared_reference("usebio") / "ebu-example-cross-imp-pairs_Pianola-1.0.xml"
    converted = usebio.convert(usebio.loads(path.read_bytes()))
    assert [p.code for p in converted.problems] == ["usebio.contract-dropped"]
    assert "'42'" in converted.problems[0]


# -- small files written here, one a layout ---------------------------------------------

_LINE = (
    "<TRAVELLER_LINE>{direction}<NS_PAIR_NUMBER>{ns}</NS_PAIR_NUMBER>"
    "<EW_PAIR_NUMBER>{ew}</EW_PAIR_NUMBER><CONTRACT>{contract}</CONTRACT>"
    "<PLAYED_BY>N</PLAYED_BY><TRICKS>9</TRICKS><SCORE>{score}</SCORE>"
    "<NS_MATCH_POINTS>{mp}</NS_MATCH_POINTS><EW_MATCH_POINTS>{ew_mp}</EW_MATCH_POINTS>"
    "</TRAVELLER_LINE>"
)


def _line(
    ns: str, ew: str, contract: str, score: str, mp: str, ew_mp: str, direction: str = ""
) -> str:
    room = f"<DIRECTION>{direction}</DIRECTION>" if direction else ""
    return _LINE.format(
        direction=room, ns=ns, ew=ew, contract=contract, score=score, mp=mp, ew_mp=ew_mp
    )


def _pair(number: str) -> str:
    return f"<PAIR><PAIR_NUMBER>{number}</PAIR_NUMBER><PLACE>1</PLACE></PAIR>"


def test_flat_layout() -> None:
    board = (
        "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>"
        + _line("1", "2", "3NT", "400", "2", "0")
        + _line("3", "4", "", "A6040", "1.2", "0.8")
        + "</BOARD>"
    )
    text = (
        f'<USEBIO><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>{_pair("1")}{_pair("2")}'
        f"</PARTICIPANTS>{board}</EVENT></USEBIO>"
    )
    session = usebio.loads(text)
    assert (session.scoring, session.lines, len(session.participants)) == ("MATCH_POINTS", 2, 2)
    table = usebio.to_pbn(session).games[0].score_table
    assert table is not None
    assert [(r["Score_NS"], r["Score_EW"]) for r in table.records()] == [
        ("400", None),
        ("A+", "A-"),
    ]


def _section(name: str, lines: str) -> str:
    return (
        f'<SECTION SECTION_ID="{name}"><PARTICIPANTS>{_pair("1")}</PARTICIPANTS>'
        f"<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>{lines}</BOARD></SECTION>"
    )


def test_sections_scored_across_the_field_or_apart() -> None:
    # Across the field: 2 + 1 lines, top 4; apart: top 2 in A.
    a_lines = _line("1", "2", "3NT", "400", "3", "1") + _line("3", "4", "3NT", "400", "3", "1")
    across = _section("A", a_lines) + _section("B", _line("1", "2", "2NT", "120", "0", "4"))
    a_lines = _line("1", "2", "3NT", "400", "2", "0") + _line("3", "4", "3NT", "-50", "0", "2")
    apart = _section("A", a_lines) + _section("B", _line("1", "2", "2NT", "120", "0", "0"))
    for sections, compared, tables in ((across, "field", [3]), (apart, "section", [2, 1])):
        text = f"<USEBIO><EVENT><SESSION>{sections}</SESSION></EVENT></USEBIO>"
        session = usebio.loads(text)
        assert session.compared == compared
        games = usebio.to_pbn(session).games
        assert [len(g.score_table.rows) for g in games if g.score_table] == tables
        first = games[0].score_table
        assert first is not None and next(first.records())["PairId_NS"] == "A1"


def test_teams_matches_and_individual() -> None:
    match = (
        "<MATCH><ROUND_NUMBER>1</ROUND_NUMBER><TEAM>1</TEAM><OPPOSING_TEAM>2</OPPOSING_TEAM>"
        "<TEAM_SCORE>2</TEAM_SCORE><OPPOSING_TEAM_SCORE>0</OPPOSING_TEAM_SCORE>"
        "<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TEAM_POINTS>2</TEAM_POINTS>"
        "<OPPOSING_TEAM_POINTS>0</OPPOSING_TEAM_POINTS>"
        + _line("1-1-2", "2-3-4", "4S", "420", "1", "-1", "NS")
        + _line("2-1-2", "1-3-4", "3S", "170", "-1", "1", "EW")
        + "</BOARD></MATCH>"
    )
    text = f'<USEBIO><EVENT EVENT_TYPE="TEAMS"><SESSION>{match}</SESSION></EVENT></USEBIO>'
    session = usebio.loads(text)
    assert session.lines == 2 and session.matches[0].boards[0].points == "2"
    table = usebio.to_pbn(session).games[0].score_table
    assert table is not None
    assert [(r["Room"], r["BAM_NS"]) for r in table.records()] == [("Open", "2"), ("Closed", "0")]
    assert usebio.loads(usebio.dumps(session)).matches == session.matches
    players = "".join(
        f"<{seat}_PLAYER_NUMBER>{n}</{seat}_PLAYER_NUMBER>"
        for seat, n in zip("NSEW", "1234", strict=True)
    )
    individual = (
        '<USEBIO><EVENT EVENT_TYPE="INDIVIDUAL"><BOARD><BOARD_NUMBER>2</BOARD_NUMBER>'
        f"<TRAVELLER_LINE>{players}<SCORE>-100</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>"
    )
    read = usebio.loads(individual)
    table = usebio.to_pbn(read).games[0].score_table
    assert table is not None
    record = next(table.records())
    assert (record["PlayerId_East"], record["Score_EW"], record["Contract"]) == ("3", "100", None)


# -- never an empty success ---------------------------------------------------------------

_REFUSED = {
    "empty.pbn": b"",
    "no-board.pbn": b'% PBN 2.1\n[Event "Club"]\n',
    "cut.pbn": b'[Board "1"]\n[Deal "N:AKQ',
    "empty.lin": b"",
    "no-board.lin": b"pn|a,b,c,d|st||",
    "cut.lin": b"pn|a,b,c,d|md|1SAKQ",
    "empty.xml": b"",
    "no-board.xml": b'<?xml version="1.0"?><USEBIO><EVENT EVENT_TYPE="PAIRS"/></USEBIO>',
    "cut.xml": b'<?xml version="1.0"?><USEBIO><EVENT><BOARD><BOARD_NUMBER>1</BOARD',
}


@pytest.mark.parametrize("name", sorted(_REFUSED))
def test_each_reader_refuses_an_empty_or_cut_file(name: str, tmp_path: Path) -> None:
    path = tmp_path / name
    path.write_bytes(_REFUSED[name])
    result = CliRunner().invoke(main, ["convert", str(path), "--to", "pbn"])
    assert result.exit_code == 2, result.output
    assert "error" in result.output


# -- the play a line's LIN_DATA carries ------------------------------------------------


def _lines_with_lin(data: bytes) -> list[tuple[str, str, str, str]]:
    """Each line with LIN_DATA, as the file writes it: board, contract, declarer, tricks."""
    root = ElementTree.fromstring(data)
    return [
        (
            board.findtext("BOARD_NUMBER", ""),
            # USEBIO writes 1N, PBN 1NT.
            line.findtext("CONTRACT", "").replace("NT", "N").replace("N", "NT"),
            line.findtext("PLAYED_BY", ""),
            line.findtext("TRICKS", ""),
        )
        for board in root.iter("BOARD")
        for line in board.iter("TRAVELLER_LINE")
        if line.find("LIN_DATA") is not None
    ]


#: The lines whose LIN_DATA says otherwise than the line (board, contract, declarer, tricks
#: as the line has them, then as the LIN record's game has them): BBO's records of board
#: 10 stop before the end of the play (48 and 36 cards, no claim), so they give no
#: result; RealBridge's record of board 12, pairs 15 v 10, is another auction (1NT, 2S
#: by E, three passes) than the line's 3NT by N, 10 tricks, 630.
_LIN_OTHERWISE = {
    "club-2025-01-06_BBOExtractor-1.4.7.xml": [
        (("10", "5C", "E", "9"), ("10", "5C", "E", "")),
        (("10", "4C", "E", "11"), ("10", "4C", "E", "")),
    ],
    "club-2025-04-07_RealBridge-1.3.7.xml": [
        (("12", "3NT", "N", "10"), ("12", "2S", "E", "10")),
    ],
}


@pytest.mark.parametrize(
    ("name", "tables"),
    [
        ("club-2025-01-06_BBOExtractor-1.4.7.xml", 144),
        ("club-2025-04-07_RealBridge-1.3.7.xml", 168),
    ],
)
def test_each_lines_auction_and_play_become_a_game_of_its_own(name: str, tables: int) -> None:
    data = (shared_reference("usebio") / name).read_bytes()
    expected = _lines_with_lin(data)
    assert len(expected) == tables
    converted = usebio.convert(usebio.loads(data))
    assert converted.problems == ()
    again = pbn.loads(pbn.dumps(converted.pbn))
    games = [g for g in again.games if g.score_table is None]
    found = [
        (
            str(g.board),
            (g.value("Contract") or "").upper(),
            g.value("Declarer") or "",
            g.value("Result") or "",
        )
        for g in games
    ]
    assert len(found) == tables
    assert [(e, f) for e, f in zip(expected, found, strict=True) if e != f] == _LIN_OTHERWISE[name]
    assert all(g.value("Auction") for g in games)
    # Every record but a passed-out board's has its play.
    assert sum(g.value("Play") is None for g in games) == sum(e[1] == "PASS" for e in expected)


def test_a_lin_record_that_does_not_read_is_said_and_the_line_kept() -> None:
    line = _LINE.format(
        direction="", ns="1", ew="2", contract="3NT", score="400", mp="2", ew_mp="0"
    )
    broken = line.replace(
        "</TRAVELLER_LINE>", "<LIN_DATA>md|9S2|mb|1N|</LIN_DATA></TRAVELLER_LINE>"
    )
    xml = (
        '<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1'
        f"</BOARD_NUMBER>{broken}</BOARD></EVENT></USEBIO>"
    )
    converted = usebio.convert(usebio.loads(xml.encode()))
    assert [p.code for p in converted.problems] == ["usebio.lin-dropped"]
    assert "board 1, 1 v 2" in converted.problems[0]
    [game] = converted.pbn.games
    assert game.score_table is not None and len(game.score_table.rows) == 1
