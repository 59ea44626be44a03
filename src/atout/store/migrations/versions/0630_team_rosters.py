"""Team rosters: the players of each team of a team session (up to six, from the
director's register), each on one team of the session only.

Revision ID: 0630
Revises: 0680
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0630"
down_revision = "0680"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "club_team_player",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("club_session.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("team", sa.Integer(), nullable=False),
        sa.Column("slot", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), sa.ForeignKey("player.id"), nullable=False),
        sa.UniqueConstraint("session_id", "team", "slot", name="uq_club_team_player_slot"),
        sa.UniqueConstraint("session_id", "player_id", name="uq_club_team_player_once"),
    )
    op.create_index("ix_club_team_player_player_id", "club_team_player", ["player_id"])


def downgrade() -> None:
    op.drop_index("ix_club_team_player_player_id", table_name="club_team_player")
    op.drop_table("club_team_player")
