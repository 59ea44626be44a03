"""The table pages ``/t/<code>``: a phone enters its results, the opponents confirm.

The code is the table's key: it writes only that table's results, in its own
rounds, while its session runs (else 403). Wrong codes are rate-limited per
client (429). The routes are the room's (:mod:`atout.web.room.routes`); this is
the bridge kind's part of them.
"""

from __future__ import annotations

from dataclasses import replace
from operator import attrgetter
from typing import Annotated, Any

from fastapi import Depends

from atout.duplicate.table_result import TableResult
from atout.errors import ConflictError
from atout.services.club import results, swiss
from atout.store.club.records import ResultRecord, TableRecord
from atout.store.room.records import RoomFamily
from atout.web.club.deps import scores_of
from atout.web.deps import QueryNumber
from atout.web.forms import club as forms
from atout.web.forms.common import idempotency_key
from atout.web.forms.state import FormState
from atout.web.room.routes import Shown, Spot, TableKind, Visit, table_finder, table_router
from atout.web.views.club.notation import notation_of, result_text
from atout.web.views.club.swiss import swiss_guide
from atout.web.views.club.table import Conflict, TablePage, table_page


def _spot(round: QueryNumber = None, board: QueryNumber = None, edit: bool = False) -> Spot:
    return Spot(round, board, edit)


def _page(visit: Visit[TableRecord], spot: Spot, shown: Shown[Conflict]) -> TablePage:
    """The table's round, pairs and boards; with a board, that board's form or result (and
    the result its open request for a correction claims)."""
    table, language = visit.table, visit.ui.language
    scored = scores_of(visit.request).get(visit.session, table.session_id)
    asked, form = None, shown.form
    if spot.item:
        key = (spot.round, table.number, spot.item)
        found = results.open_requests(visit.session, table.session_id)
        asked = next((TableResult.parse(r.proposal) for r in found if r.key == key), None)
        locked = (r.result for r in scored.results if r.key == key and r.confirmed)
        claimed = next(locked, None) if asked is None else asked
        if form is None and claimed is not None:  # the request's form holds the result
            form = FormState(forms.result_fields(claimed, language))
    page = table_page(
        scored,
        table,
        round_=spot.round,
        board=spot.item,
        editing=spot.editing,
        form=form,
        conflict=shown.conflict,
        language=visit.ui.language,
        asked=asked,
    )
    page = replace(page, call=shown.call)
    state = swiss.swiss_state(visit.session, scored)  # teams or pairs
    if state is not None:  # a Swiss: every match plays the round's boards (no relay)
        guide = swiss_guide(scored.record, state, page.round, table.number)
        page = replace(page, shared_with=(), swiss=guide if page.round_done else None)
        page = replace(page, next_round=None)
    return page


def _enter(visit: Visit[TableRecord], form: dict[str, str], author: str) -> ResultRecord:
    """The result typed, read once whole (:func:`atout.web.forms.club.table_post`); the
    service checks the table's right to write there, then the result."""
    table, session = visit.table, visit.session
    post = forms.table_post(form, table.number, visit.ui.language)
    post = replace(post, post_key=idempotency_key(form))  # a phone's post sent again: once
    record = scores_of(visit.request).record(session, table.session_id)
    return results.enter_result(session, record, table, post, author=author)


def _confirm(visit: Visit[TableRecord], form: dict[str, str]) -> ResultRecord:
    table, session = visit.table, visit.session
    post = forms.confirm_post(form, table.number)
    record = scores_of(visit.request).record(session, table.session_id)
    return results.confirm_result(session, record, table, post)


def _ask(visit: Visit[TableRecord], form: dict[str, str], author: str) -> object:
    """The table's request for a correction, with the result it claims (the entry's form)."""
    table, session = visit.table, visit.session
    post = forms.table_post(form, table.number, visit.ui.language)
    record = scores_of(visit.request).record(session, table.session_id)
    return results.request_correction(session, record, table, post, author=author)


def _conflict(
    error: ConflictError[Any], visit: Visit[TableRecord], form: dict[str, str] | None
) -> Conflict:
    """Both versions of a board entered twice: the one stored and the one typed."""
    language = visit.ui.language
    notation, mine = notation_of(language), ""
    if form is not None:
        post = forms.table_post(form, visit.table.number, language)
        mine = "" if post.entry is None else result_text(post.entry, notation)
    stored: ResultRecord | None = error.stored
    text = "" if stored is None else result_text(stored.result, notation)
    return Conflict(stored, text, mine)


KIND: TableKind[TableRecord, Conflict] = TableKind(
    prefix="/t",
    entries="results",
    item="board",
    template="club/table.html",
    cache=scores_of,
    spot=_spot,
    page=_page,
    enter=_enter,
    confirm=_confirm,
    ask=_ask,
    conflict=_conflict,
    family=RoomFamily.BRIDGE,
    room_of=attrgetter("session_id"),
)

router = table_router(KIND)
TableDep = Annotated[TableRecord, Depends(table_finder(KIND))]
