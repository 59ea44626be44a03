"""The PBN export of a team session: both rooms of every board, IMPs (Law 78B), VPs (WBF 2013).

The expected IMPs and VPs are worked out by hand in the comments, and checked
against the Law 78B scale and the WBF 2013 samples of the reference tables.
"""

from __future__ import annotations

from decimal import Decimal

from fastapi.testclient import TestClient

from atout.formats import pbn
from tests.club.conftest import post, session_plan, table_codes
from tests.duplicate.reference import tables

TABLES = tables()


def law_78b(difference: int) -> int:
    """The IMPs of a difference, read from the reference copy of the Law 78B scale."""
    for line in TABLES["imp_scale_law78b"]:
        if line["from"] <= abs(difference) <= line.get("to", 10**6):
            return int(line["imps"]) if difference >= 0 else -int(line["imps"])
    raise AssertionError(difference)


def wbf_sample(boards: int, imps: int) -> Decimal:
    """The winner's VPs of a published WBF 2013 sample."""
    for sample in TABLES["wbf_vp_2013_published_samples"]:
        if (sample["boards"], sample["imps"]) == (boards, imps):
            return Decimal(str(sample["winner_vp"])).quantize(Decimal("0.01"))
    raise AssertionError((boards, imps))


def _create(client: TestClient, teams: str, boards: int) -> int:
    data = {"title": "Interclubs", "teams": teams, "boards_per_round": str(boards), "seed": "3"}
    response = post(client, "/director/teams", data)
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    return session_id


def _enter(client: TestClient, code: str, where: tuple[int, int, int], result: str) -> None:
    """Enter and confirm ``result`` ("4HX W 6") at (round, table, board)."""
    round_, table, board = where
    contract, declarer, tricks = result.split()
    doubling = "X" if contract.endswith("X") else ""
    level, strain = contract[0], contract[1:].rstrip("X")
    place = {"table": str(table), "round": str(round_), "board": str(board)}
    form = {**place, "base_version": "0", "level": level, "strain": strain, "doubling": doubling}
    response = post(client, f"/t/{code}/results", form | {"declarer": declarer, "tricks": tricks})
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    response = post(client, f"/t/{code}/confirm", {**place, "base_version": "1"})
    assert response.status_code == 303  # type: ignore[attr-defined]


def _export(client: TestClient, session_id: int, provisional: bool = False) -> pbn.PbnFile:
    """The session's export: provisional while it runs, else once closed."""
    if provisional:
        response = client.get(f"/director/sessions/{session_id}/export.pbn?provisional=1")
    else:
        closed = {"status": "closed", "confirm": "yes"}
        post(client, f"/director/sessions/{session_id}/status", closed)
        response = client.get(f"/director/sessions/{session_id}/export.pbn")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/x-pbn")
    return pbn.loads(response.content, strict=True)


#: (board, open room, closed room, N-S scores, IMPs to the home team) of a 16-board match.
MATCH = (
    (1, "4S N 10", "2S N 9", (420, 140), 7),  # 280 → 7
    (2, "3NT S 9", "3NT S 9", (600, 600), 0),  # N-S vulnerable: 600 in both rooms
    (3, "4H E 10", "4H W 9", (-620, 100), -12),  # E-W vulnerable: −720 → −12
    (4, "6NT N 12", "3NT N 12", (1440, 690), 13),  # all vulnerable: 750 → 13
    (5, "2S N 8", "1NT N 7", (110, 90), 1),  # 20 → 1
    (6, "1NT S 8", "1NT S 7", (120, 90), 1),  # 30 → 1
    *((board, "3NT N 9", "3NT N 9", None, 0) for board in range(7, 17)),
)


def test_a_two_room_match_exports_rooms_imps_and_victory_points(client: TestClient) -> None:
    session_id = _create(client, "Lyon\nNice", 16)
    codes = table_codes(client, session_id)
    for board, open_room, _, scores, swing in MATCH:
        _enter(client, codes[1], (1, 1, board), open_room)
        if scores is not None:
            assert law_78b(scores[0] - scores[1]) == swing
    half = _export(client, session_id, provisional=True)
    assert half.header[-1].text == " PROVISIONAL: session running, 16 of 32 results"
    (open_only,) = half.games[0].score_table.rows  # type: ignore[union-attr]
    assert open_only == ("Open", "1", "1", "2", "4S", "N", "10", "420", None, None, None)
    assert half.games[0].table("MatchTable").rows == (  # type: ignore[union-attr]
        ("1", "1", "2", None, None, None, None, None),
    )
    for board, _, closed_room, _, _ in MATCH:
        _enter(client, codes[2], (1, 2, board), closed_room)

    exported = _export(client, session_id)
    assert exported.version == "2.1" and len(exported) == 16
    assert [g.board for g in exported.games] == list(range(1, 17))
    assert all(g.deal is not None and g.value("Scoring") == "IMP" for g in exported.games)
    board_4 = exported.games[3].score_table
    assert board_4 is not None and board_4.names == (
        "Room", "Table", "PairId_NS", "PairId_EW", "Contract", "Declarer", "Result",
        "Score_NS", "Score_EW", "IMP_NS", "IMP_EW",
    )  # fmt: skip
    # Open room: Lyon (1) N-S wins 13 IMPs; closed room: Nice (2) N-S, Lyon E-W.
    assert board_4.rows == (
        ("Open", "1", "1", "2", "6NT", "N", "12", "1440", None, "13", "-13"),
        ("Closed", "2", "2", "1", "3NT", "N", "12", "690", None, "-13", "13"),
    )
    board_3 = exported.games[2].score_table
    assert board_3 is not None
    assert [row[7:] for row in board_3.rows] == [
        (None, "620", "-12", "12"),
        ("100", None, "12", "-12"),
    ]
    home_imps = [
        int(g.score_table.get(0, "IMP_NS"))  # type: ignore[union-attr, arg-type]
        for g in exported.games
    ]
    assert home_imps == [swing for *_, swing in MATCH]
    # 7 + 0 − 12 + 13 + 1 + 1 = 10 IMPs over 16 boards: the WBF sample gives 12.80 – 7.20.
    winner = wbf_sample(16, 10)
    assert winner == Decimal("12.80")
    assert exported.games[0].table("MatchTable").rows == (  # type: ignore[union-attr]
        ("1", "1", "2", "16", "10", "-10", str(winner), str(20 - winner)),
    )
    total = exported.games[0].total_score_table
    assert total is not None
    assert total.names[:5] == ("Rank", "TeamId", "Matches", "TotalScoreIMP", "TotalScoreVP")
    assert total.rows == (
        ("1", "1", "1", "10", "12.80", "Lyon"),
        ("2", "2", "1", "-10", "7.20", "Nice"),
    )
    assert all(g.total_score_table is None for g in exported.games[1:])


def test_a_round_robin_exports_each_match_and_the_ranking(client: TestClient) -> None:
    session_id = _create(client, "A\nB\nC", 1)
    plan = session_plan(client, session_id)
    # Circle method, one board a match: B–C, then C–A, then A–B (the third team sits out).
    assert [(s.round, s.table, s.ns, s.ew, s.boards) for s in plan.sittings] == [  # type: ignore[attr-defined]
        (1, 1, 2, 3, (1,)),
        (1, 2, 3, 2, (1,)),
        (2, 1, 3, 1, (2,)),
        (2, 2, 1, 3, (2,)),
        (3, 1, 1, 2, (3,)),
        (3, 2, 2, 1, (3,)),
    ]
    codes = table_codes(client, session_id)
    # Board 1 (none vulnerable): +990 and −990: 1980 → 18 IMPs to B, beyond the
    # 1-board blitz (15·√1 = 15 IMPs): 20.00 – 0.00.
    _enter(client, codes[1], (1, 1, 1), "6NT N 12")
    _enter(client, codes[2], (1, 2, 1), "6NT E 12")
    # Board 2: the same contract in both rooms: 0 IMPs, 10.00 – 10.00.
    _enter(client, codes[1], (2, 1, 2), "3NT S 9")
    _enter(client, codes[2], (2, 2, 2), "3NT S 9")
    # Board 3 (E-W vulnerable): −1440 and +990: −2430 → 20 IMPs to B (away): 0.00 – 20.00.
    _enter(client, codes[1], (3, 1, 3), "6NT E 12")
    _enter(client, codes[2], (3, 2, 3), "6NT N 12")
    assert (law_78b(990 + 990), law_78b(-1440 - 990)) == (18, -20)

    exported = _export(client, session_id)
    assert [g.value("Round") for g in exported.games] == ["1", "2", "3"]
    assert [g.table("MatchTable").rows for g in exported.games] == [  # type: ignore[union-attr]
        (("1", "2", "3", "1", "18", "-18", "20.00", "0.00"),),
        (("1", "3", "1", "1", "0", "0", "10.00", "10.00"),),
        (("1", "1", "2", "1", "-20", "20", "0.00", "20.00"),),
    ]
    assert exported.games[2].score_table.rows == (  # type: ignore[union-attr]
        ("Open", "1", "1", "2", "6NT", "E", "12", None, "1440", "-20", "20"),
        ("Closed", "2", "2", "1", "6NT", "N", "12", "990", None, "20", "-20"),
    )
    # B: 20 + 20 VPs, 18 + 20 IMPs; A: 10 + 0, 0 − 20; C: 0 + 10, −18 + 0 (A and C share 2nd).
    assert exported.games[0].total_score_table.rows == (  # type: ignore[union-attr]
        ("1", "2", "2", "38", "40.00", "B"),
        ("2=", "1", "2", "-20", "10.00", "A"),
        ("2=", "3", "2", "-18", "10.00", "C"),
    )
