"""Rubber bridge at the table: deals typed in a form, sheets drawn like the paper one."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from atout.bridge.rubber import Place, RubberRules, RubberSheet, score_rubber
from atout.bridge.seats import Side
from atout.store.mapping import rubber_deal, rubber_rules
from atout.store.records import GameRecord
from atout.web.kinds.base import FormError, NewGame
from atout.web.kinds.bridge_form import honours_field, result_form_values, result_notation


@dataclass(frozen=True, slots=True)
class Figure:
    """One figure written in a column, with the number of the deal that scored it."""

    points: int
    deal: int | None
    kind: str


@dataclass(frozen=True, slots=True)
class GameBlock:
    """The below-the-line figures of one game, then its line (if the game is over)."""

    nous: tuple[Figure, ...]
    eux: tuple[Figure, ...]
    closed: bool


@dataclass(frozen=True, slots=True)
class RubberView:
    """One rubber drawn like the paper sheet: Nous (NS) and Eux (EW)."""

    number: int
    above_nous: tuple[Figure, ...]
    above_eux: tuple[Figure, ...]
    games: tuple[GameBlock, ...]
    total_nous: int
    total_eux: int
    vulnerable_nous: bool
    vulnerable_eux: bool
    finished: bool
    stopped: bool
    winner: str | None
    difference: int
    settlement: int
    money: str
    deals: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RubberSheetView:
    """Every rubber of the game, the current one last."""

    rubbers: tuple[RubberView, ...]
    stake: str
    currency: str
    can_stop: bool


def _figures(sheet: RubberSheet, side: Side, place: Place, game: int | None) -> tuple[Figure, ...]:
    return tuple(
        Figure(e.points, e.deal, e.kind.value)
        for e in sheet.entries
        if e.side is side and e.place is place and (game is None or e.game == game)
    )


def _view(number: int, sheet: RubberSheet, stake: Decimal) -> RubberView:
    played = len(sheet.game_winners) + (0 if sheet.finished else 1)
    games = tuple(
        GameBlock(
            _figures(sheet, Side.NS, Place.BELOW, game),
            _figures(sheet, Side.EW, Place.BELOW, game),
            game <= len(sheet.game_winners),
        )
        for game in range(1, played + 1)
    )
    winner = sheet.winner
    return RubberView(
        number=number,
        above_nous=_figures(sheet, Side.NS, Place.ABOVE, None),
        above_eux=_figures(sheet, Side.EW, Place.ABOVE, None),
        games=games,
        total_nous=sheet.total(Side.NS),
        total_eux=sheet.total(Side.EW),
        vulnerable_nous=sheet.vulnerable(Side.NS),
        vulnerable_eux=sheet.vulnerable(Side.EW),
        finished=sheet.finished,
        stopped=sheet.stopped,
        winner=None if winner is None else winner.value,
        difference=sheet.difference,
        settlement=sheet.settlement,
        money=str(sheet.money(stake)),
        deals=tuple(str(deal) for deal in sheet.deals),
    )


def rubber_sheets(rules: RubberRules, entries: Sequence[Mapping[str, Any]]) -> list[RubberSheet]:
    """The rubbers of a game: a new one starts after a rubber ends or is stopped."""
    sheets: list[RubberSheet] = []
    current = score_rubber((), rules)
    for payload in entries:
        if current.finished or current.stopped:
            sheets.append(current)
            current = score_rubber((), rules)
        if payload.get("stop"):
            current = score_rubber(current.deals, rules, stopped=True)
        else:
            current = current.add(rubber_deal(payload))
    sheets.append(current)
    return sheets


def _stake(text: str) -> Decimal:
    try:
        stake = Decimal(text.replace(",", ".").strip() or "0")
    except InvalidOperation:
        raise FormError({"stake": "Write the stake per hundred as a number, e.g. 0.20"}) from None
    if stake < 0:
        raise FormError({"stake": "The stake cannot be negative"})
    return stake


class RubberKind:
    """Rubber bridge ("partie libre"), RULES §3."""

    name = "rubber"
    template = "rubber.html"
    new_template = "new_rubber.html"

    def new_game(self, form: Mapping[str, str]) -> NewGame:
        """Title, the four players (optional) and the rule options of the game."""
        stake = _stake(form.get("stake", "0"))
        partscore = form.get("unfinished_partscore", "100")
        if partscore not in ("100", "50"):
            raise FormError({"unfinished_partscore": "Choose 100 or 50"})
        players = tuple(form.get(seat, "").strip() for seat in ("north", "east", "south", "west"))
        options = {
            "unfinished_partscore": int(partscore),
            "fourth_undertrick_increase": form.get("fourth_undertrick_increase") == "on",
            "stake": str(stake),
            "currency": "EUR",
        }
        title = form.get("title", "").strip() or "Rubber"
        return NewGame(title[:200], players, options)

    def entry_payload(self, form: Mapping[str, str], game: GameRecord) -> dict[str, Any]:
        """The deal as typed: ``{"side", "result", "honours"}``, or a stop of the rubber."""
        if form.get("action") == "stop":
            return {"stop": True}
        side = form.get("side", "")
        if side == "PASS":
            return {"side": None, "result": "PASS", "honours": None}
        errors: dict[str, str] = {}
        if side not in ("NS", "EW"):
            errors["side"] = "Choose the declaring side"
        result = result_notation(form, errors)
        honours = honours_field(form, errors)
        if errors:
            raise FormError(errors)
        return {"side": side, "result": result, "honours": honours}

    def form_values(self, payload: Mapping[str, Any]) -> dict[str, str]:
        """The deal form filled with a stored deal, to correct it."""
        if payload.get("stop"):
            return {}
        if not payload.get("side"):
            return {"side": "PASS"}
        return {
            "side": str(payload["side"]),
            **result_form_values(str(payload["result"])),
            "honours": str(payload.get("honours") or ""),
        }

    def sheet(self, game: GameRecord, entries: Sequence[Mapping[str, Any]]) -> RubberSheetView:
        """Every rubber of the game, drawn from the entries."""
        sheets = rubber_sheets(rubber_rules(game.options), entries)
        stake = Decimal(game.options.get("stake", "0"))
        current = sheets[-1]
        return RubberSheetView(
            rubbers=tuple(_view(n, sheet, stake) for n, sheet in enumerate(sheets, 1)),
            stake=str(stake),
            currency=str(game.options.get("currency", "EUR")),
            can_stop=bool(current.deals) and not (current.finished or current.stopped),
        )
