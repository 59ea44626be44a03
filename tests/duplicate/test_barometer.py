"""Barometer movements (issue 25): every table on the same boards each round, and the
rankings after each round against an independent computation."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from atout.bridge.seats import Side
from atout.duplicate.movements import MovementKind, Pair, validate
from atout.duplicate.movements.barometer import barometer, rankings
from atout.errors import InvalidMovementError

#: N-S scores a club sees (Law 77 figures), few enough that boards have ties.
SCORES = [-620, -100, -50, 110, 140, 170, 420, 450]


@pytest.mark.parametrize("tables", [2, 3, 5, 8, 20])
def test_howell_barometer_is_valid_and_meets_everyone(tables: int) -> None:
    movement = barometer(tables)
    assert validate(movement) == []
    assert movement.kind is MovementKind.HOWELL and len(movement.rounds) == 2 * tables - 1
    met = {frozenset(m.pairs) for rnd in movement.rounds for m in rnd.meetings}
    assert len(met) == tables * (2 * tables - 1)  # every couple of the 2T pairs once
    for rnd in movement.rounds:
        assert {m.board_set for m in rnd.meetings} == {rnd.number}
        assert sorted(m.table for m in rnd.meetings) == list(range(1, tables + 1))


@pytest.mark.parametrize("tables", [2, 4, 7, 24, 40])
def test_mitchell_barometer_is_valid(tables: int) -> None:
    movement = barometer(tables, kind=MovementKind.MITCHELL)
    assert validate(movement) == []
    for rnd in movement.rounds:
        assert {m.board_set for m in rnd.meetings} == {rnd.number}
        assert [m.ns for m in rnd.meetings] == [Pair(t, Side.NS) for t in range(1, tables + 1)]


def test_refusals() -> None:
    assert barometer(21).kind is MovementKind.MITCHELL  # beyond a Howell's 20 tables
    with pytest.raises(InvalidMovementError) as caught:
        barometer(21, kind=MovementKind.HOWELL)
    assert caught.value.code == "movement.barometer-tables"
    with pytest.raises(InvalidMovementError) as caught:
        barometer(5, rounds=10)
    assert caught.value.code == "movement.barometer-rounds"


def _independent(seating, results, rounds, tables, boards_per_round):  # type: ignore[no-untyped-def]
    """Each round's and the running (matchpoints, tops) of every pair, written afresh:
    on a board, an N-S score earns 2 per N-S score it beats and 1 per tie (RULES §6)."""
    per_round = []
    running: dict[int, list[int]] = {}
    for r in range(1, rounds + 1):
        this: dict[int, list[int]] = {}
        for b in range((r - 1) * boards_per_round + 1, r * boards_per_round + 1):
            scores = {t: results[(r, t, b)] for t in range(1, tables + 1)}
            for t, mine in scores.items():
                ns_mp = sum(
                    2 if mine > other else 1 if mine == other else 0
                    for u, other in scores.items()
                    if u != t
                )
                ns, ew = seating[(r, t)]
                for pair, got in ((ns, ns_mp), (ew, 2 * (tables - 1) - ns_mp)):
                    this.setdefault(pair, [0, 0])
                    this[pair][0] += got
                    this[pair][1] += 2 * (tables - 1)
        for pair, (mp, tops) in this.items():
            running.setdefault(pair, [0, 0])
            running[pair][0] += mp
            running[pair][1] += tops
        per_round.append(
            ({p: tuple(v) for p, v in this.items()}, {p: tuple(v) for p, v in running.items()})
        )
    return per_round


def _places(scores: dict[int, tuple[int, int]]) -> dict[int, str]:
    """1224 places on the percentage, ties marked with =."""
    percent = {p: Fraction(mp, tops) for p, (mp, tops) in scores.items()}
    out = {}
    for pair, mine in percent.items():
        better = sum(1 for other in percent.values() if other > mine)
        same = sum(1 for other in percent.values() if other == mine)
        out[pair] = f"{better + 1}{'=' if same > 1 else ''}"
    return out


def test_five_tables_four_rounds_rankings() -> None:
    tables, rounds, per = 5, 4, 3
    movement = barometer(tables, rounds=rounds, boards_per_round=per)
    assert validate(movement) == []
    draw = random.Random(25)
    results = {
        (r, t, b): draw.choice(SCORES)
        for r in range(1, rounds + 1)
        for t in range(1, tables + 1)
        for b in range((r - 1) * per + 1, r * per + 1)
    }
    seating = {
        (rnd.number, m.table): (m.ns.number, m.ew.number)
        for rnd in movement.rounds
        for m in rnd.meetings
    }
    expected = _independent(seating, results, rounds, tables, per)
    found = rankings(movement, results)
    assert [r.number for r in found] == [1, 2, 3, 4]
    for after, (this, running) in zip(found, expected, strict=True):
        for standings, scores in ((after.round, this), (after.total, running)):
            assert {s.pair.number: (s.matchpoints, s.tops) for s in standings} == scores
            places = _places(scores)
            assert {s.pair.number: str(s.place) for s in standings} == places
            positions = [s.place.position for s in standings]
            assert positions == sorted(positions)  # best first
    assert sum(s.tops for s in found[-1].total) == 4 * 3 * 10 * 8  # 10 pairs, tops of 8


def test_a_round_with_a_missing_result_is_not_ranked() -> None:
    movement = barometer(2, boards_per_round=1)
    results = {(1, 1, 1): 420, (1, 2, 1): 420, (2, 1, 2): 100}
    after = rankings(movement, results)
    assert len(after) == 1
    assert [str(s.place) for s in after[0].round] == ["1="] * 4
