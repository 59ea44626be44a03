"""The double-dummy analysis of club sessions, kept in the store and computed in the background.

When a session's deals exist its boards are queued (:func:`atout.store.club.analysis.queue`,
in the transaction that creates the session). A :class:`BackgroundAnalysis`
per server process claims queued boards, newest session first, solves them
on a :func:`~atout.services.analysis.solver_pool` of every core (at a lower
priority than the server: result entry never waits for it) and stores each
batch. Nothing is lost on a restart: a server queues at start-up the
sessions that have no board queued (made before), and boards a dead process
had claimed are claimed again once their lease (:data:`LEASE`) is over.
Several processes or hosts on one database share the work by their claims.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime, timedelta

from sqlalchemy.exc import IntegrityError

from atout.bridge.board import Board
from atout.bridge.double_dummy import BoardAnalysis
from atout.errors import NotFoundError
from atout.services.analysis import (
    analyse,
    default_jobs,
    started_pool,
)
from atout.store.club import analysis as stored
from atout.store.club import repo
from atout.store.database import Database

#: A claim older than this is taken again (its process died): far longer than a batch takes.
LEASE = timedelta(seconds=60)
#: Seconds between two looks for work when nobody said there was some (other processes).
POLL_SECONDS = 5.0
#: Boards claimed at once per worker process: a batch of a few seconds.
BOARDS_PER_WORKER = 8

log = logging.getLogger(__name__)


def queue_unqueued(database: Database) -> int:
    """Queue every session that has no board queued (made before); how many sessions.

    Another process starting at the same time may queue them first (PostgreSQL):
    its rows stand, and this process queues nothing.
    """
    try:
        with database.transaction(write=True) as session:
            found = stored.unqueued_sessions(session)
            for session_id in found:
                stored.queue(session, session_id, repo.get_session(session, session_id).deals)
    except IntegrityError:
        return 0
    return len(found)


def _boards(database: Database, session_id: int, numbers: tuple[int, ...]) -> list[Board]:
    with database.transaction(write=False) as session:
        deals = stored.deals(session, session_id, numbers)
    return [Board.numbered(n, deals[n]) for n in numbers if n in deals]


def analyse_next(
    database: Database,
    *,
    jobs: int,
    pool: Callable[[], ProcessPoolExecutor] | None = None,
    lease: timedelta = LEASE,
) -> int:
    """Claim a batch of queued boards, solve it and store it; how many boards (0: none
    waiting). ``pool`` gives the pool to solve on (else in this process, ``jobs`` 1)."""
    with database.transaction(write=True) as session:
        claim = stored.claim(session, datetime.now(UTC), lease, BOARDS_PER_WORKER * jobs)
    if claim is None:
        return 0
    try:
        boards = _boards(database, claim.session_id, claim.boards)
    except NotFoundError:  # removed since
        return len(claim.boards)
    found = analyse(boards, jobs=jobs, pool=None if pool is None else pool())
    with database.transaction(write=True) as session:
        solved = {board.number: a for board, a in zip(boards, found, strict=True)}
        stored.save(session, claim.session_id, solved, datetime.now(UTC))
    return len(boards)


def analyse_session(
    database: Database,
    session_id: int,
    *,
    jobs: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> dict[int, BoardAnalysis]:
    """Every board of a session analysed now (those not analysed yet are solved here, on
    ``jobs`` processes, and stored): for a command that cannot wait for the background."""
    with database.transaction(write=False) as session:
        record = repo.get_session(session, session_id)
        done = stored.analyses(session, session_id)
    missing = [Board.numbered(n, d) for n, d in sorted(record.deals.items()) if n not in done]
    if missing:
        found = analyse(missing, jobs=jobs, progress=progress)
        solved = {board.number: a for board, a in zip(missing, found, strict=True)}
        with database.transaction(write=True) as session:
            stored.queue(session, session_id, record.deals)
            stored.save(session, session_id, solved, datetime.now(UTC))
        done = {**done, **solved}
    return dict(sorted(done.items()))


class BackgroundAnalysis:
    """One thread that analyses queued boards while there are some, on a pool of ``jobs``
    solver processes started when first needed (one per core by default).

    :meth:`start` queues the sessions made before and starts the thread;
    :meth:`wake` says a session was just queued; :meth:`stop` ends the thread
    and the pool (a batch being solved is finished first).
    """

    def __init__(
        self,
        database: Database,
        jobs: int | None = None,
        *,
        lease: timedelta = LEASE,
        poll: float = POLL_SECONDS,
    ) -> None:
        self.database = database
        self.jobs = default_jobs() if jobs is None else jobs
        self.lease = lease
        self.poll = poll
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        self._pool: ProcessPoolExecutor | None = None

    def start(self) -> None:
        """Queue the sessions made before, and start looking for work."""
        queue_unqueued(self.database)
        self._thread = threading.Thread(target=self._run, name="atout-analysis", daemon=True)
        self._thread.start()

    def wake(self) -> None:
        """Look for work now (a session was just queued)."""
        self._wake.set()

    def stop(self) -> None:
        """Stop looking for work and end the solver processes."""
        self._stopping.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def _solvers(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = started_pool(self.jobs)
        return self._pool

    def _run(self) -> None:
        while not self._stopping.is_set():
            try:
                done = analyse_next(
                    self.database, jobs=self.jobs, pool=self._solvers, lease=self.lease
                )
            except Exception:  # a broken batch is claimed again after its lease
                log.exception("background analysis: a batch failed")
                done = 0
            if done == 0:
                self._wake.wait(self.poll)
                self._wake.clear()


__all__ = [
    "BackgroundAnalysis",
    "analyse_next",
    "analyse_session",
    "queue_unqueued",
]
