"""A table's entry carries the key its phone sent it with: ``post_key``.

A phone that lost the network keeps what the table typed and sends it again
when the network is back (``static/offline.js``), with the same idempotency key:
the entry found under that key is the one stored, never a second one.
``club_result.post_key`` and ``tarot_tournament_donne.post_key`` (at most 64
characters, ``NULL`` for an entry sent without one: the director's, older ones)
are unique within their session or evening.

Revision ID: 0610
Revises: 0603
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0610"
down_revision = "0603"
branch_labels = None
depends_on = None

#: Each table of entries, its room's column and the name of its key's index.
_TABLES = (
    ("club_result", "session_id", "uq_club_result_post_key"),
    ("tarot_tournament_donne", "tournament_id", "uq_tarot_donne_post_key"),
)


def upgrade() -> None:
    for table, room, index in _TABLES:
        op.add_column(table, sa.Column("post_key", sa.String(64), nullable=True))
        op.create_index(index, table, [room, "post_key"], unique=True)


def downgrade() -> None:
    for table, _, index in _TABLES:
        op.drop_index(index, table_name=table)
        op.drop_column(table, "post_key")
