"""The club pages speak French by default and English on request."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po
from fastapi.testclient import TestClient

from atout.i18n import LOCALE_DIR
from tests.club.conftest import create_session, table_codes

TEMPLATES = Path(__file__).resolve().parents[2] / "src/atout/web/templates/club"


def _template_ids() -> set[str]:
    found: set[str] = set()
    for path in TEMPLATES.glob("*.html"):
        found |= {m.group(2) for m in re.finditer(r"_\(([\"'])(.*?)\1\)", path.read_text())}
    return found


def test_every_club_string_has_its_french_translation() -> None:
    with (LOCALE_DIR / "fr/LC_MESSAGES/messages.po").open("rb") as source:
        catalog = read_po(source, locale="fr")
    untranslated = sorted(i for i in _template_ids() if not (catalog.get(i) and catalog[i].string))
    assert untranslated == []
    with (LOCALE_DIR / "en/LC_MESSAGES/messages.po").open("rb") as source:
        english = read_po(source, locale="en")
    assert sorted(i for i in _template_ids() if english.get(i) is None) == []


def test_a_table_page_in_french_then_in_english(client: TestClient) -> None:
    session_id = create_session(client, pairs=6)
    code = table_codes(client, session_id)[1]
    page = client.get(f"/t/{code}?round=1&board=1").text
    assert "Position" in page and "Saisir" in page and "Entame (facultative)" in page
    client.get(f"/language/en?next=/t/{code}")
    page = client.get(f"/t/{code}?round=1&board=1").text
    assert "Round" in page and ">Enter<" in page and "Lead (optional)" in page
