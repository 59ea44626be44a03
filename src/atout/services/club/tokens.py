"""Directors' API tokens: made with a label and an optional end, listed, revoked.

``atout director token NAME --label L [--expires-in DAYS]`` prints one, once: the
database keeps only its SHA-256, so a stolen database gives no token. A script
sends it as ``Authorization: Bearer <token>`` to the club's JSON API
(docs/api.md). ``atout director tokens NAME`` lists a director's tokens (label,
made, last used, end: never the secret), ``atout director revoke NAME LABEL``
ends one; an expired or revoked token opens nothing (401).
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from atout.errors import InvalidNameError, NotFoundError, UsageError
from atout.services.directors import token_hash
from atout.store.base import utc_now
from atout.store.club import repo
from atout.store.club import tokens as store
from atout.store.club.records import DirectorRecord, TokenRecord

#: Random bytes of a token (256 bits), written URL-safe.
TOKEN_BYTES = 32
#: What every token starts with (to tell it from other secrets at a glance).
PREFIX = "atout_"
#: The longest label.
LABEL_LENGTH = 60
#: The longest life a token may be given, in days (ten years).
MAX_DAYS = 3650
#: Control characters: never part of a label.
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


@dataclass(frozen=True, slots=True)
class NewToken:
    """A token just made: its secret (shown once) and what is listed of it."""

    secret: str
    token: TokenRecord


@dataclass(frozen=True, slots=True)
class TokenUse:
    """A token that opens the API: its director, its hash and what is listed of it."""

    director: DirectorRecord
    token_hash: str
    token: TokenRecord


def _director(session: Session, name: str) -> DirectorRecord:
    director = repo.director_by_name(session, name.strip())
    if director is None:
        raise NotFoundError(
            "no director named {name!r}: create one with atout director create",
            code="director.not-found",
            name=name,
        )
    return director


def token_label(text: str) -> str:
    """A label as stored: stripped, 1 to :data:`LABEL_LENGTH` characters, no control one.

    >>> token_label("  ci nightly ")
    'ci nightly'
    """
    label = text.strip()
    if not label or len(label) > LABEL_LENGTH or _CONTROL.search(label):
        raise InvalidNameError(
            "{shown} is not a token label: use 1 to {LABEL_LENGTH} characters, "
            "no control characters",
            code="token.label",
            shown=repr(label[:LABEL_LENGTH]),
            LABEL_LENGTH=LABEL_LENGTH,
        )
    return label


def new_token(
    session: Session,
    name: str,
    label: str | None = None,
    expires_in_days: int | None = None,
    now: datetime | None = None,
) -> NewToken:
    """A new API token for the director named ``name`` (:class:`NotFoundError` if none).

    Without ``label`` the token is labelled ``token-N``, the first free N; with
    ``expires_in_days`` it opens nothing after that many days.
    """
    director = _director(session, name)
    now = now or utc_now()
    if expires_in_days is not None and not 1 <= expires_in_days <= MAX_DAYS:
        raise UsageError(
            "{days} days: a token lasts 1 to {MAX_DAYS} days",
            code="token.expiry",
            days=expires_in_days,
            MAX_DAYS=MAX_DAYS,
        )
    if label is None:
        taken = store.labels(session, director.id)
        label = next(f"token-{n}" for n in range(1, len(taken) + 2) if f"token-{n}" not in taken)
    ends = None if expires_in_days is None else now + timedelta(days=expires_in_days)
    secret = PREFIX + secrets.token_urlsafe(TOKEN_BYTES)
    made = store.add_token(
        session,
        director.id,
        token_hash(secret),
        token_label(label),
        created_at=now,
        expires_at=ends,
    )
    return NewToken(secret, made)


def tokens(session: Session, name: str) -> list[TokenRecord]:
    """The tokens of the director named ``name``, oldest first (never their secrets)."""
    return store.tokens_of(session, _director(session, name).id)


def tokens_of(session: Session, director: DirectorRecord) -> list[TokenRecord]:
    """A signed-in director's own tokens, oldest first."""
    return store.tokens_of(session, director.id)


def revoke(session: Session, director: DirectorRecord, label: str) -> None:
    """End ``director``'s token labelled ``label`` (:class:`NotFoundError` if none)."""
    if not store.remove_token(session, director.id, label.strip()):
        raise NotFoundError(
            "{name!r} has no token labelled {label!r}: atout director tokens lists them",
            code="token.not-found",
            name=director.name,
            label=label,
        )


def revoke_named(session: Session, name: str, label: str) -> None:
    """End the token labelled ``label`` of the director named ``name``."""
    revoke(session, _director(session, name), label)


def token_director(session: Session, token: str, now: datetime | None = None) -> TokenUse | None:
    """What an API token opens: ``None`` for an unknown, revoked or expired (or empty) one."""
    if not token.startswith(PREFIX) or len(token) > 200:
        return None
    hashed = token_hash(token)
    found = store.token_for_hash(session, hashed)
    if found is None or found[1].expired(now or utc_now()):
        return None
    return TokenUse(found[0], hashed, found[1])


def stale(use: TokenUse, now: datetime | None = None) -> bool:
    """True when the token's "last used" is worth writing again (older than a minute)."""
    used = use.token.last_used_at
    return used is None or used < (now or utc_now()) - store.USE_GRAIN


def mark_used(session: Session, hashed: str, now: datetime | None = None) -> None:
    """Write that the token of this hash was used now (its own short transaction)."""
    store.mark_used(session, hashed, now or utc_now())
