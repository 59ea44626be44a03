"""Tarot tournament plans: valid seatings, few repeated meetings, the lower bound."""

from __future__ import annotations

import random

import pytest

from atout.errors import InvalidMovementError
from atout.tarot.tournament.plan import (
    PlannedRound,
    PlannedTable,
    TableSizes,
    TournamentPlan,
    lower_bound,
    table_counts,
)
from atout.tarot.tournament.search import build_plan
from atout.tarot.tournament.validate import validate


@pytest.mark.parametrize("players", [8, 9, 10, 12, 13, 17, 22, 23, 37, 60])
def test_plans_of_tables_of_4_and_5_are_valid(players: int) -> None:
    plan = build_plan(players, 5, random.Random(players))
    assert validate(plan) == []
    assert plan.repeats >= lower_bound(players, 5)
    assert all(not r.byes for r in plan.rounds)


@pytest.mark.parametrize("players", [9, 11, 14, 22, 39])
def test_tables_of_4_only_give_byes_in_turn(players: int) -> None:
    plan = build_plan(players, 5, random.Random(1), sizes=TableSizes.FOUR_ONLY)
    assert validate(plan) == []
    counts = [plan.byes_of(p) for p in range(1, players + 1)]
    assert max(counts) - min(counts) <= 1
    assert sum(counts) == 5 * (players % 4)


def test_22_players_5_rounds_never_meet_more_than_twice() -> None:
    for seed in range(5):
        plan = build_plan(22, 5, random.Random(seed))
        assert validate(plan) == []
        assert plan.most_meetings <= 2
        assert [sorted(len(t.players) for t in r.tables) for r in plan.rounds] == [
            [4, 4, 4, 5, 5]
        ] * 5


def test_large_evenings_reach_the_bound() -> None:
    # 37 and 60 players over 5 rounds: nobody needs to meet anyone twice.
    assert build_plan(37, 5, random.Random(0)).repeats == 0 == lower_bound(37, 5)
    assert build_plan(60, 5, random.Random(0)).repeats == 0 == lower_bound(60, 5)


def test_the_same_seed_gives_the_same_plan() -> None:
    assert build_plan(22, 5, random.Random(3)) == build_plan(22, 5, random.Random(3))
    assert build_plan(22, 5, random.Random(3)) != build_plan(22, 5, random.Random(4))


def test_the_lower_bound_by_hand() -> None:
    # 12 players, 3 tables of 4: 18 pairs a round, 66 pairs in all.
    assert lower_bound(12, 5) == 5 * 18 - 66
    # Pigeonholes: each table of 4 draws from the 3 tables of the round before: one
    # pair met already, 3 a round after the first.
    assert lower_bound(12, 3) == 2 * 3
    # 13 players (4, 4, 5): tables of 4 crowd 1 pair, the table of 5 two.
    assert lower_bound(13, 3) == 2 * (1 + 1 + 2)
    assert lower_bound(22, 5) == 0  # 5 × 38 = 190 meetings, 231 pairs


def test_eleven_players_need_byes() -> None:
    with pytest.raises(InvalidMovementError, match="tables of 4 with byes"):
        table_counts(11, TableSizes.FOUR_AND_FIVE)
    assert table_counts(11, TableSizes.FOUR_ONLY) == (2, 0, 3)


def test_the_validator_reports_every_problem() -> None:
    tables = (PlannedTable(1, (1, 2, 3, 4)), PlannedTable(3, (5, 6, 7, 1)))
    plan = TournamentPlan(9, TableSizes.FOUR_AND_FIVE, 4, (PlannedRound(1, tables),))
    assert validate(plan) == [
        "round 1: player 1 is seated 2 times",
        "round 1: player 8 is not seated",
        "round 1: player 9 is not seated",
        "round 1: table 2 is numbered 3",
        "round 1: 2 tables of 4, 0 of 5 and 0 byes: 9 players need 1, 1 and 0",
    ]


def test_a_plan_survives_its_json_document() -> None:
    plan = build_plan(14, 4, random.Random(5), sizes=TableSizes.FOUR_ONLY, deals=6)
    assert TournamentPlan.from_rows(plan.to_rows()) == plan
