"""/docs and /redoc work offline: every script, style and icon is served by the app."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient


@pytest.mark.parametrize("page", ["/docs", "/redoc"])
def test_the_api_documentation_uses_only_local_assets(client: TestClient, page: str) -> None:
    response = client.get(page)
    assert response.status_code == 200
    html = response.text
    assets = re.findall(r'(?:src|href|spec-url)="([^"]+)"', html)
    assets += re.findall(r"url: '([^']+)'", html)
    assert assets, html
    assert "http://" not in html and "https://" not in html and "//cdn" not in html
    for asset in assets:
        assert asset.startswith("/") and not asset.startswith("//"), asset
        served = client.get(asset)
        assert served.status_code == 200, asset
        assert served.content, asset


def test_the_openapi_description_lists_the_json_api(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/games", "/api/games/{kind}", "/api/games/{game_id}/deals"} <= set(paths)


def test_the_openapi_description_lists_the_club_api(client: TestClient) -> None:
    described = client.get("/openapi.json").json()
    paths = described["paths"]
    assert {
        "/api/club/sessions",
        "/api/club/sessions/{session_id}",
        "/api/club/sessions/{session_id}/start",
        "/api/club/sessions/{session_id}/ranking",
        "/api/club/tables/{code}",
        "/api/club/tables/{code}/results",
    } <= set(paths)
    result = described["components"]["schemas"]["ApiResult"]["properties"]
    expected = {"round", "board", "contract", "declarer", "result", "tricks", "lead"}
    assert expected | {"idempotency_key"} == set(result)
    new = described["components"]["schemas"]["NewSession"]["properties"]["movement"]
    assert new["enum"] == ["mitchell", "howell"]
