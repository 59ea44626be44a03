"""A late pair joins a full Mitchell (issue 26): a rover at a new table, at the service level.

8 pairs play the Mitchell of 4 tables with a relay and bye stand, 2 boards a round (4 sets:
set ``k`` is boards ``2k − 1`` and ``2k``). By its rule (RULES §6, the relay and bye stand
of :mod:`atout.duplicate.movements.mitchell`): N-S pair ``t`` stays at table ``t``, the E-W
pair at table ``t`` in round ``r`` is ``4 + ((t − r) mod 4) + 1``; boards go down one table,
through the bye stand between tables 2 and 3, table 4 sharing table 1's set. The sets:

    round 1: T1 1, T2 2, T3 4, T4 1      round 3: T1 3, T2 4, T3 2, T4 3
    round 2: T1 2, T2 3, T3 1, T4 2      round 4: T1 4, T2 1, T3 3, T4 4

A late pair comes after round 2: every seat is taken, so it is a rover (Bernard Magee,
*Rover*; the rover Mitchell of D. A. Sweet and Sam Gold, bridgecentral.com): pair 9 sits
N-S at a new table 5 and each round one table's E-W pair and boards come to it, that
table's N-S pair sitting out. The rover's first choice, table 2 in round 3 (set 4), leaves
no way for round 4 (table 1 and 4 hold set 4 again, table 3 pair 8 again), so: round 3
table 3 (E-W 5, set 2; N-S 3 sits out), round 4 table 1 (E-W 6, set 4; N-S 1 sits out).
Then pair 7 leaves after round 3 (David Stevenson, "What to do when a pair leaves early",
method 2): in round 4 it was at table 2 (``(2 − 4) mod 4 = 2``), whose N-S pair 2 sits out;
set 1 (boards 1 and 2) is played 3 times instead of 4 and Neuberg-factored (RULES §6).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from atout.bridge.seats import Side
from atout.duplicate.movements.changes import ChangeKind, PlanChange
from atout.duplicate.table_result import TableResult
from atout.services.club import plan_changes, scores
from atout.store.club import repo
from atout.store.club.records import ResultKey
from atout.store.database import Database
from tests.club.conftest import running_pairs_session

#: Boards 1 to 8's vulnerable sides (RULES §1).
VULNERABLE = {1: "", 2: "NS", 3: "EW", 4: "NSEW", 5: "NS", 6: "EW", 7: "NSEW", 8: ""}
#: The contracts the tables make, in turn: (text, level, strain, declarer, margin).
RESULTS = [
    ("3NT= N", 3, "NT", "N", 0),
    ("4S-1 N", 4, "S", "N", -1),
    ("2H+1 S", 2, "H", "S", 1),
    ("3NT+1 N", 3, "NT", "N", 1),
    ("1NT= E", 1, "NT", "E", 0),
    ("4H= W", 4, "H", "W", 0),
    ("4S= S", 4, "S", "S", 0),
]
SET_AT = {1: (1, 2, 4, 1), 2: (2, 3, 1, 2), 3: (3, 4, 2, 3), 4: (4, 1, 3, 4)}


def _ew(table: int, round_: int) -> int:
    return 4 + (table - round_) % 4 + 1


def _boards(board_set: int) -> tuple[int, int]:
    return 2 * board_set - 1, 2 * board_set


def _chosen(round_: int, table: int, board: int) -> tuple[str, int, str, str, int]:
    return RESULTS[(3 * round_ + 5 * table + board) % len(RESULTS)]


def _ns_score(board: int, level: int, strain: str, declarer: str, margin: int) -> int:
    """The N-S score of an undoubled contract (RULES §2, Law 77)."""
    side = "NS" if declarer in "NS" else "EW"
    vulnerable = side in VULNERABLE[board]
    if margin < 0:
        score = -margin * (100 if vulnerable else 50)
        return -score if side == "NS" else score
    per_trick = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}[strain]
    trick_points = per_trick * level + (10 if strain == "NT" else 0)
    bonus = (500 if vulnerable else 300) if trick_points >= 100 else 50
    score = trick_points + bonus + per_trick * margin
    return score if side == "NS" else -score


def _expected_plan() -> dict[tuple[int, int], tuple[int, int, tuple[int, int]]]:
    """(round, table) → (N-S, E-W, boards) after the late pair and the withdrawal."""
    plan = {
        (r, t): (t, _ew(t, r), _boards(SET_AT[r][t - 1])) for r in range(1, 5) for t in range(1, 5)
    }
    plan[3, 5] = (9, *plan.pop((3, 3))[1:])
    plan[4, 5] = (9, *plan.pop((4, 1))[1:])
    del plan[4, 2]  # pair 7's round 4: N-S 2 sits out
    return plan


def _independent(
    plan: dict[tuple[int, int], tuple[int, int, tuple[int, int]]],
) -> dict[int, Fraction]:
    """Each pair's percentage: 2 MP per N-S score beaten, 1 per tie, Neuberg's
    MP′ = (MP + 1)·E/A − 1 (E = 4, the most plays), the mean of its board percentages."""
    lines: dict[int, list[tuple[int, int, int]]] = {}
    for (round_, table), (ns, ew, boards) in plan.items():
        for board in boards:
            _, *made = _chosen(round_, table, board)
            lines.setdefault(board, []).append((ns, ew, _ns_score(board, *made)))  # type: ignore[arg-type]
    expected = max(len(found) for found in lines.values())
    top = 2 * (expected - 1)
    percents: dict[int, list[Fraction]] = {}
    for found in lines.values():
        actual = len(found)
        for ns, ew, score in found:
            beaten = sum(1 for _, _, s in found if s < score)
            tied = sum(1 for _, _, s in found if s == score) - 1
            ns_mp = Fraction(2 * beaten + tied)
            for pair, mp in ((ns, ns_mp), (ew, 2 * (actual - 1) - ns_mp)):
                factored = (mp + 1) * Fraction(expected, actual) - 1
                percents.setdefault(pair, []).append(factored / top * 100)
    return {pair: sum(found) / len(found) for pair, found in percents.items()}


@pytest.fixture
def session_id(database: Database) -> int:
    return running_pairs_session(database, 8)


def _play(database: Database, session_id: int, round_: int) -> None:
    with database.transaction(write=True) as session:
        for sitting in repo.get_session(session, session_id).plan.in_round(round_):
            for board in sitting.boards:
                key = ResultKey(round_, sitting.table, board)
                text = _chosen(round_, sitting.table, board)[0]
                repo.add_result(
                    session, session_id, key, TableResult.parse(text), author="t",
                    base_version=0, confirmed=True,
                )  # fmt: skip


def _change(database: Database, session_id: int, change: PlanChange) -> None:
    with database.transaction(write=True) as session:
        plan_changes.change_plan(session, session_id, change)


def test_a_late_pair_joins_a_full_mitchell_as_a_rover_at_a_new_table(
    database: Database, session_id: int
) -> None:
    for round_ in (1, 2):
        _play(database, session_id, round_)
    with database.transaction(write=False) as session:
        before = repo.current_results(session, session_id)
        assert len(repo.tables(session, session_id)) == 4
    _change(database, session_id, PlanChange(ChangeKind.JOIN, 2))
    _play(database, session_id, 3)
    _change(database, session_id, PlanChange(ChangeKind.WITHDRAW, 3, pair=7))
    _play(database, session_id, 4)
    with database.transaction(write=False) as session:
        record = repo.get_session(session, session_id)
        tables = repo.tables(session, session_id)
        keys = {r.key for r in before}
        kept = [r for r in repo.current_results(session, session_id) if r.key in keys]
        scored = scores.score(session, session_id)
        layout = plan_changes.layout_of(record)
    assert kept == before  # every result of rounds 1 and 2 as stored
    assert [t.number for t in tables] == [1, 2, 3, 4, 5]  # table 5 got a code
    assert [c.change for c in record.changes] == [
        PlanChange(ChangeKind.JOIN, 2, 9),
        PlanChange(ChangeKind.WITHDRAW, 3, 7),
    ]
    found = {(s.round, s.table): (s.ns, s.ew, s.boards) for s in record.plan.sittings}
    assert found == _expected_plan()
    assert [(s.round, s.table, s.pair) for s in layout.sit_outs] == [
        (3, 3, 3),
        (4, 1, 1),
        (4, 2, 2),
    ]
    assert scored.event.expected[1] == 4  # boards 1 and 2 factored to 4 results
    assert {s.pair: s.percent for s in scored.event.scores()} == _independent(_expected_plan())
    ns = [s.score.pair for s in scored.event.standings(Side.NS)]
    assert 9 in ns and len(ns) == 5  # the late pair ranked with the N-S pairs
