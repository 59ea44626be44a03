"""The director's tarot pages: create an evening, print its table cards, answer the
tables' requests and correct a deal (its names and status are the room's routes,
:mod:`atout.web.routes.tarot_room`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import partial

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from atout.errors import AtoutError, ConflictError, FormError
from atout.services.tarot_tournament import donnes
from atout.services.tarot_tournament import tournaments as service
from atout.store.club.records import DirectorRecord
from atout.store.tarot_club.records import DonneRecord, TournamentRecord
from atout.tarot.tournament.scoring import DealKey, deal_players
from atout.web.actions import act
from atout.web.club.auth import DirectorDep, owned
from atout.web.deps import FormDep, Id, Number, PagesDep, SessionDep
from atout.web.forms import tarot as tarot_forms
from atout.web.forms import tarot_tournament as forms
from atout.web.forms.state import FormState
from atout.web.room.cards import TableCard
from atout.web.routes.club_director import Done
from atout.web.routes.tarot_table import TournamentsDep
from atout.web.views.tarot_correction import TarotCorrectionPage, correction_page
from atout.web.views.tarot_corrections import request_views
from atout.web.views.tarot_tournament import CardRound, director_page, table_cards

#: The director's tarot pages.
BASE = "/director/tarot"
# Every page naming an evening is its director's (or an administrator's).
router = APIRouter(prefix=BASE, dependencies=[Depends(owned)])


@dataclass(frozen=True, slots=True)
class TarotHomePage:
    """The director's tarot evenings, latest first."""

    director: DirectorRecord
    tournaments: tuple[TournamentRecord, ...]
    #: The action just done, said once (``?done=deleted``).
    done: str = ""


@dataclass(frozen=True, slots=True)
class NewTournamentPage:
    """The creation form."""

    form: FormState


@dataclass(frozen=True, slots=True)
class TarotCardsPage:
    """Every table card of an evening."""

    tournament: TournamentRecord
    cards: tuple[TableCard[CardRound], ...]


def _page(record: TournamentRecord) -> str:
    return f"/director/tarot/{record.id}"


@router.get("", response_model=None)
def home(director: DirectorDep, session: SessionDep, pages: PagesDep, done: Done = "") -> Response:
    """The tarot evenings, latest first."""
    found = tuple(service.list_tournaments(session, director=director))
    return pages.render("tarot_club/home.html", TarotHomePage(director, found, done))


@router.get("/new", response_model=None)
def new_form(director: DirectorDep, pages: PagesDep) -> Response:
    """The creation form."""
    state = FormState({"rounds": "5", "deals": "4", "sizes": "4-5", "five": "called-king"})
    return pages.render("tarot_club/new.html", NewTournamentPage(state))


@router.post("", response_model=None)
def create(director: DirectorDep, form: FormDep, session: SessionDep, pages: PagesDep) -> Response:
    """Create the evening (in set-up: its plan and table codes) and go to its page."""
    return act(
        session,
        lambda: service.create_tournament(session, director, forms.new_tournament(form)),
        then=_page,
        refused=pages.again("tarot_club/new.html", NewTournamentPage, form),
    )


@router.get("/{tournament_id}", response_model=None)
def tournament_page(
    tournament_id: Id,
    session: SessionDep,
    tournaments: TournamentsDep,
    pages: PagesDep,
    done: Done = "",
) -> Response:
    """An evening: start, names (a saving said once), tables and codes, the plan's figures,
    close, exports, delete."""
    scored = tournaments.get(session, tournament_id)
    page = director_page(scored, service.tables(session, tournament_id))
    asked = donnes.open_requests(session, tournament_id)
    page = replace(page, requests=request_views(scored, asked, datetime.now(UTC)), done=done)
    return pages.render("tarot_club/director.html", page)


@router.get("/{tournament_id}/cards", response_model=None)
def cards(tournament_id: Id, request: Request, session: SessionDep, pages: PagesDep) -> Response:
    """The table cards to print: code, QR code and each round's players."""
    record = service.get_tournament(session, tournament_id)
    base: str = request.app.state.public_url  # the phones' address, as on the bridge cards
    page = TarotCardsPage(record, table_cards(record, service.tables(session, tournament_id), base))
    return pages.render("tarot_club/cards.html", page)


def _correction(
    session: SessionDep, tournament_id: int, key: DealKey, form: FormState | None
) -> TarotCorrectionPage:
    """The correction page of ``key``; without a form typed, the form holds the deal the
    table's open request claims, else the stored deal."""
    record = service.get_tournament(session, tournament_id)
    asked = (r.proposal for r in donnes.open_requests(session, tournament_id) if r.key == key)
    versions = donnes.versions(session, tournament_id, key)
    return correction_page(record, key, versions, next(asked, ""), form)


@router.get("/{tournament_id}/donnes/{round_}/{table}/{deal}", response_model=None)
def correction_form(
    tournament_id: Id,
    round_: Number,
    table: Number,
    deal: Number,
    session: SessionDep,
    pages: PagesDep,
) -> Response:
    """A deal with its history of versions, and the form to correct it."""
    page = _correction(session, tournament_id, DealKey(round_, table, deal), None)
    return pages.render("tarot_club/correct.html", page)


@router.post("/{tournament_id}/donnes/{round_}/{table}/{deal}", response_model=None)
def correct(
    tournament_id: Id,
    round_: Number,
    table: Number,
    deal: Number,
    director: DirectorDep,
    form: FormDep,
    session: SessionDep,
    pages: PagesDep,
) -> Response:
    """Store the director's correction as a new confirmed version on top of the version
    the page showed (the old ones stay in the history); the ranking follows."""
    key = DealKey(round_, table, deal)

    def run() -> DonneRecord:
        record = service.get_tournament(session, tournament_id)
        base = forms.base_version(form)
        try:
            entry = forms.deal_entry(form, len(deal_players(record.plan, record.five, key)))
            return donnes.correct_donne(session, record, key, entry, director, base_version=base)
        except (ConflictError, FormError):
            raise
        except AtoutError as error:  # the domain's refusal, its messages by their fields
            raise tarot_forms.refusal(error) from None

    shown = partial(_correction, session, tournament_id, key)
    again = pages.again("tarot_club/correct.html", shown, form)  # 422, or 409 for a conflict
    then = f"/director/tarot/{tournament_id}#corrections"
    return act(session, run, then=then, refused=again, conflict=again)
