"""Club sessions: directors, their logins, sessions, tables and results.

Revision ID: 0101
Revises: 0001
Create Date: 2026-11-22
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0101"
down_revision = "0001"
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "director",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(100), nullable=False, unique=True),
        sa.Column("password_hash", sa.String(200), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
    )
    op.create_table(
        "director_login",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column(
            "director_id",
            sa.Integer(),
            sa.ForeignKey("director.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.Column("expires_at", _WHEN, nullable=False),
    )
    op.create_table(
        "club_session",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("plan", sa.JSON(), nullable=False),
        sa.Column("deals", sa.JSON(), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("director_id", sa.Integer(), sa.ForeignKey("director.id"), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
    )
    op.create_table(
        "club_table",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("club_session.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(32), nullable=False, unique=True),
        sa.UniqueConstraint("session_id", "number", name="uq_club_table_number"),
    )
    op.create_table(
        "club_result",
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
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("current", sa.Boolean(), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("author", sa.String(100), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.Column("confirmed_at", _WHEN, nullable=True),
        sa.Column("replaces_id", sa.Integer(), sa.ForeignKey("club_result.id"), nullable=True),
        sa.Column("stamp", sa.Integer(), nullable=False),
        sa.UniqueConstraint(
            "session_id", "round", "table", "board", "version", name="uq_club_result_version"
        ),
    )
    op.create_index("ix_club_result_session_current", "club_result", ["session_id", "current"])
    op.create_index("ix_club_result_session_stamp", "club_result", ["session_id", "stamp"])


def downgrade() -> None:
    op.drop_index("ix_club_result_session_stamp", table_name="club_result")
    op.drop_index("ix_club_result_session_current", table_name="club_result")
    for table in ("club_result", "club_table", "club_session", "director_login", "director"):
        op.drop_table(table)
