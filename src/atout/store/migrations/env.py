"""Alembic environment: runs online on the connection handed in by :mod:`atout.store.migrate`."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from atout.store.base import Base
from atout.store.club import models as _club  # noqa: F401 (the club's tables)
from atout.store.club import ruling_models as _rulings  # noqa: F401 (the director's rulings)
from atout.store.games import models as _games  # noqa: F401 (the games' tables)
from atout.store.limits import models as _limits  # noqa: F401 (the rate limits' failures)
from atout.store.room import models as _room  # noqa: F401 (the room kernel's calls, requests)
from atout.store.tarot_club import models as _tarot_club  # noqa: F401 (the tarot club's)

config = context.config
connection = config.attributes.get("connection")
if connection is None:
    engine = create_engine(config.get_main_option("sqlalchemy.url") or "")
    with engine.begin() as own_connection:
        context.configure(connection=own_connection, target_metadata=Base.metadata)
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()
