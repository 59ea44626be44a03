"""A team match with rosters: gross IMPs, the winner's net, each board's IMPs on the
traveller; the rosters' checks (six players a team, each on one team)."""

from __future__ import annotations

import io
import re
import zipfile

from fastapi.testclient import TestClient

from tests.club.conftest import post, table_codes
from tests.club.test_teams import _create, _enter

#: (board, open room, closed room): Lyon (home) sits N-S in the open room, Nice in the
#: closed room. Worked by hand from RULES §2 (Law 77) and the IMP table of RULES §6:
#: - board 1, none vulnerable: 4♠= N +420; 2♠+1 N +140. Lyon's net +280: 270–310 → 7 IMPs
#:   to Lyon.
#: - board 2, N-S vulnerable: 3SA= S +600 (100 + 500); 3SA−1 S −100. Net +700: 600–740
#:   → 12 IMPs to Lyon.
#: - board 3, E-W vulnerable: 2♥+0 E −110 (60 + 50); 2♠= N (Nice) +110. Net −220: 220–260
#:   → 6 IMPs to Nice.
#: - board 4, all vulnerable: 3SA= S +600 in both rooms. Net 0 → 0.
#: Gross: Lyon 7 + 12 = 19, Nice 6 (19 – 6); Lyon's net 19 − 6 = +13.
BOARDS = (
    (1, "4S N 10", "2S N 9"),
    (2, "3NT S 9", "3NT S 8"),
    (3, "2H E 8", "2S N 8"),
    (4, "3NT S 9", "3NT S 9"),
)
#: The IMPs each team won on each board, (Lyon, Nice), from the working above.
WON = {1: (7, 0), 2: (12, 0), 3: (0, 6), 4: (0, 0)}

LYON = ("Édouard Roux", "Zoé Blanc", "Cécile Noir", "Clémence Vert", "Éloïse Brun", "Paul Gris")
NICE = ("Anne Martin", "Bruno Petit", "Chantal Faure", "Denis Morel")


def _roster_form(team: int, names: tuple[str, ...]) -> dict[str, str]:
    return {f"member_{team}_{n}": name for n, name in enumerate(names, 1)}


def _match(client: TestClient) -> int:
    session_id = _create(client, "Lyon\nNice", 4)
    form = _roster_form(1, LYON) | _roster_form(2, NICE) | {"member_licence_2_1": "01234567"}
    response = post(client, f"/director/sessions/{session_id}/rosters", form)
    assert response.status_code == 303  # type: ignore[attr-defined]
    assert response.headers["location"].endswith("?done=players")  # type: ignore[attr-defined]
    codes = table_codes(client, session_id)
    for board, open_room, closed_room in BOARDS:
        _enter(client, codes[1], 1, board, open_room)
        _enter(client, codes[2], 2, board, closed_room)
    return session_id


def test_a_four_board_match_shows_gross_net_and_each_boards_imps(client: TestClient) -> None:
    session_id = _match(client)
    page = client.get(f"/s/{session_id}").text
    assert '<strong class="gross">19 – 6</strong>' in page
    assert '<span class="net">Lyon <strong>+13</strong></span>' in page
    assert "Édouard Roux, Zoé Blanc, Cécile Noir, Clémence Vert, Éloïse Brun, Paul Gris" in page
    assert "Anne Martin, Bruno Petit, Chantal Faure, Denis Morel" in page
    # 13 IMPs over 4 boards (WBF 2013, B = 15·√4 = 30): 10 + 10·(1 − τ^1.3)/(1 − τ³) = 16.09.
    assert '<strong class="vp">16,09 – 3,91</strong>' in page
    match = client.get(f"/s/{session_id}?format=json").json()["matches"][0]
    assert (match["home_gross"], match["away_gross"], match["winner"], match["net"]) == (
        19,
        6,
        "Lyon",
        13,
    )
    assert [(x["home_won"], x["away_won"]) for x in match["lines"]] == list(WON.values())
    for board, (lyon, nice) in WON.items():
        traveller = client.get(f"/s/{session_id}/boards/{board}").text
        cell = re.search(
            r'<td class="num imps"[^>]*data-home="(\d+)" data-away="(\d+)">', traveller
        )
        assert cell is not None and (int(cell[1]), int(cell[2])) == (lyon, nice), board
    assert ">Lyon 12</td>" in client.get(f"/s/{session_id}/boards/2").text
    assert ">Nice 6</td>" in client.get(f"/s/{session_id}/boards/3").text
    cards = client.get(f"/director/sessions/{session_id}/cards").text
    assert "Nice (Anne Martin, Bruno Petit, Chantal Faure, Denis Morel)" in cards
    assert "Salle fermée" in cards


def test_the_published_site_shows_the_rosters_and_the_boards_imps(client: TestClient) -> None:
    session_id = _match(client)
    closed = {"status": "closed", "confirm": "yes"}
    assert post(client, f"/director/sessions/{session_id}/status", closed).status_code == 303  # type: ignore[attr-defined]
    data = client.get(f"/director/sessions/{session_id}/site.zip").content
    site = zipfile.ZipFile(io.BytesIO(data))
    index = site.read("index.html").decode()
    assert '<strong class="gross">19 – 6</strong>' in index and "Denis Morel" in index
    assert ">Lyon 12</td>" in site.read("board-2.html").decode()


def _rosters(client: TestClient, session_id: int) -> str:
    return client.get(f"/director/sessions/{session_id}").text


def test_a_roster_refused_keeps_what_was_typed_and_what_was_stored(client: TestClient) -> None:
    session_id = _create(client, "Lyon\nNice", 4)
    post(client, f"/director/sessions/{session_id}/rosters", _roster_form(2, NICE))
    seven = _roster_form(1, (*LYON, "Yves Sept"))
    response = post(client, f"/director/sessions/{session_id}/rosters", seven)
    assert response.status_code == 422  # type: ignore[attr-defined]
    html = response.text  # type: ignore[attr-defined]
    assert "équipe 1\u00a0: au plus 6 joueurs (7 donnés)" in html
    assert 'value="Yves Sept"' in html  # what was typed is shown again
    twice = _roster_form(1, ("Paul Gris", "Anne Martin")) | _roster_form(2, NICE)
    response = post(client, f"/director/sessions/{session_id}/rosters", twice)
    assert response.status_code == 422  # type: ignore[attr-defined]
    assert "Anne Martin est déjà dans l’équipe 1\u00a0: un joueur joue" in response.text  # type: ignore[attr-defined]
    client.get("/language/en?next=/")
    response = post(client, f"/director/sessions/{session_id}/rosters", seven)
    assert "team 1: at most 6 players (7 given)" in response.text  # type: ignore[attr-defined]
    # Nothing refused was stored: Nice's roster stays, nobody joined the register.
    page = _rosters(client, session_id)
    assert (
        'id="member_2_4" list="register" autocomplete="off" maxlength="80" value="Denis Morel"'
        in page
    )
    assert "Yves Sept" not in page and "Paul Gris" not in page


def test_the_round_robins_ranking_names_each_teams_players(client: TestClient) -> None:
    session_id = _create(client, "Nice\nAntibes\nCannes", 2)
    roster = _roster_form(2, ("Zoé Blanc", "Éloïse Brun", "Cécile Noir", "Paul Gris"))
    assert post(client, f"/director/sessions/{session_id}/rosters", roster).status_code == 303  # type: ignore[attr-defined]
    page = client.get(f"/s/{session_id}").text
    ranking = page.split('<table class="ranking teams">', 1)[1].split("</table>", 1)[0]
    assert (
        'Antibes<br><small class="roster">Zoé Blanc, Éloïse Brun, Cécile Noir, Paul Gris</small>'
        in ranking
    )
    json = client.get(f"/s/{session_id}?format=json").json()
    assert {s["team"]: s["players"] for s in json["standings"]}["Cannes"] == ""


def test_a_pairs_session_has_no_rosters(client: TestClient) -> None:
    data = {"title": "Mardi", "pairs": "4", "suggestion": "0", "seed": "7"}
    location = post(client, "/director/sessions", data).headers["location"]  # type: ignore[attr-defined]
    response = post(client, f"{location}/rosters", {"member_1_1": "Anne Martin"})
    assert response.status_code == 400  # type: ignore[attr-defined]
    assert "est une séance par paires" in response.text  # type: ignore[attr-defined]
