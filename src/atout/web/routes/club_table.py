"""The table pages ``/t/<code>``: a phone enters its results, the opponents confirm.

The code is the table's key: it writes only that table's results, in its own
rounds, while its session runs (else 403). Wrong codes are rate-limited per
client (429).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from atout.errors import ConflictError, FormError
from atout.services.club import results
from atout.store.club.records import ResultRecord, TableRecord
from atout.web.actions import act
from atout.web.club.deps import ScoresDep
from atout.web.deps import FormDep, QueryNumber, SessionDep, TemplatesDep, UIDep
from atout.web.forms import club as forms
from atout.web.forms.common import whole
from atout.web.forms.state import FormState
from atout.web.room.tables import client_of, table_of_code
from atout.web.views.club.notation import notation_of, result_text
from atout.web.views.club.table import Conflict, TablePage, table_page

router = APIRouter(prefix="/t")


async def table_for_code(code: str, request: Request, scores: ScoresDep) -> TableRecord:
    """The table of ``code``; 404 for an unknown code, 429 after too many wrong ones
    (:func:`atout.web.room.tables.table_of_code`).

    A code already seen is answered on the event loop; else a worker thread reads it.
    """
    return await table_of_code(request, code, scores.cached_table, scores.table)


TableDep = Annotated[TableRecord, Depends(table_for_code)]


def _here(table: TableRecord, form: dict[str, str]) -> str:
    return f"/t/{table.code}?round={form.get('round', '')}&board={form.get('board', '')}"


@router.get("/{code}", response_model=None)
def table(
    table: TableDep,
    session: SessionDep,
    scores: ScoresDep,
    ui: UIDep,
    templates: TemplatesDep,
    round: QueryNumber = None,
    board: QueryNumber = None,
    edit: bool = False,
) -> Response:
    """The table's round, pairs and boards; with ``board``, that board's form or result."""
    scored = scores.get(session, table.session_id)
    page = table_page(scored, table, round_=round, board=board, editing=edit, language=ui.language)
    return templates.render(ui, "club/table.html", page)


@router.post("/{code}/results", response_model=None)
def enter_result(
    table: TableDep,
    request: Request,
    form: FormDep,
    session: SessionDep,
    scores: ScoresDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """Store the result typed; a conflict (409) shows both versions, nothing is overwritten.

    The form is read once, whole (:func:`atout.web.forms.club.table_post`); the service
    checks the table's right to write there, then the result.
    """
    post = forms.table_post(form, table.number, ui.language)

    def run() -> ResultRecord:
        record = scores.record(session, table.session_id)
        author = f"table {table.number} {client_of(request)}"
        return results.enter_result(session, record, table, post, author=author)

    def refused(error: FormError) -> Response:
        state = FormState(form, error.errors)
        page = _form_page(scores, session, table, form, state, None, ui.language)
        return templates.render(ui, "club/table.html", page, 422)

    def conflict(error: ConflictError[ResultRecord]) -> Response:
        notation = notation_of(ui.language)
        mine = "" if post.entry is None else result_text(post.entry, notation)
        conflict = _conflict(error, mine, ui.language)
        page = _form_page(scores, session, table, form, FormState(form), conflict, ui.language)
        return templates.render(ui, "club/table.html", page, 409)

    return act(session, run, then=_here(table, form), refused=refused, conflict=conflict)


@router.post("/{code}/confirm", response_model=None)
def confirm(
    table: TableDep,
    form: FormDep,
    session: SessionDep,
    scores: ScoresDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """The opponents confirm the result shown; then the board's traveller shows."""

    def conflict(error: ConflictError[ResultRecord]) -> Response:
        shown = _conflict(error, "", ui.language)
        page = _form_page(scores, session, table, form, None, shown, ui.language)
        return templates.render(ui, "club/table.html", page, 409)

    post = forms.confirm_post(form, table.number)

    def run() -> ResultRecord:
        record = scores.record(session, table.session_id)
        return results.confirm_result(session, record, table, post)

    return act(session, run, then=_here(table, form), conflict=conflict)


def _conflict(error: ConflictError[ResultRecord], mine: str, language: str) -> Conflict:
    """Both versions of a board entered twice: the one stored and the one typed."""
    stored = error.stored
    text = "" if stored is None else result_text(stored.result, notation_of(language))
    return Conflict(stored, text, mine)


def _form_page(
    scores: ScoresDep,
    session: SessionDep,
    table: TableRecord,
    form: FormDep,
    state: FormState | None,
    conflict: Conflict | None = None,
    language: str = "fr",
) -> TablePage:
    """The table page again at the form's round and board: the typed form being edited
    (``state``), or the stored result to confirm, with a conflict if there is one."""
    return table_page(
        scores.get(session, table.session_id),
        table,
        round_=whole(form.get("round")) or 0,
        board=whole(form.get("board")) or 0,
        editing=state is not None,
        form=state,
        conflict=conflict,
        language=language,
    )
