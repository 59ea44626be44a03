"""A throw-away PostgreSQL server on 127.0.0.1, for the store tests and the cluster bench.

Started with ``initdb`` and ``pg_ctl`` from Debian's ``postgresql`` package (as
the ``postgres`` user when run as root, since PostgreSQL refuses to run as
root), on a free port, and removed afterwards. Without Debian's ``postgresql``
the caller fails with one line saying what to install (``make test`` installs it).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

from tests.system_deps import postgresql_bin


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _as_postgres(command: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


@contextlib.contextmanager
def throwaway_postgres(*settings: str) -> Iterator[str]:
    """The URL of a new PostgreSQL server, given ``settings`` (``"fsync=off"``), while open."""
    bindir = postgresql_bin()
    root = Path(tempfile.mkdtemp(prefix="atout-pg-"))
    data = root / "data"
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
    port = free_port()
    initdb = [str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]
    subprocess.run(_as_postgres(initdb), check=True, capture_output=True)
    options = " ".join([f"-p {port} -k {root} -h 127.0.0.1", *(f"-c {s}" for s in settings)])
    pg_ctl = str(bindir / "pg_ctl")
    start = [pg_ctl, "-D", str(data), "-o", options, "-l", str(root / "log"), "-w", "start"]
    subprocess.run(_as_postgres(start), check=True, capture_output=True)
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        stop = [pg_ctl, "-D", str(data), "-m", "immediate", "stop"]
        subprocess.run(_as_postgres(stop), check=False, capture_output=True)
        shutil.rmtree(root, ignore_errors=True)
