"""A director sees and changes only their own sessions and evenings; an administrator all."""

from __future__ import annotations

import html

from fastapi.testclient import TestClient

from atout.services.directors import create_director
from tests.club.conftest import PASSWORD, create_session, post, table_codes
from tests.tarot_club.conftest import create_evening


def _director(client: TestClient, name: str, *, admin: bool = False) -> TestClient:
    """Another browser, signed in as a new director ``name``."""
    database = client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=True) as session:
        create_director(session, name, PASSWORD, admin=admin)
    other = TestClient(client.app)
    other.get("/director/login")
    response = post(other, "/director/login", {"name": name, "password": PASSWORD})
    assert response.status_code == 303  # type: ignore[attr-defined]
    return other


def _session_pages(session_id: int) -> list[str]:
    base = f"/director/sessions/{session_id}"
    return [
        base,
        f"{base}/cards",
        f"{base}/hands",
        f"{base}/results/1/1/1",
        f"{base}/export.pbn?provisional=1",
    ]


def test_a_director_cannot_see_or_change_another_directors_session(client: TestClient) -> None:
    session_id = create_session(client, pairs=6)  # by "Dir", the first director (an admin)
    code = table_codes(client, session_id)[1]
    claire = _director(client, "Claire")
    for path in _session_pages(session_id):
        response = claire.get(path)
        assert response.status_code == 403, path
        assert "appartient à un autre directeur" in html.unescape(response.text)
    for path, data in (
        (f"/director/sessions/{session_id}/status", {"status": "closed"}),
        (f"/director/sessions/{session_id}/names", {"pair_1": "Intrus"}),
        (
            f"/director/sessions/{session_id}/results/1/1/1",
            {"kind": "adjusted", "adjusted_ns": "A+", "adjusted_ew": "A-", "base_version": "0"},
        ),
    ):
        assert post(claire, path, data).status_code == 403, path  # type: ignore[attr-defined]
    # Nothing changed: the session still runs, and its director still sees it all.
    assert client.get(f"/director/sessions/{session_id}").status_code == 200
    assert client.get(f"/t/{code}").status_code == 200
    assert 'id="close"' in client.get(f"/director/sessions/{session_id}").text
    # Claire's list shows her sessions only; a session of hers is hers.
    assert f"/director/sessions/{session_id}" not in claire.get("/director").text
    mine = create_session(claire, pairs=6)
    assert claire.get(f"/director/sessions/{mine}").status_code == 200
    assert f'/director/sessions/{mine}"' in claire.get("/director").text
    # While the session runs, its travellers are its director's only.
    assert claire.get(f"/s/{session_id}/boards/1").status_code == 403
    assert client.get(f"/s/{session_id}/boards/1").status_code in (200, 404)


def test_an_administrator_sees_and_changes_every_session(client: TestClient) -> None:
    claire = _director(client, "Claire")
    hers = create_session(claire, pairs=6)
    boss = _director(client, "Boss", admin=True)
    for path in _session_pages(hers):
        assert boss.get(path).status_code == 200, path
    assert f'/director/sessions/{hers}"' in boss.get("/director").text
    response = post(boss, f"/director/sessions/{hers}/status", {"status": "closed"})
    assert response.status_code == 303  # type: ignore[attr-defined]
    # The first director (made by the setup page) is an administrator too.
    assert client.get(f"/director/sessions/{hers}").status_code == 200


def test_tarot_evenings_are_their_directors(client: TestClient) -> None:
    evening = create_evening(client, players=8)
    claire = _director(client, "Claire")
    for path in (f"/director/tarot/{evening}", f"/director/tarot/{evening}/cards"):
        assert claire.get(path).status_code == 403, path
    for path, data in (
        (f"/director/tarot/{evening}/status", {"status": "closed"}),
        (f"/director/tarot/{evening}/names", {"pair_1": "Intrus"}),
    ):
        assert post(claire, path, data).status_code == 403, path  # type: ignore[attr-defined]
    assert f'/director/tarot/{evening}"' not in claire.get("/director/tarot").text
    assert f'/director/tarot/{evening}"' in client.get("/director/tarot").text
    # The public ranking stays public.
    assert claire.get(f"/tarot/{evening}").status_code == 200


def test_the_cli_makes_an_administrator(tmp_path: object) -> None:
    from click.testing import CliRunner

    from atout.cli import main

    url = f"sqlite:///{tmp_path}/cli.sqlite"
    runner = CliRunner()
    made = runner.invoke(
        main,
        ["director", "create", "Boss", "--admin", "--password-stdin", "--database-url", url],
        input="s3cret-passw0rd\n",
    )
    assert made.exit_code == 0 and "administrator 'Boss' created" in made.output
    plain = runner.invoke(
        main,
        ["director", "create", "Claire", "--password-stdin", "--database-url", url],
        input="s3cret-passw0rd\n",
    )
    assert plain.exit_code == 0 and "director 'Claire' created" in plain.output
