"""The states every room shares: a room's (being prepared, running, over) and an entry's."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime


class TextEnum(enum.Enum):
    """An enum written as its value: ``str(SessionStatus.RUNNING) == "running"``."""

    def __str__(self) -> str:
        return str(self.value)


class SessionStatus(TextEnum):
    """Where a room stands: being prepared, taking entries, or over."""

    SETUP = "setup"
    RUNNING = "running"
    CLOSED = "closed"


class ResultStatus(TextEnum):
    """Where one version of a table's entry stands: entered by the table, or confirmed.

    The opponents (bridge) or a second player of the table (tarot) confirm a
    table's entry; a director's correction is confirmed when it is stored.
    Only confirmed entries count.
    """

    ENTERED = "entered"
    CONFIRMED = "confirmed"


class Confirmable:
    """What every entry's record says of its state, from its ``confirmed_at`` (a base of
    the kinds' frozen records: bridge results, tarot deals)."""

    __slots__ = ()
    confirmed_at: datetime | None

    @property
    def status(self) -> ResultStatus:
        """Entered, or confirmed (by the table's other side, or the director)."""
        return ResultStatus.ENTERED if self.confirmed_at is None else ResultStatus.CONFIRMED

    @property
    def confirmed(self) -> bool:
        """True once confirmed: only confirmed entries count."""
        return self.confirmed_at is not None


class RoomFamily(enum.Enum):
    """The kinds of room, as the kernel's own tables name them (a room's id is its kind's)."""

    BRIDGE = "bridge"
    TAROT = "tarot"


class CallReason(enum.Enum):
    """Why a table calls the director, when it says so; a disputed result is flagged."""

    IRREGULARITY = "irregularity"
    DISPUTED = "disputed"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class CallRecord:
    """A table's call for the director: where (its table, the round and board or deal shown
    then), why, when, and when the director answered it (``None``: still open)."""

    id: int
    table: int
    round: int | None
    item: int | None
    reason: CallReason | None
    note: str
    called_at: datetime
    answered_at: datetime | None

    @property
    def open(self) -> bool:
        """True until the director answers."""
        return self.answered_at is None


@dataclass(frozen=True, slots=True)
class CorrectionRequest:
    """A table's request that the director correct a confirmed entry.

    ``key``: the entry's (round, table, board or deal); ``proposal``: the entry the table
    claims, in its kind's notation; ``outcome``: ``""`` while open, then ``corrected`` or
    ``dismissed``.
    """

    id: int
    room_id: int
    key: tuple[int, int, int]
    proposal: str
    author: str
    created_at: datetime
    closed_at: datetime | None
    outcome: str

    @property
    def open(self) -> bool:
        """True until the director corrects the entry or dismisses the request."""
        return self.closed_at is None
