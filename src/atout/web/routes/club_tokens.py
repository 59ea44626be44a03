"""The director's API tokens on their page: ``/director/tokens`` lists them (label, made,
last used, end: never the secret) and revokes one.

A token is made from the shell (``atout director token NAME --label L``): it is shown
once, where only the director reads it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from fastapi import APIRouter
from fastapi.responses import Response

from atout.services.club import tokens
from atout.store.club.records import TokenRecord
from atout.web.actions import act
from atout.web.club.auth import DirectorDep
from atout.web.deps import FormDep, PagesDep, SessionDep

router = APIRouter()


@dataclass(frozen=True, slots=True)
class TokensPage:
    """The signed-in director's API tokens, oldest first, and the time they are seen at."""

    tokens: tuple[TokenRecord, ...]
    now: datetime


@router.get("/director/tokens", response_model=None)
def tokens_page(director: DirectorDep, session: SessionDep, pages: PagesDep) -> Response:
    """The director's own API tokens: label, made, last used, end; a button revokes each."""
    page = TokensPage(tuple(tokens.tokens_of(session, director)), datetime.now(UTC))
    return pages.render("club/tokens.html", page)


@router.post("/director/tokens/revoke", response_model=None)
def revoke(director: DirectorDep, form: FormDep, session: SessionDep) -> Response:
    """End one of the director's own tokens (404 for a label they do not have)."""
    label = form.get("label", "")
    return act(session, lambda: tokens.revoke(session, director, label), then="/director/tokens")
