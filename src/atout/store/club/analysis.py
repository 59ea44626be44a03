"""The stored double-dummy analysis of a session's boards: waiting, claimed, analysed.

A board is queued (:func:`queue`) as a waiting row; a worker claims some
waiting boards of one session (:func:`claim`: a lease, taken again once it is
older than the lease, so that the boards of a process that died are done by
another) and stores their analyses (:func:`save`). Each function runs in the
caller's transaction; a claim is an ``UPDATE … RETURNING`` of the rows still
claimable, so that two processes on one PostgreSQL database never claim the
same board twice (SQLite runs one writer at a time anyway).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta
from typing import NamedTuple

from sqlalchemy import and_, delete, exists, func, insert, or_, select, update
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from atout.bridge.deal import Deal
from atout.bridge.double_dummy import BoardAnalysis
from atout.store.club.mapping import (
    analysis_columns,
    board_analysis,
    deals_of,
    par_contract_columns,
)
from atout.store.club.models import BoardAnalysisRow, ClubSessionRow, ParContractRow
from atout.store.club.repo import ROOMS


class Claim(NamedTuple):
    """Boards of one session that a worker took to analyse."""

    session_id: int
    boards: tuple[int, ...]


class Progress(NamedTuple):
    """How many of a session's queued boards are analysed."""

    analysed: int
    queued: int

    @property
    def done(self) -> bool:
        """True when every queued board is analysed (and at least one was queued)."""
        return self.queued > 0 and self.analysed == self.queued


def queue(session: Session, session_id: int, boards: Iterable[int]) -> int:
    """Queue the boards of a session that have no row yet; how many were queued."""
    known = set(
        session.scalars(
            select(BoardAnalysisRow.board).where(BoardAnalysisRow.session_id == session_id)
        )
    )
    new = sorted(set(boards) - known)
    if new:
        session.execute(
            insert(BoardAnalysisRow), [{"session_id": session_id, "board": b} for b in new]
        )
    return len(new)


def _claimable(cutoff: datetime) -> ColumnElement[bool]:
    return and_(
        BoardAnalysisRow.analysed_at.is_(None),
        or_(BoardAnalysisRow.claimed_at.is_(None), BoardAnalysisRow.claimed_at < cutoff),
    )


def claim(session: Session, now: datetime, lease: timedelta, most: int) -> Claim | None:
    """Claim at most ``most`` waiting boards of the newest session that has some (``None``:
    nothing to do): tonight's session before a backlog of old ones. A board claimed before
    ``now - lease`` is waiting again."""
    claimable = _claimable(now - lease)
    first = session.scalar(select(func.max(BoardAnalysisRow.session_id)).where(claimable))
    if first is None:
        return None
    boards = select(BoardAnalysisRow.board).where(
        BoardAnalysisRow.session_id == first,
        claimable,
    )
    chosen = list(session.scalars(boards.order_by(BoardAnalysisRow.board).limit(most)))
    taken = session.scalars(
        update(BoardAnalysisRow)
        .where(
            BoardAnalysisRow.session_id == first,
            BoardAnalysisRow.board.in_(chosen),
            claimable,
        )
        .values(claimed_at=now)
        .returning(BoardAnalysisRow.board)
    )
    found = tuple(sorted(taken))
    return Claim(first, found) if found else None


def deals(session: Session, session_id: int, boards: Iterable[int]) -> dict[int, Deal]:
    """The deals of ``boards`` of a session (those it has), read alone: not its plan and
    movement, which the solvers do not need."""
    document = session.scalar(select(ClubSessionRow.deals).where(ClubSessionRow.id == session_id))
    if document is None:
        raise ROOMS.not_found(session_id)
    wanted = {str(board) for board in boards}
    return deals_of({board: text for board, text in document.items() if board in wanted})


def save(
    session: Session, session_id: int, analyses: Mapping[int, BoardAnalysis], now: datetime
) -> None:
    """Store the analyses of boards of a session (queued or not), replacing any stored."""
    for board, analysis in analyses.items():
        key = {"session_id": session_id, "board": board}
        updated = session.execute(
            update(BoardAnalysisRow)
            .where(BoardAnalysisRow.session_id == session_id, BoardAnalysisRow.board == board)
            .values(**analysis_columns(analysis), analysed_at=now)
        )
        if updated.rowcount == 0:  # type: ignore[attr-defined]
            row = {**key, **analysis_columns(analysis), "analysed_at": now, "claimed_at": now}
            session.execute(insert(BoardAnalysisRow), [row])
        session.execute(
            delete(ParContractRow).where(
                ParContractRow.session_id == session_id, ParContractRow.board == board
            )
        )
        contracts = [
            {**key, "position": i, **par_contract_columns(contract)}
            for i, contract in enumerate(analysis.par.contracts)
        ]
        if contracts:
            session.execute(insert(ParContractRow), contracts)


def analyses(session: Session, session_id: int) -> dict[int, BoardAnalysis]:
    """The analysed boards of a session, by board."""
    rows = session.scalars(
        select(BoardAnalysisRow)
        .where(BoardAnalysisRow.session_id == session_id, BoardAnalysisRow.analysed_at.is_not(None))
        .order_by(BoardAnalysisRow.board)
    )
    contracts: dict[int, list[ParContractRow]] = {}
    query = (
        select(ParContractRow)
        .where(ParContractRow.session_id == session_id)
        .order_by(ParContractRow.board, ParContractRow.position)
    )
    for contract in session.scalars(query):
        contracts.setdefault(contract.board, []).append(contract)
    return {row.board: board_analysis(row, contracts.get(row.board, ())) for row in rows}


def progress(session: Session, session_id: int) -> Progress:
    """How many of the session's queued boards are analysed."""
    queued, analysed = session.execute(
        select(func.count(), func.count(BoardAnalysisRow.analysed_at)).where(
            BoardAnalysisRow.session_id == session_id
        )
    ).one()
    return Progress(int(analysed), int(queued))


def unqueued_sessions(session: Session) -> list[int]:
    """Sessions with no board queued (made before the analysis was kept), by number."""
    queued = exists().where(BoardAnalysisRow.session_id == ClubSessionRow.id)
    return list(
        session.scalars(select(ClubSessionRow.id).where(~queued).order_by(ClubSessionRow.id))
    )
