"""Barometer movements: every table plays the same boards in a round, and the ranking
after each round (the round's and the running total).

In round ``r`` every table plays board set ``r`` (the hand records are duplicated, one
copy of the round's boards per table), so the movement declares each ``(r, r)``
shared and has as many board sets as rounds. The pairs move as in a Howell (one field:
each pair meets every other once, ``2T - 1`` rounds, by the circle method: pair ``2T``
stays at table 1) up to :data:`MAX_HOWELL_TABLES` tables, or as in a Mitchell (N-S
pairs stay, E-W pairs move up one table, ``T`` rounds; any number of tables, since no
boards move).

:func:`rankings` scores each round as soon as its results are in: every board of the
round matchpointed across the field (RULES §6), each pair's percentage of the round
and its running percentage (its matchpoints over its tops so far, so a pair that sat
out keeps a fair total), ranked in one field (Howell) or per line (Mitchell).

>>> from atout.duplicate.movements import validate
>>> validate(barometer(5)), barometer(5).board_sets, barometer(24).kind.value
([], 9, 'mitchell')
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.seats import Side
from atout.duplicate.matchpoints import matchpoints, top
from atout.duplicate.movements.howell import MAX_HOWELL_TABLES, MIN_HOWELL_TABLES
from atout.duplicate.movements.mitchell import MAX_MITCHELL_TABLES
from atout.duplicate.movements.model import Meeting, Movement, MovementKind, Pair, Round
from atout.duplicate.ranking import Place, places
from atout.errors import InvalidMovementError


def barometer(
    tables: int,
    *,
    boards_per_round: int = 3,
    rounds: int | None = None,
    kind: MovementKind | None = None,
    phantom: Pair | None = None,
) -> Movement:
    """A barometer of ``tables`` tables: Howell-style where the table count allows (2 to
    20 tables), else Mitchell-style; ``kind`` chooses.

    >>> m = barometer(3, rounds=2)
    >>> [(x.table, str(x.ns), str(x.ew), x.board_set) for x in m.rounds[1].meetings]
    [(1, '6', '2', 2), (2, '3', '1', 2), (3, '4', '5', 2)]
    """
    chosen = kind or barometer_kind(tables)
    most = MAX_HOWELL_TABLES if chosen is MovementKind.HOWELL else MAX_MITCHELL_TABLES
    least = MIN_HOWELL_TABLES
    if not isinstance(tables, int) or not least <= tables <= most:
        raise InvalidMovementError(
            "a {kind} barometer has {least} to {most} tables, not {tables!r}",
            code="movement.barometer-tables",
            kind=chosen.value,
            least=least,
            most=most,
            tables=tables,
        )
    played = barometer_rounds(tables, chosen, rounds)
    seat = _howell_round if chosen is MovementKind.HOWELL else _mitchell_round
    built = tuple(Round(r, seat(tables, r)) for r in range(1, played + 1))
    return Movement(
        kind=chosen,
        tables=tables,
        boards_per_round=boards_per_round,
        board_sets=played,
        rounds=built,
        shared=frozenset((r, r) for r in range(1, played + 1)) if tables > 1 else frozenset(),
        phantom=phantom,
    )


def barometer_kind(tables: int) -> MovementKind:
    """How a barometer of ``tables`` tables moves unless told: Howell-style from
    :data:`MIN_HOWELL_TABLES` to :data:`MAX_HOWELL_TABLES` tables, else Mitchell-style.

    >>> barometer_kind(5).value, barometer_kind(24).value
    ('howell', 'mitchell')
    """
    howell_style = MIN_HOWELL_TABLES <= tables <= MAX_HOWELL_TABLES
    return MovementKind.HOWELL if howell_style else MovementKind.MITCHELL


def barometer_rounds(tables: int, kind: MovementKind, rounds: int | None = None) -> int:
    """The rounds a barometer of ``tables`` tables moving as ``kind`` plays: ``rounds`` (an
    :class:`InvalidMovementError` unless 1 to all), by default all of them (``2T - 1``
    Howell-style, ``T`` Mitchell-style).

    >>> barometer_rounds(5, MovementKind.HOWELL), barometer_rounds(5, MovementKind.MITCHELL, 4)
    (9, 4)
    """
    full = 2 * tables - 1 if kind is MovementKind.HOWELL else tables
    played = full if rounds is None else rounds
    if not 1 <= played <= full:
        raise InvalidMovementError(
            "a barometer of {tables} tables plays 1 to {full} rounds, not {rounds!r}",
            code="movement.barometer-rounds",
            tables=tables,
            full=full,
            rounds=rounds,
        )
    return played


def _howell_round(tables: int, number: int) -> tuple[Meeting, ...]:
    """Round ``number`` of the circle method: pair ``2T`` meets pair ``number`` at table 1;
    at table ``k + 1`` the pairs ``k`` places either side of it on the circle of ``2T - 1``."""
    circle = 2 * tables - 1
    fixed = Meeting(1, Pair(number), Pair(2 * tables), number)
    if number % 2 == 0:
        fixed = Meeting(1, Pair(2 * tables), Pair(number), number)
    others = tuple(
        Meeting(
            k + 1,
            Pair((number - 1 + k) % circle + 1),
            Pair((number - 1 - k) % circle + 1),
            number,
        )
        for k in range(1, tables)
    )
    return (fixed, *others)


def _mitchell_round(tables: int, number: int) -> tuple[Meeting, ...]:
    """Round ``number`` of a Mitchell barometer: E-W pair ``e`` at table ``e + number - 1``."""
    return tuple(
        Meeting(t, Pair(t, Side.NS), Pair((t - number) % tables + 1, Side.EW), number)
        for t in range(1, tables + 1)
    )


@dataclass(frozen=True, slots=True)
class Standing:
    """A pair's line in a ranking: its place (within its line in a Mitchell), its
    matchpoints and the tops they are out of."""

    pair: Pair
    place: Place
    matchpoints: Fraction
    tops: Fraction

    @property
    def percent(self) -> Fraction:
        """``matchpoints / tops`` as a percentage (0 when the pair has played nothing)."""
        return Fraction(0) if not self.tops else 100 * self.matchpoints / self.tops


@dataclass(frozen=True, slots=True)
class RoundRanking:
    """After round ``number``: the round's ranking and the running ranking."""

    number: int
    round: tuple[Standing, ...]
    total: tuple[Standing, ...]


#: The N-S score at a table on a board: ``(round, table, board) -> score``.
Results = Mapping[tuple[int, int, int], int]


def rankings(movement: Movement, results: Results) -> tuple[RoundRanking, ...]:
    """The rankings after each round whose results are all in (in order, stopping at the
    first round with a missing result).

    >>> m = barometer(2, boards_per_round=1, rounds=1)
    >>> after = rankings(m, {(1, 1, 1): 420, (1, 2, 1): -50})
    >>> [(str(s.pair), str(s.place), int(s.percent)) for s in after[0].round]
    [('1', '1=', 100), ('3', '1=', 100), ('2', '3=', 0), ('4', '3=', 0)]
    """
    earned: dict[Pair, list[Fraction]] = defaultdict(lambda: [Fraction(0), Fraction(0)])
    found = []
    for rnd in movement.rounds:
        played = [m for m in rnd.meetings if movement.sits_out(m) is None]
        boards = movement.board_numbers(rnd.number)
        if any((rnd.number, m.table, b) not in results for m in played for b in boards):
            break
        this: dict[Pair, list[Fraction]] = {
            p: [Fraction(0), Fraction(0)] for m in played for p in m.pairs
        }
        for board in boards:
            scores = [results[(rnd.number, m.table, board)] for m in played]
            most = top(len(scores))
            for m, mp in zip(played, matchpoints(scores), strict=True):
                for pair, got in ((m.ns, mp), (m.ew, most - mp)):
                    this[pair][0] += got
                    this[pair][1] += most
        for pair, (mp, tops) in this.items():
            earned[pair][0] += mp
            earned[pair][1] += tops
        found.append(RoundRanking(rnd.number, _ranked(this), _ranked(earned)))
    return tuple(found)


def _ranked(scores: Mapping[Pair, list[Fraction]]) -> tuple[Standing, ...]:
    """The pairs by percentage, best first, each line of a Mitchell ranked on its own."""
    lines: dict[Side | None, list[Pair]] = defaultdict(list)
    for pair in scores:
        lines[pair.line].append(pair)
    ranked = []
    for line in sorted(lines, key=lambda side: "" if side is None else side.value, reverse=True):
        pairs = sorted(lines[line], key=lambda p: p.sort_key)
        percents = [_percent(*scores[p]) for p in pairs]
        line_places = places(percents)
        rows = [Standing(p, place, *scores[p]) for p, place in zip(pairs, line_places, strict=True)]
        ranked += sorted(rows, key=lambda s: (s.place.position, s.pair.sort_key))
    return tuple(ranked)


def _percent(matchpoints: Fraction, tops: Fraction) -> Fraction:
    return Fraction(0) if not tops else matchpoints / tops
