"""Club results and sessions typed from form to row.

Before, a table's result was a JSON ``club_result.payload`` (``{"contract":
"4SX", "declarer": "W", "tricks": 9, "lead": "SK"}``, ``{"contract": "PASS"}``
or ``{"adjusted": "A+/A-"}``) and a session's creation options a JSON
``club_session.options`` (``{"movement": …, "pairs": 6}``). This revision
gives the result its typed columns (``outcome``, ``level``, ``strain``,
``doubling``, ``tricks``, ``declarer``, ``lead_suit``, ``lead_rank``,
``adjusted_ns``, ``adjusted_ew``; enum columns hold the enums' values) with
the CHECK constraint ``ck_club_result_outcome``, and the session its
``movement`` and ``entrants`` columns. Every stored payload is read with the
domain exactly as ``atout.store.club_scoring.table_result`` read it (the copy
below), every options document as the pages read it; then ``payload`` and
``options`` are dropped. A payload the domain cannot read stops the
migration with its row's number (nothing is changed then).

SQLite cannot add a table's CHECK constraint to an existing table, so there
``club_result`` is rebuilt: renamed, created anew, filled in id order,
the old one dropped. Not with Alembic's batch mode: SQLite runs with
``foreign_keys=ON``, and dropping the original table under the copy would
break the copy's ``replaces_id`` references. ``club_session``, the parent of
the tables and results (``ON DELETE CASCADE``), is never copied: its column
goes with ``ALTER TABLE … DROP COLUMN`` (SQLite 3.35 or later).

There is no downgrade: the old payloads are not written back.

Revision ID: 0103
Revises: 0102 (0102, the free-play games' revision, once both are merged)
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import sqlalchemy as sa
from alembic import op

from atout.bridge.cards import Card
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.seats import Seat
from atout.duplicate.matchpoints import AdjustedScore, Artificial
from atout.duplicate.table_result import TableResult
from atout.errors import AtoutError, InvalidDealError
from atout.store.migrate import irreversible

revision = "0103"
down_revision = "0102"
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)

#: Each outcome fills its own columns and leaves the others empty (as in the model).
OUTCOME_CHECK = (
    "(outcome = 'played' AND level IS NOT NULL AND strain IS NOT NULL"
    " AND doubling IS NOT NULL AND tricks IS NOT NULL AND declarer IS NOT NULL"
    " AND level BETWEEN 1 AND 7 AND tricks BETWEEN 0 AND 13"
    " AND (lead_suit IS NULL) = (lead_rank IS NULL)"
    " AND adjusted_ns IS NULL AND adjusted_ew IS NULL)"
    " OR (outcome = 'passed' AND level IS NULL AND strain IS NULL AND doubling IS NULL"
    " AND tricks IS NULL AND declarer IS NULL AND lead_suit IS NULL AND lead_rank IS NULL"
    " AND adjusted_ns IS NULL AND adjusted_ew IS NULL)"
    " OR (outcome = 'artificial' AND level IS NULL AND strain IS NULL AND doubling IS NULL"
    " AND tricks IS NULL AND declarer IS NULL AND lead_suit IS NULL AND lead_rank IS NULL"
    " AND adjusted_ns IS NOT NULL AND adjusted_ew IS NOT NULL)"
)


def _typed_columns(outcome_null: bool = True) -> list[sa.Column[Any]]:
    """The result's new columns, nullable (``outcome`` is NOT NULL once filled)."""
    return [
        sa.Column("outcome", sa.String(10), nullable=outcome_null),
        sa.Column("level", sa.Integer(), nullable=True),
        sa.Column("strain", sa.String(2), nullable=True),
        sa.Column("doubling", sa.String(2), nullable=True),
        sa.Column("tricks", sa.Integer(), nullable=True),
        sa.Column("declarer", sa.String(1), nullable=True),
        sa.Column("lead_suit", sa.String(1), nullable=True),
        sa.Column("lead_rank", sa.String(1), nullable=True),
        sa.Column("adjusted_ns", sa.String(2), nullable=True),
        sa.Column("adjusted_ew", sa.String(2), nullable=True),
    ]


def table_result(payload: Mapping[str, Any]) -> TableResult:
    """A payload read as ``atout.store.club_scoring.table_result`` read it (revision 0101)."""
    adjusted = payload.get("adjusted")
    if adjusted:
        ns, _, ew = str(adjusted).partition("/")
        artificial = AdjustedScore(Artificial.parse(ns), Artificial.parse(ew or ns))
        return TableResult.artificial(artificial)
    text = str(payload.get("contract") or "")
    if text.upper() == "PASS":
        return TableResult.passed()
    result = ContractResult(Contract.parse(text), int(payload["tricks"]))
    lead = payload.get("lead")
    return TableResult.played(
        result, Seat.parse(str(payload["declarer"])), Card.parse(str(lead)) if lead else None
    )


def typed_values(result: TableResult) -> dict[str, Any]:
    """The new columns' values for ``result`` (enum values as stored)."""
    values: dict[str, Any] = {column.name: None for column in _typed_columns()}
    if result.adjusted is not None:
        values["outcome"] = "artificial"
        values["adjusted_ns"] = result.adjusted.ns.value
        values["adjusted_ew"] = result.adjusted.ew.value
        return values
    contract = result.contract
    if contract is None:
        values["outcome"] = "passed"
        return values
    assert result.result is not None and result.declarer is not None
    values |= {
        "outcome": "played",
        "level": contract.level,
        "strain": contract.strain.value,
        "doubling": contract.doubling.value,
        "tricks": result.result.tricks,
        "declarer": result.declarer.value,
    }
    if result.lead is not None:
        values["lead_suit"] = result.lead.suit.value
        values["lead_rank"] = result.lead.rank.value
    return values


def _converted(row_id: int, payload: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return typed_values(table_result(payload))
    except (AtoutError, KeyError, TypeError, ValueError) as error:
        raise InvalidDealError(
            f"club_result row {row_id}: the payload {dict(payload)!r} cannot be read: {error}"
        ) from None


def upgrade() -> None:
    converted = _payloads()  # first: a payload that cannot be read stops before any change
    _sessions()
    if op.get_bind().dialect.name == "sqlite":
        _results_rebuilt(dict(converted))
    else:
        _results_altered(converted)


def downgrade() -> None:
    irreversible("0103")  # the old rows are not written back


def _sessions() -> None:
    """``options`` becomes ``movement`` and ``entrants`` (pairs or teams)."""
    op.add_column(
        "club_session", sa.Column("movement", sa.String(200), nullable=False, server_default="")
    )
    op.add_column(
        "club_session", sa.Column("entrants", sa.Integer(), nullable=False, server_default="0")
    )
    sessions = sa.table(
        "club_session",
        sa.column("id", sa.Integer()),
        sa.column("options", sa.JSON()),
        sa.column("plan", sa.JSON()),
        sa.column("movement", sa.String()),
        sa.column("entrants", sa.Integer()),
    )
    bind = op.get_bind()
    found = bind.execute(sa.select(sessions.c.id, sessions.c.options, sessions.c.plan)).all()
    for row_id, options, plan in found:
        options = options or {}
        pairs = {p for s in plan or () for p in (s["ns"], s["ew"])}
        entrants = options.get("pairs") or options.get("teams") or len(pairs)
        bind.execute(
            sa.update(sessions)
            .where(sessions.c.id == row_id)
            .values(movement=str(options.get("movement", ""))[:200], entrants=int(entrants))
        )
    op.execute("ALTER TABLE club_session DROP COLUMN options")


def _payloads() -> list[tuple[int, dict[str, Any]]]:
    results = sa.table(
        "club_result", sa.column("id", sa.Integer()), sa.column("payload", sa.JSON())
    )
    query = sa.select(results.c.id, results.c.payload).order_by(results.c.id)
    return [
        (row_id, _converted(row_id, payload)) for row_id, payload in op.get_bind().execute(query)
    ]


def _results_altered(converted: list[tuple[int, dict[str, Any]]]) -> None:
    """PostgreSQL: add the columns, fill them, add the constraint, drop ``payload``."""
    for column in _typed_columns():
        op.add_column("club_result", column)
    typed = (sa.column(column.name, column.type) for column in _typed_columns())
    results = sa.table("club_result", sa.column("id", sa.Integer()), *typed)
    if converted:
        op.get_bind().execute(
            sa.update(results).where(results.c.id == sa.bindparam("row_id")),
            [{"row_id": row_id, **values} for row_id, values in converted],
        )
    op.alter_column("club_result", "outcome", nullable=False)
    op.create_check_constraint("ck_club_result_outcome", "club_result", OUTCOME_CHECK)
    op.execute("ALTER TABLE club_result DROP COLUMN payload")


#: The columns ``club_result`` keeps (revision 0101), with their types.
_KEPT: tuple[tuple[str, sa.types.TypeEngine[Any]], ...] = (
    ("id", sa.Integer()),
    ("session_id", sa.Integer()),
    ("round", sa.Integer()),
    ("table", sa.Integer()),
    ("board", sa.Integer()),
    ("version", sa.Integer()),
    ("current", sa.Boolean()),
    ("author", sa.String(100)),
    ("created_at", _WHEN),
    ("confirmed_at", _WHEN),
    ("replaces_id", sa.Integer()),
    ("stamp", sa.Integer()),
)


def _results_rebuilt(converted: dict[int, dict[str, Any]]) -> None:
    """SQLite: the table made again with its constraint, the rows copied in id order."""
    op.drop_index("ix_club_result_session_stamp", table_name="club_result")
    op.drop_index("ix_club_result_session_current", table_name="club_result")
    op.rename_table("club_result", "club_result_0101")
    old = sa.table("club_result_0101", *(sa.column(name, kind) for name, kind in _KEPT))
    rows = op.get_bind().execute(sa.select(old).order_by(old.c.id)).mappings().all()
    new = op.create_table(
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
        *_typed_columns(outcome_null=False),
        sa.Column("author", sa.String(100), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.Column("confirmed_at", _WHEN, nullable=True),
        sa.Column("replaces_id", sa.Integer(), sa.ForeignKey("club_result.id"), nullable=True),
        sa.Column("stamp", sa.Integer(), nullable=False),
        sa.UniqueConstraint(
            "session_id", "round", "table", "board", "version", name="uq_club_result_version"
        ),
        sa.CheckConstraint(OUTCOME_CHECK, name="ck_club_result_outcome"),
    )
    assert new is not None
    if rows:
        op.get_bind().execute(sa.insert(new), [{**row, **converted[row["id"]]} for row in rows])
    op.drop_table("club_result_0101")
    op.create_index("ix_club_result_session_current", "club_result", ["session_id", "current"])
    op.create_index("ix_club_result_session_stamp", "club_result", ["session_id", "stamp"])
