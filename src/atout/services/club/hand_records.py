"""The hand records of a club session: each board's deal with its analysis once computed.

Printed by :mod:`atout.formats.handrecord`, as a PBN file's are: HTML (print
CSS) or PDF, 1 to 4 boards a page, the high-card points, the double-dummy
table and the par of each board the background analysis has solved.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy.orm import Session

from atout.bridge.board import Board
from atout.bridge.double_dummy import BoardAnalysis
from atout.formats.handrecord import HandRecord
from atout.store.club import repo
from atout.store.club.analysis import Progress, analyses, progress
from atout.store.club.records import ClubSessionRecord


@dataclass(frozen=True, slots=True)
class SessionHands:
    """A session's hand records and how far its analysis is."""

    session: ClubSessionRecord
    records: tuple[HandRecord, ...]
    progress: Progress


def hand_records(
    record: ClubSessionRecord, solved: Mapping[int, BoardAnalysis], round_: int | None = None
) -> tuple[HandRecord, ...]:
    """The record of each board of the session that has a deal, with its analysis if known;
    only the boards played in round ``round_`` when given (a barometer's round, whose
    boards are duplicated for every table)."""
    boards = record.plan.boards
    if round_ is not None:
        boards = tuple(sorted({b for s in record.plan.in_round(round_) for b in s.boards}))
    return tuple(
        HandRecord(Board.numbered(board, record.deals[board]), solved.get(board))
        for board in boards
        if board in record.deals
    )


def session_hands(session: Session, session_id: int, round_: int | None = None) -> SessionHands:
    """The hand records of session ``session_id`` (of its round ``round_`` when given) with
    the analyses stored so far."""
    record = repo.get_session(session, session_id)
    solved = analyses(session, session_id)
    records = hand_records(record, solved, round_)
    return SessionHands(record, records, progress(session, session_id))
