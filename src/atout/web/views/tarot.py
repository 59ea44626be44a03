"""Tarot at the table: 3 to 5 players, a deal form, running totals and a chart."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from atout.errors import AtoutError
from atout.store.mapping import tarot_donne, tarot_rules
from atout.store.records import GameRecord
from atout.tarot.contract import Contrat
from atout.tarot.deal import Donne
from atout.tarot.session import DealLine, Session
from atout.tarot.stats import PlayerStats
from atout.web.kinds.base import FormError, NewGame

CONTRACTS = tuple(contrat.value for contrat in Contrat)
PRESETS = ("classic", "fft")
#: Form fields a deal may carry, besides ``poignee_<seat>`` and ``misere_<seat>``.
DEAL_FIELDS = (
    "contract",
    "taker",
    "partner",
    "points",
    "bouts",
    "cards",
    "excuse",
    "petit_au_bout",
    "chelem",
    "petit_chelem",
)
#: The field a domain message is about (its first word), for the message to sit by it.
_MESSAGE_FIELDS = {
    "contract": "contract",
    "taker": "taker",
    "partner": "partner",
    "points": "points",
    "bouts": "bouts",
    "cards": "cards",
    "poignee": "poignees",
    "misere": "poignees",
    "chelem": "chelem",
    "petit chelem": "petit_chelem",
}


@dataclass(frozen=True, slots=True)
class TarotDealRow:
    """One deal in the running table: what was entered, each seat's score and totals."""

    number: int
    dealer: str
    notation: str
    taker: str
    taker_seat: int
    contract: str
    won: bool
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ContractStats:
    """How often a player took one contract and made it."""

    contract: str
    taken: int
    won: int
    success_rate: float | None


@dataclass(frozen=True, slots=True)
class PlayerStatsView:
    """One player's figures over the game (from :meth:`atout.tarot.session.Session.statistics`)."""

    name: str
    total: int
    taken: int
    won: int
    success_rate: float | None
    called: int
    by_contract: tuple[ContractStats, ...]
    best: tuple[int, int] | None
    worst: tuple[int, int] | None


@dataclass(frozen=True, slots=True)
class TarotSheetView:
    """The tarot sheet: players, rules, every deal with the running totals, statistics."""

    players: tuple[str, ...]
    preset: str
    round_to_ten: bool
    miseres: bool
    petit_chelem: bool
    deals: tuple[TarotDealRow, ...]
    totals: tuple[int, ...]
    statistics: tuple[PlayerStatsView, ...]
    next_dealer: str


_DEAL_PREFIX = re.compile(r"^deal \d+: ")


def field_errors(error: AtoutError) -> dict[str, str]:
    """A domain refusal split into messages per form field (``""`` for the rest).

    >>> field_errors(AtoutError("deal 3: points: 95 is not valid: use 0 to 91"))
    {'points': 'points: 95 is not valid: use 0 to 91'}
    """
    errors: dict[str, str] = {}
    for message in _DEAL_PREFIX.sub("", str(error)).split("; "):
        head = message.partition(":")[0].strip()
        field = _MESSAGE_FIELDS.get(head, "")
        errors[field] = f"{errors[field]}; {message}" if field in errors else message
    return errors


@functools.lru_cache(maxsize=8192)
def _donne(fields: tuple[tuple[str, Any], ...], players: int) -> Donne:
    """The deal of a stored payload (payloads are read again at every change: parse once)."""
    return tarot_donne(dict(fields), players)


def _session(game: GameRecord, entries: Sequence[Mapping[str, Any]]) -> Session:
    count = len(game.players)
    try:
        donnes = [_donne(tuple(sorted(payload.items())), count) for payload in entries]
        return Session.replay(game.players, donnes, tarot_rules(game.options))
    except AtoutError as error:
        raise FormError(field_errors(error)) from None


def _row(session: Session, line: DealLine) -> TarotDealRow:
    donne = line.entry
    assert isinstance(donne, Donne) and line.score is not None  # the form enters no passes
    return TarotDealRow(
        number=line.number,
        dealer=session.players[line.dealer - 1],
        notation=str(donne),
        taker=session.players[donne.taker - 1],
        taker_seat=donne.taker,
        contract=donne.contrat.value,
        won=line.score.won,
        scores=line.scores,
        totals=line.totals,
    )


def _stats(stats: PlayerStats) -> PlayerStatsView:
    return PlayerStatsView(
        name=stats.name,
        total=stats.total,
        taken=stats.taken,
        won=stats.won,
        success_rate=stats.success_rate,
        called=stats.called,
        by_contract=tuple(
            ContractStats(r.contrat.value, r.taken, r.won, r.success_rate)
            for r in stats.by_contract
        ),
        best=None if stats.best is None else (stats.best.number, stats.best.score),
        worst=None if stats.worst is None else (stats.worst.number, stats.worst.score),
    )


class TarotKind:
    """French tarot at 3, 4 or 5 players (RULES §7), preset ``classic`` or ``fft``."""

    name = "tarot"
    template = "tarot.html"
    new_template = "new_tarot.html"

    def new_game(self, form: Mapping[str, str]) -> NewGame:
        """Title, 3 to 5 player names, the preset and the rounding option."""
        names = tuple(
            name for name in (form.get(f"player_{n}", "").strip() for n in range(1, 6)) if name
        )
        errors: dict[str, str] = {}
        if not 3 <= len(names) <= 5:
            errors["players"] = "Give the names of 3, 4 or 5 players"
        elif len(set(names)) != len(names):
            errors["players"] = "Give each player a different name"
        preset = form.get("preset", "classic")
        if preset not in PRESETS:
            errors["preset"] = "Choose the rules: classic or FFT"
        if errors:
            raise FormError(errors)
        options = {"preset": preset, "round_to_ten": form.get("round_to_ten") == "on"}
        title = form.get("title", "").strip() or "Tarot"
        return NewGame(title[:200], tuple(n[:100] for n in names), options)

    def entry_payload(self, form: Mapping[str, str], game: GameRecord) -> dict[str, Any]:
        """The deal as typed: the non-empty deal fields (checked with the sheet)."""
        errors: dict[str, str] = {}
        if form.get("contract", "") not in CONTRACTS:
            errors["contract"] = "Choose the contract"
        if not form.get("taker", "").strip():
            errors["taker"] = "Choose the taker"
        if len(game.players) == 5 and not form.get("partner", "").strip():
            errors["partner"] = "Choose the called partner (or the taker alone)"
        if not form.get("cards", "").strip():
            if not form.get("points", "").strip():
                errors["points"] = "Give the points of the taker's camp (or its cards)"
            if not form.get("bouts", "").strip():
                errors["bouts"] = "Give the number of bouts of the taker's camp"
        if errors:
            raise FormError(errors)
        seats = range(1, len(game.players) + 1)
        names = [*DEAL_FIELDS, *(f"poignee_{s}" for s in seats), *(f"misere_{s}" for s in seats)]
        return {name: form[name].strip() for name in names if form.get(name, "").strip()}

    def form_values(self, payload: Mapping[str, Any]) -> dict[str, str]:
        """The deal form filled with a stored deal (it is stored as its form fields)."""
        return {key: "" if value is None else str(value) for key, value in payload.items()}

    def sheet(self, game: GameRecord, entries: Sequence[Mapping[str, Any]]) -> TarotSheetView:
        """Every deal with each player's score, the running totals and the statistics."""
        session = _session(game, entries)
        rules = session.rules
        return TarotSheetView(
            players=game.players,
            preset=rules.name,
            round_to_ten=rules.round_to_ten,
            miseres=rules.miseres,
            petit_chelem=rules.petit_chelem,
            deals=tuple(_row(session, line) for line in session.lines),
            totals=session.totals,
            statistics=tuple(_stats(stats) for stats in session.statistics()),
            next_dealer=game.players[session.next_dealer - 1],
        )
