"""How a session's tables enter a result: ``club_session.result_entry``.

``margin`` (the default): as players say it, ``=``, ``+1``, ``−2``; ``tricks``: the
declarer's total of tricks, 0 to 13, as every session entered it before. Existing
sessions keep the total of tricks their tables were used to.

Revision ID: 0611
Revises: 0610
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0611"
down_revision = "0610"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "club_session",
        sa.Column("result_entry", sa.String(8), nullable=False, server_default="margin"),
    )
    op.execute("UPDATE club_session SET result_entry = 'tricks'")


def downgrade() -> None:
    op.drop_column("club_session", "result_entry")
