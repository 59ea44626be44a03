"""The director's correction page of one tarot deal: its versions and the deal's form."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from atout.services.tarot_tournament.donnes import DIRECTOR, DIRECTOR_AUTHOR
from atout.store.tarot_club.records import DonneRecord, TournamentRecord
from atout.tarot.deal import parse_entry
from atout.tarot.tournament.scoring import DealKey, deal_players
from atout.web.forms.state import FormState
from atout.web.forms.tarot import deal_fields
from atout.web.views.tarot import DealSummary, deal_summary
from atout.web.views.tarot_tournament import SeatView


@dataclass(frozen=True, slots=True)
class DealVersionLine:
    """One version of a deal in its history: what it was, who stored it (the player who
    entered it at ``table``, or the director by name when ``table`` is ``None``) and when,
    whether it was confirmed and whether it is the current one (else superseded)."""

    version: int
    summary: DealSummary
    who: str
    table: int | None
    created_at: datetime
    confirmed: bool
    current: bool


@dataclass(frozen=True, slots=True)
class TarotCorrectionPage:
    """One deal of an evening, its versions (oldest first), the table's open request's
    claim (if any) and the correction form (``seats``: the deal's seats, the form's
    choices)."""

    tournament: TournamentRecord
    key: DealKey
    seats: tuple[SeatView, ...]
    current: DonneRecord | None
    versions: tuple[DealVersionLine, ...]
    asked: DealSummary | None
    form: FormState


def _who(record: TournamentRecord, version: DonneRecord) -> tuple[str, int | None]:
    """Who stored ``version``: the director's name (its author after :data:`DIRECTOR_AUTHOR`), else
    the name of the player who entered it and the table."""
    if version.entered_by == DIRECTOR:
        return version.author.removeprefix(DIRECTOR_AUTHOR), None
    return record.name(version.entered_by), version.key.table


def correction_page(
    record: TournamentRecord,
    key: DealKey,
    versions: tuple[DonneRecord, ...],
    proposal: str,
    form: FormState | None,
) -> TarotCorrectionPage:
    """The page of deal ``key``; without a form typed, the form holds the deal the table's
    open request claims (``proposal``, ``""``: none), else the stored deal."""
    players = deal_players(record.plan, record.five, key)
    current = next((v for v in versions if v.current), None)
    claimed = parse_entry(proposal, len(players)) if proposal else None
    if form is None:
        shown = claimed if claimed is not None else None if current is None else current.entry
        form = FormState({} if shown is None else deal_fields(shown))
    lines = tuple(
        DealVersionLine(
            v.version,
            deal_summary(record, key, v.entry),
            *_who(record, v),
            v.created_at,
            v.confirmed,
            v.current,
        )
        for v in versions
    )
    return TarotCorrectionPage(
        record,
        key,
        tuple(SeatView(p, record.name(p)) for p in players),
        current,
        lines,
        None if claimed is None else deal_summary(record, key, claimed),
        form,
    )
