"""A season over two evenings: each player's total and best evening, computed by hand."""

from __future__ import annotations

from fastapi.testclient import TestClient

from atout.store.tarot_club import repo
from tests.tarot_club.conftest import NAMES, create_evening, other_phone, post, table_codes


def _table_of(client: TestClient, tournament: int, player: int) -> tuple[int, tuple[int, ...]]:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        table = repo.get_tournament(session, tournament).plan.rounds[0].table_of(player)
    assert table is not None
    return table.number, table.players


def _play(client: TestClient, tournament: int, deal: dict[str, str]) -> tuple[int, ...]:
    """Anne's table enters and confirms ``deal`` as deal 1 of round 1; its players."""
    number, players = _table_of(client, tournament, 1)
    code = table_codes(client, tournament)[number]
    where = {"round": "1", "table": str(number), "deal": "1"}
    post(client, f"/tt/{code}/me", {"player": str(players[0])})
    assert (
        post(client, f"/tt/{code}/donnes", {**where, "base_version": "0", **deal}).status_code
        == 303
    )  # type: ignore[attr-defined]
    other_phone(client)  # the second player's own phone
    post(client, f"/tt/{code}/me", {"player": str(players[1])})
    assert post(client, f"/tt/{code}/confirm", {**where, "base_version": "1"}).status_code == 303  # type: ignore[attr-defined]
    return players


def test_a_season_total_and_best_evening(client: TestClient) -> None:
    first = create_evening(client, players=8, season="Printemps", title="Soirée 1")
    second = create_evening(client, players=8, season="Printemps", title="Soirée 2", seed="9")
    create_evening(client, players=8, season="Été", title="Ailleurs")
    # Evening 1: Anne takes a garde, 43 points with 2 bouts: made by 2, (25 + 2) × 2 = 54
    # from each of her three opponents: Anne +162, each of them -54.
    seat = _table_of(client, first, 1)[1].index(1) + 1
    table_1 = _play(client, first, {"contract": "garde", "taker": str(seat), "points": "43",
                                    "bouts": "2"})  # fmt: skip
    # Evening 2: the player after Anne at her table takes a prise, 60 points with 1 bout:
    # made by 9, 25 + 9 = 34 from each defender: the taker +102, Anne and the two others -34.
    players_2 = _table_of(client, second, 1)[1]
    taker_seat = (players_2.index(1) + 1) % 4 + 1
    taker = players_2[taker_seat - 1]
    _play(client, second, {"contract": "prise", "taker": str(taker_seat), "points": "60",
                           "bouts": "1"})  # fmt: skip
    one = {p: (162 if p == 1 else -54) if p in table_1 else 0 for p in range(1, 9)}
    two = {p: (102 if p == taker else -34) if p in players_2 else 0 for p in range(1, 9)}
    expected = {NAMES[p - 1]: one[p] + two[p] for p in range(1, 9)}
    assert expected["Anne"] == 162 - 34

    season = client.get("/tarot/seasons/Printemps?format=json").json()
    assert [e["title"] for e in season["evenings"]] == ["Soirée 1", "Soirée 2"]
    points = {line["name"]: line["points"] for line in season["lines"]}
    assert points == expected
    best = client.get("/tarot/seasons/Printemps?mode=best&best=1&format=json").json()
    best_points = {line["name"]: line["points"] for line in best["lines"]}
    assert best_points == {NAMES[p - 1]: max(one[p], two[p]) for p in range(1, 9)}
    assert best_points["Anne"] == 162
    assert best["lines"][0]["name"] == "Anne" and best["lines"][0]["counted"] == [True, False]

    csv = client.get("/tarot/seasons/Printemps?format=csv").text.splitlines()
    assert csv[0] == "Rang;Joueur;Points;Soirée 1;Soirée 2"
    assert len(csv) == 9
    page = client.get("/tarot/seasons/Printemps").text
    assert "Saison Printemps" in page and "Toutes les soirées comptent." in page
