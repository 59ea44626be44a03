"""A Swiss pairs event through the services (issue 25): 8 pairs, 3 rounds of 3 boards, each
match one table, every table on the round's boards; the director's corrections enter
every result; after every round the ranking equals an independent computation here.

The independent computation follows the rules by hand, not through atout:
- matchpoints (RULES §6): 2 for each other N-S score beaten, 1 for each tie (4 tables: top
  6), E-W the top less N-S's; a match's 20 VPs shared in proportion to the two pairs'
  matchpoints, two decimals, half up; the tie-break margin ours − theirs in matchpoints;
- IMPs against the datum (RULES §6): the mean N-S score of the 4 tables without the top
  and the bottom one, rounded to the nearest 10 (half up); the WBF IMP table written out
  below;
- cross-IMPs (RULES §6): the average of each score's IMPs against the 3 others, the match
  total rounded to the whole IMP, half away from zero;
- IMP totals into VPs on ``int20-3``, from its definition (the EBU TeamsScorer bands 1, 2,
  3-4, 5-6, 7-8, 9-10, 11-13, 14-16, 17-19, 20+ IMPs for 11 to 20 VPs).
The ranking: VPs, then the margin, then the pair's number (its seeding).
The results are partscores, whose N-S scores do not depend on the vulnerability.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest
from fastapi.testclient import TestClient

from atout.duplicate.swiss_teams import SwissMethod, SwissOptions
from atout.duplicate.table_result import TableResult
from atout.services.club import swiss
from atout.services.club.results import correct_result
from atout.services.club.scores import score
from atout.services.club.sessions import set_status
from atout.services.directors import signed_in
from atout.store.club.records import ResultKey, SessionStatus
from atout.web.club.auth import LOGIN_COOKIE
from tests.club.conftest import post, table_codes

PAIRS, ROUNDS, PER_ROUND = 8, 3, 3
TABLES = PAIRS // 2

#: (the result, its N-S score by hand: trick points + 50 for a partscore).
PALETTE = [
    ("1NT= N", 90),
    ("2H= N", 110),
    ("2S+1 N", 140),
    ("3C= N", 110),
    ("1NT+1 N", 120),
    ("2H= E", -110),
    ("1NT= W", -90),
    ("2S+1 E", -140),
    ("3D= S", 110),
    ("2NT= S", 120),
]

#: The WBF IMP table: the smallest difference for 1, 2, … 24 IMPs.
IMP_STEPS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100]
IMP_STEPS += [1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000]
#: ``int20-3``: the smallest margin for 11, 12, … 20 VPs.
INT20_3 = [1, 2, 3, 5, 7, 9, 11, 14, 17, 20]


def _pick(round_: int, table: int, board: int) -> tuple[str, int]:
    return PALETTE[(round_ * 7 + table * 3 + board * 5) % len(PALETTE)]


def _imps(difference: int) -> int:
    won = sum(1 for step in IMP_STEPS if abs(difference) >= step)
    return won if difference >= 0 else -won


def _half_up(value: Fraction) -> int:
    """``value`` to the whole number, halves away from zero."""
    whole = int(abs(value) + Fraction(1, 2))
    return whole if value >= 0 else -whole


def _ns_points(method: str, scores: list[int]) -> list[Fraction]:
    """Each table's N-S points on a board, by hand."""
    if method == "mp":
        return [
            Fraction(sum(2 if s > o else 1 if s == o else 0 for o in scores) - 1)
            for s in scores  # the score ties itself once: − 1
        ]
    if method == "butler":
        middle = sorted(scores)[1:-1]
        datum = 10 * _half_up(Fraction(sum(middle), 10 * len(middle)))
        return [Fraction(_imps(s - datum)) for s in scores]
    return [
        Fraction(sum(_imps(s - o) for k, o in enumerate(scores) if k != t), len(scores) - 1)
        for t, s in enumerate(scores)
    ]


def _vp(method: str, ns: Fraction) -> tuple[Decimal, int]:
    """The N-S pair's VPs and margin for its match total ``ns``."""
    if method == "mp":
        tops = PER_ROUND * 2 * (TABLES - 1)
        share = Decimal(ns.numerator) * 20 / Decimal(ns.denominator) / tops
        return share.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), int(2 * ns - tops)
    margin = _half_up(ns)
    winner = 10 + sum(1 for t in INT20_3 if abs(margin) >= t)
    return Decimal(winner if margin >= 0 else 20 - winner), margin


def _expected(method: str, seated: list[tuple[tuple[int, int], ...]]) -> list[tuple[int, str]]:
    """The ranking after the rounds ``seated`` (each round's (N-S, E-W) by table), by hand."""
    vps = {p: Decimal(0) for p in range(1, PAIRS + 1)}
    margins = dict.fromkeys(vps, 0)
    for number, tables in enumerate(seated, 1):
        totals = [Fraction(0)] * TABLES
        for board in range(PER_ROUND * (number - 1) + 1, PER_ROUND * number + 1):
            scores = [_pick(number, t, board)[1] for t in range(1, TABLES + 1)]
            totals = [a + b for a, b in zip(totals, _ns_points(method, scores), strict=True)]
        for (ns, ew), total in zip(tables, totals, strict=True):
            vp, margin = _vp(method, total)
            vps[ns] += vp
            vps[ew] += 20 - vp
            margins[ns] += margin
            margins[ew] -= margin
    order = sorted(vps, key=lambda p: (-vps[p], -margins[p], p))
    return [(p, str(vps[p])) for p in order]


@pytest.mark.parametrize(
    ("method", "scale"), [("mp", "wbf2013"), ("butler", "int20-3"), ("cross", "int20-3")]
)
def test_a_swiss_pairs_ranked_after_every_round(
    client: TestClient, method: str, scale: str
) -> None:
    database = client.app.state.database  # type: ignore[attr-defined]
    options = SwissOptions(ROUNDS, PER_ROUND, scale, method=SwissMethod(method))
    names = tuple(f"Paire {k}" for k in range(1, PAIRS + 1))
    with database.transaction(write=True) as session:
        director = signed_in(session, client.cookies[LOGIN_COOKIE])
        assert director is not None
        asked = swiss.NewSwissSession("Suisse par paires", names, options)
        record = swiss.create_swiss_session(session, director, asked)
        set_status(session, record.id, SessionStatus.RUNNING)
    assert record.options.movement == "Swiss, 8 pairs" and len(record.plan.sittings) == TABLES
    seated: list[tuple[tuple[int, int], ...]] = []
    met: set[frozenset[int]] = set()
    for number in range(1, ROUNDS + 1):
        with database.transaction(write=True) as session:
            state = swiss.swiss_state(session, score(session, record.id))
            assert state is not None and state.complete == number - 1
            tables = state.rounds[number - 1].tables
            assert state.rounds[number - 1].bye is None and len(tables) == TABLES
            assert not met & {frozenset(t) for t in tables}  # no pair meets another twice
            met |= {frozenset(t) for t in tables}
            boards = range(PER_ROUND * (number - 1) + 1, PER_ROUND * number + 1)
            for table in range(1, TABLES + 1):
                for board in boards:
                    key = ResultKey(number, table, board)
                    result = TableResult.parse(_pick(number, table, board)[0])
                    correct_result(session, record.id, key, result, director, base_version=0)
        seated.append(tables)
        with database.transaction(write=False) as session:
            state = swiss.swiss_state(session, score(session, record.id))
        assert state is not None and state.complete == number
        shown = [(line.team, str(line.points)) for line in state.rankings[number - 1]]
        assert shown == _expected(method, seated), f"after round {number}"
        assert len(state.rounds) == min(ROUNDS, number + 1)  # the next round seated at once


def _enter(client: TestClient, code: str, round_: int, table: int, board: int, tricks: int) -> None:
    where = {"table": str(table), "round": str(round_), "board": str(board)}
    form = {**where, "base_version": "0", "level": "3", "strain": "NT", "doubling": ""}
    response = post(client, f"/t/{code}/results", form | {"declarer": "S", "tricks": str(tricks)})
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    response = post(client, f"/t/{code}/confirm", {**where, "base_version": "1"})
    assert response.status_code == 303  # type: ignore[attr-defined]


def test_a_swiss_pairs_from_the_pairs_form_and_the_phones(client: TestClient) -> None:
    data = {"title": "Suisse par paires", "pairs": "8", "suggestion": "0", "swiss": "on"}
    data |= {"swiss_rounds": "3", "boards_per_round": "2", "swiss_method": "butler"}
    response = post(client, "/director/sessions", data)
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    codes = table_codes(client, session_id)
    assert len(codes) == TABLES  # one table a match
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    assert page["method"] == "butler" and [r["number"] for r in page["rounds"]] == [1]
    (first,) = page["rounds"]
    assert [(t["open_table"], t["home"], t["away"]) for t in first["tables"]] == [
        (1, "1", "2"),
        (2, "3", "4"),
        (3, "5", "6"),
        (4, "7", "8"),
    ]
    html = client.get(f"/s/{session_id}/swiss").text
    assert "Suisse par paires" in html and "Tour 1" in html
    for table in range(1, TABLES + 1):  # 3NT by S: 9, 10, 11 or 8 tricks a table
        for board in (1, 2):
            _enter(client, codes[table], 1, table, board, (8, 9, 10, 11)[table - 1])
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    assert [r["number"] for r in page["rounds"]] == [1, 2]
    (ranking,) = page["rankings"]
    # 3NT-1 at table 1 (the datum 3NT=, +1: −10 and −12 IMPs) puts pair 2 (E-W) first and
    # pair 1 (N-S) last
    assert ranking["lines"][0]["team"] == "2" and ranking["lines"][-1]["team"] == "1"
    guide = client.get(f"/t/{codes[1]}?round=1").text
    assert 'id="swiss-next"' in guide and "Passer au tour 2" in guide
    second = page["rounds"][1]["tables"]
    (two,) = [t for t in second if "2" in (t["home"], t["away"])]
    assert f"table {two['open_table']}" in guide
    director = client.get(f"/director/sessions/{session_id}/swiss").text
    assert "Paire" in director


def test_the_director_repairs_adds_and_withdraws_pairs(client: TestClient) -> None:
    data = {"title": "Suisse", "pairs": "7", "suggestion": "0", "swiss": "on"}
    response = post(client, "/director/sessions", data | {"swiss_rounds": "3"})
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    assert page["method"] == "mp" and page["boards_per_round"] == 3
    assert page["warnings"] == []  # the FFB's bounds are a Swiss teams'
    assert page["rounds"][0]["bye"] == "7" and len(table_codes(client, session_id)) == 3
    director = f"/director/sessions/{session_id}/swiss"
    response = post(client, f"{director}/teams", {"name": "Dupont – Durand"})
    assert response.status_code == 303  # type: ignore[attr-defined]
    assert len(table_codes(client, session_id)) == 4  # one more table, not two
    post(client, f"{director}/repair", {"round": "1"})
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    (first,) = page["rounds"]
    # a pair is shown by its number (a pairs session's names are its players')
    assert first["bye"] == "" and (first["tables"][3]["home"], first["tables"][3]["away"]) == (
        "7",
        "8",
    )
    response = post(client, f"{director}/withdraw", {"team": "8"})
    assert response.status_code == 303  # type: ignore[attr-defined]
    page = client.get(f"/s/{session_id}/swiss?format=json").json()
    assert page["rounds"][0]["bye"] == "7" and len(page["rounds"][0]["tables"]) == 3
    refused = post(client, "/director/sessions", data | {"swiss_rounds": "3", "scale": "patton"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
