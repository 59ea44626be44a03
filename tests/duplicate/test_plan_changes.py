"""A session's layout changed after a round (:mod:`atout.duplicate.movements.changes`), for
every movement offered to 5 to 15 pairs: the rounds up to the change are kept as they
were, no pair plays a board twice, and the pairs playing after are the ones asked for."""

from __future__ import annotations

import pytest

from atout.duplicate.movements.changes import ChangeKind, Layout, PlanChange, replays
from atout.duplicate.movements.suggest import suggest
from atout.errors import InvalidMovementError

MOVEMENTS = [(pairs, index) for pairs in range(5, 16) for index in range(len(suggest(pairs)))]


def _kept(before: Layout, after: Layout, round_: int) -> bool:
    return all(before.plan.in_round(r) == after.plan.in_round(r) for r in range(1, round_ + 1))


@pytest.mark.parametrize(("pairs", "index"), MOVEMENTS)
def test_a_late_pair_fills_the_phantoms_seat(pairs: int, index: int) -> None:
    movement = suggest(pairs)[index].build()
    layout = Layout.start(movement)
    for after in range(layout.seats.rounds):
        if movement.phantom is None:
            with pytest.raises(InvalidMovementError) as refused:
                layout.changed(PlanChange(ChangeKind.JOIN, after))
            assert refused.value.code == "plan-change.no-seat"
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
