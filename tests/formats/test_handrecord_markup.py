"""A hand record's PDF (WeasyPrint) writes a title as text and fetches nothing (issue 27)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from atout.bridge.dealing import DealingSeed, seeded_boards
from atout.errors import SettingError
from atout.formats.handrecord import HandRecord, render_pdf
from atout.formats.handrecord.render import _no_fetch

SECRET = Path(__file__).resolve().parents[1] / "data" / "markup" / "secret.png"


@pytest.mark.slow
def test_a_title_with_markup_is_written_as_text(tmp_path: Path) -> None:
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    title = f"Mardi <b>des amis <img src='file://{SECRET}'/>"
    records = [HandRecord(b) for b in seeded_boards(DealingSeed(bytes(16)), range(1, 2))]
    pdf = render_pdf(records, per_page=1, title=title)
    assert b"/Subtype /Image" not in pdf
    path = tmp_path / "hands.pdf"
    path.write_bytes(pdf)
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True)
    assert "".join(title.split()) in "".join(text.stdout.decode().split())


def test_nothing_is_fetched_from_the_disk_or_the_network() -> None:
    for url in (f"file://{SECRET}", "http://example.org/x.png"):
        with pytest.raises(SettingError) as refused:
            _no_fetch(url)
        assert refused.value.code == "hand-record.fetch"
