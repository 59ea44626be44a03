"""Swiss: the rounds drawn again after a correction, and those already started that were
drawn from the ranking before it (``club_swiss.redrawn``), for the director's desk.

Revision ID: 0697
Revises: 0690
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0697"
down_revision = "0690"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "club_swiss", sa.Column("redrawn", sa.JSON(), nullable=False, server_default="[]")
    )


def downgrade() -> None:
    with op.batch_alter_table("club_swiss") as batch:
        batch.drop_column("redrawn")
