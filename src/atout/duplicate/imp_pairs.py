"""IMP pairs: a pairs event scored at cross-IMPs or Butler instead of matchpoints (RULES §6).

Each board is scored with :func:`~atout.duplicate.cross_imps.cross_imps` or
:func:`~atout.duplicate.butler.butler` over its real results; an artificial
adjusted score gives each side its own +3 / 0 / −3 IMPs (Law 12C) and stays
out of the field. Pairs are ranked on their total IMPs, ties sharing the place.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.duplicate.butler import butler
from atout.duplicate.cross_imps import cross_imps
from atout.duplicate.matchpoints import AdjustedScore, BoardEntry
from atout.duplicate.ranking import pair_sort_key, places
from atout.errors import NotationError


class ImpMethod(enum.Enum):
    """How a board's scores become IMPs."""

    #: Each score IMPed against every other one, averaged (divisor n − 1).
    CROSS_IMPS = "cross"
    #: Each score IMPed against the Butler datum.
    BUTLER = "butler"

    @classmethod
    def parse(cls, text: str) -> ImpMethod:
        """Read ``cross`` (or ``cross-imps``) or ``butler``.

        >>> ImpMethod.parse("Cross-IMPs")
        <ImpMethod.CROSS_IMPS: 'cross'>
        """
        key = text.strip().lower().removesuffix("-imps")
        try:
            return cls(key)
        except ValueError:
            raise NotationError(
                "{text!r} is not an IMP method: use cross or butler",
                code="imp-method.unknown",
                text=text,
            ) from None


@dataclass(frozen=True, slots=True)
class ImpLine:
    """One result of a board at IMPs: the pairs, the entry and each side's IMPs.

    The sides' IMPs are opposite for a real score, not always for an
    artificial one (both sides may get average-plus).
    """

    ns: str
    ew: str
    entry: BoardEntry
    ns_imps: Fraction
    ew_imps: Fraction


def score_board(
    results: Sequence[tuple[str, str, BoardEntry]], method: ImpMethod
) -> tuple[ImpLine, ...]:
    """Score one board's ``(N-S pair, E-W pair, entry)`` results at IMPs.

    >>> lines = score_board([("1", "2", 620), ("3", "4", 170), ("5", "6", 140)], ImpMethod.BUTLER)
    >>> [(line.ns, int(line.ns_imps)) for line in lines]
    [('1', 7), ('3', -4), ('5', -5)]
    """
    scores = [entry for _, _, entry in results if not isinstance(entry, AdjustedScore)]
    if method is ImpMethod.CROSS_IMPS:
        field = iter([line.ns_imps for line in cross_imps(scores)])
    else:
        field = iter([Fraction(line.ns_imps) for line in butler(scores)] if scores else [])
    lines = []
    for ns, ew, entry in results:
        if isinstance(entry, AdjustedScore):
            ns_imps, ew_imps = Fraction(entry.ns.imps), Fraction(entry.ew.imps)
        else:
            ns_imps = next(field)
            ew_imps = -ns_imps
        lines.append(ImpLine(ns, ew, entry, ns_imps, ew_imps))
    return tuple(lines)


@dataclass(frozen=True, slots=True)
class ImpPairResult:
    """A pair's total IMPs over the boards it played, and its place."""

    pair: str
    boards: int
    imps: Fraction
    place: str

    @property
    def per_board(self) -> Fraction:
        """Average IMPs per board played."""
        return self.imps / self.boards


def rank_pairs(boards: Iterable[Sequence[ImpLine]]) -> tuple[ImpPairResult, ...]:
    """Each pair's total IMPs, ranked best first ("3=" when shared).

    >>> board = score_board([("1", "2", 620), ("3", "4", 170)], ImpMethod.CROSS_IMPS)
    >>> [(r.pair, int(r.imps), r.place) for r in rank_pairs([board])]
    [('1', 10, '1='), ('4', 10, '1='), ('2', -10, '3='), ('3', -10, '3=')]
    """
    totals: dict[str, Fraction] = {}
    played: dict[str, int] = {}
    for lines in boards:
        for line in lines:
            for pair, imps in ((line.ns, line.ns_imps), (line.ew, line.ew_imps)):
                totals[pair] = totals.get(pair, Fraction(0)) + imps
                played[pair] = played.get(pair, 0) + 1
    pairs = list(totals)
    found = places([totals[p] for p in pairs])
    results = [
        ImpPairResult(p, played[p], totals[p], str(place))
        for p, place in zip(pairs, found, strict=True)
    ]
    return tuple(sorted(results, key=lambda r: (-r.imps, pair_sort_key(r.pair))))
