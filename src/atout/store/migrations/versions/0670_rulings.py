"""The director's rulings: assigned scores (weighted, split), procedural penalties, handicaps.

``club_assigned_outcome`` holds each outcome of each side of an assigned
score (weight and contract result in typed columns); ``club_penalty`` the
procedural penalties on a pair's or team's total; ``player.handicap`` each
player's handicap in percentage points.

Revision ID: 0670
Revises: 0640 (0620 when written; re-chained after 0650, 0680, 0630 and 0640 on merging main)
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0670"
down_revision = "0640"
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)

#: A weight from 1 to 100; a contract's columns all filled (and in range) or all empty
#: (as in ``atout.store.club.ruling_models`` when this revision was written).
OUTCOME_CHECK = (
    "weight BETWEEN 1 AND 100 AND (level IS NULL AND strain IS NULL AND doubling IS NULL"
    " AND tricks IS NULL AND declarer IS NULL) OR (weight BETWEEN 1 AND 100"
    " AND level IS NOT NULL AND strain IS NOT NULL AND doubling IS NOT NULL"
    " AND tricks IS NOT NULL AND declarer IS NOT NULL AND level BETWEEN 1 AND 7"
    " AND tricks BETWEEN 0 AND 13)"
)
PENALTY_CHECK = "amount > 0 AND amount <= 100"


def upgrade() -> None:
    op.create_table(
        "club_assigned_outcome",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("club_session.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table", sa.Integer(), nullable=False),
        sa.Column("board", sa.Integer(), nullable=False),
        sa.Column("side", sa.String(2), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("weight", sa.Integer(), nullable=False),
        sa.Column("level", sa.Integer(), nullable=True),
        sa.Column("strain", sa.String(2), nullable=True),
        sa.Column("doubling", sa.String(2), nullable=True),
        sa.Column("tricks", sa.Integer(), nullable=True),
        sa.Column("declarer", sa.String(1), nullable=True),
        sa.Column("author", sa.String(100), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.UniqueConstraint(
            "session_id",
            "round",
            "table",
            "board",
            "side",
            "position",
            name="uq_club_assigned_outcome",
        ),
        sa.CheckConstraint(OUTCOME_CHECK, name="ck_club_assigned_outcome"),
    )
    op.create_index("ix_club_assigned_outcome_session_id", "club_assigned_outcome", ["session_id"])
    op.create_table(
        "club_penalty",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("club_session.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("competitor", sa.Integer(), nullable=False),
        sa.Column("amount", sa.Numeric(6, 2), nullable=False),
        sa.Column("unit", sa.String(4), nullable=False),
        sa.Column("reason", sa.String(200), nullable=False),
        sa.Column("author", sa.String(100), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.CheckConstraint(PENALTY_CHECK, name="ck_club_penalty_amount"),
    )
    op.create_index("ix_club_penalty_session_id", "club_penalty", ["session_id"])
    op.add_column("player", sa.Column("handicap", sa.Numeric(5, 2), nullable=True))


def downgrade() -> None:
    op.drop_column("player", "handicap")
    op.drop_index("ix_club_penalty_session_id", table_name="club_penalty")
    op.drop_table("club_penalty")
    op.drop_index("ix_club_assigned_outcome_session_id", table_name="club_assigned_outcome")
    op.drop_table("club_assigned_outcome")
