"""A new session's post: the service's creation, then its page, or the form again with its
refusals (every kind of club session: pairs, teams, Swiss, individual)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fastapi.responses import Response
from sqlalchemy.orm import Session

from atout.services.club import sessions
from atout.services.club.analysis import BackgroundAnalysis
from atout.store.club.records import ClubSessionRecord
from atout.web.actions import act
from atout.web.club.deps import wake
from atout.web.deps import Pages
from atout.web.forms.state import FormState
from atout.web.views.club import director as views


def _address(record: ClubSessionRecord) -> str:
    """The director's page of a session."""
    return f"/director/sessions/{record.id}"


def created_or_refused(
    session: Session,
    form: dict[str, str],
    analysis: BackgroundAnalysis | None,
    pages: Pages,
    run: Callable[[], ClubSessionRecord],
    suggestions: Sequence[views.MovementView] = (),
) -> Response:
    """``run`` creates the session (in set-up): 303 to its page, its boards queued for the
    analysis; a refusal shows the creation form again as typed, with its messages (422)."""

    def page(state: FormState) -> views.NewSessionPage:
        return views.NewSessionPage(state, tuple(suggestions), tuple(sessions.seasons(session)))

    def created(record: ClubSessionRecord) -> str:
        wake(analysis)  # its boards are queued: analysed in the background
        return _address(record)

    return act(session, run, then=created, refused=pages.again("club/new_session.html", page, form))
