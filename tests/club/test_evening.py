"""A real club evening, page by page (in process): fresh deals, the way to the director's
area, players of the register, table cards at the public address, the next round on the
table's page, corrections from the stored result, closing and reopening on purpose."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from atout.bridge.dealing import seeded_deal
from atout.services.settings import Settings
from atout.store.club import repo
from atout.web.app import create_app
from atout.web.room.cards import qr_svg
from tests.club.conftest import PASSWORD, create_session, post, result_form, table_codes

PUBLIC = "http://192.0.2.10:8000"


def _record(client: TestClient, session_id: int) -> object:
    with client.app.state.database.transaction(write=False) as session:  # type: ignore[attr-defined]
        return repo.get_session(session, session_id)


def test_two_sessions_created_one_after_the_other_have_different_deals(
    client: TestClient,
) -> None:
    first, second = create_session(client, pairs=6), create_session(client, pairs=6)
    one, two = _record(client, first), _record(client, second)
    assert one.seed is not None and two.seed is not None and one.seed != two.seed  # type: ignore[attr-defined]
    assert one.seed.bits == 128  # type: ignore[attr-defined]
    boards = one.plan.boards  # type: ignore[attr-defined]
    assert boards == two.plan.boards  # type: ignore[attr-defined]
    assert all(one.deals[b] != two.deals[b] for b in boards)  # type: ignore[attr-defined]
    # Each session's deals are its seed's (docs/dealing.md): anyone can check them afterwards.
    assert all(one.deals[b] == seeded_deal(one.seed, b) for b in boards)  # type: ignore[attr-defined]


@pytest.fixture
def fresh(tmp_path: Path) -> Iterator[TestClient]:
    """The app without any director yet, its tables reached at :data:`PUBLIC`."""
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'club.sqlite'}", public_url=PUBLIC)
    with TestClient(create_app(settings)) as client:
        yield client


def test_the_way_to_the_director_s_area_and_its_one_time_setup(fresh: TestClient) -> None:
    home = fresh.get("/").text
    assert 'href="/director" id="director-link"' in home and "Espace du directeur" in home
    login = fresh.get("/director", follow_redirects=True)
    assert login.url.path == "/director/login"
    assert 'id="setup-link"' in login.text and "Aucun compte de directeur" in login.text
    created = post(fresh, "/director/setup", {"name": "Claire", "password": PASSWORD})
    assert created.status_code == 303  # type: ignore[attr-defined]
    assert 'id="setup-link"' not in fresh.get("/director/login").text
    assert fresh.get("/director/setup").status_code == 404


def test_table_cards_carry_the_public_address_and_the_movement(fresh: TestClient) -> None:
    fresh.get("/director/setup")
    post(fresh, "/director/setup", {"name": "Claire", "password": PASSWORD})
    session_id = create_session(fresh, pairs=8, suggestion=1, boards_per_round="2")
    cards = fresh.get(f"/director/sessions/{session_id}/cards").text
    codes = table_codes(fresh, session_id)
    urls = re.findall(r'<div class="qr" data-url="([^"]+)">', cards)
    assert urls == [f"{PUBLIC}/t/{codes[t]}" for t in sorted(codes)]
    # The QR code is the one of that address (segno draws the same SVG for the same text).
    assert str(qr_svg(urls[0], "Table 1")) in cards
    assert "Mitchell, 4 tables, relais et table de repos" in cards
    # Table 1 shares its boards with table 4 (the relay); after round 1 the boards of
    # table 3 go to the bye stand, those of table 2 to tables 1 and 4.
    assert "relais avec la table 4" in cards
    table_3 = cards.split('data-table="3"')[1].split("</section>")[0]
    assert re.search(r'data-round="1">.*?table de repos', table_3, re.S)
    assert "@page" in fresh.get("/static/club.css").text  # A4 when printed


def test_players_come_from_the_register_and_keep_their_licence(client: TestClient) -> None:
    first = create_session(client, pairs=6)
    given = {"player_1_1": "Bjørn Ødegård", "licence_1_1": "0123 4567"}
    given |= {"player_1_2": "Éloïse Lefèvre", "player_2_1": "Zoë Ångström"}
    assert post(client, f"/director/sessions/{first}/players", given).status_code == 303  # type: ignore[attr-defined]
    before = _record(client, first)
    assert before.names == {1: "Bjørn Ødegård – Éloïse Lefèvre", 2: "Zoë Ångström"}  # type: ignore[attr-defined]
    second = create_session(client, pairs=6)
    # The same licence with the name's spelling corrected, and a name typed again without it.
    again = {"player_3_1": "Bjørn Ødegaard", "licence_3_1": "01234567"}
    again |= {"player_3_2": "éloïse lefèvre"}
    post(client, f"/director/sessions/{second}/players", again)
    one, two = _record(client, first), _record(client, second)
    # One person in the register: the first session shows the spelling corrected too.
    assert one.names[1] == "Bjørn Ødegaard – Éloïse Lefèvre"  # type: ignore[attr-defined]
    bjorn, eloise = two.pairs[3].players  # type: ignore[attr-defined]
    assert bjorn.id == one.pairs[1].first.id and bjorn.licence == "01234567"  # type: ignore[attr-defined]
    assert eloise.id == one.pairs[1].second.id  # type: ignore[attr-defined]
    register = client.get("/director/players").text
    assert register.count("Bjørn") == 1 and "Bjørn Ødegaard" in register
    refused = post(client, f"/director/sessions/{second}/players", {"licence_4_1": "99"})
    assert refused.status_code == 422  # type: ignore[attr-defined]


def _enter(client: TestClient, code: str, table: int, round_: int, board: int) -> None:
    where = {"table": str(table), "round": str(round_), "board": str(board)}
    entry = {**where, "base_version": "0", **result_form(board, table, round_)}
    assert post(client, f"/t/{code}/results", entry).status_code == 303  # type: ignore[attr-defined]
    assert post(client, f"/t/{code}/confirm", {**where, "base_version": "1"}).status_code == 303  # type: ignore[attr-defined]


def test_the_table_page_says_where_everyone_goes_after_the_round(client: TestClient) -> None:
    session_id = create_session(client, pairs=8, suggestion=1, boards_per_round="2")
    codes = table_codes(client, session_id)
    page = client.get(f"/t/{codes[3]}").text
    assert 'id="next-round"' not in page
    for board in (7, 8):  # table 3 plays the set of boards 7-8 in round 1
        _enter(client, codes[3], 3, 1, board)
    page = client.get(f"/t/{codes[3]}?round=1&board=8").text
    text = re.sub(r"\s+", " ", re.search(r'id="next-round-text">(.*?)</p>', page, re.S).group(1))  # type: ignore[union-attr]
    assert "E-O à la table 4" in text and "étuis à la table de repos" in text
    assert f'href="/t/{codes[3]}?round=2"' in page and "Passer au tour 2" in page
    # Round 2 is then the table's page.
    assert '<span id="round">2</span>' in client.get(f"/t/{codes[3]}").text
    assert "relais" not in page
    assert "Relais" in client.get(f"/t/{codes[1]}").text  # table 1 shares with table 4


def test_the_correction_form_holds_the_stored_result(client: TestClient) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    codes = table_codes(client, session_id)
    board = int(re.findall(r"board=(\d+)", client.get(f"/t/{codes[1]}").text)[0])
    _enter(client, codes[1], 1, 1, board)
    form = result_form(board, 1, 1)
    page = client.get(f"/director/sessions/{session_id}/results/1/1/{board}").text
    assert f'<option value="{form["level"]}" selected>' in page
    assert f'<option value="{form["declarer"]}" selected>' in page
    assert f'<option value="{form["tricks"]}" selected>' in page
    assert 'id="stored-result"' in page and 'class="current"' in page


def test_closing_is_confirmed_and_reopening_is_on_purpose(client: TestClient) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    page = f"/director/sessions/{session_id}"
    unconfirmed = post(client, f"{page}/status", {"status": "closed"})
    assert unconfirmed.headers["location"] == f"{page}/close"  # type: ignore[attr-defined]
    asked = client.get(f"{page}/close").text
    assert "Clore la séance\u00a0?" in asked and "30 résultats manquent" in asked
    assert _record(client, session_id).status.value == "running"  # type: ignore[attr-defined]
    post(client, f"{page}/status", {"status": "closed", "confirm": "yes"})
    assert _record(client, session_id).status.value == "closed"  # type: ignore[attr-defined]
    session_page = client.get(page).text
    assert 'id="start"' not in session_page and 'id="reopen"' in session_page
    # "Commencer" no longer reopens a closed session: only the reopening, on purpose.
    assert post(client, f"{page}/status", {"status": "running"}).status_code == 400  # type: ignore[attr-defined]
    assert "Rouvrir la séance close\u00a0?" in client.get(f"{page}/reopen").text
    post(client, f"{page}/status", {"status": "running", "reopen": "yes"})
    assert _record(client, session_id).status.value == "running"  # type: ignore[attr-defined]
