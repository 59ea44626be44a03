"""The kitchen sheets a device knows: reached by their unguessable address only.

A game is addressed as ``/games/<key>`` (:func:`atout.store.games.repo.new_key`):
nobody can count their way to another table's sheet. The home page lists only
the games this device created or opened, remembered in the cookie
``atout_games`` (the latest :data:`MAX_KNOWN` addresses, newest first); the
group page of a tarot game shows the evenings this device knows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Path, Request
from fastapi.responses import Response

from atout.store.games import repo
from atout.web.deps import SessionDep

COOKIE = "atout_games"
#: The most addresses the cookie remembers.
MAX_KNOWN = 20
#: An address as :func:`secrets.token_urlsafe` writes it (anything else is ignored).
_KEY = re.compile(r"[A-Za-z0-9_-]{16,32}")


@dataclass(frozen=True, slots=True)
class GameRef:
    """A game found by its address: its number in the store and its address."""

    id: int
    key: str


def game_ref(game_id: Annotated[str, Path(max_length=64)], session: SessionDep) -> GameRef:
    """The game at ``/games/<game_id>`` (404 for an address nobody was given)."""
    return GameRef(repo.game_id_for_key(session, game_id), game_id)


#: The game of the path's ``{game_id}`` (its address).
GameDep = Annotated[GameRef, Depends(game_ref)]


def known_keys(request: Request) -> tuple[str, ...]:
    """The addresses of the games this device knows, newest first."""
    found = request.cookies.get(COOKIE, "").split(".")
    return tuple(dict.fromkeys(k for k in found if _KEY.fullmatch(k)))[:MAX_KNOWN]


def remember(response: Response, request: Request, key: str) -> Response:
    """``response`` with the cookie remembering ``key`` first among the known games."""
    keys = (key, *(k for k in known_keys(request) if k != key))[:MAX_KNOWN]
    response.set_cookie(
        COOKIE, ".".join(keys), max_age=365 * 24 * 3600, httponly=True, samesite="lax"
    )
    return response
