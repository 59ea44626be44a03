"""A pairs event: boards, entered results, board percentages and the ranking (RULES §6).

Results are entered one at a time as :class:`Entry` values (round, table,
pairs, board, and the contract result with its declarer, or an artificial
score per side). When a movement is given, each entry is checked against it:
that pair pair, that board, that round. An event is a value: :meth:`PairsEvent.add`
returns a new event in which only the entry's board is re-scored and only
the pairs at that board have their totals updated, so a live ranking costs
little per entry. :meth:`PairsEvent.rescored` recomputes everything from the
entries.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from types import MappingProxyType
from typing import Protocol

from atout.bridge.board import Vulnerability, board_dealer, board_vulnerability
from atout.bridge.contract import ContractResult
from atout.bridge.seats import Seat, Side
from atout.duplicate.assigned import AssignedScore
from atout.duplicate.matchpoints import AdjustedScore, BoardEntry, MatchpointScale, ShortBoards
from atout.duplicate.ranking import PairScore, Standing, rank
from atout.duplicate.table_result import TableResult, ns_score
from atout.duplicate.travellers import BoardMatchpoints, score_traveller
from atout.errors import InvalidDealError


class Sitting(Protocol):
    """Who plays what at one table in one round (a movement's cell)."""

    @property
    def ns(self) -> int: ...
    @property
    def ew(self) -> int: ...
    @property
    def boards(self) -> Collection[int]: ...


class Schedule(Protocol):
    """What a movement must offer to check entries: rounds, tables and sittings."""

    @property
    def rounds(self) -> int: ...
    @property
    def tables(self) -> int: ...
    def sitting(self, round_: int, table: int) -> Sitting | None:
        """The sitting at ``table`` in ``round_`` (``None``: nobody plays there)."""
        ...


@dataclass(frozen=True, slots=True)
class EventBoard:
    """A board of the event: number, dealer and vulnerability."""

    number: int
    dealer: Seat
    vulnerability: Vulnerability

    @classmethod
    def standard(cls, number: int) -> EventBoard:
        """The board with the dealer and vulnerability its number gives (RULES §1).

        >>> EventBoard.standard(6)
        EventBoard(number=6, dealer=<Seat.E: 'E'>, vulnerability=<Vulnerability.EW: 'EW'>)
        """
        return cls(number, board_dealer(number), board_vulnerability(number))


@dataclass(frozen=True, slots=True)
class Entry:
    """One traveller line: who played which board where, and the result.

    Either ``result`` (with its ``declarer`` unless passed out),
    ``adjusted`` (an artificial score for each side) or ``assigned`` (the director's
    weighted or split score) is given.
    """

    round: int
    table: int
    ns: int
    ew: int
    board: int
    result: ContractResult | None = None
    declarer: Seat | None = None
    adjusted: AdjustedScore | None = None
    assigned: AssignedScore | None = None

    def __post_init__(self) -> None:
        given = (self.result, self.adjusted, self.assigned)
        if sum(value is not None for value in given) != 1:
            raise InvalidDealError(
                "board {board}, table {table}: give a result or an artificial score",
                code="event.no-result",
                board=self.board,
                table=self.table,
            )
        if self.result is not None and not self.result.passed_out and self.declarer is None:
            raise InvalidDealError(
                "board {board}: {result} needs a declarer",
                code="event.no-declarer",
                board=self.board,
                result=self.result,
            )
        if self.ns == self.ew:
            raise InvalidDealError(
                "board {board}: pair {ns} cannot play itself",
                code="event.pair-plays-itself",
                board=self.board,
                ns=self.ns,
            )

    @classmethod
    def of(
        cls, round_: int, table: int, ns: int, ew: int, board: int, result: TableResult
    ) -> Entry:
        """The traveller line of ``result``, at ``table`` in ``round_``, pair ``ns`` v ``ew``.

        >>> Entry.of(1, 2, 3, 4, 5, TableResult.parse("4S= N")).result
        ContractResult.parse('4S=')
        """
        return cls(
            round_,
            table,
            ns,
            ew,
            board,
            result.result,
            result.declarer,
            result.adjusted,
            result.assigned,
        )

    def board_entry(self, vulnerability: Vulnerability) -> BoardEntry:
        """The N-S score, the artificial scores or the assigned outcomes, for the traveller."""
        if self.assigned is not None:
            return self.assigned.board_entry(vulnerability)
        if self.result is None:
            assert self.adjusted is not None
            return self.adjusted
        return ns_score(self.result, self.declarer, vulnerability)


@dataclass(frozen=True, slots=True)
class PairBoard:
    """One board of one pair, to explain its result."""

    board: int
    side: Side
    opponents: int
    entry: Entry
    matchpoints: Fraction
    top: Fraction
    percent: Fraction


def _contributions(entries: tuple[Entry, ...], scored: BoardMatchpoints) -> Iterable[PairBoard]:
    for entry, line in zip(entries, scored.lines, strict=True):
        yield PairBoard(
            entry.board, Side.NS, entry.ew, entry, line.ns_mp, line.top, line.ns_percent
        )
        yield PairBoard(
            entry.board, Side.EW, entry.ns, entry, line.ew_mp, line.top, line.ew_percent
        )


def _pair_of(item: PairBoard) -> int:
    return item.entry.ns if item.side is Side.NS else item.entry.ew


_ZERO = Fraction(0)


@dataclass(frozen=True, slots=True)
class _Tally:
    """A pair's running totals: boards per side, matchpoints, tops, percentages.

    ``first`` is the (round, side) of its earliest entry.
    """

    pair: int
    ns_boards: int = 0
    ew_boards: int = 0
    matchpoints: Fraction = _ZERO
    tops: Fraction = _ZERO
    percent_total: Fraction = _ZERO
    first: tuple[int, Side] | None = None

    def moved(self, old: PairBoard | None, new: PairBoard | None) -> _Tally:
        """The totals with the pair's line of a board changed from ``old`` to ``new``."""
        ns = ew = 0
        mp, top, percent = self.matchpoints, self.tops, self.percent_total
        first = self.first
        if old is not None:
            ns, ew = (ns - 1, ew) if old.side is Side.NS else (ns, ew - 1)
            mp, top, percent = mp - old.matchpoints, top - old.top, percent - old.percent
        if new is not None:
            ns, ew = (ns + 1, ew) if new.side is Side.NS else (ns, ew + 1)
            mp, top, percent = mp + new.matchpoints, top + new.top, percent + new.percent
            if first is None or new.entry.round < first[0]:
                first = (new.entry.round, new.side)
        ns_boards, ew_boards = self.ns_boards + ns, self.ew_boards + ew
        return _Tally(self.pair, ns_boards, ew_boards, mp, top, percent, first)

    def score(self) -> PairScore[int]:
        direction = None
        if not self.ew_boards:
            direction = Side.NS
        elif not self.ns_boards:
            direction = Side.EW
        return PairScore(
            self.pair,
            direction,
            self.ns_boards + self.ew_boards,
            self.matchpoints,
            self.tops,
            self.percent_total,
            None if self.first is None else self.first[1],
        )


@dataclass(frozen=True, slots=True)
class Traveller:
    """One board's entries and their matchpoints (kept scored)."""

    board: EventBoard
    entries: tuple[Entry, ...]
    scored: BoardMatchpoints
    by_pair: Mapping[int, PairBoard]


def _score(
    board: EventBoard, entries: tuple[Entry, ...], expected: int | None, scale: MatchpointScale
) -> Traveller:
    lines = [entry.board_entry(board.vulnerability) for entry in entries]
    wanted = None if expected is None else max(expected, len(lines))
    scored = score_traveller(lines, expected=wanted, scale=scale)
    by_pair = {_pair_of(item): item for item in _contributions(entries, scored)}
    return Traveller(board, entries, scored, MappingProxyType(by_pair))


def _expected_from(movement: Schedule) -> dict[int, int]:
    counts: dict[int, int] = {}
    for round_ in range(1, movement.rounds + 1):
        for table in range(1, movement.tables + 1):
            sitting = movement.sitting(round_, table)
            for board in sitting.boards if sitting is not None else ():
                counts[board] = counts.get(board, 0) + 1
    return counts


@dataclass(frozen=True, slots=True)
class PairsEvent:
    """A pairs event at matchpoints: its boards, movement, entries and scores.

    ``expected`` is the number of results each board should get (Neuberg
    factors boards with fewer); by default a board expects as many results as
    the movement plays it, or, without a movement, as many as it has.

    >>> from atout.bridge.contract import ContractResult as R
    >>> event = PairsEvent.create(range(1, 2))
    >>> event = event.add(Entry(1, 1, 1, 2, 1, R.parse("4S="), Seat.N))
    >>> event = event.add(Entry(1, 2, 3, 4, 1, R.parse("4S+1"), Seat.S))
    >>> [(str(s.place), s.score.pair, str(s.score.percent)) for s in event.standings(Side.NS)]
    [('1', 3, '100'), ('2', 1, '0')]
    """

    boards: Mapping[int, EventBoard]
    travellers: Mapping[int, Traveller]
    tallies: Mapping[int, _Tally]
    expected: Mapping[int, int]
    movement: Schedule | None = None
    scale: MatchpointScale = MatchpointScale.INTERNATIONAL

    @classmethod
    def create(
        cls,
        boards: Iterable[int | EventBoard],
        *,
        movement: Schedule | None = None,
        expected: int | None = None,
        scale: MatchpointScale = MatchpointScale.INTERNATIONAL,
        short_boards: ShortBoards = ShortBoards.FULL_TOP,
    ) -> PairsEvent:
        """A new event without results; plain numbers are standard boards. A board the
        movement plays fewer times than the others is scored by ``short_boards``."""
        table = {
            b.number: b
            for b in (EventBoard.standard(b) if isinstance(b, int) else b for b in boards)
        }
        counts = _expected_from(movement) if movement is not None else {}
        field = max(counts.values(), default=0)
        counts = {number: short_boards.expected(c, field) for number, c in counts.items()}
        if expected is not None:
            counts = {number: expected for number in table}
        empty = {n: _score(b, (), counts.get(n), scale) for n, b in table.items()}
        return cls(
            MappingProxyType(table),
            MappingProxyType(empty),
            MappingProxyType({}),
            MappingProxyType(counts),
            movement,
            scale,
        )

    def _check(self, entry: Entry) -> None:
        if entry.board not in self.boards:
            raise InvalidDealError(
                "board {board!r} is not in this event",
                code="event.no-board",
                board=entry.board,
            )
        for old in self.travellers[entry.board].entries:
            if {old.ns, old.ew} & {entry.ns, entry.ew}:
                raise InvalidDealError(
                    (
                        "board {board}: pair {ns} or {ew} already has a result "
                        "(round {round}, table {table})"
                    ),
                    code="event.result-twice",
                    board=entry.board,
                    ns=entry.ns,
                    ew=entry.ew,
                    round=old.round,
                    table=old.table,
                )
        if self.movement is None:
            return
        sitting = self.movement.sitting(entry.round, entry.table)
        if sitting is None or (sitting.ns, sitting.ew) != (entry.ns, entry.ew):
            where = "nobody" if sitting is None else f"{sitting.ns} (N-S) v {sitting.ew} (E-W)"
            raise InvalidDealError(
                "round {round}, table {table}: the movement seats {where}, not {ns} v {ew}",
                code="event.wrong-pairs",
                round=entry.round,
                table=entry.table,
                where=where,
                ns=entry.ns,
                ew=entry.ew,
            )
        if entry.board not in sitting.boards:
            raise InvalidDealError(
                "round {round}, table {table} plays boards {sorted}, not board {board}",
                code="event.wrong-board",
                round=entry.round,
                table=entry.table,
                sorted=sorted(sitting.boards),
                board=entry.board,
            )

    def _with_board(self, number: int, entries: tuple[Entry, ...]) -> PairsEvent:
        old = self.travellers[number]
        new = _score(old.board, entries, self.expected.get(number), self.scale)
        tallies = dict(self.tallies)
        for pair in old.by_pair.keys() | new.by_pair.keys():
            tally = tallies.get(pair, _Tally(pair)).moved(
                old.by_pair.get(pair), new.by_pair.get(pair)
            )
            if tally.first is not None and pair not in new.by_pair:
                tally = replace(tally, first=self._first_without(pair, old.board.number))
            tallies[pair] = tally
        travellers = dict(self.travellers)
        travellers[number] = new
        return replace(
            self, travellers=MappingProxyType(travellers), tallies=MappingProxyType(tallies)
        )

    def add(self, entry: Entry) -> PairsEvent:
        """The event with one more result; only that board is re-scored."""
        self._check(entry)
        return self._with_board(entry.board, (*self.travellers[entry.board].entries, entry))

    def remove(self, entry: Entry) -> PairsEvent:
        """The event without ``entry`` (to correct it: remove, then add)."""
        entries = self.travellers[entry.board].entries if entry.board in self.boards else ()
        if entry not in entries:
            raise InvalidDealError(
                "board {board}: no such entry {entry!r}",
                code="event.no-entry",
                board=entry.board,
                entry=entry,
            )
        return self._with_board(entry.board, tuple(e for e in entries if e != entry))

    def rescored(self) -> PairsEvent:
        """The same entries scored again from scratch (equal to ``self``)."""
        fresh = replace(
            self,
            travellers=MappingProxyType(
                {n: _score(b, (), self.expected.get(n), self.scale) for n, b in self.boards.items()}
            ),
            tallies=MappingProxyType({}),
        )
        for number, traveller in self.travellers.items():
            fresh = fresh._with_board(number, traveller.entries)
        return fresh

    @property
    def entries(self) -> tuple[Entry, ...]:
        """Every entry, board after board."""
        return tuple(e for number in sorted(self.boards) for e in self.travellers[number].entries)

    def board(self, number: int) -> BoardMatchpoints:
        """The scored traveller of board ``number`` (lines in entry order)."""
        if number not in self.travellers:
            raise InvalidDealError(
                "board {number!r} is not in this event",
                code="event.no-board",
                number=number,
            )
        return self.travellers[number].scored

    def pair_boards(self, pair: int) -> tuple[PairBoard, ...]:
        """Every board of ``pair`` with its matchpoints: what its result is made of."""
        return tuple(
            item
            for number in sorted(self.boards)
            for item in _contributions(
                self.travellers[number].entries, self.travellers[number].scored
            )
            if _pair_of(item) == pair
        )

    def _first_without(self, pair: int, skipped: int) -> tuple[int, Side] | None:
        """The earliest (round, side) of ``pair`` on the boards other than ``skipped``."""
        found = [
            (item.entry.round, item.side)
            for number, traveller in self.travellers.items()
            if number != skipped and (item := traveller.by_pair.get(pair)) is not None
        ]
        return min(found, key=lambda first: first[0], default=None)

    def scores(self) -> tuple[PairScore[int], ...]:
        """Every pair's totals, by pair number."""
        return tuple(self.tallies[pair].score() for pair in sorted(self.tallies))

    def standings(self, direction: Side | None = None) -> tuple[Standing[PairScore[int]], ...]:
        """The ranking, overall or for pairs that sat ``direction``."""
        return rank(self.scores(), direction)


__all__ = ["Entry", "EventBoard", "PairBoard", "PairsEvent", "Schedule", "Sitting", "Traveller"]
