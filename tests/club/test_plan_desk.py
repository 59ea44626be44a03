"""The director's desk for changes during a running session, through the web (issue 26):
a late pair after round 2 and a withdrawal after round 4 from the director's page, each
shown in the page's history, the tables' pages following the new plan, and no way for a
table (its code, without the director's sign-in) to change the plan.

9 pairs, the Mitchell of 5 tables (``suggest(9)``'s second), 2 boards a round: pair 5,
N-S at table 5, is the phantom, so table 5 has no code until the late pair comes.
"""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner
from fastapi.testclient import TestClient

from atout.cli import main
from atout.services.settings import Settings
from atout.web.app import create_app
from atout.web.templating import LANGUAGE_COOKIE
from tests.club.conftest import create_session, post, result_form, session_plan, table_codes

NB = "\u00a0"


def _play(client: TestClient, session_id: int, rounds: range) -> None:
    codes = table_codes(client, session_id)
    for sitting in session_plan(client, session_id).sittings:  # type: ignore[attr-defined]
        if sitting.round not in rounds:
            continue
        for board in sitting.boards:
            where = {"table": str(sitting.table), "round": str(sitting.round), "board": str(board)}
            form = {
                **where,
                "base_version": "0",
                **result_form(board, sitting.table, sitting.round),
            }
            code = codes[sitting.table]
            assert post(client, f"/t/{code}/results", form).status_code == 303  # type: ignore[attr-defined]
            answer = post(client, f"/t/{code}/confirm", {**where, "base_version": "1"})
            assert answer.status_code == 303  # type: ignore[attr-defined]


def test_a_late_pair_and_a_withdrawal_from_the_directors_page(client: TestClient) -> None:
    session_id = create_session(client, pairs=9, suggestion=1, boards_per_round="2")
    assert sorted(table_codes(client, session_id)) == [1, 2, 3, 4]
    _play(client, session_id, range(1, 3))
    desk = f"/director/sessions/{session_id}/plan"
    answer = post(client, desk, {"change": "join", "after_round": "2", "pair": ""})
    assert answer.headers["location"].endswith("?done=plan#plan-changes")  # type: ignore[attr-defined]
    page = client.get(f"/director/sessions/{session_id}").text
    assert f"Après le tour 2{NB}: une paire retardataire arrive, paire 5" in page
    codes = table_codes(client, session_id)
    assert sorted(codes) == [1, 2, 3, 4, 5]  # table 5 now has its code
    table_five = " ".join(re.sub(r"<[^>]+>", " ", client.get(f"/t/{codes[5]}").text).split())
    # Round 3 at table 5 (the Mitchell's rule): N-S 5, E-W 5 + ((5 - 3) mod 5) + 1 = 8,
    # board set ((5 + 3 - 2) mod 5) + 1 = 2, boards 3 and 4.
    assert "Table 5 · Position 3" in table_five
    assert re.search(r"N-S\s*:\s*5\s+E-O\s*:\s*8", table_five)
    assert "Étui 3" in table_five and "Étui 4" in table_five
    # A change taking effect before the last round played is refused, in French.
    _play(client, session_id, range(3, 5))
    refused = post(client, desk, {"change": "withdraw", "after_round": "3", "pair": "7"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert (
        f"le tour 4 a des résultats{NB}: un changement prend effet après le tour 4 ou plus tard"
        in refused.text  # type: ignore[attr-defined]
    )
    post(client, desk, {"change": "withdraw", "after_round": "4", "pair": "7"})
    page = client.get(f"/director/sessions/{session_id}").text
    assert f"Après le tour 4{NB}: la paire 7 abandonne{NB}; ses résultats sont conservés" in page
    # Pair 1 (table 1) met pair 7 in round 5: it sits out, as main names a sit-out.
    assert f"<li>Position 5{NB}: paire 1 en relâche (table 1)</li>" in page
    assert f"<li>Position 1{NB}: paire 10 en relâche (table 5)</li>" in page
    # Table 1's phone, its round 4 done, and its table card follow the new plan.
    table_one = client.get(f"/t/{codes[1]}").text
    assert "N-S en relâche au prochain tour." in table_one
    cards = client.get(f"/director/sessions/{session_id}/cards").text
    card = cards.split('class="table-card" data-table="1"')[1].split("</section>")[0]
    assert f'<p class="card-sit-out">Position 5{NB}: paire 1 en relâche (table 1)</p>' in card


def test_the_pbn_export_of_a_changed_session_is_read_back_by_rescore_check(
    client: TestClient, tmp_path: Path
) -> None:
    session_id = create_session(client, pairs=9, suggestion=1, boards_per_round="2")
    desk = f"/director/sessions/{session_id}/plan"
    _play(client, session_id, range(1, 3))
    post(client, desk, {"change": "join", "after_round": "2"})
    _play(client, session_id, range(3, 5))
    post(client, desk, {"change": "withdraw", "after_round": "4", "pair": "7"})
    _play(client, session_id, range(5, 6))
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    path = tmp_path / "session.pbn"
    path.write_bytes(client.get(f"/director/sessions/{session_id}/export.pbn").content)
    checked = CliRunner().invoke(main, ["bridge", "rescore", str(path), "--check"])
    assert checked.exit_code == 0, checked.output
    # 16 results in rounds 1-2 (4 tables), 20 in rounds 3-4 (5), 8 in round 5 (4).
    assert "short boards factored to the full top (Neuberg)" in checked.output
    assert "44 scores on 10 boards and 10 final percentages agree with the file" in (checked.output)


def test_a_table_cannot_change_the_plan(client: TestClient, app_url: str) -> None:
    session_id = create_session(client, pairs=9, suggestion=1, boards_per_round="2")
    code = table_codes(client, session_id)[1]
    before = session_plan(client, session_id)
    with TestClient(create_app(Settings(database_url=app_url))) as phone:
        assert phone.get(f"/t/{code}").status_code == 200  # the table's page, its cookie
        fields = {"change": "join", "after_round": "0", "code": code}
        answer = post(phone, f"/director/sessions/{session_id}/plan", fields)
        assert answer.status_code == 403  # type: ignore[attr-defined]
        assert "les pages du directeur demandent sa connexion" in answer.text  # type: ignore[attr-defined]
    assert session_plan(client, session_id) == before


def test_the_desk_in_english(client: TestClient) -> None:
    session_id = create_session(client, pairs=9, suggestion=1, boards_per_round="2")
    client.cookies.set(LANGUAGE_COOKIE, "en")
    _play(client, session_id, range(1, 2))
    desk = f"/director/sessions/{session_id}/plan"
    refused = post(client, desk, {"change": "withdraw", "after_round": "1", "pair": "42"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "pair 42 does not play after round 1" in refused.text  # type: ignore[attr-defined]
    post(client, desk, {"change": "join", "after_round": "1"})
    page = client.get(f"/director/sessions/{session_id}").text
    assert "Changes during the session" in page
    assert "After round 1: a late pair joins as pair 5" in page


def test_a_late_pair_in_a_full_mitchell_plays_at_a_new_table(
    client: TestClient, tmp_path: Path
) -> None:
    """8 pairs, the 4-table Mitchell with a relay and bye stand: every seat is taken, so
    the late pair is a rover at table 5 (tests/club/test_plan_changes_rover.py works its
    rounds out by the Mitchell's rule: N-S 3 sits out in round 3, N-S 1 in round 4)."""
    session_id = create_session(client, pairs=8, suggestion=1, boards_per_round="2")
    _play(client, session_id, range(1, 3))
    post(client, f"/director/sessions/{session_id}/plan", {"change": "join", "after_round": "2"})
    page = client.get(f"/director/sessions/{session_id}").text
    assert f"Après le tour 2{NB}: une paire retardataire arrive, paire 9" in page
    assert f"<li>Position 3{NB}: paire 3 en relâche (table 3)</li>" in page
    assert f"<li>Position 4{NB}: paire 1 en relâche (table 1)</li>" in page
    codes = table_codes(client, session_id)
    assert sorted(codes) == [1, 2, 3, 4, 5]
    table_five = " ".join(re.sub(r"<[^>]+>", " ", client.get(f"/t/{codes[5]}").text).split())
    assert "Table 5 · Position 3" in table_five
    assert re.search(r"N-S\s*:\s*9\s+E-O\s*:\s*5", table_five)
    cards = client.get(f"/director/sessions/{session_id}/cards").text
    assert 'class="table-card" data-table="5"' in cards
    _play(client, session_id, range(3, 5))
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    path = tmp_path / "session.pbn"
    path.write_bytes(client.get(f"/director/sessions/{session_id}/export.pbn").content)
    checked = CliRunner().invoke(main, ["bridge", "rescore", str(path), "--check"])
    assert checked.exit_code == 0, checked.output
    # 16 results a round, rounds 1 to 4 (the rover's table plays instead of another).
    assert "32 scores on 8 boards and 9 final percentages agree with the file" in checked.output
