"""The director's changes during a running pairs session: a late pair joins, a pair
withdraws, the movement of the rounds to come is switched, the short-board rule chosen.

Director's routes only (``owned``): a table's code opens no way to them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from fastapi import APIRouter, Depends
from fastapi.responses import Response

from atout.errors import AtoutError
from atout.services.club import plan_changes, sessions
from atout.web.actions import act
from atout.web.club.auth import owned
from atout.web.deps import FormDep, Id, Pages, PagesDep, SessionDep
from atout.web.forms import plan_change as forms
from atout.web.forms.state import FormState
from atout.web.routes.club_director import _page
from atout.web.views.club.director import SessionPage
from atout.web.views.club.plan_desk import plan_desk

router = APIRouter(prefix="/director", dependencies=[Depends(owned)])


def _refused(
    session: SessionDep, session_id: int, pages: Pages, form: FormDep
) -> Callable[[AtoutError], Response]:
    """The session's page again (422), its plan's desk holding the form as typed."""

    def page(state: FormState) -> SessionPage:
        page = _page(session, session_id, pages.ui)
        played = plan_changes.last_played(session, session_id)
        return replace(page, desk=plan_desk(page.session, played, state))

    return pages.again("club/session.html", page, form)


@router.post("/sessions/{session_id}/plan", response_model=None)
def change_plan(session_id: Id, form: FormDep, session: SessionDep, pages: PagesDep) -> Response:
    """Make the change asked for to the rounds not yet played (every result stays)."""

    def run() -> object:
        record = sessions.get_session(session, session_id)
        playing = plan_changes.playing(session, record)
        per_round = record.movement.boards_per_round if record.movement else 1
        asked = forms.plan_change(form, len(playing), per_round)
        return plan_changes.change_plan(session, session_id, asked.change, asked.movement)

    return act(
        session,
        run,
        then=f"/director/sessions/{session_id}?done=plan#plan-changes",
        refused=_refused(session, session_id, pages, form),
        refuses=AtoutError,
    )


@router.post("/sessions/{session_id}/short-boards", response_model=None)
def short_boards(session_id: Id, form: FormDep, session: SessionDep, pages: PagesDep) -> Response:
    """Choose how boards played fewer times are scored."""
    return act(
        session,
        lambda: plan_changes.set_short_boards(session, session_id, forms.short_boards(form)),
        then=f"/director/sessions/{session_id}?done=shortboards#plan-changes",
        refused=_refused(session, session_id, pages, form),
        refuses=AtoutError,
    )
