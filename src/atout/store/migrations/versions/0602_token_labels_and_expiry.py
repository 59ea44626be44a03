"""Directors' API tokens get a label, an optional end and the time they were last used.

``director_token`` gains ``label`` (unique among a director's tokens: the
``uq_director_token_label`` index), ``expires_at`` (NULL: never) and
``last_used_at`` (NULL: never used). Existing tokens keep working, never
expire, and are labelled ``token-1``, ``token-2``… per director, oldest first,
so that ``atout director revoke NAME LABEL`` can name each.

The label is added with an empty default so that SQLite can add it ``NOT NULL``
without rebuilding the table; PostgreSQL drops the default once every row has
its label.

Revision ID: 0602
Revises: 0601
Create Date: 2026-11-27
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0602"
down_revision = "0601"
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.add_column(
        "director_token", sa.Column("label", sa.String(60), nullable=False, server_default="")
    )
    op.add_column("director_token", sa.Column("expires_at", _WHEN, nullable=True))
    op.add_column("director_token", sa.Column("last_used_at", _WHEN, nullable=True))
    token = sa.table(
        "director_token",
        sa.column("token_hash", sa.String(64)),
        sa.column("director_id", sa.Integer()),
        sa.column("created_at", _WHEN),
        sa.column("label", sa.String(60)),
    )
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(token.c.token_hash, token.c.director_id).order_by(
            token.c.director_id, token.c.created_at, token.c.token_hash
        )
    ).all()
    counts: dict[int, int] = {}
    labelled = sa.update(token).where(token.c.token_hash == sa.bindparam("hash"))
    for token_hash, director_id in rows:
        counts[director_id] = counts.get(director_id, 0) + 1
        connection.execute(
            labelled.values(label=sa.bindparam("new_label")),
            {"hash": token_hash, "new_label": f"token-{counts[director_id]}"},
        )
    if connection.dialect.name == "postgresql":
        op.alter_column("director_token", "label", server_default=None)
    op.create_index(
        "uq_director_token_label", "director_token", ["director_id", "label"], unique=True
    )


def downgrade() -> None:
    op.drop_index("uq_director_token_label", table_name="director_token")
    op.drop_column("director_token", "last_used_at")
    op.drop_column("director_token", "expires_at")
    op.drop_column("director_token", "label")
