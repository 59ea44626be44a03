"""The verifiable dealing of a session as the players see it (docs/dealing.md).

Before and during play the table cards and the results page show the
SHA-256 commitment to the session's secret seed; once the session is closed
the results page publishes the seed and the command that checks both.
"""

from __future__ import annotations

from dataclasses import dataclass

from atout.bridge.board import format_board_numbers
from atout.bridge.dealing import SCHEME, commitment
from atout.store.club.records import ClubSessionRecord, SessionStatus


@dataclass(frozen=True, slots=True)
class DealingView:
    """The commitment of a session's deals and, once it is closed, the seed (``""`` before)."""

    scheme: str
    boards: str
    commitment: str
    seed: str

    @property
    def command(self) -> str:
        """The command that re-creates the deals from the seed and checks the commitment."""
        return (
            f"atout bridge deal --verify {self.seed} --commitment {self.commitment} "
            f"--boards {self.boards}"
        )


def dealing_view(record: ClubSessionRecord) -> DealingView | None:
    """The commitment of ``record``'s deals, and its seed once the session is closed
    (``None``: the deals came from a file, not from a seed).

    >>> from atout.bridge.dealing import DealingSeed
    >>> from atout.duplicate.movements.plan import Plan, PlannedSitting
    >>> from atout.store.club.records import SessionKind, SessionOptions
    >>> from datetime import UTC, datetime
    >>> plan = Plan.of([PlannedSitting(1, 1, 1, 2, (1, 2, 3))])
    >>> record = ClubSessionRecord(1, "t", SessionKind.PAIRS, SessionStatus.RUNNING,
    ...     SessionOptions("", 2), plan, {}, {}, 1, 1, datetime(2026, 1, 1, tzinfo=UTC),
    ...     seed=DealingSeed(bytes(16)))
    >>> view = dealing_view(record)
    >>> view.commitment[:16], view.boards, view.seed
    ('b249ed11555f6dfd', '1-3', '')
    """
    if record.seed is None:
        return None
    boards = record.plan.boards
    seed = str(record.seed) if record.status is SessionStatus.CLOSED else ""
    return DealingView(SCHEME, format_board_numbers(boards), commitment(record.seed, boards), seed)
