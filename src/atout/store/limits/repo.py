"""Count, add and forget the failures of a rate limit's key (in the caller's transaction)."""

from __future__ import annotations

import hashlib
from datetime import datetime

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from atout.store.limits.models import KEY_LENGTH, RateFailureRow


def stored_key(key: str) -> str:
    """``key`` as stored: itself, or its SHA-256 when longer than the column.

    >>> stored_key("10.0.0.7|code"), len(stored_key("x" * 500))
    ('10.0.0.7|code', 64)
    """
    return key if len(key) <= KEY_LENGTH else hashlib.sha256(key.encode()).hexdigest()


def count_since(session: Session, key: str, since: datetime) -> int:
    """How many failures of ``key`` happened after ``since``."""
    query = (
        select(func.count())
        .select_from(RateFailureRow)
        .where(RateFailureRow.key == stored_key(key), RateFailureRow.at > since)
    )
    return int(session.scalar(query) or 0)


def add(session: Session, key: str, at: datetime) -> None:
    """Count a failure of ``key`` at ``at``."""
    session.add(RateFailureRow(key=stored_key(key), at=at))


def forget(session: Session, key: str, before: datetime | None = None) -> None:
    """Forget the failures of ``key`` (only those before ``before`` when given)."""
    query = delete(RateFailureRow).where(RateFailureRow.key == stored_key(key))
    if before is not None:
        query = query.where(RateFailureRow.at <= before)
    session.execute(query)


def prune(session: Session, before: datetime) -> None:
    """Forget every failure before ``before`` (older than any window)."""
    session.execute(delete(RateFailureRow).where(RateFailureRow.at <= before))
