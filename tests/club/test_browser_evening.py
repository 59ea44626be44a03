"""A French club evening in Chromium: 5 tables in play, 11 pairs of two named players, five phones.

The director finds the way in from the home page (the sign-in page offers the one-time
setup), creates a Mitchell with a relay and a bye stand for 11 pairs (6 tables, the
N-S pair of table 6 absent: its E-W opponents sit out, so the relay table is idle and
5 tables play, one phone each), names the players (accents, "ø", licence numbers),
starts it and prints the table cards, whose QR codes hold ``ATOUT_PUBLIC_URL`` (here
``http://localhost:<port>``, not the ``127.0.0.1`` the director's browser uses). Each
phone opens its table's address from its card, enters and confirms every board, and
after each round its page says where the E-W pair and the boards go ("E-O à la table
X, étuis à la table Y", checked against the movement) and moves to the next round. The
room's ranking shows one list per direction; the director closes the session (after
confirming) and exports it: ``atout bridge rescore --check`` agrees, its ranking per
direction is the page's, and the players' names come back unchanged.

Screenshots at 390 px (``screenshots/evening-*.png``): the table's page, the
next-round screen, a traveller, a personal score card and the projector view.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from atout.duplicate.movements.guide import BoardsGo, bye_stands, guide
from atout.store.club import repo
from atout.store.database import Database
from atout.web.room.cards import qr_svg
from tests.club.conftest import PASSWORD, result_form, said_result
from tests.web.conftest import ROOT, Server, free_port, screenshot

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 1}
WIDE = {"viewport": {"width": 1280, "height": 900}}
#: The players of the 11 pairs (a licence number for some), as the director types them.
PLAYERS = {
    1: (("Bjørn Ødegård", "01234567"), ("Éloïse Lefèvre", "")),
    2: (("Zoë Ångström", ""), ("François Müller", "02345678")),
    3: (("Anaïs Leroy", ""), ("Jérôme Bœuf", "")),
    4: (("Renée Dupré", ""), ("Maël Le Gall", "")),
    5: (("Hélène Caron", ""), ("Noël Garçon", "")),
    7: (("Søren Kierkegård", ""), ("Inès Faÿ", "")),
    8: (("Chloé Dubois", ""), ("Loïc Ménard", "")),
    9: (("Agnès Thiébaut", ""), ("Ægidius Œhler", "")),
    10: (("Cécile Lhôte", ""), ("Raphaël Crêpe", "")),
    11: (("Léa Bâtard", ""), ("Gaëtan Nïmes", "")),
    12: (("Ødile Brønn", ""), ("Émile Zola", "")),
}


@pytest.fixture(scope="module")
def evening(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``atout serve`` whose tables' address is ``http://localhost:<port>``."""
    port = free_port()
    database = tmp_path_factory.mktemp("evening") / "atout.sqlite"
    running = Server(database, port, env={"ATOUT_PUBLIC_URL": f"http://localhost:{port}"})
    running.start()
    try:
        yield running
    finally:
        running.stop()


def _director_sets_up(page: Any, server: Server) -> int:
    page.goto(server.url + "/")
    page.click("#director-link")
    assert page.url.endswith("/director/login")
    page.click("#setup-link")
    page.fill("#name", "Directrice")
    page.fill("#password", PASSWORD)
    page.click("button.primary")
    page.click("a[href='/director/sessions/new']")
    page.fill("#title", "Mardi soir à l'Étoile")
    page.fill("#pairs", "11")
    page.fill("#new-season", "Hiver 2026")
    page.click("#show-movements")
    relay = page.locator("label.check", has_text="relais et table de repos")
    assert relay.count() == 1
    relay.locator("input").check()
    page.fill("#boards_per_round", "2")
    page.click("#create")
    session_id = int(re.search(r"/director/sessions/(\d+)$", page.url).group(1))  # type: ignore[union-attr]
    for pair, players in PLAYERS.items():
        for seat, (name, licence) in enumerate(players, 1):
            page.fill(f"#player_{pair}_{seat}", name)
            if licence:
                page.fill(f"#licence_{pair}_{seat}", licence)
    page.click("#save-players")
    page.click("#start")
    assert page.get_attribute(".status", "data-status") == "running"
    return session_id


def _expected_moves(server: Server, session_id: int) -> dict[tuple[int, int], str]:
    """What each table's page must say after each round, from the movement's guide."""
    database = Database(f"sqlite:///{server.database}")
    try:
        with database.transaction(write=False) as session:
            record = repo.get_session(session, session_id)
    finally:
        database.dispose()
    assert record.movement is not None
    said = {}
    for row in guide(record.plan, bye_stands(record.movement)):
        if row.ew_next is None:
            continue
        ew = (
            "E-O en relâche" if row.ew_next.table is None else f"E-O à la table {row.ew_next.table}"
        )
        boards = {
            BoardsGo.TABLES: f"étuis à la table {', '.join(str(t) for t in row.boards_to)}",
            BoardsGo.BYE_STAND: "étuis à la table de repos",
            BoardsGo.REST: "étuis mis de côté",
            BoardsGo.DONE: "étuis rangés",
        }[row.boards_go]
        said[(row.table, row.round)] = f"Prochain tour\u00a0: {ew}, {boards}."
    return said


def _play_round(phone: Any, table: int, shots: bool) -> int:
    """Enter and confirm every board of the phone's current round; the round's number."""
    round_ = int(phone.inner_text("#round"))
    if shots:
        screenshot(phone, "evening-table")
    while phone.locator("a.board.missing").count():
        link = phone.locator("a.board.missing").first
        board = int(link.get_attribute("data-board"))
        link.click()
        form = result_form(board, table, round_)
        for field in ("level", "strain", "doubling", "declarer"):
            phone.select_option(f"#{field}", form[field])
        phone.select_option("#result", said_result(form))  # as players say it
        phone.click("#enter")
        assert phone.inner_text("#pending-result")
        phone.click("#confirm")
        phone.locator("table.traveller").wait_for()
        if shots and phone.locator("a.board.missing").count() == 1:
            screenshot(phone, "evening-table-traveller")
    return round_


def _rescore(path: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "COLUMNS": "200"}
    command = [sys.executable, "-m", "atout", "bridge", "rescore", str(path), *flags]
    return subprocess.run(command, env=env, capture_output=True, text=True, check=False)


def test_a_five_table_mitchell_with_relay_and_bye_stand(
    browser: Any, evening: Server, tmp_path: Path
) -> None:
    director = browser.new_context(**WIDE).new_page()
    director.set_default_timeout(20_000)
    session_id = _director_sets_up(director, evening)
    public = f"http://localhost:{evening.port}"

    director.goto(f"{evening.url}/director/sessions/{session_id}/cards")
    cards = director.locator("section.table-card")
    assert cards.count() == 5
    urls = {}
    # The page as served (the browser's DOM writes the SVG elements its own way).
    html = director.request.get(f"{evening.url}/director/sessions/{session_id}/cards").text()
    for index in range(5):
        card = cards.nth(index)
        table = int(card.get_attribute("data-table"))
        url = card.locator(".qr").get_attribute("data-url")
        assert url.startswith(f"{public}/t/")
        assert str(qr_svg(url, f"Table {table}")) in html  # the QR code holds that address
        urls[table] = url
    assert "relais et table de repos" in director.inner_text(".card-movement >> nth=0")
    screenshot(director, "evening-table-cards")
    moves = _expected_moves(evening, session_id)

    room = browser.new_context(**WIDE).new_page()
    room.goto(f"{evening.url}/s/{session_id}")
    phones = {}
    for table, url in urls.items():
        phone = browser.new_context(**PHONE).new_page()
        phone.set_default_timeout(20_000)
        phone.goto(url)  # what scanning the card's QR code opens
        phones[table] = phone
    rounds = 6
    for expected in range(1, rounds + 1):
        for table, phone in phones.items():
            shots = (table, expected) == (1, 1)
            assert _play_round(phone, table, shots) == expected
            box = phone.locator("#next-round-box")
            box.wait_for()
            if expected < rounds:
                said = re.sub(r"[^\S\u00a0]+", " ", phone.inner_text("#next-round-text")).strip()
                assert said == moves[(table, expected)], (table, expected)
                if shots:
                    screenshot(phone, "evening-next-round")
                phone.click("#next-round")
                assert int(phone.inner_text("#round")) == expected + 1
            else:
                assert phone.locator("#finished").count() == 1
    room.locator("#progress", has_text=re.compile(r"^\s*60 / 60")).wait_for()
    fields = room.locator("section.field")
    assert [fields.nth(i).get_attribute("data-field") for i in range(fields.count())] == [
        "NS",
        "EW",
    ]
    shown = {
        (field, row.get_attribute("data-pair")): (
            row.locator("td").first.inner_text(),
            row.locator(".percent").inner_text(),
        )
        for field in ("NS", "EW")
        for row in room.locator(f"table.ranking[data-field='{field}'] tbody tr").all()
    }
    assert len(shown) == 11

    director.goto(f"{evening.url}/director/sessions/{session_id}")
    director.click("#close")
    director.click("#confirm-close-button")
    assert director.get_attribute(".status", "data-status") == "closed"
    response = director.request.get(f"{evening.url}/director/sessions/{session_id}/export.pbn")
    assert response.ok
    path = tmp_path / "mardi.pbn"
    path.write_bytes(response.body())
    checked = _rescore(path, "--check")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "60 scores on 12 boards and 11 final percentages agree" in checked.stdout
    ranking = json.loads(_rescore(path, "--json").stdout)["ranking"]
    rescored = {(r["direction"], r["pair"]): (r["rank"], r["pct"]) for r in ranking}
    assert rescored.keys() == shown.keys()
    for key, (rank, percent) in rescored.items():  # the French page writes 54,17
        page_percent = float(shown[key][1].replace(",", "."))
        assert rank == shown[key][0] and abs(percent - page_percent) <= 0.005, key
    assert len({p for _, p in shown.values()}) > 2
    # The players' names come back unchanged through rescore.
    printed = _rescore(path).stdout
    for first, second in PLAYERS.values():
        assert f"{first[0]} – {second[0]}" in printed, first

    phone = phones[1]
    phone.goto(f"{public}/s/{session_id}/boards/1")
    assert phone.locator(".diagram").count() == 1
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(phone, "evening-traveller")
    phone.goto(f"{public}/s/{session_id}/pairs/1")
    assert "Bjørn Ødegård – Éloïse Lefèvre" in phone.inner_text("#pair-names")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(phone, "evening-score-card")
    phone.goto(f"{public}/s/{session_id}/projector")
    phone.locator("table.ranking").first.wait_for()
    screenshot(phone, "evening-projector")
    room.goto(f"{evening.url}/s/{session_id}/projector")
    screenshot(room, "evening-projector-wide")
    for context in browser.contexts:
        context.close()
