"""The app factory: ``create_app(settings)``; nothing is connected at import time."""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from anyio import to_thread
from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

from atout import __version__
from atout.i18n import LANGUAGES, translations
from atout.services.club.analysis import BackgroundAnalysis
from atout.services.network import public_url
from atout.services.settings import Settings
from atout.services.sheet_cache import SheetCache
from atout.store.database import Database
from atout.store.migrate import upgrade
from atout.web.club.setup import install as install_club
from atout.web.errors import install as install_errors
from atout.web.guard.middleware import Guard
from atout.web.routes import api, docs, games, home, tarot_group
from atout.web.schemas import statuses
from atout.web.schemas.answers import add_pages
from atout.web.tarot_setup import install as install_tarot
from atout.web.templating import Templates
from atout.web.validation import install as install_validation

STATIC = Path(__file__).resolve().parent / "static"


#: Allocations between two young collections (the default, 700, is made for small scripts).
GC_THRESHOLD = (5_000, 10, 10)


def _quiet_garbage_collector() -> None:
    """Keep the cyclic garbage collector from pausing requests for tens of milliseconds.

    What start-up made (modules, the app, SQLAlchemy's compiled statements)
    lives as long as the process: it is moved out of the collector's sight,
    so that a full collection only scans what requests made since. Young
    collections run less often too. Reference counting still frees almost
    everything at once.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLD)


def _background_analysis(database: Database, settings: Settings) -> BackgroundAnalysis | None:
    """The double-dummy analysis of the club sessions' boards, started (``None``: turned
    off by ``ATOUT_ANALYSIS_JOBS=0``)."""
    if settings.analysis_jobs == 0:
        return None
    analysis = BackgroundAnalysis(database, settings.analysis_jobs)
    analysis.start()
    return analysis


def create_app(settings: Settings | None = None, *, warm_up: bool = False) -> FastAPI:
    """The web app on the database of ``settings`` (migrated to the latest schema at start-up).

    ``warm_up``: compile the catalogs and every template at start-up (``atout serve``),
    not in the first requests.
    """
    settings = settings if settings is not None else Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # Few worker threads: requests queue in order for a thread instead of
        # all contending for the interpreter and for the SQLite write lock.
        to_thread.current_default_thread_limiter().total_tokens = settings.threads
        database = Database(settings.resolved_database_url(), settings.sqlite_synchronous)
        upgrade(database.engine)
        app.state.database = database
        analysis = _background_analysis(database, settings)
        app.state.analysis = analysis
        if warm_up:
            _warm_up(app.state.templates)
        _quiet_garbage_collector()
        yield
        if analysis is not None:
            analysis.stop()
        database.dispose()

    # /docs and /redoc are atout's own pages (web/routes/docs.py): no CDN, no inline script.
    app = FastAPI(
        title="atout", version=__version__, lifespan=lifespan, docs_url=None, redoc_url=None
    )
    # Every request, of every route: trusted proxies, cross-site rule, bounds, headers.
    app.add_middleware(Guard, settings=settings)
    app.state.settings = settings
    app.state.public_url = public_url(settings)  # the tables' address, found once
    app.state.templates = Templates()
    app.state.sheets = SheetCache()
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    docs.install(app)
    install_validation(app)
    # Routes are matched in order: the club room's busy pages first.
    install_club(app)
    install_tarot(app)
    add_pages(app, home.router, games.router, tarot_group.router)
    app.include_router(api.router)
    statuses.install(app)  # /openapi.json: every status of every route

    install_errors(app)
    return app


def served_app() -> FastAPI:
    """The app of each ``atout serve --workers N`` process: settings from ``ATOUT_*``,
    warmed up."""
    return create_app(warm_up=True)


def _warm_up(templates: Templates) -> None:
    """Compile the catalogs and the templates before the first request: done by the first
    requests instead, it held the interpreter for a moment while a room's 30 tables and
    their viewers waited behind it (bench/session_load.py: every slow request was there)."""
    for language in LANGUAGES:
        translations(language)
    templates.compile_all()
