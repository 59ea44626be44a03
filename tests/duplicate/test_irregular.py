"""The director's irregularities, with figures worked by hand: a weighted assigned score
(Law 12C1(c)), a split score (Law 12C), a 25 %-of-top penalty, handicapped rankings."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from atout.bridge.board import Vulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.seats import Seat, Side
from atout.duplicate.assigned import AssignedScore, Outcome, WeightedScore
from atout.duplicate.events import Entry, PairsEvent
from atout.duplicate.imp_pairs import ImpMethod, score_board
from atout.duplicate.matchpoints import matchpoints
from atout.duplicate.penalties import (
    FinalScore,
    HandicapMethod,
    Penalty,
    PenaltyUnit,
    final_scores,
    points_off,
)
from atout.duplicate.ranking import PairScore, Partnership, rank
from atout.duplicate.table_result import TableResult
from atout.duplicate.weighted import weighted_matchpoints
from atout.errors import AtoutError

_NONE = Vulnerability.NONE
# Board 1 (nobody vulnerable): 4♠= N is +420, 4♠−1 N is −50.
WEIGHTED = AssignedScore.parse("60% 4S= N + 40% 4S-1 N")
SPLIT = AssignedScore.parse("4S-1 N | 4S= N")
# The five other results, N-S scores: 450, 420, 420, 140, −50.
FIELD = ("4S+1 N", "4S= N", "4S= S", "2S+2 N", "4S-1 S")


def _event(first: AssignedScore) -> PairsEvent:
    event = PairsEvent.create([1])
    event = event.add(Entry.of(1, 1, 1, 2, 1, TableResult.assign(first)))
    for table, text in enumerate(FIELD, start=2):
        event = event.add(Entry.of(1, table, 2 * table - 1, 2 * table, 1, TableResult.parse(text)))
    return event


def test_weighted_score_among_six_results() -> None:
    # Six results: top = 2 × 5 = 10. The weighted line's outcomes against the five others:
    #   4♠= (+420): beats 140, −50 (2+2), ties 420, 420 (1+1), loses to 450 → 6
    #   4♠−1 (−50): ties −50 (1), loses to the other four → 1
    #   N-S: 0.6 × 6 + 0.4 × 1 = 4.0 of 10 = 40 %; E-W: 10 − 4 = 6 = 60 %.
    # The others against the weighted line (0.6 of +420, 0.4 of −50):
    #   450: 0.6×2 + 0.4×2 = 2, plus 8 against the four below it → 10
    #   420: 0.6×1 + 0.4×2 = 1.4, plus 0 + 1 + 2 + 2 → 6.4 (each of the two)
    #   140: 0.6×0 + 0.4×2 = 0.8, plus 2 (beats −50) → 2.8
    #   −50: 0.6×0 + 0.4×1 = 0.4, plus 0 → 0.4
    #   the N-S total 4 + 10 + 6.4 + 6.4 + 2.8 + 0.4 = 30 = 6 × 10 / 2.
    board = _event(WEIGHTED).board(1)
    assert board.top == 10
    ns = [line.ns_mp for line in board.lines]
    ew = [line.ew_mp for line in board.lines]
    assert ns == [4, 10, Fraction(32, 5), Fraction(32, 5), Fraction(14, 5), Fraction(2, 5)]
    assert ew == [6, 0, Fraction(18, 5), Fraction(18, 5), Fraction(36, 5), Fraction(48, 5)]
    assert board.lines[0].ns_percent == 40
    assert board.lines[0].ew_percent == 60


def test_split_score_does_not_balance() -> None:
    # N-S get 4♠−1 (−50), E-W get 4♠= (N-S +420). N-S compare with the other N-S scores
    # (450, 420, 420, 140, −50): −50 ties −50 → 1. E-W compare as E-W, i.e. lower N-S
    # scores win: +420 beats 450 (2), ties 420, 420 (1+1), loses to 140, −50 → 4.
    # 1 + 4 = 5, not the top of 10: the scores need not balance (Law 12C).
    # The other N-S pairs meet the split line's N-S side (−50), the E-W pairs its E-W side:
    #   450: N-S 2 + 8 = 10; E-W 0 (vs +420) + 0 = 0
    #   420: N-S 2 + (0 + 1 + 2 + 2) = 7; E-W 1 (tie +420) + (2 + 1 + 0 + 0) = 4
    #   140: N-S 2 + 2 = 4; E-W 2 + (2 + 2 + 2 + 0) = 8
    #   −50: N-S 1 + 0 = 1; E-W 2 + 8 = 10
    board = _event(SPLIT).board(1)
    assert [(line.ns_mp, line.ew_mp) for line in board.lines] == [
        (1, 4),
        (10, 0),
        (7, 4),
        (7, 4),
        (4, 8),
        (1, 10),
    ]
    assert SPLIT.split and not WEIGHTED.split


def test_split_score_ranks_each_side_on_its_own_score() -> None:
    # Pair 1 (N-S at table 1) 1 of 10 = 10 %; pair 2 (E-W) 4 of 10 = 40 %.
    scores = {s.pair: s.percent for s in _event(SPLIT).scores()}
    assert scores[1] == 10
    assert scores[2] == 40


def test_assigned_notation_round_trips_and_is_a_table_result() -> None:
    result = TableResult.parse("60% 4S= N + 40% 4S-1 N")
    assert result.assigned == WEIGHTED
    assert str(result) == "60% 4S= N + 40% 4S-1 N"
    assert TableResult.parse(str(TableResult.assign(SPLIT))) == TableResult.assign(SPLIT)
    assert result.ns_score(_NONE) is None


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("60% 4S= N + 30% 4S-1 N", "assigned.weights"),
        ("50% 4S= N + 50% 4S= N", "assigned.outcome-twice"),
        ("60% 4S= + 40% 4S-1 N", "assigned.syntax"),
        ("0% 4S= N + 100% 4S-1 N", "assigned.weight-range"),
        ("20% 1C= N + 20% 2C= N + 20% 3C= N + 20% 4C= N + 20% 5C= N", "assigned.outcome-count"),
    ],
)
def test_bad_assigned_scores_are_refused(text: str, code: str) -> None:
    with pytest.raises(AtoutError) as caught:
        AssignedScore.parse(text)
    assert caught.value.code == code


def test_weighted_score_at_cross_imps() -> None:
    # Three results: the weighted line (60 % +420, 40 % −50), +420 and +140 (N-S).
    # Weighted line vs +420: 0.6 × imps(0) + 0.4 × imps(−470 → −10) = −4;
    #               vs +140: 0.6 × imps(280 → 7) + 0.4 × imps(−190 → −5) = 4.2 − 2 = 2.2;
    #   mean of the two: (−4 + 2.2) / 2 = −0.9. E-W: +0.9 (balanced).
    sides = [Partnership.pair(p) for p in "123456"]
    entry = WEIGHTED.board_entry(_NONE)
    lines = score_board(
        [(sides[0], sides[1], entry), (sides[2], sides[3], 420), (sides[4], sides[5], 140)],
        ImpMethod.CROSS_IMPS,
    )
    assert lines[0].ns_imps == Fraction(-9, 10)
    assert lines[0].ew_imps == Fraction(9, 10)


def test_a_quarter_top_penalty() -> None:
    # Pair 3 scored 24 of 40 matchpoints on 4 boards of top 10: 60 %. A penalty of
    # 25 % of a top is 2.5 matchpoints: 21.5 / 40 = 53.75 % (= 60 − 25/4).
    plain = PairScore(3, Side.NS, 4, Fraction(24), Fraction(40), Fraction(240))
    other = PairScore(5, Side.NS, 4, Fraction(22), Fraction(40), Fraction(220))  # 55 %
    penalised = final_scores([plain, other], [Penalty(3)])
    assert penalised[0].result == Fraction(5375, 100)
    assert penalised[1].result == 55
    assert [s.score.pair for s in rank(penalised)] == [5, 3]


def test_penalties_at_teams_in_imps_and_vps() -> None:
    given = [Penalty(2, Fraction(3), PenaltyUnit.IMPS), Penalty(2, Fraction(1), PenaltyUnit.VPS)]
    assert points_off(given, 2, PenaltyUnit.IMPS) == 3
    assert points_off(given, 2, PenaltyUnit.VPS) == 1
    with pytest.raises(AtoutError):
        Penalty(2, Fraction(0))


def _plain() -> list[PairScore[int]]:
    # Three pairs of one field, 10 boards each: 60 %, 52 %, 45 %.
    return [
        PairScore(1, Side.NS, 10, Fraction(60), Fraction(100), Fraction(600)),
        PairScore(2, Side.NS, 10, Fraction(52), Fraction(100), Fraction(520)),
        PairScore(3, Side.NS, 10, Fraction(45), Fraction(100), Fraction(450)),
    ]


HANDICAPS = {
    1: [Fraction(-5), Fraction(-3)],
    2: [Fraction(0), Fraction(2)],
    3: [Fraction(4), Fraction(6)],
}


def test_handicapped_ranking_summed() -> None:
    # EBU "100 %": pair 1: 60 − 8 = 52; pair 2: 52 + 2 = 54; pair 3: 45 + 10 = 55.
    found = rank(final_scores(_plain(), (), HANDICAPS, HandicapMethod.SUM))
    assert [(s.score.pair, s.score.result) for s in found] == [(3, 55), (2, 54), (1, 52)]


def test_handicapped_ranking_averaged() -> None:
    # EBU "50 %": pair 1: 60 − 4 = 56; pair 2: 52 + 1 = 53; pair 3: 45 + 5 = 50.
    found = rank(final_scores(_plain(), (), HANDICAPS, HandicapMethod.AVERAGE))
    assert [(s.score.pair, s.score.result) for s in found] == [(1, 56), (2, 53), (3, 50)]


def test_outcome_needs_its_declarer() -> None:
    with pytest.raises(AtoutError):
        Outcome(100, ContractResult.parse("4S="), None)
    assert str(WeightedScore((Outcome(100, ContractResult.parse("4S-1"), Seat.N),))) == "4S-1 N"
    assert isinstance(FinalScore(_plain()[0]).result, Fraction)


@given(
    st.lists(st.integers(-20, 20).map(lambda s: s * 10), min_size=1, max_size=9),
    st.integers(0, 3),
)
def test_played_scores_alone_are_matchpointed_as_usual(scores: list[int], extra: int) -> None:
    # With no assigned score, each line is one outcome of weight 1: the usual matchpoints,
    # Neuberg included, and E-W get the top less N-S.
    expected = len(scores) + extra
    found = weighted_matchpoints(scores, expected=expected)
    usual = matchpoints(scores, expected=expected)
    assert [ns for ns, _ in found] == list(usual)
    assert all(ns + ew == 2 * (expected - 1) for ns, ew in found)


@given(st.lists(st.integers(-20, 20).map(lambda s: s * 10), min_size=1, max_size=8))
def test_a_balanced_weighted_line_sums_to_the_top(scores: list[int]) -> None:
    # A balanced weighted score keeps the board's matchpoints summing to n × top / 2.
    mix = WEIGHTED.board_entry(_NONE)
    found = weighted_matchpoints([mix, *scores])
    top = 2 * len(scores)
    assert all(ns + ew == top for ns, ew in found)
    assert sum(ns for ns, _ in found) == Fraction(top * (len(scores) + 1), 2)
