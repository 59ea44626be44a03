"""``atout director create NAME``: the first (or another) director account, from the shell."""

from __future__ import annotations

import sys

import click

from atout.cli.common import AtoutGroup


@click.group(cls=AtoutGroup)
def director() -> None:
    """Club directors: accounts that run sessions."""


@director.command("create")
@click.argument("name")
@click.option(
    "--password-stdin", is_flag=True, help="Read the password from the first line of stdin."
)
@click.option(
    "--database-url",
    default=None,
    help="SQLAlchemy URL (default: SQLite in the user's data directory; ATOUT_DATABASE_URL).",
)
def create(name: str, password_stdin: bool, database_url: str | None) -> None:
    """Create the director NAME; the password is asked twice (or read from stdin)."""
    from atout.services.directors import create_director
    from atout.services.settings import Settings
    from atout.store.database import Database
    from atout.store.migrate import upgrade

    if password_stdin:
        password = sys.stdin.readline().rstrip("\r\n")
    else:
        password = click.prompt("Password", hide_input=True, confirmation_prompt=True)
    settings = Settings(database_url=database_url) if database_url else Settings()
    database = Database(settings.resolved_database_url())
    try:
        upgrade(database.engine)
        with database.transaction(write=True) as session:
            record = create_director(session, name, password)
    finally:
        database.dispose()
    click.echo(f"director {record.name!r} created")
