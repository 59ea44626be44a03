"""Rankings with shared places ("3="), per direction or overall (RULES §6).

One family for every pairs ranking (the club, a rescored PBN session, IMP
pairs, USEBIO): a :class:`Place`, the sides of a table as a
:class:`Partnership`, a pair's totals (:class:`PairScore` at matchpoints,
:class:`ImpScore` at IMPs) and a :class:`Standing` per ranked line. A pair's
result at matchpoints is the mean of its board percentages, the total
matchpoints and the total of the tops it played for kept beside it; at IMPs
its total IMPs. In an individual event each player is ranked on his own: the
ranked id is the player's.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, Protocol, TypeVar

from atout.bridge.seats import Side
from atout.errors import NotationError


@dataclass(frozen=True, slots=True)
class Place:
    """A place in a ranking; ``shared`` when others have the same result.

    >>> str(Place(3, shared=True)), Place.parse("3=")
    ('3=', Place(position=3, shared=True))
    """

    position: int
    shared: bool = False

    @classmethod
    def parse(cls, text: str) -> Place:
        """Read ``3`` or ``3=``."""
        match = re.fullmatch(r"\s*([1-9][0-9]{0,5})\s*(=?)\s*", text)
        if match is None:
            raise NotationError(
                "{text!r} is not a place: write a number, '=' when shared",
                code="ranking.place-syntax",
                text=text,
            )
        return cls(int(match.group(1)), bool(match.group(2)))

    def __str__(self) -> str:
        return f"{self.position}{'=' if self.shared else ''}"


def places(values: Sequence[Fraction | int], *, descending: bool = True) -> tuple[Place, ...]:
    """The place of each value ("1224" ranking: ties share the best place).

    >>> [str(place) for place in places([10, 20, 20, 40])]
    ['4', '2=', '2=', '1']
    """
    order = sorted(range(len(values)), key=lambda i: values[i], reverse=descending)
    found: list[Place] = [Place(0)] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for index in order[start : end + 1]:
            found[index] = Place(start + 1, shared=end > start)
        start = end + 1
    return tuple(found)


def pair_sort_key(pair: str) -> tuple[int, str]:
    """Order pair ids as a result list does: numbers by value, then names.

    >>> sorted(["10", "2", "B", "²"], key=pair_sort_key)
    ['2', '10', 'B', '²']
    """
    number = pair.isascii() and pair.isdigit() and len(pair) <= 9
    return (int(pair), "") if number else (1 << 30, pair)


#: What a ranking lists: the club's pair numbers, or a file's pair (or player) ids.
PairId = TypeVar("PairId", int, str)


@dataclass(frozen=True, slots=True)
class Partnership:
    """Who sat one side of a table, by the ids a ranking lists: a pair's id, or the two
    players of an individual event (each ranked on his own).

    >>> str(Partnership(("3", "7"))), Partnership.pair("4").ids
    ('3+7', ('4',))
    """

    ids: tuple[str, ...]

    @classmethod
    def pair(cls, pair: str) -> Partnership:
        """The side of a pairs event: one pair's id."""
        return cls((pair,))

    def __str__(self) -> str:
        return "+".join(self.ids)


@dataclass(frozen=True, slots=True)
class PairScore(Generic[PairId]):
    """A pair's totals at matchpoints over the boards it has a result on.

    ``direction`` is the side it always sat (``None`` when it sat both, as in
    a Howell); ``starting_side`` the side it sat in its first round, which
    result lists print beside the pair.
    """

    pair: PairId
    direction: Side | None
    boards: int
    matchpoints: Fraction
    tops: Fraction
    percent_total: Fraction
    starting_side: Side | None = None

    @property
    def percent(self) -> Fraction:
        """The mean of the board percentages (50 before any board).

        >>> PairScore(1, Side.NS, 2, Fraction(15), Fraction(24), Fraction(125)).percent
        Fraction(125, 2)
        """
        return Fraction(50) if self.boards == 0 else self.percent_total / self.boards

    @property
    def matchpoints_mp1(self) -> Fraction:
        """Total matchpoints on the zero-centred scale (MP − top/2 per board).

        >>> PairScore(1, Side.NS, 2, Fraction(15), Fraction(24), Fraction(125)).matchpoints_mp1
        Fraction(3, 1)
        """
        return self.matchpoints - self.tops / 2

    @property
    def result(self) -> Fraction:
        """What the ranking orders by: the mean percentage."""
        return self.percent


@dataclass(frozen=True, slots=True)
class ImpScore(Generic[PairId]):
    """A pair's total IMPs over the boards it played (IMP pairs, RULES §6).

    ``direction`` is the side it always sat (``None`` when it sat both).
    """

    pair: PairId
    direction: Side | None
    boards: int
    imps: Fraction

    @property
    def per_board(self) -> Fraction:
        """Average IMPs per board played.

        >>> ImpScore("3", None, 4, Fraction(10)).per_board
        Fraction(5, 2)
        """
        return self.imps / self.boards

    @property
    def result(self) -> Fraction:
        """What the ranking orders by: the total IMPs."""
        return self.imps


class Ranked(Protocol):
    """What a ranking orders: a pair, the side it always sat and its result."""

    @property
    def pair(self) -> int | str: ...

    @property
    def direction(self) -> Side | None: ...

    @property
    def result(self) -> Fraction: ...


#: The score a ranking's lines carry.
Score = TypeVar("Score", bound=Ranked)


@dataclass(frozen=True, slots=True)
class Standing(Generic[Score]):
    """A line of the ranking: the place in its field, the pair's totals, the field
    (the side ranked apart, ``None`` in one list) and the place in one list of every pair.
    """

    place: Place
    score: Score
    field: Side | None
    overall: Place


def _sort_key(score: Ranked) -> tuple[Fraction, tuple[int, str]]:
    return -score.result, pair_sort_key(str(score.pair))


def rank(scores: Iterable[Score], direction: Side | None = None) -> tuple[Standing[Score], ...]:
    """Rank pairs on their result, best first (the pair id breaks display ties).

    With a ``direction`` only the pairs that sat that side are ranked; each
    line keeps its place among all the pairs beside.

    >>> a = PairScore(1, Side.NS, 1, Fraction(8), Fraction(12), Fraction(200, 3))
    >>> b = PairScore(2, Side.EW, 1, Fraction(4), Fraction(12), Fraction(100, 3))
    >>> [(str(s.place), s.score.pair) for s in rank([b, a])]
    [('1', 1), ('2', 2)]
    >>> [(str(s.place), s.score.pair, str(s.overall)) for s in rank([b, a], Side.EW)]
    [('1', 2, '2')]
    """
    every = sorted(scores, key=_sort_key)
    overall = places([score.result for score in every])
    field = [
        (score, place)
        for score, place in zip(every, overall, strict=True)
        if direction is None or score.direction is direction
    ]
    found = places([score.result for score, _ in field])
    return tuple(
        Standing(place, score, direction, in_all)
        for place, (score, in_all) in zip(found, field, strict=True)
    )


def rank_fields(scores: Sequence[Score], by_direction: bool) -> tuple[Standing[Score], ...]:
    """The N-S pairs ranked, then the E-W pairs (a Mitchell's two winners), or one list.

    >>> a = PairScore("1", Side.NS, 1, Fraction(8), Fraction(12), Fraction(200, 3))
    >>> b = PairScore("2", Side.EW, 1, Fraction(4), Fraction(12), Fraction(100, 3))
    >>> [(str(s.field), str(s.place), str(s.overall)) for s in rank_fields([b, a], True)]
    [('NS', '1', '1'), ('EW', '1', '2')]
    """
    if not by_direction:
        return rank(scores)
    return rank(scores, Side.NS) + rank(scores, Side.EW)


def only_side(sat: Collection[Side]) -> Side | None:
    """The side a pair always sat, from the sides it sat on its boards (``None``: both).

    >>> only_side({Side.EW}), only_side({Side.NS, Side.EW})
    (<Side.EW: 'EW'>, None)
    """
    return next(iter(sat)) if len(sat) == 1 else None


def sat_one_side(scores: Iterable[Ranked]) -> bool:
    """True when every pair sat the same side on all its boards (ranked per direction).

    >>> sat_one_side([ImpScore("1", Side.NS, 2, Fraction(3)), ImpScore("2", None, 2, Fraction(0))])
    False
    """
    return all(score.direction is not None for score in scores)
