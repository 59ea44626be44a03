"""The room's polled ranking and the director's status, names, calls, corrections and
deletion routes, mounted per kind.

``GET <room>/<id>/standings`` answers the ranking page's polls
(:func:`atout.web.room.live.polled`: 304 while nothing changed);
``POST <director>/<id>/status`` starts, closes or reopens the room (a change it
cannot make is a 400) and ``POST <director>/<id>/names`` stores its players' or
teams' names (fields ``pair_<n>``); ``GET <director>/<id>/calls`` is the list of the
tables' open calls the director's page polls, ``POST <director>/<id>/calls/close``
answers one (field ``call``); ``POST <director>/<id>/corrections/<request>/dismiss``
dismisses a table's request for a correction (the stored entry stays);
``GET <director>/<id>/delete`` names what deleting the room loses and
``POST <director>/<id>/delete`` deletes it (a closed room with entries: its title
typed). A kind (:class:`RoomPages`) says where it lives and which service
functions and fragments are its own.

No ``from __future__ import annotations`` here: FastAPI reads the routes'
annotations.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response
from sqlalchemy.orm import Session

from atout.services.room import calls
from atout.services.room.cache import RoomCache
from atout.services.room.deletion import Loss
from atout.store.club.records import DirectorRecord
from atout.store.room.records import RoomFamily, SessionStatus
from atout.web.actions import act
from atout.web.club.auth import DirectorDep, current_director
from atout.web.deps import FormDep, Id, Pages, PagesDep, SessionDep
from atout.web.forms import room as room_forms
from atout.web.forms.common import whole
from atout.web.forms.state import FormState
from atout.web.room.live import CALLS_AGE, fragments_of, polled
from atout.web.views.calls import calls_part
from atout.web.views.club.deletion import DeletePage


@dataclass(frozen=True, slots=True)
class RoomPages:
    """What a kind of room gives the room's and the director's routes.

    - ``room``, ``director``: the paths' prefixes (``/s``, ``/director/sessions``);
    - ``version``: a room's version (one query); ``standings``: the fragment drawn now
      (the version it shows and its bytes);
    - ``set_status``: the service changing the status (given the form: a kind may read
      more of it); ``confirm_close``: closing needs ``confirm=yes`` (else the page
      ``<director>/<id>/close`` asks for it);
    - ``set_names``: the service storing the names; ``owner``: the check that a director
      may manage a room (:mod:`atout.services.club.access`, a 403);
    - ``family``: the kind's name in the kernel's own tables (the tables' calls);
      ``round_label``, ``item_label``: the words of its rounds and items (``Round``,
      ``Board``; ``Tarot round``, ``Deal``);
    - ``dismiss``: the service dismissing a table's request for a correction;
    - ``loss``, ``delete``: what deleting a room loses, and the deletion (given the title
      typed); ``cache``: the app's scored rooms, which forget a deleted one; ``home``:
      the director's list of the kind's rooms, where a deletion leads.
    """

    room: str
    director: str
    version: Callable[[Session, int], int]
    standings: Callable[[Session, int, Request, Pages], tuple[int, bytes]]
    set_status: Callable[[Session, int, SessionStatus, dict[str, str]], object]
    set_names: Callable[[Session, int, dict[int, str]], object]
    owner: Callable[[Session, DirectorRecord, int], object]
    family: RoomFamily
    round_label: str
    item_label: str
    dismiss: Callable[[Session, int, int], object]
    loss: Callable[[Session, int], Loss[Any]]
    delete: Callable[[Session, int, str], Loss[Any]]
    cache: Callable[[Request], RoomCache[Any, Any, Any]]
    home: str
    confirm_close: bool = False


def room_router(kind: RoomPages) -> APIRouter:
    """The room's polled route of ``kind``, under its room prefix."""
    router = APIRouter(prefix=kind.room)

    @router.get("/{room_id}/standings", response_model=None)
    async def standings_part(room_id: Id, request: Request, pages: PagesDep) -> Response:
        """The ranking alone, polled by the ranking page (304 while nothing changed;
        see :func:`atout.web.room.live.polled`)."""

        def render(session: Session) -> tuple[int, bytes]:
            return kind.standings(session, room_id, request, pages)

        version = partial(_version, kind, room_id)
        key = (room_id, pages.ui.language)
        return await polled(request, fragments_of(request, kind.room), key, version, render)

    return router


def _version(kind: RoomPages, room_id: int, session: Session) -> int:
    return kind.version(session, room_id)


def director_router(kind: RoomPages) -> APIRouter:
    """The director's status and names routes of ``kind`` (his rooms only)."""

    def owned(room_id: Id, request: Request, session: SessionDep) -> None:
        """Refuse (403) a room of another director (an administrator may manage all)."""
        kind.owner(session, current_director(request, session), room_id)

    router = APIRouter(prefix=kind.director, dependencies=[Depends(owned)])

    @router.post("/{room_id}/status", response_model=None)
    def status(room_id: Id, director: DirectorDep, form: FormDep, session: SessionDep) -> Response:
        """Start, close or reopen the room (a change it cannot make is a 400)."""
        wanted = room_forms.status(form)
        if kind.confirm_close and wanted is SessionStatus.CLOSED and not room_forms.confirmed(form):
            return RedirectResponse(f"{kind.director}/{room_id}/close", status_code=303)
        return act(
            session,
            lambda: kind.set_status(session, room_id, wanted, form),
            then=f"{kind.director}/{room_id}",
        )

    @router.post("/{room_id}/names", response_model=None)
    def names(room_id: Id, director: DirectorDep, form: FormDep, session: SessionDep) -> Response:
        """Store the names typed (fields ``pair_<n>``)."""
        return act(
            session,
            lambda: kind.set_names(session, room_id, room_forms.names(form)),
            then=f"{kind.director}/{room_id}?done=names",
        )

    @router.get("/{room_id}/calls", response_model=None)
    async def calls_list(room_id: Id, request: Request, pages: PagesDep) -> Response:
        """The tables' open calls, polled by the director's page (304 while nothing changed;
        the ages shown change each minute)."""

        def version(session: Session) -> int:
            return calls.calls_version(session, kind.family, room_id, datetime.now(UTC))

        def render(session: Session) -> tuple[int, bytes]:
            now = datetime.now(UTC)
            drawn = calls.calls_version(session, kind.family, room_id, now)
            found = calls.open_calls(session, kind.family, room_id)
            part = calls_part(found, now, (kind.round_label, kind.item_label))
            return drawn, bytes(pages.render("room/_calls.html", part).body)

        fragments = fragments_of(request, kind.director, "calls", CALLS_AGE)
        return await polled(request, fragments, (room_id, pages.ui.language), version, render)

    @router.post("/{room_id}/calls/close", response_model=None)
    def close_call(
        room_id: Id, director: DirectorDep, form: FormDep, session: SessionDep
    ) -> Response:
        """The director answered a table's call (field ``call``): it leaves the list."""
        call_id = whole(form.get("call")) or 0
        return act(
            session,
            lambda: calls.answer_call(session, kind.family, room_id, call_id, datetime.now(UTC)),
            then=f"{kind.director}/{room_id}#calls",
        )

    @router.post("/{room_id}/corrections/{request_id}/dismiss", response_model=None)
    def dismiss(
        room_id: Id, request_id: Id, director: DirectorDep, session: SessionDep
    ) -> Response:
        """Dismiss a table's request: the stored entry stays; back to the room's page."""
        return act(
            session,
            lambda: kind.dismiss(session, room_id, request_id),
            then=f"{kind.director}/{room_id}#corrections",
        )

    def deleting(session: Session, room_id: int, form: FormState) -> DeletePage:
        evening = kind.family is RoomFamily.TAROT  # the page's words: an evening, a session
        return DeletePage(kind.loss(session, room_id), form, kind.director, evening)

    @router.get("/{room_id}/delete", response_model=None)
    def confirm_delete(
        room_id: Id, director: DirectorDep, session: SessionDep, pages: PagesDep
    ) -> Response:
        """The page that asks to confirm deleting the room, naming what is lost."""
        return pages.render("club/confirm_delete.html", deleting(session, room_id, FormState()))

    @router.post("/{room_id}/delete", response_model=None)
    def delete(
        room_id: Id,
        request: Request,
        director: DirectorDep,
        form: FormDep,
        session: SessionDep,
        pages: PagesDep,
    ) -> Response:
        """Delete the room (a closed one with entries: its title typed), then the director's
        list of rooms."""

        def done(lost: Loss[Any]) -> str:
            kind.cache(request).forget(room_id, lost.codes)
            return f"{kind.home}?done=deleted"

        again = partial(deleting, session, room_id)
        return act(
            session,
            lambda: kind.delete(session, room_id, form.get("title", "")),
            then=done,
            refused=pages.again("club/confirm_delete.html", again, form),
        )

    return router
