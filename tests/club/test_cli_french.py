"""``atout --lang fr club …`` and ``atout --lang fr director …``: every line they write in
French (the sessions' movements, what was written where, the password prompt, the
refusals); English as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from fastapi.testclient import TestClient

from atout.cli import main
from tests.club.conftest import create_session, play_everything, post

NBSP = "\u00a0"


def atout(*args: str, input: str | bytes | None = None) -> Result:
    env = {"ATOUT_LANG": "", "COLUMNS": "160"}
    return CliRunner().invoke(main, list(args), input=input, env=env)


def _cells(output: str) -> list[list[str]]:
    return [
        [cell.strip() for cell in line.replace("┃", "│").split("│")[1:-1]]
        for line in output.splitlines()
        if "│" in line or "┃" in line
    ]


def test_the_movements_of_the_sessions_in_french(client: TestClient, app_url: str) -> None:
    create_session(client, pairs=6)
    create_session(client, pairs=9)
    post(
        client,
        "/director/teams",
        {"title": "Interclubs", "teams": "Lyon\nNice", "boards_per_round": "4"},
    )
    listed = atout("--lang", "fr", "club", "list", "--database-url", app_url)
    assert listed.exit_code == 0, listed.output
    assert [row[4] for row in _cells(listed.output)] == [
        "Mouvement",
        "2 équipes",
        f"Howell, 5 tables, une paire en relâche à chaque tour{NBSP}: 9 tours de 3 étuis"
        " (27 étuis)",
        f"Howell, 3 tables{NBSP}: 5 tours de 5 étuis (25 étuis)",
    ]
    english = atout("club", "list", "--database-url", app_url)
    assert [row[4] for row in _cells(english.output)] == [
        "Movement",
        "2 teams",
        "Howell, 5 tables, one pair sits out each round: 9 rounds of 3 boards (27 boards)",
        "Howell, 3 tables: 5 rounds of 5 boards (25 boards)",
    ]


def test_an_export_in_french(client: TestClient, app_url: str, tmp_path: Path) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="2")
    export = ("club", "export", str(session_id), "--database-url", app_url)
    refused = atout("--lang", "fr", *export)
    assert (refused.exit_code, refused.stderr) == (
        2,
        f"erreur\u00a0: la séance {session_id} est en cours (0 résultats sur 30){NBSP}: clôturez-la"
        " pour en exporter les résultats, ou exportez un fichier provisoire\n",
    )
    path = tmp_path / "mardi.pbn"
    written = atout("--lang", "fr", *export, "--provisional", "-o", str(path))
    assert written.exit_code == 0 and written.stderr == f"séance {session_id} écrite dans {path}\n"
    written = atout(*export, "--provisional", "-o", str(path))
    assert written.stderr == f"session {session_id} written to {path}\n"
    unknown = atout("--lang", "fr", "club", "export", "99", "--database-url", app_url)
    assert unknown.stderr == "erreur\u00a0: pas de séance numéro 99\n"


@pytest.mark.slow
def test_a_publication_in_french(client: TestClient, app_url: str, tmp_path: Path) -> None:
    session_id = create_session(client, pairs=6, boards_per_round="1")
    publish = ("club", "publish", str(session_id), "--database-url", app_url, "--jobs", "1")
    refused = atout("--lang", "fr", *publish, "--out", str(tmp_path / "x"))
    assert (refused.exit_code, refused.stderr) == (
        2,
        f"erreur\u00a0: la séance {session_id} est en cours{NBSP}: clôturez-la avant de la "
        "publier\n",
    )
    play_everything(client, session_id)
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    site = tmp_path / "site"
    published = atout("--lang", "fr", *publish, "--out", str(site))
    assert published.exit_code == 0, published.output
    pages = sum(1 for page in site.rglob("*.html"))
    assert published.stderr == f"séance {session_id}{NBSP}: {pages} pages écrites dans {site}\n"
    again = atout(*publish, "--out", str(site))
    assert again.stderr == f"session {session_id}: {pages} pages written to {site}\n"


def test_a_director_made_in_french(app_url: str) -> None:
    create = ("director", "create", "Ana", "--database-url", app_url)
    made = atout(
        "--lang", "fr", *create, input="motdepasse1\nautre chose\nmotdepasse1\nmotdepasse1\n"
    )
    assert (made.exit_code, made.output) == (
        0,
        f"Mot de passe{NBSP}: \n"
        f"Répétez pour confirmer{NBSP}: \n"
        f"Erreur{NBSP}: les deux valeurs saisies ne correspondent pas.\n"
        f"Mot de passe{NBSP}: \n"
        f"Répétez pour confirmer{NBSP}: \n"
        "directeur 'Ana' créé\n",
    )
    admin = ("director", "create", "Bea", "--admin", "--password-stdin", "--database-url", app_url)
    made = atout("--lang", "fr", *admin, input="motdepasse1\n")
    assert made.stdout == "administrateur 'Bea' créé\n"
    again = atout("--lang", "fr", *create, "--password-stdin", input="motdepasse1\n")
    assert (again.exit_code, again.stderr) == (
        2,
        "erreur\u00a0: un directeur nommé 'Ana' existe déjà\n",
    )
    short = ("director", "create", "Cy", "--password-stdin", "--database-url", app_url)
    assert atout("--lang", "fr", *short, input="court\n").stderr == (
        f"erreur\u00a0: le mot de passe est trop court{NBSP}: au moins 8 caractères\n"
    )
    assert atout("--lang", "fr", *short, input=b"\xffmotdepasse\n").stderr == (
        "erreur\u00a0: le mot de passe sur l’entrée standard n’est pas du texte UTF-8 (octet 0xff à"
        " la position 0)\u00a0: enregistrez-le en UTF-8\n"
    )
    english = atout(
        "director", "create", "Dan", "--database-url", app_url, input="motdepasse1\n" * 2
    )
    assert english.output == ("Password: \nRepeat for confirmation: \ndirector 'Dan' created\n")


def test_a_token_refused_in_french(app_url: str) -> None:
    create = ("director", "create", "Ana", "--password-stdin", "--database-url", app_url)
    atout(*create, input="motdepasse1\n")
    token = atout("--lang", "fr", "director", "token", "Ana", "--database-url", app_url)
    assert token.exit_code == 0 and len(token.stdout.strip()) > 20 and token.stderr == ""
    missing = atout("--lang", "fr", "director", "token", "Zoé", "--database-url", app_url)
    assert (missing.exit_code, missing.stderr) == (
        2,
        f"erreur\u00a0: pas de directeur nommé 'Zoé'{NBSP}: créez-en un avec atout director "
        "create\n",
    )
