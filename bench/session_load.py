"""Load: a 30-table club evening with 100 viewers on the live ranking, against ``atout serve``.

Starts ``atout serve`` on a temporary SQLite file, signs a director in,
creates a 30-table Mitchell (60 pairs) and starts it. Then, for ``--seconds``:

* each table (its own client, like a phone) opens its page, enters a board,
  follows the redirect, confirms it, follows the redirect again, waits
  ``--think`` seconds and goes on with its next board, round after round;
* each viewer polls the ranking's tables every ``--poll`` seconds with its
  ETag, as the ranking page does (a 304 while nothing changed).

Prints p50 and p99 latency of the table requests, of the ranking polls and of
all requests, the errors, the confirmations acknowledged, and the results the
database holds (confirmed, current version): "lost" is acknowledged minus stored.

    PYTHONPATH=src python bench/session_load.py --tables 30 --viewers 100 --seconds 60
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.club.conftest import result_form  # noqa: E402
from tests.web.conftest import Server  # noqa: E402

PASSWORD = "bench-director-password"


class Connection:
    """A minimal keep-alive HTTP/1.1 client (httpx costs more CPU than the server under test)."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.cookies: dict[str, str] = {}
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def request(
        self,
        method: str,
        path: str,
        data: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], bytes]:
        if self._writer is None:
            self._reader, self._writer = await asyncio.open_connection(self.host, self.port)
        assert self._reader is not None
        body = urlencode(data).encode() if data is not None else b""
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        if self.cookies:
            lines.append("Cookie: " + "; ".join(f"{k}={v}" for k, v in self.cookies.items()))
        if data is not None:
            lines += [
                "Content-Type: application/x-www-form-urlencoded",
                f"Content-Length: {len(body)}",
            ]
        lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
        self._writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        await self._writer.drain()
        status_line = await self._reader.readline()
        status = int(status_line.split()[1])
        received: dict[str, str] = {}
        while (line := await self._reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode("latin-1").partition(":")
            name, value = name.strip().lower(), value.strip()
            if name == "set-cookie":
                key, _, rest = value.partition("=")
                self.cookies[key] = rest.split(";", 1)[0]
            received[name] = value
        length = int(received.get("content-length", "0"))
        content = await self._reader.readexactly(length) if length else b""
        return status, received, content

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()


@dataclass
class Figures:
    """What the clients measured."""

    table: list[float] = field(default_factory=list)
    ranking: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    confirmed: int = 0
    not_modified: int = 0


async def _timed(
    client: Connection,
    bucket: list[float],
    method: str,
    path: str,
    data: dict[str, str] | None = None,
    headers: dict[str, str] | None = None,
) -> tuple[int, dict[str, str], bytes]:
    start = time.perf_counter()
    response = await client.request(method, path, data, headers)
    bucket.append(time.perf_counter() - start)
    return response


def _setup(url: str, tables: int) -> tuple[int, dict[int, str], list[dict[str, int | list[int]]]]:
    with httpx.Client(base_url=url, timeout=30) as director:
        director.get("/director/setup")
        token = director.cookies["atout_csrf"]
        director.post(
            "/director/setup", data={"csrf_token": token, "name": "Bench", "password": PASSWORD}
        )
        data = {"csrf_token": token, "title": "Bench", "pairs": str(2 * tables), "suggestion": "0"}
        created = director.post("/director/sessions", data=data)
        session_id = int(created.headers["location"].rsplit("/", 1)[1])
        director.post(
            f"/director/sessions/{session_id}/status",
            data={"csrf_token": token, "status": "running"},
        )
        html = director.get(f"/director/sessions/{session_id}").text
        codes = {
            int(t): c for t, c in re.findall(r'data-table="(\d+)" href="/t/([A-Z0-9]+)"', html)
        }
    return session_id, codes, []


def _sittings(database: Path, session_id: int) -> list[dict[str, int | list[int]]]:
    import json

    with sqlite3.connect(database) as connection:
        (plan,) = connection.execute(
            "SELECT plan FROM club_session WHERE id = ?", (session_id,)
        ).fetchone()
    return list(json.loads(plan))


async def _table(
    address: tuple[str, int],
    code: str,
    sittings: list[dict[str, int | list[int]]],
    deadline: float,
    think: float,
    figures: Figures,
) -> None:
    phone = Connection(*address)
    await _timed(phone, figures.table, "GET", f"/t/{code}")
    token = phone.cookies["atout_csrf"]
    for sitting in sittings:
        table, round_ = int(sitting["table"]), int(sitting["round"])  # type: ignore[arg-type]
        for board in sitting["boards"]:  # type: ignore[union-attr]
            if time.monotonic() > deadline:
                await phone.close()
                return
            where = {
                "csrf_token": token,
                "table": str(table),
                "round": str(round_),
                "board": str(board),
            }
            form = {**where, "base_version": "0", **result_form(board, table, round_)}
            status, headers, _ = await _timed(
                phone, figures.table, "POST", f"/t/{code}/results", form
            )
            if status != 303:
                figures.errors.append(f"enter {status}")
                continue
            await _timed(phone, figures.table, "GET", headers["location"])
            await asyncio.sleep(think)
            confirm = {**where, "base_version": "1"}
            status, headers, _ = await _timed(
                phone, figures.table, "POST", f"/t/{code}/confirm", confirm
            )
            if status != 303:
                figures.errors.append(f"confirm {status}")
                continue
            figures.confirmed += 1
            await _timed(phone, figures.table, "GET", headers["location"])
            await asyncio.sleep(think)
    await phone.close()


async def _viewer(
    address: tuple[str, int], session_id: int, deadline: float, poll: float, figures: Figures
) -> None:
    etag = None
    viewer = Connection(*address)
    await asyncio.sleep(poll * random.random())
    while time.monotonic() < deadline:
        headers = {"If-None-Match": etag} if etag else {}
        status, received, _ = await _timed(
            viewer, figures.ranking, "GET", f"/s/{session_id}/standings", headers=headers
        )
        if status == 200:
            etag = received.get("etag")
        elif status == 304:
            figures.not_modified += 1
        else:
            figures.errors.append(f"ranking {status}")
        await asyncio.sleep(poll)
    await viewer.close()


def _ms(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _line(name: str, values: list[float]) -> str:
    return (
        f"{name:<16}{len(values):>8} requests  p50 {_ms(values, 0.50):7.1f} ms  "
        f"p99 {_ms(values, 0.99):7.1f} ms  mean {1000 * statistics.fmean(values or [0]):7.1f} ms"
    )


async def _run(args: argparse.Namespace, url: str, database: Path) -> Figures:
    session_id, codes, _ = await asyncio.to_thread(_setup, url, args.tables)
    sittings = _sittings(database, session_id)
    figures = Figures()
    deadline = time.monotonic() + args.seconds
    address = (urlsplit(url).hostname or "127.0.0.1", urlsplit(url).port or 80)
    tasks = [
        _table(
            address,
            codes[t],
            [s for s in sittings if s["table"] == t],
            deadline,
            args.think,
            figures,
        )
        for t in sorted(codes)
    ]
    tasks += [
        _viewer(address, session_id, deadline, args.poll, figures) for _ in range(args.viewers)
    ]
    await asyncio.gather(*tasks)
    with sqlite3.connect(database) as connection:
        (stored,) = connection.execute(
            "SELECT count(*) FROM club_result"
            " WHERE session_id = ? AND current AND confirmed_at IS NOT NULL",
            (session_id,),
        ).fetchone()
    print(
        f"session {session_id}: {len(codes)} tables, {len(sittings)} sittings, "
        f"{args.viewers} viewers, {args.seconds:.0f} s"
    )
    report(figures, stored)
    return figures


def report(figures: Figures, stored: int, rate: str = "") -> None:
    """Print the latencies, the errors, and the results acknowledged against those stored."""
    print(_line("table requests", figures.table))
    print(_line("ranking polls", figures.ranking))
    print(_line("all requests", figures.table + figures.ranking))
    print(f"{rate}ranking polls answered 304: {figures.not_modified}")
    print(f"errors: {len(figures.errors)} {sorted(set(figures.errors))[:5]}")
    lost = figures.confirmed - stored
    print(f"results acknowledged: {figures.confirmed}  stored: {stored}  lost: {lost}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--workers", type=int, default=2, help="atout serve --workers")
    parser.add_argument("--viewers", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=0.5, help="pause after each table request")
    parser.add_argument("--poll", type=float, default=2.0, help="seconds between ranking polls")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        database = Path(directory) / "session.sqlite"
        server = Server(database, workers=args.workers)
        server.start()
        try:
            asyncio.run(_run(args, server.url, database))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
