"""``atout serve`` prints where the tables' phones reach it, with that address's QR code."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import segno

from tests.web.conftest import ROOT, free_port

PUBLIC = "http://192.0.2.10:8000"


def _banner(tmp_path: Path, *options: str, **env: str) -> str:
    """What ``atout serve`` printed once it answered (then it is stopped)."""
    port = free_port()
    out = tmp_path / "serve.out"
    command = [sys.executable, "-m", "atout", "serve", "--port", str(port), *options]
    command += ["--database-url", f"sqlite:///{tmp_path / 'serve.sqlite'}"]
    environment = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "ATOUT_ANALYSIS_JOBS": "0"}
    with out.open("wb") as sink:
        process = subprocess.Popen(
            command, env={**environment, **env}, stdout=sink, stderr=subprocess.STDOUT
        )
        try:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and process.poll() is None:
                try:
                    if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).is_success:
                        break
                except httpx.HTTPError:
                    time.sleep(0.1)
            else:
                raise AssertionError(f"atout serve did not answer: {out.read_text()}")
        finally:
            process.terminate()
            process.wait(timeout=30)
    return out.read_text(encoding="utf-8")


def _qr(url: str) -> str:
    drawn = io.StringIO()
    segno.make(url, error="m").terminal(out=drawn, compact=True)
    return drawn.getvalue()


def test_the_public_address_and_its_qr_code(tmp_path: Path) -> None:
    printed = _banner(tmp_path, ATOUT_PUBLIC_URL=PUBLIC)
    assert f"tables: {PUBLIC}/ (on the table cards and their QR codes)" in printed
    assert _qr(PUBLIC + "/") in printed
    # An address given: no advice to listen on every interface.
    assert "--host 0.0.0.0" not in printed


def test_a_server_only_this_computer_reaches_says_so(tmp_path: Path) -> None:
    printed = _banner(tmp_path, "--host", "127.0.0.1")
    assert "--host 0.0.0.0" in printed


def test_the_banner_in_french(tmp_path: Path) -> None:
    printed = _banner(tmp_path, "--host", "127.0.0.1", ATOUT_LANG="fr")
    lines = printed.splitlines()
    port = lines[0].split(":")[3].split("/")[0]
    database = f"sqlite:///{tmp_path / 'serve.sqlite'}"
    assert lines[0] == f"atout\u00a0: http://127.0.0.1:{port}/ sur {database}"
    assert lines[1].startswith("tables\u00a0: http://") and lines[1].endswith(
        "/ (sur les cartes de table et leurs QR codes)"
    )
    assert lines[2] == (
        "  seul cet ordinateur atteint 127.0.0.1\u00a0: pour les téléphones, lancez avec "
        "--host 0.0.0.0 (ou donnez dans ATOUT_PUBLIC_URL l’adresse qu’ils utilisent)"
    )
    printed = _banner(tmp_path, ATOUT_LANG="fr", ATOUT_PUBLIC_URL=PUBLIC)
    assert f"tables\u00a0: {PUBLIC}/ (sur les cartes de table et leurs QR codes)" in printed
    assert "seul cet ordinateur" not in printed
