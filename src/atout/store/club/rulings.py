"""The director's rulings on a session, stored and read back: assigned scores (weighted or
split), procedural penalties, and the players' handicaps.

An assigned score's outcomes go to the typed columns of ``club_assigned_outcome``
and come back built with the domain's constructors (no notation parsed); each
change makes the session's version grow, so that its cached scores catch up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from fractions import Fraction
from types import MappingProxyType

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from atout.bridge.contract import Contract, ContractResult
from atout.bridge.seats import Side
from atout.duplicate.assigned import AssignedScore, Outcome, WeightedScore
from atout.duplicate.penalties import Penalty
from atout.errors import NotFoundError
from atout.store.base import aware
from atout.store.club.records import ResultKey
from atout.store.club.register import player_row
from atout.store.club.repo import ROOMS
from atout.store.club.ruling_models import AssignedOutcomeRow, PenaltyRow


@dataclass(frozen=True, slots=True)
class PenaltyRecord:
    """A stored penalty: its id, the penalty, why, who gave it and when."""

    id: int
    penalty: Penalty
    reason: str
    author: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class Rulings:
    """A session's rulings: the assigned scores by (round, table, board), the penalties."""

    assigned: Mapping[ResultKey, AssignedScore]
    penalties: tuple[PenaltyRecord, ...]


NO_RULINGS = Rulings(MappingProxyType({}), ())


def _columns(outcome: Outcome) -> dict[str, object]:
    contract = outcome.result.contract
    if contract is None:
        return {"level": None, "strain": None, "doubling": None, "tricks": None, "declarer": None}
    return {
        "level": contract.level,
        "strain": contract.strain,
        "doubling": contract.doubling,
        "tricks": outcome.result.tricks,
        "declarer": outcome.declarer,
    }


def _outcome(row: AssignedOutcomeRow) -> Outcome:
    if row.level is None or row.strain is None or row.doubling is None or row.tricks is None:
        return Outcome(row.weight, ContractResult(None), None)
    contract = Contract(row.level, row.strain, row.doubling)
    return Outcome(row.weight, ContractResult(contract, row.tricks), row.declarer)


def set_assigned(
    session: Session, session_id: int, key: ResultKey, assigned: AssignedScore, *, author: str
) -> int:
    """Store ``assigned`` at ``key`` (replacing any assigned score there); the new version."""
    remove_assigned(session, session_id, key, bump=False)
    now = datetime.now(UTC)
    for side, score in ((Side.NS, assigned.ns), (Side.EW, assigned.ew)):
        for position, outcome in enumerate(score.outcomes):
            session.add(
                AssignedOutcomeRow(
                    session_id=session_id,
                    round=key.round,
                    table=key.table,
                    board=key.board,
                    side=side,
                    position=position,
                    weight=outcome.weight,
                    author=author,
                    created_at=now,
                    **_columns(outcome),
                )
            )
    session.flush()
    return ROOMS.bump(session, session_id)


def remove_assigned(
    session: Session, session_id: int, key: ResultKey, *, bump: bool = True
) -> None:
    """Take the assigned score at ``key`` away (the played result counts again)."""
    session.execute(
        delete(AssignedOutcomeRow).where(
            AssignedOutcomeRow.session_id == session_id,
            AssignedOutcomeRow.round == key.round,
            AssignedOutcomeRow.table == key.table,
            AssignedOutcomeRow.board == key.board,
        )
    )
    if bump:
        ROOMS.bump(session, session_id)


def add_penalty(
    session: Session, session_id: int, penalty: Penalty, reason: str, *, author: str
) -> PenaltyRecord:
    """Store ``penalty``; the session's version grows."""
    now = datetime.now(UTC)
    row = PenaltyRow(
        session_id=session_id,
        competitor=penalty.competitor,
        amount=Decimal(penalty.amount.numerator) / Decimal(penalty.amount.denominator),
        unit=penalty.unit,
        reason=reason,
        author=author,
        created_at=now,
    )
    session.add(row)
    session.flush()
    ROOMS.bump(session, session_id)
    return PenaltyRecord(row.id, penalty, reason, author, now)


def remove_penalty(session: Session, session_id: int, penalty_id: int) -> None:
    """Take the penalty ``penalty_id`` of the session away; the session's version grows."""
    done = session.execute(
        delete(PenaltyRow).where(PenaltyRow.session_id == session_id, PenaltyRow.id == penalty_id)
    )
    if not getattr(done, "rowcount", 0):
        raise NotFoundError(
            "no penalty number {penalty_id!r} in this session",
            code="penalty.not-found",
            penalty_id=penalty_id,
        )
    ROOMS.bump(session, session_id)


def rulings(session: Session, session_id: int) -> Rulings:
    """The session's assigned scores and penalties."""
    rows = session.scalars(
        select(AssignedOutcomeRow)
        .where(AssignedOutcomeRow.session_id == session_id)
        .order_by(AssignedOutcomeRow.side, AssignedOutcomeRow.position)
    )
    sides: dict[ResultKey, dict[Side, list[Outcome]]] = {}
    for row in rows:
        key = ResultKey(row.round, row.table, row.board)
        sides.setdefault(key, {}).setdefault(row.side, []).append(_outcome(row))
    assigned = {
        key: AssignedScore(WeightedScore(tuple(s[Side.NS])), WeightedScore(tuple(s[Side.EW])))
        for key, s in sides.items()
    }
    penalties = tuple(
        PenaltyRecord(
            row.id,
            Penalty(row.competitor, Fraction(row.amount), row.unit),
            row.reason,
            row.author,
            aware(row.created_at),
        )
        for row in session.scalars(
            select(PenaltyRow).where(PenaltyRow.session_id == session_id).order_by(PenaltyRow.id)
        )
    )
    return Rulings(MappingProxyType(dict(sorted(assigned.items()))), penalties)


def player_owner(session: Session, player_id: int) -> int:
    """The director whose register holds the player ``player_id``."""
    return player_row(session, player_id).director_id


def set_handicap(session: Session, player_id: int, handicap: Fraction | None) -> None:
    """Give the register's player ``player_id`` his handicap (``None``: none)."""
    row = player_row(session, player_id)
    row.handicap = (
        None if handicap is None else Decimal(handicap.numerator) / Decimal(handicap.denominator)
    )
    session.flush()


__all__ = [
    "NO_RULINGS",
    "PenaltyRecord",
    "Rulings",
    "add_penalty",
    "player_owner",
    "remove_assigned",
    "remove_penalty",
    "rulings",
    "set_assigned",
    "set_handicap",
]
