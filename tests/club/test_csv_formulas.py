"""A season's CSV writes players' names that look like formulas as text (issue 27)."""

from __future__ import annotations

import csv
import io

from fastapi.testclient import TestClient

from tests.club.test_season import SEASON, _play


def test_names_starting_like_a_formula_get_a_quote(client: TestClient) -> None:
    players = {1: ("=cmd|' /C calc'!A0", "+33 6"), 2: ("-Bob", "@Ana"), 3: ("Chloé", "Denis"),
               4: ("Émile", "Fanny")}  # fmt: skip
    _play(client, "WWW", players)
    text = client.get(f"/club/seasons/{SEASON}?mode=sum&format=csv").text
    rows = list(csv.reader(io.StringIO(text), delimiter=";"))
    assert sorted(row[1] for row in rows[1:]) == sorted(
        ["'=cmd|' /C calc'!A0", "'+33 6", "'-Bob", "'@Ana", "Chloé", "Denis", "Émile", "Fanny"]
    )
    # Figures stay figures (session 1 of tests/club/test_season.py: 33.33 and 66.67 %).
    assert {row[2] for row in rows[1:]} == {"33,33", "66,67"}
