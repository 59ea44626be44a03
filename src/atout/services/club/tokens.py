"""Directors' API tokens: ``atout director token NAME`` prints one, the store keeps its hash.

A script sends the token as ``Authorization: Bearer <token>`` to the club's
JSON API (docs/api.md). The token is shown once; the database keeps only its
SHA-256, so a stolen database gives no token.
"""

from __future__ import annotations

import secrets

from sqlalchemy.orm import Session

from atout.errors import NotFoundError
from atout.services.directors import token_hash
from atout.store.club import repo
from atout.store.club.records import DirectorRecord

#: Random bytes of a token (256 bits), written URL-safe.
TOKEN_BYTES = 32
#: What every token starts with (to tell it from other secrets at a glance).
PREFIX = "atout_"


def new_token(session: Session, name: str) -> str:
    """A new API token for the director named ``name`` (:class:`NotFoundError` if none)."""
    director = repo.director_by_name(session, name.strip())
    if director is None:
        raise NotFoundError(
            "no director named {name!r}: create one with atout director create",
            code="director.not-found",
            name=name,
        )
    token = PREFIX + secrets.token_urlsafe(TOKEN_BYTES)
    repo.add_token(session, director.id, token_hash(token))
    return token


def token_director(session: Session, token: str) -> DirectorRecord | None:
    """The director an API token belongs to (``None`` for an unknown or empty token)."""
    if not token.startswith(PREFIX) or len(token) > 200:
        return None
    return repo.director_for_token(session, token_hash(token))
