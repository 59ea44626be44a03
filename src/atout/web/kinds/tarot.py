"""Tarot at the table: 3 to 5 players, a deal form, running totals and a chart."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from atout.errors import AtoutError
from atout.store.mapping import tarot_donne, tarot_rules
from atout.store.records import GameRecord
from atout.tarot.contract import Contrat
from atout.tarot.rules import TarotRules
from atout.tarot.score import score
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
    notation: str
    taker: str
    contract: str
    won: bool
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TarotSheetView:
    """The tarot sheet: players, rules, every deal with the running totals."""

    players: tuple[str, ...]
    preset: str
    round_to_ten: bool
    miseres: bool
    petit_chelem: bool
    deals: tuple[TarotDealRow, ...]
    totals: tuple[int, ...]


def field_errors(error: AtoutError) -> dict[str, str]:
    """A domain refusal split into messages per form field (``""`` for the rest)."""
    errors: dict[str, str] = {}
    for message in str(error).split("; "):
        head = message.partition(":")[0].strip()
        field = _MESSAGE_FIELDS.get(head, "")
        errors[field] = f"{errors[field]}; {message}" if field in errors else message
    return errors


def _deal_rows(
    game: GameRecord, rules: TarotRules, entries: Sequence[Mapping[str, Any]]
) -> tuple[TarotDealRow, ...]:
    count = len(game.players)
    rows: list[TarotDealRow] = []
    totals = (0,) * count
    for number, payload in enumerate(entries, 1):
        try:
            result = score(tarot_donne(payload, count), rules)
        except AtoutError as error:
            raise FormError(field_errors(error)) from None
        totals = tuple(itertools.starmap(int.__add__, zip(totals, result.scores, strict=True)))
        donne = result.donne
        rows.append(
            TarotDealRow(
                number=number,
                notation=str(donne),
                taker=game.players[donne.taker - 1],
                contract=donne.contrat.value,
                won=result.won,
                scores=result.scores,
                totals=totals,
            )
        )
    return tuple(rows)


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
        """Every deal with each player's score and the running totals."""
        rules = tarot_rules(game.options)
        rows = _deal_rows(game, rules, entries)
        return TarotSheetView(
            players=game.players,
            preset=rules.name,
            round_to_ten=rules.round_to_ten,
            miseres=rules.miseres,
            petit_chelem=rules.petit_chelem,
            deals=rows,
            totals=rows[-1].totals if rows else (0,) * len(game.players),
        )
