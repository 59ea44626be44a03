"""A tarot phone at the table: where its player sits next round, its player remembered from
table to table, and the warning when a round's deals leave seats without a deal."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from atout.store.tarot_club import repo
from atout.tarot.tournament.plan import TournamentPlan
from atout.tarot.tournament.scoring import idle_dealers
from tests.tarot_club.conftest import create_evening, post, table_codes


def _plan(client: TestClient, tournament: int) -> TournamentPlan:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return repo.get_tournament(session, tournament).plan


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


def _part(html: str, pattern: str) -> str:
    found = re.search(pattern, html, re.S)
    return "" if found is None else _text(found.group(0))


def test_each_phone_is_told_its_next_table_and_seat(client: TestClient) -> None:
    tournament = create_evening(client)
    plan, codes = _plan(client, tournament), table_codes(client, tournament)
    table = plan.rounds[0].tables[0]
    player = table.players[1]
    following = plan.rounds[1].table_of(player)
    assert following is not None
    seat = following.players.index(player) + 1
    post(client, f"/tt/{codes[table.number]}/me", {"player": str(player)})
    page = client.get(f"/tt/{codes[table.number]}?round=1").text
    mine = _part(page, r'<p class="where" id="my-next-seat">.*?</p>')
    assert mine == f"Partie 2 : table {following.number}, place {seat}"
    # After the last round, nothing more to say.
    assert 'id="next-seats"' not in client.get(f"/tt/{codes[table.number]}?round=3").text


def test_a_phone_without_its_player_lists_every_seat(client: TestClient) -> None:
    tournament = create_evening(client)
    plan, codes = _plan(client, tournament), table_codes(client, tournament)
    table = plan.rounds[0].tables[1]
    listed = re.findall(
        r'<li data-player="(\d+)"><strong>[^<]*</strong>\s:\s([^<]*)</li>',
        client.get(f"/tt/{codes[table.number]}?round=1").text,
    )
    expected = []
    for player in table.players:
        there = plan.rounds[1].table_of(player)
        assert there is not None  # 13 players at tables of 4 and 5: no bye
        where = f"table {there.number}, place {there.players.index(player) + 1}"
        expected.append((str(player), where))
    assert listed == expected


def _finish_round_one(client: TestClient, plan: TournamentPlan, number: int, code: str) -> None:
    """Table ``number`` plays its round 1 (every deal passed), entered on one phone of its
    own and confirmed on another."""
    seated = plan.table(1, number)
    assert seated is not None
    entering, confirming = TestClient(client.app), TestClient(client.app)
    for phone, player in ((entering, seated.players[0]), (confirming, seated.players[1])):
        phone.get(f"/tt/{code}")
        assert post(phone, f"/tt/{code}/me", {"player": str(player)}).status_code == 303  # type: ignore[attr-defined]
    for deal in range(1, plan.deals + 1):
        where = {"round": "1", "table": str(number), "deal": str(deal)}
        passed = {**where, "base_version": "0", "passed": "on"}
        assert post(entering, f"/tt/{code}/donnes", passed).status_code == 303  # type: ignore[attr-defined]
        confirm = {**where, "base_version": "1"}
        assert post(confirming, f"/tt/{code}/confirm", confirm).status_code == 303  # type: ignore[attr-defined]


def test_the_phone_remembers_its_player_at_the_next_table(client: TestClient) -> None:
    tournament = create_evening(client)
    plan, codes = _plan(client, tournament), table_codes(client, tournament)
    first = plan.rounds[0].tables[0]
    player = first.players[0]
    post(client, f"/tt/{codes[first.number]}/me", {"player": str(player)})
    there = plan.rounds[1].table_of(player)
    assert there is not None
    page = client.get(f"/tt/{codes[there.number]}?round=2").text
    assert "Ce téléphone est" in page and "Qui tient ce téléphone" not in page
    selected = re.search(r'<option value="(\d+)" selected>', page)
    assert selected is not None and int(selected.group(1)) == player
    # It enters a deal there without saying again who it is, once that table has played
    # its round 1 (a table writes only the round it is playing).
    _finish_round_one(client, plan, there.number, codes[there.number])
    deal = {"round": "2", "table": str(there.number), "deal": "1", "base_version": "0",
            "contract": "garde", "taker": "1", "points": "43", "bouts": "2"}  # fmt: skip
    assert post(client, f"/tt/{codes[there.number]}/donnes", deal).status_code == 303  # type: ignore[attr-defined]
    # A table where the player does not sit this round asks who holds the phone.
    elsewhere = next(t for t in plan.rounds[1].tables if player not in t.players)
    assert "Qui tient ce téléphone" in client.get(f"/tt/{codes[elsewhere.number]}?round=2").text


def test_a_round_of_4_deals_leaves_seat_5_without_a_deal(client: TestClient) -> None:
    assert idle_dealers(5, 4) == (5,)  # the deal passes seat to seat, from seat 1
    tournament = create_evening(client, deals="4")
    plan, codes = _plan(client, tournament), table_codes(client, tournament)
    director = client.get(f"/director/tarot/{tournament}").text
    assert _part(director, r'<p class="warning" data-size="5".*?</p>') == (
        "Tables de 5 : 4 donnes par partie ne laissent pas donner chaque place ; "
        "sans donne : place 5."
    )
    assert 'data-size="4"' not in director  # at a table of 4, four deals: each seat deals once
    five = next(t for t in plan.rounds[0].tables if len(t.players) == 5)
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    page = client.get(f"/tt/{codes[five.number]}?round=1").text
    names = {n: line for n, line in enumerate(
        ("Anne", "Bruno", "Chloé", "David", "Émile", "Fanny", "Gilles", "Hélène", "Inès",
         "Jules", "Karim", "Léa", "Marc"), 1)}  # fmt: skip
    assert _part(page, r'<p class="warning" id="idle-dealers".*?</p>') == (
        "À cette table, 4 donnes par partie ne laissent pas donner chaque place ; "
        f"sans donne : place 5 ({names[five.players[4]]})."
    )
    assert 'id="idle-dealers"' not in client.get(f"/tt/{codes[four.number]}?round=1").text


def test_five_deals_let_every_seat_deal(client: TestClient) -> None:
    tournament = create_evening(client, deals="5")
    assert 'class="warning"' not in client.get(f"/director/tarot/{tournament}").text


def test_the_warning_in_english(client: TestClient) -> None:
    tournament = create_evening(client, deals="2")
    client.cookies.set("atout_lang", "en")
    director = client.get(f"/director/tarot/{tournament}").text
    assert _part(director, r'<p class="warning" data-size="4".*?</p>') == (
        "Tables of 4: 2 deals a round do not let every seat deal; without a deal: seats 3, 4."
    )
