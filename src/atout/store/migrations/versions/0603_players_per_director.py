"""Players belong to the director who made them: ``player.director_id``.

The register was one list for the whole database: a player found again by his
licence number took the name a director had just typed, in every session of
every director, and every director saw every licence number. From here a
player belongs to a director; each director's register is theirs alone, and a
licence number is unique within it (``uq_player_director_licence``), no longer
in the whole database.

Existing sessions keep their players. A player goes to the director of the
first session he played in (the lowest session number); a player another
director's sessions named too gets a copy in that director's register (same
name, licence number and date), and those sessions' pairs name the copy. A
player named in no session goes to the first director (the administrator made
by the setup page).

SQLite cannot drop the old UNIQUE of ``licence`` without rebuilding the table,
and ``player`` is the parent of ``club_pair``: both are built anew beside the
old ones (the pairs pointing at the new players), the old ones dropped, the new
ones renamed (SQLite then rewrites ``club_pair``'s references), under
``foreign_keys=ON`` throughout. PostgreSQL alters ``player`` in place.

There is no downgrade: the copies are not merged back.

Revision ID: 0603
Revises: 0602
Create Date: 2026-11-27
"""

from __future__ import annotations

from typing import Any, NamedTuple

import sqlalchemy as sa
from alembic import op

from atout.store.migrate import irreversible

revision = "0603"
down_revision = "0602"
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)
_PLAYER_COLUMNS = ("id", "name", "name_key", "licence")
_PLAYER = sa.table(
    "player", *(sa.column(c) for c in _PLAYER_COLUMNS), sa.column("created_at", _WHEN)
)
_PAIR = sa.table(
    "club_pair", *(sa.column(c) for c in ("id", "session_id", "number", "first_id", "second_id"))
)
_SESSION = sa.table("club_session", sa.column("id"), sa.column("director_id"))
_DIRECTOR = sa.table("director", sa.column("id"))


class _Plan(NamedTuple):
    """Who owns each player, the copies to make, and each pair's players afterwards.

    (A named tuple: a dataclass needs its module in ``sys.modules``, which a
    migration's is not.)
    """

    owner: dict[int, int]
    #: (player, director): a copy of the player for that director.
    copies: list[tuple[int, int]]
    #: Each pair's row: (id, session, number, first, second, its session's director).
    pairs: list[tuple[int, int, int, int | None, int | None, int]]


def _plan(connection: sa.Connection) -> tuple[_Plan, list[Any]]:
    players = connection.execute(sa.select(_PLAYER).order_by(_PLAYER.c.id)).all()
    query = (
        sa.select(*_PAIR.c, _SESSION.c.director_id)
        .join(_SESSION, _SESSION.c.id == _PAIR.c.session_id)
        .order_by(_SESSION.c.id, _PAIR.c.number)
    )
    plan = _Plan({}, [], [tuple(row) for row in connection.execute(query)])
    users: dict[int, list[int]] = {}
    for *_, first, second, director in plan.pairs:
        for named in (first, second):
            if named is not None and director not in users.setdefault(named, []):
                users[named].append(director)
    first_director = connection.scalar(sa.select(sa.func.min(_DIRECTOR.c.id)))
    for player in players:
        directors = users.get(player.id) or ([] if first_director is None else [first_director])
        if directors:  # (no director at all: no session either, and the player goes)
            plan.owner[player.id] = directors[0]
            plan.copies.extend((player.id, director) for director in directors[1:])
    return plan, list(players)


def _owned(plan: _Plan, players: list[Any]) -> list[Any]:
    """The players that get an owner (all of them once a director exists)."""
    return [p for p in players if p.id in plan.owner]


def _add_copies(
    connection: sa.Connection, table: sa.TableClause, plan: _Plan, players: list[Any]
) -> dict[tuple[int, int], int]:
    """Insert each copy in ``table``; the new number of each (player, director)."""
    by_id = {p.id: p for p in players}
    made = {}
    for player_id, director in plan.copies:
        source = by_id[player_id]
        row = {c: getattr(source, c) for c in ("name", "name_key", "licence", "created_at")}
        added = sa.insert(table).values(director_id=director, **row).returning(table.c.id)
        made[(player_id, director)] = int(connection.execute(added).scalar_one())
    return made


def _repointed(
    plan: _Plan, made: dict[tuple[int, int], int]
) -> list[tuple[int, int, int, int | None, int | None]]:
    """Each pair's row with its players as its session's director owns them."""

    def mine(player: int | None, director: int) -> int | None:
        return None if player is None else made.get((player, director), player)

    return [
        (pair_id, session, number, mine(first, director), mine(second, director))
        for pair_id, session, number, first, second, director in plan.pairs
    ]


def _player_columns() -> list[sa.Column[Any]]:
    return [
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("name_key", sa.String(80), nullable=False),
        sa.Column("licence", sa.String(16), nullable=True),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.Column("director_id", sa.Integer(), sa.ForeignKey("director.id"), nullable=False),
    ]


def _sqlite(connection: sa.Connection, plan: _Plan, players: list[Any]) -> None:
    new_players = op.create_table("player_0603", *_player_columns())
    owned = [
        {
            **{c: getattr(p, c) for c in (*_PLAYER_COLUMNS, "created_at")},
            "director_id": plan.owner[p.id],
        }
        for p in _owned(plan, players)
    ]
    if owned:
        connection.execute(sa.insert(new_players), owned)  # one statement, every row
    made = _add_copies(connection, new_players, plan, _owned(plan, players))
    new_pairs = op.create_table(
        "club_pair_0603",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("club_session.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("first_id", sa.Integer(), sa.ForeignKey("player_0603.id"), nullable=True),
        sa.Column("second_id", sa.Integer(), sa.ForeignKey("player_0603.id"), nullable=True),
        sa.UniqueConstraint("session_id", "number", name="uq_club_pair_number"),
    )
    columns = ("id", "session_id", "number", "first_id", "second_id")
    pairs = [dict(zip(columns, row, strict=True)) for row in _repointed(plan, made)]
    if pairs:
        connection.execute(sa.insert(new_pairs), pairs)
    op.drop_table("club_pair")
    op.drop_table("player")
    op.rename_table("player_0603", "player")
    op.rename_table("club_pair_0603", "club_pair")
    op.create_index("ix_club_pair_first_id", "club_pair", ["first_id"])
    op.create_index("ix_club_pair_second_id", "club_pair", ["second_id"])
    op.create_index("ix_player_name_key", "player", ["name_key"])


def _postgresql(connection: sa.Connection, plan: _Plan, players: list[Any]) -> None:
    op.add_column(
        "player",
        sa.Column("director_id", sa.Integer(), sa.ForeignKey("director.id"), nullable=True),
    )
    for unique in sa.inspect(connection).get_unique_constraints("player"):
        if unique["column_names"] == ["licence"] and unique["name"]:
            op.drop_constraint(unique["name"], "player", type_="unique")
    player = sa.table(
        "player",
        *(sa.column(c) for c in _PLAYER_COLUMNS),
        sa.column("created_at", _WHEN),
        sa.column("director_id"),
    )
    gone = [p.id for p in players if p.id not in plan.owner]
    if gone:
        connection.execute(sa.delete(player).where(player.c.id.in_(gone)))
    owned = sa.update(player).where(player.c.id == sa.bindparam("player_id"))
    owners = [{"player_id": p, "owner": d} for p, d in plan.owner.items()]
    if owners:
        connection.execute(owned.values(director_id=sa.bindparam("owner")), owners)
    made = _add_copies(connection, player, plan, _owned(plan, players))
    moved = sa.update(_PAIR).where(_PAIR.c.id == sa.bindparam("pair_id"))
    changed = [
        {"pair_id": new[0], "first": new[3], "second": new[4]}
        for old, new in zip(plan.pairs, _repointed(plan, made), strict=True)
        if old[3:5] != new[3:5]
    ]
    if changed:
        values: dict[str, Any] = {
            "first_id": sa.bindparam("first"),
            "second_id": sa.bindparam("second"),
        }
        connection.execute(moved.values(**values), changed)
    op.alter_column("player", "director_id", nullable=False)


def upgrade() -> None:
    connection = op.get_bind()
    plan, players = _plan(connection)
    if connection.dialect.name == "sqlite":
        _sqlite(connection, plan, players)
    else:
        _postgresql(connection, plan, players)
    op.create_index("ix_player_director_id", "player", ["director_id"])
    op.create_index("uq_player_director_licence", "player", ["director_id", "licence"], unique=True)


def downgrade() -> None:
    irreversible("0603")  # the copies are not merged back
