"""The signed-in director of a request: the sign-in cookie and the director dependency.

Passwords and sign-in tokens are :mod:`atout.services.directors`' business; this
module only reads the token from the browser's HTTP-only cookie.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request

from atout.errors import Message, NotSignedInError
from atout.services.club.access import owned_session, owned_tournament
from atout.services.directors import signed_in
from atout.store.club.records import DirectorRecord
from atout.web.deps import MAX_ID, SessionDep
from atout.web.forms.common import whole

#: Cookie of a signed-in director.
LOGIN_COOKIE = "atout_director"


def current_director(request: Request, session: SessionDep) -> DirectorRecord:
    """The signed-in director; a :class:`NotSignedInError` (a redirect or 403) otherwise."""
    token = request.cookies.get(LOGIN_COOKIE)
    director = signed_in(session, token or "")
    if director is None:
        if request.method == "GET":
            raise NotSignedInError()
        raise HTTPException(
            status_code=403,
            detail=Message("director pages need a director's sign-in", code="director.sign-in"),
        )
    return director


DirectorDep = Annotated[DirectorRecord, Depends(current_director)]


def owned(request: Request, session: SessionDep) -> None:
    """Refuse a director page naming a session or an evening without the director's sign-in
    (:func:`current_director`), or of another director (403).

    The director routers declare it once (``APIRouter(dependencies=[Depends(owned)])``):
    every page whose path has ``{session_id}`` or ``{tournament_id}``, those added later
    too, is checked by :mod:`atout.services.club.access` (an administrator may see all).
    A path whose number is not valid is left to the route's own check (422).
    """
    params = request.path_params
    checks = (("session_id", owned_session), ("tournament_id", owned_tournament))
    for name, check in checks:
        if name not in params:
            continue
        director = current_director(request, session)
        number = whole(params[name])
        if number is not None and 1 <= number <= MAX_ID:
            check(session, director, number)
