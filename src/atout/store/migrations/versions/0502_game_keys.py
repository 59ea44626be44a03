"""Kitchen sheets behind an unguessable address: ``game.key``.

A game was reached at ``/games/<id>``, its sequential number: anyone counting
could read and change every sheet. Each game gets ``key``, 22 random URL-safe
characters (128 bits, :func:`secrets.token_urlsafe`), unique; the pages and the
API address it as ``/games/<key>``. Existing games get a key each here: their old
numbered addresses are not kept (kept, they would stay open to counting).

The column is added with an empty default so that SQLite can add it ``NOT NULL``
without rebuilding the table; PostgreSQL drops the default once every row has its
key.

Revision ID: 0502
Revises: 0501
Create Date: 2026-11-27
"""

from __future__ import annotations

import secrets

import sqlalchemy as sa
from alembic import op

revision = "0502"
down_revision = "0501"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("game", sa.Column("key", sa.String(32), nullable=False, server_default=""))
    connection = op.get_bind()
    game = sa.table("game", sa.column("id", sa.Integer()), sa.column("key", sa.String(32)))
    ids = connection.execute(sa.select(game.c.id)).scalars().all()
    keyed = sa.update(game).where(game.c.id == sa.bindparam("game_id"))
    for game_id in ids:
        connection.execute(
            keyed.values(key=sa.bindparam("new_key")),
            {"game_id": game_id, "new_key": secrets.token_urlsafe(16)},
        )
    if connection.dialect.name == "postgresql":
        op.alter_column("game", "key", server_default=None)
    op.create_index("ix_game_key", "game", ["key"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_game_key", table_name="game")
    op.drop_column("game", "key")
