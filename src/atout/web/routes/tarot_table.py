"""The tarot table pages ``/tt/<code>``: a phone says which player holds it, enters the
table's deals; a second player of the table confirms each one.

The code is the table's key (wrong codes rate-limited per client, 429); a phone
writes only its table's deals, in its rounds, while the evening runs, and only
for a player sitting there (else 403). The routes are the room's
(:mod:`atout.web.room.routes`); this is the tarot kind's part, and ``/me``.
"""

from __future__ import annotations

from dataclasses import replace
from operator import attrgetter
from typing import Annotated, Any

from fastapi import Depends, Request
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
from atout.store.room.records import RoomFamily
from atout.store.tarot_club.records import DonneRecord, TarotTableRecord
from atout.web.deps import FormDep, QueryNumber
from atout.web.forms import tarot as tarot_forms
from atout.web.forms import tarot_tournament as forms
from atout.web.forms.common import idempotency_key
from atout.web.room.routes import Shown, Spot, TableKind, Visit, table_finder, table_router
from atout.web.views.tarot_tournament import TarotTablePage, table_page


def tournaments_of(request: Request) -> TournamentCache:
    """The app's cache of scored evenings."""
    cache: TournamentCache = request.app.state.tarot_tournaments
    return cache


async def get_tournaments(request: Request) -> TournamentCache:
    """The app's cache of scored evenings."""
    return tournaments_of(request)


TournamentsDep = Annotated[TournamentCache, Depends(get_tournaments)]


def _holder_cookie(table: TarotTableRecord) -> str:
    """The cookie naming the player who holds the phone, for the whole evening: the phone
    follows its player from table to table, round after round."""
    return f"{forms.PLAYER_COOKIE}_{table.tournament_id}"


def _me(request: Request, table: TarotTableRecord) -> int | None:
    return forms.player(request.cookies.get(_holder_cookie(table)))


def _spot(round: QueryNumber = None, deal: QueryNumber = None, edit: bool = False) -> Spot:
    return Spot(round, deal, edit)


def _page(visit: Visit[TarotTableRecord], spot: Spot, shown: Shown[str]) -> TarotTablePage:
    """The table's round, players, deals and running scores; with a deal, its form."""
    table, request = visit.table, visit.request
    asked = ""
    if spot.item:
        key = (spot.round, table.number, spot.item)
        found = donnes.open_requests(visit.session, table.tournament_id)
        asked = next((r.proposal for r in found if r.key == key), "")
    page = table_page(
        tournaments_of(request).get(visit.session, table.tournament_id),
        table,
        _me(request, table),
        round_=spot.round,
        deal=spot.item,
        editing=spot.editing,
        form=shown.form,
        conflict=shown.conflict or "",
        asked=asked,
    )
    return replace(page, call=shown.call)


def _enter(visit: Visit[TarotTableRecord], form: dict[str, str], author: str) -> DonneRecord:
    table, session = visit.table, visit.session
    record = tournaments_of(visit.request).get(session, table.tournament_id).record
    post = forms.deal_post(form, record.plan, record.five)  # the form, read once
    post = replace(post, post_key=idempotency_key(form))  # a phone's post sent again: once
    me, device = _me(visit.request, table) or 0, visit.device
    try:
        return donnes.enter_donne(
            session, record, table, post, player=me, author=author, device=device
        )
    except (ConflictError, FormError, ForbiddenError):
        raise
    except AtoutError as error:  # the domain's refusal, its messages by their fields
        raise tarot_forms.refusal(error) from None


def _confirm(visit: Visit[TarotTableRecord], form: dict[str, str]) -> DonneRecord:
    table, session = visit.table, visit.session
    post = forms.confirm_post(form)
    record = tournaments_of(visit.request).get(session, table.tournament_id).record
    me = _me(visit.request, table) or 0
    return donnes.confirm_donne(session, record, table, post, player=me, device=visit.device)


def _ask(visit: Visit[TarotTableRecord], form: dict[str, str], author: str) -> object:
    """A player's request for a correction of the table's confirmed deal, with the deal he
    claims (the deal's form, read and checked as an entry is)."""
    table, session = visit.table, visit.session
    record = tournaments_of(visit.request).get(session, table.tournament_id).record
    post = forms.deal_post(form, record.plan, record.five)
    me = _me(visit.request, table) or 0
    try:
        return donnes.request_correction(session, record, table, post, player=me, author=author)
    except (FormError, ForbiddenError, InvalidTransitionError):
        raise
    except AtoutError as error:  # the domain's refusal, its messages by their fields
        raise tarot_forms.refusal(error) from None


def _conflict(error: ConflictError[Any], visit: Visit[TarotTableRecord], form: object) -> str:
    return error.message


KIND: TableKind[TarotTableRecord, str] = TableKind(
    prefix="/tt",
    entries="donnes",
    item="deal",
    template="tarot_club/table.html",
    cache=tournaments_of,
    spot=_spot,
    page=_page,
    enter=_enter,
    confirm=_confirm,
    ask=_ask,
    conflict=_conflict,
    family=RoomFamily.TAROT,
    room_of=attrgetter("tournament_id"),
    confirm_refuses=InvalidTransitionError,
)

router = table_router(KIND)
TableDep = Annotated[TarotTableRecord, Depends(table_finder(KIND))]


@router.post("/{code}/me", response_model=None)
def who(table: TableDep, form: FormDep) -> Response:
    """Remember which player holds this phone (a cookie for the evening: at the next
    round's table, the phone knows its player)."""
    player = forms.player(form.get("player"))
    response = RedirectResponse(f"/tt/{table.code}?round={form.get('round', '')}", 303)
    if player is not None:
        cookie = _holder_cookie(table)
        response.set_cookie(cookie, str(player), httponly=True, samesite="strict")
    return response
