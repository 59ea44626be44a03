"""The guard of every request (issue 15): bounds, control characters, the cross-site rule,
security headers, Secure cookies and trusted proxies."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from atout.web.deps import MAX_ID
from tests.club.conftest import PASSWORD, create_session, post, table_codes
from tests.store.conftest import emptied, postgres_url  # noqa: F401  (fixture)
from tests.tarot_club.conftest import create_evening

HUGE = "9" * 5000


def _app(tmp_path: Path, **settings: object) -> TestClient:
    url = f"sqlite:///{tmp_path / 'guard.sqlite'}"
    return TestClient(create_app(Settings(database_url=url, language="en", **settings)))


@pytest.fixture
def director(tmp_path: Path) -> Iterator[TestClient]:
    """The app in English with a signed-in director."""
    with _app(tmp_path) as client:
        client.get("/director/setup")
        response = post(client, "/director/setup", {"name": "Dir", "password": PASSWORD})
        assert response.status_code == 303  # type: ignore[attr-defined]
        yield client


def _game(client: TestClient) -> str:
    response = client.post("/api/games/series", json={"title": "Série"})
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


# Bounds.


def test_every_number_in_a_path_is_bounded(director: TestClient) -> None:
    """A route's whole numbers in its path or query are typed with bounds (``Id``, ``Number``,
    ``QueryNumber``): no number reaches the database unchecked, routes added later too."""
    paths = director.app.openapi()["paths"]  # type: ignore[attr-defined]
    unbounded, counted = [], 0
    for path, methods in paths.items():
        for method, operation in methods.items():
            for param in operation.get("parameters", []):
                schema = param["schema"]
                kinds = [schema, *schema.get("anyOf", [])]
                for kind in kinds:
                    if kind.get("type") == "integer":
                        counted += 1
                        if "minimum" not in kind or "maximum" not in kind:
                            unbounded.append(f"{method} {path} {param['name']}")
    assert counted > 30 and unbounded == []


@pytest.mark.parametrize(
    "path",
    [
        "/s/99999999999999999999",
        "/s/99999999999999999999/standings",
        "/tarot/99999999999999999999",
        "/tarot/99999999999999999999/standings",
        f"/director/sessions/{HUGE}",
        "/director/tarot/0",
    ],
)
def test_a_number_out_of_bounds_in_a_path_is_refused(director: TestClient, path: str) -> None:
    response = director.get(path)
    assert response.status_code == 422, response.text
    if path.startswith("/api/"):
        (message,) = response.json()["errors"].values()
    else:  # a browser gets a page with the message and a way back
        shown = re.search(r'<p class="error" role="alert">(.*?)</p>', response.text)
        assert shown is not None and 'href="/"' in response.text, response.text
        message = html.unescape(shown.group(1))
    name = re.search(r"/(\w+)/[0-9]+", path)
    assert name is not None and re.match(r"\w+: '[0-9]+", message), message
    assert message.endswith(f"is not valid: use 1 to {MAX_ID}"), message


@pytest.mark.parametrize("number", ["²", HUGE, "1e400", "-3", "١٢"])
def test_form_numbers_are_ascii_digits_within_bounds(director: TestClient, number: str) -> None:
    response = post(
        director, "/director/sessions", {"title": "x", "pairs": number, "suggestion": "0"}
    )
    assert response.status_code == 422  # type: ignore[attr-defined]
    assert "pairs" in response.text and "use 3 to 60" in response.text  # type: ignore[attr-defined]
    teams = {"title": "x", "teams": "A\nB", "boards_per_round": number}
    response = post(director, "/director/teams", teams)
    assert response.status_code == 422 and "use 1 to 40" in response.text  # type: ignore[attr-defined]
    response = post(
        director,
        "/director/sessions",
        {"title": "x", "pairs": "6", "suggestion": "0", "boards_per_round": number},
    )
    assert response.status_code == 422 and "use 1 to 8" in response.text  # type: ignore[attr-defined]
    players = "\n".join(f"P{n}" for n in range(8))
    evening = {"title": "x", "players": players, "rounds": number, "deals": "2", "preset": "fft"}
    response = post(director, "/director/tarot", evening)
    assert response.status_code == 422 and "use 1 to 15" in response.text  # type: ignore[attr-defined]


def test_a_table_form_with_odd_numbers_is_refused_not_a_crash(director: TestClient) -> None:
    session_id = create_session(director, pairs=6)
    code = table_codes(director, session_id)[1]
    for number in ("²", HUGE):
        form = {"table": "1", "round": number, "board": "1", "base_version": number}
        assert post(director, f"/t/{code}/results", form).status_code == 403  # type: ignore[attr-defined]
        assert post(director, f"/t/{code}/confirm", form).status_code == 403  # type: ignore[attr-defined]
        query = quote(number)
        assert director.get(f"/t/{code}?round={query}&board={query}").status_code == 422
    evening = create_evening(director, players=8)
    from tests.tarot_club.conftest import table_codes as tarot_codes

    tarot_code = tarot_codes(director, evening)[1]
    director.cookies.set(f"atout_tarot_player_{tarot_code}", HUGE)
    assert director.get(f"/tt/{tarot_code}").status_code == 200
    form = {"round": "²", "table": "1", "deal": HUGE, "base_version": "²"}
    assert post(director, f"/tt/{tarot_code}/donnes", form).status_code == 403  # type: ignore[attr-defined]


def test_caps_on_teams_and_pairs(director: TestClient) -> None:
    many = "\n".join(f"Team {n}" for n in range(1, 34))
    response = post(
        director, "/director/teams", {"title": "x", "teams": many, "boards_per_round": "2"}
    )
    assert response.status_code == 422 and "2 to 32 teams" in response.text  # type: ignore[attr-defined]
    huge = "\n".join(f"T{n}" for n in range(100_000))
    response = post(
        director, "/director/teams", {"title": "x", "teams": huge, "boards_per_round": "2"}
    )
    assert response.status_code in (413, 422)  # type: ignore[attr-defined]
    response = post(
        director, "/director/sessions", {"title": "x", "pairs": "61", "suggestion": "0"}
    )
    assert response.status_code == 422 and "use 3 to 60" in response.text  # type: ignore[attr-defined]
    players = "\n".join(f"P{n}" for n in range(61))
    evening = {"title": "x", "players": players, "rounds": "3", "deals": "2", "preset": "fft"}
    assert post(director, "/director/tarot", evening).status_code == 422  # type: ignore[attr-defined]


def test_api_fields_are_bounded(director: TestClient) -> None:
    game = _game(director)
    response = director.post(f"/api/games/{game}/deals", json={f"f{n}": "x" for n in range(65)})
    assert response.status_code == 422 and "body" in response.json()["errors"]
    response = director.post("/api/games/rubber", json={"title": "x" * 201})
    assert response.json()["errors"] == {
        "title": f"title: {('x' * 40)!r}"[:-1]
        + "…' (201 characters) is too long: at most 200 characters"
    }
    response = director.post("/api/games/rubber", json={"north": "x" * 101})
    assert response.status_code == 422 and "north" in response.json()["errors"]
    body = b'{"board": ' + HUGE.encode() + b"}"
    response = director.post(
        f"/api/games/{game}/deals", content=body, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422 and "100 digits" in response.json()["errors"]["body"]
    deep = b"[" * 5000 + b"]" * 5000
    response = director.post(
        f"/api/games/{game}/deals", content=deep, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422 and "32 levels" in response.json()["errors"]["body"]


def test_a_request_too_large_is_refused(director: TestClient) -> None:
    big = {"csrf_token": director.cookies["atout_csrf"], "title": "x" * 300_000}
    assert director.post("/new/series", data=big).status_code == 413


# Control characters: refused, naming the field (on PostgreSQL a NUL was a 500).


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def any_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[TestClient]:
    """The app on SQLite, then on PostgreSQL, with a signed-in director."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'nul.sqlite'}"
    else:
        url = emptied(request.getfixturevalue("postgres_url"))
    with TestClient(create_app(Settings(database_url=url, language="en"))) as client:
        client.get("/director/setup")
        post(client, "/director/setup", {"name": "Dir", "password": PASSWORD})
        yield client


def test_a_nul_byte_is_refused_in_every_kind_of_text(any_database: TestClient) -> None:
    client = any_database
    game = _game(client)
    token = client.cookies["atout_csrf"]
    cases = [
        client.post("/new/series", data={"csrf_token": token, "title": "a\x00b"}),
        client.post("/new/series", data={"csrf_token": token, "north\x00": "x"}),
        client.post(
            "/director/sessions",
            files={"deals_file": ("", b"")},
            data={"csrf_token": token, "title": "a\x00b", "pairs": "6", "suggestion": "0"},
        ),
        client.post("/api/games/series", json={"title": "a\x00b"}),
        client.post(f"/api/games/{game}/deals", json={"board": "1\x01"}),
        client.get("/tarot/seasons/a%00b"),
        client.get("/language/en?next=/%00"),
        client.get("/director/sessions/new?title=%01"),
    ]
    for response in cases:
        assert response.status_code == 422, response.text
        text = response.text
        assert "control characters" in text, text
    assert "title: 'a\\x00b' is not valid" in cases[0].text
    assert cases[3].json()["errors"] == {"title": cases[3].json()["detail"]}
    assert "north\\x00" in cases[1].text and "board" in cases[4].text
    # Tabs and line breaks are text.
    response = client.post("/api/games/series", json={"title": "Mardi\tsoir"})
    assert response.status_code == 201
    names = "\r\n".join(f"Joueur {n}" for n in range(8))
    form = {"title": "x", "players": names, "rounds": "2", "deals": "2", "preset": "fft"}
    assert post(client, "/director/tarot", form).status_code == 303  # type: ignore[attr-defined]


# The cross-site rule.

OTHER = "http://127.0.0.1:9"


def test_a_state_change_from_another_origin_is_refused(director: TestClient) -> None:
    game = _game(director)
    director.post(f"/api/games/{game}/deals", json={"board": "1", "declarer": "PASS"})
    token = director.cookies["atout_csrf"]
    own = str(director.base_url).rstrip("/")
    refused = [
        ({"Origin": OTHER}, {}),
        ({"Origin": "null"}, {}),
        ({"Sec-Fetch-Site": "cross-site"}, {}),
        ({"Sec-Fetch-Site": "same-site"}, {}),  # another port of the same host
        ({"Sec-Fetch-Site": "same-site", "Origin": own}, {}),
    ]
    for headers, _ in refused:
        response = director.post(f"/games/{game}/undo", data={"csrf_token": token}, headers=headers)
        assert response.status_code == 403 and "Cross-site" in response.text, headers
        response = director.post(f"/api/games/{game}/undo", json={}, headers=headers)
        assert response.status_code == 403, headers
    assert director.get(f"/api/games/{game}").json()["deal_count"] == 1
    # The same requests from the app's own pages go through.
    same = {"Origin": own, "Sec-Fetch-Site": "same-origin"}
    response = director.post(
        f"/games/{game}/undo", data={"csrf_token": token}, headers=same, follow_redirects=False
    )
    assert response.status_code == 303
    response = director.post(f"/api/games/{game}/redo", json={}, headers=same)
    assert response.status_code == 200 and response.json()["deal"] == "1 PASS"


@pytest.mark.parametrize(
    "content_type",
    [None, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"],
)
def test_the_json_api_takes_json_only(director: TestClient, content_type: str | None) -> None:
    game = _game(director)
    director.post(f"/api/games/{game}/deals", json={"board": "1", "declarer": "PASS"})
    headers = {} if content_type is None else {"Content-Type": content_type}
    for action in ("undo", "redo"):
        response = director.post(f"/api/games/{game}/{action}", content=b"{}", headers=headers)
        assert response.status_code == 415, response.text
        assert (
            response.json()["detail"] == "The JSON API takes only Content-Type: application/json."
        )
    response = director.post(
        f"/api/games/{game}/deals", content=b'{"board": "2", "declarer": "PASS"}', headers=headers
    )
    assert response.status_code == 415
    assert director.get(f"/api/games/{game}").json()["deal_count"] == 1


def test_the_public_url_is_an_own_origin(tmp_path: Path) -> None:
    with _app(tmp_path, public_url="https://scores.example.org") as client:
        game = _game(client)
        ok = client.post(
            f"/api/games/{game}/undo", json={}, headers={"Origin": "https://scores.example.org"}
        )
        assert ok.status_code == 200
        refused = client.post(
            f"/api/games/{game}/undo", json={}, headers={"Origin": "https://evil.example.org"}
        )
        assert refused.status_code == 403


# Headers and cookies.


def test_every_answer_carries_the_security_headers(director: TestClient) -> None:
    for path in ("/", "/director", "/api/games", "/static/style.css", "/no/such/page"):
        headers = director.get(path).headers
        policy = headers["content-security-policy"]
        assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy, path
        assert "unsafe-inline" not in policy
        assert headers["x-frame-options"] == "DENY"
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "same-origin"
        assert "strict-transport-security" not in headers
    assert (
        "style-src 'self' 'unsafe-inline'"
        in director.get("/redoc").headers["content-security-policy"]
    )


def test_no_page_has_an_inline_script() -> None:
    templates = Path(__file__).resolve().parents[2] / "src/atout/web/templates"
    for path in templates.rglob("*.html"):
        html = path.read_text()
        assert not re.search(r"<script(?![^>]*\bsrc=)", html), path
        assert not re.search(r"\son[a-z]+=", html), path
        assert "style=" not in html, path


def _cookies(response: object) -> list[str]:
    return response.headers.get_list("set-cookie")  # type: ignore[attr-defined]


def test_cookies_are_secure_behind_tls_only(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'tls.sqlite'}"
    settings = Settings(database_url=url, trusted_proxies="127.0.0.0/8")
    proxy, stranger = ("127.0.0.1", 4000), ("198.51.100.4", 4000)
    https = {"X-Forwarded-Proto": "https"}
    with TestClient(create_app(settings), client=proxy) as client:
        assert all("Secure" not in c for c in _cookies(client.get("/")))
        client.cookies.clear()
        secured = client.get("/", headers=https)
        assert _cookies(secured) and all(c.endswith("; Secure") for c in _cookies(secured))
        assert "strict-transport-security" in secured.headers
    with TestClient(create_app(settings), client=stranger) as client:
        forged = client.get("/", headers=https)  # not a proxy: not believed
        assert _cookies(forged) and all("Secure" not in c for c in _cookies(forged))
    public = Settings(database_url=url, public_url="https://scores.example.org")
    with TestClient(create_app(public), base_url="https://scores.example.org") as client:
        client.get("/director/setup")
        setup = post(client, "/director/setup", {"name": "Dir", "password": PASSWORD})
        cookies = _cookies(setup)
        assert any(c.startswith("atout_director=") for c in cookies)
        assert all(c.endswith("; Secure") for c in cookies), cookies
        assert "strict-transport-security" in setup.headers  # type: ignore[attr-defined]


# Trusted proxies.


def test_forwarded_addresses_are_believed_from_trusted_proxies_only() -> None:
    from ipaddress import ip_network

    from atout.web.guard.proxies import TrustedProxies

    proxies = TrustedProxies((ip_network("10.0.0.0/8"), ip_network("::1")))
    assert proxies.client("198.51.100.4", "203.0.113.7") == "198.51.100.4"
    assert proxies.client("10.0.0.2", "203.0.113.7") == "203.0.113.7"
    # A client cannot hide behind an address it wrote itself: the rightmost untrusted hop.
    assert proxies.client("10.0.0.2", "192.0.2.66, 203.0.113.7, 10.0.0.9") == "203.0.113.7"
    assert proxies.client("10.0.0.2", "garbage") == "10.0.0.2"
    assert proxies.client("::1", "2001:db8::5") == "2001:db8::5"
    assert proxies.scheme("10.0.0.2", "http", "https") == "https"
    assert proxies.scheme("198.51.100.4", "http", "https") == "http"
