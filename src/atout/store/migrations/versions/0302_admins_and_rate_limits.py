"""Directors own their sessions (an admin sees all), and the rate limits live in the database.

``director.admin``: an administrator of the club may see and change every
director's sessions and evenings; any other director only their own. The
first director (the lowest id: the one made by the setup page) becomes an
administrator, so that an existing club keeps one.

``rate_failure``: one row per failure counted by a rate limit (a wrong table
code, a wrong password), with its key and when; every server process and
host on the same database counts the same failures (docs/deployment.md).

Revision ID: 0302
Revises: 0301
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0302"
down_revision = "0301"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN (no batch copy of the table on SQLite: dropping the old
    # ``director`` under foreign_keys=ON would cascade to its sign-ins and sessions).
    op.add_column(
        "director", sa.Column("admin", sa.Boolean(), nullable=False, server_default=sa.false())
    )
    director = sa.table("director", sa.column("id", sa.Integer()), sa.column("admin", sa.Boolean()))
    first = sa.select(sa.func.min(director.c.id)).scalar_subquery()
    op.execute(director.update().where(director.c.id == first).values(admin=True))
    op.create_table(
        "rate_failure",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("key", sa.String(200), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_rate_failure_key_at", "rate_failure", ["key", "at"])
    op.create_index("ix_rate_failure_at", "rate_failure", ["at"])


def downgrade() -> None:
    op.drop_index("ix_rate_failure_at", table_name="rate_failure")
    op.drop_index("ix_rate_failure_key_at", table_name="rate_failure")
    op.drop_table("rate_failure")
    op.drop_column("director", "admin")
