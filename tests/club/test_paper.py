"""A bridge session on paper: the ranking per direction as PDF and CSV, the backup slips.

The PDFs are read by poppler (``pdfinfo``, ``pdftotext``); the CSV by the ``csv`` module
after its byte-order mark. The percentages of a field average 50 % (each board's
matchpoints share a top between the two sides), so that each field's sum is checked
against 50 × its pairs, within the rounding to hundredths.
"""

from __future__ import annotations

import codecs
import csv
import io
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from tests.club.conftest import PASSWORD, create_session, play_everything, post

CLUB = "Bridge Club d'Antibes & <Juan>"


@pytest.fixture
def club(tmp_path: Path) -> Iterator[TestClient]:
    """The app with a club name, the first director signed in."""
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    with TestClient(create_app(Settings(database_url=url, club_name=CLUB))) as client:
        client.get("/director/setup")
        post(client, "/director/setup", {"name": "Dir", "password": PASSWORD})
        yield client


def _closed(client: TestClient) -> int:
    """A closed 8-pair Mitchell (4 tables, N-S and E-W ranked apart), pair 1 named."""
    session_id = create_session(client, pairs=8, suggestion=1)
    names = {"player_1_1": "Zoé Martin", "player_1_2": "Édouard Petit"}
    post(client, f"/director/sessions/{session_id}/players", names)
    play_everything(client, session_id)
    post(client, f"/director/sessions/{session_id}/status", {"status": "closed", "confirm": "yes"})
    return session_id


def _poppler(tool: str, data: bytes, tmp_path: Path) -> str:
    path = tmp_path / "file.pdf"
    path.write_bytes(data)
    return subprocess.run([tool, str(path), "-"] if tool == "pdftotext" else [tool, str(path)],
                          capture_output=True, text=True, check=True).stdout  # fmt: skip


def _pages(data: bytes, tmp_path: Path) -> int:
    found = re.search(r"^Pages:\s+(\d+)$", _poppler("pdfinfo", data, tmp_path), re.M)
    assert found is not None
    return int(found.group(1))


def test_the_ranking_as_pdf_and_csv(club: TestClient, tmp_path: Path) -> None:
    session_id = _closed(club)
    page = club.get(f"/director/sessions/{session_id}").text
    assert f'href="/s/{session_id}/ranking.pdf"' in page and "slips.pdf" in page
    assert f'href="/s/{session_id}/ranking.csv"' in club.get(f"/s/{session_id}").text
    pdf = club.get(f"/s/{session_id}/ranking.pdf")
    assert pdf.headers["content-type"] == "application/pdf"
    assert _pages(pdf.content, tmp_path) >= 1
    text = _poppler("pdftotext", pdf.content, tmp_path)
    assert "Mardi" in text and CLUB in text and "Zoé Martin – Édouard Petit" in text
    assert "N-S" in text and "E-O" in text and "provisoire" not in text
    assert not re.search(r"\d\.\d", text)  # French figures: 57,64
    response = club.get(f"/s/{session_id}/ranking.csv")
    assert response.content.startswith(codecs.BOM_UTF8)
    rows = list(csv.reader(io.StringIO(response.content[3:].decode("utf-8")), delimiter=";"))
    assert rows[0] == ["Mardi"] and rows[1][0].startswith(f"{CLUB} · ")
    assert rows[2] == ["Orientation", "Rang", "Paire", "Noms", "%", "Points", "Donnes"]
    lines = rows[3:]
    assert {row[0] for row in lines} == {"N-S", "E-O"} and len(lines) == 8
    assert {int(row[2]) for row in lines} == set(range(1, 9))
    for side in ("N-S", "E-O"):
        # The CSV rule (docs/club.md): a decimal comma, whatever the page's language.
        percents = [float(row[4].replace(",", ".")) for row in lines if row[0] == side]
        assert abs(sum(percents) - 4 * 50) <= 4 * 0.005
        assert all(float(row[5].replace(",", ".")) >= 0 and int(row[6]) > 0 for row in lines)


def test_a_running_session_gives_a_provisional_ranking(club: TestClient, tmp_path: Path) -> None:
    session_id = create_session(club, pairs=8, suggestion=1)
    text = _poppler("pdftotext", club.get(f"/s/{session_id}/ranking.pdf").content, tmp_path)
    assert "classement provisoire" in text


def test_the_backup_slips(club: TestClient, tmp_path: Path) -> None:
    session_id = create_session(club, pairs=8, suggestion=1)  # 4 tables, 4 rounds
    slips = club.get(f"/director/sessions/{session_id}/slips.pdf")
    assert slips.headers["content-type"] == "application/pdf"
    assert _pages(slips.content, tmp_path) == 4 * 4
    text = _poppler("pdftotext", slips.content, tmp_path)
    assert "Table 1 · Position 1" in text and "Entame" in text and CLUB in text


def _card(page: str, table: int) -> str:
    found = re.search(
        rf'<section class="table-card" data-table="{table}">(.*?)</section>', page, re.S
    )
    assert found is not None
    return found.group(1)


def test_table_cards_name_the_pairs(club: TestClient) -> None:
    session_id = create_session(club, pairs=8, suggestion=1)
    names = {"player_1_1": "Zoé Martin", "player_1_2": "Édouard Petit", "player_5_1": "Cécile"}
    post(club, f"/director/sessions/{session_id}/players", names)
    page = club.get(f"/director/sessions/{session_id}/cards").text
    first = _card(page, 1)  # round 1 at table 1: pair 1 N-S against pair 5 E-W
    assert 'data-side="NS">N-S 1\u00a0: Zoé Martin – Édouard Petit</small>' in first
    assert '<small class="pair-names" data-side="EW">E-O 5\u00a0: Cécile</small>' in first
    assert "Salle" not in page


def test_table_cards_of_a_team_match_name_the_room_and_the_teams(club: TestClient) -> None:
    data = {"title": "Interclubs", "teams": "Lyon\nParis", "boards_per_round": "4", "seed": "3"}
    response = post(club, "/director/teams", data)
    session_id = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    page = club.get(f"/director/sessions/{session_id}/cards").text
    open_room, closed_room = _card(page, 1), _card(page, 2)  # the match's two rooms
    assert 'class="card-room">Salle ouverte<' in open_room
    assert 'class="card-room">Salle fermée<' in closed_room
    for card in (open_room, closed_room):
        assert "\u00a0: Lyon</small>" in card and "\u00a0: Paris</small>" in card
