"""IMP pairs: a pairs event scored at cross-IMPs or Butler instead of matchpoints (RULES §6).

Each board is scored with :func:`~atout.duplicate.cross_imps.cross_imps` or
:func:`~atout.duplicate.butler.butler` over its real results; an artificial
adjusted score gives each side its own +3 / 0 / −3 IMPs (Law 12C) and stays
out of the field. Pairs (each player of an individual event) are ranked on
their total IMPs in one list, ties sharing the place.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.seats import Side
from atout.duplicate.butler import butler
from atout.duplicate.cross_imps import cross_imps
from atout.duplicate.matchpoints import AdjustedScore, BoardEntry
from atout.duplicate.ranking import ImpScore, Partnership, Standing, only_side, rank
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
    """One result of a board at IMPs: the sides, the entry and each side's IMPs.

    The sides' IMPs are opposite for a real score, not always for an
    artificial one (both sides may get average-plus).
    """

    ns: Partnership
    ew: Partnership
    entry: BoardEntry
    ns_imps: Fraction
    ew_imps: Fraction


def score_board(
    results: Sequence[tuple[Partnership, Partnership, BoardEntry]], method: ImpMethod
) -> tuple[ImpLine, ...]:
    """Score one board's ``(N-S side, E-W side, entry)`` results at IMPs.

    >>> sides = [Partnership.pair(p) for p in "123456"]
    >>> results = [(sides[0], sides[1], 620), (sides[2], sides[3], 170), (sides[4], sides[5], 140)]
    >>> [(str(line.ns), int(line.ns_imps)) for line in score_board(results, ImpMethod.BUTLER)]
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


def rank_pairs(boards: Iterable[Sequence[ImpLine]]) -> tuple[Standing[ImpScore[str]], ...]:
    """Each pair's total IMPs, ranked best first in one list ("3=" when shared).

    >>> one, two, three, four = (Partnership.pair(p) for p in "1234")
    >>> board = score_board([(one, two, 620), (three, four, 170)], ImpMethod.CROSS_IMPS)
    >>> [(s.score.pair, int(s.score.imps), str(s.place)) for s in rank_pairs([board])]
    [('1', 10, '1='), ('4', 10, '1='), ('2', -10, '3='), ('3', -10, '3=')]
    """
    totals: dict[str, Fraction] = {}
    played: dict[str, int] = {}
    sat: dict[str, set[Side]] = {}
    for lines in boards:
        for line in lines:
            for side, who, imps in (
                (Side.NS, line.ns, line.ns_imps),
                (Side.EW, line.ew, line.ew_imps),
            ):
                for pair in who.ids:
                    totals[pair] = totals.get(pair, Fraction(0)) + imps
                    played[pair] = played.get(pair, 0) + 1
                    sat.setdefault(pair, set()).add(side)
    return rank(ImpScore(p, only_side(sat[p]), played[p], totals[p]) for p in totals)
