"""schemathesis over ``/openapi.json`` with ``--checks all``, against a real server.

Starts ``atout serve`` on 127.0.0.1, a free port and a temporary SQLite file,
makes a director and its API token (``atout director create|token``), adds a game
of each kind and a started club session, then runs ``st run --checks all``
(bounded by ``--max-examples``) with the token and the director's sign-in cookie on
every request. It prints schemathesis's summary and exits with its status.

Every check runs; the failures the app answers on purpose are accepted in
:data:`BASELINE`, each with why (also listed in docs/api.md, "schemathesis"):
the run exits 0 when no other failure is found.

Run: ``PYTHONPATH=src python bench/api_conformance.py [--max-examples N] [--seed S]``
(one to three minutes on two cores with the defaults: kept out of the test suite);
``--update`` adds new failures to the baseline (then write their ``why``).
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

#: The password of the director made for the run.
PASSWORD = "correct horse battery staple"
#: The failures accepted, each with why (``why``; also in docs/api.md).
BASELINE = Path(__file__).with_name("api_conformance_baseline.json")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _atout(*arguments: str, stdin: str | None = None) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "atout", *arguments],
        input=stdin,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def _token(url: str) -> str:
    _atout("director", "create", "Dir", "--password-stdin", "--database-url", url, stdin=PASSWORD)
    return _atout("director", "token", "Dir", "--database-url", url)


def _wait(base: str, process: subprocess.Popen[bytes]) -> None:
    for _ in range(400):
        if process.poll() is not None:
            raise SystemExit(f"atout serve exited with status {process.returncode}")
        try:
            if httpx.get(base + "/api/games", timeout=1.0).status_code == 200:
                return
        except httpx.HTTPError:
            time.sleep(0.05)
    raise SystemExit(f"atout serve did not answer on {base}")


def _seed(base: str, bearer: dict[str, str]) -> None:
    """A game of each kind and a started club session, for the generated requests to find."""
    players = {"player_1": "A", "player_2": "B", "player_3": "C", "preset": "fft"}
    for kind in ("rubber", "chicago", "series", "tarot"):
        httpx.post(f"{base}/api/games/{kind}", json={"title": kind, **players}).raise_for_status()
    asked = {"name": "Jeudi", "tables": 3, "movement": "howell", "boards_per_round": 1}
    created = httpx.post(f"{base}/api/club/sessions", json=asked, headers=bearer)
    created.raise_for_status()
    number = created.json()["id"]
    httpx.post(f"{base}/api/club/sessions/{number}/start", headers=bearer).raise_for_status()


def _signed_in(base: str) -> str:
    """The director's sign-in cookie (the director's pages then answer as to them)."""
    with httpx.Client(base_url=base) as browser:
        browser.get("/director/login")
        form = {"csrf_token": browser.cookies["atout_csrf"], "name": "Dir", "password": PASSWORD}
        assert browser.post("/director/login", data=form).status_code == 303
        return f"atout_director={browser.cookies['atout_director']}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-examples", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--update", action="store_true", help="Add new failures to BASELINE.")
    arguments = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'atout.sqlite'}"
        bearer = {"Authorization": f"Bearer {_token(url)}"}
        port = _free_port()
        base = f"http://127.0.0.1:{port}"
        env = {**os.environ, "ATOUT_ANALYSIS_JOBS": "0"}
        command = [sys.executable, "-m", "atout", "serve", "--port", str(port)]
        server = subprocess.Popen(
            [*command, "--database-url", url], env=env, start_new_session=True
        )
        try:
            _wait(base, server)
            _seed(base, bearer)
            cookie = _signed_in(base)
            run = ["st", "run", f"{base}/openapi.json", "--checks", "all"]
            run += ["--max-examples", str(arguments.max_examples), "--seed", str(arguments.seed)]
            run += ["--header", f"Authorization: {bearer['Authorization']}", "--workers", "1"]
            run += ["--header", f"Cookie: {cookie}", "--max-redirects", "0"]
            run += ["--baseline", str(BASELINE)] + (
                ["--baseline-update"] if arguments.update else []
            )
            st = Path(sys.executable).with_name("st")
            return subprocess.run([str(st), *run[1:]], check=False, cwd=folder).returncode
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait()


if __name__ == "__main__":
    raise SystemExit(main())
