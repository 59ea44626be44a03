"""Deleting a session: the confirmation names what is lost; a session in setup goes at
once; a closed one with results only with its title typed; another director's is refused;
saving shows a confirmation."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from tests.club.conftest import PASSWORD, csrf, play_everything, post, table_codes


def _new(client: TestClient, title: str, pairs: int = 4) -> int:
    data = {"title": title, "pairs": str(pairs), "suggestion": "0", "seed": "7"}
    response = post(client, "/director/sessions", {**data, "boards_per_round": "1"})
    return int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]


def test_a_session_in_setup_is_deleted_after_its_confirmation(client: TestClient) -> None:
    session_id = _new(client, "Essai")
    response = post(
        client, f"/director/sessions/{session_id}/players", {"player_1_1": "Zoé Martin"}
    )
    assert response.headers["location"] == f"/director/sessions/{session_id}?done=players"  # type: ignore[attr-defined]
    page = client.get(f"/director/sessions/{session_id}?done=players").text
    assert '<p class="banner done" id="done" role="status">Joueurs enregistrés</p>' in page
    codes = table_codes(client, session_id)
    assert len(codes) == 2  # a 2-table Howell of 4 pairs
    confirm = client.get(f"/director/sessions/{session_id}/delete").text
    assert "Supprimer la séance\u00a0?" in confirm
    assert 'id="lost-results" data-count="0">0 résultat saisi<' in confirm
    assert 'id="lost-tables" data-count="2">2 tables et leurs codes<' in confirm
    assert "les paires de 1 joueur\u00a0: Zoé Martin" in confirm
    assert 'name="title"' not in confirm  # nothing to type for a session in setup
    # Without the CSRF token, refused as every director form.
    refused = client.post(f"/director/sessions/{session_id}/delete", follow_redirects=False)
    assert refused.status_code == 403
    response = post(client, f"/director/sessions/{session_id}/delete", {})
    assert response.status_code == 303  # type: ignore[attr-defined]
    assert response.headers["location"] == "/director?done=deleted"  # type: ignore[attr-defined]
    assert "Séance supprimée" in client.get("/director?done=deleted").text
    assert client.get(f"/director/sessions/{session_id}").status_code == 404
    assert client.get(f"/t/{codes[1]}").status_code == 404
    # The register keeps the player.
    assert "Zoé Martin" in client.get("/director/players").text


def test_a_closed_session_with_results_asks_for_its_title(client: TestClient) -> None:
    session_id = _new(client, "Mardi soir")
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    results = play_everything(client, session_id)
    assert results == 6  # 3 rounds, 2 tables, 1 board a round
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    confirm = client.get(f"/director/sessions/{session_id}/delete").text
    assert 'id="lost-results" data-count="6">6 résultats saisis<' in confirm
    assert 'name="title"' in confirm
    wrong = post(client, f"/director/sessions/{session_id}/delete", {"title": "Mardi"})
    assert wrong.status_code == 422  # type: ignore[attr-defined]
    assert "tapez le titre de la séance, «\u00a0Mardi soir\u00a0», pour la supprimer" in wrong.text  # type: ignore[attr-defined]
    assert client.get(f"/s/{session_id}").status_code == 200  # still there
    right = post(client, f"/director/sessions/{session_id}/delete", {"title": "Mardi soir"})
    assert right.status_code == 303  # type: ignore[attr-defined]
    assert client.get(f"/s/{session_id}").status_code == 404
    # A new session may take the deleted one's number: it is a new session, not the old one.
    again = _new(client, "Jeudi", pairs=6)
    assert again == session_id  # SQLite gives the last number again
    page = client.get(f"/s/{again}?format=json").json()
    assert page["title"] == "Jeudi" and page["entered"] == 0


def test_only_its_director_or_an_administrator_deletes_it(client: TestClient) -> None:
    session_id = _new(client, "Essai")
    from atout.services.directors import create_director

    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=True) as session:
        create_director(session, "Autre", PASSWORD)
    post(client, "/director/logout", {})
    client.get("/director/login")
    post(client, "/director/login", {"name": "Autre", "password": PASSWORD})
    assert client.get(f"/director/sessions/{session_id}/delete").status_code == 403
    refused = client.post(
        f"/director/sessions/{session_id}/delete",
        data={"csrf_token": csrf(client)},
        follow_redirects=False,
    )
    assert refused.status_code == 403
    assert re.search(r"Essai", client.get("/director").text) is None
