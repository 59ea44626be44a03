"""Golden files of the PBN session export: a pairs session (Howell) and a team match.

The sessions are run through the pages as a club would (the director's forms,
each table's page and result form); which boards a table plays in which round
is read from its page. The export is compared byte for byte with
``tests/golden/club/`` once its ``[Date]`` (the day the test runs) is replaced
by ``<date>``; the deals come from the session's fixed seed. Before it is
frozen, ``atout bridge rescore --check`` recomputes every pairs figure from the
contracts, and the team match's IMPs and VPs are worked by hand below.
"""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from atout.bridge.dealing import DealingSeed
from atout.cli import main
from atout.formats import pbn
from tests.club.conftest import create_session, post, result_form, table_codes
from tests.conftest import Golden

_DATE = re.compile(rb'^\[Date "[^"]*"\]', re.MULTILINE)
#: The seed the sessions of these goldens deal from (instead of a new secret one).
SEED = DealingSeed.parse("00112233445566778899aabbccddeeff")


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every session of these tests deals from :data:`SEED`."""
    monkeypatch.setattr("atout.services.club.sessions.new_seed", lambda: SEED)


def boards_by_round(client: TestClient, code: str) -> dict[int, list[int]]:
    """The boards the table ``code`` plays in each round, read from its page."""
    page = client.get(f"/t/{code}").text
    rounds = {1} | {int(n) for n in re.findall(rf'href="/t/{code}\?round=(\d+)"', page)}
    found = {}
    for round_ in sorted(rounds):
        page = client.get(f"/t/{code}?round={round_}").text
        links = re.findall(rf'href="/t/{code}\?round={round_}&(?:amp;)?board=(\d+)"', page)
        found[round_] = sorted({int(board) for board in links})
    return found


def enter(client: TestClient, code: str, where: dict[str, str], result: dict[str, str]) -> None:
    """Enter a table's result and confirm it."""
    response = post(client, f"/t/{code}/results", {**where, "base_version": "0", **result})
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]
    response = post(client, f"/t/{code}/confirm", {**where, "base_version": "1"})
    assert response.status_code == 303, response.text  # type: ignore[attr-defined]


def export(client: TestClient, session_id: int) -> bytes:
    """The session's PBN export, its date replaced by ``<date>``."""
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    response = client.get(f"/director/sessions/{session_id}/export.pbn")
    assert response.status_code == 200, response.text
    return _DATE.sub(b'[Date "<date>"]', response.content)


def play_pairs(client: TestClient, pairs: int, suggestion: int) -> tuple[int, bytes]:
    """Run a pairs session of made-up results (named players); its number and its export."""
    session_id = create_session(client, pairs=pairs, suggestion=suggestion, boards_per_round="2")
    names = {f"player_{p}_1": f"Joueur {p}" for p in range(1, pairs + 1)}
    names |= {f"player_{p}_2": f"Joueuse {p}" for p in range(1, pairs + 1)}
    post(client, f"/director/sessions/{session_id}/players", names)
    for table, code in table_codes(client, session_id).items():
        for round_, boards in boards_by_round(client, code).items():
            for board in boards:
                where = {"table": str(table), "round": str(round_), "board": str(board)}
                enter(client, code, where, result_form(board, table, round_))
    return session_id, export(client, session_id)


def test_pairs_session_export(client: TestClient, golden: Golden, tmp_path: Path) -> None:
    """A 3-table Howell, 6 pairs, 10 boards each."""
    _, exported = play_pairs(client, pairs=6, suggestion=0)
    path = tmp_path / "session.pbn"
    path.write_bytes(exported)
    checked = CliRunner().invoke(main, ["bridge", "rescore", str(path), "--check"])
    assert checked.exit_code == 0, checked.output
    assert "agree with the file" in checked.output
    golden.check("club/pairs-howell-3-tables.pbn", exported)


def test_a_mitchell_export_ranks_each_direction_like_the_room(
    client: TestClient, golden: Golden, tmp_path: Path
) -> None:
    """A 4-table Mitchell with a relay and a bye stand, 8 pairs: one winner per direction."""
    session_id, exported = play_pairs(client, pairs=8, suggestion=1)
    room = client.get(f"/s/{session_id}?format=json").json()["fields"]
    assert [direction for direction, _ in room] == ["NS", "EW"]
    shown = {
        (direction, line["pair"], line["place"]) for direction, lines in room for line in lines
    }
    table = pbn.loads(exported).games[0].total_score_table
    assert table is not None
    exported_places = {(row[2], int(row[1] or 0), row[0]) for row in table.rows}
    assert exported_places == shown
    assert [row[0] for row in table.rows].count("1") + [row[0] for row in table.rows].count(
        "1="
    ) >= 2  # a first place in each direction
    path = tmp_path / "mitchell.pbn"
    path.write_bytes(exported)
    checked = CliRunner().invoke(main, ["bridge", "rescore", str(path), "--check"])
    assert checked.exit_code == 0, checked.output
    golden.check("club/pairs-mitchell-4-tables.pbn", exported)


#: (board, open room, closed room) of a six-board match, Lyon N-S in the open room.
#: N-S scores and the difference to Lyon, worked by hand (Law 77, Law 78B):
#:   1 (none): 4♠= N 420 v 2♠= N 140: +280 → 7
#:   2 (NS):   3NT= S 600 in both rooms: 0
#:   3 (EW):   4♥= E −620 v 4♥−1 W +100: −720 → −12
#:   4 (all):  6NT= N 1440 v 3NT+3 N 690: +750 → 13
#:   5 (NS):   2♠= N 110 v 1NT= N 90: +20 → 1
#:   6 (EW):   4♠X−2 E +500 v 3♠= E −140: +640 → 12
#: Lyon +21 IMPs over 6 boards: WBF 2013 (blitz 15·√6 = 36.74), 10 + 10 ·
#: (1 − τ^(3·21/36.74)) / (1 − τ³) = 17.35, Nice 2.65.
MATCH = (
    (1, ("4", "S", "", "N", "10"), ("2", "S", "", "N", "9")),
    (2, ("3", "NT", "", "S", "9"), ("3", "NT", "", "S", "9")),
    (3, ("4", "H", "", "E", "10"), ("4", "H", "", "W", "9")),
    (4, ("6", "NT", "", "N", "12"), ("3", "NT", "", "N", "12")),
    (5, ("2", "S", "", "N", "8"), ("1", "NT", "", "N", "7")),
    (6, ("4", "S", "X", "E", "8"), ("3", "S", "", "E", "9")),
)
IMPS = (7, 0, -12, 13, 1, 12)


def test_team_match_export(client: TestClient, golden: Golden) -> None:
    form = {"title": "Interclubs", "teams": "Lyon\nNice", "boards_per_round": "6", "seed": "3"}
    response = post(client, "/director/teams", form)
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    codes = table_codes(client, session_id)
    assert [boards_by_round(client, codes[t]) for t in (1, 2)] == [{1: [1, 2, 3, 4, 5, 6]}] * 2
    for board, *rooms in MATCH:
        for table, (level, strain, doubling, declarer, tricks) in zip((1, 2), rooms, strict=True):
            where = {"table": str(table), "round": "1", "board": str(board)}
            result = {"level": level, "strain": strain, "doubling": doubling}
            enter(client, codes[table], where, result | {"declarer": declarer, "tricks": tricks})
    exported = export(client, session_id)
    games = pbn.loads(exported, strict=True).games
    assert [int(g.score_table.get(0, "IMP_NS")) for g in games] == list(IMPS)  # type: ignore[union-attr]
    lyon, nice = games[0].total_score_table.rows  # type: ignore[union-attr]
    assert (lyon[1], lyon[3], lyon[4], lyon[5]) == ("1", "21", "17.35", "Lyon")
    assert (nice[3], Decimal(nice[4])) == ("-21", Decimal("2.65"))
    golden.check("club/teams-2-teams-6-boards.pbn", exported)
