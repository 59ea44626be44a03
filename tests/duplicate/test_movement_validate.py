"""The validator rejects broken movements, naming every problem (RULES §6)."""

from __future__ import annotations

from dataclasses import replace

from atout.bridge.seats import Side
from atout.duplicate.movements import (
    EvenTables,
    Meeting,
    Movement,
    MovementKind,
    Pair,
    Round,
    is_valid,
    mitchell,
    validate,
)


def howell_like(rounds, *, tables=2, sets=3, per_round=2, shared=frozenset(), phantom=None):
    """A Howell built by hand: ``rounds`` lists (table, ns, ew, set) per round."""
    return Movement(
        kind=MovementKind.HOWELL,
        tables=tables,
        boards_per_round=per_round,
        board_sets=sets,
        rounds=tuple(
            Round(n, tuple(Meeting(t, Pair(a), Pair(b), s) for t, a, b, s in meetings))
            for n, meetings in enumerate(rounds, start=1)
        ),
        shared=frozenset(shared),
        phantom=phantom,
    )


def with_meeting(movement, round_number, table, **changes):
    """``movement`` with one meeting changed."""
    rounds = list(movement.rounds)
    rnd = rounds[round_number - 1]
    meetings = tuple(replace(m, **changes) if m.table == table else m for m in rnd.meetings)
    rounds[round_number - 1] = replace(rnd, meetings=meetings)
    return replace(movement, rounds=tuple(rounds))


def test_a_pair_sitting_twice_in_a_round():
    m = howell_like([[(1, 1, 2, 1), (2, 1, 3, 2)]])
    assert validate(m) == ["round 1: pair 1 sits at tables 1 and 2"]
    assert not is_valid(m)


def test_a_pair_meeting_itself():
    m = howell_like([[(1, 1, 1, 1), (2, 2, 3, 2)]])
    assert validate(m) == ["round 1, table 1: pair 1 meets itself"]


def test_a_board_set_played_twice_and_unequal_play():
    m = with_meeting(mitchell(5), 2, 1, board_set=1)
    assert validate(m) == [
        "pair 1NS plays board set 1 (boards 1-3) in rounds 1 and 2",
        "pair 5EW plays board set 1 (boards 1-3) in rounds 2 and 4",
        "round 2: board set 1 (boards 1-3) is at tables 1 and 5 but is not declared shared",
        "board set 1 (boards 1-3) is played 6 times, not 5 like the others",
        "board set 2 (boards 4-6) is played 4 times, not 5 like the others",
    ]


def test_shared_sets_must_be_declared():
    classic = [
        [(1, 4, 1, 1), (2, 2, 3, 1)],
        [(1, 2, 4, 2), (2, 3, 1, 2)],
        [(1, 4, 3, 3), (2, 1, 2, 3)],
    ]
    assert validate(howell_like(classic, shared={(1, 1), (2, 2), (3, 3)})) == []
    assert validate(howell_like(classic, shared={(1, 1), (3, 3)})) == [
        "round 2: board set 2 (boards 3-4) is at tables 1 and 2 but is not declared shared"
    ]


def test_complete_howell_must_bring_every_two_pairs_together_once():
    rounds = [
        [(1, 4, 1, 1), (2, 2, 3, 1)],
        [(1, 2, 4, 2), (2, 3, 1, 2)],
        [(1, 4, 2, 3), (2, 1, 3, 3)],
    ]
    m = howell_like(rounds, shared={(1, 1), (2, 2), (3, 3)})
    assert validate(m) == [
        "pairs 1 and 3 meet 2 times (rounds 2 and 3)",
        "pairs 2 and 4 meet 2 times (rounds 2 and 3)",
        "pairs 1 and 2 never meet",
        "pairs 3 and 4 never meet",
    ]


def test_a_mitchell_pair_meeting_its_own_line():
    m = with_meeting(mitchell(3), 1, 1, ew=Pair(2, Side.NS))
    problems = validate(m)
    assert "round 1, table 1: pairs 1NS and 2NS are both of the N-S line" in problems
    assert "round 1: pair 2NS sits at tables 1 and 2" in problems
    assert "pairs 1NS and 1EW never meet" in problems


def test_arrow_switch_declared_but_not_done_and_done_but_not_declared():
    straight = mitchell(3)
    assert validate(replace(straight, arrow_switch=frozenset({3}))) == [
        f"round 3, table {t}: pair {t}NS sits N-S and round 3 is arrow-switched" for t in (1, 2, 3)
    ]
    switched = mitchell(3, arrow_switch=[3])
    assert validate(replace(switched, arrow_switch=frozenset())) == [
        f"round 3, table {t}: pair {e}EW sits N-S and round 3 is not arrow-switched"
        for t, e in ((1, 2), (2, 3), (3, 1))
    ]


def test_pairs_outside_the_movement():
    m = with_meeting(mitchell(3), 1, 1, ew=Pair(4, Side.EW))
    assert "round 1, table 1: pair 4EW is not a pair of this Mitchell (1NS to 3EW)" in validate(m)
    plain = with_meeting(mitchell(3), 1, 2, ns=Pair(2))
    assert "round 1, table 2: pair 2 is not a pair of this Mitchell (1NS to 3EW)" in validate(plain)
    howell_pair = howell_like([[(1, 1, 5, 1), (2, 2, 3, 2)]])
    assert validate(howell_pair) == ["pair 5 is not a pair of this Howell (1 to 4)"]


def test_shape_problems():
    m = howell_like([[(1, 1, 2, 1), (3, 3, 4, 4)]], phantom=Pair(6), shared={(3, 1)})
    m = replace(m, rounds=(replace(m.rounds[0], number=2),))
    assert validate(m) == [
        "round 1 is numbered 2",
        "round 2, table 3: there is no such table (1 to 2)",
        "round 2, table 3: there is no board set 4 (1 to 3)",
        "board set 1 is declared shared in round 3, which does not exist",
        "the phantom 6 has no place in the movement",
    ]


def test_a_table_listed_twice_and_bad_arrow_switch_round():
    m = howell_like([[(1, 1, 2, 1), (1, 3, 4, 2)]])
    assert validate(m) == ["round 1, table 1: the table is listed twice"]
    assert validate(replace(mitchell(3), arrow_switch=frozenset({4}))) == [
        "round 4 is declared arrow-switched but does not exist"
    ]


def test_the_bye_stand_set_is_not_played():
    relay = mitchell(4, even=EvenTables.RELAY)
    broken = replace(relay, rounds=(replace(relay.rounds[0], bye_stand=2), *relay.rounds[1:]))
    assert validate(broken) == [
        "round 1: board set 2 (boards 4-6) is on the bye stand and at table 2"
    ]
    bad = replace(relay, rounds=(replace(relay.rounds[0], bye_stand=9), *relay.rounds[1:]))
    assert validate(bad) == ["round 1: no board set 9 for the bye stand"]


def test_every_problem_is_reported_at_once():
    m = howell_like([[(1, 1, 1, 1), (2, 1, 2, 1)], [(1, 1, 2, 1), (2, 3, 4, 2)]])
    assert validate(m) == [
        "round 1, table 1: pair 1 meets itself",
        "round 1: pair 1 sits at tables 1 and 2",
        "pair 1 plays board set 1 (boards 1-2) in rounds 1, 1 and 2",
        "pair 2 plays board set 1 (boards 1-2) in rounds 1 and 2",
        "round 1: board set 1 (boards 1-2) is at tables 1 and 2 but is not declared shared",
        "pairs 1 and 2 meet 2 times (rounds 1 and 2)",
    ]


def test_each_problem_has_a_code_and_typed_values():
    m = with_meeting(mitchell(5), 2, 1, board_set=1)
    problem = validate(m)[0]
    assert problem.code == "movement.plays-twice"
    assert problem.values["pair"].values == {"number": 1, "line": Side.NS}
    assert problem.values["board_set"].values == {"board_set": 1, "boards": "1-3"}
    assert [p.code for p in validate(howell_like([[(1, 1, 2, 1), (2, 1, 3, 2)]]))] == [
        "movement.sits-twice"
    ]


def test_the_problems_in_french():
    from atout.i18n import translate

    seated_twice = howell_like([[(1, 1, 2, 1), (2, 1, 3, 2)]])
    assert [translate(p, "fr") for p in validate(seated_twice)] == [
        "tour 1\u00a0: la paire 1 est assise aux tables 1 et 2"
    ]
    replayed = with_meeting(mitchell(5), 2, 1, board_set=1)
    assert [translate(p, "fr") for p in validate(replayed)] == [
        "la paire 1 N-S joue le lot d’étuis 1 (étuis 1-3) aux tours 1 et 2",
        "la paire 5 E-O joue le lot d’étuis 1 (étuis 1-3) aux tours 2 et 4",
        "tour 2\u00a0: le lot d’étuis 1 (étuis 1-3) est aux tables 1 et 5 mais n’est pas déclaré"
        " partagé",
        "le lot d’étuis 1 (étuis 1-3) est joué 6 fois, et non 5 comme les autres",
        "le lot d’étuis 2 (étuis 4-6) est joué 4 fois, et non 5 comme les autres",
    ]
    straight = mitchell(3)
    switched = replace(straight, arrow_switch=frozenset({3}))
    assert translate(validate(switched)[0], "fr") == (
        "tour 3, table 1\u00a0: la paire 1 N-S est assise en N-S alors que le tour 3 est à"
        " flèche inversée"
    )
    lost = with_meeting(mitchell(3), 1, 1, ew=Pair(4, Side.EW))
    assert (
        "tour 1, table 1\u00a0: la paire 4 E-O n’est pas une paire de ce Mitchell (1 N-S à 3 E-O)"
        in [translate(p, "fr") for p in validate(lost)]
    )
