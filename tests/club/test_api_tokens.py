"""Directors' API tokens: labelled, listed (never their secret), revoked, expiring (issue 27).

``atout director token NAME --label L --expires-in DAYS`` makes one, ``atout director
tokens NAME`` lists them, ``atout director revoke NAME LABEL`` ends one; a revoked or
expired token is 401 on the JSON API.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from click.testing import CliRunner
from fastapi.testclient import TestClient
from sqlalchemy import update

from atout.cli import main
from atout.services.settings import Settings
from atout.store.club.models import DirectorTokenRow
from atout.web.app import create_app
from tests.club.conftest import PASSWORD, post

NB = "\u00a0"
SESSION = {"name": "Mardi", "tables": 3, "movement": "mitchell", "boards_per_round": 2}


def _atout(url: str, *args: str, lang: str = "en") -> tuple[int, str]:
    found = CliRunner().invoke(
        main, ["--lang", lang, "director", *args, "--database-url", url], env={"ATOUT_LANG": ""}
    )
    return found.exit_code, found.output


def _director(url: str, name: str = "Claire") -> None:
    found = CliRunner().invoke(
        main,
        ["director", "create", name, "--password-stdin", "--database-url", url],
        input=PASSWORD + "\n",
    )
    assert found.exit_code == 0, found.output


def _bearer(secret: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {secret}"}


def test_tokens_are_labelled_listed_and_revoked(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    _director(url)
    assert _atout(url, "tokens", "Claire") == (0, "director 'Claire' has no API token\n")
    code, ci = _atout(url, "token", "Claire", "--label", "ci", "--expires-in", "30")
    assert code == 0 and ci.startswith("atout_") and ci.count("\n") == 1
    code, plain = _atout(url, "token", "Claire")
    assert code == 0 and plain.startswith("atout_")
    code, listed = _atout(url, "tokens", "Claire", "--json")
    rows = json.loads(listed)
    assert [row["label"] for row in rows] == ["ci", "token-1"]
    assert [row["last_used_at"] for row in rows] == [None, None]
    assert rows[1]["expires_at"] is None
    made, ends = (datetime.fromisoformat(rows[0][k]) for k in ("created_at", "expires_at"))
    assert ends - made == timedelta(days=30)
    code, table = _atout(url, "tokens", "Claire")
    assert code == 0 and ci.strip() not in table and plain.strip() not in table
    assert "Label" in table and "Last used (UTC)" in table and "never" in table
    assert ends.strftime("%Y-%m-%d %H:%M") in table

    with TestClient(create_app(Settings(database_url=url))) as client:
        made_session = client.post("/api/club/sessions", json=SESSION, headers=_bearer(ci.strip()))
        assert made_session.status_code == 201, made_session.text
        number = made_session.json()["id"]
        assert client.get(f"/api/club/sessions/{number}", headers=_bearer(ci.strip())).is_success
        used = json.loads(_atout(url, "tokens", "Claire", "--json")[1])
        assert used[0]["last_used_at"] is not None and used[1]["last_used_at"] is None

        assert _atout(url, "revoke", "Claire", "ci") == (0, "token 'ci' of 'Claire' revoked\n")
        refused = client.get(f"/api/club/sessions/{number}", headers=_bearer(ci.strip()))
        assert refused.status_code == 401
        kept = client.get(f"/api/club/sessions/{number}", headers=_bearer(plain.strip()))
        assert kept.status_code == 200
    code, again = _atout(url, "revoke", "Claire", "ci")
    assert code == 2 and "'Claire' has no token labelled 'ci'" in again
    assert [r["label"] for r in json.loads(_atout(url, "tokens", "Claire", "--json")[1])] == [
        "token-1"
    ]


def test_an_expired_token_opens_nothing(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    _director(url)
    secret = _atout(url, "token", "Claire", "--label", "week", "--expires-in", "7")[1].strip()
    app = create_app(Settings(database_url=url))
    with TestClient(app) as client:
        assert client.post("/api/club/sessions", json=SESSION, headers=_bearer(secret)).is_success
        # Eight days later: the token's end has passed.
        database = app.state.database
        with database.transaction(write=True) as session:
            past = datetime.now(UTC) - timedelta(days=1)
            session.execute(update(DirectorTokenRow).values(expires_at=past))
        refused = client.post("/api/club/sessions", json=SESSION, headers=_bearer(secret))
        assert refused.status_code == 401
        assert refused.headers["www-authenticate"] == "Bearer"
    code, table = _atout(url, "tokens", "Claire")
    assert code == 0 and "(expired)" in table


def test_refusals_say_what_is_wrong(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    _director(url)
    assert _atout(url, "token", "Claire", "--label", "ci")[0] == 0
    code, taken = _atout(url, "token", "Claire", "--label", "ci")
    assert code == 2 and "a token labelled 'ci' already exists" in taken
    code, too_long = _atout(url, "token", "Claire", "--expires-in", "3651")
    assert code == 2 and "3651" in too_long
    code, nobody = _atout(url, "tokens", "Nobody")
    assert code == 2 and "no director named 'Nobody'" in nobody
    code, nothing = _atout(url, "revoke", "Claire", "nothing")
    assert code == 2 and "'Claire' has no token labelled 'nothing'" in nothing


def test_the_list_in_french(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    _director(url)
    assert _atout(url, "tokens", "Claire", lang="fr") == (
        0,
        "le directeur 'Claire' n’a pas de jeton d’API\n",
    )
    _atout(url, "token", "Claire", "--label", "ci")
    code, table = _atout(url, "tokens", "Claire", lang="fr")
    assert code == 0 and "Libellé" in table and "jamais" in table
    assert _atout(url, "revoke", "Claire", "ci", lang="fr") == (
        0,
        "jeton 'ci' de 'Claire' révoqué\n",
    )


def _cells(html: str, label: str) -> list[str]:
    """The made, last used and end cells of the token ``label`` on the tokens page."""
    row = re.search(rf'<tr data-label="{label}"><td>{label}</td>((?:<td>[^<]*</td>){{3}})', html)
    assert row is not None, html
    return re.findall(r"<td>([^<]*)</td>", row.group(1))


def test_the_directors_page_lists_and_revokes_their_own_tokens(
    client: TestClient, app_url: str
) -> None:
    secret = _atout(app_url, "token", "Dir", "--label", "scoreboard")[1].strip()
    _director(app_url, "Marc")
    _atout(app_url, "token", "Marc", "--label", "marc-only")
    assert "/director/tokens" in client.get("/director").text
    page = client.get("/director/tokens")
    assert page.status_code == 200
    assert _cells(page.text, "scoreboard")[1:] == ["jamais", "jamais"]  # never used, no end
    assert secret not in page.text and "marc-only" not in page.text
    assert client.post("/api/club/sessions", json=SESSION, headers=_bearer(secret)).is_success
    used, ends = _cells(client.get("/director/tokens").text, "scoreboard")[1:]
    assert used != "jamais" and ends == "jamais"
    # Another director's token is not theirs to revoke.
    assert post(client, "/director/tokens/revoke", {"label": "marc-only"}).status_code == 404  # type: ignore[attr-defined]
    revoked = post(client, "/director/tokens/revoke", {"label": "scoreboard"})
    assert revoked.status_code == 303  # type: ignore[attr-defined]
    assert "scoreboard" not in client.get("/director/tokens").text
    refused = client.post("/api/club/sessions", json=SESSION, headers=_bearer(secret))
    assert refused.status_code == 401
    assert [r["label"] for r in json.loads(_atout(app_url, "tokens", "Marc", "--json")[1])] == [
        "marc-only"
    ]
