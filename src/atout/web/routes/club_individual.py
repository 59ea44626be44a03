"""An individual's own pages: its creation by the director and the players' personal score
cards, one or all to print (the ranking, the tables and the director's pages are the club
sessions')."""

from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from atout.errors import NotFoundError
from atout.services.club.individual import create_individual
from atout.web.club.auth import DirectorDep, owned
from atout.web.club.creation import created_or_refused
from atout.web.club.deps import AnalysisDep, ScoresDep
from atout.web.deps import FormDep, Id, Number, PagesDep, SessionDep
from atout.web.forms.individual import new_individual
from atout.web.routes.club_room import may_see_results
from atout.web.views.club.individual import player_card, player_cards

director = APIRouter(prefix="/director", dependencies=[Depends(owned)])
room = APIRouter(prefix="/s")


@director.post("/individuals", response_model=None)
def create(
    director_: DirectorDep,
    form: FormDep,
    session: SessionDep,
    analysis: AnalysisDep,
    pages: PagesDep,
) -> Response:
    """Create an individual (in set-up) from its players and go to its page."""
    return created_or_refused(
        session,
        form,
        analysis,
        pages,
        lambda: create_individual(session, director_, new_individual(form)),
    )


@room.get("/{session_id}/players/{player}", response_model=None)
def score_card(
    session_id: Id,
    player: Number,
    request: Request,
    session: SessionDep,
    scores: ScoresDep,
    pages: PagesDep,
) -> Response:
    """A player's personal score card (public once the session closes)."""
    scored = scores.get(session, session_id)
    may_see_results(request, session, scored.record)
    movement = scored.record.individual
    if movement is None or not 1 <= player <= movement.players:
        raise NotFoundError(
            "no player {player} in this session", code="session.no-player", player=player
        )
    return pages.render("club/player_card.html", player_card(scored, player, pages.ui.language))


@room.get("/{session_id}/players", response_model=None)
def score_cards(
    session_id: Id, request: Request, session: SessionDep, scores: ScoresDep, pages: PagesDep
) -> Response:
    """Every player's personal score card, one A4 page each when printed."""
    scored = scores.get(session, session_id)
    may_see_results(request, session, scored.record)
    if scored.record.individual is None:
        raise NotFoundError(
            "session {session_id} is not an individual",
            code="session.not-individual",
            session_id=session_id,
        )
    return pages.render("club/player_cards.html", player_cards(scored, pages.ui.language))


routers = (director, room)
