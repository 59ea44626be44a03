"""Rescoring the real sessions reproduces every published figure (RULES §6, §8)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from atout.bridge.seats import Side
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.duplicate.ranking import Partnership
from atout.duplicate.rounding import round_half_up
from atout.errors import NotationError
from atout.formats import pbn
from atout.formats.pbn.compare import differences
from atout.formats.pbn.rescore import Rescore, rescore
from tests.reference_data import REFERENCE_PBN

REFERENCE = REFERENCE_PBN
REAL = sorted(REFERENCE.glob("club-pairs-*.pbn"))
#: The side of a pairs event, by its pair id.
P = {str(n): Partnership.pair(str(n)) for n in range(1, 19)}
NS, EW = Side.NS, Side.EW


def _load(name: str) -> tuple[pbn.PbnFile, Rescore]:
    session = pbn.loads((REFERENCE / name).read_bytes())
    return session, rescore(session)


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_every_score_and_board_percentage(path: Path) -> None:
    session = pbn.loads(path.read_bytes())
    result = rescore(session)
    assert len(result.boards) == 24
    for board in result.boards:
        table = session.games[board.game].score_table
        assert table is not None
        records = list(table.records())
        assert len(board.lines) == len(records)
        for line in board.lines:
            record = records[line.row]
            if isinstance(line.entry, AdjustedScore):
                assert (str(line.entry.ns), str(line.entry.ew)) == (
                    record["Score_NS"],
                    record["Score_EW"],
                )
            elif record["Score_NS"] is not None:
                assert line.entry == int(record["Score_NS"])
            else:
                assert line.entry == -int(record["Score_EW"] or "")
            published_ns = Fraction(record["Percentage_NS"] or "")
            published_ew = Fraction(record["Percentage_EW"] or "")
            assert abs(line.ns_percent - published_ns) <= Fraction(1, 2)
            assert abs(line.ew_percent - published_ew) <= Fraction(1, 2)
            assert str(round_half_up(line.ns_percent)) == record["Percentage_NS"]
            mp_places = len((record["MP_NS"] or "").partition(".")[2])
            assert str(round_half_up(line.ns_mp1, mp_places)) == record["MP_NS"]
            assert str(round_half_up(line.ew_mp1, mp_places)) == record["MP_EW"]


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_final_percentages_and_places(path: Path) -> None:
    session = pbn.loads(path.read_bytes())
    result = rescore(session)
    totals = session.games[0].total_score_table
    assert totals is not None
    by_pair = {s.score.pair: s for s in result.ranking}
    assert set(by_pair) == set(totals.column("PairId"))
    for record in totals.records():
        mine = by_pair[record["PairId"] or ""]
        published = Fraction(record["TotalPercentage"] or "")
        assert abs(mine.score.percent - published) <= Fraction(1, 100)
        assert str(round_half_up(mine.score.percent, 2)) == record["TotalPercentage"]
        assert str(mine.place.position) == record["Rank"]
        assert mine.score.boards == int(record["NrBoards"] or "")
    assert differences(session, result) == []


def test_neuberg_on_the_average_board() -> None:
    # 2016-01-06 board 1: 6 played results, one A= row, 7 expected (RULES §6).
    _, result = _load("club-pairs-2016-01-06.pbn")
    board = result.boards[0]
    top_line = board.lines[0]
    assert (top_line.ns, top_line.ew, top_line.score_ns) == (P["7"], P["8"], 300)
    # 300 beats 5 scores: 10 MP of 10, factored (10 + 1)·7/6 − 1 = 71/6 of 12.
    assert top_line.ns_mp == Fraction(71, 6)
    assert top_line.ns_mp1 == Fraction(35, 6)
    assert top_line.ns_percent == Fraction(7100, 72)
    average = board.lines[6]
    assert average.entry == AdjustedScore(Artificial.AVERAGE, Artificial.AVERAGE)
    assert (average.ns_percent, average.ew_percent, average.score_ns) == (50, 50, None)


def test_average_plus_for_both_sides() -> None:
    # 2018-06-25 boards 1-3: pairs 17 and 18 both get A+ (60 %), 1.6 on the MP1 scale.
    _, result = _load("club-pairs-2018-06-25.pbn")
    for board in result.boards[:3]:
        line = board.lines[-1]
        assert (line.ns, line.ew) == (P["17"], P["18"])
        assert (line.ns_percent, line.ew_percent) == (60, 60)
        assert line.ns_mp1 == line.ew_mp1 == Fraction(8, 5)
    places = {s.score.pair: str(s.place) for s in result.ranking}
    assert places["17"] == places["18"] == "4="


_BOARD = (
    '[Board "{n}"]\n[Vulnerable "{vul}"]\n'
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]\n'
)


def test_bye_rows_are_no_result_and_split_artificial_cells() -> None:
    text = _BOARD.format(n=1, vul="All") + (
        '1 2 3NT N 9 "600" -\n3 4 4S E 10 - "620"\n5 6 - - - "A+/A-" -\n7 Bye - - - - -\n'
    )
    session = pbn.loads(text)
    result = rescore(session)
    lines = result.boards[0].lines
    assert [line.ns for line in lines] == [P["1"], P["3"], P["5"]]
    assert [line.score_ns for line in lines] == [600, -620, None]
    # 3 results expected, 2 played: 600 beats -620: (2 + 1)·3/2 − 1 = 7/2 of 4.
    assert lines[0].ns_mp == Fraction(7, 2)
    assert (lines[2].ns_percent, lines[2].ew_percent) == (60, 40)
    # 1 and 4: 7/2 of 4 (87.5 %); 5: 60 %; 6: 40 %; 2 and 3: 1/2 of 4 (12.5 %).
    # Each pair sat one side: N-S and E-W are ranked apart (RULES §6), one list kept beside.
    assert [(s.field, s.score.pair, str(s.place), str(s.overall)) for s in result.ranking] == [
        (NS, "1", "1", "1="), (NS, "5", "2", "3"), (NS, "3", "3", "5="),
        (EW, "4", "1", "1="), (EW, "6", "2", "4"), (EW, "2", "3", "5="),
    ]  # fmt: skip


def test_an_individual_event_ranks_each_player_in_one_list() -> None:
    # Board 1 (none vulnerable): 3NT N 9 = +400 beats 4S E 10 = -420: 2 MP of 2 to 1 and 3.
    text = (
        '[Board "1"]\n[ScoreTable "PlayerId_North;PlayerId_South;PlayerId_East;'
        'PlayerId_West;Contract;Declarer;Result"]\n1 3 2 4 3NT N 9\n5 7 6 8 4S E 10\n'
    )
    result = rescore(pbn.loads(text))
    lines = result.boards[0].lines
    assert [(line.ns, line.ew) for line in lines] == [
        (Partnership(("1", "3")), Partnership(("2", "4"))),
        (Partnership(("5", "7")), Partnership(("6", "8"))),
    ]
    # Every player sat one side, yet an individual event has one list (RULES §6).
    assert [(s.field, s.score.pair, str(s.place)) for s in result.ranking] == [
        (None, "1", "1="), (None, "3", "1="), (None, "6", "1="), (None, "8", "1="),
        (None, "2", "5="), (None, "4", "5="), (None, "5", "5="), (None, "7", "5="),
    ]  # fmt: skip
    assert {s.score.percent for s in result.ranking} == {0, 100}


def test_vulnerability_from_the_board_number_when_the_tag_is_missing() -> None:
    text = '[Board "2"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n'
    text += "1 2 3N S 9\n3 4 2S W 8\n"
    text = text.replace("Result", "Result;Score_NS;Score_EW").replace("9\n", "9 - -\n")
    text = text.replace("8\n", "8 - -\n")
    result = rescore(pbn.loads(text))
    assert [line.score_ns for line in result.boards[0].lines] == [600, -110]


def test_a_wrong_published_figure_is_reported() -> None:
    data = (REFERENCE / "club-pairs-2016-01-06.pbn").read_text(encoding="latin-1")
    data = data.replace('4 1 7 8 4SX W 8 "300" - 5.8', '4 1 7 8 4SX W 8 "500" - 5.8', 1)
    data = data.replace('1 1 "N-S" 24.8 58.62', '1 1 "N-S" 24.8 58.42', 1)
    session = pbn.loads(data)
    found = [d.message for d in differences(session, rescore(session))]
    # pair 1: MP1 total 24 5/6 over 24 boards of top 12: (24 5/6 + 144) / 288 = 58.6227 %
    assert found == [
        "board 1, 7 v 8: Score published 500, recomputed 300",
        "pair 1: TotalPercentage published 58.42, recomputed 58.6227",
    ]


def test_errors_name_the_board() -> None:
    text = _BOARD.format(n=5, vul="NS") + "1 2 3N - 9 - -\n"
    with pytest.raises(NotationError, match=r"board 5 .*no declarer"):
        rescore(pbn.loads(text))
    with pytest.raises(NotationError, match="no column Declarer"):
        rescore(pbn.loads('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract"]\n'))
    with pytest.raises(NotationError, match="nothing to rescore"):
        rescore(pbn.loads('[Board "1"]\n'))
