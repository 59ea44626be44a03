"""The pair that is not there (an odd number of pairs) and where its opponents sit out,
for every page that shows the movement: the session's, the table cards, a table's."""

from __future__ import annotations

from dataclasses import dataclass

from atout.duplicate.movements.model import Movement
from atout.duplicate.movements.plan import pair_number
from atout.services.club.plan_changes import layout_of
from atout.store.club.records import ClubSessionRecord


@dataclass(frozen=True, slots=True)
class SitOut:
    """In ``round``, pair ``pair`` sits out at table ``table`` (its opponent is missing)."""

    round: int
    table: int
    pair: int


@dataclass(frozen=True, slots=True)
class PhantomView:
    """The missing pair's number, and each round's sit-out: ``table`` is the sit-out
    table when it is the same every round (a Mitchell), else ``None`` (a Howell).
    ``pair`` is ``None`` when the sit-outs come from the director's changes alone."""

    pair: int | None
    sit_outs: tuple[SitOut, ...]

    @property
    def table(self) -> int | None:
        """The one sit-out table of every round, if there is one."""
        tables = {s.table for s in self.sit_outs}
        return tables.pop() if len(tables) == 1 else None

    def at(self, table: int) -> tuple[SitOut, ...]:
        """The rounds in which a pair sits out at ``table``."""
        return tuple(s for s in self.sit_outs if s.table == table)


def phantom_view(movement: Movement | None) -> PhantomView | None:
    """The phantom of ``movement`` and its sit-outs (``None``: an even number of pairs).

    >>> from atout.duplicate.movements.suggest import suggest
    >>> found = phantom_view(suggest(11)[1].build())
    >>> found.pair, found.table, [(s.round, s.pair) for s in found.sit_outs][:2]
    (6, 6, [(1, 12), (2, 11)])
    """
    if movement is None or movement.phantom is None:
        return None
    phantom, tables = movement.phantom, movement.tables
    sit_outs = tuple(
        SitOut(rnd.number, meeting.table, pair_number(other, tables))
        for rnd in movement.rounds
        for meeting in rnd.meetings
        if phantom in meeting.pairs
        for other in meeting.pairs
        if other != phantom
    )
    return PhantomView(pair_number(phantom, tables), sit_outs)


def session_phantom(record: ClubSessionRecord) -> PhantomView | None:
    """The missing pair and the sit-outs of a session, after the director's changes (a late
    pair takes the phantom's seat, a withdrawn pair's opponents sit out)."""
    if not record.changes:
        return phantom_view(record.movement)
    layout = layout_of(record)
    sit_outs = tuple(SitOut(s.round, s.table, s.pair) for s in layout.sit_outs)
    if not sit_outs:
        return None
    seats = layout.seats
    never = [p for p in seats.pairs if all((s.round, p) in layout.absent for s in seats.of_pair(p))]
    return PhantomView(never[0] if never else None, sit_outs)
