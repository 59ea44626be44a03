"""Databases for the store tests: a temporary SQLite file and a real PostgreSQL server.

The PostgreSQL server is started for the test session with ``initdb`` and
``pg_ctl`` from Debian's ``postgresql`` package (as the ``postgres`` user when
the tests run as root, since PostgreSQL refuses to run as root), on 127.0.0.1
and a free port, and removed afterwards. Without Debian's ``postgresql`` the
tests fail with one line saying what to install (``make test`` installs it).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from atout.store.database import Database
from atout.store.migrate import upgrade
from tests.system_deps import postgresql_bin


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _as_postgres(command: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """The URL of a throw-away PostgreSQL server for this test session."""
    bindir = postgresql_bin()
    root = Path(tempfile.mkdtemp(prefix="atout-pg-"))
    data = root / "data"
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
    port = free_port()
    run = {"check": True, "capture_output": True}
    subprocess.run(
        _as_postgres([str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]),
        **run,
    )
    options = f"-p {port} -k {root} -h 127.0.0.1 -c fsync=off"
    pg_ctl = str(bindir / "pg_ctl")
    log = str(root / "log")
    subprocess.run(
        _as_postgres([pg_ctl, "-D", str(data), "-o", options, "-l", log, "-w", "start"]), **run
    )
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            _as_postgres([pg_ctl, "-D", str(data), "-m", "immediate", "stop"]), check=False
        )
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Database]:
    """A migrated, empty database: SQLite, then PostgreSQL."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'atout.sqlite'}"
    else:
        url = request.getfixturevalue("postgres_url")
    database = Database(url)
    if request.param == "postgresql":
        with database.engine.begin() as connection:
            connection.exec_driver_sql("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    upgrade(database.engine)
    try:
        yield database
    finally:
        database.dispose()
