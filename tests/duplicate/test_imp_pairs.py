"""IMP pairs: boards at cross-IMPs and Butler, artificial scores, the ranking.

Expected IMPs are worked by hand from the Law 78B scale (RULES §6).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from atout.duplicate.imp_pairs import ImpMethod, rank_pairs, score_board
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.duplicate.ranking import Partnership

# Three results: 620, 170, 140 (N-S pairs 1, 3, 5 against E-W 2, 4, 6).
P = {pair: Partnership.pair(pair) for pair in "12345678"}
BOARD = [(P["1"], P["2"], 620), (P["3"], P["4"], 170), (P["5"], P["6"], 140)]


def test_cross_imps_average_over_the_other_scores() -> None:
    # 620: +450 → 10, +480 → 10; 170: −450 → −10, +30 → 1; 140: −480 → −10, −30 → −1.
    lines = score_board(BOARD, ImpMethod.CROSS_IMPS)
    assert [line.ns_imps for line in lines] == [10, Fraction(-9, 2), Fraction(-11, 2)]
    assert [line.ew_imps for line in lines] == [-10, Fraction(9, 2), Fraction(11, 2)]


def test_butler_against_the_datum_of_three_scores() -> None:
    # Three scores: all kept; mean 310 → datum 310; +310 → 7, −140 → −4, −170 → −5.
    lines = score_board(BOARD, ImpMethod.BUTLER)
    assert [line.ns_imps for line in lines] == [7, -4, -5]


def test_artificial_scores_are_outside_the_field_and_worth_3_imps() -> None:
    adjusted = AdjustedScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_PLUS)
    lines = score_board([*BOARD, (P["7"], P["8"], adjusted)], ImpMethod.BUTLER)
    assert [line.ns_imps for line in lines[:3]] == [7, -4, -5]
    assert (lines[3].ns_imps, lines[3].ew_imps) == (3, 3)


def test_ranking_totals_over_boards_with_shared_places() -> None:
    # Board 2: datum (−100 + 100 + 140)/3 = 46.7 → 50; −150 → −4, +50 → 2, +90 → 3.
    results = [(P["1"], P["2"], -100), (P["3"], P["4"], 100), (P["5"], P["6"], 140)]
    second = score_board(results, ImpMethod.BUTLER)
    ranking = rank_pairs([score_board(BOARD, ImpMethod.BUTLER), second])
    # Totals: 1: 7 − 4 = 3; 4: 4 − 2 = 2; 6: 5 − 3 = 2; 3: −4 + 2; 5: −5 + 3; 2: −7 + 4.
    assert [(s.score.pair, s.score.imps, str(s.place)) for s in ranking] == [
        ("1", 3, "1"),
        ("4", 2, "2="),
        ("6", 2, "2="),
        ("3", -2, "4="),
        ("5", -2, "4="),
        ("2", -3, "6"),
    ]
    assert all(s.score.boards == 2 and s.field is None for s in ranking)


@pytest.mark.parametrize("text", ["cross", "Cross-IMPs", "butler"])
def test_method_names(text: str) -> None:
    assert ImpMethod.parse(text) in ImpMethod
