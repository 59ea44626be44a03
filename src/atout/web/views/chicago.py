"""Chicago at the table (RULES §4): sets of four deals, dealer and vulnerability shown."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from atout.bridge.chicago import (
    SET_LENGTH,
    ChicagoDealScore,
    ChicagoVulnerability,
    chicago_dealer,
    chicago_vulnerability,
    score_chicago,
)
from atout.bridge.seats import Side
from atout.errors import AtoutError
from atout.store.mapping import chicago_deal, chicago_rules
from atout.store.records import GameRecord
from atout.web.kinds.base import FormError, NewGame
from atout.web.kinds.bridge_form import (
    SEATS,
    honours_field,
    result_form_values,
    result_notation,
)

VULNERABILITY_CONVENTIONS = tuple(v.value for v in ChicagoVulnerability)


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One item a side scored on a deal (trick points, game, honours…)."""

    side: str
    kind: str
    points: int
    detail: str


@dataclass(frozen=True, slots=True)
class ChicagoDealRow:
    """One deal of the sheet: where it falls in its set, dealer, vulnerability, points."""

    number: int
    position: int
    dealer: str
    vulnerability: str
    deal: str
    declarer: str | None
    result: str
    redealt: bool
    ns: int
    ew: int
    lines: tuple[ScoreLine, ...]


@dataclass(frozen=True, slots=True)
class ChicagoSetView:
    """A set of four deals (the last one may be under way) and what each side scored in it."""

    number: int
    deals: tuple[ChicagoDealRow, ...]
    total_ns: int
    total_ew: int
    complete: bool


@dataclass(frozen=True, slots=True)
class NextDeal:
    """The deal to be played next: its place in the set, its dealer and vulnerability."""

    set_number: int
    position: int
    dealer: str
    vulnerability: str


@dataclass(frozen=True, slots=True)
class ChicagoSheetView:
    """The Chicago sheet: rule options, every set with its deals, totals and the next deal."""

    vulnerability: str
    honours: bool
    sets: tuple[ChicagoSetView, ...]
    total_ns: int
    total_ew: int
    next: NextDeal


def _row(scored: ChicagoDealScore) -> ChicagoDealRow:
    return ChicagoDealRow(
        number=scored.number,
        position=scored.position,
        dealer=scored.dealer.value,
        vulnerability=scored.vulnerability.value,
        deal=str(scored.deal),
        declarer=None if scored.deal.declarer is None else scored.deal.declarer.value,
        result=str(scored.deal.result),
        redealt=scored.redealt,
        ns=scored.points(Side.NS),
        ew=scored.points(Side.EW),
        lines=tuple(
            ScoreLine(line.side.value, line.kind.value, line.points, line.detail)
            for line in scored.lines
        ),
    )


def _sets(deals: Sequence[ChicagoDealScore], played: int) -> tuple[ChicagoSetView, ...]:
    numbers = sorted({deal.set_number for deal in deals})
    views = []
    for number in numbers:
        in_set = [deal for deal in deals if deal.set_number == number]
        views.append(
            ChicagoSetView(
                number=number,
                deals=tuple(_row(deal) for deal in in_set),
                total_ns=sum(deal.points(Side.NS) for deal in in_set),
                total_ew=sum(deal.points(Side.EW) for deal in in_set),
                complete=played >= number * SET_LENGTH,
            )
        )
    return tuple(views)


def _payload_error(number: int, error: AtoutError) -> FormError:
    message = f"deal {number}: {error}"
    field = "honours" if "honours" in str(error) else ""
    return FormError({field: message})


class ChicagoKind:
    """Chicago (RULES §4): four deals a set, the vulnerability convention and honours as options."""

    name = "chicago"
    template = "chicago.html"
    new_template = "new_chicago.html"

    def new_game(self, form: Mapping[str, str]) -> NewGame:
        """Title, the four players (optional), the vulnerability of deals 2-3 and honours."""
        vulnerability = form.get("vulnerability", ChicagoVulnerability.DEALER_VULNERABLE.value)
        if vulnerability not in VULNERABILITY_CONVENTIONS:
            raise FormError({"vulnerability": "Choose who is vulnerable on deals 2 and 3"})
        players = tuple(
            form.get(seat, "").strip()[:100] for seat in ("north", "east", "south", "west")
        )
        options = {"vulnerability": vulnerability, "honours": form.get("honours") == "on"}
        title = form.get("title", "").strip() or "Chicago"
        return NewGame(title[:200], players, options)

    def entry_payload(self, form: Mapping[str, str], game: GameRecord) -> dict[str, Any]:
        """The deal as typed: ``{"declarer", "result", "honours"}``, or a passed-out deal."""
        declarer = form.get("declarer", "")
        if declarer == "PASS":
            return {"declarer": None, "result": "PASS", "honours": None}
        errors: dict[str, str] = {}
        if declarer not in SEATS:
            errors["declarer"] = "Choose the declarer (or passed out)"
        result = result_notation(form, errors)
        honours = honours_field(form, errors) if chicago_rules(game.options).honours else None
        if errors:
            raise FormError(errors)
        return {"declarer": declarer, "result": result, "honours": honours}

    def form_values(self, payload: Mapping[str, Any]) -> dict[str, str]:
        """The deal form filled with a stored deal, to correct it."""
        if not payload.get("declarer"):
            return {"declarer": "PASS"}
        return {
            "declarer": str(payload["declarer"]),
            **result_form_values(str(payload["result"])),
            "honours": str(payload.get("honours") or ""),
        }

    def sheet(self, game: GameRecord, entries: Sequence[Mapping[str, Any]]) -> ChicagoSheetView:
        """Every set of the game with each deal's dealer, vulnerability and points."""
        rules = chicago_rules(game.options)
        deals = []
        for number, payload in enumerate(entries, 1):
            try:
                deals.append(chicago_deal(payload))
            except AtoutError as error:
                raise _payload_error(number, error) from None
        sheet = score_chicago(deals, rules)
        played = sum(1 for deal in sheet.deals if not deal.redealt)
        position = played % SET_LENGTH + 1
        return ChicagoSheetView(
            vulnerability=rules.vulnerability.value,
            honours=rules.honours,
            sets=_sets(sheet.deals, played),
            total_ns=sheet.total(Side.NS),
            total_ew=sheet.total(Side.EW),
            next=NextDeal(
                set_number=played // SET_LENGTH + 1,
                position=position,
                dealer=chicago_dealer(position).value,
                vulnerability=chicago_vulnerability(position, rules).value,
            ),
        )
