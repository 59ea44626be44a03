"""Load: 50 concurrent clients entering deals and reading sheets against ``atout serve``.

Starts ``atout serve`` on a temporary SQLite file (or uses ``--url``), gives
each client its own game (tarot and rubber in turn), and for ``--seconds``
each client enters a deal then reads the sheet, again and again. Prints
requests/s, p50 and p99 latency and the number of errors.

    PYTHONPATH=src python bench/web_load.py --clients 50 --seconds 60
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.web.conftest import Server  # noqa: E402

RUBBER = ("NS 2S=", "EW 3NT=", "NS 4HX-1", "EW 1NT+2", "NS 3C+1", "EW 2D=", "NS 6S=")


def _tarot_deal(rng: random.Random) -> dict[str, str]:
    bouts = rng.randint(0, 3)
    return {
        "contract": rng.choice(("prise", "garde", "garde-sans", "garde-contre")),
        "taker": str(rng.randint(1, 4)),
        "points": str(rng.randint(4 * bouts, 91 - 4 * (3 - bouts))),
        "bouts": str(bouts),
    }


def _rubber_deal(rng: random.Random) -> dict[str, str]:
    side, result = rng.choice(RUBBER).split()
    contract, sign = (result[:-1], "=") if result.endswith("=") else (result[:-2], result[-2:])
    doubling = "XX" if contract.endswith("XX") else "X" if contract.endswith("X") else ""
    contract = contract.removesuffix(doubling)
    return {
        "side": side,
        "level": contract[0],
        "strain": contract[1:],
        "doubling": doubling,
        "result": sign,
    }


async def _client(
    number: int, url: str, deadline: float, latencies: list[float], errors: list[str]
) -> None:
    rng = random.Random(number)
    kind = "tarot" if number % 2 == 0 else "rubber"
    players = {"player_1": "A", "player_2": "B", "player_3": "C", "player_4": "D"}
    async with httpx.AsyncClient(base_url=url, timeout=30.0) as client:
        game = (await client.post(f"/api/games/{kind}", json=players)).json()["id"]
        while time.monotonic() < deadline:
            deal = _tarot_deal(rng) if kind == "tarot" else _rubber_deal(rng)
            requests = (
                ("POST", f"/api/games/{game}/deals", {**deal, "idempotency_key": uuid.uuid4().hex}),
                ("GET", f"/api/games/{game}", None),
            )
            for method, path, body in requests:
                start = time.perf_counter()
                try:
                    response = await client.request(method, path, json=body)
                    if response.status_code >= 300:
                        errors.append(
                            f"{method} {path}: {response.status_code} {response.text[:200]}"
                        )
                except httpx.HTTPError as error:
                    errors.append(f"{method} {path}: {error!r}")
                latencies.append(time.perf_counter() - start)


async def _load(url: str, clients: int, seconds: float) -> tuple[list[float], list[str], float]:
    latencies: list[float] = []
    errors: list[str] = []
    start = time.monotonic()
    deadline = start + seconds
    await asyncio.gather(*(_client(n, url, deadline, latencies, errors) for n in range(clients)))
    return latencies, errors, time.monotonic() - start


def main() -> int:
    """Run the load and print the figures; exit status 1 on any error."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--url", help="an atout server already running (default: start one)")
    args = parser.parse_args()
    server = None
    url = args.url
    if url is None:
        server = Server(Path(tempfile.mkdtemp(prefix="atout-load-")) / "atout.sqlite")
        server.start()
        url = server.url
    try:
        latencies, errors, elapsed = asyncio.run(_load(url, args.clients, args.seconds))
    finally:
        if server is not None:
            server.stop()
    cuts = statistics.quantiles(latencies, n=100)
    print(
        f"{args.clients} clients, {elapsed:.0f} s on SQLite: {len(latencies)} requests, "
        f"{len(latencies) / elapsed:.0f} requests/s, p50 {cuts[49] * 1000:.1f} ms, "
        f"p99 {cuts[98] * 1000:.1f} ms, errors {len(errors)}"
    )
    for error in errors[:5]:
        print("error:", error)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
