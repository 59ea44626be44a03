"""Changes to a running pairs session's plan, and its short-board rule.

``club_plan_change``: each change the director made (a late pair, a withdrawn pair, a
new movement for the rounds to come), in order, with the round after which it takes
effect; ``club_session.plan_version`` grows with each (the plan is read again), and
``club_session.short_boards`` names how boards played fewer times are scored
(``full-top``, Neuberg's factoring, the default; or ``own-top``).

Revision ID: 0680
Revises: 0650
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0680"
down_revision = "0650"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "club_session", sa.Column("plan_version", sa.Integer(), nullable=False, server_default="0")
    )
    op.add_column(
        "club_session",
        sa.Column("short_boards", sa.String(8), nullable=False, server_default="full-top"),
    )
    op.create_table(
        "club_plan_change",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("club_session.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("after_round", sa.Integer(), nullable=False),
        sa.Column("pair", sa.Integer(), nullable=True),
        sa.Column("movement_layout", sa.JSON(), nullable=True),
        sa.Column("movement", sa.String(200), nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("session_id", "position", name="uq_club_plan_change_position"),
    )


def downgrade() -> None:
    op.drop_table("club_plan_change")
    op.drop_column("club_session", "short_boards")
    op.drop_column("club_session", "plan_version")
