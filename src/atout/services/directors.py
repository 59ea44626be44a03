"""Directors: argon2id password hashes and sign-in tokens.

The password is hashed with argon2id (:mod:`argon2`), never stored. A signed-in
browser holds a random token (the web app keeps it in an HTTP-only cookie); the
database keeps only its SHA-256, so a stolen database does not sign anyone in.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from datetime import UTC, datetime, timedelta

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy.orm import Session

from atout.errors import InvalidNameError, WeakPasswordError
from atout.store.club import repo as club_repo
from atout.store.club.records import DirectorRecord

#: How long a sign-in lasts.
LOGIN_LIFETIME = timedelta(hours=16)
#: Shortest password accepted.
MIN_PASSWORD = 8

_HASHER = PasswordHasher()
#: Control characters: never part of a name.
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def hash_password(password: str) -> str:
    """The argon2id hash of ``password`` (salted: two hashes of one password differ)."""
    if len(password) < MIN_PASSWORD:
        raise WeakPasswordError(
            "the password is too short: use at least {MIN_PASSWORD} characters",
            code="director.password-short",
            MIN_PASSWORD=MIN_PASSWORD,
        )
    return _HASHER.hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    """True when ``password`` matches ``password_hash``."""
    try:
        return _HASHER.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def create_director(
    session: Session, name: str, password: str, *, admin: bool = False
) -> DirectorRecord:
    """Store a director with the hash of ``password`` (an administrator when ``admin``)."""
    name = name.strip()
    if not name or len(name) > 100 or _CONTROL.search(name):
        shown = repr(name[:100])
        raise InvalidNameError(
            "{shown} is not a director name: use 1 to 100 characters, no control characters",
            code="director.name",
            shown=shown,
        )
    return club_repo.create_director(session, name, hash_password(password), admin=admin)


def token_hash(token: str) -> str:
    """The SHA-256 of a sign-in token, as stored."""
    return hashlib.sha256(token.encode()).hexdigest()


def sign_in(session: Session, name: str, password: str) -> str | None:
    """A new sign-in token for the director, or ``None`` when name or password is wrong."""
    found = club_repo.director_with_hash(session, name.strip())
    if found is None:
        _HASHER.hash(password or "x")  # same cost whether the name exists or not
        return None
    director, stored = found
    if not verify_password(stored, password):
        return None
    if _HASHER.check_needs_rehash(stored):
        club_repo.set_password_hash(session, director.id, _HASHER.hash(password))
    token = secrets.token_urlsafe(32)
    club_repo.add_login(session, director.id, token_hash(token), datetime.now(UTC) + LOGIN_LIFETIME)
    return token


def signed_in(session: Session, token: str) -> DirectorRecord | None:
    """The director a browser's sign-in token belongs to, unless it expired (or is empty)."""
    return club_repo.director_for_login(session, token_hash(token)) if token else None


def sign_out(session: Session, token: str) -> None:
    """Forget a browser's sign-in."""
    if token:
        club_repo.remove_login(session, token_hash(token))


def any_director(session: Session) -> bool:
    """True once a director exists (the one-time setup page is then gone)."""
    return club_repo.count_directors(session) > 0
