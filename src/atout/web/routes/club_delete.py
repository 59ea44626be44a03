"""Deleting a session: the page that names what is lost, then the deletion (its
director's or an administrator's, as every page naming a session)."""

from __future__ import annotations

from fastapi import APIRouter, Depends
from fastapi.responses import Response

from atout.services.club import deletion
from atout.web.actions import act
from atout.web.club.auth import DirectorDep, owned
from atout.web.club.deps import ScoresDep
from atout.web.deps import FormDep, Id, PagesDep, SessionDep
from atout.web.forms.state import FormState
from atout.web.views.club.deletion import DeletePage

router = APIRouter(prefix="/director", dependencies=[Depends(owned)])


@router.get("/sessions/{session_id}/delete", response_model=None)
def confirm_delete(
    session_id: Id, director: DirectorDep, session: SessionDep, pages: PagesDep
) -> Response:
    """The page that asks to confirm deleting a session, naming what is lost."""
    page = DeletePage(deletion.loss(session, session_id), FormState())
    return pages.render("club/confirm_delete.html", page)


@router.post("/sessions/{session_id}/delete", response_model=None)
def delete(
    session_id: Id,
    director: DirectorDep,
    form: FormDep,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
) -> Response:
    """Delete the session (a closed one with results: its title typed), then the home page."""

    def again(state: FormState) -> DeletePage:
        return DeletePage(deletion.loss(session, session_id), state)

    def done(lost: deletion.Loss) -> str:
        scores.forget(session_id, lost.codes)
        return "/director?done=deleted"

    return act(
        session,
        lambda: deletion.delete_session(session, session_id, form.get("title", "")),
        then=done,
        refused=pages.again("club/confirm_delete.html", again, form),
    )
