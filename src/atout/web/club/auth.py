"""The signed-in director of a request: the sign-in cookie and the director dependency.

Passwords and sign-in tokens are :mod:`atout.services.directors`' business; this
module only reads the token from the browser's HTTP-only cookie.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request

from atout.errors import NotSignedInError
from atout.services.directors import signed_in
from atout.store.club.records import DirectorRecord
from atout.web.deps import SessionDep

#: Cookie of a signed-in director.
LOGIN_COOKIE = "atout_director"


def current_director(request: Request, session: SessionDep) -> DirectorRecord:
    """The signed-in director; a :class:`NotSignedInError` (a redirect or 403) otherwise."""
    token = request.cookies.get(LOGIN_COOKIE)
    director = signed_in(session, token or "")
    if director is None:
        if request.method == "GET":
            raise NotSignedInError()
        raise HTTPException(status_code=403, detail="director pages need a director's sign-in")
    return director


DirectorDep = Annotated[DirectorRecord, Depends(current_director)]
