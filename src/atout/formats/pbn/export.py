"""What every PBN file atout exports shares: the tags a board's game opens with and the
``%`` header (PBN 2.1 §3.2 export format)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date as Date

from atout.bridge.board import Vulnerability
from atout.bridge.deal import Deal
from atout.bridge.seats import Seat
from atout.formats.pbn.comments import Comment
from atout.formats.pbn.model import Tag
from atout.formats.pbn.tables import Table


def board_tags(
    *,
    title: str,
    date: Date,
    board: int,
    dealer: Seat,
    vulnerability: Vulnerability,
    deal: Deal | None,
    scoring: str,
    round_: int | None = None,
) -> list[Tag]:
    """A board's opening tags: event, date, round (when given), board, dealer,
    vulnerability, deal (when known) and scoring.

    >>> [tag.name for tag in board_tags(title="Club", date=Date(2024, 5, 1), board=1,
    ...     dealer=Seat.N, vulnerability=Vulnerability.NONE, deal=None, scoring="MP")]
    ['Event', 'Date', 'Board', 'Dealer', 'Vulnerable', 'Scoring']
    """
    tags = [Tag("Event", title), Tag("Date", date.strftime("%Y.%m.%d"))]
    if round_ is not None:
        tags.append(Tag("Round", str(round_)))
    tags += [
        Tag("Board", str(board)),
        Tag("Dealer", dealer.value),
        Tag("Vulnerable", str(vulnerability)),
    ]
    if deal is not None:
        tags.append(Tag("Deal", deal.to_pbn(dealer)))
    tags.append(Tag("Scoring", scoring))
    return tags


def table_tag(name: str, table: Table) -> Tag:
    """A table's tag: its column spec, then its rows."""
    return Tag(name, table.spec, table)


def export_header(lines: Iterable[str] = ()) -> tuple[Comment, ...]:
    """``% PBN 2.1``, ``% EXPORT``, then ``lines`` as more ``%`` comments."""
    comments = ("% PBN 2.1", "% EXPORT", *(f"% {line}" for line in lines))
    return tuple(Comment.parse(line) for line in comments)
