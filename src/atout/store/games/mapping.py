"""Domain values to typed columns and back: no notation is parsed on either way.

A game's rule options go to the rules table of its kind; an entry goes to
``bridge_deal`` (rubber, Chicago, series) or to ``tarot_donne`` and its
announcements. Reading builds the domain values from the columns with their
constructors (which check them as they always do).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from atout.bridge.chicago import ChicagoDeal, ChicagoRules
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.honours import Honours
from atout.bridge.rubber import RubberDeal, RubberRules, RubberStop
from atout.bridge.series import SeriesBoard
from atout.store.base import aware
from atout.store.games.records import (
    EntryRecord,
    GameEntry,
    GameKind,
    GameRecord,
    GameRules,
    RubberTerms,
)
from atout.tarot.contract import MisereShown, PoigneeShown
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules

#: A row's columns by name (a Core row's ``_mapping``).
Columns = dict[str, Any]
#: The ``tarot_donne`` columns: the :class:`Donne`'s fields of the same names (its
#: poignées and misères are announcement rows).
DONNE_COLUMNS = (
    "players",
    "contrat",
    "taker",
    "partner",
    "points",
    "bouts",
    "petit_au_bout",
    "chelem",
    "petit_chelem",
    "cards",
    "excuse",
)


# -- games and their rules ------------------------------------------------------------


def rules_columns(rules: GameRules) -> Columns:
    """The columns of a game's rules (empty for the series, which has none).

    >>> rules_columns(ChicagoRules())
    {'vulnerability': <ChicagoVulnerability.DEALER_VULNERABLE: 'dealer'>, 'honours': True}
    """
    if isinstance(rules, RubberTerms):
        return {
            "unfinished_partscore": rules.rules.unfinished_partscore,
            "fourth_undertrick_increase": rules.rules.fourth_undertrick_increase,
            "stake": rules.stake,
            "currency": rules.currency,
        }
    if isinstance(rules, ChicagoRules):
        return {"vulnerability": rules.vulnerability, "honours": rules.honours}
    if isinstance(rules, TarotRules):
        return {
            "preset": rules.name,
            "primes": rules.primes,
            "miseres": rules.miseres,
            "petit_chelem": rules.petit_chelem,
            "round_to_ten": rules.round_to_ten,
            "defence_chelem_bonus": rules.defence_chelem_bonus,
        }
    return {}


def game_rules(kind: GameKind, row: Any) -> GameRules:
    """The rules of a game of ``kind`` from the row of :data:`repo.SELECT_GAME` (rules joined)."""
    if kind is GameKind.RUBBER:
        rules = RubberRules(row.unfinished_partscore, row.fourth_undertrick_increase)
        return RubberTerms(rules, row.stake, row.currency)
    if kind is GameKind.CHICAGO:
        return ChicagoRules(row.vulnerability, row.honours)
    if kind is GameKind.TAROT:
        return TarotRules(
            name=row.preset,
            primes=row.primes,
            miseres=row.miseres,
            petit_chelem=row.petit_chelem,
            round_to_ten=row.round_to_ten,
            defence_chelem_bonus=row.defence_chelem_bonus,
        )
    return None


def game_record(row: Any) -> GameRecord:
    """The record of a game row joined with its rules."""
    return GameRecord(
        id=row.id,
        key=row.key,
        kind=row.kind,
        title=row.title,
        players=tuple(row.players),
        rules=game_rules(row.kind, row),
        author=row.author,
        created_at=aware(row.created_at),
        updated_at=aware(row.updated_at),
    )


# -- entries --------------------------------------------------------------------------


def _contract_columns(result: ContractResult) -> Columns:
    contract = result.contract
    if contract is None:
        return {"level": None, "strain": None, "doubling": None, "tricks": None}
    return {
        "level": contract.level,
        "strain": contract.strain,
        "doubling": contract.doubling,
        "tricks": result.tricks,
    }


def _honours_columns(honours: Honours | None) -> Columns:
    if honours is None:
        return {"honours_side": None, "honours_points": None}
    return {"honours_side": honours.side, "honours_points": honours.points}


def bridge_columns(deal: RubberDeal | RubberStop | ChicagoDeal | SeriesBoard) -> Columns:
    """The ``bridge_deal`` columns of a bridge entry (``entry_id`` aside).

    >>> columns = bridge_columns(SeriesBoard.parse("4 W 6NT="))
    >>> columns["board"], columns["declarer"], columns["level"], columns["tricks"]
    (4, <Seat.W: 'W'>, 6, 12)
    >>> bridge_columns(RubberStop())["stop"], bridge_columns(RubberDeal.parse("PASS"))["stop"]
    (True, False)
    """
    columns: Columns = {"side": None, "declarer": None, "board": None, "stop": False}
    if isinstance(deal, RubberStop):
        passed = _contract_columns(ContractResult(None))
        return {**columns, "stop": True, **passed, **_honours_columns(None)}
    columns |= _contract_columns(deal.result)
    if isinstance(deal, RubberDeal):
        return {**columns, "side": deal.side, **_honours_columns(deal.honours)}
    if isinstance(deal, ChicagoDeal):
        return {**columns, "declarer": deal.declarer, **_honours_columns(deal.honours)}
    return {**columns, "declarer": deal.declarer, "board": deal.board, **_honours_columns(None)}


def _result(row: Any) -> ContractResult:
    if row.level is None:
        return ContractResult(None)
    return ContractResult(Contract(row.level, row.strain, row.doubling), row.tricks)


def _honours(row: Any) -> Honours | None:
    return None if row.honours_side is None else Honours(row.honours_side, row.honours_points)


def bridge_entry(kind: GameKind, row: Any) -> RubberDeal | RubberStop | ChicagoDeal | SeriesBoard:
    """The bridge entry of a game of ``kind`` from its ``bridge_deal`` columns."""
    if kind is GameKind.RUBBER:
        return RubberStop() if row.stop else RubberDeal(row.side, _result(row), _honours(row))
    if kind is GameKind.CHICAGO:
        return ChicagoDeal(row.declarer, _result(row), _honours(row))
    return SeriesBoard(row.board, row.declarer, _result(row))


def tarot_columns(donne: Donne) -> tuple[Columns, list[Columns]]:
    """The ``tarot_donne`` columns and the ``tarot_announcement`` rows (``entry_id`` aside)."""
    columns = {name: getattr(donne, name) for name in DONNE_COLUMNS}
    shown: list[Columns] = [
        {"seat": p.seat, "poignee": p.poignee, "misere": None, "cards": p.cards}
        for p in donne.poignees
    ]
    shown += [
        {"seat": m.seat, "poignee": None, "misere": m.misere, "cards": None} for m in donne.miseres
    ]
    return columns, [{"number": number, **row} for number, row in enumerate(shown, 1)]


def tarot_entry(row: Any, announcements: Sequence[Any]) -> Donne:
    """The donne of its ``tarot_donne`` columns and its announcement rows (in order)."""
    return Donne(
        **{name: getattr(row, name) for name in DONNE_COLUMNS},
        poignees=tuple(
            PoigneeShown(a.seat, a.poignee, a.cards) for a in announcements if a.poignee is not None
        ),
        miseres=tuple(MisereShown(a.seat, a.misere) for a in announcements if a.misere is not None),
    )


def entry_record(row: Any, deal: GameEntry) -> EntryRecord:
    """The record of an entry row with the value entered."""
    return EntryRecord(
        id=row.id,
        game_id=row.game_id,
        position=row.position,
        deal=deal,
        author=row.author,
        created_at=aware(row.created_at),
        status=row.status,
        replaces_id=row.replaces_id,
        idempotency_key=row.idempotency_key,
    )
