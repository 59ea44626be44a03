"""The bye's points on the director's Swiss form (issue 25): empty, the scale's default,
shown on the form; typed, the director's."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.club.test_swiss_room import _create


def test_the_form_shows_the_scales_defaults(client: TestClient) -> None:
    form = client.get("/director/sessions/new").text
    assert 'id="swiss_bye"' in form and 'placeholder="12"' in form
    assert "12\u00a0PV sur un barème en 20\u00a0; en Patton, les points d’un match nul" in form


def test_an_empty_bye_follows_the_scale(client: TestClient) -> None:
    # 7 teams, 2 boards a match: Patton's drawn match is 2 + 2 points
    patton = _create(client, scale="patton", boards_per_round="2", bye_points="")
    page = client.get(f"/s/{patton}/swiss?format=json").json()
    assert page["bye_points"] == 4
    assert "(4 points)" in client.get(f"/s/{patton}/swiss").text
    plain = _create(client, bye_points="")
    assert client.get(f"/s/{plain}/swiss?format=json").json()["bye_points"] == 12
    typed = _create(client, scale="patton", bye_points="7")
    assert client.get(f"/s/{typed}/swiss?format=json").json()["bye_points"] == 7
