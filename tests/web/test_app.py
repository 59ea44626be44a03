"""The app in process: the JSON API, corrections, CSRF, idempotency and refused deals.

Expected figures are worked by hand from RULES.md (§3 rubber seed 000, §4
Chicago, §5 series, §7 tarot), never copied from the app's output.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po
from fastapi.testclient import TestClient

from tests.web.conftest import created_game, csrf

#: RULES §3, seed 000, as API deal fields: totals We 390, They 2140, settlement 17.
SEED_000 = (
    {"side": "NS", "level": "2", "strain": "S", "result": "-2"},
    {"side": "NS", "level": "2", "strain": "H", "result": "="},
    {"side": "EW", "level": "3", "strain": "NT", "result": "="},
    {"side": "NS", "level": "3", "strain": "C", "result": "="},
    {"side": "NS", "level": "3", "strain": "C", "doubling": "X", "result": "+1"},
    {"side": "NS", "level": "2", "strain": "S", "doubling": "X", "result": "-2"},
    {"side": "EW", "level": "6", "strain": "NT", "result": "="},
)
#: Four players. Garde, 2 bouts, 43 points: 41 needed, won by 2: (25 + 2) × 2 = 54 a
#: defender, 162 to the taker.
GARDE_43 = {"contract": "garde", "taker": "1", "points": "43", "bouts": "2"}
#: Prise, 1 bout, 28 points: 51 needed, lost by 23: 25 + 23 = 48, and the petit au bout
#: won by the defence: 10 more; 58 to each defender, -174 to the taker.
PRISE_28 = {
    "contract": "prise",
    "taker": "2",
    "points": "28",
    "bouts": "1",
    "petit_au_bout": "defence",
}
#: Garde, 2 bouts, 51 points: won by 10: (25 + 10) × 2 = 70 a defender, 210 to the taker.
GARDE_51 = {**GARDE_43, "points": "51"}
FOUR = {
    "player_1": "Ana",
    "player_2": "Bo",
    "player_3": "Cy",
    "player_4": "Di",
    "preset": "classic",
}


def _game(client: TestClient, kind: str, fields: dict[str, Any]) -> str:
    response = client.post(f"/api/games/{kind}", json=fields)
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


def _deal(client: TestClient, game: str, fields: dict[str, Any], status: int = 201) -> Any:
    response = client.post(f"/api/games/{game}/deals", json=fields)
    assert response.status_code == status, response.text
    return response.json()


def _sheet(client: TestClient, game: str) -> Any:
    return client.get(f"/api/games/{game}").json()["sheet"]


def test_the_api_plays_the_seed_000_rubber(client: TestClient) -> None:
    game = _game(client, "rubber", {"unfinished_partscore": 50, "stake": "0.20"})
    for fields in SEED_000:
        _deal(client, game, fields)
    rubber = _sheet(client, game)["rubbers"][0]
    assert (rubber["total_nous"], rubber["total_eux"]) == (390, 2140)
    assert (rubber["winner"], rubber["settlement"], rubber["money"]) == ("EW", 17, "3.40")
    assert client.get(f"/games/{game}?format=json").json()["sheet"]["rubbers"][0] == rubber


def test_the_api_scores_chicago_and_a_series(client: TestClient) -> None:
    chicago = _game(client, "chicago", {"honours": True})
    # RULES §4: N 2♠= (60, carried), E 4♥= vul (620), S 2♥+1 vul + honours (190),
    # N 2♦= all vul: 40 + 60 carried = game, 500 (540).
    for declarer, level, strain, result, honours in (
        ("N", "2", "S", "=", ""),
        ("E", "4", "H", "=", ""),
        ("S", "2", "H", "+1", "NS 100"),
        ("N", "2", "D", "=", ""),
    ):
        fields = {"declarer": declarer, "level": level, "strain": strain, "result": result}
        _deal(client, chicago, {**fields, "honours": honours})
    sheet = _sheet(client, chicago)
    assert (sheet["total_ns"], sheet["total_ew"]) == (790, 620)
    deals = sheet["sets"][0]["deals"]
    assert [(d["dealer"], d["vulnerability"]) for d in deals] == [
        ("N", "None"),
        ("E", "EW"),
        ("S", "NS"),
        ("W", "All"),
    ]
    assert sheet["next"] == {"set_number": 2, "position": 1, "dealer": "N", "vulnerability": "None"}
    series = _game(client, "series", {})
    # RULES §5 and §2: board 4 (W deals, all vulnerable) W 6NT= is 190 + 500 + 750.
    _deal(client, series, {"board": 4, "declarer": "W", "level": 6, "strain": "NT", "result": "="})
    sheet = _sheet(client, series)
    assert (sheet["total_ns"], sheet["total_ew"], sheet["next_board"]) == (0, 1440, 1)
    assert sheet["boards"][3]["score_ns"] == -1440
    refused = _deal(client, series, {"board": 4, "declarer": "PASS"}, 422)
    assert refused["errors"]["board"] == "la donne 4 est saisie deux fois\u00a0: '4 PASS'"


def test_undo_redo_and_a_correction_recompute_the_sheet(client: TestClient) -> None:
    game = _game(client, "tarot", FOUR)
    _deal(client, game, GARDE_43)
    _deal(client, game, PRISE_28)
    assert _sheet(client, game)["totals"] == [220, -228, 4, 4]
    undone = client.post(f"/api/games/{game}/undo", json={}).json()
    assert (undone["deal"], undone["fields"]["contract"]) == (
        "prise taker=2 points=28 bouts=1 petit-au-bout=defence",
        "prise",
    )
    assert _sheet(client, game)["totals"] == [162, -54, -54, -54]
    client.post(f"/api/games/{game}/redo", json={})
    assert _sheet(client, game)["totals"] == [220, -228, 4, 4]
    # Deal 1 corrected through the form: 51 points instead of 43.
    token = csrf(client)
    response = client.post(
        f"/games/{game}/deals/1", data={**GARDE_51, "csrf_token": token}, follow_redirects=False
    )
    assert response.status_code == 303
    page = client.get(f"/api/games/{game}").json()
    assert page["sheet"]["totals"] == [268, -244, -12, -12]
    assert [row["scores"] for row in page["sheet"]["deals"]] == [
        [210, -70, -70, -70],
        [58, -174, 58, 58],
    ]
    history = client.get(f"/games/{game}/history?format=json").json()["entries"]
    assert [e["status"] for e in history] == ["superseded", "active", "active"]
    # The form of deal 1 shows the corrected deal.
    assert 'value="51"' in client.get(f"/games/{game}/deals/1").text


def test_statistics_of_the_tarot_sheet(client: TestClient) -> None:
    game = _game(client, "tarot", FOUR)
    _deal(client, game, GARDE_43)
    _deal(client, game, PRISE_28)
    ana, bo, _, _ = _sheet(client, game)["statistics"]
    assert (ana["taken"], ana["won"], ana["success_rate"]) == (1, 1, 1.0)
    assert (bo["taken"], bo["won"], bo["success_rate"]) == (1, 0, 0.0)
    assert (ana["best"], ana["worst"]) == ([1, 162], [2, 58])
    assert bo["worst"] == [2, -174]
    garde = next(c for c in ana["by_contract"] if c["contract"] == "garde")
    assert (garde["taken"], garde["won"]) == (1, 1)


def _active(client: TestClient, game: str) -> int:
    return int(client.get(f"/api/games/{game}").json()["deal_count"])


def test_a_form_without_the_right_csrf_token_is_refused(client: TestClient) -> None:
    game = _game(client, "tarot", FOUR)
    for token in (None, "x" * 32):
        data = dict(GARDE_43) if token is None else {**GARDE_43, "csrf_token": token}
        response = client.post(f"/games/{game}/deals", data=data, follow_redirects=False)
        assert response.status_code == 403
    response = client.post("/new/tarot", data={**FOUR, "csrf_token": "wrong"})
    assert response.status_code == 403
    assert _active(client, game) == 0
    assert [g["id"] for g in client.get("/api/games").json()] == [game]


def test_a_form_posted_twice_stores_one_deal(client: TestClient) -> None:
    game = created_game(
        client.post("/new/tarot", data={**FOUR, "csrf_token": csrf(client)}, follow_redirects=False)
    )
    key = re.search(r'name="idempotency_key" value="(\w+)"', client.get(game).text)
    assert key is not None
    data = {**GARDE_43, "csrf_token": csrf(client), "idempotency_key": key.group(1)}
    for _ in range(2):
        response = client.post(f"{game}/deals", data=data, follow_redirects=False)
        assert response.status_code == 303
    page = client.get(f"{game}?format=json").json()
    assert page["deal_count"] == 1
    assert page["sheet"]["totals"] == [162, -54, -54, -54]


def test_a_bad_deal_changes_nothing(client: TestClient) -> None:
    game = _game(client, "tarot", FOUR)
    _deal(client, game, GARDE_43)
    before = client.get(f"/games/{game}/history?format=json").json()
    refused = _deal(client, game, {**PRISE_28, "points": "95"}, 422)
    assert "95" in refused["errors"]["points"]
    response = client.post(
        f"/games/{game}/deals", data={**PRISE_28, "points": "95", "csrf_token": csrf(client)}
    )
    assert response.status_code == 422
    assert 'value="95"' in response.text  # the values typed are kept
    assert client.get(f"/games/{game}/history?format=json").json() == before
    assert _sheet(client, game)["totals"] == [162, -54, -54, -54]


def test_every_message_of_the_pages_has_a_french_translation() -> None:
    root = Path(__file__).resolve().parents[2] / "src" / "atout" / "web"
    with (root / "locale" / "fr" / "LC_MESSAGES" / "messages.po").open("rb") as source:
        catalog = read_po(source, locale="fr")
    messages = set()
    for template in (root / "templates").glob("*.html"):
        messages |= set(re.findall(r'_\("([^"]+)"\)', template.read_text()))
    missing = sorted(m for m in messages if not (catalog.get(m) and catalog.get(m).string))
    assert missing == []


def test_a_stopped_rubber_and_the_entries_as_typed(client: TestClient) -> None:
    game = _game(client, "rubber", {})
    first = _deal(
        client,
        game,
        {"side": "NS", "level": 4, "strain": "S", "result": "="} | {"honours": "NS 100"},
    )
    assert first["created"] is True
    entry = first["entry"]
    assert (entry["position"], entry["status"], entry["deal"]) == (
        1,
        "active",
        "NS 4S= honours NS 100",
    )
    assert entry["fields"] == {
        "side": "NS",
        "level": "4",
        "strain": "S",
        "doubling": "",
        "result": "=",
        "honours": "NS 100",
    }
    assert "payload" not in entry
    assert _deal(client, game, {"side": "PASS"})["entry"]["deal"] == "PASS"
    _deal(client, game, {"side": "EW", "level": 2, "strain": "S", "result": "+1"})
    stop = _deal(client, game, {"action": "stop"})["entry"]
    assert (stop["deal"], stop["fields"]) == ("STOP", {"action": "stop"})
    # RULES §3: NS 120 below and 100 honours (a game), EW 60 below and 30 above; stopped:
    # 300 for NS's game, 100 for EW's partscore: 520 to 190, 3 hundreds to NS.
    sheet = _sheet(client, game)
    (rubber,) = sheet["rubbers"]
    assert (rubber["stopped"], rubber["total_nous"], rubber["total_eux"]) == (True, 520, 190)
    assert (rubber["winner"], rubber["settlement"], sheet["can_stop"]) == ("NS", 3, False)
    _deal(client, game, {"side": "EW", "level": 1, "strain": "NT", "result": "="})
    assert [r["deals"] for r in _sheet(client, game)["rubbers"]] == [
        ["NS 4S= honours NS 100", "PASS", "EW 2S+1"],
        ["EW 1NT="],
    ]
    history = client.get(f"/games/{game}/history?format=json").json()["entries"]
    assert [e["deal"] for e in history][-2:] == ["STOP", "EW 1NT="]
    assert "<code>STOP</code>" in client.get(f"/games/{game}/history").text


def _options(client: TestClient, game: str) -> Any:
    return client.get(f"/api/games/{str(game).rsplit('/', 1)[-1]}").json()["game"]["options"]


def test_a_rule_left_out_of_the_api_takes_the_rules_default(client: TestClient) -> None:
    # RULES §3: the 4th-undertrick increase is on and a partscore is worth 100 by default;
    # RULES §4: honours count and the dealer's side is vulnerable on deals 2 and 3.
    rubber = _options(client, _game(client, "rubber", {}))
    assert (rubber["fourth_undertrick_increase"], rubber["unfinished_partscore"]) == (True, 100)
    chicago = _options(client, _game(client, "chicago", {}))
    assert (chicago["honours"], chicago["vulnerability"]) == (True, "dealer")
    tarot = _options(client, _game(client, "tarot", FOUR))
    assert (tarot["preset"], tarot["round_to_ten"]) == ("classic", False)


def test_a_rule_given_false_in_the_api_is_off(client: TestClient) -> None:
    rubber = _options(client, _game(client, "rubber", {"fourth_undertrick_increase": False}))
    assert rubber["fourth_undertrick_increase"] is False
    chicago = _options(client, _game(client, "chicago", {"honours": False}))
    assert chicago["honours"] is False


def test_an_unchecked_box_of_the_html_form_is_off(client: TestClient) -> None:
    client.get("/new/rubber")
    rubber = client.post("/new/rubber", data={"csrf_token": csrf(client)}, follow_redirects=False)
    assert _options(client, created_game(rubber))["fourth_undertrick_increase"] is False
    chicago = client.post("/new/chicago", data={"csrf_token": csrf(client)}, follow_redirects=False)
    assert _options(client, created_game(chicago))["honours"] is False
    checked = {"csrf_token": csrf(client), "honours": "on"}
    chicago = client.post("/new/chicago", data=checked, follow_redirects=False)
    assert _options(client, created_game(chicago))["honours"] is True
