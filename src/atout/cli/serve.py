"""``atout serve``: the table score-keeper web app (see :mod:`atout.web`)."""

from __future__ import annotations

import os
from typing import Any

import click

from atout.cli.common import Text, Whole, say
from atout.cli.database import database_option
from atout.cli.spoken import AtoutCommand
from atout.errors import Message


@click.command(cls=AtoutCommand)
@click.option(
    "--host",
    type=Text(253),
    default=None,
    help="Address to listen on (default 127.0.0.1, ATOUT_HOST).",
)
@click.option(
    "--port",
    type=Whole(1, 65535),
    default=None,
    help="Port (default 8000, ATOUT_PORT).",
)
@database_option
@click.option(
    "--workers",
    type=Whole(1, 32),
    default=None,
    help="Server processes (default 1, ATOUT_WORKERS); one per core for a busy club room.",
)
@click.option(
    "--public-url",
    type=Text(300),
    default=None,
    help="The address the tables' phones use, on the table cards and QR codes "
    "(default: this computer's address on the local network; ATOUT_PUBLIC_URL).",
)
def serve(
    host: str | None,
    port: int | None,
    database_url: str | None,
    workers: int | None,
    public_url: str | None,
) -> None:
    """Serve the score-keeper on http://127.0.0.1:8000 (the database is migrated first).

    The address the tables' phones use is printed with its QR code.
    """
    from atout.cli.common import migrated_database
    from atout.services.network import check_listening
    from atout.services.network import public_url as phones_url
    from atout.services.settings import load_settings

    # Options given on the command line win over ATOUT_* variables; both are checked.
    settings = load_settings(
        host=host, port=port, database_url=database_url, workers=workers, public_url=public_url
    )
    # A busy port or an address this computer does not have: refused before any banner.
    check_listening(settings.host, settings.port)
    url = settings.resolved_database_url()
    # Migrate once here: a database that cannot be opened is refused before the server starts.
    migrated_database(url, settings.sqlite_synchronous).dispose()
    given = settings.public_url  # --public-url or ATOUT_PUBLIC_URL
    # Found once, here: every worker process prints the same address on the table cards.
    settings = settings.model_copy(update={"public_url": phones_url(settings)})
    assert settings.public_url is not None

    import segno
    import uvicorn

    from atout.web.app import create_app

    for line in _banner(url, settings.host, settings.port, settings.public_url, given is None):
        click.echo(line)
    segno.make(settings.public_url + "/", error="m").terminal(compact=True)
    # proxy_headers=False: uvicorn would believe X-Forwarded-For from 127.0.0.1; atout's
    # guard believes it from ATOUT_TRUSTED_PROXIES only (atout.web.guard.proxies).
    if settings.workers == 1:
        app: Any = create_app(settings, warm_up=True)
    else:  # several processes: each worker builds the app from ATOUT_*
        os.environ.update(settings.environment())
        app = "atout.web.app:served_app"
    uvicorn.run(
        app,
        factory=settings.workers > 1,
        workers=settings.workers,
        host=settings.host,
        port=settings.port,
        log_level="warning",
        proxy_headers=False,
    )


def _banner(database: str, host: str, port: int, public: str, found: bool) -> list[str]:
    """Where the server listens, on which database, and the phones' address, in the
    command's language; the advice to listen on every interface when only this computer
    reaches the server and no address was given (``found``: ``--public-url`` absent)."""
    from atout.services.network import is_local_only

    lines = [
        Message(
            "atout: http://{host}:{port}/ on {database}", host=host, port=port, database=database
        ),
        Message("tables: {url}/ (on the table cards and their QR codes)", url=public),
    ]
    if is_local_only(host) and found:
        advice = Message(
            "only this computer reaches {host}: for the phones, start with --host 0.0.0.0 "
            "(or set ATOUT_PUBLIC_URL to the address they use)",
            host=host,
        )
        lines.append(Message("  {advice}", advice=advice))
    return [say(line) for line in lines]
