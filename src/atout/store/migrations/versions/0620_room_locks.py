"""Locked entries: the tables' requests for a correction, and the device a tarot deal was
entered on.

``room_correction`` holds every kind's requests (a table asks the director to
correct an entry its other side confirmed); ``tarot_tournament_donne.device``
is the cookie of the phone that entered a deal, which may not confirm it.

Revision ID: 0620
Revises: 0611
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0620"
down_revision = "0611"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "room_correction",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("family", sa.String(12), nullable=False),
        sa.Column("room_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.SmallInteger(), nullable=False),
        sa.Column("table", sa.SmallInteger(), nullable=False),
        sa.Column("item", sa.SmallInteger(), nullable=False),
        sa.Column("proposal", sa.String(200), nullable=False),
        sa.Column("author", sa.String(100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("closed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("outcome", sa.String(16), nullable=True),
    )
    op.create_index("ix_room_correction_room", "room_correction", ["family", "room_id"])
    op.add_column("tarot_tournament_donne", sa.Column("device", sa.String(32), nullable=True))


def downgrade() -> None:
    op.drop_column("tarot_tournament_donne", "device")
    op.drop_index("ix_room_correction_room", table_name="room_correction")
    op.drop_table("room_correction")
