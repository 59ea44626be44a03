"""A club starts atout the README's way (``make club``) and the tables' phones reach it.

The server listens beyond loopback, prints the phones' address and its QR code, and
every table card's QR code (bridge and tarot), decoded from the page as Chromium
draws it, holds that address. A busy port or an address this computer does not
have is refused before any banner: one line naming the setting, exit status 2.
"""

from __future__ import annotations

import io
import os
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
import segno

from atout.services.network import lan_address
from tests.web.conftest import ROOT, free_port
from tests.web.test_cross_origin_browser import _prepare

pytestmark = pytest.mark.slow


def _environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(ROOT / "src"),
        "ATOUT_DATABASE_URL": f"sqlite:///{tmp_path / 'club.sqlite'}",
        "ATOUT_ANALYSIS_JOBS": "0",
        **extra,
    }


def _make_club(environment: dict[str, str]) -> subprocess.Popen[bytes]:
    """``make club`` as the README says, with this interpreter's ``atout`` (no install)."""
    command = ["make", "-s", "-C", str(ROOT), "club", f"BIN={Path(sys.executable).parent}", "APP="]
    return subprocess.Popen(
        command,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # make and the server it starts, stopped together
    )


def _stop(process: subprocess.Popen[bytes]) -> tuple[str, str]:
    os.killpg(process.pid, signal.SIGTERM)
    out, err = process.communicate(timeout=30)
    return out.decode(), err.decode()


def _answers(url: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        try:
            if httpx.get(url + "/api/games", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise AssertionError(f"make club did not answer on {url}")


def _listens_everywhere(port: int) -> bool:
    """True when a socket listens on 0.0.0.0:``port`` (Linux's table of TCP sockets)."""
    wanted = f"00000000:{port:04X}"
    lines = Path("/proc/net/tcp").read_text().splitlines()[1:]
    return any(line.split()[1] == wanted and line.split()[3] == "0A" for line in lines)


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[str, int, subprocess.Popen[bytes]]]:
    port = free_port()
    process = _make_club(_environment(tmp_path, ATOUT_PORT=str(port), ATOUT_LANG="en"))
    try:
        _answers(f"http://127.0.0.1:{port}", process)
        yield lan_address() or "127.0.0.1", port, process
    finally:
        if process.poll() is None:
            _stop(process)


def _decoded(element: Any) -> str:
    """The text of the QR code drawn in ``element``, read from its screenshot."""
    import zxingcpp
    from PIL import Image

    picture = Image.open(io.BytesIO(element.screenshot())).convert("L")
    found = zxingcpp.read_barcodes(picture)
    assert len(found) == 1, found
    return str(found[0].text)


@pytest.mark.browser
def test_make_club_reaches_the_phones_and_the_cards_carry_its_address(
    club: tuple[str, int, subprocess.Popen[bytes]], browser: Any
) -> None:
    lan, port, process = club
    public = f"http://{lan}:{port}"
    if lan != "127.0.0.1":  # a phone's way in: the laptop's address on the network
        assert httpx.get(public + "/api/games", timeout=5).status_code == 200
    assert _listens_everywhere(port)
    if lan != "127.0.0.1":  # the one-time setup: from the laptop only, not from the Wi-Fi
        setup = httpx.get(public + "/director/setup", timeout=5)
        assert setup.status_code == 403
        assert f"http://127.0.0.1:{port}/director/setup" in setup.text
        assert "le premier directeur se crée sur l’ordinateur où tourne atout" in setup.text
    # From the network: a director's page asks for the sign-in.
    director = httpx.get(public + "/director/tarot", timeout=5)
    assert (director.status_code, director.headers["location"]) == (303, "/director/login")

    context = browser.new_context(viewport={"width": 1000, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    local = f"http://127.0.0.1:{port}"  # the director, on the laptop itself
    values = _prepare(page, local)
    cards = {
        f"/director/sessions/{values['session_id']}/cards": f"{public}/t/{values['code']}",
        f"/director/tarot/{values['tournament_id']}/cards": f"{public}/tt/{values['tarot_code']}",
    }
    for path, first in cards.items():
        page.goto(local + path)
        qr = page.locator(".table-card .qr").first
        assert qr.get_attribute("data-url") == first
        assert _decoded(qr) == first
    context.close()

    out, _ = _stop(process)
    lines = out.splitlines()
    assert lines[0].startswith(f"atout: http://0.0.0.0:{port}/ on sqlite:///")
    assert lines[1] == f"tables: {public}/ (on the table cards and their QR codes)"
    drawn = io.StringIO()
    segno.make(public + "/", error="m").terminal(out=drawn, compact=True)
    assert drawn.getvalue() in out


def _refused(tmp_path: Path, command: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, env=_environment(tmp_path, **env), capture_output=True, text=True, timeout=60
    )


def test_a_busy_port_is_refused_before_the_banner(tmp_path: Path) -> None:
    serve = [sys.executable, "-m", "atout", "serve"]
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        english = _refused(tmp_path, serve, ATOUT_PORT=str(port), ATOUT_LANG="en")
        french = _refused(tmp_path, [*serve, "--port", str(port)], ATOUT_LANG="fr")
        club = _refused(tmp_path, ["make", "-s", "-C", str(ROOT), "club",
                                   f"BIN={Path(sys.executable).parent}", "APP="],
                        ATOUT_PORT=str(port), ATOUT_LANG="en")  # fmt: skip
    assert (english.returncode, english.stdout) == (2, "")
    assert english.stderr == (
        f"error: port {port} is already in use on this computer: set ATOUT_PORT (or --port) "
        f"to a free port, e.g. {port + 1}\n"
    )
    assert (french.returncode, french.stdout) == (2, "")
    assert french.stderr == (
        f"erreur\u00a0: le port {port} est déjà pris sur cet ordinateur\u00a0: donnez dans "
        f"ATOUT_PORT (ou --port) un port libre, par exemple {port + 1}\n"
    )
    # make club: the same line, no banner; make says the command failed.
    assert club.returncode != 0 and club.stdout == ""
    assert club.stderr.splitlines()[0] == english.stderr.strip()
    assert not (tmp_path / "club.sqlite").exists()  # refused before the database is touched


def test_an_address_this_computer_does_not_have_is_refused(tmp_path: Path) -> None:
    serve = [sys.executable, "-m", "atout", "serve", "--port", str(free_port())]
    refused = _refused(tmp_path, serve, ATOUT_HOST="192.0.2.250", ATOUT_LANG="en")
    assert (refused.returncode, refused.stdout) == (2, "")
    assert refused.stderr == (
        "error: this computer cannot listen on '192.0.2.250': set ATOUT_HOST (or --host) to "
        "one of its addresses, e.g. 0.0.0.0 (every network) or 127.0.0.1 (this computer only)\n"
    )
