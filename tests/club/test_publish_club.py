"""The club's static site: its name, every closed session with its day, each season's
ranking and an index, navigable offline (every link a file of the site).

The season's figures are those worked out by hand in tests/club/test_season.py.
"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

from click.testing import CliRunner
from fastapi.testclient import TestClient
from markupsafe import escape

from atout.cli import main
from tests.club.conftest import create_session
from tests.club.test_paper import CLUB, club  # noqa: F401  (the fixture)
from tests.club.test_season import SEASON, SESSIONS, _play

_LINK = re.compile(r'\b(?:href|src)="([^"]*)"')


def _site(client: TestClient, tmp_path: Path) -> Path:
    data = client.get("/director/site.zip").content
    out = tmp_path / "site"
    zipfile.ZipFile(io.BytesIO(data)).extractall(out)
    return out


def test_the_club_site_indexes_sessions_and_the_season(club: TestClient, tmp_path: Path) -> None:  # noqa: F811
    ids = [_play(club, outcomes, players) for outcomes, players in SESSIONS[:2]]
    running = create_session(club, pairs=4, boards_per_round="1", title="En cours")
    assert 'href="/director/site.zip"' in club.get("/director").text
    out = _site(club, tmp_path)
    files = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    assert {f"session-{n}/index.html" for n in ids} <= files
    assert f"session-{running}/index.html" not in files
    assert {f"session-{n}/ranking.pdf" for n in ids} <= files
    index = (out / "index.html").read_text("utf-8")
    escaped = str(escape(CLUB))
    assert f"<h1>{escaped}</h1>" in index and "En cours" not in index
    day = re.compile(r"<td>\d\d/\d\d/\d{4}</td>")
    assert len(day.findall(index)) == 2 and 'href="season-1.html"' in index
    season = (out / "season-1.html").read_text("utf-8")
    assert f"Saison {SEASON}" in season
    assert '<td>Émile Faure</td><td class="num">116,67</td>' in season
    first = (out / f"session-{ids[0]}" / "index.html").read_text("utf-8")
    assert f'<span class="club-name">{escaped}</span>' in first
    assert re.search(r'href="\.\./index\.html"', first)  # back to the club's index
    assert re.search(r'<span class="site-day">\d\d/\d\d/\d{4}</span>', first)
    assert 'href="ranking.pdf"' in first and 'href="ranking.csv"' in first
    for name in files:  # offline: every link is a file of the site
        if not name.endswith(".html"):
            continue
        page = out / name
        for link in _LINK.findall(page.read_text("utf-8")):
            assert not link.startswith(("/", "http:", "https:")), (name, link)
            target = (page.parent / link.split("#")[0]).resolve()
            assert target.is_file(), (name, link)


def test_atout_club_site_writes_the_same_files(club: TestClient, tmp_path: Path) -> None:  # noqa: F811
    _play(club, *SESSIONS[0])
    url = f"sqlite:///{tmp_path / 'club.sqlite'}"
    out = tmp_path / "cli"
    result = CliRunner().invoke(
        main,
        ["--lang", "fr", "club", "site", "--out", str(out), "--database-url", url],
        env={"ATOUT_CLUB_NAME": CLUB},
    )
    assert result.exit_code == 0, result.output
    assert "le site du club\u00a0: " in result.output
    web = _site(club, tmp_path)
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert written == sorted(p.relative_to(web).as_posix() for p in web.rglob("*") if p.is_file())
    assert (out / "index.html").read_bytes() == (web / "index.html").read_bytes()
