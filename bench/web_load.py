"""Load: concurrent table phones entering deals and reading sheets against ``atout serve``.

Starts ``atout serve`` (uvicorn with uvloop and httptools) on a temporary
SQLite file in its own process, or uses ``--url``. The load runs in this
process, on one asyncio loop, with a small HTTP/1.1 client over raw
keep-alive connections (one per client; much cheaper than an HTTP library,
so that the 2 cores are left to the server).

What each client does, exactly, like a phone at one table:

1. ``POST /api/games/<kind>`` creates its game (tarot at 4 players for the
   even clients, rubber for the odd ones);
2. then, in a loop until the time is up: ``POST /api/games/<id>/deals`` with a
   random valid deal and a fresh idempotency key, then ``GET /api/games/<id>``
   (the whole sheet as JSON), then it pauses for a time drawn uniformly between
   0.5 and 1.5 × ``--think`` seconds (``--think 0``: no pause at all, the loop
   runs flat out);
3. after ``--deals-per-game`` deals the table starts a new game (step 1), as a
   table does at the end of an evening: sheets stay the size of real ones.

Every request counts: its latency is from the first byte sent to the last
byte of the answer received. Any answer other than 2xx, or a broken
connection, is an error. Prints requests/s, p50 and p99 latency, the number of
errors and the load average of the machine.

    PYTHONPATH=src python bench/web_load.py --clients 50 --seconds 60
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.web.conftest import Server  # noqa: E402

RUBBER = ("NS 2S=", "EW 3NT=", "NS 4HX-1", "EW 1NT+2", "NS 3C+1", "EW 2D=", "NS 6S=")
PLAYERS = {"player_1": "A", "player_2": "B", "player_3": "C", "player_4": "D", "preset": "classic"}


def _tarot_deal(rng: random.Random) -> dict[str, str]:
    bouts = rng.randint(0, 3)
    return {
        "contract": rng.choice(("prise", "garde", "garde-sans", "garde-contre")),
        "taker": str(rng.randint(1, 4)),
        "points": str(rng.randint(5 + 4 * bouts, 74 + 4 * bouts)),  # any contract at 4, no chelem
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


class HTTPConnection:
    """One keep-alive HTTP/1.1 connection: a request, then its answer (Content-Length framed)."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: object = None) -> tuple[int, bytes]:
        """Send one request and read the whole answer; ``(status, body)``."""
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        assert self.reader is not None
        payload = b"" if body is None else json.dumps(body).encode()
        head = (
            f"{method} {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n\r\n"
        )
        self.writer.write(head.encode() + payload)
        status_line, _, headers = (await self.reader.readuntil(b"\r\n\r\n")).partition(b"\r\n")
        status = int(status_line.split()[1])
        length = next(
            int(line.split(b":", 1)[1])
            for line in headers.split(b"\r\n")
            if line.lower().startswith(b"content-length:")
        )
        return status, await self.reader.readexactly(length)

    def close(self) -> None:
        """Close the connection (it is opened again by the next request)."""
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


@dataclass
class Tally:
    """Latencies (seconds) and errors of every request."""

    latencies: list[float] = field(default_factory=list)
    by_method: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    async def timed(
        self, connection: HTTPConnection, method: str, path: str, body: object = None
    ) -> bytes | None:
        """One request, its latency recorded; the answer's body, ``None`` on an error."""
        start = time.perf_counter()
        try:
            status, answer = await connection.request(method, path, body)
        except (OSError, asyncio.IncompleteReadError, ValueError, StopIteration) as error:
            connection.close()
            self.errors.append(f"{method} {path}: {error!r}")
            return None
        finally:
            latency = time.perf_counter() - start
            self.latencies.append(latency)
            self.by_method.setdefault(method, []).append(latency)
        if not 200 <= status < 300:
            self.errors.append(f"{method} {path}: {status} {answer[:200]!r}")
            return None
        return answer


async def _client(number: int, url: str, deadline: float, options: Options, tally: Tally) -> None:
    rng = random.Random(number)
    kind = "tarot" if number % 2 == 0 else "rubber"
    parts = urlsplit(url)
    connection = HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80)
    # Start the phones over the first second, as tables do not all sit down at once.
    await asyncio.sleep(rng.random())
    try:
        while time.monotonic() < deadline:
            created = await tally.timed(connection, "POST", f"/api/games/{kind}", PLAYERS)
            if created is None:
                continue
            game = json.loads(created)["id"]
            for _ in range(options.deals_per_game):
                if time.monotonic() >= deadline:
                    break
                deal = _tarot_deal(rng) if kind == "tarot" else _rubber_deal(rng)
                body = {**deal, "idempotency_key": uuid.uuid4().hex}
                await tally.timed(connection, "POST", f"/api/games/{game}/deals", body)
                await tally.timed(connection, "GET", f"/api/games/{game}")
                if options.think:
                    # People are not in step: each pause is drawn between 0.5 and 1.5 × think.
                    await asyncio.sleep(options.think * (0.5 + rng.random()))
    finally:
        connection.close()


@dataclass(frozen=True, slots=True)
class Options:
    """How the phones behave."""

    clients: int
    seconds: float
    think: float
    deals_per_game: int


async def _load(url: str, options: Options) -> tuple[Tally, float]:
    tally = Tally()
    start = time.monotonic()
    deadline = start + options.seconds
    clients = (_client(n, url, deadline, options, tally) for n in range(options.clients))
    await asyncio.gather(*clients)
    return tally, time.monotonic() - start


def _event_loop_policy() -> None:
    try:
        import uvloop
    except ImportError:
        return
    asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())


def main() -> int:
    """Run the load and print the figures; exit status 1 on any error."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=1.0, help="mean pause after a deal (s)")
    parser.add_argument("--deals-per-game", type=int, default=24)
    parser.add_argument("--url", help="an atout server already running (default: start one)")
    args = parser.parse_args()
    options = Options(args.clients, args.seconds, args.think, args.deals_per_game)
    server = None
    url = args.url
    if url is None:
        server = Server(Path(tempfile.mkdtemp(prefix="atout-load-")) / "atout.sqlite")
        server.start()
        url = server.url
    _event_loop_policy()
    try:
        tally, elapsed = asyncio.run(_load(url, options))
    finally:
        if server is not None:
            server.stop()
    cuts = statistics.quantiles(tally.latencies, n=100)
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(
        f"{options.clients} clients, {elapsed:.0f} s on SQLite, think {options.think} s, "
        f"{options.deals_per_game} deals a game: {len(tally.latencies)} requests, "
        f"{len(tally.latencies) / elapsed:.0f} requests/s, p50 {cuts[49] * 1000:.1f} ms, "
        f"p99 {cuts[98] * 1000:.1f} ms, errors {len(tally.errors)}; load average {load}"
    )
    for method, latencies in sorted(tally.by_method.items()):
        method_cuts = statistics.quantiles(latencies, n=100)
        print(
            f"  {method}: {len(latencies)} requests, p50 {method_cuts[49] * 1000:.1f} ms, "
            f"p99 {method_cuts[98] * 1000:.1f} ms"
        )
    for error in tally.errors[:5]:
        print("error:", error)
    return 1 if tally.errors else 0


if __name__ == "__main__":
    sys.exit(main())
