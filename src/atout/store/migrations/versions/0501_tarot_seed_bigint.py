"""A tarot evening's seed takes its whole range: 0 to 10**18 - 1, a 64-bit integer.

``tarot_tournament.seed`` was a 32-bit ``INTEGER`` on PostgreSQL: a seed above
2**31 - 1 (which the form accepts) could not be stored. It becomes ``BIGINT``.
SQLite's ``INTEGER`` already holds 64 bits: nothing changes there.

Revision ID: 0501
Revises: 0401
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0501"
down_revision = "0401"
branch_labels = None
depends_on = None


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.alter_column("tarot_tournament", "seed", type_=sa.BigInteger(), existing_nullable=False)


def downgrade() -> None:
    # A seed above 2**31 - 1 cannot go back: PostgreSQL refuses, and the database stays.
    if op.get_bind().dialect.name == "postgresql":
        op.alter_column("tarot_tournament", "seed", type_=sa.Integer(), existing_nullable=False)
