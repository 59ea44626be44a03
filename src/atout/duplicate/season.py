"""A club championship over several sessions: each player's (or pair's) percentages added up.

Each session gives each of its players (or pairs) the percentage of his pair
in that session. The season counts them all (:attr:`SeasonMode.SUM`) or only
each one's best N sessions (:attr:`SeasonMode.BEST`). A session missed counts
for nothing (it is not a zero among the best N). Equal totals share their
place ("2="). Players and pairs are known by keys: a player's number in the
club's register, a pair as the two numbers of its players, smaller first.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, TypeVar

from atout.duplicate.ranking import Place, places
from atout.errors import UsageError

#: A player (his number) or a pair (the numbers of its two players, smaller first).
K = TypeVar("K", int, tuple[int, int])


class SeasonMode(enum.Enum):
    """How a season counts the sessions: all of them, or each one's best N."""

    SUM = "sum"
    BEST = "best"

    @classmethod
    def parse(cls, text: str) -> SeasonMode:
        """Read ``sum`` or ``best``.

        >>> SeasonMode.parse("best")
        <SeasonMode.BEST: 'best'>
        """
        try:
            return cls(text.strip().lower())
        except ValueError:
            raise UsageError(
                "{text!r} is not a way to count a season: use sum or best",
                code="season.count-method",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class SessionPercents(Generic[K]):
    """One session of the season: its title and each player's (or pair's) percentage."""

    title: str
    percents: Mapping[K, Fraction]


@dataclass(frozen=True, slots=True)
class SeasonLine(Generic[K]):
    """One line of the championship: place, who, points, each session's percentage
    (``None``: absent) and which of them count."""

    place: Place
    key: K
    points: Fraction
    sessions: tuple[Fraction | None, ...]
    counted: tuple[bool, ...]

    @property
    def played(self) -> int:
        """How many sessions were played."""
        return sum(1 for p in self.sessions if p is not None)


def championship(
    sessions: Sequence[SessionPercents[K]], mode: SeasonMode = SeasonMode.SUM, best: int = 0
) -> tuple[SeasonLine[K], ...]:
    """The season's ranking, best first (equal points: by key).

    >>> season = [
    ...     SessionPercents("1", {1: Fraction(60), 2: Fraction(40)}),
    ...     SessionPercents("2", {1: Fraction(45), 3: Fraction(55)}),
    ... ]
    >>> [(str(l.place), l.key, l.points) for l in championship(season)]
    [('1', 1, Fraction(105, 1)), ('2', 3, Fraction(55, 1)), ('3', 2, Fraction(40, 1))]
    >>> [(l.key, l.points, l.counted) for l in championship(season, SeasonMode.BEST, 1)][:2]
    [(1, Fraction(60, 1), (True, False)), (3, Fraction(55, 1), (False, True))]
    """
    if mode is SeasonMode.BEST and best < 1:
        raise UsageError(
            "best {best!r} sessions: count at least 1",
            code="season.best-count",
            best=best,
        )
    keys = sorted({key for session in sessions for key in session.percents})
    found = []
    for key in keys:
        percents = tuple(session.percents.get(key) for session in sessions)
        played = [(p, i) for i, p in enumerate(percents) if p is not None]
        if mode is SeasonMode.BEST:
            played = sorted(played, key=lambda item: (-item[0], item[1]))[:best]
        chosen = {i for _, i in played}
        counted = tuple(i in chosen for i in range(len(percents)))
        found.append((sum((p for p, _ in played), Fraction(0)), key, percents, counted))
    found.sort(key=lambda line: (-line[0], line[1]))
    shared = places([points for points, _, _, _ in found])
    return tuple(
        SeasonLine(place, key, points, percents, counted)
        for place, (points, key, percents, counted) in zip(shared, found, strict=True)
    )


__all__ = ["SeasonLine", "SeasonMode", "SessionPercents", "championship"]
