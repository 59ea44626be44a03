"""Plug the tarot club's pages into the app: routers and their per-process caches.

The director's sign-in is the club's (:mod:`atout.web.club.auth`), the table
codes, their rate limiter and the fragment caches the room kernel's
(:mod:`atout.web.room`); the tarot evenings keep their own scored evenings (their
numbers are not the bridge sessions').
"""

from __future__ import annotations

from fastapi import FastAPI

from atout.services.tarot_tournament.ranking import TournamentCache
from atout.web.routes import tarot_director, tarot_room, tarot_table
from atout.web.schemas.answers import add_pages


def install(app: FastAPI) -> None:
    """Add the tarot director, table and room pages to ``app`` (after the club's)."""
    app.state.tarot_tournaments = TournamentCache()
    add_pages(app, tarot_table.router, *tarot_room.routers, tarot_director.router)
