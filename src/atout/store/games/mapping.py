"""Rows become values here: ORM rows to records (and records to domain values)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from atout.bridge.chicago import ChicagoDeal, ChicagoRules, ChicagoVulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.honours import Honours
from atout.bridge.rubber import UNFINISHED_PARTSCORE_LAWS, RubberDeal, RubberRules
from atout.bridge.seats import Seat, Side
from atout.bridge.series import SeriesBoard
from atout.store.models import EntryRow, GameRow
from atout.store.records import EntryRecord, GameRecord
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules


def _aware(moment: datetime) -> datetime:
    """SQLite gives back naive datetimes: they were stored in UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def game_record(row: GameRow) -> GameRecord:
    """The frozen record of a game row."""
    return GameRecord(
        id=row.id,
        kind=row.kind,
        title=row.title,
        players=tuple(row.players),
        options=dict(row.options),
        author=row.author,
        created_at=_aware(row.created_at),
        updated_at=_aware(row.updated_at),
    )


def entry_record(row: EntryRow) -> EntryRecord:
    """The frozen record of an entry row."""
    return EntryRecord(
        id=row.id,
        game_id=row.game_id,
        position=row.position,
        payload=dict(row.payload),
        author=row.author,
        created_at=_aware(row.created_at),
        status=row.status,
        replaces_id=row.replaces_id,
        idempotency_key=row.idempotency_key,
    )


def rubber_rules(options: Mapping[str, Any]) -> RubberRules:
    """The rubber rule options stored with a game."""
    return RubberRules(
        unfinished_partscore=int(options.get("unfinished_partscore", UNFINISHED_PARTSCORE_LAWS)),
        fourth_undertrick_increase=bool(options.get("fourth_undertrick_increase", True)),
    )


def rubber_deal(payload: Mapping[str, Any]) -> RubberDeal:
    """The rubber deal stored as ``{"side", "result", "honours"}``.

    >>> rubber_deal({"side": "NS", "result": "3CX+1", "honours": "EW 100"})
    RubberDeal.parse('NS 3CX+1 honours EW 100')
    >>> rubber_deal({"side": None, "result": "PASS", "honours": None})
    RubberDeal.parse('PASS')
    """
    side = payload.get("side")
    result = ContractResult.parse(str(payload["result"])) if side else ContractResult(None)
    honours = payload.get("honours")
    return RubberDeal(
        Side.parse(side) if side else None,
        result,
        Honours.parse(honours) if honours else None,
    )


#: The tarot deal-form fields written in the deal notation, with their notation key.
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


def tarot_rules(options: Mapping[str, Any]) -> TarotRules:
    """The tarot rules stored with a game: a preset and the rounding option."""
    rules = TarotRules.preset(str(options.get("preset", "classic")))
    return replace(rules, round_to_ten=bool(options.get("round_to_ten", False)))


def tarot_donne(payload: Mapping[str, Any], players: int) -> Donne:
    """The tarot deal stored as its form fields (``poignee_<seat>``, ``misere_<seat>``).

    >>> tarot_donne({"contract": "garde", "taker": "1", "points": "43", "bouts": "2"}, 4)
    Donne.parse('garde taker=1 points=43 bouts=2', players=4)
    """
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


def chicago_rules(options: Mapping[str, Any]) -> ChicagoRules:
    """The Chicago rule options stored with a game (RULES §4).

    >>> chicago_rules({"vulnerability": "non-dealer", "honours": False}).vulnerability.value
    'non-dealer'
    """
    vulnerability = str(options.get("vulnerability", ChicagoVulnerability.DEALER_VULNERABLE.value))
    return ChicagoRules(
        vulnerability=ChicagoVulnerability(vulnerability),
        honours=bool(options.get("honours", True)),
    )


def chicago_deal(payload: Mapping[str, Any]) -> ChicagoDeal:
    """The Chicago deal stored as ``{"declarer", "result", "honours"}``.

    >>> chicago_deal({"declarer": "S", "result": "2H+1", "honours": "NS 100"})
    ChicagoDeal.parse('S 2H+1 honours NS 100')
    >>> chicago_deal({"declarer": None, "result": "PASS", "honours": None})
    ChicagoDeal.parse('PASS')
    """
    declarer = payload.get("declarer")
    result = ContractResult.parse(str(payload["result"])) if declarer else ContractResult(None)
    honours = payload.get("honours")
    return ChicagoDeal(
        Seat.parse(declarer) if declarer else None,
        result,
        Honours.parse(honours) if honours else None,
    )


def series_board(payload: Mapping[str, Any]) -> SeriesBoard:
    """The board of a series stored as ``{"board", "declarer", "result"}``.

    >>> series_board({"board": 4, "declarer": "W", "result": "6NT="})
    SeriesBoard.parse('4 W 6NT=')
    >>> series_board({"board": 2, "declarer": None, "result": "PASS"})
    SeriesBoard.parse('2 PASS')
    """
    declarer = payload.get("declarer")
    result = ContractResult.parse(str(payload["result"])) if declarer else ContractResult(None)
    return SeriesBoard(int(payload["board"]), Seat.parse(declarer) if declarer else None, result)
