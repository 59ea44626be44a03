"""``atout serve``: the table score-keeper web app (see :mod:`atout.web`)."""

from __future__ import annotations

import click

from atout.cli import director
from atout.web.settings import Settings


@click.command()
@click.option("--host", default=None, help="Address to listen on (default 127.0.0.1, ATOUT_HOST).")
@click.option("--port", type=int, default=None, help="Port (default 8000, ATOUT_PORT).")
@click.option(
    "--database-url",
    default=None,
    help="SQLAlchemy URL (default: SQLite in the user's data directory; ATOUT_DATABASE_URL).",
)
def serve(host: str | None, port: int | None, database_url: str | None) -> None:
    """Serve the score-keeper on http://127.0.0.1:8000 (the database is migrated first)."""
    import uvicorn

    from atout.web.app import create_app

    overrides = {"host": host, "port": port, "database_url": database_url}
    settings = Settings(**{k: v for k, v in overrides.items() if v is not None})
    click.echo(
        f"atout: http://{settings.host}:{settings.port}/ on {settings.resolved_database_url()}"
    )
    uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="warning")


COMMANDS: list[click.Command] = [serve, director.director]
