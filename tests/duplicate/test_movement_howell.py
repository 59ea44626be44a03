"""Complete Howell movements: every pair meets every other once (RULES §6)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.seats import Side
from atout.duplicate.movements import (
    MovementKind,
    Pair,
    howell,
    howell_design,
    validate,
)
from atout.errors import InvalidMovementError


def matchings(movement):
    return [
        {frozenset((m.ns.number, m.ew.number)) for m in rnd.meetings} for rnd in movement.rounds
    ]


def test_two_tables_is_the_classic_four_pair_howell():
    # 4 pairs, 3 rounds: the three ways to split 4 pairs into two matches,
    # pair 4 stationary at table 1, both tables on the same boards each round.
    m = howell(2, boards_per_round=4)
    assert matchings(m) == [
        {frozenset({4, 1}), frozenset({2, 3})},
        {frozenset({4, 2}), frozenset({3, 1})},
        {frozenset({4, 3}), frozenset({1, 2})},
    ]
    assert [[m.board_set for m in rnd.meetings] for rnd in m] == [[1, 1], [2, 2], [3, 3]]
    assert m.shared == {(1, 1), (2, 2), (3, 3)}
    assert m.boards == 12
    assert [rnd.at_table(1).side_of(Pair(4)) for rnd in m] == [Side.NS, Side.EW, Side.NS]
    assert validate(m) == []


def test_three_tables_share_boards():
    m = howell(3, boards_per_round=2)
    assert len(m.rounds) == 5 and m.board_sets == 5
    assert all(len({x.board_set for x in rnd.meetings}) == 1 for rnd in m)
    assert len(m.shared) == 5
    assert validate(m) == []


def test_four_tables_has_no_shared_boards():
    m = howell(4)
    assert m.shared == frozenset()
    assert all(len({x.board_set for x in rnd.meetings}) == 4 for rnd in m)


def check_design(tables):
    """The design condition, checked from the starter and offsets themselves."""
    design = howell_design(tables)
    n = 2 * tables - 1
    differences = sorted(d % n for a, b in design.starter for d in (a - b, b - a))
    assert differences == list(range(1, n))
    residues = [design.offsets[0]] + [
        (c - x) % n
        for (a, b), c in zip(design.starter, design.offsets[1:], strict=True)
        for x in (a, b)
    ]
    assert sorted(residues) == list(range(n))
    return design


@pytest.mark.parametrize("tables", range(2, 11))
def test_every_howell_is_valid_and_complete(tables):
    m = howell(tables)
    assert validate(m) == []
    assert m.kind is MovementKind.HOWELL and m.is_complete and m.one_field
    pairs = range(1, 2 * tables + 1)
    assert [p.number for p in m.pairs] == list(pairs)
    met = Counter(frozenset((x.ns.number, x.ew.number)) for rnd in m for x in rnd.meetings)
    assert met == Counter(frozenset(c) for c in combinations(pairs, 2))
    for pair in m.pairs:
        played = sorted(rnd.meeting_of(pair).board_set for rnd in m)
        assert played == list(range(1, 2 * tables))  # every pair plays every board once
        ns = sum(rnd.meeting_of(pair).side_of(pair) is Side.NS for rnd in m)
        assert ns in (tables - 1, tables)
    plays = Counter(x.board_set for rnd in m for x in rnd.meetings)
    assert set(plays.values()) == {tables}
    design = check_design(tables)
    assert design.shares_boards == (tables <= 3)
    assert (m.shared == frozenset()) == (tables >= 4)


@pytest.mark.parametrize("tables", range(11, 21))
def test_larger_howells_are_valid(tables):
    assert validate(howell(tables, boards_per_round=1)) == []
    check_design(tables)


def test_five_tables_needs_another_starter():
    # The starter (i, -i) has no offsets for 5 tables; another one does.
    design = check_design(5)
    assert design.starter != ((1, 8), (2, 7), (3, 6), (4, 5))
    assert not design.shares_boards


@given(tables=st.integers(2, 10), data=st.data())
@settings(max_examples=60, deadline=None)
def test_shortened_howells_stay_valid(tables, data):
    rounds = data.draw(st.integers(1, 2 * tables - 1))
    m = howell(tables, rounds=rounds, boards_per_round=2)
    assert validate(m) == []
    assert m.is_complete == (rounds == 2 * tables - 1)
    # the stationary pair stays at table 1
    assert all(rnd.at_table(1).side_of(Pair(2 * tables)) is not None for rnd in m)


def test_phantom_makes_one_pair_sit_out_each_round():
    m = howell(4, phantom=Pair(8))
    assert [m.sits_out(rnd.at_table(1)) for rnd in m] == [Pair(n) for n in range(1, 8)]
    assert validate(m) == []


@pytest.mark.parametrize(
    ("tables", "kwargs", "message"),
    [
        (1, {}, "1 tables: a Howell has 2 to 20 tables"),
        (21, {}, "21 tables: a Howell has 2 to 20 tables"),
        (4, {"rounds": 8}, "8 rounds: a 4-table Howell has 1 to 7"),
        (4, {"boards_per_round": 0}, "0 boards per round"),
        (4, {"phantom": Pair(9)}, "'9' cannot be the phantom"),
        (4, {"phantom": Pair(8, Side.NS)}, "'8NS' cannot be the phantom"),
    ],
)
def test_bad_parameters_raise(tables, kwargs, message):
    with pytest.raises(InvalidMovementError, match=message):
        howell(tables, **kwargs)
