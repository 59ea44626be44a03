"""A penalised pair's session percentage in the season's championship is the penalised one."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.club.conftest import post
from tests.club.test_season import SESSIONS, _play, _shown


def test_a_penalty_counts_in_the_season(client: TestClient) -> None:
    outcomes, players = SESSIONS[0]
    session_id = _play(client, outcomes, players)
    # Pair 2 (Chloé Dubois, Denis Roux) scored 66.67 % over its 3 boards (test_season's
    # table). 25 % of a top off its total of board percentages: 25 / 3 = 8.33 points off,
    # 200/3 − 25/3 = 175/3 = 58.33 %.
    penalty = {"competitor": "2", "amount": "25", "reason": "slow play"}
    assert post(client, f"/director/sessions/{session_id}/penalties", penalty).status_code == 303  # type: ignore[attr-defined]
    lines, rows = _shown(client, "mode=sum")
    assert lines == [
        ("1=", "Gaël Lefèvre", "66.67"),
        ("1=", "Hélène Ødegård", "66.67"),
        ("3=", "Chloé Dubois", "58.33"),
        ("3=", "Denis Roux", "58.33"),
        ("5=", "Anne Martin", "33.33"),
        ("5=", "Bruno Petit", "33.33"),
        ("5=", "Émile Faure", "33.33"),
        ("5=", "Fanny Brønn", "33.33"),
    ]
    chloe = next(row for row in rows if row[1] == "Chloé Dubois")
    assert chloe[2:4] == ["58,33", "58,33"]
    # Her own page shows the session as its ranking does: 58.33 %, second behind the 66.67 %
    # of Gaël Lefèvre and Hélène Ødegård (it was 66.67 %, first equal, before the penalty).
    register = client.get("/director/players").text
    her = register.split("Chloé Dubois")[0].rsplit('href="/club/players/', 1)[1].split('"')[0]
    page = client.get(f"/club/players/{her}?format=json").json()
    assert [(line["partner"], line["percent"], line["place"]) for line in page["lines"]] == [
        ("Denis Roux", "58.33", "2")
    ]
