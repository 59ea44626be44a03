"""``atout director``: director accounts and their API tokens, from the shell.

``create NAME`` makes an account; ``token NAME`` prints a new API token (with a
label and an optional end), ``tokens NAME`` lists them, ``revoke NAME LABEL`` ends one.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from atout.cli.common import AtoutGroup, Text, decode_text, emit_json, json_option, language, say
from atout.cli.database import database_option, opened
from atout.errors import N_, Message

if TYPE_CHECKING:
    from datetime import datetime

    from atout.store.club.records import TokenRecord

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
@database_option
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


#: A token's label, as ``atout director token --label`` takes it.
LABEL_LENGTH = 60
#: The longest life of a token, in days (as the service takes it).
MAX_DAYS = 3650


@director.command("token")
@click.argument("name", type=Text(NAME_LENGTH))
@click.option(
    "--label",
    type=Text(LABEL_LENGTH),
    default=None,
    help="What the token is for, unique among NAME's tokens (default: token-1, token-2…).",
)
@click.option(
    "--expires-in",
    "days",
    type=click.IntRange(1, MAX_DAYS),
    default=None,
    help="Days the token lasts (default: until revoked).",
)
@database_option
@json_option
def token(
    name: str, label: str | None, days: int | None, database_url: str | None, as_json: bool
) -> None:
    """Print a new API token of the director NAME, once (the database keeps its hash only).

    Scripts send it as "Authorization: Bearer TOKEN" to the club's JSON API
    (/api/club/..., docs/api.md).

    atout director tokens NAME lists the tokens, atout director revoke NAME LABEL ends one.
    """
    from atout.services.club.tokens import new_token

    with opened(database_url) as database, database.transaction(write=True) as session:
        made = new_token(session, name, label, days)
    if as_json:
        emit_json({"token": made.secret, **_token_json(made.token)})
    else:
        click.echo(made.secret)


def _token_json(found: TokenRecord) -> dict[str, str | None]:
    def when(moment: datetime | None) -> str | None:
        return None if moment is None else moment.isoformat()

    return {
        "label": found.label,
        "created_at": when(found.created_at),
        "last_used_at": when(found.last_used_at),
        "expires_at": when(found.expires_at),
    }


@director.command("tokens")
@click.argument("name", type=Text(NAME_LENGTH))
@database_option
@json_option
def tokens(name: str, database_url: str | None, as_json: bool) -> None:
    """List the API tokens of the director NAME: label, made, last used, end (UTC).

    Never their secrets: those are shown once, when made.
    """
    from datetime import UTC
    from datetime import datetime as clock

    from atout.cli.common import new_table, rich_console
    from atout.services.club.tokens import tokens as listed

    with opened(database_url) as database, database.transaction(write=False) as session:
        found = listed(session, name)
    if as_json:
        emit_json([_token_json(t) for t in found])
        return
    if not found:
        click.echo(say(Message("director {name!r} has no API token", name=name.strip())))
        return
    now = clock.now(UTC)
    headings = (N_("Label"), N_("Created (UTC)"), N_("Last used (UTC)"), N_("Expires (UTC)"))
    table = new_table(*(say(heading) for heading in headings))
    for one in found:
        ends = _moment(one.expires_at, Message("never"))
        if one.expired(now):
            ends = say(Message("{date} (expired)", date=ends))
        table.add_row(one.label, _moment(one.created_at), _moment(one.last_used_at), ends)
    rich_console().print(table)


def _moment(moment: datetime | None, none: Message | None = None) -> str:
    """A moment as the tables write it (UTC, to the minute); ``none`` for no moment."""
    if moment is None:
        return say(none or Message("never"))
    return moment.strftime("%Y-%m-%d %H:%M")


@director.command("revoke")
@click.argument("name", type=Text(NAME_LENGTH))
@click.argument("label", type=Text(LABEL_LENGTH))
@database_option
def revoke(name: str, label: str, database_url: str | None) -> None:
    """End the API token LABEL of the director NAME: it opens nothing any more (401)."""
    from atout.services.club.tokens import revoke_named

    with opened(database_url) as database, database.transaction(write=True) as session:
        revoke_named(session, name, label)
    click.echo(say(Message("token {label!r} of {name!r} revoked", label=label, name=name)))
