"""Directors' API tokens in the store: added, found by hash, listed, revoked, marked used.

Each function runs in the caller's transaction. The store keeps a token's
SHA-256, never the token (:mod:`atout.services.club.tokens` makes them).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, or_, select, update
from sqlalchemy.orm import Session

from atout.errors import DuplicateNameError
from atout.store.base import aware
from atout.store.club.mapping import director_record
from atout.store.club.models import DirectorRow, DirectorTokenRow
from atout.store.club.records import DirectorRecord, TokenRecord

#: How stale "last used" may be (a token used again within it is not written again).
USE_GRAIN = timedelta(minutes=1)


def _record(row: Any) -> TokenRecord:
    return TokenRecord(
        row.label,
        aware(row.created_at),
        None if row.expires_at is None else aware(row.expires_at),
        None if row.last_used_at is None else aware(row.last_used_at),
    )


def labels(session: Session, director_id: int) -> set[str]:
    """The labels of a director's tokens."""
    query = select(DirectorTokenRow.label).where(DirectorTokenRow.director_id == director_id)
    return set(session.scalars(query))


def add_token(
    session: Session,
    director_id: int,
    token_hash: str,
    label: str,
    *,
    created_at: datetime,
    expires_at: datetime | None,
) -> TokenRecord:
    """Remember a director's API token by its hash, under ``label`` (unique per director)."""
    if label in labels(session, director_id):
        raise DuplicateNameError(
            "a token labelled {label!r} already exists: revoke it or choose another label",
            code="token.label-taken",
            label=label,
        )
    row = DirectorTokenRow(
        token_hash=token_hash,
        director_id=director_id,
        created_at=created_at,
        label=label,
        expires_at=expires_at,
    )
    session.add(row)
    session.flush()
    return _record(row)


def token_for_hash(session: Session, token_hash: str) -> tuple[DirectorRecord, TokenRecord] | None:
    """The director and the token of this hash, if any (expired or not)."""
    row = session.get(DirectorTokenRow, token_hash)
    if row is None:
        return None
    director = session.get(DirectorRow, row.director_id)
    return None if director is None else (director_record(director), _record(row))


def tokens_of(session: Session, director_id: int) -> list[TokenRecord]:
    """A director's tokens, oldest first."""
    query = (
        select(DirectorTokenRow)
        .where(DirectorTokenRow.director_id == director_id)
        .order_by(DirectorTokenRow.created_at, DirectorTokenRow.label)
    )
    return [_record(row) for row in session.scalars(query)]


def remove_token(session: Session, director_id: int, label: str) -> bool:
    """Forget the director's token labelled ``label``; ``False`` when there is none."""
    query = delete(DirectorTokenRow).where(
        DirectorTokenRow.director_id == director_id, DirectorTokenRow.label == label
    )
    return bool(session.execute(query).rowcount)  # type: ignore[attr-defined]


def mark_used(session: Session, token_hash: str, now: datetime) -> None:
    """Write that the token was used at ``now`` (unless it was within :data:`USE_GRAIN`)."""
    session.execute(
        update(DirectorTokenRow)
        .where(
            DirectorTokenRow.token_hash == token_hash,
            or_(
                DirectorTokenRow.last_used_at.is_(None),
                DirectorTokenRow.last_used_at < now - USE_GRAIN,
            ),
        )
        .values(last_used_at=now)
    )
