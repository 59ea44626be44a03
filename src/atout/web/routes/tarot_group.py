"""``/games/<id>/group``: the scores of a tarot game's players over all their evenings."""

from __future__ import annotations

from dataclasses import dataclass

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response

from atout.services.tarot_group import GroupEvenings, group_evenings
from atout.web.deps import PagesDep, SessionDep, SheetsDep
from atout.web.known_games import GameDep, known_keys
from atout.web.schemas.answers import twin

router = APIRouter()


@dataclass(frozen=True, slots=True)
class GroupPage:
    """The group's evenings and each player's scores; ``game_id``: the game's address."""

    game_id: str
    group: GroupEvenings


@router.get(
    "/games/{game_id}/group",
    response_model=GroupPage,
    response_class=JSONResponse,
    responses=twin(),
)
def group(
    game: GameDep,
    request: Request,
    session: SessionDep,
    sheets: SheetsDep,
    pages: PagesDep,
    format: str = "html",
) -> Response:
    """Every evening of the same players this device knows: each one's score, and the
    totals."""
    known = frozenset(known_keys(request))
    page = GroupPage(game.key, group_evenings(session, sheets, game.id, known))
    return pages.answer("tarot_group.html", page, format == "json")
