"""Fixtures of the web tests: an in-process client, a real ``atout serve`` and Chromium.

The browser tests drive Debian's ``chromium`` (``/usr/bin/chromium``) with
Playwright against an ``atout serve`` subprocess on 127.0.0.1, a free port and
a temporary SQLite file; they save a screenshot of each page in ``screenshots/``.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from atout.services.settings import Settings
from atout.web.app import create_app
from tests.system_deps import chromium

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "screenshots"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    """The app in process on a fresh SQLite file, French by default."""
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'web.sqlite'}")
    with TestClient(create_app(settings)) as test_client:
        test_client.get("/")
        yield test_client


def csrf(client: TestClient | httpx.Client) -> str:
    """The CSRF token the client got as a cookie (forms must send it back)."""
    return str(client.cookies["atout_csrf"])


def created_game(response: httpx.Response) -> str:
    """The path of the game a creation form redirected to."""
    assert response.status_code == 303, response.text
    location = response.headers["location"]
    assert re.fullmatch(r"/games/[A-Za-z0-9_-]{22}", location)
    return str(location)


class Server:
    """An ``atout serve`` subprocess on a free port and an SQLite file."""

    def __init__(
        self,
        database: Path,
        port: int | None = None,
        workers: int = 1,
        env: dict[str, str] | None = None,
    ) -> None:
        self.database = database
        self.workers = workers
        self.env = env or {}
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 30.0) -> None:
        """Start the server and wait until it answers."""
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), **self.env}
        command = [sys.executable, "-m", "atout", "serve", "--port", str(self.port)]
        command += ["--database-url", f"sqlite:///{self.database}"]
        command += ["--workers", str(self.workers)]
        # Its own process group, so that stopping it stops every worker process too.
        self.process = subprocess.Popen(
            command,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"atout serve exited with status {self.process.returncode}")
            try:
                if httpx.get(self.url + "/api/games", timeout=1.0).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError(f"atout serve did not answer on {self.url}")

    def kill(self) -> None:
        """SIGKILL the server (no clean shutdown)."""
        if self.process is not None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
            self.process = None

    def stop(self) -> None:
        """Stop the server."""
        if self.process is not None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
            self.process = None


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A real ``atout serve`` on a temporary SQLite file."""
    running = Server(tmp_path_factory.mktemp("serve") / "atout.sqlite")
    running.start()
    try:
        yield running
    finally:
        running.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's Chromium driven by Playwright (the test fails if it is not installed)."""
    executable = chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh phone-sized page (new cookies: French by default)."""
    context = browser.new_context(viewport={"width": 412, "height": 915}, device_scale_factor=1)
    opened = context.new_page()
    opened.set_default_timeout(15_000)
    try:
        yield opened
    finally:
        context.close()


def screenshot(page: Any, name: str) -> None:
    """Save the whole page as ``screenshots/<name>.png``."""
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)
