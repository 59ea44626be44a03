"""Free-play games typed from form to row: rules and entries in typed columns.

Before, a game's rule options were a JSON ``game.options`` and an entry a JSON
``entry.payload`` (the deal form's fields, read again at every sheet). This
revision creates the rules tables (``rubber_rules``, ``chicago_rules``,
``tarot_rules``) and the deal tables (``bridge_deal``, ``tarot_donne``,
``tarot_announcement``), reads every stored game and entry with the domain
exactly as the old ``atout.store.mapping`` did, writes their columns, and drops
``game.options`` and ``entry.payload``. A payload the domain cannot read stops
the migration with its entry's number (nothing is changed then).

The columns are dropped with ``ALTER TABLE … DROP COLUMN`` (SQLite 3.35 or
later), not by copying the tables as Alembic's batch mode does: SQLite runs
with ``foreign_keys=ON``, and dropping the old ``game`` table would delete
every entry through ``ON DELETE CASCADE``.

There is no downgrade: the old payloads are not written back.

Revision ID: 0102
Revises: 0101
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from decimal import Decimal
from typing import Any

import sqlalchemy as sa
from alembic import op

from atout.bridge.chicago import ChicagoDeal, ChicagoRules, ChicagoVulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.honours import Honours
from atout.bridge.rubber import UNFINISHED_PARTSCORE_LAWS, RubberDeal, RubberRules
from atout.bridge.seats import Seat, Side
from atout.bridge.series import SeriesBoard
from atout.errors import AtoutError, InvalidDealError
from atout.store.migrate import irreversible
from atout.tarot.cards import Suit, TarotCard
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules

revision = "0102"
down_revision = "0101"
branch_labels = None
depends_on = None


def _game_id() -> sa.Column[int]:
    return sa.Column("game_id", sa.Integer(), _cascade("game.id"), primary_key=True)


def _entry_id() -> sa.Column[int]:
    return sa.Column("entry_id", sa.Integer(), _cascade("entry.id"), primary_key=True)


def _cascade(target: str) -> sa.ForeignKey:
    return sa.ForeignKey(target, ondelete="CASCADE")


def _create_tables() -> None:
    op.create_table(
        "rubber_rules",
        _game_id(),
        sa.Column("unfinished_partscore", sa.Integer(), nullable=False),
        sa.Column("fourth_undertrick_increase", sa.Boolean(), nullable=False),
        sa.Column("stake", sa.String(32), nullable=False),
        sa.Column("currency", sa.String(3), nullable=False),
    )
    op.create_table(
        "chicago_rules",
        _game_id(),
        sa.Column("vulnerability", sa.String(10), nullable=False),
        sa.Column("honours", sa.Boolean(), nullable=False),
    )
    op.create_table(
        "tarot_rules",
        _game_id(),
        sa.Column("preset", sa.String(16), nullable=False),
        sa.Column("primes", sa.String(10), nullable=False),
        sa.Column("miseres", sa.Boolean(), nullable=False),
        sa.Column("petit_chelem", sa.Boolean(), nullable=False),
        sa.Column("round_to_ten", sa.Boolean(), nullable=False),
        sa.Column("defence_chelem_bonus", sa.Integer(), nullable=False),
    )
    op.create_table(
        "bridge_deal",
        _entry_id(),
        sa.Column("side", sa.String(2)),
        sa.Column("declarer", sa.String(1)),
        sa.Column("board", sa.Integer()),
        sa.Column("level", sa.Integer()),
        sa.Column("strain", sa.String(2)),
        sa.Column("doubling", sa.String(2)),
        sa.Column("tricks", sa.Integer()),
        sa.Column("honours_side", sa.String(2)),
        sa.Column("honours_points", sa.Integer()),
        sa.Column("stop", sa.Boolean(), nullable=False),
    )
    op.create_table(
        "tarot_donne",
        _entry_id(),
        sa.Column("players", sa.SmallInteger(), nullable=False),
        sa.Column("contrat", sa.String(12), nullable=False),
        sa.Column("taker", sa.SmallInteger(), nullable=False),
        sa.Column("partner", sa.SmallInteger()),
        sa.Column("points", sa.Float(), nullable=False),
        sa.Column("bouts", sa.SmallInteger(), nullable=False),
        sa.Column("petit_au_bout", sa.String(8)),
        sa.Column("chelem", sa.String(16)),
        sa.Column("petit_chelem", sa.String(16)),
        sa.Column("cards", sa.LargeBinary(78)),
        sa.Column("excuse", sa.String(4), nullable=False),
    )
    op.create_table(
        "tarot_announcement",
        sa.Column("entry_id", sa.Integer(), _cascade("tarot_donne.entry_id"), primary_key=True),
        sa.Column("number", sa.SmallInteger(), primary_key=True),
        sa.Column("seat", sa.SmallInteger(), nullable=False),
        sa.Column("poignee", sa.String(8)),
        sa.Column("misere", sa.String(8)),
        sa.Column("cards", sa.LargeBinary(78)),
    )


# -- the old JSON, read as the old atout.store.mapping read it ---------------------------


def _rubber_deal(payload: Mapping[str, Any]) -> RubberDeal:
    side = payload.get("side")
    result = ContractResult.parse(str(payload["result"])) if side else ContractResult(None)
    honours = payload.get("honours")
    return RubberDeal(
        Side.parse(side) if side else None, result, Honours.parse(honours) if honours else None
    )


def _chicago_deal(payload: Mapping[str, Any]) -> ChicagoDeal:
    declarer = payload.get("declarer")
    result = ContractResult.parse(str(payload["result"])) if declarer else ContractResult(None)
    honours = payload.get("honours")
    return ChicagoDeal(
        Seat.parse(declarer) if declarer else None,
        result,
        Honours.parse(honours) if honours else None,
    )


def _series_board(payload: Mapping[str, Any]) -> SeriesBoard:
    declarer = payload.get("declarer")
    result = ContractResult.parse(str(payload["result"])) if declarer else ContractResult(None)
    return SeriesBoard(int(payload["board"]), Seat.parse(declarer) if declarer else None, result)


_TAROT_KEYS = (
    ("taker", "taker"),
    ("partner", "partner"),
    ("points", "points"),
    ("bouts", "bouts"),
    ("cards", "cards"),
    ("excuse", "excuse"),
    ("petit_au_bout", "petit-au-bout"),
    ("chelem", "chelem"),
    ("petit_chelem", "petit-chelem"),
)


def _tarot_donne(payload: Mapping[str, Any], players: int) -> Donne:
    words = [str(payload.get("contract") or "")]
    for field, key in _TAROT_KEYS:
        value = str(payload.get(field) or "").strip()
        if value:
            words.append(f"{key}={value.replace(' ', '')}")
    for seat in range(1, players + 1):
        if payload.get(f"poignee_{seat}"):
            words.append(f"poignee={seat}:{payload[f'poignee_{seat}']}")
        if payload.get(f"misere_{seat}"):
            words.append(f"misere={seat}:{payload[f'misere_{seat}']}")
    return Donne.parse(" ".join(words), players)


# -- the new columns ----------------------------------------------------------------------


def _value(member: Any) -> Any:
    return None if member is None else member.value


_SUIT_CODES: dict[Suit | None, int] = {None: 0, Suit.SPADES: 1, Suit.HEARTS: 2}
_SUIT_CODES |= {Suit.DIAMONDS: 3, Suit.CLUBS: 4}


def _pile(cards: tuple[TarotCard, ...] | None) -> bytes | None:
    """One byte per card: 32 × its suit (0 for trumps and the excuse) + its rank."""
    return None if cards is None else bytes(_SUIT_CODES[c.suit] * 32 + c.rank for c in cards)


def _rules(kind: str, options: Mapping[str, Any]) -> tuple[str, dict[str, Any]] | None:
    if kind == "rubber":
        rules = RubberRules(
            unfinished_partscore=int(
                options.get("unfinished_partscore", UNFINISHED_PARTSCORE_LAWS)
            ),
            fourth_undertrick_increase=bool(options.get("fourth_undertrick_increase", True)),
        )
        return "rubber_rules", {
            "unfinished_partscore": rules.unfinished_partscore,
            "fourth_undertrick_increase": rules.fourth_undertrick_increase,
            "stake": str(Decimal(str(options.get("stake", "0")))),
            "currency": str(options.get("currency", "EUR")),
        }
    if kind == "chicago":
        vulnerability = options.get("vulnerability", ChicagoVulnerability.DEALER_VULNERABLE.value)
        chicago = ChicagoRules(
            ChicagoVulnerability(str(vulnerability)), bool(options.get("honours", True))
        )
        return "chicago_rules", {
            "vulnerability": chicago.vulnerability.value,
            "honours": chicago.honours,
        }
    if kind == "tarot":
        tarot = TarotRules.preset(str(options.get("preset", "classic")))
        tarot = replace(tarot, round_to_ten=bool(options.get("round_to_ten", False)))
        return "tarot_rules", {
            "preset": tarot.name,
            "primes": tarot.primes.value,
            "miseres": tarot.miseres,
            "petit_chelem": tarot.petit_chelem,
            "round_to_ten": tarot.round_to_ten,
            "defence_chelem_bonus": tarot.defence_chelem_bonus,
        }
    return None


def _bridge_row(kind: str, payload: Mapping[str, Any]) -> dict[str, Any]:
    row: dict[str, Any] = {"side": None, "declarer": None, "board": None, "stop": False}
    row |= {"honours_side": None, "honours_points": None}
    if kind == "rubber" and payload.get("stop"):
        return {
            **row,
            "stop": True,
            "level": None,
            "strain": None,
            "doubling": None,
            "tricks": None,
        }
    honours: Honours | None = None
    if kind == "rubber":
        rubber = _rubber_deal(payload)
        row["side"], result, honours = _value(rubber.side), rubber.result, rubber.honours
    elif kind == "chicago":
        chicago = _chicago_deal(payload)
        row["declarer"], result, honours = _value(chicago.declarer), chicago.result, chicago.honours
    else:
        board = _series_board(payload)
        row["declarer"], row["board"], result = _value(board.declarer), board.board, board.result
    contract = result.contract
    row |= {
        "level": None if contract is None else contract.level,
        "strain": None if contract is None else contract.strain.value,
        "doubling": None if contract is None else contract.doubling.value,
        "tricks": None if contract is None else result.tricks,
    }
    if honours is not None:
        row |= {"honours_side": honours.side.value, "honours_points": honours.points}
    return row


def _tarot_rows(entry_id: int, donne: Donne) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    row = {
        "entry_id": entry_id,
        "players": donne.players,
        "contrat": donne.contrat.value,
        "taker": donne.taker,
        "partner": donne.partner,
        "points": donne.points,
        "bouts": donne.bouts,
        "petit_au_bout": _value(donne.petit_au_bout),
        "chelem": _value(donne.chelem),
        "petit_chelem": _value(donne.petit_chelem),
        "cards": _pile(donne.cards),
        "excuse": donne.excuse.value,
    }
    shown: list[tuple[int, str | None, str | None, bytes | None]] = [
        (p.seat, p.poignee.value, None, _pile(p.cards)) for p in donne.poignees
    ]
    shown += [(m.seat, None, m.misere.value, None) for m in donne.miseres]
    announcements = [
        {"entry_id": entry_id, "number": n, "seat": seat, "poignee": p, "misere": m, "cards": c}
        for n, (seat, p, m, c) in enumerate(shown, 1)
    ]
    return row, announcements


def _converted(bind: sa.Connection) -> dict[str, list[dict[str, Any]]]:
    """The rows of the new tables, by table, from the games and entries stored."""
    game = sa.table(
        "game",
        sa.column("id"),
        sa.column("kind"),
        sa.column("players", sa.JSON),
        sa.column("options", sa.JSON),
    )
    entry = sa.table("entry", sa.column("id"), sa.column("game_id"), sa.column("payload", sa.JSON))
    games = {row.id: row for row in bind.execute(sa.select(game))}
    tables: dict[str, list[dict[str, Any]]] = {
        "rubber_rules": [],
        "chicago_rules": [],
        "tarot_rules": [],
        "bridge_deal": [],
        "tarot_donne": [],
        "tarot_announcement": [],
    }
    for game_id, row in games.items():
        found = _rules(row.kind, row.options or {})
        if found is not None:
            tables[found[0]].append({"game_id": game_id, **found[1]})
    for row in bind.execute(sa.select(entry).order_by(entry.c.id)):
        kind, players = games[row.game_id].kind, games[row.game_id].players
        try:
            if kind == "tarot":
                donne, shown = _tarot_rows(row.id, _tarot_donne(row.payload, len(players)))
                tables["tarot_donne"].append(donne)
                tables["tarot_announcement"] += shown
            else:
                tables["bridge_deal"].append({"entry_id": row.id, **_bridge_row(kind, row.payload)})
        except (AtoutError, KeyError, TypeError, ValueError) as error:
            raise InvalidDealError(
                f"entry {row.id} of game {row.game_id} ({kind}): {row.payload!r} "
                f"cannot be read: {error}"
            ) from error
    return tables


def upgrade() -> None:
    bind = op.get_bind()
    tables = _converted(bind)
    _create_tables()
    for name, rows in tables.items():  # in order: tarot_donne before its announcements
        if rows:
            bind.execute(sa.table(name, *(sa.column(c) for c in rows[0])).insert(), rows)
    op.drop_column("entry", "payload")
    op.drop_column("game", "options")


def downgrade() -> None:
    irreversible("0102")  # the old rows are not written back
