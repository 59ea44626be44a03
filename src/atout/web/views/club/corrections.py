"""The tables' requests for a correction as the director's session page lists them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from atout.duplicate.table_result import TableResult
from atout.services.room.calls import minutes_since
from atout.store.room.records import CorrectionRequest
from atout.web.views.club.notation import notation_of, result_text


@dataclass(frozen=True, slots=True)
class RequestView:
    """An open request: its table, round and board, the result the table claims, the one
    stored, and how long ago it was made (whole minutes)."""

    id: int
    table: int
    round: int
    board: int
    proposal: str
    stored: str
    minutes: int


def request_views(
    requests: list[CorrectionRequest],
    stored: dict[tuple[int, int, int], TableResult],
    now: datetime,
    language: str,
) -> tuple[RequestView, ...]:
    """The open ``requests``, oldest first, with the results ``stored`` at their keys."""
    written = notation_of(language)
    views = []
    for request in requests:
        round_, table, board = request.key
        found = stored.get(request.key)
        views.append(
            RequestView(
                request.id,
                table,
                round_,
                board,
                result_text(TableResult.parse(request.proposal), written),
                "" if found is None else result_text(found, written),
                minutes_since(request.created_at, now),
            )
        )
    return tuple(views)
