"""A session's layout changed after a round (:mod:`atout.duplicate.movements.changes`), for
every movement offered to 5 to 15 pairs: the rounds up to the change are kept as they
were, no pair plays a board twice, and the pairs playing after are the ones asked for."""

from __future__ import annotations

from dataclasses import replace

import pytest

from atout.duplicate.movements.changes import ChangeKind, Layout, PlanChange, replays
from atout.duplicate.movements.suggest import suggest

MOVEMENTS = [(pairs, index) for pairs in range(5, 16) for index in range(len(suggest(pairs)))]


def _kept(before: Layout, after: Layout, round_: int) -> bool:
    return all(before.plan.in_round(r) == after.plan.in_round(r) for r in range(1, round_ + 1))


@pytest.mark.parametrize(("pairs", "index"), MOVEMENTS)
def test_a_late_pair_fills_the_phantoms_seat(pairs: int, index: int) -> None:
    movement = suggest(pairs)[index].build()
    layout = Layout.start(movement)
    for after in range(layout.seats.rounds):
        if movement.phantom is None:
            _a_rover_at_a_new_table(layout, after)
            continue
        joined = layout.changed(PlanChange(ChangeKind.JOIN, after))
        assert _kept(layout, joined, after)
        assert replays(joined.plan) == []
        for r in range(after + 1, layout.seats.rounds + 1):
            # every seat of the movement is played: no one sits out any more
            assert len(joined.plan.in_round(r)) == len(layout.seats.in_round(r))
            assert not [s for s in joined.sit_outs if s.round == r]


@pytest.mark.parametrize(("pairs", "index"), MOVEMENTS)
def test_a_withdrawn_pair_leaves_its_opponents_sitting_out(pairs: int, index: int) -> None:
    layout = Layout.start(suggest(pairs)[index].build())
    leaving = max(layout.present(1))
    after = layout.seats.rounds // 2
    left = layout.changed(PlanChange(ChangeKind.WITHDRAW, after, pair=leaving))
    assert _kept(layout, left, after)
    assert replays(left.plan) == []
    for r in range(after + 1, layout.seats.rounds + 1):
        assert leaving not in left.present(r)
        seats = layout.seats.in_round(r)
        met = [
            s for s in seats if leaving in s.pairs() and layout.plan.sitting(r, s.table) is not None
        ]
        outs = [(s.table, s.pair) for s in left.sit_outs if s.round == r and s.absent == leaving]
        assert outs == [(s.table, next(p for p in s.pairs() if p != leaving)) for s in met]


def test_a_switch_keeps_the_pairs_due_to_play_and_leaves_out_the_pairs_gone() -> None:
    """9 pairs in the Mitchell of 5 tables (2 boards a round): the late pair takes pair 5's
    seat after round 1, pair 7 leaves after round 2, and after round 3 the rounds to come
    are the 10-pair Mitchell's: pair 5 still plays, pair 7 (E-W 2) stays out and no board
    is played twice. By the Mitchell's rule E-W pair 2 is at table ``t`` in round ``r`` when
    ``(t - r) mod 5 = 1``: table 5 in round 4, table 1 in round 5, whose N-S sit out."""
    nine, ten = (replace(suggest(n)[1], boards_per_round=2).build() for n in (9, 10))
    layout = Layout.start(nine)
    layout = layout.changed(PlanChange(ChangeKind.JOIN, 1))
    layout = layout.changed(PlanChange(ChangeKind.WITHDRAW, 2, pair=7))
    switched = layout.changed(PlanChange(ChangeKind.SWITCH, 3, movement=ten))
    assert switched.present(4) == frozenset({1, 2, 3, 4, 5, 6, 8, 9, 10})
    assert [(s.round, s.table, s.pair) for s in switched.sit_outs if s.round > 3] == [
        (4, 5, 5),
        (5, 1, 1),
    ]
    assert replays(switched.plan) == []


def _a_rover_at_a_new_table(layout: Layout, after: int) -> None:
    """Every seat taken: the late pair (the next number) plays N-S at a new table, the
    boards and E-W pair of one table each round, whose N-S pair sits out."""
    late = max(layout.seats.pairs) + 1
    joined = layout.changed(PlanChange(ChangeKind.JOIN, after))
    assert _kept(layout, joined, after)
    assert replays(joined.plan) == []
    new_table = layout.seats.tables + 1
    rounds = range(after + 1, layout.seats.rounds + 1)
    assert [s.round for s in joined.plan.of_table(new_table)] == list(rounds)
    assert {s.ns for s in joined.plan.of_table(new_table)} == {late}
    for board in layout.plan.boards:  # every board played as many times as before
        assert joined.plan.plays(board) == layout.plan.plays(board)
    outs = [(s.round, s.pair, s.absent) for s in joined.sit_outs]
    assert [r for r, _, _ in outs] == list(rounds)
    assert len({p for _, p, _ in outs}) == len(outs)  # nobody displaced twice
    assert {a for _, _, a in outs} <= {late}
