"""The director's answer to a table's request for a correction: dismiss it (correcting the
result is the correction page's, which closes the request)."""

from __future__ import annotations

from fastapi import APIRouter, Depends
from fastapi.responses import Response

from atout.services.club import results
from atout.web.actions import act
from atout.web.club.auth import DirectorDep, owned
from atout.web.deps import Id, SessionDep

router = APIRouter(prefix="/director", dependencies=[Depends(owned)])


@router.post("/sessions/{session_id}/corrections/{request_id}/dismiss", response_model=None)
def dismiss(session_id: Id, request_id: Id, director: DirectorDep, session: SessionDep) -> Response:
    """Dismiss a table's request: the stored result stays; back to the session's page."""
    return act(
        session,
        lambda: results.dismiss_request(session, session_id, request_id),
        then=f"/director/sessions/{session_id}#corrections",
    )
