"""``atout director create NAME``: the first (or another) director account, from the shell."""

from __future__ import annotations

import sys

import click

from atout.cli.common import AtoutGroup, Text, decode_text, language, say
from atout.errors import Message

#: The longest director name (as the web form takes it).
NAME_LENGTH = 100


@click.group(cls=AtoutGroup)
def director() -> None:
    """Club directors: accounts that run sessions."""


@director.command("create")
@click.argument("name", type=Text(NAME_LENGTH))
@click.option(
    "--password-stdin", is_flag=True, help="Read the password from the first line of stdin."
)
@click.option(
    "--admin", is_flag=True, help="An administrator: sees and changes every director's sessions."
)
@click.option(
    "--database-url",
    type=Text(2000),
    default=None,
    help="SQLAlchemy URL (default: SQLite in the user's data directory; ATOUT_DATABASE_URL).",
)
def create(name: str, password_stdin: bool, admin: bool, database_url: str | None) -> None:
    """Create the director NAME; the password is asked twice (or read from stdin).

    A director sees and changes only the sessions and evenings they created; an
    administrator (``--admin``, and the first director made by the setup page) all.
    """
    from atout.bridge.notation import notation
    from atout.cli.common import migrated_database
    from atout.services.directors import create_director
    from atout.services.settings import load_settings

    settings = load_settings(database_url=database_url)
    if password_stdin:
        line = sys.stdin.buffer.readline(10_000).rstrip(b"\r\n")
        password = decode_text(line, Message("the password on standard input"))
    else:
        colon = notation(language()).word("colon")  # French: a no-break space before ":"
        password = click.prompt(
            say("Password"), hide_input=True, confirmation_prompt=True, prompt_suffix=colon + " "
        )
    database = migrated_database(settings.resolved_database_url())
    try:
        with database.transaction(write=True) as session:
            record = create_director(session, name, password, admin=admin)
    finally:
        database.dispose()
    if record.admin:
        click.echo(say(Message("administrator {name!r} created", name=record.name)))
    else:
        click.echo(say(Message("director {name!r} created", name=record.name)))


@director.command("token")
@click.argument("name", type=Text(NAME_LENGTH))
@click.option(
    "--database-url",
    type=Text(2000),
    default=None,
    help="SQLAlchemy URL (default: SQLite in the user's data directory; ATOUT_DATABASE_URL).",
)
def token(name: str, database_url: str | None) -> None:
    """Print a new API token of the director NAME, once (the database keeps its hash only).

    Scripts send it as "Authorization: Bearer TOKEN" to the club's JSON API
    (/api/club/..., docs/api.md).
    """
    from atout.cli.common import migrated_database
    from atout.services.club.tokens import new_token
    from atout.services.settings import load_settings

    settings = load_settings(database_url=database_url)
    database = migrated_database(settings.resolved_database_url())
    try:
        with database.transaction(write=True) as session:
            secret = new_token(session, name)
    finally:
        database.dispose()
    click.echo(secret)
