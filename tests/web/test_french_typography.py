"""French labels keep their colon apart with a no-break space (``Donneur :``); English ones
do not (``Dealer:``)."""

from __future__ import annotations

import html
import re

from fastapi.testclient import TestClient

from tests.web.conftest import created_game, csrf

NBSP = "\u00a0"


def _text(client: TestClient, path: str) -> str:
    return html.unescape(client.get(path).text)


def _tarot(client: TestClient) -> str:
    players = {f"player_{n}": name for n, name in enumerate(("Ana", "Bo", "Cy", "Dé"), 1)}
    form = {"csrf_token": csrf(client), "title": "", "preset": "classic", **players}
    return created_game(client.post("/new/tarot", data=form, follow_redirects=False))


def test_the_tarot_sheet_says_donneur_with_a_no_break_space(client: TestClient) -> None:
    game = _tarot(client)
    page = _text(client, game)
    assert f"Donneur{NBSP}: <strong data-next-dealer>Ana</strong>" in page
    assert f"Règles{NBSP}: Classique" in page
    client.get("/language/en?next=/")
    page = _text(client, game)
    assert "Dealer: <strong data-next-dealer>Ana</strong>" in page and "Rules: Classic" in page
    assert "Rules :" not in page


def test_the_chicago_sheet_says_donneur_with_a_no_break_space(client: TestClient) -> None:
    chicago = client.post("/new/chicago", data={"csrf_token": csrf(client)}, follow_redirects=False)
    page = _text(client, created_game(chicago))
    assert f"Donneur{NBSP}: <strong>" in page
    assert f"Règles{NBSP}: vulnérables aux donnes 2 et 3{NBSP}: " in page
    assert "}}:" not in page and "Donneur:" not in page


def test_the_history_writes_when_the_way_the_reader_does(client: TestClient) -> None:
    players = {"player_1": "Ana", "player_2": "Bo", "player_3": "Cy", "player_4": "Di"}
    game = client.post("/api/games/tarot", json={**players, "preset": "classic"}).json()["id"]
    deal = {"contract": "garde", "taker": "1", "points": "43", "bouts": "2"}
    assert client.post(f"/api/games/{game}/deals", json=deal).status_code == 201
    # 23/11/2026 20:05 in French; 11/23/26, 8:05 PM in English (the server's time zone).
    french = _text(client, f"/games/{game}/history")
    assert re.search(r"<td[^>]*>\d\d/\d\d/\d{4} \d\d:\d\d</td>", french), french
    client.get("/language/en?next=/")
    english = _text(client, f"/games/{game}/history")
    assert re.search(r"<td[^>]*>\d\d?/\d\d?/\d\d, \d\d?:\d\d\u202f[AP]M</td>", english), english
