"""Deleting a tarot evening (the rooms' deletion, as a bridge session): the confirmation
names what is lost; an evening in setup goes at once, a closed one with deals only with its
title typed; saving the players' names shows a confirmation."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.tarot_club.conftest import NAMES, confirmed_garde, create_evening, post, table_codes


def test_saving_the_names_shows_a_confirmation(client: TestClient) -> None:
    tournament = create_evening(client, players=8)
    response = post(client, f"/director/tarot/{tournament}/names", {"pair_1": "Anne Roux"})
    assert response.headers["location"] == f"/director/tarot/{tournament}?done=names"  # type: ignore[attr-defined]
    page = client.get(f"/director/tarot/{tournament}?done=names").text
    assert '<p class="banner done" id="done" role="status">Noms enregistrés</p>' in page
    assert 'id="done"' not in client.get(f"/director/tarot/{tournament}").text  # said once


def test_an_evening_in_setup_is_deleted_after_its_confirmation(client: TestClient) -> None:
    data = {"title": "Essai tarot", "players": "\n".join(NAMES[:8]), "rounds": "2", "deals": "2"}
    rules = {"sizes": "4-5", "five": "called-king", "preset": "fft", "seed": "5"}
    response = post(client, "/director/tarot", data | rules)
    tournament = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    codes = table_codes(client, tournament)
    assert len(codes) == 2
    confirm = client.get(f"/director/tarot/{tournament}/delete").text
    assert "Supprimer la soirée de tarot\u00a0?" in confirm
    assert 'id="lost-results" data-count="0">0 donne saisie<' in confirm
    assert 'id="lost-tables" data-count="2">2 tables et leurs codes<' in confirm
    assert "les noms de 8 joueurs\u00a0: Anne, Bruno, Chloé, David, Émile, Fanny" in confirm
    assert 'name="title"' not in confirm
    assert f'action="/director/tarot/{tournament}/delete"' in confirm
    refused = client.post(f"/director/tarot/{tournament}/delete", follow_redirects=False)
    assert refused.status_code == 403  # without the CSRF token
    response = post(client, f"/director/tarot/{tournament}/delete", {})
    assert response.headers["location"] == "/director/tarot?done=deleted"  # type: ignore[attr-defined]
    assert "Soirée de tarot supprimée" in client.get("/director/tarot?done=deleted").text
    assert client.get(f"/director/tarot/{tournament}").status_code == 404
    assert client.get(f"/tt/{codes[1]}").status_code == 404


def test_a_closed_evening_with_deals_asks_for_its_title(client: TestClient) -> None:
    tournament = create_evening(client)
    confirmed_garde(client, tournament)  # one deal played
    post(client, f"/director/tarot/{tournament}/status", {"status": "closed"})
    confirm = client.get(f"/director/tarot/{tournament}/delete").text
    assert 'id="lost-results" data-count="1">1 donne saisie<' in confirm
    assert 'name="title"' in confirm
    wrong = post(client, f"/director/tarot/{tournament}/delete", {"title": "Vendredi"})
    assert wrong.status_code == 422  # type: ignore[attr-defined]
    said = "tapez le titre de la soirée, «\u00a0Vendredi tarot\u00a0», pour la supprimer"
    assert said in wrong.text  # type: ignore[attr-defined]
    assert client.get(f"/tarot/{tournament}?format=json").json()["progress"]["confirmed"] == 1
    typed = {"title": " Vendredi tarot "}
    assert post(client, f"/director/tarot/{tournament}/delete", typed).status_code == 303  # type: ignore[attr-defined]
    assert client.get(f"/tarot/{tournament}").status_code == 404
