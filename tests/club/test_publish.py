"""A closed session published as a static site (``atout club publish`` and the director's
button), its hand records with their analysis, and its travellers against par.

The par and the tricks shown are compared with endplay's ``calc_all_tables``
and ``par`` run here on the session's deals; the differences against par with
the scores of the travellers and the WBF IMP scale.
"""

from __future__ import annotations

import html
import io
import re
import subprocess
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from endplay.dds import calc_all_tables, par
from endplay.types import Deal as EndplayDeal
from fastapi.testclient import TestClient

from atout.bridge.board import board_dealer, board_vulnerability
from atout.cli import main
from atout.duplicate.imps import imps
from atout.services.club.analysis import analyse_session
from atout.services.settings import Settings
from atout.store.club import repo
from atout.web.app import create_app
from tests.cli.test_analyse_cli import PLAYERS, VULS
from tests.club.conftest import PASSWORD, create_session, play_everything, post

pytestmark = pytest.mark.slow

_LINK = re.compile(r'\b(?:href|src)="([^"]*)"')


class Published:
    """A closed 8-pair Mitchell (N-S and E-W ranked apart), analysed, and its database."""

    def __init__(self, client: TestClient, url: str, session_id: int) -> None:
        self.client = client
        self.url = url
        self.session_id = session_id

    def publish(self, out: Path, *args: str) -> list[str]:
        result = CliRunner().invoke(
            main,
            [
                "club",
                "publish",
                str(self.session_id),
                "--out",
                str(out),
                "--database-url",
                self.url,
                *args,
            ],
        )
        assert result.exit_code == 0, result.output
        return sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())


@pytest.fixture(scope="module")
def published(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Published]:
    url = f"sqlite:///{tmp_path_factory.mktemp('publish') / 'club.sqlite'}"
    with TestClient(create_app(Settings(database_url=url))) as client:
        client.get("/director/setup")
        post(client, "/director/setup", {"name": "Dir", "password": PASSWORD})
        session_id = create_session(client, pairs=8, suggestion=1)  # Mitchell, relay
        play_everything(client, session_id)
        analyse_session(client.app.state.database, session_id, jobs=2)  # type: ignore[attr-defined]
        post(
            client,
            f"/director/sessions/{session_id}/status",
            {"status": "closed", "confirm": "yes"},
        )
        yield Published(client, url, session_id)


def _record(published: Published) -> object:
    database = published.client.app.state.database  # type: ignore[attr-defined]
    with database.transaction(write=False) as session:
        return repo.get_session(session, published.session_id)


def _endplay_par(deals: dict[int, object]) -> dict[int, int]:
    boards = sorted(deals)
    tables = calc_all_tables([EndplayDeal(deals[b].to_pbn()) for b in boards])  # type: ignore[attr-defined]
    return {
        b: par(t, VULS[str(board_vulnerability(b))], PLAYERS[board_dealer(b)]).score
        for b, t in zip(boards, tables, strict=True)
    }


def test_the_site_has_every_page_and_only_relative_links(
    published: Published, tmp_path: Path
) -> None:
    record = _record(published)
    files = published.publish(tmp_path / "site")
    boards = record.plan.boards  # type: ignore[attr-defined]
    pairs = record.plan.pairs  # type: ignore[attr-defined]
    assert files == sorted(
        [
            "index.html",
            "hands.html",
            "ranking.csv",
            "ranking.pdf",
            "static/club.css",
            "static/handrecord.css",
            "static/style.css",
            *(f"board-{b}.html" for b in boards),
            *(f"pair-{p}.html" for p in pairs),
        ]
    )
    for name in files:
        if not name.endswith(".html"):
            continue
        page = (tmp_path / "site" / name).read_text(encoding="utf-8")
        assert "<script" not in page and "<form" not in page and "<style" not in page, name
        for link in _LINK.findall(page):
            assert not re.match(r"^(/|[a-z]+:)", link), (name, link)  # relative, no scheme
            assert (tmp_path / "site" / link).is_file(), (name, link)
    index = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert 'data-field="NS"' in index and 'data-field="EW"' in index  # per direction
    assert 'id="seed"' in index and "atout bridge deal --verify" in index


def _french(number: int) -> str:
    """A signed number as French typography writes it: U+2212, a narrow no-break space."""
    return f"{number:+,d}".replace(",", "\u202f").replace("-", "\u2212") if number else "0"


def test_travellers_show_the_par_and_each_result_against_it(
    published: Published, tmp_path: Path
) -> None:
    record = _record(published)
    pars = _endplay_par(record.deals)  # type: ignore[attr-defined]
    published.publish(tmp_path / "site")
    for board, score in pars.items():
        page = (tmp_path / "site" / f"board-{board}.html").read_text(encoding="utf-8")
        assert f"<strong>N-S {_french(score)}</strong>" in page
        rows = re.findall(
            r'<td class="num">([\u2212]?[\d\u202f]+)</td><td class="num">[\d,]+</td>'
            r'<td class="num against-par">(.*?)</td>',
            page,
        )
        assert rows, board
        for ns_score, cell in rows:
            against = re.sub("<[^>]+>", "", cell)  # the points and the IMPs, each unbroken
            difference = int(ns_score.replace("\u2212", "-").replace("\u202f", "")) - score
            assert against == f"{_french(difference)} ({_french(imps(difference))} IMP)"
    # The server's traveller shows the same once the session is closed.
    live = published.client.get(f"/s/{published.session_id}/boards/1").text
    assert f"<strong>N-S {_french(pars[1])}</strong>" in live


def test_the_hand_records_carry_the_analysis(published: Published, tmp_path: Path) -> None:
    record = _record(published)
    pars = _endplay_par(record.deals)  # type: ignore[attr-defined]
    published.publish(tmp_path / "site")
    hands = (tmp_path / "site" / "hands.html").read_text(encoding="utf-8")
    assert hands.count('class="board"') == len(pars)
    assert hands.count("Levées en double mort") == len(pars)
    for score in pars.values():
        # French: U+2212, the thousands set apart by a narrow no-break space, as on the pages.
        assert "N-S " + f"{score:+,d}".replace(",", "\u202f").replace("-", "\u2212") in hands
    director = published.client.get(f"/director/sessions/{published.session_id}/hands?per_page=2")
    assert director.text.count('class="sheet"') == -(-len(pars) // 2)
    assert '<link rel="stylesheet" href="/handrecord.css">' in director.text
    assert published.client.get("/handrecord.css").headers["content-type"].startswith("text/css")
    pdf = published.client.get(f"/director/sessions/{published.session_id}/hands.pdf?per_page=4")
    assert pdf.content.startswith(b"%PDF-")
    (tmp_path / "hands.pdf").write_bytes(pdf.content)
    info = subprocess.run(
        ["pdfinfo", str(tmp_path / "hands.pdf")], capture_output=True, text=True, check=True
    ).stdout
    assert re.search(r"^Pages:\s+(\d+)$", info, re.MULTILINE).group(1) == str(-(-len(pars) // 4))  # type: ignore[union-attr]
    refused = published.client.get(f"/director/sessions/{published.session_id}/hands?per_page=5")
    assert refused.status_code == 422


def test_a_zip_holds_the_same_files_and_the_button_gives_the_same_bytes(
    published: Published, tmp_path: Path
) -> None:
    files = published.publish(tmp_path / "site", "--lang", "en")
    published.publish(tmp_path / "site.zip", "--lang", "en")
    archive = zipfile.ZipFile(tmp_path / "site.zip")
    assert sorted(archive.namelist()) == files
    for name in files:
        assert archive.read(name) == (tmp_path / "site" / name).read_bytes()
    index = archive.read("index.html").decode()
    assert '<html lang="en">' in index and "Verifiable dealing" in index
    published.client.get("/language/en")
    button = published.client.get(f"/director/sessions/{published.session_id}/site.zip")
    assert button.headers["content-type"] == "application/zip"
    assert button.content == (tmp_path / "site.zip").read_bytes()
    published.client.get("/language/fr")
    french = zipfile.ZipFile(
        io.BytesIO(
            published.client.get(f"/director/sessions/{published.session_id}/site.zip").content
        )
    )
    assert '<html lang="fr">' in french.read("index.html").decode()
    assert "Donneur" in html.unescape(french.read("hands.html").decode())


def test_a_session_not_closed_is_not_published(published: Published, tmp_path: Path) -> None:
    session_id = create_session(published.client, pairs=6)
    result = CliRunner().invoke(
        main,
        [
            "club",
            "publish",
            str(session_id),
            "--out",
            str(tmp_path / "x"),
            "--database-url",
            published.url,
            "--jobs",
            "1",
        ],
    )
    assert result.exit_code == 2
    assert f"session {session_id} is running: close it before publishing it" in result.output
