"""The pages of the director's rulings: the weighted-score form of one board at one table,
the session's penalties, and the handicapped ranking beside the plain one (a page and its
JSON twin)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.seats import Side
from atout.duplicate.assigned import AssignedScore
from atout.duplicate.penalties import HandicapMethod
from atout.duplicate.rounding import hundredths
from atout.services.club.scores import Scored
from atout.services.club.standings import Standings, standings
from atout.store.club.records import ClubSessionRecord, ResultKey
from atout.web.forms.rulings import OUTCOMES
from atout.web.forms.state import FormState
from atout.web.views.club.notation import assigned_text, notation_of, result_text
from atout.web.views.club.room import by_field


@dataclass(frozen=True, slots=True)
class AssignedPage:
    """The director's weighted or split score on a board at a table in a round."""

    session_id: int
    title: str
    round: int
    table: int
    board: int
    #: The pairs at the table (N-S, E-W).
    ns: int
    ew: int
    #: The table's own result, and the assigned score in force (``""``: none).
    stored: str
    assigned: str
    form: FormState
    #: The outcome rows of each side (1 to :data:`~atout.web.forms.rulings.OUTCOMES`).
    rows: tuple[int, ...] = tuple(range(1, OUTCOMES + 1))


def assigned_page(
    scored: Scored, key: ResultKey, form: FormState | None, language: str
) -> AssignedPage:
    """The form of an assigned score; without a form typed, the one in force (if any)."""
    written = notation_of(language)
    record = scored.record
    sitting = record.plan.sitting(key.round, key.table)
    current = scored.rulings.assigned.get(key)
    stored = next((r for r in scored.results if r.key == key and r.current), None)
    if form is None:
        form = FormState(_fields(current) if current is not None else {"ns_1_weight": "100"})
    return AssignedPage(
        record.id,
        record.title,
        key.round,
        key.table,
        key.board,
        0 if sitting is None else sitting.ns,
        0 if sitting is None else sitting.ew,
        "" if stored is None else result_text(stored.result, written),
        "" if current is None else assigned_text(current, written),
        form,
    )


def _fields(current: AssignedScore) -> dict[str, str]:
    """The form's fields holding ``current``."""
    fields: dict[str, str] = {"split": "on" if current.split else ""}
    for side, score in (("ns", current.ns), ("ew", current.ew)):
        for row, outcome in enumerate(score.outcomes, start=1):
            name = f"{side}_{row}"
            fields[f"{name}_weight"] = str(outcome.weight)
            contract = outcome.result.contract
            if contract is None or outcome.declarer is None:
                fields[f"{name}_level"] = "PASS"
                continue
            fields[f"{name}_level"] = str(contract.level)
            fields[f"{name}_strain"] = contract.strain.value
            fields[f"{name}_doubling"] = contract.doubling.value
            fields[f"{name}_declarer"] = outcome.declarer.value
            fields[f"{name}_tricks"] = str(outcome.result.tricks)
    return fields


@dataclass(frozen=True, slots=True)
class PenaltyLine:
    """A penalty as the director's page lists it."""

    id: int
    competitor: int
    amount: str
    unit: str
    reason: str


def penalty_lines(scored: Scored) -> tuple[PenaltyLine, ...]:
    """The session's penalties, oldest first."""
    return tuple(
        PenaltyLine(
            r.id,
            r.penalty.competitor,
            hundredths(r.penalty.amount),
            r.penalty.unit.value,
            r.reason,
        )
        for r in scored.rulings.penalties
    )


@dataclass(frozen=True, slots=True)
class PenaltiesPage:
    """The session's penalties and the form to give one (``kind``: ``pairs`` or ``teams``,
    which says the units offered)."""

    session_id: int
    title: str
    kind: str
    lines: tuple[PenaltyLine, ...]
    form: FormState


def penalties_page(scored: Scored, form: FormState) -> PenaltiesPage:
    """The penalties page of a session."""
    record = scored.record
    return PenaltiesPage(record.id, record.title, record.kind.value, penalty_lines(scored), form)


@dataclass(frozen=True, slots=True)
class HandicapLine:
    """A line of the handicapped ranking: the place, the pair, its plain percentage, its
    penalties, its handicap and the handicapped percentage."""

    place: str
    pair: int
    names: str
    percent: str
    penalty: str
    handicap: str
    handicapped: str
    #: The pair's place in the plain ranking.
    plain_place: str


@dataclass(frozen=True, slots=True)
class HandicappedView:
    """The handicapped ranking of a pairs session beside its plain one (``method``: ``sum``
    or ``average``, the EBU's two)."""

    session_id: int
    title: str
    method: str
    methods: tuple[str, ...]
    fields: tuple[tuple[str, tuple[HandicapLine, ...]], ...]


def _handicap_lines(
    plain: Standings, handicapped: Standings, record: ClubSessionRecord
) -> tuple[HandicapLine, ...]:
    places = {s.score.pair: str(s.place) for s in plain}
    return tuple(
        HandicapLine(
            str(s.place),
            s.score.pair,
            record.names.get(s.score.pair, ""),
            hundredths(s.score.score.percent),
            hundredths(-s.score.penalty) if s.score.penalty else "",
            hundredths(s.score.handicap),
            hundredths(s.score.result),
            places.get(s.score.pair, ""),
        )
        for s in handicapped
    )


def handicapped(
    scored: Scored, handicaps: Mapping[int, Sequence[Fraction]], method: HandicapMethod
) -> HandicappedView:
    """The handicapped ranking (per direction in a Mitchell) by ``method``, from each pair's
    players' ``handicaps``."""
    record = scored.record

    def lines(side: Side | None) -> tuple[HandicapLine, ...]:
        handicapped = standings(scored, side, handicaps, method)
        return _handicap_lines(standings(scored, side), handicapped, record)

    fields = by_field(record, lines)
    return HandicappedView(
        record.id,
        record.title,
        method.value,
        tuple(m.value for m in HandicapMethod),
        fields,
    )


__all__ = [
    "AssignedPage",
    "HandicapLine",
    "HandicappedView",
    "PenaltiesPage",
    "PenaltyLine",
    "assigned_page",
    "handicapped",
    "penalties_page",
    "penalty_lines",
]
