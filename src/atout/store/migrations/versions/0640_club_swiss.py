"""Swiss teams: a team session's Swiss options, byes and withdrawn teams (``club_swiss``).

Revision ID: 0640
Revises: 0630
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0640"
down_revision = "0630"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "club_swiss",
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("club_session.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("rounds", sa.SmallInteger(), nullable=False),
        sa.Column("boards_per_round", sa.SmallInteger(), nullable=False),
        sa.Column("scale", sa.String(16), nullable=False),
        sa.Column("delay", sa.Boolean(), nullable=False),
        sa.Column("danish", sa.Boolean(), nullable=False),
        sa.Column("seeding", sa.String(8), nullable=False),
        sa.Column("bye_vp", sa.SmallInteger(), nullable=False),
        sa.Column("byes", sa.JSON(), nullable=False),
        sa.Column("withdrawn", sa.JSON(), nullable=False),
        sa.Column("first_tables", sa.JSON(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("club_swiss")
