"""Durability: enter deals over HTTP while the server is SIGKILLed and restarted.

Every deal the server acknowledged (a 201/200 answer) must be there afterwards,
in order; the sheets must recompute identically after a final restart; a deal
sent twice with the same idempotency key must be stored once. Exits 1 if any
deal is lost or duplicated.

    PYTHONPATH=src python bench/durability.py --deals 1000 --kills 20
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import threading
import uuid
from dataclasses import dataclass
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.web.conftest import Server  # noqa: E402

CONTRACTS = ("prise", "garde", "garde-sans", "garde-contre")


@dataclass(frozen=True, slots=True)
class Report:
    """What the run did and what it found."""

    deals: int
    kills: int
    retries: int
    lost: int
    duplicated: int
    sheets_identical: bool

    @property
    def ok(self) -> bool:
        """No deal lost or stored twice, the sheets recomputed identically."""
        return self.lost == 0 and self.duplicated == 0 and self.sheets_identical


def _deal(rng: random.Random) -> dict[str, str]:
    bouts = rng.randint(0, 3)
    return {
        "contract": rng.choice(CONTRACTS),
        "taker": str(rng.randint(1, 4)),
        "points": str(rng.randint(5 + 4 * bouts, 74 + 4 * bouts)),  # any contract at 4, no chelem
        "bouts": str(bouts),
        "idempotency_key": uuid.uuid4().hex,
    }


def _post(server: Server, path: str, body: dict[str, str]) -> httpx.Response | None:
    try:
        return httpx.post(server.url + path, json=body, timeout=10.0)
    except httpx.HTTPError:
        return None


def run(deals: int, kills: int, seed: int = 0, directory: Path | None = None) -> Report:
    """Enter ``deals`` tarot deals, SIGKILLing the server ``kills`` times at random moments."""
    rng = random.Random(seed)
    workdir = Path(directory or tempfile.mkdtemp(prefix="atout-durability-"))
    server = Server(workdir / "atout.sqlite")
    server.start()
    players = {"player_1": "A", "player_2": "B", "player_3": "C", "player_4": "D"}
    players["preset"] = "classic"
    game = httpx.post(server.url + "/api/games/tarot", json=players, timeout=10.0).json()["id"]
    kill_at = set(rng.sample(range(1, deals), min(kills, deals - 1)))
    acknowledged: list[str] = []
    retries = 0
    for number in range(1, deals + 1):
        body = _deal(rng)
        killer = None
        if number in kill_at:
            # SIGKILL at a random moment while the deal is on its way or being stored.
            killer = threading.Timer(rng.random() * 0.02, server.kill)
            killer.start()
        response = _post(server, f"/api/games/{game}/deals", body)
        if killer is not None:
            killer.join()
            server.start()
        while response is None or response.status_code >= 500:
            # Not acknowledged: the client sends the same deal (same key) again.
            retries += 1
            response = _post(server, f"/api/games/{game}/deals", body)
        assert response.status_code in (200, 201), response.text
        # Every tenth deal is sent twice with the same key: stored once.
        if number % 10 == 0:
            again = _post(server, f"/api/games/{game}/deals", body)
            assert again is not None and again.json()["created"] is False
        acknowledged.append(body["idempotency_key"])
    before = httpx.get(f"{server.url}/api/games/{game}", timeout=30.0).json()["sheet"]
    server.kill()
    server.start()
    after = httpx.get(f"{server.url}/api/games/{game}", timeout=30.0).json()["sheet"]
    history = httpx.get(f"{server.url}/games/{game}/history?format=json", timeout=30.0).json()
    server.stop()
    stored = [e["idempotency_key"] for e in history["entries"] if e["status"] == "active"]
    return Report(
        deals=deals,
        kills=len(kill_at),
        retries=retries,
        lost=len(set(acknowledged) - set(stored)),
        duplicated=len(stored) - len(set(stored)),
        sheets_identical=before == after and stored == acknowledged,
    )


def main() -> int:
    """Run from the command line; exit status 1 when a deal is lost."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    report = run(args.deals, args.kills, args.seed)
    print(
        f"deals entered: {report.deals}, kills: {report.kills}, retries: {report.retries}, "
        f"lost: {report.lost}, duplicated: {report.duplicated}, "
        f"sheets identical after restart: {report.sheets_identical}"
    )
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
