"""A tarot table's confirmed deal is locked, a later round is refused, and a deal is
confirmed from another phone than the one that entered it (issues 22 and 27)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from atout.store.tarot_club import repo
from tests.tarot_club.conftest import create_evening, other_phone, post, table_codes


def _where(round_: int, table: int, deal: int) -> dict[str, str]:
    return {"round": str(round_), "table": str(table), "deal": str(deal)}


def _stored(client: TestClient, tournament: int) -> list[tuple[int, int, int, str, int, bool]]:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        found = repo.current_donnes(session, tournament)
    return [(*d.key, str(d.entry), d.version, d.confirmed) for d in found]


def _table(client: TestClient, tournament: int) -> tuple[int, tuple[int, ...], str]:
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        plan = repo.get_tournament(session, tournament).plan
    four = next(t for t in plan.rounds[0].tables if len(t.players) == 4)
    return four.number, four.players, table_codes(client, tournament)[four.number]


GARDE = {"contract": "garde", "taker": "1", "points": "43", "bouts": "2"}


def test_a_confirmed_deal_is_locked(client: TestClient) -> None:
    tournament = create_evening(client)
    number, players, code = _table(client, tournament)
    where = _where(1, number, 1)
    post(client, f"/tt/{code}/me", {"player": str(players[0])})
    assert (
        post(client, f"/tt/{code}/donnes", {**where, "base_version": "0", **GARDE}).status_code
        == 303
    )  # type: ignore[attr-defined]
    other_phone(client)
    post(client, f"/tt/{code}/me", {"player": str(players[1])})
    assert post(client, f"/tt/{code}/confirm", {**where, "base_version": "1"}).status_code == 303  # type: ignore[attr-defined]
    before = _stored(client, tournament)
    assert before == [(1, number, 1, "garde taker=1 points=43 bouts=2", 1, True)]
    ranking = client.get(f"/tarot/{tournament}?format=json").json()
    page = client.get(f"/tt/{code}?round=1&deal=1&edit=1")
    assert page.status_code == 403 and 'id="donne-form"' not in page.text
    assert (
        "Cette donne est confirmée\u00a0: seul l’arbitre peut la modifier\u00a0;"
        " un joueur de la table peut lui demander une correction." in page.text
    )
    changed = {**where, "base_version": "1", **GARDE, "points": "60"}
    again = post(client, f"/tt/{code}/donnes", changed)
    assert again.status_code == 403  # type: ignore[attr-defined]
    assert "la donne 1 de la partie 1 est confirmée" in again.text  # type: ignore[attr-defined]
    assert _stored(client, tournament) == before
    assert client.get(f"/tarot/{tournament}?format=json").json() == ranking


def test_a_later_round_is_refused(client: TestClient) -> None:
    tournament = create_evening(client)
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        plan = repo.get_tournament(session, tournament).plan
    codes = table_codes(client, tournament)
    later = plan.rounds[1].tables[0]
    code = codes[later.number]
    post(client, f"/tt/{code}/me", {"player": str(later.players[0])})
    page = client.get(f"/tt/{code}?round=2&deal=1&edit=1")
    assert page.status_code == 403 and 'id="donne-form"' not in page.text
    assert "La partie 2 n’est pas encore ouverte\u00a0: cette table joue la partie 1." in page.text
    where = _where(2, later.number, 1)
    posted = post(client, f"/tt/{code}/donnes", {**where, "base_version": "0", **GARDE})
    assert posted.status_code == 403  # type: ignore[attr-defined]
    assert "n’est pas encore ouverte" in posted.text  # type: ignore[attr-defined]
    assert _stored(client, tournament) == []


def test_the_same_phone_does_not_confirm_its_own_deal(client: TestClient) -> None:
    tournament = create_evening(client)
    number, players, code = _table(client, tournament)
    where = _where(1, number, 1)
    post(client, f"/tt/{code}/me", {"player": str(players[0])})
    post(client, f"/tt/{code}/donnes", {**where, "base_version": "0", **GARDE})
    post(client, f"/tt/{code}/me", {"player": str(players[1])})  # the player cookie switched
    refused = post(client, f"/tt/{code}/confirm", {**where, "base_version": "1"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert "l’autre camp confirme sur son propre téléphone" in refused.text  # type: ignore[attr-defined]
    assert _stored(client, tournament)[0][5] is False


def test_a_correction_request_reaches_the_director(client: TestClient) -> None:
    tournament = create_evening(client)
    number, players, code = _table(client, tournament)
    where = _where(1, number, 1)
    post(client, f"/tt/{code}/me", {"player": str(players[0])})
    post(client, f"/tt/{code}/donnes", {**where, "base_version": "0", **GARDE})
    other_phone(client)
    post(client, f"/tt/{code}/me", {"player": str(players[1])})
    post(client, f"/tt/{code}/confirm", {**where, "base_version": "1"})
    before = _stored(client, tournament)
    claimed = {**where, "base_version": "1", **GARDE, "points": "60"}
    assert post(client, f"/tt/{code}/correction", claimed).status_code == 303  # type: ignore[attr-defined]
    assert _stored(client, tournament) == before
    page = client.get(f"/tt/{code}?round=1&deal=1").text
    assert "Correction demandée" in page
    director = client.get(f"/director/tarot/{tournament}").text
    assert "Demandes de correction" in director and "il y a 0\u00a0min" in director
    request_id = director.split('data-dismiss="')[1].split('"')[0]
    path = f"/director/tarot/{tournament}/corrections/{request_id}/dismiss"
    assert post(client, path, {}).status_code == 303  # type: ignore[attr-defined]
    assert "Demandes de correction" not in client.get(f"/director/tarot/{tournament}").text
    assert _stored(client, tournament) == before
    # A claim the score sheet refuses is refused, as an entry is (92 points).
    refused = post(client, f"/tt/{code}/correction", {**claimed, "points": "92"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
