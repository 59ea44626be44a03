"""The tables' calls for the director: ``director_call``, one table for every kind of room.

A call names its kind of room (``family``), the room's id in that kind, the
table's number, the round and board (or deal) its page showed, an optional
reason and note, when it was made and when the director answered it. A unique
index on the open calls (``answered_at IS NULL``: a partial index, on SQLite and
PostgreSQL alike) keeps one open call per table.

Revision ID: 0601
Revises: 0502
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0601"
down_revision = "0502"
branch_labels = None
depends_on = None

OPEN = sa.text("answered_at IS NULL")


def upgrade() -> None:
    op.create_table(
        "director_call",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("family", sa.String(12), nullable=False),
        sa.Column("room_id", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=True),
        sa.Column("item", sa.Integer(), nullable=True),
        sa.Column("reason", sa.String(16), nullable=True),
        sa.Column("note", sa.String(140), nullable=False),
        sa.Column("called_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("answered_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_director_call_room", "director_call", ["family", "room_id"])
    op.create_index(
        "ix_director_call_open",
        "director_call",
        ["family", "room_id", "table_number"],
        unique=True,
        sqlite_where=OPEN,
        postgresql_where=OPEN,
    )


def downgrade() -> None:
    op.drop_index("ix_director_call_open", table_name="director_call")
    op.drop_index("ix_director_call_room", table_name="director_call")
    op.drop_table("director_call")
