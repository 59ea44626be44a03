"""No text of an evening is read as markup or as a formula: the ranking's PDF (ReportLab
reads a paragraph as markup) and the CSVs of the ranking and of the season (issue 27)."""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tests.tarot_club.conftest import NAMES, create_evening, post

#: A picture on the server's disk that a title tries to put in the public PDF.
SECRET = Path(__file__).resolve().parents[1] / "data" / "markup" / "secret.png"


def _pdf_text(pdf: bytes, tmp_path: Path) -> str:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    path = tmp_path / "ranking.pdf"
    path.write_bytes(pdf)
    found = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True)
    return found.stdout.decode()


def test_a_title_with_markup_is_written_as_text(client: TestClient, tmp_path: Path) -> None:
    tournament = create_evening(client, title="Soirée <b>des amis")
    pdf = client.get(f"/tarot/{tournament}/ranking.pdf")
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF-")
    assert "Soirée <b>des amis" in _pdf_text(pdf.content, tmp_path)


def test_an_image_in_a_title_is_not_embedded(client: TestClient, tmp_path: Path) -> None:
    assert SECRET.is_file()
    title = f"<img src='{SECRET}'/> Vendredi"
    tournament = create_evening(client, title=title)
    pdf = client.get(f"/tarot/{tournament}/ranking.pdf")
    assert pdf.status_code == 200
    assert b"/Subtype /Image" not in pdf.content  # no picture at all in the file
    written = "".join(_pdf_text(pdf.content, tmp_path).split())  # the long title wraps
    assert "".join(title.split()) in written


def _rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text), delimiter=";"))


def _evening(client: TestClient, names: list[str], **extra: str) -> int:
    """A started evening of these 8 players (``create_evening`` takes the first names)."""
    response = post(client, "/director/tarot", {
        "title": "Vendredi tarot", "players": "\n".join(names), "rounds": "3", "deals": "2",
        "sizes": "4-5", "five": "called-king", "preset": "fft", "seed": "5", **extra})  # fmt: skip
    tournament = int(response.headers["location"].rsplit("/", 1)[1])  # type: ignore[attr-defined]
    post(client, f"/director/tarot/{tournament}/status", {"status": "running"})
    return tournament


def test_names_that_look_like_formulas_are_not_formulas(client: TestClient) -> None:
    hostile = ['=HYPERLINK("http://x")', "+1+1", "-Bob", "@SUM(A1)", "\tTab"]
    tournament = _evening(client, [*hostile, *NAMES[5:8]], season="Été", title="=1+2")
    ranking = _rows(client.get(f"/tarot/{tournament}/ranking.csv").text)
    names = sorted(row[2] for row in ranking[1:])
    assert names == sorted(['\'=HYPERLINK("http://x")', "'+1+1", "'-Bob", "'@SUM(A1)",
                            *NAMES[5:8], *[n for n in names if "Tab" in n]])  # fmt: skip
    assert all(row[3] == "0" for row in ranking[1:])  # a number stays a number
    season = _rows(client.get("/tarot/seasons/Été?format=csv").text)
    assert season[0][-1] == "'=1+2"
    assert sorted(row[1] for row in season[1:]) == names
    assert all(row[2] == "0" for row in season[1:])
