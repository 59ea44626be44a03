"""Rankings with shared places ("3="), per direction or overall (RULES §6).

A pair's result is the mean of its board percentages; the total matchpoints
and the total of the tops it played for are kept beside it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

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


@dataclass(frozen=True, slots=True)
class PairScore:
    """A pair's totals over the boards it has a result on.

    ``direction`` is the side it always sat (``None`` when it sat both, as in
    a Howell); ``starting_side`` the side it sat in its first round, which
    result lists print beside the pair.
    """

    pair: int
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
    def percent_of_tops(self) -> Fraction:
        """Total matchpoints over total tops (equals ``percent`` when all tops are equal).

        >>> PairScore(1, Side.NS, 2, Fraction(15), Fraction(24), Fraction(125)).percent_of_tops
        Fraction(125, 2)
        """
        return Fraction(50) if self.tops == 0 else self.matchpoints * 100 / self.tops

    @property
    def matchpoints_mp1(self) -> Fraction:
        """Total matchpoints on the zero-centred scale (MP − top/2 per board)."""
        return self.matchpoints - self.tops / 2


@dataclass(frozen=True, slots=True)
class Standing:
    """A line of the ranking: the place and the pair's totals."""

    place: Place
    score: PairScore


def rank(scores: Iterable[PairScore], direction: Side | None = None) -> tuple[Standing, ...]:
    """Rank pairs on their mean percentage, best first (pair number breaks display ties).

    With a ``direction`` only the pairs that sat that side are ranked.

    >>> a = PairScore(1, Side.NS, 1, Fraction(8), Fraction(12), Fraction(200, 3))
    >>> b = PairScore(2, Side.EW, 1, Fraction(4), Fraction(12), Fraction(100, 3))
    >>> [(str(s.place), s.score.pair) for s in rank([b, a])]
    [('1', 1), ('2', 2)]
    >>> [(str(s.place), s.score.pair) for s in rank([b, a], Side.EW)]
    [('1', 2)]
    """
    keyed = sorted(
        (-s.percent, s.pair, s) for s in scores if direction is None or s.direction is direction
    )
    found = places([-percent for percent, _, _ in keyed])
    return tuple(Standing(place, item[2]) for place, item in zip(found, keyed, strict=True))
