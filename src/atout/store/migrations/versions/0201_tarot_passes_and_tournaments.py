"""Tarot: passed deals on the score sheet, and the tarot club's tournaments.

``tarot_passe`` flags an entry of a tarot game as a passed deal (*donne
passée*, :class:`atout.tarot.deal.Passe`): the entry has no ``tarot_donne``
row, whose columns (contract, taker, points…) a played deal fills and a
passed one has not. (Making those columns nullable would need SQLite to copy
``tarot_donne``, and dropping the original under ``foreign_keys=ON`` would
delete every poignée through ``ON DELETE CASCADE``.)

``tarot_tournament``, ``tarot_tournament_table``, ``tarot_tournament_donne``
and ``tarot_tournament_announcement`` hold the tarot evenings: plan, names,
rules, table codes and each table's deals, one row per version (see
``atout.store.tarot_club.models``). Nothing existing changes.

Revision ID: 0201
Revises: 0103
Create Date: 2026-11-24
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0201"
down_revision = "0103"
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)
PASSED_CHECK = (
    "(passed AND players IS NULL AND contrat IS NULL AND taker IS NULL AND points IS NULL"
    " AND bouts IS NULL AND partner IS NULL AND cards IS NULL)"
    " OR (NOT passed AND players IS NOT NULL AND contrat IS NOT NULL AND taker IS NOT NULL"
    " AND points IS NOT NULL AND bouts IS NOT NULL)"
)


def upgrade() -> None:
    op.create_table(
        "tarot_passe",
        sa.Column(
            "entry_id",
            sa.Integer(),
            sa.ForeignKey("entry.id", ondelete="CASCADE"),
            primary_key=True,
        ),
    )
    op.create_table(
        "tarot_tournament",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("season", sa.String(100), nullable=False, index=True),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.Column("plan", sa.JSON(), nullable=False),
        sa.Column("preset", sa.String(16), nullable=False),
        sa.Column("round_to_ten", sa.Boolean(), nullable=False),
        sa.Column("five", sa.String(12), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("director_id", sa.Integer(), sa.ForeignKey("director.id"), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
    )
    op.create_table(
        "tarot_tournament_table",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "tournament_id",
            sa.Integer(),
            sa.ForeignKey("tarot_tournament.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(32), nullable=False, unique=True),
        sa.UniqueConstraint("tournament_id", "number", name="uq_tarot_tournament_table_number"),
    )
    op.create_table(
        "tarot_tournament_donne",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "tournament_id",
            sa.Integer(),
            sa.ForeignKey("tarot_tournament.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table", sa.Integer(), nullable=False),
        sa.Column("deal", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("current", sa.Boolean(), nullable=False),
        sa.Column("passed", sa.Boolean(), nullable=False),
        sa.Column("players", sa.SmallInteger()),
        sa.Column("contrat", sa.String(12)),
        sa.Column("taker", sa.SmallInteger()),
        sa.Column("partner", sa.SmallInteger()),
        sa.Column("points", sa.Float()),
        sa.Column("bouts", sa.SmallInteger()),
        sa.Column("petit_au_bout", sa.String(8)),
        sa.Column("chelem", sa.String(16)),
        sa.Column("petit_chelem", sa.String(16)),
        sa.Column("cards", sa.LargeBinary(78)),
        sa.Column("excuse", sa.String(4), nullable=False),
        sa.Column("entered_by", sa.SmallInteger(), nullable=False),
        sa.Column("confirmed_by", sa.SmallInteger()),
        sa.Column("author", sa.String(100), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.Column("confirmed_at", _WHEN),
        sa.Column("replaces_id", sa.Integer(), sa.ForeignKey("tarot_tournament_donne.id")),
        sa.Column("stamp", sa.Integer(), nullable=False),
        sa.UniqueConstraint(
            "tournament_id", "round", "table", "deal", "version", name="uq_tarot_donne_version"
        ),
        sa.CheckConstraint(PASSED_CHECK, name="ck_tarot_tournament_donne_passed"),
    )
    op.create_index(
        "ix_tarot_donne_tournament_stamp", "tarot_tournament_donne", ["tournament_id", "stamp"]
    )
    op.create_table(
        "tarot_tournament_announcement",
        sa.Column(
            "donne_id",
            sa.Integer(),
            sa.ForeignKey("tarot_tournament_donne.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("number", sa.SmallInteger(), primary_key=True),
        sa.Column("seat", sa.SmallInteger(), nullable=False),
        sa.Column("poignee", sa.String(8)),
        sa.Column("misere", sa.String(8)),
        sa.Column("cards", sa.LargeBinary(78)),
    )


def downgrade() -> None:
    for table in (
        "tarot_tournament_announcement",
        "tarot_tournament_donne",
        "tarot_tournament_table",
        "tarot_tournament",
        "tarot_passe",
    ):
        op.drop_table(table)
