"""The director corrects a tarot table's confirmed deal: a new version, confirmed at once,
the history kept, the ranking following, the table's request closed (issue 22)."""

from __future__ import annotations

import html

from fastapi.testclient import TestClient

from atout.store.tarot_club import repo
from tests.club.conftest import csrf, post
from tests.club.test_ownership import _director
from tests.tarot_club.conftest import GARDE, confirmed_garde, create_evening


def _confirmed_deal(client: TestClient) -> tuple[int, int, tuple[int, ...], str]:
    """An evening whose four-player table of round 1 confirmed deal 1: a garde by its first
    seat, 43 points with 2 bouts; the evening, the table, its players and its code."""
    tournament = create_evening(client)
    return tournament, *confirmed_garde(client, tournament)


def _history(client: TestClient, tournament: int) -> list[tuple[str, int, bool, bool, str]]:
    """Every version stored: the deal, its version, current, confirmed, who (its first
    two words: "table 3", "director Dir")."""
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        found = repo.history(session, tournament)
    return [
        (str(d.entry), d.version, d.current, d.confirmed, " ".join(d.author.split()[:2]))
        for d in found
    ]


def _totals(client: TestClient, tournament: int, players: tuple[int, ...]) -> list[int]:
    lines = client.get(f"/tarot/{tournament}?format=json").json()["lines"]
    total = {line["player"]: line["total"] for line in lines}
    return [total[p] for p in players]


def test_the_director_corrects_a_confirmed_deal(client: TestClient) -> None:
    tournament, table, players, code = _confirmed_deal(client)
    # RULES.md §7, garde (×2) with 2 bouts (41 needed), 43 points: made by 2;
    # X = (25 + 2) × 2 = 54, the taker +3X at 4 players.
    assert _totals(client, tournament, players) == [162, -54, -54, -54]
    claimed = {"round": "1", "table": str(table), "deal": "1", "base_version": "1"}
    claimed.update({**GARDE, "points": "60"})
    assert post(client, f"/tt/{code}/correction", claimed).status_code == 303  # type: ignore[attr-defined]
    director = client.get(f"/director/tarot/{tournament}").text
    path = f"/director/tarot/{tournament}/donnes/1/{table}/1"
    assert f'href="{path}"' in director and "Corriger" in director
    # The page shows the stored version and a form holding the table's proposal.
    page = client.get(path)
    assert page.status_code == 200
    text = html.unescape(page.text)
    assert 'id="history"' in text and text.count('class="version ') == 1
    assert 'name="points" id="points" inputmode="decimal" value="60"' in text
    assert 'name="base_version" value="1"' in text
    fixed = post(client, path, {"base_version": "1", **GARDE, "points": "60"})
    assert fixed.status_code == 303  # type: ignore[attr-defined]
    assert _history(client, tournament) == [
        ("garde taker=1 points=43 bouts=2", 1, False, True, f"table {table}"),
        ("garde taker=1 points=60 bouts=2", 2, True, True, "director Dir"),
    ]
    # 60 points with 2 bouts: made by 19; X = (25 + 19) × 2 = 88.
    assert _totals(client, tournament, players) == [264, -88, -88, -88]
    assert "Demandes de correction" not in client.get(f"/director/tarot/{tournament}").text
    after = html.unescape(client.get(path).text)
    assert after.count('class="version superseded"') == 1
    assert after.count('class="version current"') == 1


def test_a_stale_base_version_is_a_conflict(client: TestClient) -> None:
    tournament, table, players, _code = _confirmed_deal(client)
    path = f"/director/tarot/{tournament}/donnes/1/{table}/1"
    assert post(client, path, {"base_version": "1", **GARDE, "points": "50"}).status_code == 303  # type: ignore[attr-defined]
    stale = post(client, path, {"base_version": "1", **GARDE, "points": "60"})
    assert stale.status_code == 409  # type: ignore[attr-defined]
    assert 'value="60"' in stale.text  # type: ignore[attr-defined]
    assert [v[1] for v in _history(client, tournament)] == [1, 2]
    # A deal the score sheet refuses (92 points) is refused with the form kept: 422.
    refused = post(client, path, {"base_version": "2", **GARDE, "points": "92"})
    assert refused.status_code == 422  # type: ignore[attr-defined]
    assert 'value="92"' in refused.text  # type: ignore[attr-defined]
    assert [v[1] for v in _history(client, tournament)] == [1, 2]
    # 50 points with 2 bouts: made by 9; X = (25 + 9) × 2 = 68.
    assert _totals(client, tournament, players) == [204, -68, -68, -68]


def test_a_table_or_another_director_cannot_correct(client: TestClient) -> None:
    tournament, table, _players, code = _confirmed_deal(client)
    path = f"/director/tarot/{tournament}/donnes/1/{table}/1"
    claire = _director(client, "Claire")
    assert claire.get(path).status_code == 403
    data = {"base_version": "1", **GARDE, "points": "60"}
    assert post(claire, path, data).status_code == 403  # type: ignore[attr-defined]
    with TestClient(client.app) as phone:
        assert phone.get(f"/tt/{code}").status_code == 200
        assert phone.get(path, follow_redirects=False).status_code == 303
        refused = phone.post(path, data={"csrf_token": csrf(phone), **data})
        assert refused.status_code == 403
    assert [v[1] for v in _history(client, tournament)] == [1]
