"""Swiss pairs: how a Swiss's matches are scored (``club_swiss.method``).

Revision ID: 0690
Revises: 0670
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0690"
down_revision = "0670"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("club_swiss") as batch:
        batch.add_column(sa.Column("method", sa.String(8), nullable=False, server_default="match"))


def downgrade() -> None:
    with op.batch_alter_table("club_swiss") as batch:
        batch.drop_column("method")
