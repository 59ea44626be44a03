"""A Swiss teams event's rounds, scores and ranking (issue 25), worked by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from atout.duplicate.swiss import Seeding
from atout.duplicate.swiss_teams import (
    SeatedRound,
    SwissOptions,
    complete_rounds,
    match_scores,
    ranking,
    scores_by_round,
    seat_round,
)
from atout.duplicate.teams import MatchBoard, TeamMatch
from atout.errors import InvalidEventError


def test_the_delay_seats_two_rounds_ahead() -> None:
    delayed, plain = SwissOptions(5, 2, delay=True), SwissOptions(5, 2)
    # with the delay: 1 and 2 at the start, then r + 2 once r is complete, 5 at most
    assert [delayed.seats(done) for done in range(6)] == [2, 3, 4, 5, 5, 5]
    assert [delayed.ranking_for(r) for r in range(1, 6)] == [0, 0, 1, 2, 3]
    assert [plain.seats(done) for done in range(6)] == [1, 2, 3, 4, 5, 5]
    assert [plain.ranking_for(r) for r in range(1, 6)] == [0, 1, 2, 3, 4]
    assert SwissOptions(3, 4).boards(3) == (9, 10, 11, 12)


def test_a_match_on_the_integer_scale() -> None:
    # 4S= by N (+420, non-vulnerable board 1) against 2S+1 (+140): 280, 7 IMPs (Law 78B);
    # board 2 (N-S vulnerable): 3NT= (+600) in both rooms, 0. 7 IMPs on the int20-3
    # scale's bands (7-8 IMPs: 15 VPs): 15-5.
    match = TeamMatch("1", "2", (MatchBoard(1, 420, 140), MatchBoard(2, 600, 600)))
    home, away = match_scores(SwissOptions(3, 2, "int20-3"), 4, 7, match)
    assert (home.team, home.opponent, home.points, home.imps) == (4, 7, Decimal(15), 7)
    assert (away.team, away.opponent, away.points, away.imps) == (7, 4, Decimal(5), -7)


def test_a_match_in_patton_points() -> None:
    # Patton (the EBU's defaults): board 1 won by 280 points (2 to 0), board 2 drawn (1
    # each); the aggregate, +280 to the home team, takes the whole stake, as many points
    # as the board element (2 boards: 4 to 0): 7 to 1.
    match = TeamMatch("1", "2", (MatchBoard(1, 420, 140), MatchBoard(2, 600, 600)))
    home, away = match_scores(SwissOptions(3, 2, "patton"), 1, 2, match)
    assert (home.points, away.points) == (Decimal(7), Decimal(1))


def test_ranking_orders_on_points_then_imps_then_seeding() -> None:
    opts = SwissOptions(2, 1, "int20-3")
    r1 = SeatedRound(1, ((1, 2), (3, 4)), 5)
    r2 = SeatedRound(2, ((5, 1), (2, 3)), 4)
    won = TeamMatch("a", "b", (MatchBoard(1, 420, 140),))  # home +7 IMPs: 15-5
    drawn = TeamMatch("a", "b", (MatchBoard(1, 420, 420),))  # 10-10
    lost = TeamMatch("a", "b", (MatchBoard(1, 140, 420),))  # home -7: 5-15
    matches = {(1, 1): won, (1, 3): drawn, (2, 5): lost, (2, 2): drawn}
    scores = scores_by_round(opts, (r1, r2), matches)
    assert complete_rounds(opts, (r1, r2), matches) == 2
    after_1 = [(str(x.place), x.team, x.points, x.imps) for x in ranking(range(1, 6), scores, 1)]
    # team 1: 15; team 5 (bye): 12; teams 3 and 4 drawn: 10 each, 0 IMPs (3 seeded first)
    assert after_1 == [
        ("1", 1, Decimal(15), 7),
        ("2", 5, Decimal(12), 0),
        ("3=", 3, Decimal(10), 0),
        ("3=", 4, Decimal(10), 0),
        ("5", 2, Decimal(5), -7),
    ]
    after_2 = [(x.team, x.points, x.imps, x.played) for x in ranking(range(1, 6), scores, 2)]
    # 1: 15 + 15 (won as away: +7) = 30; 5: 12 + 5 = 17; 2: 5 + 10 = 15; 3: 20; 4: 10 + 12
    assert after_2 == [
        (1, Decimal(30), 14, 2),
        (4, Decimal(22), 0, 1),  # a bye is no match
        (3, Decimal(20), 0, 2),
        (5, Decimal(17), -7, 1),
        (2, Decimal(15), -7, 2),
    ]


def test_an_incomplete_match_counts_nothing_yet() -> None:
    opts = SwissOptions(2, 2)
    r1 = SeatedRound(1, ((1, 2),), None)
    half = {(1, 1): TeamMatch("a", "b", (MatchBoard(1, 420, 140),))}
    assert complete_rounds(opts, (r1,), half) == 0
    assert scores_by_round(opts, (r1,), half) == [[]]


def test_seating_rounds() -> None:
    opts = SwissOptions(3, 1, seeding=Seeding.FOLDED, danish=True)
    first = seat_round(opts, 1, [1, 2, 3, 4, 5], [])
    assert first == SeatedRound(1, ((1, 3), (2, 4)), 5)
    second = seat_round(opts, 2, [1, 3, 2, 4, 5], [first])
    assert second == SeatedRound(2, ((1, 2), (3, 5)), 4)  # 1-3 met: 1-2; 5 had the bye
    # the Danish last round: the bye to 3 (5 and 4 had one), then 1v2 though they met
    last = seat_round(opts, 3, [1, 2, 3, 5, 4], [first, second])
    assert last == SeatedRound(3, ((1, 2), (5, 4)), 3)


def test_refusals() -> None:
    with pytest.raises(InvalidEventError) as raised:
        SwissOptions(5, 2, "nothing")
    assert raised.value.code == "swiss.scale"
    with pytest.raises(InvalidEventError) as raised:
        SwissOptions(0, 2)
    assert raised.value.code == "swiss.no-round"
