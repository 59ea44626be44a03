"""The database a command reads: its ``--database-url`` option and a read transaction."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import click

from atout.cli.common import Text

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from atout.store.database import Database

#: The longest database URL an option takes.
URL_LENGTH = 2000

database_option = click.option(
    "--database-url",
    type=Text(URL_LENGTH),
    default=None,
    help="SQLAlchemy URL (default: SQLite in the user's data directory; ATOUT_DATABASE_URL).",
)


@contextmanager
def opened(database_url: str | None) -> Iterator[Database]:
    """The database (migrated to the latest schema first)."""
    from atout.cli.common import migrated_database
    from atout.services.settings import load_settings

    settings = load_settings(database_url=database_url or None)  # a bad URL: SettingError
    database = migrated_database(settings.resolved_database_url())  # one not opened: too
    try:
        yield database
    finally:
        database.dispose()


@contextmanager
def reading(database_url: str | None) -> Iterator[Session]:
    """A read transaction on the database (migrated to the latest schema first)."""
    with opened(database_url) as database, database.transaction(write=False) as session:
        yield session
