"""A championship over several evenings (*un championnat*): each player's total or best N.

A player is known by his name from one evening to the next. Each evening
gives each of its players his score (the sum of his deals); the season counts
them all (``total``) or only each player's ``best`` N evenings. Players with
equal points share their place. An evening a player missed counts for
nothing (it is not a zero in his best N).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass


class SeasonMode(enum.Enum):
    """How a season counts the evenings: all of them, or each player's best N."""

    TOTAL = "total"
    BEST = "best"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Evening:
    """One evening of the season: its title and each player's score, by name."""

    title: str
    scores: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class SeasonLine:
    """A player's line: place, points, each evening's score (``None``: absent), which count."""

    place: int
    name: str
    points: int
    evenings: tuple[int | None, ...]
    counted: tuple[bool, ...]


def championship(
    evenings: Sequence[Evening], mode: SeasonMode = SeasonMode.TOTAL, best: int = 0
) -> tuple[SeasonLine, ...]:
    """The season's ranking, best first.

    >>> season = [Evening("1", {"Ana": 100, "Bo": -100}), Evening("2", {"Ana": -50, "Cy": 50})]
    >>> [(l.place, l.name, l.points) for l in championship(season)]
    [(1, 'Ana', 50), (1, 'Cy', 50), (3, 'Bo', -100)]
    >>> [(l.name, l.points, l.counted) for l in championship(season, SeasonMode.BEST, 1)][:1]
    [('Ana', 100, (True, False))]
    """
    names = sorted({name for evening in evenings for name in evening.scores})
    lines = []
    for name in names:
        scores = tuple(evening.scores.get(name) for evening in evenings)
        played = [(s, i) for i, s in enumerate(scores) if s is not None]
        if mode is SeasonMode.BEST:
            played = sorted(played, key=lambda item: (-item[0], item[1]))[: max(best, 0)]
        chosen = {i for _, i in played}
        counted = tuple(i in chosen for i in range(len(scores)))
        lines.append((sum(s for s, _ in played), name, scores, counted))
    lines.sort(key=lambda line: (-line[0], line[1]))
    return tuple(
        SeasonLine(1 + sum(1 for other in lines if other[0] > points), name, points, scores, used)
        for points, name, scores, used in lines
    )
