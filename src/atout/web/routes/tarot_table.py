"""The tarot table pages ``/tt/<code>``: a phone says which player holds it, enters the
table's deals; a second player of the table confirms each one.

The code is the table's key (wrong codes rate-limited per client, 429); a phone
writes only its table's deals, in its rounds, while the evening runs, and only
for a player sitting there (else 403).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from atout.errors import (
    AtoutError,
    ConflictError,
    ForbiddenError,
    FormError,
    InvalidTransitionError,
)
from atout.services.tarot_tournament import donnes
from atout.services.tarot_tournament.ranking import TournamentCache
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord
from atout.web.actions import act
from atout.web.deps import FormDep, QueryNumber, SessionDep, TemplatesDep, UIDep
from atout.web.forms import tarot as tarot_forms
from atout.web.forms import tarot_tournament as forms
from atout.web.forms.common import whole
from atout.web.forms.state import FormState
from atout.web.room.tables import client_of, table_of_code
from atout.web.views.tarot_tournament import TarotTablePage, table_page

router = APIRouter(prefix="/tt")


async def get_tournaments(request: Request) -> TournamentCache:
    """The app's cache of scored evenings."""
    cache: TournamentCache = request.app.state.tarot_tournaments
    return cache


TournamentsDep = Annotated[TournamentCache, Depends(get_tournaments)]


async def table_for_code(
    code: str, request: Request, tournaments: TournamentsDep
) -> TarotTableRecord:
    """The table of ``code``; 404 for an unknown code, 429 after too many wrong ones
    (:func:`atout.web.room.tables.table_of_code`)."""
    return await table_of_code(request, code, tournaments.cached_table, tournaments.table)


TableDep = Annotated[TarotTableRecord, Depends(table_for_code)]


def _me(request: Request, table: TarotTableRecord) -> int | None:
    return forms.player(request.cookies.get(f"{forms.PLAYER_COOKIE}_{table.code}"))


def _here(table: TarotTableRecord, form: dict[str, str]) -> str:
    return f"/tt/{table.code}?round={form.get('round', '')}&deal={form.get('deal', '')}"


@router.get("/{code}", response_model=None)
def table(
    table: TableDep,
    request: Request,
    session: SessionDep,
    tournaments: TournamentsDep,
    ui: UIDep,
    templates: TemplatesDep,
    round: QueryNumber = None,
    deal: QueryNumber = None,
    edit: bool = False,
) -> Response:
    """The table's round, players, deals and running scores; with ``deal``, its form."""
    scored = tournaments.get(session, table.tournament_id)
    page = table_page(scored, table, _me(request, table), round_=round, deal=deal, editing=edit)
    return templates.render(ui, "tarot_club/table.html", page)


@router.post("/{code}/me", response_model=None)
def who(table: TableDep, form: FormDep) -> Response:
    """Remember which player holds this phone (a cookie for this table)."""
    player = forms.player(form.get("player"))
    response = RedirectResponse(f"/tt/{table.code}?round={form.get('round', '')}", 303)
    if player is not None:
        cookie = f"{forms.PLAYER_COOKIE}_{table.code}"
        response.set_cookie(cookie, str(player), httponly=True, samesite="strict")
    return response


def _form_page(
    tournaments: TournamentCache,
    session: SessionDep,
    table: TarotTableRecord,
    me: int | None,
    form: dict[str, str],
    state: FormState | None,
    conflict: str = "",
) -> TarotTablePage:
    return table_page(
        tournaments.get(session, table.tournament_id),
        table,
        me,
        round_=whole(form.get("round")) or 0,
        deal=whole(form.get("deal")) or 0,
        editing=state is not None,
        form=state,
        conflict=conflict,
    )


@router.post("/{code}/donnes", response_model=None)
def enter(
    table: TableDep,
    request: Request,
    form: FormDep,
    session: SessionDep,
    tournaments: TournamentsDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """Store the deal typed; a conflict (409) shows the stored one, nothing is overwritten."""
    me = _me(request, table)

    def run() -> DonneRecord:
        record = tournaments.get(session, table.tournament_id).record
        post = forms.deal_post(form, record.plan, record.five)  # the form, read once
        author = f"table {table.number} {client_of(request)}"
        try:
            return donnes.enter_donne(session, record, table, post, player=me or 0, author=author)
        except (ConflictError, FormError, ForbiddenError):
            raise
        except AtoutError as error:  # the domain's refusal, its messages by their fields
            raise tarot_forms.refusal(error) from None

    def refused(error: FormError) -> Response:
        state = FormState(form, error.errors)
        page = _form_page(tournaments, session, table, me, form, state)
        return templates.render(ui, "tarot_club/table.html", page, 422)

    def conflict(error: ConflictError[DonneRecord]) -> Response:
        page = _form_page(tournaments, session, table, me, form, FormState(form), error.message)
        return templates.render(ui, "tarot_club/table.html", page, 409)

    return act(session, run, then=_here(table, form), refused=refused, conflict=conflict)


@router.post("/{code}/confirm", response_model=None)
def confirm(
    table: TableDep,
    request: Request,
    form: FormDep,
    session: SessionDep,
    tournaments: TournamentsDep,
    ui: UIDep,
    templates: TemplatesDep,
) -> Response:
    """A second player of the table confirms the deal shown."""
    me = _me(request, table)

    post = forms.confirm_post(form)

    def run() -> DonneRecord:
        record = tournaments.get(session, table.tournament_id).record
        return donnes.confirm_donne(session, record, table, post, player=me or 0)

    def refused(error: FormError) -> Response:
        scored = tournaments.get(session, table.tournament_id)
        state = FormState({}, error.errors)
        round_, deal = whole(form.get("round")) or 0, whole(form.get("deal")) or 0
        page = table_page(scored, table, me, round_=round_, deal=deal, form=state)
        return templates.render(ui, "tarot_club/table.html", page, 422)

    def conflict(error: ConflictError[DonneRecord]) -> Response:
        page = _form_page(tournaments, session, table, me, form, None, error.message)
        return templates.render(ui, "tarot_club/table.html", page, 409)

    return act(
        session,
        run,
        then=_here(table, form),
        refused=refused,
        refuses=InvalidTransitionError,
        conflict=conflict,
    )
