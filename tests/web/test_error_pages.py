"""A browser gets a page in its language with a way back; an API client gets JSON."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.web.conftest import created_game, csrf


def test_an_unknown_game_is_a_french_page_with_a_way_back(client: TestClient) -> None:
    response = client.get("/games/999", headers={"referer": "http://testserver/"})
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("text/html")
    assert (
        "Page introuvable" in response.text
        and "aucune partie n’a l’adresse &#39;999&#39;" in response.text
    )
    assert '<a class="button" href="/">Retour</a>' in response.text


def test_the_same_page_in_english_when_asked(client: TestClient) -> None:
    client.get("/language/en?next=/")
    response = client.get("/games/999")
    assert response.status_code == 404
    assert (
        "Page not found" in response.text
        and "no game has the address &#39;999&#39;" in response.text
    )


def test_an_api_client_gets_the_code_and_the_message_in_its_language(client: TestClient) -> None:
    response = client.get("/api/games/999", headers={"accept-language": "en"})
    assert response.status_code == 404
    body = response.json()
    assert body["code"] == "game.not-found"
    assert body["message"] == "no game has the address '999'"
    french = client.get("/api/games/999", headers={"accept": "application/json"}).json()
    assert (
        french["code"] == body["code"] and french["message"] == "aucune partie n’a l’adresse '999'"
    )


def test_json_is_for_api_clients_only(client: TestClient) -> None:
    asked = client.get("/games/999", headers={"accept": "application/json"})
    assert asked.json()["message"] == "aucune partie n’a l’adresse '999'"
    browser = client.get("/games/999", headers={"accept": "text/html,application/json;q=0.9"})
    assert browser.headers["content-type"].startswith("text/html")


def test_a_tarot_refusal_speaks_french_next_to_its_field(client: TestClient) -> None:
    players = {f"player_{n}": name for n, name in enumerate(("Ana", "Bo", "Cy", "Dé"), 1)}
    form = {"csrf_token": csrf(client), "title": "", "preset": "classic", **players}
    game = created_game(client.post("/new/tarot", data=form, follow_redirects=False))
    deal = {"csrf_token": csrf(client), "taker": "1", "contract": "garde"}
    deal |= {"points": "92", "bouts": "2"}
    response = client.post(f"{game}/deals", data=deal, follow_redirects=False)
    assert response.status_code == 422
    assert "points\u00a0: 92 n’est pas valable\u00a0: de 0 à 91" in response.text
