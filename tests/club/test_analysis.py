"""The double-dummy analysis of a club session: queued with its deals, solved in the background,
kept in the store (SQLite and PostgreSQL), resumed after a restart.

Every figure stored is compared with endplay's ``calc_all_tables`` and ``par``
run here on the session's deals.
"""

from __future__ import annotations

import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from endplay.dds import calc_all_tables, par
from endplay.types import Deal as EndplayDeal
from sqlalchemy import delete, func, select, update

from atout.bridge.board import Board, board_dealer, board_vulnerability
from atout.bridge.double_dummy import BoardAnalysis
from atout.duplicate.movements import suggest
from atout.services.analysis import analyse
from atout.services.club import analysis
from atout.services.club.sessions import NewPairsSession, create_pairs_session
from atout.store.club import analysis as stored
from atout.store.club import repo
from atout.store.club.models import BoardAnalysisRow, ClubSessionRow, ParContractRow
from atout.store.club.records import ClubSessionRecord
from atout.store.database import Database
from tests.cli.test_analyse_cli import DENOMS, PLAYERS, VULS, _endplay_text, _ours
from tests.store.conftest import database, postgres_url  # noqa: F401  (fixtures)

pytestmark = pytest.mark.slow


def _session(db: Database) -> ClubSessionRecord:
    """A short pairs session (6 boards) dealt from a new seed, as the director's form makes it."""
    with db.transaction(write=True) as session:
        director = repo.create_director(session, f"D{time.monotonic_ns()}", "$argon2id$x")
        asked = NewPairsSession("Mardi", 4, replace(suggest(4)[0], boards_per_round=2))
        return create_pairs_session(session, director, asked)


def _check_against_endplay(record: ClubSessionRecord, found: dict[int, BoardAnalysis]) -> None:
    boards = sorted(record.deals)
    assert sorted(found) == boards
    tables = calc_all_tables([EndplayDeal(record.deals[b].to_pbn()) for b in boards])
    for board, table in zip(boards, tables, strict=True):
        ours = found[board]
        for seat in PLAYERS:
            for strain in DENOMS:
                assert ours.table.tricks(seat, strain) == table[DENOMS[strain], PLAYERS[seat]]
        vul = VULS[str(board_vulnerability(board))]
        solved = par(table, vul, PLAYERS[board_dealer(board)])
        theirs = {_endplay_text(c) for c in solved}  # iterated once (endplay changes it)
        assert ours.par.score == solved.score
        assert set().union(*(_ours(c) for c in ours.par.contracts)) == theirs


def _drain(db: Database) -> int:
    total = 0
    while done := analysis.analyse_next(db, jobs=1):
        total += done
    return total


def test_a_new_session_is_queued_then_analysed_as_endplay_says(database: Database) -> None:  # noqa: F811
    record = _session(database)
    with database.transaction(write=False) as session:
        assert stored.progress(session, record.id) == (0, len(record.deals))
        assert stored.analyses(session, record.id) == {}
    assert _drain(database) == len(record.deals) == len(record.plan.boards)
    with database.transaction(write=False) as session:
        assert stored.progress(session, record.id).done
        found = stored.analyses(session, record.id)
    _check_against_endplay(record, found)


def test_claims_do_not_overlap_and_a_stale_claim_is_taken_again(database: Database) -> None:  # noqa: F811
    record = _session(database)
    now = datetime.now(UTC)
    lease = timedelta(seconds=60)
    with database.transaction(write=True) as session:
        first = stored.claim(session, now, lease, 5)
        second = stored.claim(session, now, lease, 100)
        third = stored.claim(session, now, lease, 100)
    assert first is not None and second is not None and third is None
    assert first.session_id == second.session_id == record.id
    assert set(first.boards).isdisjoint(second.boards)
    assert len(first.boards) + len(second.boards) == len(record.deals)
    # The process that claimed them died: a minute later they are claimed again.
    later = now + lease + timedelta(seconds=1)
    with database.transaction(write=True) as session:
        again = stored.claim(session, later, lease, 100)
    assert again is not None and len(again.boards) == len(record.deals)


def test_the_newest_session_is_analysed_first(database: Database) -> None:  # noqa: F811
    older, newer = _session(database), _session(database)
    with database.transaction(write=True) as session:
        claim = stored.claim(session, datetime.now(UTC), timedelta(seconds=60), 1)
    assert claim is not None and claim.session_id == newer.id != older.id


def test_the_background_resumes_after_a_restart(database: Database) -> None:  # noqa: F811
    """A session made before the analysis was kept (no row) and one half analysed whose
    remaining boards a dead process had claimed: a new start finishes both."""
    old, half = _session(database), _session(database)
    with database.transaction(write=True) as session:
        session.execute(delete(BoardAnalysisRow).where(BoardAnalysisRow.session_id == old.id))
    boards = sorted(half.deals)
    with database.transaction(write=True) as session:
        claim = stored.claim(session, datetime.now(UTC), timedelta(seconds=60), 100)
        assert claim is not None and claim.session_id == half.id
    # The dead process solved the first three before it died.
    first = boards[:3]
    solved = analyse([Board.numbered(b, half.deals[b]) for b in first], jobs=1)
    with database.transaction(write=True) as session:
        stored.save(session, half.id, dict(zip(first, solved, strict=True)), datetime.now(UTC))
        stale = datetime.now(UTC) - timedelta(seconds=30)
        session.execute(update(BoardAnalysisRow).values(claimed_at=stale))
    worker = analysis.BackgroundAnalysis(database, 2, lease=timedelta(seconds=20), poll=0.2)
    worker.start()
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            with database.transaction(write=False) as session:
                if all(stored.progress(session, s.id).done for s in (old, half)):
                    break
            time.sleep(0.2)
    finally:
        worker.stop()
    with database.transaction(write=False) as session:
        _check_against_endplay(old, stored.analyses(session, old.id))
        _check_against_endplay(half, stored.analyses(session, half.id))


def test_deleting_a_session_deletes_its_analysis(database: Database) -> None:  # noqa: F811
    record = _session(database)
    _drain(database)
    with database.transaction(write=True) as session:
        session.execute(delete(ClubSessionRow).where(ClubSessionRow.id == record.id))
    with database.transaction(write=False) as session:
        assert stored.progress(session, record.id) == (0, 0)
        assert session.scalar(select(func.count()).select_from(ParContractRow)) == 0


def test_analyse_session_solves_what_is_missing_and_keeps_it(database: Database) -> None:  # noqa: F811
    record = _session(database)
    found = analysis.analyse_session(database, record.id, jobs=1)
    _check_against_endplay(record, found)
    with database.transaction(write=False) as session:
        assert stored.analyses(session, record.id) == found


def test_revision_0401_makes_the_tables_the_models_describe(database: Database) -> None:  # noqa: F811
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from atout.store.base import Base

    with database.engine.connect() as connection:
        found = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    mine = [d for d in found if "club_board_analysis" in str(d) or "club_par_contract" in str(d)]
    assert mine == []
