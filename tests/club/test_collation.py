"""Names in the order a French reader expects (the Unicode default collation, not code
points): the register, the session's register list, the ranking's ties and the season's,
for bridge and for a tarot evening (its page, JSON and CSV) and its season.

Four pairs play a 2-table Howell, one board a round, and every table makes 3NT exactly:
every pair scores 50 % (RULES §6: equal scores share the matchpoints), so the ranking
and the season are one tie, shown by name. Code points would put "Zoé" before "Édouard"
and "Éloïse" (É is U+00C9, after Z) and "Clémence" before "Cécile" (l before é).
"""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from tests.club.conftest import create_session, post, table_codes

SEASON = "Automne"
PAIRS = {
    1: ("Zoé", "Yves"),
    2: ("Éloïse", "Denise"),
    3: ("Édouard", "Bernard"),
    4: ("Cécile", "Clémence"),
}
REGISTER = ["Bernard", "Cécile", "Clémence", "Denise", "Édouard", "Éloïse", "Yves", "Zoé"]
RANKING = ["Cécile – Clémence", "Édouard – Bernard", "Éloïse – Denise", "Zoé – Yves"]


def _play(client: TestClient) -> int:
    session_id = create_session(client, pairs=4, boards_per_round="1", season=SEASON)
    names = {f"player_{p}_{i + 1}": name for p, two in PAIRS.items() for i, name in enumerate(two)}
    post(client, f"/director/sessions/{session_id}/players", names)
    codes = table_codes(client, session_id)
    for round_ in (1, 2, 3):
        for table in (1, 2):
            where = {"table": str(table), "round": str(round_), "board": str(round_)}
            result = {"level": "3", "strain": "NT", "doubling": "", "declarer": "N", "tricks": "9"}
            response = post(
                client, f"/t/{codes[table]}/results", {**where, "base_version": "0", **result}
            )
            assert response.status_code == 303  # type: ignore[attr-defined]
            post(client, f"/t/{codes[table]}/confirm", {**where, "base_version": "1"})
    return session_id


def test_names_in_french_order(client: TestClient) -> None:
    session_id = _play(client)
    register = client.get("/director/players").text
    assert re.findall(r'href="/club/players/\d+">([^<]+)</a>', register) == REGISTER
    page = client.get(f"/director/sessions/{session_id}").text
    listed = page.split('<datalist id="register">')[1].split("</datalist>")[0]
    assert re.findall(r'<option value="([^"]+)"', listed) == REGISTER
    ranking = client.get(f"/s/{session_id}?format=json").json()["fields"][0][1]
    assert [(line["place"], line["names"]) for line in ranking] == [("1=", n) for n in RANKING]
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    season = client.get(f"/club/seasons/{SEASON}?mode=sum&format=json").json()["rows"]
    assert [(row["place"], row["name"]) for row in season] == [("1=", n) for n in REGISTER]
    pairs = client.get(f"/club/seasons/{SEASON}?who=pairs&mode=sum&format=json").json()["rows"]
    assert [row["name"] for row in pairs] == RANKING


def test_tarot_names_in_french_order(client: TestClient) -> None:
    """A tarot evening before its first deal: every player at 0, one tie, shown by name in
    the evening's ranking (page, JSON and CSV) and in the season."""
    players = [name for two in PAIRS.values() for name in two]  # Zoé first, Clémence last
    data = {"title": "Vendredi", "players": "\n".join(players), "rounds": "2", "deals": "2"}
    data |= {"sizes": "4-5", "five": "called-king", "preset": "fft", "seed": "5"}
    response = post(client, "/director/tarot", data | {"season": SEASON})
    tournament = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    lines = client.get(f"/tarot/{tournament}?format=json").json()["lines"]
    names = {n: name for n, name in enumerate(players, 1)}
    assert [(line["place"], names[line["player"]]) for line in lines] == [(1, n) for n in REGISTER]
    page = client.get(f"/tarot/{tournament}").text
    assert [name for name in re.findall(r"[^<>\n]+", page) if name in players] == REGISTER
    rows = client.get(f"/tarot/{tournament}/ranking.csv").text.splitlines()[1:]
    assert [row.split(";")[2] for row in rows] == REGISTER
    season = client.get(f"/tarot/seasons/{SEASON}?format=json").json()["lines"]
    assert [line["name"] for line in season] == REGISTER
