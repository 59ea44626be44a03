"""The published static site in Chromium with the network off: every page loads from the disk.

The site of a closed, analysed session (``atout club publish``) is opened
through ``file://`` URLs in a context that is offline and aborts every request
that is not for a file; each page must load with no failed or aborted request
and every link must lead to a page of the site. Screenshots at 390 and 1280
pixels wide go to ``screenshots/``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from atout.cli import main
from atout.services.club.analysis import analyse_session
from atout.services.settings import Settings
from atout.web.app import create_app
from tests.club.conftest import PASSWORD, create_session, play_everything, post
from tests.web.conftest import screenshot

pytestmark = pytest.mark.browser

WIDTHS = (390, 1280)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The static site of a closed 8-pair Mitchell, analysed, in French."""
    root = tmp_path_factory.mktemp("site")
    url = f"sqlite:///{root / 'club.sqlite'}"
    with TestClient(create_app(Settings(database_url=url))) as client:
        client.get("/director/setup")
        post(client, "/director/setup", {"name": "Dir", "password": PASSWORD})
        session_id = create_session(client, pairs=8, suggestion=1)
        play_everything(client, session_id)
        analyse_session(client.app.state.database, session_id, jobs=2)  # type: ignore[attr-defined]
        post(
            client,
            f"/director/sessions/{session_id}/status",
            {"status": "closed", "confirm": "yes"},
        )
    out = root / "site"
    result = CliRunner().invoke(
        main, ["club", "publish", str(session_id), "--out", str(out), "--database-url", url]
    )
    assert result.exit_code == 0, result.output
    yield out


def _offline_page(browser: Any, width: int) -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport={"width": width, "height": 900}, device_scale_factor=1)
    context.set_offline(True)
    refused: list[str] = []

    def only_files(route: Any) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    context.route("**/*", only_files)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.on("requestfailed", lambda request: refused.append(f"failed {request.url}"))
    return context, page, refused


def test_every_page_loads_offline_from_the_disk(browser: Any, site: Path) -> None:
    pages = sorted(p.name for p in site.glob("*.html"))
    assert "index.html" in pages and "hands.html" in pages
    context, page, refused = _offline_page(browser, 1280)
    try:
        for name in pages:
            response = page.goto((site / name).as_uri())
            assert response is not None and response.ok, name
            page.wait_for_load_state("load")
            # Every style sheet applied (a missing one would leave document.styleSheets short).
            sheets = page.evaluate("document.styleSheets.length")
            assert sheets >= (1 if name == "hands.html" else 2), name
            links = page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
            for link in links:
                assert link.startswith(site.as_uri() + "/"), (name, link)
                assert (site / link.removeprefix(site.as_uri() + "/")).is_file(), (name, link)
        assert refused == []
    finally:
        context.close()


@pytest.mark.parametrize("width", WIDTHS)
def test_screenshots(browser: Any, site: Path, width: int) -> None:
    context, page, refused = _offline_page(browser, width)
    try:
        page.goto((site / "index.html").as_uri())
        assert page.locator("section.field").count() == 2  # N-S and E-W ranked apart
        screenshot(page, f"site-ranking-{width}")
        page.click("a[href='board-1.html']")
        assert re.search(r"N-S [+\u2212]\d+", page.inner_text("#par"))  # French: U+2212
        screenshot(page, f"site-traveller-{width}")
        page.goto((site / "pair-1.html").as_uri())
        screenshot(page, f"site-score-card-{width}")
        page.goto((site / "hands.html").as_uri())
        assert page.locator("article.board").count() == 24
        screenshot(page, f"site-hand-records-{width}")
        assert refused == []
    finally:
        context.close()
