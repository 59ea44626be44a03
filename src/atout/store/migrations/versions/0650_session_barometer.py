"""A pairs session played as a barometer: ``club_session.barometer``.

Every table plays the same boards in a round and the room sees the ranking after each
round (docs/patton.md, *Barometer*). Existing sessions are not barometers.

Revision ID: 0650
Revises: 0620
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0650"
down_revision = "0620"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "club_session",
        sa.Column("barometer", sa.Boolean(), nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    op.drop_column("club_session", "barometer")
