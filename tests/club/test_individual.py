"""An individual in the room, in process: its creation (and refusal), the four players on
the table's page, the players' ranking as JSON, the table cards and a player's score card."""

from __future__ import annotations

import csv
import io
import re
import zipfile

from fastapi.testclient import TestClient

from tests.club.conftest import post, table_codes

NAMES = "\n".join(f"Joueur {n}" for n in range(1, 9))


def _create(client: TestClient, names: str = NAMES) -> object:
    data = {"title": "Individuel", "players": names, "boards_per_round": "2"}
    return post(client, "/director/individuals", data)


def test_nine_names_are_refused_in_french(client: TestClient) -> None:
    response = _create(client, NAMES + "\nJoueur 9")
    assert response.status_code == 422  # type: ignore[attr-defined]
    assert "Donnez de 8 à 32 joueurs, quatre par table" in response.text  # type: ignore[attr-defined]
    assert "Joueur 9" in response.text  # type: ignore[attr-defined]  # what was typed is kept


def test_an_eight_player_individual(client: TestClient) -> None:
    response = _create(client)
    assert response.status_code == 303  # type: ignore[attr-defined]
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    director = client.get(f"/director/sessions/{session_id}").text
    assert "Individuel, 8 joueurs" in director
    assert re.findall(r'<li value="(\d+)">Joueur \d+</li>', director) == [
        str(n) for n in range(1, 9)
    ]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    codes = table_codes(client, session_id)
    assert sorted(codes) == [1, 2]
    # Round 1 (individual(2)): table 1 N8 E1 S2 W4, table 2 N3 E6 S5 W7.
    page = client.get(f"/t/{codes[2]}").text
    seats = re.findall(r'data-seat="(\w)".*?<strong>(\d+)</strong>', page)
    assert seats == [("N", "3"), ("E", "6"), ("S", "5"), ("O", "7")]
    ranking = client.get(f"/s/{session_id}", params={"format": "json"}).json()
    assert ranking["individual"] is True and ranking["expected"] == 28  # 7 rounds × 2 × 2
    assert [line["names"] for line in ranking["fields"][0][1]][:1] == ["Joueur 1"]
    cards = client.get(f"/director/sessions/{session_id}/cards").text
    assert cards.count('class="card-rounds card-seats"') == 2
    card = client.get(f"/s/{session_id}/players/4")
    assert card.status_code == 200 and "Joueur 4" in card.text
    assert client.get(f"/s/{session_id}/players/9").status_code == 404


def test_a_closed_individual_is_published_with_its_players_cards(client: TestClient) -> None:
    response = _create(client)
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    code = table_codes(client, session_id)[1]
    entered = {"round": "1", "board": "1", "level": "3", "strain": "NT", "doubling": ""}
    post(client, f"/t/{code}/results", {**entered, "declarer": "N", "result": "="})
    post(client, f"/t/{code}/confirm", {"round": "1", "board": "1", "base_version": "1"})
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    for path in (f"/director/sessions/{session_id}/site.zip", "/director/site.zip"):
        answer = client.get(path)
        assert answer.status_code == 200, path
        names = zipfile.ZipFile(io.BytesIO(answer.content)).namelist()
        assert any(name.endswith("player-8.html") for name in names), names[:5]


def test_an_individuals_traveller_names_each_lines_four_players(client: TestClient) -> None:
    response = _create(client)
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    code = table_codes(client, session_id)[1]
    entered = {"round": "1", "board": "1", "level": "3", "strain": "NT", "doubling": ""}
    post(client, f"/t/{code}/results", {**entered, "declarer": "N", "result": "="})
    post(client, f"/t/{code}/confirm", {"round": "1", "board": "1", "base_version": "1"})
    page = client.get(f"/s/{session_id}/boards/1").text
    # Round 1, table 1 of Wh(8): base round (∞, 0, 1, 3) → N 8, E 1, S 2, W 4.
    cells = re.findall(r'<td class="line-players">(.*?)</td>', page)
    assert len(cells) == 2
    players = [
        re.findall(r'data-player="(\d+)"><a href="[^"]+">\d+</a> ([^<]+)<', c) for c in cells
    ]
    assert players == [
        [("8", "Joueur 8"), ("2", "Joueur 2")],
        [("1", "Joueur 1"), ("4", "Joueur 4")],
    ]
    assert f'href="/s/{session_id}/players/8"' in page


def _play_board_1(client: TestClient, session_id: int) -> None:
    """Board 1 (dealer N, none vulnerable) at both tables of round 1: 3NT= by North at
    table 1 (N-S +400), 3NT−1 by North at table 2 (N-S −50)."""
    codes = table_codes(client, session_id)
    entered = {"round": "1", "board": "1", "level": "3", "strain": "NT", "doubling": ""}
    for table, result in ((1, "="), (2, "-1")):
        post(client, f"/t/{codes[table]}/results", {**entered, "declarer": "N", "result": result})
        post(
            client, f"/t/{codes[table]}/confirm", {"round": "1", "board": "1", "base_version": "1"}
        )


def test_an_individuals_ranking_as_csv_and_pdf_and_its_players_cards(
    client: TestClient,
) -> None:
    response = _create(client)
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    _play_board_1(client, session_id)
    ranking = client.get(f"/s/{session_id}").text
    for link in ("ranking.pdf", "ranking.csv", "players"):
        assert f'href="/s/{session_id}/{link}"' in ranking
    assert f'href="/s/{session_id}/players"' in client.get(f"/director/sessions/{session_id}").text
    answer = client.get(f"/s/{session_id}/ranking.csv")
    assert answer.status_code == 200
    rows = list(csv.reader(io.StringIO(answer.content[3:].decode("utf-8")), delimiter=";"))
    assert rows[2] == ["Orientation", "Rang", "Joueur", "Noms", "%", "Points", "Donnes"]
    # Board 1 has two results, top 2: +400 beats −50. Table 1 (N 8, E 1, S 2, W 4): N-S 8
    # and 2 score 2 (100 %), E-W 1 and 4 none; table 2 (N 3, E 6, S 5, W 7): N-S 3 and 5
    # none, E-W 6 and 7 score 2 (100 %). Four players share the first place, four the fifth.
    lines = {int(row[2]): row for row in rows[3:]}
    assert sorted(lines) == list(range(1, 9))
    for player in (2, 6, 7, 8):
        assert lines[player] == ["", "1=", str(player), f"Joueur {player}", "100,00", "2,00", "1"]
    for player in (1, 3, 4, 5):
        assert lines[player] == ["", "5=", str(player), f"Joueur {player}", "0,00", "0,00", "1"]
    pdf = client.get(f"/s/{session_id}/ranking.pdf")
    assert pdf.headers["content-type"] == "application/pdf" and pdf.content.startswith(b"%PDF")
    cards = client.get(f"/s/{session_id}/players").text
    assert re.findall(r'<section class="player-card" data-player="(\d+)">', cards) == [
        str(n) for n in range(1, 9)
    ]
    assert "Une page A4 par joueur" in cards and "data-print" in cards


def test_a_twenty_four_player_individual_has_six_tables(client: TestClient) -> None:
    names = "\n".join(f"Joueur {n}" for n in range(1, 25))
    response = _create(client, names)
    assert response.status_code == 303  # type: ignore[attr-defined]
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    assert "Individuel, 24 joueurs" in client.get(f"/director/sessions/{session_id}").text
    post(client, f"/director/sessions/{session_id}/status", {"status": "running"})
    assert sorted(table_codes(client, session_id)) == [1, 2, 3, 4, 5, 6]
    ranking = client.get(f"/s/{session_id}", params={"format": "json"}).json()
    assert ranking["expected"] == 23 * 6 * 2  # 23 rounds, 6 tables, 2 boards a round
