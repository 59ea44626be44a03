"""Mitchell movements: published layouts, the movement rule and the validator (RULES §6)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.seats import Side
from atout.duplicate.movements import (
    EvenTables,
    Meeting,
    MovementKind,
    Pair,
    Round,
    mitchell,
    validate,
)
from atout.errors import InvalidMovementError


def ew_numbers(movement, number):
    """The E-W line pair at tables 1..T in round ``number``."""
    return [m.ew.number for m in movement.rounds[number - 1].meetings]


def sets(movement, number):
    return [m.board_set for m in movement.rounds[number - 1].meetings]


def test_five_tables_published_layout():
    # The classic 5-table Mitchell card: E-W up one table, boards down one.
    m = mitchell(5, boards_per_round=3)
    assert [ew_numbers(m, r) for r in range(1, 6)] == [
        [1, 2, 3, 4, 5],
        [5, 1, 2, 3, 4],
        [4, 5, 1, 2, 3],
        [3, 4, 5, 1, 2],
        [2, 3, 4, 5, 1],
    ]
    assert [sets(m, r) for r in range(1, 6)] == [
        [1, 2, 3, 4, 5],
        [2, 3, 4, 5, 1],
        [3, 4, 5, 1, 2],
        [4, 5, 1, 2, 3],
        [5, 1, 2, 3, 4],
    ]
    assert all(m.ns == Pair(m.table, Side.NS) for rnd in m for m in rnd.meetings)
    assert m.board_numbers(4) == (10, 11, 12)
    assert m.boards == 15
    assert m.is_complete and not m.one_field
    assert validate(m) == []


def test_six_tables_share_and_relay_published_layout():
    # Sets 1-3 on tables 1-3, set 4 on the bye stand between tables 3 and 4,
    # sets 5-6 on tables 4-5; table 6 shares the boards of table 1. Boards
    # go down: table 4 -> bye stand -> table 3, tables 1/6 -> table 5.
    m = mitchell(6, even=EvenTables.RELAY)
    assert [sets(m, r) for r in range(1, 7)] == [
        [1, 2, 3, 5, 6, 1],
        [2, 3, 4, 6, 1, 2],
        [3, 4, 5, 1, 2, 3],
        [4, 5, 6, 2, 3, 4],
        [5, 6, 1, 3, 4, 5],
        [6, 1, 2, 4, 5, 6],
    ]
    assert [rnd.bye_stand for rnd in m] == [4, 5, 6, 1, 2, 3]
    assert m.shared == {(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)}
    assert [ew_numbers(m, r) for r in (1, 2, 6)] == [
        [1, 2, 3, 4, 5, 6],
        [6, 1, 2, 3, 4, 5],
        [2, 3, 4, 5, 6, 1],
    ]
    assert m.is_complete
    assert validate(m) == []


def test_six_tables_skip_after_round_three():
    m = mitchell(6, even=EvenTables.SKIP)
    assert len(m.rounds) == 5
    assert [ew_numbers(m, r) for r in range(1, 6)] == [
        [1, 2, 3, 4, 5, 6],
        [6, 1, 2, 3, 4, 5],
        [5, 6, 1, 2, 3, 4],
        [3, 4, 5, 6, 1, 2],
        [2, 3, 4, 5, 6, 1],
    ]
    assert sets(m, 4) == [4, 5, 6, 1, 2, 3]
    assert m.is_full and not m.is_complete
    assert validate(m) == []


def test_even_tables_without_a_cure_replay_boards():
    # The reason for the skip: an even Mitchell with the plain rule brings
    # every E-W pair back to its boards after T/2 rounds.
    plain = mitchell(5)  # shape donor
    rounds = tuple(
        Round(
            r,
            tuple(
                Meeting(t, Pair(t, Side.NS), Pair((t - r) % 4 + 1, Side.EW), (t + r - 2) % 4 + 1)
                for t in range(1, 5)
            ),
        )
        for r in range(1, 5)
    )
    broken = replace(plain, tables=4, board_sets=4, rounds=rounds)
    problems = validate(broken)
    assert "pair 1EW plays board set 1 (boards 1-3) in rounds 1 and 3" in problems
    assert "pair 2EW plays board set 2 (boards 4-6) in rounds 1 and 3" in problems
    assert len(problems) == 8  # every E-W pair, twice (rounds 1/3 and 2/4)


@pytest.mark.parametrize("tables", range(3, 21))
@pytest.mark.parametrize("even", list(EvenTables))
def test_every_mitchell_is_valid(tables, even):
    m = mitchell(tables, even=even)
    assert validate(m) == []
    assert m.is_full
    plays = {s: 0 for s in range(1, tables + 1)}
    for rnd in m:
        for meeting in rnd.meetings:
            plays[meeting.board_set] += 1
    assert set(plays.values()) == {len(m.rounds)}


@pytest.mark.parametrize("tables", range(3, 21))
@pytest.mark.parametrize("even", list(EvenTables))
def test_arrow_switched_mitchell_is_valid_and_one_field(tables, even):
    last = tables - 1 if tables % 2 == 0 and even is EvenTables.SKIP else tables
    m = mitchell(tables, even=even, arrow_switch=[last])
    assert validate(m) == []
    assert m.one_field
    for meeting in m.rounds[-1].meetings:
        assert meeting.ns.line is Side.EW and meeting.ew.line is Side.NS
    straight = mitchell(tables, even=even)
    for switched, plain in zip(m.rounds[-1].meetings, straight.rounds[-1].meetings, strict=True):
        assert (switched.ns, switched.ew) == (plain.ew, plain.ns)


def test_arrow_switch_in_chosen_rounds():
    m = mitchell(7, arrow_switch=[3, 7])
    assert m.arrow_switch == {3, 7}
    assert [rnd.meetings[0].ns.line for rnd in m] == [
        Side.NS,
        Side.NS,
        Side.EW,
        Side.NS,
        Side.NS,
        Side.NS,
        Side.EW,
    ]
    assert validate(m) == []


def test_relay_complete_every_ew_meets_every_ns_and_plays_every_set():
    for tables in (4, 6, 8, 10):
        m = mitchell(tables, even=EvenTables.RELAY)
        for ew in range(1, tables + 1):
            pair = Pair(ew, Side.EW)
            met = {rnd.meeting_of(pair).ns.number for rnd in m}
            played = [rnd.meeting_of(pair).board_set for rnd in m]
            assert met == set(range(1, tables + 1))
            assert sorted(played) == list(range(1, tables + 1))


def test_skip_each_ew_pair_misses_the_table_it_skips():
    m = mitchell(8, even=EvenTables.SKIP)
    pair = Pair(1, Side.EW)
    assert [rnd.meeting_of(pair).table for rnd in m] == [1, 2, 3, 4, 6, 7, 8]


def board_source(tables, table, relay):
    """Where the boards of ``table`` come from: the table above, or the relay stations."""
    if not relay:
        return table % tables + 1
    half = tables // 2
    return {half: "bye", tables - 1: 1, tables: 2}.get(table, table + 1)


@given(
    tables=st.integers(3, 24),
    even=st.sampled_from(list(EvenTables)),
    data=st.data(),
)
@settings(max_examples=120, deadline=None)
def test_shortened_mitchells_follow_the_rule(tables, even, data):
    skip = tables % 2 == 0 and even is EvenTables.SKIP
    relay = tables % 2 == 0 and even is EvenTables.RELAY
    rounds = data.draw(st.integers(1, tables - 1 if skip else tables))
    per_round = data.draw(st.integers(1, 4))
    m = mitchell(tables, rounds=rounds, boards_per_round=per_round, even=even)
    assert validate(m) == []
    assert len(m.rounds) == rounds
    assert m.is_complete == (rounds == tables and not skip)
    for before, after in zip(m.rounds, m.rounds[1:], strict=False):
        step = 2 if skip and after.number == tables // 2 + 1 else 1
        for t in range(1, tables + 1):
            # N-S stay; E-W go up one table (two at the skip).
            assert after.at_table(t).ns == before.at_table(t).ns
            moved = before.at_table(t).ew
            assert after.at_table((t - 1 + step) % tables + 1).ew == moved
            # Boards go down one table (through the bye stand in a relay).
            source = board_source(tables, t, relay)
            expected = before.bye_stand if source == "bye" else before.at_table(source).board_set
            assert after.at_table(t).board_set == expected
        if relay:
            assert after.bye_stand == before.at_table(tables // 2 + 1).board_set


def test_phantom_half_table():
    m = mitchell(5, phantom=Pair(5, Side.NS))
    assert m.players == tuple(p for p in m.pairs if p != Pair(5, Side.NS))
    out = [m.sits_out(rnd.at_table(5)) for rnd in m]
    assert out == [Pair(n, Side.EW) for n in (5, 4, 3, 2, 1)]
    assert validate(m) == []


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"tables": 2}, "2 tables: a Mitchell has 3 to 40 tables"),
        ({"tables": 1_000_000}, "1000000 tables: a Mitchell has 3 to 40 tables"),
        ({"tables": 5, "rounds": 6}, "6 rounds: this 5-table Mitchell has 1 to 5"),
        (
            {"tables": 6, "rounds": 6, "even": EvenTables.SKIP},
            "6 rounds: this 6-table Mitchell has 1 to 5",
        ),
        ({"tables": 5, "boards_per_round": 0}, "0 boards per round: use 1 or more"),
        ({"tables": 5, "arrow_switch": [6]}, "cannot arrow-switch round 6: use 1 to 5"),
        ({"tables": 5, "phantom": Pair(6, Side.NS)}, "'6NS' cannot be the phantom"),
        ({"tables": 5, "phantom": Pair(3)}, "'3' cannot be the phantom"),
    ],
)
def test_bad_parameters_raise(kwargs, message):
    tables = kwargs.pop("tables")
    with pytest.raises(InvalidMovementError, match=message):
        mitchell(tables, **kwargs)


def test_kind_and_pairs():
    m = mitchell(3)
    assert m.kind is MovementKind.MITCHELL
    assert [str(p) for p in m.pairs] == ["1NS", "2NS", "3NS", "1EW", "2EW", "3EW"]
