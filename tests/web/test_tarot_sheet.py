"""The kitchen-table tarot sheet: the preset chosen explicitly, passed deals, each deal's
line, the chart, and a group's evenings."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from atout.store.games import repo
from atout.tarot.deal import Passe
from tests.web.conftest import csrf

FOUR = {"player_1": "Ana", "player_2": "Bo", "player_3": "Cy", "player_4": "Di"}
#: Garde, 2 bouts, 43 points: made by 2, (25 + 2) × 2 = 54 a defender, 162 to the taker.
GARDE_43 = {"contract": "garde", "taker": "1", "points": "43", "bouts": "2"}


def _game(client: TestClient, fields: dict[str, Any]) -> str:
    response = client.post("/api/games/tarot", json=fields)
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


def _post(client: TestClient, path: str, data: dict[str, str]) -> Any:
    return client.post(path, data={"csrf_token": csrf(client), **data}, follow_redirects=False)


def test_the_preset_is_chosen_explicitly(client: TestClient) -> None:
    response = client.post("/api/games/tarot", json=FOUR)
    assert response.status_code == 422
    assert response.json() == {
        "code": "form",
        "message": "preset\u00a0: Choisissez les règles\u00a0: classique ou FFT",
        "detail": "preset\u00a0: Choisissez les règles\u00a0: classique ou FFT",
        "errors": {"preset": "Choisissez les règles\u00a0: classique ou FFT"},
        "codes": {"preset": "form"},
    }
    english = client.post("/api/games/tarot", json=FOUR, headers={"Accept-Language": "en"})
    assert english.json()["errors"] == {"preset": "Choose the rules: classic or FFT"}
    assert english.json()["message"] == "preset: Choose the rules: classic or FFT"
    page = client.get("/new/tarot").text
    assert 'name="preset" value="classic"' in page and 'name="preset" value="fft"' in page
    assert "checked" not in page.split('name="preset"')[1].split(">")[0]
    assert "poignées et misères au joueur qui les montre" in page
    assert "au camp qui gagne la donne, sans misère ni petit chelem" in page


def test_a_passed_deal_is_stored_and_moves_the_deal_on(client: TestClient) -> None:
    game = _game(client, {**FOUR, "preset": "fft"})
    assert _post(client, f"/games/{game}/deals", GARDE_43).status_code == 303
    assert _post(client, f"/games/{game}/deals", {"passed": "on"}).status_code == 303
    sheet = client.get(f"/api/games/{game}").json()["sheet"]
    assert sheet["totals"] == [162, -54, -54, -54]
    assert [d["scores"] for d in sheet["deals"]] == [[162, -54, -54, -54], [0, 0, 0, 0]]
    assert sheet["deals"][1]["summary"]["passed"] is True
    assert sheet["next_dealer"] == "Cy"  # deal 3: the passed deal moved the deal on
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        game_id = repo.game_id_for_key(session, game)
        assert [e.deal for e in repo.active_entries(session, game_id)][1] == Passe()
    page = client.get(f"/games/{game}").text
    assert "Donne passée" in page
    history = client.get(f"/api/games/{game}").json()
    assert history["deal_count"] == 2


def test_each_row_says_taker_contract_partner_and_primes(client: TestClient) -> None:
    five = {**FOUR, "player_5": "Ed", "preset": "classic"}
    game = _game(client, five)
    deal = {"contract": "garde-sans", "taker": "2", "partner": "4", "points": "50",
            "bouts": "2", "poignee_3": "simple", "misere_5": "atout"}  # fmt: skip
    assert _post(client, f"/games/{game}/deals", deal).status_code == 303
    page = client.get(f"/games/{game}").text
    line = page.split('data-what="1"')[1].split("</tr>")[0]
    assert "<strong>Bo</strong> · garde sans" in line
    assert "appelle <strong>Di</strong>" in line
    assert "poignée simple (Cy)" in line and "misère d’atout (Ed)" in line


def test_the_chart_has_a_colour_per_player(client: TestClient) -> None:
    game = _game(client, {**FOUR, "preset": "classic"})
    _post(client, f"/games/{game}/deals", GARDE_43)
    svg = client.get(f"/games/{game}/chart.svg").text
    for colour in ("#0072B2", "#D55E00", "#009E73", "#CC79A7"):
        assert colour in svg
    assert 'width="420"' in svg or 'viewBox="0 0 420' in svg


def test_a_group_over_its_evenings(client: TestClient) -> None:
    first = _game(client, {**FOUR, "preset": "classic", "title": "Lundi"})
    _post(client, f"/games/{first}/deals", GARDE_43)  # Ana +162, the others -54
    # The same four in another seat order: Di takes a prise, 60 points, 1 bout, made by 9:
    # 25 + 9 = 34 a defender, 102 to Di.
    second = _game(client, {"player_1": "Di", "player_2": "Cy", "player_3": "Bo",
                            "player_4": "Ana", "preset": "classic", "title": "Mardi"})  # fmt: skip
    _post(client, f"/games/{second}/deals",
          {"contract": "prise", "taker": "1", "points": "60", "bouts": "1"})  # fmt: skip
    other = _game(client, {**FOUR, "player_4": "Eve", "preset": "classic"})
    _post(client, f"/games/{other}/deals", GARDE_43)
    group = client.get(f"/games/{second}/group?format=json").json()["group"]
    assert [g["title"] for g in group["games"]] == ["Lundi", "Mardi"]
    totals = {line["name"]: (line["points"], line["evenings"]) for line in group["lines"]}
    assert totals == {
        "Ana": (162 - 34, [162, -34]),
        "Bo": (-54 - 34, [-54, -34]),
        "Cy": (-54 - 34, [-54, -34]),
        "Di": (-54 + 102, [-54, 102]),
    }
    assert [line["place"] for line in group["lines"]] == [1, 2, 3, 3]
    assert "Scores du groupe" in client.get(f"/games/{first}/group").text
