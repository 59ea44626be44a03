"""Directors: argon2id password hashes, sign-in tokens and the director dependency.

The password is hashed with argon2id (:mod:`argon2`), never stored. A signed-in
browser holds a random token in an HTTP-only cookie; the database keeps only
its SHA-256, so a stolen database does not sign anyone in.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import UTC, datetime, timedelta
from typing import Annotated

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import Depends, HTTPException, Request
from sqlalchemy.orm import Session

from atout.errors import InvalidNameError, NotSignedInError, WeakPasswordError
from atout.store import club_repo
from atout.store.club_records import DirectorRecord
from atout.web.deps import SessionDep

#: Cookie of a signed-in director.
LOGIN_COOKIE = "atout_director"
#: How long a sign-in lasts.
LOGIN_LIFETIME = timedelta(hours=16)
#: Shortest password accepted.
MIN_PASSWORD = 8

_HASHER = PasswordHasher()


def hash_password(password: str) -> str:
    """The argon2id hash of ``password`` (salted: two hashes of one password differ)."""
    if len(password) < MIN_PASSWORD:
        raise WeakPasswordError(
            f"the password is too short: use at least {MIN_PASSWORD} characters"
        )
    return _HASHER.hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    """True when ``password`` matches ``password_hash``."""
    try:
        return _HASHER.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def create_director(session: Session, name: str, password: str) -> DirectorRecord:
    """Store a director with the hash of ``password``."""
    name = name.strip()
    if not name or len(name) > 100:
        raise InvalidNameError(f"{name!r} is not a director name: use 1 to 100 characters")
    return club_repo.create_director(session, name, hash_password(password))


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


def current_director(request: Request, session: SessionDep) -> DirectorRecord:
    """The signed-in director; a :class:`NotSignedInError` (a redirect or 403) otherwise."""
    token = request.cookies.get(LOGIN_COOKIE)
    director = None if not token else club_repo.director_for_login(session, token_hash(token))
    if director is None:
        if request.method == "GET":
            raise NotSignedInError()
        raise HTTPException(status_code=403, detail="director pages need a director's sign-in")
    return director


DirectorDep = Annotated[DirectorRecord, Depends(current_director)]
