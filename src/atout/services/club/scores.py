"""A session scored: its current results and the pairs event of the confirmed ones.

The pairs event is computed once per session version and kept in a
:class:`ScoreCache`; a new version replays only the rows changed since (each
re-scores one board), so that a busy room's pages stay cheap.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.duplicate.events import PairsEvent
from atout.duplicate.pairs_session import entry_of, pairs_event
from atout.duplicate.table_result import TableResult
from atout.store.club import repo
from atout.store.club.records import (
    ClubSessionRecord,
    ResultKey,
    ResultRecord,
    SessionKind,
    TableRecord,
)


@dataclass(frozen=True, slots=True)
class Scored:
    """A session at one version: its record, current results and the scored event.

    A team session's event is empty: its matches are scored from
    :attr:`confirmed` (see :mod:`atout.duplicate.team_session`).
    """

    record: ClubSessionRecord
    results: tuple[ResultRecord, ...]
    event: PairsEvent

    @property
    def confirmed(self) -> dict[tuple[int, int, int], TableResult]:
        """The confirmed results (the ones that count), by (round, table, board)."""
        return confirmed(self.results)


def confirmed(results: Iterable[ResultRecord]) -> dict[tuple[int, int, int], TableResult]:
    """The confirmed ones of ``results``, by (round, table, board)."""
    return {r.key: r.result for r in results if r.confirmed}


def score(session: Session, session_id: int) -> Scored:
    """The session scored from its stored results, without a cache."""
    return _caught_up(session, repo.get_session(session, session_id), None)


class ScoreCache:
    """The latest :class:`Scored` of each session, brought up to date when its version changes.

    Bringing it up to date replays only what changed: results no longer
    current or confirmed are removed from the event, new ones added (each
    re-scores one board). One cache per server process (the web app keeps it
    on ``app.state``).
    """

    def __init__(self) -> None:
        self._scored: dict[int, Scored] = {}
        self._tables: dict[str, TableRecord] = {}
        self._lock = threading.Lock()

    def get(self, session: Session, session_id: int) -> Scored:
        """The scored session as the transaction of ``session`` sees it (or newer).

        One query when nothing changed (the session's row, without its plan
        and deals), one more for the result rows changed since when something did.
        """
        record = self.record(session, session_id)
        cached = self._scored.get(session_id)
        if cached is not None and _fresh(cached, record):
            return cached
        with self._lock:
            cached = self._scored.get(session_id)
            if cached is not None and _fresh(cached, record):
                return cached
            scored = _caught_up(session, record, cached)
            self._scored[session_id] = scored
            return scored

    def record(self, session: Session, session_id: int) -> ClubSessionRecord:
        """The session's record, its plan and deals read only once."""
        cached = self._scored.get(session_id) or self._first(session, session_id)
        return repo.get_session(session, session_id, cached.record)

    def _first(self, session: Session, session_id: int) -> Scored:
        """The session read whole and scored, and its tables' codes learnt: a room's other
        tables are then known without the database.

        No lock is held while reading: the read may be the first statement of a write
        transaction, which waits for the database's write lock, and a thread holding that
        lock may want this cache (a process lock held across it deadlocked under load).
        """
        scored = _caught_up(session, repo.get_session(session, session_id), None)
        for table in repo.tables(session, session_id):
            self._tables.setdefault(table.code, table)
        return self._scored.setdefault(session_id, scored)

    def table(self, session: Session, code: str) -> TableRecord | None:
        """The table of ``code`` (a table's code and number never change once stored)."""
        found = self._tables.get(code)
        if found is None:
            found = repo.table_by_code(session, code)
            if found is not None:
                self._tables[code] = found
        return found

    def cached_table(self, code: str) -> TableRecord | None:
        """The table of ``code`` if it was read already (no database needed)."""
        return self._tables.get(code)


def _fresh(cached: Scored, record: ClubSessionRecord) -> bool:
    """True when ``cached`` is as new as ``record`` (a session closed or reopened without a
    new result keeps its version: its status is compared too)."""
    return cached.record.version >= record.version and cached.record.status is record.status


def _caught_up(session: Session, record: ClubSessionRecord, cached: Scored | None) -> Scored:
    """The session at ``record``'s version: from scratch, or ``cached`` plus the rows changed."""
    since = 0 if cached is None else cached.record.version
    changed = repo.results_since(session, record.id, since, record.version)
    before = {} if cached is None else {r.key: r for r in cached.results}
    current = dict(before)
    for row in changed:
        if row.current:
            current[row.key] = row
        elif row.key in current and current[row.key].id == row.id:
            del current[row.key]
    results = tuple(current.values())
    if record.kind is not SessionKind.PAIRS:
        return Scored(record, results, PairsEvent.create(record.plan.boards))
    if cached is None:
        return Scored(record, results, pairs_event(record.plan, confirmed(results)))
    touched = {row.key for row in changed}
    return Scored(record, results, _advance(cached.event, record, before, current, touched))


def _confirmed(result: ResultRecord | None) -> ResultRecord | None:
    return result if result is not None and result.confirmed else None


def _advance(
    event: PairsEvent,
    record: ClubSessionRecord,
    before: dict[ResultKey, ResultRecord],
    after: dict[ResultKey, ResultRecord],
    touched: set[ResultKey],
) -> PairsEvent:
    """``event`` (of ``before``) made the event of ``after``: only ``touched`` keys differ."""
    added = []
    for key in touched:
        old, new = _confirmed(before.get(key)), _confirmed(after.get(key))
        if old is not None and (new is None or new.id != old.id):
            event = event.remove(entry_of(record.plan, old.key, old.result))
        if new is not None and (old is None or new.id != old.id):
            added.append(new)
    for result in sorted(added, key=lambda r: r.id):
        event = event.add(entry_of(record.plan, result.key, result.result))
    return event
