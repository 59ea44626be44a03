"""``atout serve``: the table score-keeper web app (see :mod:`atout.web`)."""

from __future__ import annotations

import os

import click


@click.command()
@click.option("--host", default=None, help="Address to listen on (default 127.0.0.1, ATOUT_HOST).")
@click.option("--port", type=int, default=None, help="Port (default 8000, ATOUT_PORT).")
@click.option(
    "--database-url",
    default=None,
    help="SQLAlchemy URL (default: SQLite in the user's data directory; ATOUT_DATABASE_URL).",
)
@click.option(
    "--workers",
    type=click.IntRange(1, 32),
    default=None,
    help="Server processes (default 1, ATOUT_WORKERS); one per core for a busy club room.",
)
def serve(
    host: str | None, port: int | None, database_url: str | None, workers: int | None
) -> None:
    """Serve the score-keeper on http://127.0.0.1:8000 (the database is migrated first)."""
    import uvicorn

    from atout.services.settings import Settings
    from atout.store.database import Database
    from atout.store.migrate import upgrade
    from atout.web.app import create_app

    overrides = {"host": host, "port": port, "database_url": database_url, "workers": workers}
    # Options given on the command line win over ATOUT_* variables (click checked their types).
    settings = Settings().model_copy(update={k: v for k, v in overrides.items() if v is not None})
    url = settings.resolved_database_url()
    click.echo(f"atout: http://{settings.host}:{settings.port}/ on {url}")
    if settings.workers == 1:
        app = create_app(settings)
        uvicorn.run(app, host=settings.host, port=settings.port, log_level="warning")
        return
    # Several processes: migrate once here, then each worker builds the app from ATOUT_*.
    database = Database(url, settings.sqlite_synchronous)
    upgrade(database.engine)
    database.dispose()
    os.environ.update(settings.environment())
    uvicorn.run(
        "atout.web.app:create_app",
        factory=True,
        workers=settings.workers,
        host=settings.host,
        port=settings.port,
        log_level="warning",
    )
