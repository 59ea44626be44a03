"""The engine and its transactions: one transaction per user action.

SQLite runs in WAL mode with a busy timeout; a writing transaction starts
with ``BEGIN IMMEDIATE`` so that concurrent writers queue instead of failing,
and the writers of every process first queue on a :class:`WriterLock`.
PostgreSQL URLs (``postgresql+psycopg://…``) are used as they are.

Durability on SQLite (``synchronous``, setting ``ATOUT_SQLITE_SYNCHRONOUS``):

- ``NORMAL`` (the default): a commit writes the transaction to the WAL file
  without waiting for the disk; the WAL is synced at each checkpoint. A
  committed deal survives the server process being killed (even SIGKILL:
  the operating system has the WAL's pages); only an operating-system crash
  or a power cut can lose the last transactions committed before it (never
  corrupt the database).
- ``FULL``: every commit waits until the WAL is on disk, so an acknowledged
  deal survives a power cut too, at the price of one fsync per deal.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import platformdirs
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import Connection
from sqlalchemy.orm import Session, sessionmaker

from atout.errors import SettingError

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: the thread lock alone
    fcntl = None  # type: ignore[assignment]

#: Execution option that marks a writing transaction.
WRITE_OPTION = "atout_write"
#: Milliseconds an SQLite writer waits for the lock before giving up.
SQLITE_BUSY_TIMEOUT_MS = 30_000
#: The values of SQLite's ``synchronous`` offered (see the module documentation).
SQLITE_SYNCHRONOUS = ("NORMAL", "FULL")


def default_database_url() -> str:
    """The SQLite file in the user's data directory (created if needed)."""
    directory = Path(platformdirs.user_data_dir("atout", appauthor=False))
    directory.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{directory / 'atout.sqlite'}"


class WriterLock:
    """Where the writers of an SQLite file queue: a thread lock, then a lock file.

    SQLite's busy handler polls with growing sleeps (up to 100 ms), which
    makes long tails when several server processes write at once. Here the
    threads of a process queue on a lock and the processes on an exclusive
    ``flock`` of ``<database>.writer-lock``: a waiting writer wakes as soon as
    the previous one commits. Without a file (in memory) or without ``flock``
    (Windows), only the thread lock is taken.
    """

    def __init__(self, path: Path | None) -> None:
        self._threads = threading.Lock()
        self._path = path if fcntl is not None else None
        self._fd: int | None = None

    def acquire(self) -> None:
        """Wait for the other writers of this process, then for those of other processes."""
        self._threads.acquire()
        if self._path is None or fcntl is None:
            return
        try:
            if self._fd is None:
                self._fd = os.open(self._path, os.O_RDWR | os.O_CREAT, 0o600)
            fcntl.flock(self._fd, fcntl.LOCK_EX)
        except BaseException:
            self._threads.release()
            raise

    def release(self) -> None:
        """Let the next writer in."""
        if self._fd is not None and fcntl is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
        self._threads.release()


def _lock_path(engine: Engine) -> Path | None:
    name = engine.url.database
    if not name or name == ":memory:" or name.startswith("file:"):
        return None
    return Path(name + ".writer-lock")


def _configure_sqlite(engine: Engine, synchronous: str) -> None:
    writer_lock = WriterLock(_lock_path(engine))

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we emit BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={synchronous}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        write = connection.get_execution_options().get(WRITE_OPTION, False)
        if write:
            writer_lock.acquire()
            connection.info["atout_writer"] = True
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    @event.listens_for(engine, "commit")
    @event.listens_for(engine, "rollback")
    def _on_end(connection: Connection) -> None:
        if connection.info.pop("atout_writer", False):
            writer_lock.release()


def make_engine(url: str, sqlite_synchronous: str = "NORMAL") -> Engine:
    """An engine for ``url``; SQLite gets WAL, a busy timeout and ``BEGIN IMMEDIATE`` writes.

    >>> make_engine("sqlite://", "OFF")
    Traceback (most recent call last):
    ...
    atout.errors.SettingError: 'OFF' is not an SQLite synchronous setting: use NORMAL or FULL
    """
    if url.startswith("sqlite"):
        synchronous = sqlite_synchronous.upper()
        if synchronous not in SQLITE_SYNCHRONOUS:
            raise SettingError(
                "{sqlite_synchronous!r} is not an SQLite synchronous setting: use NORMAL or FULL",
                code="settings.sqlite-synchronous",
                sqlite_synchronous=sqlite_synchronous,
            )
        engine = create_engine(
            url,
            pool_size=16,
            max_overflow=48,
            connect_args={"check_same_thread": False, "timeout": SQLITE_BUSY_TIMEOUT_MS / 1000},
        )
        _configure_sqlite(engine, synchronous)
        return engine
    return create_engine(url, pool_size=16, max_overflow=16, pool_pre_ping=True)


class Database:
    """The engine of one database and its sessions, one transaction at a time."""

    def __init__(self, url: str, sqlite_synchronous: str = "NORMAL") -> None:
        self.url = url
        self.engine = make_engine(url, sqlite_synchronous)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        writer = self.engine.execution_options(**{WRITE_OPTION: True})
        self._write_sessions = sessionmaker(writer, expire_on_commit=False)

    def session(self, *, write: bool) -> Session:
        """A session whose transaction begins with its first statement (``BEGIN IMMEDIATE``
        on SQLite when ``write``); the caller commits or rolls back and closes it."""
        return (self._write_sessions if write else self._sessions)()

    @contextmanager
    def transaction(self, *, write: bool) -> Iterator[Session]:
        """A session in one transaction, committed on success and rolled back on error."""
        with self.session(write=write) as session, session.begin():
            yield session

    def dispose(self) -> None:
        """Close every pooled connection."""
        self.engine.dispose()
