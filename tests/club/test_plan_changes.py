"""The director's changes to a running pairs session, at the service level (issue 26).

9 pairs play a Mitchell of 5 tables, 2 boards a round (``suggest(9)``'s Mitchell): the
N-S pair of table 5, pair 5, is the phantom. By the Mitchell's rule (RULES §6: N-S stay,
E-W move up one table, boards down one) table ``t`` in round ``r`` holds N-S pair ``t``,
E-W pair ``5 + ((t - r) mod 5) + 1`` and board set ``((t + r - 2) mod 5) + 1``.

Rule followed for a withdrawn pair (David Stevenson, "What to do when a pair leaves
early", blakjak.org/early.htm, method 2; EBU White Book 2019 §2.4.5 for a withdrawal
after half the session): the scores it obtained stand, for it and its opponents; the
boards it would have played are not played (its opponents sit out) and those boards,
played fewer times, are factored by the short-board rule (Neuberg by default, RULES §6).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest

from atout.duplicate.matchpoints import ShortBoards
from atout.duplicate.movements.changes import ChangeKind, PlanChange
from atout.duplicate.movements.suggest import suggest
from atout.duplicate.table_result import TableResult
from atout.errors import InvalidMovementError, InvalidTransitionError, UsageError
from atout.services.club import plan_changes, scores, sessions
from atout.store.club import repo
from atout.store.club.records import ResultKey, SessionStatus
from atout.store.database import Database
from tests.club.conftest import running_pairs_session


def _mitchell(table: int, round_: int) -> tuple[int, int, tuple[int, int]]:
    """(N-S, E-W, boards) at ``table`` in ``round_`` by the rule written above."""
    board_set = (table + round_ - 2) % 5 + 1
    return table, 5 + (table - round_) % 5 + 1, (2 * board_set - 1, 2 * board_set)


@pytest.fixture
def session_id(database: Database) -> int:
    return running_pairs_session(database, 9)


def _play(database: Database, session_id: int, rounds: range) -> None:
    """Every table of ``rounds`` enters 3NT= by North, confirmed."""
    with database.transaction(write=True) as session:
        plan = repo.get_session(session, session_id).plan
        for sitting in plan.sittings:
            if sitting.round in rounds:
                for board in sitting.boards:
                    key = ResultKey(sitting.round, sitting.table, board)
                    result = TableResult.parse("3NT= N")
                    repo.add_result(
                        session, session_id, key, result, author="t", base_version=0,
                        confirmed=True,
                    )  # fmt: skip


def _change(database: Database, session_id: int, change: PlanChange) -> None:
    with database.transaction(write=True) as session:
        plan_changes.change_plan(session, session_id, change)


def test_a_late_pair_takes_the_phantoms_seat_after_round_2(
    database: Database, session_id: int
) -> None:
    _play(database, session_id, range(1, 3))
    with database.transaction(write=False) as session:
        before = repo.current_results(session, session_id)
    _change(database, session_id, PlanChange(ChangeKind.JOIN, 2))
    with database.transaction(write=False) as session:
        record = repo.get_session(session, session_id)
        tables = repo.tables(session, session_id)
        assert repo.current_results(session, session_id) == before  # every result kept
    plan = record.plan
    # Rounds 1 and 2 as they were: table 5 empty (pair 5 is the phantom).
    for round_ in (1, 2):
        assert [(s.table, s.ns, s.ew, s.boards) for s in plan.in_round(round_)] == [
            (t, *_mitchell(t, round_)) for t in range(1, 5)
        ]
    # Rounds 3 to 5: the late pair, number 5, sits N-S at table 5; every table plays.
    for round_ in (3, 4, 5):
        assert [(s.table, s.ns, s.ew, s.boards) for s in plan.in_round(round_)] == [
            (t, *_mitchell(t, round_)) for t in range(1, 6)
        ]
    assert [t.number for t in tables] == [1, 2, 3, 4, 5]  # table 5 got a code
    # The history names the seat taken: the phantom's, pair 5.
    changed = [(c.position, c.change) for c in record.changes]
    assert changed == [(1, PlanChange(ChangeKind.JOIN, 2, 5))]
    # Boards table 5 held in rounds 1 and 2 (sets 5 and 1: boards 9, 10, 1, 2) are
    # played 4 times; the others 5 times.
    plays = Counter(b for s in plan.sittings for b in s.boards)
    assert plays == {1: 4, 2: 4, 9: 4, 10: 4} | {b: 5 for b in range(3, 9)}


def test_a_withdrawn_pair_keeps_its_results_and_its_opponents_sit_out(
    database: Database, session_id: int
) -> None:
    _play(database, session_id, range(1, 3))
    _change(database, session_id, PlanChange(ChangeKind.JOIN, 2))
    _play(database, session_id, range(3, 5))
    _change(database, session_id, PlanChange(ChangeKind.WITHDRAW, 4, pair=7))
    with database.transaction(write=False) as session:
        record = repo.get_session(session, session_id)
        scored = scores.score(session, session_id)
    # Pair 7 (E-W 2) meets N-S 1 at table 1 in round 5 (7 = 5 + (1 - 5) mod 5 + 1):
    # that sitting is gone; pair 1 sits out; the rest of round 5 stands.
    assert [(s.table, s.ns, s.ew) for s in record.plan.in_round(5)] == [
        (t, n, e) for t in range(2, 6) for n, e, _ in [_mitchell(t, 5)]
    ]
    layout = plan_changes.layout_of(record)
    assert [(s.round, s.table, s.pair, s.absent) for s in layout.sit_outs] == [
        (1, 5, 10, 5),
        (2, 5, 9, 5),
        (5, 1, 1, 7),
    ]
    # Pair 7's 8 boards of rounds 1 to 4 stand, in its total and on the travellers.
    assert scored.event.tallies[7].score().boards == 8
    # Board 9, at table 1 in round 5 (set 5), is now played 3 times (table 5 was empty in
    # round 1): expected 5, factored by Neuberg.
    assert scored.event.expected[9] == 5
    assert record.options.short_boards is ShortBoards.FULL_TOP


def test_rounds_already_played_are_never_changed(database: Database, session_id: int) -> None:
    _play(database, session_id, range(1, 4))
    with pytest.raises(UsageError) as refused:
        _change(database, session_id, PlanChange(ChangeKind.JOIN, 2))
    assert refused.value.code == "plan-change.round-played"
    with pytest.raises(InvalidMovementError) as refused_pair:
        _change(database, session_id, PlanChange(ChangeKind.WITHDRAW, 3, pair=42))
    assert refused_pair.value.code == "plan-change.not-playing"


def test_a_switch_is_checked_against_the_rounds_played(database: Database, session_id: int) -> None:
    _play(database, session_id, range(1, 3))
    # The 9-pair Howell's phantom is its pair 10, here E-W pair 5, who plays: no seat.
    howell = suggest(9)[0].build()
    with pytest.raises(InvalidMovementError) as refused:
        _change(database, session_id, PlanChange(ChangeKind.SWITCH, 2, movement=howell))
    assert refused.value.code == "plan-change.unseated"
    # The 10-pair Howell of 3 boards a round would give pair 3 board 7 again.
    howell = suggest(10)[0].build()
    with pytest.raises(InvalidMovementError) as refused:
        _change(database, session_id, PlanChange(ChangeKind.SWITCH, 2, movement=howell))
    assert refused.value.code == "plan-change.board-twice"
    assert "pair 3 would play board 7 twice" in str(refused.value)
    with database.transaction(write=False) as session:
        assert repo.get_session(session, session_id).changes == ()
    # The full Mitchell (10 pairs, no phantom) after round 2 is taken; pair 5's seat stays
    # empty (the pair absent before a switch stays absent until a late pair joins).
    full = replace(suggest(10)[1], boards_per_round=2).build()
    _change(database, session_id, PlanChange(ChangeKind.SWITCH, 2, movement=full))
    with database.transaction(write=False) as session:
        plan = repo.get_session(session, session_id).plan
    assert [(s.table, s.ns, s.ew, s.boards) for s in plan.in_round(3)] == [
        (t, *_mitchell(t, 3)) for t in range(1, 5)
    ]


def test_changes_only_while_the_session_runs(database: Database, session_id: int) -> None:
    with database.transaction(write=True) as session:
        sessions.set_status(session, session_id, SessionStatus.CLOSED)
    with pytest.raises(InvalidTransitionError) as refused:
        _change(database, session_id, PlanChange(ChangeKind.JOIN, 0))
    assert refused.value.code == "plan-change.not-running"


def test_the_short_board_rule_is_the_sessions_setting(database: Database, session_id: int) -> None:
    """Board 9 (set 5) is played at table 4 in round 2, table 3 in round 3 and table 2 in
    round 4 only: table 5 was empty in round 1 and pair 7 left before round 5 at table 1.
    N-S scores there: 4♠+1 = 450, 4♠= 420, 4♠−1 = −50 (board 9: N-S not vulnerable, RULES
    §2), so 4, 2 and 0 matchpoints among 3 results. The field is 5 results.

    - ``full-top`` (the default): Neuberg, MP′ = (MP + 1)·5/3 − 1: 22/3, 4 and 2/3, top 8;
    - ``own-top``: 4, 2 and 0 on a top of 4.
    """
    given = {(2, 4): "4S+1 N", (3, 3): "4S= N", (4, 2): "4S-1 N"}
    _play(database, session_id, range(1, 3))
    _change(database, session_id, PlanChange(ChangeKind.JOIN, 2))
    _play(database, session_id, range(3, 5))
    _change(database, session_id, PlanChange(ChangeKind.WITHDRAW, 4, pair=7))
    with database.transaction(write=True) as session:
        for (round_, table), text in given.items():
            key = ResultKey(round_, table, 9)
            stored = repo.RESULTS.current(session, session_id, key)
            assert stored is not None
            repo.add_result(
                session, session_id, key, TableResult.parse(text), author="director",
                base_version=stored.version, confirmed=True,
            )  # fmt: skip

    def board_nine() -> list[tuple[Fraction, Fraction]]:
        with database.transaction(write=False) as session:
            scored = scores.score(session, session_id).event.board(9)
        return sorted(((line.ns_mp, line.top) for line in scored.lines), reverse=True)

    assert board_nine() == [
        (Fraction(22, 3), Fraction(8)),
        (Fraction(4), Fraction(8)),
        (Fraction(2, 3), Fraction(8)),
    ]
    with database.transaction(write=True) as session:
        plan_changes.set_short_boards(session, session_id, ShortBoards.OWN_TOP)
    assert board_nine() == [
        (Fraction(4), Fraction(4)),
        (Fraction(2), Fraction(4)),
        (Fraction(0), Fraction(4)),
    ]
