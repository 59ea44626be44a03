"""A barometer in the room (issue 25): 5 tables, 4 rounds of 3 boards, results entered from
the tables' phones; after each round the room's ranking JSON (the projector's) shows that
round's ranking and the total, equal to an independent computation here; a round not
finished at every table stays hidden.

The independent computation follows RULES §6 by hand, not through atout: on a board each
N-S score earns 2 per N-S score it beats and 1 per tie (5 tables: top 8), E-W get
8 − N-S; a pair's percentage is its matchpoints over its tops (8 a board); ties share
the place ("3="). The results are made partscores, whose N-S scores (Law 77, RULES §2)
do not depend on the vulnerability and are written here by hand.
"""

from __future__ import annotations

import json
import re
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

from click.testing import CliRunner, Result
from fastapi.testclient import TestClient

from atout.cli import main
from atout.duplicate.movements.model import MovementKind
from atout.duplicate.movements.suggest import Suggestion
from atout.services.club.sessions import NewPairsSession, create_pairs_session, set_status
from atout.services.directors import signed_in
from atout.store.club.records import SessionStatus
from atout.web.club.auth import LOGIN_COOKIE
from tests.club.conftest import post, session_plan, table_codes

TABLES, ROUNDS, PER_ROUND = 5, 4, 3

#: (level, strain, declarer, result said, the N-S score by hand: trick points + 50 partscore).
PALETTE = [
    ("1", "NT", "N", "=", 90),  # 40 + 50
    ("2", "H", "N", "=", 110),  # 60 + 50
    ("2", "S", "N", "+1", 140),  # 60 + 30 + 50
    ("3", "C", "N", "=", 110),  # 60 + 50
    ("1", "NT", "N", "+1", 120),  # 40 + 30 + 50
    ("2", "H", "E", "=", -110),  # E-W: 60 + 50
    ("1", "NT", "W", "=", -90),  # E-W: 40 + 50
    ("2", "S", "E", "+1", -140),  # E-W: 60 + 30 + 50
    ("3", "D", "S", "=", 110),  # 60 + 50
    ("2", "NT", "S", "=", 120),  # 40 + 30 + 50
]


def _pick(round_: int, table: int, board: int) -> tuple[str, str, str, str, int]:
    return PALETTE[(round_ * 7 + table * 3 + board * 5) % len(PALETTE)]


def _create(client: TestClient) -> int:
    """A barometer of 5 tables × 4 rounds of 3 boards (10 pairs), started."""
    database = client.app.state.database  # type: ignore[attr-defined]
    asked = NewPairsSession(
        "Baromètre",
        2 * TABLES,
        Suggestion(MovementKind.HOWELL, TABLES, ROUNDS, PER_ROUND, barometer=True),
    )
    with database.transaction(write=True) as session:
        director = signed_in(session, client.cookies[LOGIN_COOKIE])
        assert director is not None
        record = create_pairs_session(session, director, asked)
        set_status(session, record.id, SessionStatus.RUNNING)
    return record.id


def _enter(client: TestClient, code: str, round_: int, table: int, board: int) -> None:
    level, strain, declarer, said, _ = _pick(round_, table, board)
    where = {"table": str(table), "round": str(round_), "board": str(board)}
    typed = {"level": level, "strain": strain, "doubling": "", "declarer": declarer}
    response = post(
        client, f"/t/{code}/results", {**where, "base_version": "0", **typed, "result": said}
    )
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    response = post(client, f"/t/{code}/confirm", {**where, "base_version": "1"})
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]


def _hundredths(value: Fraction) -> str:
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return str(exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def _expected(plan: object, rounds: range) -> list[list[object]]:
    """The ranking of ``rounds`` by hand: [place, pair, matchpoints, percent] best first."""
    points: dict[int, int] = {}
    tops: dict[int, int] = {}
    for sitting_round in rounds:
        sittings = [s for s in plan.sittings if s.round == sitting_round]  # type: ignore[attr-defined]
        for board in sittings[0].boards:
            scores = {s.table: _pick(sitting_round, s.table, board)[4] for s in sittings}
            for s in sittings:
                mine = scores[s.table]
                ns = sum(2 for o in scores.values() if mine > o) + sum(
                    1 for t, o in scores.items() if t != s.table and o == mine
                )
                for pair, got in ((s.ns, ns), (s.ew, 2 * (TABLES - 1) - ns)):
                    points[pair] = points.get(pair, 0) + got
                    tops[pair] = tops.get(pair, 0) + 2 * (TABLES - 1)
    percent = {p: Fraction(100 * points[p], tops[p]) for p in points}
    order = sorted(points, key=lambda p: (-percent[p], p))
    lines = []
    for pair in order:
        better = sum(1 for o in points if percent[o] > percent[pair])
        shared = sum(1 for o in points if percent[o] == percent[pair]) > 1
        place = f"{better + 1}{'=' if shared else ''}"
        lines.append([place, pair, _hundredths(Fraction(points[pair])), _hundredths(percent[pair])])
    return lines


def _shown(fields: list[list[object]]) -> list[list[object]]:
    ((field, lines),) = fields
    assert field == ""  # a Howell-style barometer: one field
    return [[x["place"], x["pair"], x["matchpoints"], x["percent"]] for x in lines]  # type: ignore[index]


def test_a_barometer_ranked_after_each_round(client: TestClient, tmp_path: Path) -> None:
    session_id = _create(client)
    plan = session_plan(client, session_id)
    codes = table_codes(client, session_id)
    assert plan.rounds == ROUNDS and plan.tables == TABLES  # type: ignore[attr-defined]
    # Every table plays the same boards in a round: 1-3, then 4-6, 7-9, 10-12.
    for number in range(1, ROUNDS + 1):
        boards = {s.boards for s in plan.sittings if s.round == number}  # type: ignore[attr-defined]
        assert boards == {tuple(range(3 * number - 2, 3 * number + 1))}
    page = client.get(f"/s/{session_id}?format=json").json()
    assert page["barometer"] == {"after": 0, "rounds": ROUNDS, "round_fields": [["", []]]}
    for number in range(1, ROUNDS + 1):
        sittings = [s for s in plan.sittings if s.round == number]  # type: ignore[attr-defined]
        for s in sittings[:-1]:  # every table but the last: the round stays hidden
            for board in s.boards:
                _enter(client, codes[s.table], number, s.table, board)
        page = client.get(f"/s/{session_id}?format=json").json()
        assert page["barometer"]["after"] == number - 1
        if number > 1:
            assert _shown(page["fields"]) == _expected(plan, range(1, number))
        last = sittings[-1]
        for board in last.boards:
            _enter(client, codes[last.table], number, last.table, board)
        page = client.get(f"/s/{session_id}?format=json").json()
        assert page["barometer"]["after"] == number
        assert _shown(page["barometer"]["round_fields"]) == _expected(
            plan, range(number, number + 1)
        )
        assert _shown(page["fields"]) == _expected(plan, range(1, number + 1))
    projector = client.get(f"/s/{session_id}/projector").text
    assert 'id="round-ranking"' in projector and "Position 4 sur 4" in projector
    assert "Cumul après la position 4" in projector
    _exports_read_back(client, session_id, tmp_path, _expected(plan, range(1, ROUNDS + 1)))


def _rescore(path: Path, *flags: str) -> Result:
    return CliRunner().invoke(main, ["bridge", "rescore", str(path), *flags])


def _exports_read_back(
    client: TestClient, session_id: int, folder: Path, ranking: list[list[object]]
) -> None:
    """The closed barometer's PBN export, and the same as USEBIO (``atout convert``), read
    back by ``atout bridge rescore --check``: 60 scores on 12 boards, the final ranking the
    total after round 4."""
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    response = client.get(f"/director/sessions/{session_id}/export.pbn")
    assert response.status_code == 200, response.text
    exported = folder / "barometre.pbn"
    exported.write_bytes(response.content)
    converted = folder / "barometre.xml"
    made = CliRunner().invoke(
        main, ["convert", str(exported), "--to", "usebio", "-o", str(converted)]
    )
    assert made.exit_code == 0, made.output
    for path in (exported, converted):
        checked = _rescore(path, "--check")
        assert checked.exit_code == 0, checked.output
        assert "60 scores on 12 boards and 10 final percentages agree" in checked.output
        rescored = json.loads(_rescore(path, "--json").output)["ranking"]
        shown = [[r["rank"], int(r["pair"]), round(r["pct"], 2)] for r in rescored]
        assert shown == [[place, pair, float(str(pct))] for place, pair, _, pct in ranking]


def test_the_director_chooses_a_barometer(client: TestClient) -> None:
    form = client.get("/director/sessions/new?title=Jeudi&pairs=9").text
    assert 'value="barometer"' in form and 'name="rounds"' in form
    data = {"title": "Jeudi", "pairs": "9", "suggestion": "barometer", "rounds": "4"}
    response = post(client, "/director/sessions", {**data, "boards_per_round": "2"})
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    plan = session_plan(client, session_id)
    # 9 pairs: 5 tables, pair 10 a phantom (its opponents sit out), 4 rounds of 2 boards,
    # every table of a round on the same boards.
    assert (plan.rounds, plan.tables, plan.boards) == (4, 5, tuple(range(1, 9)))  # type: ignore[attr-defined]
    for number in range(1, 5):
        sittings = [s for s in plan.sittings if s.round == number]  # type: ignore[attr-defined]
        assert len(sittings) == 4 and {s.boards for s in sittings} == {(2 * number - 1, 2 * number)}
    assert client.get(f"/s/{session_id}?format=json").json()["barometer"]["after"] == 0
    page = client.get(f"/director/sessions/{session_id}").text
    assert "Baromètre (Howell), 5 tables" in page
    # The hand records of each round, to deal once for each of its 4 tables.
    hands = client.get(f"/director/sessions/{session_id}/hands").text
    assert "Position 2 (4 exemplaires)" in hands
    second = client.get(f"/director/sessions/{session_id}/hands?round=2").text
    shown = re.findall(r'id="board-(\d+)"', second)
    assert shown == ["3", "4"]
    # A Howell-style barometer of 5 tables plays at most 9 rounds.
    refused = post(client, "/director/sessions", {**data, "rounds": "10"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "un baromètre de 5 tables se joue en 1 à 9 tours, pas 10" in refused.text  # type: ignore[attr-defined]
