"""The room's table routes, written once and mounted for every kind: a kind brings hooks.

``GET <prefix>/<code>`` shows the table's page, ``POST <prefix>/<code>/<entries>``
stores what the table typed, ``POST <prefix>/<code>/confirm`` confirms the entry
shown, ``POST <prefix>/<code>/call`` calls the director
(:mod:`atout.services.room.calls`), ``POST <prefix>/<code>/correction`` asks the
director to correct an entry confirmed already (the table no longer changes it).
The page refuses (403) to open the form of a confirmed entry (``edit``) or of a
round the table has not reached; every answer gives a new device its cookie
(:mod:`atout.web.room.devices`). The table is found by its code
(:func:`atout.web.room.tables.table_of_code`: 404, 429); the service call goes
through :func:`atout.web.actions.act` (303, 422, 409).
A kind (:class:`TableKind`) says where it lives, how its page is drawn and which
service functions store and confirm; :func:`table_router` mounts the routes.

No ``from __future__ import annotations`` here: FastAPI reads the routes'
annotations, which name the kind's dependencies made in :func:`table_router`.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Annotated, Any, Generic, Protocol, TypeVar

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response
from sqlalchemy.orm import Session

from atout.errors import ConflictError, ForbiddenError, FormError, InvalidTransitionError
from atout.services.room import calls
from atout.services.room.cache import RoomCache
from atout.store.room.records import RoomFamily
from atout.web.actions import Refusable, act
from atout.web.deps import FormDep, Pages, PagesDep, SessionDep
from atout.web.forms import room as room_forms
from atout.web.forms.common import whole
from atout.web.forms.state import FormState
from atout.web.room.devices import device_of, remember
from atout.web.room.tables import client_of, table_of_code
from atout.web.templating import UI
from atout.web.views.calls import TableCallView, table_call_view


class CodedTable(Protocol):
    """What the routes read of a table: its code and number."""

    @property
    def code(self) -> str: ...
    @property
    def number(self) -> int: ...


class TableScreen(Protocol):
    """What the routes read of a table's page: its item shown is confirmed (``locked``: the
    table no longer changes it), or in a round the table has not reached (``ahead``)."""

    @property
    def locked(self) -> bool: ...
    @property
    def ahead(self) -> bool: ...


T = TypeVar("T", bound=CodedTable)
C = TypeVar("C")


@dataclass(frozen=True, slots=True)
class Spot:
    """Where on its page a table is: a round, an item (board, deal), the form open or not."""

    round: int | None
    item: int | None
    editing: bool = False


@dataclass(frozen=True, slots=True)
class Shown(Generic[C]):
    """What a page shows besides the table's state: the form being typed, a conflict, the
    table's latest call for the director (:func:`atout.web.views.calls.table_call_view`)."""

    form: FormState | None = None
    conflict: C | None = None
    call: TableCallView | None = None


@dataclass(frozen=True, slots=True)
class Visit(Generic[T]):
    """A request to a table's page: the table, the request, its transaction and its pages."""

    table: T
    request: Request
    session: Session
    pages: Pages
    #: The device's cookie (:mod:`atout.web.room.devices`), made for this answer if ``new``.
    device: str = ""
    new: bool = False

    @property
    def ui(self) -> UI:
        """The visitor's language and CSRF token."""
        return self.pages.ui


@dataclass(frozen=True, slots=True)
class TableKind(Generic[T, C]):
    """What a kind of room gives the table routes.

    - ``prefix``, ``entries``, ``item``: ``/t``, ``results``, ``board`` (the paths and
      the query's item name); ``template`` the table page's template;
    - ``cache``: the app's cache of the kind's tables by code;
    - ``spot``: the query read into a :class:`Spot` (a dependency: its parameters are
      the page's query parameters);
    - ``page``: the page drawn for a table at a spot, with what is shown;
    - ``enter`` (given the form and the author), ``confirm``, ``ask`` (a request for a
      correction, given the form and the author): the service calls;
    - ``conflict``: the conflict shown for a :class:`ConflictError` (with the entry's
      form, or ``None`` for a confirmation);
    - ``confirm_refuses``: the errors a confirmation shows on the page (422), if any;
    - ``family``, ``room_of``: the kind's name in the kernel's own tables and a table's
      room (its calls for the director).
    """

    prefix: str
    entries: str
    item: str
    template: str
    cache: Callable[[Request], RoomCache[Any, Any, T]]
    spot: Callable[..., Spot]
    page: Callable[[Visit[T], Spot, Shown[C]], TableScreen]
    enter: Callable[[Visit[T], dict[str, str], str], object]
    confirm: Callable[[Visit[T], dict[str, str]], object]
    ask: Callable[[Visit[T], dict[str, str], str], object] | None
    conflict: Callable[[ConflictError[Any], Visit[T], dict[str, str] | None], C]
    family: RoomFamily
    room_of: Callable[[T], int]
    confirm_refuses: Refusable | None = None


def _here(kind: TableKind[T, C], visit: Visit[T], form: dict[str, str]) -> str:
    """The table's page at the form's round and item."""
    code, item = visit.table.code, kind.item
    return f"{kind.prefix}/{code}?round={form.get('round', '')}&{item}={form.get(item, '')}"


def table_finder(kind: TableKind[T, C]) -> Callable[[str, Request], Awaitable[T]]:
    """The dependency finding a table of ``kind`` by the path's code."""

    async def table_for_code(code: str, request: Request) -> T:
        """The table of ``code``; 404 for an unknown code, 429 after too many wrong ones."""
        cache = kind.cache(request)
        return await table_of_code(request, code, cache.cached_table, cache.table)

    return table_for_code


def table_router(kind: TableKind[T, C]) -> APIRouter:
    """The table routes of ``kind``, under its prefix."""
    router = APIRouter(prefix=kind.prefix)
    table_dep = Annotated[Any, Depends(table_finder(kind))]

    async def visiting(
        table: table_dep, request: Request, session: SessionDep, pages: PagesDep
    ) -> Visit[T]:
        device, new = device_of(request)
        return Visit(table, request, session, pages, device, new)

    visit_dep = Annotated[Visit[Any], Depends(visiting)]
    spot_dep = Annotated[Spot, Depends(kind.spot)]

    def again(
        visit: Visit[T], form: dict[str, str], shown: Shown[C], status: int, editing: bool = False
    ) -> Response:
        """The page again at the form's round and item: its entry to confirm, or its entry's
        form being edited."""
        spot = Spot(whole(form.get("round")) or 0, whole(form.get(kind.item)) or 0, editing)
        return draw(visit, spot, shown, status)

    def draw(visit: Visit[T], spot: Spot, shown: Shown[C], status: int = 200) -> Response:
        room_id, number = kind.room_of(visit.table), visit.table.number
        call = calls.table_call(visit.session, kind.family, room_id, number)
        page = kind.page(visit, spot, replace(shown, call=table_call_view(call)))
        if status == 200 and spot.item and (page.ahead or (spot.editing and page.locked)):
            status = 403  # no form for a confirmed entry, nor for a round not reached
        response = visit.pages.render(kind.template, page, status)
        return remember(response, visit.device, visit.new)

    def acted(visit: Visit[T], response: Response) -> Response:
        return remember(response, visit.device, visit.new)

    @router.get("/{code}", response_model=None)
    def table(visit: visit_dep, spot: spot_dep) -> Response:
        """The table's round and entries; with an item, its form or its entry (403 for the
        form of a confirmed entry, or an item of a round the table has not reached)."""
        return draw(visit, spot, Shown())

    @router.post(f"/{{code}}/{kind.entries}", response_model=None)
    def enter(visit: visit_dep, form: FormDep) -> Response:
        """Store the entry typed; a conflict (409) shows the stored one, nothing is
        overwritten. A refusal (422, or 403 when the table may not write there) shows the
        form again with what was typed."""
        author = f"table {visit.table.number} {client_of(visit.request)}"

        def refused(error: FormError) -> Response:
            return again(visit, form, Shown(FormState(form, error.errors)), 422, editing=True)

        def conflict(error: ConflictError[Any]) -> Response:
            typed = Shown(FormState(form), kind.conflict(error, visit, form))
            return again(visit, form, typed, 409, editing=True)

        try:
            return acted(
                visit,
                act(
                    visit.session,
                    lambda: kind.enter(visit, form, author),
                    then=_here(kind, visit, form),
                    refused=refused,
                    conflict=conflict,
                ),
            )
        except ForbiddenError as error:  # still 403, but what was typed is not lost
            visit.session.rollback()
            kept: Shown[C] = Shown(FormState(form, {"": error.message}))
            return again(visit, form, kept, 403, editing=True)

    @router.post("/{code}/confirm", response_model=None)
    def confirm(visit: visit_dep, form: FormDep) -> Response:
        """The table's other side confirms the entry shown."""

        def refused(error: FormError) -> Response:
            return again(visit, form, Shown(FormState({}, error.errors)), 422)

        def conflict(error: ConflictError[Any]) -> Response:
            return again(visit, form, Shown(None, kind.conflict(error, visit, None)), 409)

        refuses = kind.confirm_refuses
        return acted(
            visit,
            act(
                visit.session,
                lambda: kind.confirm(visit, form),
                then=_here(kind, visit, form),
                refused=None if refuses is None else refused,
                refuses=refuses or FormError,
                conflict=conflict,
            ),
        )

    @router.post("/{code}/call", response_model=None)
    def call(visit: visit_dep, form: FormDep) -> Response:
        """Call the director (once: while the table's call is open, calling again is it)."""
        asked = room_forms.table_call(form, visit.table.number, kind.item)
        room_id = kind.room_of(visit.table)
        status = kind.cache(visit.request).record(visit.session, room_id).status
        back = f"{kind.prefix}/{visit.table.code}"
        if asked.round is not None:
            back += f"?round={asked.round}"
            back += "" if asked.item is None else f"&{kind.item}={asked.item}"
        return act(
            visit.session,
            lambda: calls.call_director(
                visit.session, kind.family, room_id, status, asked, datetime.now(UTC)
            ),
            then=back,
        )

    if kind.ask is not None:
        _correction_route(router, kind, kind.ask, visit_dep, again, acted)
    return router


def _correction_route(
    router: APIRouter,
    kind: TableKind[T, C],
    asking: Callable[[Visit[T], dict[str, str], str], object],
    visit_dep: Any,
    again: Callable[[Visit[T], dict[str, str], Shown[C], int], Response],
    acted: Callable[[Visit[T], Response], Response],
) -> None:
    """``POST <prefix>/<code>/correction``, for a kind whose tables ask for corrections."""

    @router.post("/{code}/correction", response_model=None)
    def ask(visit: visit_dep, form: FormDep) -> Response:
        """Ask the director to correct a confirmed entry, with the entry the table claims;
        the request reaches the director's page (the table changes nothing itself)."""
        author = f"table {visit.table.number} {client_of(visit.request)}"

        def refused(error: FormError) -> Response:
            return again(visit, form, Shown(FormState(form, error.errors)), 422)

        return acted(
            visit,
            act(
                visit.session,
                lambda: asking(visit, form, author),
                then=_here(kind, visit, form),
                refused=refused,
                refuses=(FormError, InvalidTransitionError),
            ),
        )
