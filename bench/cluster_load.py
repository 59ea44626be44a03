"""Load: two ``atout serve`` on one PostgreSQL, 200 tables entering results, 1,000 viewers.

Starts a throw-away PostgreSQL (``initdb``/``pg_ctl`` from Debian's package,
as the ``postgres`` user when run as root, on 127.0.0.1 and a free port), and
two ``atout serve`` processes on it (``ATOUT_TRUSTED_PROXIES=127.0.0.1``, as
behind a reverse proxy on the same host). A director creates 8 Mitchells of
25 tables (200 tables) and starts them. Then, for ``--seconds``:

* each table (one phone) enters a board, follows the redirect, confirms it,
  follows the redirect, pausing ``--think`` seconds after each, round after
  round; its requests go to the two servers in turn (a proxy that balances
  each request), so a result entered on one server is confirmed on the other;
* each viewer polls one session's ranking every ``--poll`` seconds with its
  ETag, to the two servers in turn.

Prints p50 and p99 latency of the table requests, of the polls and of all
requests, the errors, the results acknowledged and those the database holds
("lost" is acknowledged minus stored); then sends wrong table codes from one
client address (``X-Forwarded-For``, believed from the proxy only) to the two
servers in turn: the first 10 are 404, the 11th is refused (429) by either
server, while another address still gets a 404.

    PYTHONPATH=src python bench/cluster_load.py --tables 200 --viewers 1000 --seconds 60
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.club.conftest import result_form  # noqa: E402
from tests.postgres_server import throwaway_postgres  # noqa: E402
from tests.web.conftest import free_port  # noqa: E402

from bench.session_load import Connection, Figures, _timed, report  # noqa: E402

PASSWORD = "bench-director-password"
#: Tables of each session (a 50-pair Mitchell: 25 rounds of one board).
TABLES_PER_SESSION = 25


def postgres() -> contextlib.AbstractContextManager[str]:
    """A throw-away PostgreSQL server on 127.0.0.1 for 200 tables' connections; its URL."""
    return throwaway_postgres("max_connections=200")


#: Seconds a connection may stay idle (uvicorn closes keep-alive connections after 5 s).
IDLE = 4.0


class Phone(Connection):
    """A keep-alive connection, opened again when it was idle long enough to be closed."""

    def __init__(self, host: str, port: int) -> None:
        super().__init__(host, port)
        self._used = 0.0

    async def request(
        self,
        method: str,
        path: str,
        data: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], bytes]:
        if self._writer is not None and time.monotonic() - self._used > IDLE:
            await self.close()
            self._reader = self._writer = None
        try:
            return await super().request(method, path, data, headers)
        finally:
            self._used = time.monotonic()


class AtoutServer:
    """One ``atout serve`` process on the database URL."""

    def __init__(self, url: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "ATOUT_TRUSTED_PROXIES": "127.0.0.1"}
        command = [sys.executable, "-m", "atout", "serve", "--port", str(self.port)]
        command += ["--database-url", url]
        self.process = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )

    def wait(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"atout serve exited with {self.process.returncode}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(self.url + "/api/games", timeout=1.0).status_code == 200:
                    return
            time.sleep(0.1)
        raise RuntimeError(f"atout serve did not answer on {self.url}")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def _setup(urls: list[str], tables: int) -> tuple[list[int], dict[str, list[dict[str, int]]]]:
    """A director, the sessions (started) and each table's code and sittings."""
    with httpx.Client(base_url=urls[0], timeout=60) as director:
        director.get("/director/setup")
        token = director.cookies["atout_csrf"]
        director.post(
            "/director/setup", data={"csrf_token": token, "name": "Bench", "password": PASSWORD}
        )
        sessions, codes = [], {}
        for number in range(-(-tables // TABLES_PER_SESSION)):
            pairs = 2 * min(TABLES_PER_SESSION, tables - number * TABLES_PER_SESSION)
            data = {"csrf_token": token, "title": f"Bench {number + 1}", "pairs": str(pairs)}
            created = director.post("/director/sessions", data={**data, "suggestion": "0"})
            session_id = int(created.headers["location"].rsplit("/", 1)[1])
            director.post(
                f"/director/sessions/{session_id}/status",
                data={"csrf_token": token, "status": "running"},
            )
            html = director.get(f"/director/sessions/{session_id}").text
            for table, code in re.findall(r'data-table="(\d+)" href="/t/([A-Z0-9]+)"', html):
                codes[code] = (session_id, int(table))
            sessions.append(session_id)
    plans = _plans(sessions)
    sittings = {
        code: [s for s in plans[session_id] if s["table"] == table]
        for code, (session_id, table) in codes.items()
    }
    return sessions, sittings


def _database_url() -> str:
    return os.environ["ATOUT_BENCH_DATABASE_URL"]


def _plans(sessions: list[int]) -> dict[int, list[dict[str, int]]]:
    from atout.store.club import repo
    from atout.store.database import Database

    database = Database(_database_url())
    plans = {}
    with database.transaction(write=False) as session:
        for session_id in sessions:
            plan = repo.get_session(session, session_id).plan
            plans[session_id] = [
                {"round": s.round, "table": s.table, "boards": list(s.boards)}  # type: ignore[dict-item]
                for s in plan.sittings
            ]
    database.dispose()
    return plans


def _stored(sessions: list[int]) -> int:
    from sqlalchemy import text

    from atout.store.database import Database

    database = Database(_database_url())
    with database.engine.connect() as connection:
        found = connection.execute(
            text(
                "SELECT count(*) FROM club_result WHERE current AND confirmed_at IS NOT NULL"
                " AND session_id = ANY(:ids)"
            ),
            {"ids": sessions},
        ).scalar()
    database.dispose()
    return int(found or 0)


async def _table(
    addresses: list[tuple[str, int]],
    code: str,
    sittings: list[dict[str, int]],
    deadline: float,
    think: float,
    figures: Figures,
) -> None:
    phones = [Phone(*address) for address in addresses]
    turn = random.randrange(len(phones))

    def phone() -> Connection:
        nonlocal turn
        turn += 1
        chosen = phones[turn % len(phones)]
        chosen.cookies = phones[0].cookies  # one browser: the same cookies on each server
        return chosen

    await asyncio.sleep(think * random.random())
    await _timed(phone(), figures.table, "GET", f"/t/{code}")
    token = phones[0].cookies["atout_csrf"]
    for sitting in sittings:
        table, round_ = sitting["table"], sitting["round"]
        for board in sitting["boards"]:  # type: ignore[attr-defined]
            if time.monotonic() > deadline:
                break
            where = {"csrf_token": token, "table": str(table), "round": str(round_)}
            where["board"] = str(board)
            form = {**where, "base_version": "0", **result_form(board, table, round_)}
            status, headers, _ = await _timed(
                phone(), figures.table, "POST", f"/t/{code}/results", form
            )
            if status != 303:
                figures.errors.append(f"enter {status}")
                continue
            await _timed(phone(), figures.table, "GET", headers["location"])
            await asyncio.sleep(think)
            confirm = {**where, "base_version": "1"}
            status, headers, _ = await _timed(
                phone(), figures.table, "POST", f"/t/{code}/confirm", confirm
            )
            if status != 303:
                figures.errors.append(f"confirm {status}")
                continue
            figures.confirmed += 1
            await _timed(phone(), figures.table, "GET", headers["location"])
            await asyncio.sleep(think)
    for each in phones:
        await each.close()


async def _viewer(
    addresses: list[tuple[str, int]],
    session_id: int,
    deadline: float,
    poll: float,
    figures: Figures,
) -> None:
    etag = None
    viewers = [Phone(*address) for address in addresses]
    await asyncio.sleep(poll * random.random())
    turn = random.randrange(len(viewers))
    while time.monotonic() < deadline:
        turn += 1
        headers = {"If-None-Match": etag} if etag else {}
        status, received, _ = await _timed(
            viewers[turn % len(viewers)],
            figures.ranking,
            "GET",
            f"/s/{session_id}/standings",
            headers=headers,
        )
        if status == 200:
            etag = received.get("etag")
        elif status == 304:
            figures.not_modified += 1
        else:
            figures.errors.append(f"ranking {status}")
        await asyncio.sleep(poll)
    for each in viewers:
        await each.close()


def _wrong_codes(urls: list[str]) -> None:
    """Wrong codes from one client address to the two servers in turn."""
    answers = []
    for attempt in range(12):
        url = urls[attempt % len(urls)]
        headers = {"X-Forwarded-For": "203.0.113.7"}
        answers.append(httpx.get(f"{url}/t/WRONG{attempt:05d}", headers=headers).status_code)
    other = httpx.get(f"{urls[1]}/t/WRONG99999", headers={"X-Forwarded-For": "203.0.113.8"})
    print(f"wrong codes from 203.0.113.7, servers A and B in turn: {answers}")
    print(f"  11th (server {'AB'[10 % 2]}): {answers[10]}, 12th (server {'AB'[11 % 2]}): "
          f"{answers[11]}; another address (server B): {other.status_code}")  # fmt: skip


async def _run(args: argparse.Namespace, urls: list[str]) -> None:
    sessions, sittings = await asyncio.to_thread(_setup, urls, args.tables)
    addresses = [(urlsplit(u).hostname or "127.0.0.1", urlsplit(u).port or 80) for u in urls]
    figures = Figures()
    deadline = time.monotonic() + args.seconds
    tasks = [
        _table(addresses, code, table_sittings, deadline, args.think, figures)
        for code, table_sittings in sittings.items()
    ]
    tasks += [
        _viewer(addresses, sessions[n % len(sessions)], deadline, args.poll, figures)
        for n in range(args.viewers)
    ]
    started = time.monotonic()
    await asyncio.gather(*tasks)
    elapsed = time.monotonic() - started
    stored = await asyncio.to_thread(_stored, sessions)
    total = len(figures.table) + len(figures.ranking)
    print(
        f"{len(urls)} servers on PostgreSQL, {len(sessions)} sessions, {len(sittings)} tables, "
        f"{args.viewers} viewers, {args.seconds:.0f} s (think {args.think} s, poll {args.poll} s)"
    )
    report(figures, stored, rate=f"requests/s: {total / elapsed:.0f}  ")
    await asyncio.to_thread(_wrong_codes, urls)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--viewers", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=5.0, help="pause after each table request")
    parser.add_argument("--poll", type=float, default=2.0, help="seconds between ranking polls")
    parser.add_argument("--servers", type=int, default=2)
    args = parser.parse_args()
    with postgres() as url:
        os.environ["ATOUT_BENCH_DATABASE_URL"] = url
        from atout.store.database import Database
        from atout.store.migrate import upgrade

        database = Database(url)
        upgrade(database.engine)  # once, before the servers race to migrate
        database.dispose()
        servers = [AtoutServer(url) for _ in range(args.servers)]
        try:
            for server in servers:
                server.wait()
            asyncio.run(_run(args, [s.url for s in servers]))
        finally:
            for server in servers:
                server.stop()


if __name__ == "__main__":
    main()
