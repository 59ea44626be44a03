"""A tarot evening from the tables' phones: entry, confirmation by a second player, refusals,
conflicts, the ranking and its exports."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from atout.store.tarot_club import repo
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules
from atout.tarot.score import score
from tests.tarot_club.conftest import NAMES, create_evening, other_phone, post, table_codes


def _plan(client: TestClient, tournament: int):  # type: ignore[no-untyped-def]
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return repo.get_tournament(session, tournament).plan


def _me(client: TestClient, code: str, player: int) -> None:
    assert post(client, f"/tt/{code}/me", {"player": str(player)}).status_code == 303  # type: ignore[attr-defined]


def _where(round_: int, table: int, deal: int) -> dict[str, str]:
    return {"round": str(round_), "table": str(table), "deal": str(deal)}


def test_a_deal_entered_then_confirmed_by_a_second_player(client: TestClient) -> None:
    tournament = create_evening(client)
    plan = _plan(client, tournament)
    codes = table_codes(client, tournament)
    assert sorted(len(t.players) for t in plan.rounds[0].tables) == [4, 4, 5]
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    code = codes[four.number]
    first, second = four.players[0], four.players[1]
    # Seat 1 takes a garde with 43 points and 2 bouts: 162 for him, -54 for the others.
    deal = {**_where(1, four.number, 1), "base_version": "0", "contract": "garde",
            "taker": "1", "points": "43", "bouts": "2"}  # fmt: skip
    assert post(client, f"/tt/{code}/donnes", deal).status_code == 403  # who is this phone?
    _me(client, code, first)
    assert post(client, f"/tt/{code}/donnes", deal).status_code == 303  # type: ignore[attr-defined]
    page = client.get(f"/tt/{code}?round=1&deal=1").text
    assert "à confirmer" in page and "Un deuxième joueur de la table vérifie" in page
    confirm = {**_where(1, four.number, 1), "base_version": "1"}
    refused = post(client, f"/tt/{code}/confirm", confirm)
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "pas celui qui l’a saisie" in refused.text  # type: ignore[attr-defined]
    assert client.get(f"/tarot/{tournament}?format=json").json()["progress"]["confirmed"] == 0
    _me(client, code, second)  # the same phone, its player switched: still not the other side
    same = post(client, f"/tt/{code}/confirm", confirm)
    assert same.status_code == 422  # type: ignore[attr-defined]
    assert "l’autre camp confirme sur son propre téléphone" in same.text  # type: ignore[attr-defined]
    assert client.get(f"/tarot/{tournament}?format=json").json()["progress"]["confirmed"] == 0
    other_phone(client)
    _me(client, code, second)
    assert post(client, f"/tt/{code}/confirm", confirm).status_code == 303  # type: ignore[attr-defined]
    ranking = client.get(f"/tarot/{tournament}?format=json").json()
    totals = {line["player"]: line["total"] for line in ranking["lines"]}
    assert totals[first] == 162
    assert [totals[p] for p in four.players[1:]] == [-54, -54, -54]
    assert sum(totals.values()) == 0
    assert ranking["lines"][0]["player"] == first and ranking["lines"][0]["place"] == 1
    places = [line["place"] for line in ranking["lines"]]
    assert places[1] == 2 and places.count(2) == 13 - 4  # the 9 who did not play share 2nd


def test_the_score_sheets_refusals_at_the_table(client: TestClient) -> None:
    tournament = create_evening(client)
    plan = _plan(client, tournament)
    five = next(t for t in plan.rounds[0].tables if len(t.players) == 5)
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    codes = table_codes(client, tournament)
    _me(client, codes[five.number], five.players[0])
    base = {**_where(1, five.number, 1), "base_version": "0", "contract": "garde", "taker": "1"}
    no_partner = post(client, f"/tt/{codes[five.number]}/donnes", {**base, "points": "50",
                                                                    "bouts": "1"})  # fmt: skip
    assert no_partner.status_code == 422  # type: ignore[attr-defined]
    too_many = post(client, f"/tt/{codes[five.number]}/donnes",
                    {**base, "partner": "3", "points": "92", "bouts": "1"})  # fmt: skip
    assert too_many.status_code == 422  # type: ignore[attr-defined]
    assert "92" in too_many.text  # type: ignore[attr-defined]
    _me(client, codes[four.number], four.players[0])
    half = {**_where(1, four.number, 1), "base_version": "0", "contract": "prise", "taker": "2",
            "points": "40.5", "bouts": "2"}  # fmt: skip
    assert post(client, f"/tt/{codes[four.number]}/donnes", half).status_code == 422  # type: ignore[attr-defined]
    other = next(t for t in plan.rounds[0].tables if t.number != four.number)
    elsewhere = {**half, "table": str(other.number), "points": "41"}
    assert post(client, f"/tt/{codes[four.number]}/donnes", elsewhere).status_code == 403  # type: ignore[attr-defined]


def test_a_conflict_keeps_the_first_entry(client: TestClient) -> None:
    tournament = create_evening(client)
    plan = _plan(client, tournament)
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    code = table_codes(client, tournament)[four.number]
    _me(client, code, four.players[0])
    deal = {**_where(1, four.number, 2), "base_version": "0", "contract": "prise",
            "taker": "2", "points": "60", "bouts": "1"}  # fmt: skip
    assert post(client, f"/tt/{code}/donnes", deal).status_code == 303  # type: ignore[attr-defined]
    again = post(client, f"/tt/{code}/donnes", {**deal, "contract": "garde"})
    assert again.status_code == 409  # type: ignore[attr-defined]
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        stored = repo.current_donnes(session, tournament)
    assert [str(d.entry) for d in stored] == ["prise taker=2 points=60 bouts=1"]


def test_dealer_out_at_a_table_of_5(client: TestClient) -> None:
    tournament = create_evening(client, five="dealer-out")
    plan = _plan(client, tournament)
    five = next(t for t in plan.rounds[0].tables if len(t.players) == 5)
    code = table_codes(client, tournament)[five.number]
    # Deal 2: seat 2 deals and sits out; the four others are the deal's seats 1 to 4.
    _me(client, code, five.players[0])
    deal = {**_where(1, five.number, 2), "base_version": "0", "contract": "garde",
            "taker": "2", "points": "51", "bouts": "2"}  # fmt: skip
    assert post(client, f"/tt/{code}/donnes", deal).status_code == 303  # type: ignore[attr-defined]
    other_phone(client)
    _me(client, code, five.players[3])
    confirm = {**_where(1, five.number, 2), "base_version": "1"}
    assert post(client, f"/tt/{code}/confirm", confirm).status_code == 303  # type: ignore[attr-defined]
    expected = score(Donne.parse("garde taker=2 points=51 bouts=2", 4), TarotRules.fft()).scores
    lines = client.get(f"/tarot/{tournament}?format=json").json()["lines"]
    totals = {line["player"]: line["total"] for line in lines}
    seats = [five.players[0], five.players[2], five.players[3], five.players[4]]
    assert [totals[p] for p in seats] == list(expected) == [-70, 210, -70, -70]
    assert totals[five.players[1]] == 0  # le mort
    page = client.get(f"/tt/{code}?round=1").text
    assert "mort" in page


def test_exports_and_the_player_page(client: TestClient) -> None:
    tournament = create_evening(client)
    plan = _plan(client, tournament)
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    code = table_codes(client, tournament)[four.number]
    _me(client, code, four.players[2])
    deal = {**_where(1, four.number, 1), "base_version": "0", "passed": "on"}
    assert post(client, f"/tt/{code}/donnes", deal).status_code == 303  # type: ignore[attr-defined]
    other_phone(client)
    _me(client, code, four.players[3])
    post(client, f"/tt/{code}/confirm", {**_where(1, four.number, 1), "base_version": "1"})
    csv = client.get(f"/tarot/{tournament}/ranking.csv")
    assert csv.headers["content-type"].startswith("text/csv")
    lines = csv.text.splitlines()
    assert lines[0] == "Rang;#;Joueur;Total;Partie 1;Partie 2;Partie 3;Donnes"
    assert len(lines) == 14 and all(line.startswith("1;") for line in lines[1:])
    pdf = client.get(f"/tarot/{tournament}/ranking.pdf")
    assert pdf.content.startswith(b"%PDF-") and pdf.headers["content-type"] == "application/pdf"
    detail = client.get(f"/tarot/{tournament}/players/{four.players[2]}").text
    assert "Donne passée" in detail and NAMES[four.players[2] - 1] in detail
    assert re.search(r"Partie 1 · Table \d", detail)
    cards = client.get(f"/director/tarot/{tournament}/cards").text
    assert cards.count("<svg") == 3 and cards.count('class="table-card"') == 3
