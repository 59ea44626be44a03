"""The tables' requests for a correction as the director's evening page lists them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from atout.services.room.calls import minutes_since
from atout.services.tarot_tournament.ranking import ScoredTournament
from atout.store.room.records import CorrectionRequest
from atout.tarot.deal import parse_entry
from atout.tarot.tournament.scoring import DealKey, deal_players
from atout.web.views.tarot import DealSummary, deal_summary


@dataclass(frozen=True, slots=True)
class DealRequestView:
    """An open request: its table, round and deal, the deal stored and the deal claimed,
    and how long ago it was made (whole minutes)."""

    id: int
    table: int
    round: int
    deal: int
    stored: DealSummary | None
    proposal: DealSummary
    minutes: int


def request_views(
    scored: ScoredTournament, requests: list[CorrectionRequest], now: datetime
) -> tuple[DealRequestView, ...]:
    """The open ``requests``, oldest first, with the deals stored at their keys."""
    record = scored.record
    current = {d.key: d.entry for d in scored.donnes}
    views = []
    for request in requests:
        key = DealKey(*request.key)
        claimed = parse_entry(request.proposal, len(deal_players(record.plan, record.five, key)))
        found = current.get(key)
        stored = None if found is None else deal_summary(record, key, found)
        proposal = deal_summary(record, key, claimed)
        minutes = minutes_since(request.created_at, now)
        views.append(
            DealRequestView(request.id, key.table, key.round, key.deal, stored, proposal, minutes)
        )
    return tuple(views)
