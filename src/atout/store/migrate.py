"""Alembic migrations, run at start-up: the schema is brought to ``head``."""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, text

from atout.errors import InvalidTransitionError

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config(engine: Engine) -> Config:
    """An Alembic configuration for ``engine`` (no ``alembic.ini`` needed)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", engine.url.render_as_string(hide_password=False))
    return config


#: The PostgreSQL advisory lock held while migrating ("atout" in ASCII).
MIGRATION_LOCK = 0x61746F7574


def upgrade(engine: Engine) -> None:
    """Apply every migration not yet applied to the database of ``engine``.

    On PostgreSQL, servers starting together on one database migrate one after
    the other (an advisory lock held until the transaction ends): the first does
    the work, the others find it done.
    """
    config = alembic_config(engine)
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def irreversible(revision: str) -> NoReturn:
    """Refuse to undo ``revision``, a migration that does not keep what it replaced.

    >>> irreversible("0102")
    Traceback (most recent call last):
    ...
    atout.errors.InvalidTransitionError: revision 0102 cannot be undone: restore the database \
from a backup taken before the upgrade
    """
    raise InvalidTransitionError(
        "revision {revision} cannot be undone: restore the database from a backup taken "
        "before the upgrade",
        code="database.irreversible",
        revision=revision,
    )
