"""A real club evening: the players' register, pairs of two players, seeds, seasons, API tokens.

- ``player``: the club's register (a name, its case-folded ``name_key``, an
  optional licence number, unique);
- ``club_pair``: the two players of each pair of a pairs session;
- ``club_session`` gains ``seed`` (the secret seed its deals came from,
  ``atout.bridge.dealing``), ``season`` (the championship it counts for),
  ``movement_layout`` (the movement it was made from, with its bye stands)
  and ``roster_version`` (grows when the players change);
- ``director_token``: the SHA-256 of each director's API token.

The ``names`` of every existing pairs session (one text per pair, such as
``"Ana & Bo"``) become its pairs' players: each name is cut in two at the
first `` & ``, `` et ``, ``/``, `` - `` or `` – `` (else the whole text is the
first player), each player is found in the register by name or added, and the
session's ``names`` is emptied. A team session keeps its teams' names.
Sessions made before keep ``seed`` and ``movement_layout`` empty.

There is no downgrade.

Revision ID: 0301
Revises: 0201
Create Date: 2026-11-25
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

from atout.store.migrate import irreversible

revision = "0301"
down_revision = "0201"
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)
#: Where the text of a pair's names is cut in two.
_SEPARATOR = re.compile(r"\s+(?:&|et|and|-|–|—|/|\+)\s+|\s*[&/+]\s*", re.IGNORECASE)
#: The longest player's name (as atout.duplicate.players).
_NAME_LENGTH = 80


def upgrade() -> None:
    op.create_table(
        "player",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("name_key", sa.String(80), nullable=False, index=True),
        sa.Column("licence", sa.String(16), nullable=True, unique=True),
        sa.Column("created_at", _WHEN, nullable=False),
    )
    op.create_table(
        "club_pair",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("club_session.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("first_id", sa.Integer(), sa.ForeignKey("player.id"), nullable=True, index=True),
        sa.Column("second_id", sa.Integer(), sa.ForeignKey("player.id"), nullable=True, index=True),
        sa.UniqueConstraint("session_id", "number", name="uq_club_pair_number"),
    )
    op.create_table(
        "director_token",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column(
            "director_id",
            sa.Integer(),
            sa.ForeignKey("director.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("created_at", _WHEN, nullable=False),
    )
    op.add_column("club_session", sa.Column("movement_layout", sa.JSON(), nullable=True))
    op.add_column("club_session", sa.Column("seed", sa.String(128), nullable=True))
    op.add_column(
        "club_session", sa.Column("season", sa.String(100), nullable=False, server_default="")
    )
    op.create_index("ix_club_session_season", "club_session", ["season"])
    op.add_column(
        "club_session",
        sa.Column("roster_version", sa.Integer(), nullable=False, server_default="0"),
    )
    _players_from_names()


def downgrade() -> None:
    irreversible("0301")  # the old rows are not written back


def split_names(text: str) -> tuple[str, str]:
    """The two players' names a pair's text holds (the second empty when it holds one).

    >>> split_names("Ana & Bo"), split_names("Anne Martin – Éric Dubois"), split_names("Solo")
    (('Ana', 'Bo'), ('Anne Martin', 'Éric Dubois'), ('Solo', ''))
    """
    parts = _SEPARATOR.split(" ".join(text.split()), maxsplit=1)
    first = parts[0].strip()[:_NAME_LENGTH].strip()
    second = parts[1].strip()[:_NAME_LENGTH].strip() if len(parts) > 1 else ""
    if not first:
        return second, ""
    return first, second


def _players_from_names() -> None:
    sessions = sa.table(
        "club_session",
        sa.column("id"),
        sa.column("kind"),
        sa.column("names", sa.JSON()),
    )
    players = sa.table(
        "player",
        sa.column("id"),
        sa.column("name"),
        sa.column("name_key"),
        sa.column("licence"),
        sa.column("created_at"),
    )
    pairs = sa.table(
        "club_pair",
        sa.column("session_id"),
        sa.column("number"),
        sa.column("first_id"),
        sa.column("second_id"),
    )
    connection = op.get_bind()
    now = datetime.now(UTC)
    known: dict[str, int] = {}

    def player(name: str) -> int | None:
        if not name:
            return None
        key = name.casefold()
        if key not in known:
            row = sa.insert(players).values(name=name, name_key=key, licence=None, created_at=now)
            known[key] = int(connection.execute(row.returning(players.c.id)).scalar_one())
        return known[key]

    rows: list[Any] = list(
        connection.execute(
            sa.select(sessions.c.id, sessions.c.names)
            .where(sessions.c.kind == "pairs")
            .order_by(sessions.c.id)
        )
    )
    for session_id, names in rows:
        for number, text in sorted((names or {}).items(), key=lambda item: int(item[0])):
            first, second = split_names(str(text))
            ids = (player(first), player(second))
            if ids == (None, None):
                continue
            connection.execute(
                sa.insert(pairs).values(
                    session_id=session_id, number=int(number), first_id=ids[0], second_id=ids[1]
                )
            )
        connection.execute(sa.update(sessions).where(sessions.c.id == session_id).values(names={}))
