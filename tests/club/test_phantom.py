"""An odd number of pairs: the missing pair and the sit-out table are named on the
director's page, the table cards and the table's page.

11 pairs play a Mitchell of 6 tables (``suggest(11)``, the first Mitchell): the N-S pair
of the last table, pair 6, is the phantom, so table 6 is the sit-out table where each
round's E-W pair (12, 11, 10... as the E-W pairs move up one table a round) sits out.
A Howell of 7 pairs (4 tables) has pair 8 as the phantom; it stays at table 1.
"""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.club.conftest import create_session, table_codes

NB = "\u00a0"


def test_eleven_pairs_in_a_mitchell(client: TestClient) -> None:
    session_id = create_session(client, pairs=11, suggestion=1)
    page = client.get(f"/director/sessions/{session_id}").text
    said = (
        f"La paire 6 n’existe pas (nombre impair de paires){NB}: "
        "la paire qui la rencontre est en relâche."
    )
    assert said in page
    assert f'data-table="6">Table de relâche{NB}: 6.</strong>' in page
    assert f"<li>Position 1{NB}: paire 12 en relâche (table 6)</li>" in page
    assert f"<li>Position 2{NB}: paire 11 en relâche (table 6)</li>" in page
    cards = client.get(f"/director/sessions/{session_id}/cards").text
    assert cards.count('<p class="card-phantom">') == 5  # tables 1 to 5: table 6 has no card
    assert f"Table de relâche{NB}: 6." in cards


def test_seven_pairs_in_a_howell(client: TestClient) -> None:
    session_id = create_session(client, pairs=7, suggestion=0)
    page = client.get(f"/director/sessions/{session_id}").text
    assert "La paire 8 n’existe pas" in page
    assert f"<li>Position 1{NB}: paire 1 en relâche (table 1)</li>" in page
    cards = client.get(f"/director/sessions/{session_id}/cards").text
    table_one = cards.split('class="table-card" data-table="1"')[1].split("</section>")[0]
    assert f'<p class="card-sit-out">Position 1{NB}: paire 1 en relâche (table 1)</p>' in table_one
    code = table_codes(client, session_id)[1]
    table = client.get(f"/t/{code}").text  # table 1 never plays: its page says why
    assert f"Position 1{NB}: paire 1 en relâche (table 1)" in table
    assert "La paire 8 n’existe pas" in table
