"""The double-dummy analysis of each board of a club session, kept in the store.

- ``club_board_analysis``: one row per board of a session, written waiting
  when the session's deals exist and filled by the background analysis: the
  20 cells of the double-dummy table (``n_c`` … ``w_nt``: declarer, strain;
  tricks 0 to 13), the par score from N-S's side, when it was claimed (a
  lease) and when it was analysed. A CHECK constraint lets a row be waiting
  (no figure) or analysed (every figure), nothing in between.
- ``club_par_contract``: the par contracts of an analysed board, in order:
  the declarer (a seat, or ``NS``/``EW`` when both partners make the same),
  the contract and the tricks.

Existing sessions get no rows here: a server queues them when it starts, and
analyses them newest first in the background (docs/analysis.md).

Revision ID: 0401
Revises: 0302
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0401"
down_revision = "0302"
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)
#: The cells as atout.store.club.models.DD_COLUMNS names them (written out: a revision
#: does not follow later code).
_CELLS = tuple(f"{seat}_{strain}" for seat in "nesw" for strain in ("c", "d", "h", "s", "nt"))


def _all(test: str) -> str:
    return " AND ".join(f"{cell} {test}" for cell in _CELLS)


def upgrade() -> None:
    op.create_table(
        "club_board_analysis",
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("club_session.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("board", sa.Integer(), primary_key=True),
        sa.Column("claimed_at", _WHEN, nullable=True),
        sa.Column("analysed_at", _WHEN, nullable=True),
        sa.Column("par_score", sa.Integer(), nullable=True),
        *(sa.Column(cell, sa.SmallInteger(), nullable=True) for cell in _CELLS),
        sa.CheckConstraint(
            f"(analysed_at IS NULL AND par_score IS NULL AND {_all('IS NULL')})"
            " OR (analysed_at IS NOT NULL AND par_score IS NOT NULL"
            f" AND {_all('BETWEEN 0 AND 13')})",
            name="ck_club_board_analysis_done",
        ),
    )
    op.create_index(
        "ix_club_board_analysis_waiting", "club_board_analysis", ["analysed_at", "session_id"]
    )
    op.create_table(
        "club_par_contract",
        sa.Column("session_id", sa.Integer(), primary_key=True),
        sa.Column("board", sa.Integer(), primary_key=True),
        sa.Column("position", sa.Integer(), primary_key=True),
        sa.Column("declarer", sa.String(2), nullable=False),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.Column("strain", sa.String(2), nullable=False),
        sa.Column("doubling", sa.String(2), nullable=False),
        sa.Column("tricks", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id", "board"],
            ["club_board_analysis.session_id", "club_board_analysis.board"],
            ondelete="CASCADE",
        ),
        sa.CheckConstraint(
            "level BETWEEN 1 AND 7 AND tricks BETWEEN 0 AND 13", name="ck_club_par_contract"
        ),
    )


def downgrade() -> None:
    op.drop_table("club_par_contract")
    op.drop_index("ix_club_board_analysis_waiting", table_name="club_board_analysis")
    op.drop_table("club_board_analysis")
