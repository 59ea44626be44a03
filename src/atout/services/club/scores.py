"""A session scored: its current results and the pairs event of the confirmed ones.

The pairs event is computed once per session version and kept in a
:class:`ScoreCache`; a new version replays only the rows changed since (each
re-scores one board), so that a busy room's pages stay cheap.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.duplicate.events import PairsEvent
from atout.duplicate.pairs_session import entry_of, pairs_event
from atout.duplicate.table_result import TableResult
from atout.services.room.cache import RoomCache, RoomKind
from atout.store.club import repo
from atout.store.club.records import (
    ClubSessionRecord,
    ResultKey,
    ResultRecord,
    SessionKind,
    TableRecord,
)
from atout.store.club.rulings import NO_RULINGS, Rulings, rulings


@dataclass(frozen=True, slots=True)
class Scored:
    """A session at one version: its record, current results and the scored event.

    A team session's event is empty: its matches are scored from
    :attr:`confirmed` (see :mod:`atout.duplicate.team_session`). The director's
    ``rulings``: an assigned score stands in the event for the table's result at its key.
    """

    record: ClubSessionRecord
    results: tuple[ResultRecord, ...]
    event: PairsEvent
    rulings: Rulings = NO_RULINGS

    @property
    def confirmed(self) -> dict[tuple[int, int, int], TableResult]:
        """The confirmed results (the ones that count), by (round, table, board)."""
        return confirmed(self.results)

    @property
    def counted(self) -> dict[tuple[int, int, int], TableResult]:
        """What the event scores: the confirmed results, the director's assigned scores in
        place of the results at their keys."""
        found = confirmed(self.results)
        found.update((key, TableResult.assign(a)) for key, a in self.rulings.assigned.items())
        return found


def confirmed(results: Iterable[ResultRecord]) -> dict[tuple[int, int, int], TableResult]:
    """The confirmed ones of ``results``, by (round, table, board)."""
    return {r.key: r.result for r in results if r.confirmed}


def score(session: Session, session_id: int) -> Scored:
    """The session scored from its stored results, without a cache."""
    return _caught_up(session, repo.get_session(session, session_id), None)


def _read(session: Session, session_id: int, known: ClubSessionRecord | None) -> ClubSessionRecord:
    return repo.get_session(session, session_id, known)


class ScoreCache(RoomCache[ClubSessionRecord, Scored, TableRecord]):
    """The latest :class:`Scored` of each session (:class:`~atout.services.room.cache.RoomCache`).

    Bringing it up to date replays only what changed: results no longer
    current or confirmed are removed from the event, new ones added (each
    re-scores one board). One cache per server process (the web app keeps it
    on ``app.state``).
    """

    def __init__(self) -> None:
        kind = RoomKind(_read, _caught_up, repo.tables, repo.ROOMS.table_by_code)
        super().__init__(kind)


def _caught_up(session: Session, record: ClubSessionRecord, cached: Scored | None) -> Scored:
    """The session at ``record``'s version: from scratch, or ``cached`` plus the rows changed."""
    since = 0 if cached is None else cached.record.version
    changed = repo.RESULTS.since(session, record.id, since, record.version)
    before = {} if cached is None else {r.key: r for r in cached.results}
    current = dict(before)
    for row in changed:
        if row.current:
            current[row.key] = row
        elif row.key in current and current[row.key].id == row.id:
            del current[row.key]
    results = tuple(current.values())
    ruled = rulings(session, record.id)
    if record.kind is SessionKind.TEAMS:
        return Scored(record, results, PairsEvent.create(record.plan.boards), ruled)
    assigned = ruled.assigned
    if cached is None or _replanned(cached.record, record) or cached.rulings.assigned != assigned:
        counted = Scored(record, results, PairsEvent.create(()), ruled).counted
        rule = record.options.short_boards
        return Scored(record, results, pairs_event(record.plan, counted, rule), ruled)
    touched = {row.key for row in changed} - assigned.keys()
    event = _advance(cached.event, record, before, current, touched)
    return Scored(record, results, event, ruled)


def _replanned(before: ClubSessionRecord, after: ClubSessionRecord) -> bool:
    """True when the director changed the plan or the short-board rule: score afresh."""
    return (
        before.plan_version != after.plan_version
        or before.options.short_boards is not after.options.short_boards
    )


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
