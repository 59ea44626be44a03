"""IMP pairs: a pairs event scored at cross-IMPs or Butler instead of matchpoints (RULES §6).

Each board is scored with :func:`~atout.duplicate.cross_imps.cross_imps` or
:func:`~atout.duplicate.butler.butler` over its real results; an artificial
adjusted score gives each side its own +3 / 0 / −3 IMPs (Law 12C) and stays
out of the field. A weighted or split assigned score is IMPed outcome by outcome and
weighted (Law 12C1(c)): at cross-IMPs against every other line, at Butler against the
datum of the played scores. Pairs (each player of an individual event) are ranked on
their total IMPs in one list, ties sharing the place.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.seats import Side
from atout.duplicate.butler import butler, butler_datum
from atout.duplicate.cross_imps import cross_imps
from atout.duplicate.imps import imps as imps_of
from atout.duplicate.matchpoints import AdjustedScore, BoardEntry, WeightedEntry
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
    plain = [entry for entry in scores if isinstance(entry, int)]
    if len(plain) < len(scores):
        return _weighted_board(results, scores, plain, method)
    if method is ImpMethod.CROSS_IMPS:
        field = iter([line.ns_imps for line in cross_imps(plain)])
    else:
        field = iter([Fraction(line.ns_imps) for line in butler(plain)] if plain else [])
    lines = []
    for ns, ew, entry in results:
        if isinstance(entry, AdjustedScore):
            ns_imps, ew_imps = Fraction(entry.ns.imps), Fraction(entry.ew.imps)
        else:
            ns_imps = next(field)
            ew_imps = -ns_imps
        lines.append(ImpLine(ns, ew, entry, ns_imps, ew_imps))
    return tuple(lines)


def _versus(
    mine: tuple[tuple[Fraction, int], ...], others: Sequence[tuple[tuple[Fraction, int], ...]]
) -> Fraction:
    """The weighted mean of ``mine``'s N-S IMPs against each of ``others`` (cross-IMPs)."""
    if not others:
        return Fraction(0)
    total = sum(
        (w * v * imps_of(score - other) for w, score in mine for o in others for v, other in o),
        Fraction(0),
    )
    return total / len(others)


def _weighted_board(
    results: Sequence[tuple[Partnership, Partnership, BoardEntry]],
    scores: Sequence[int | WeightedEntry],
    plain: Sequence[int],
    method: ImpMethod,
) -> tuple[ImpLine, ...]:
    """A board with assigned scores: each outcome IMPed, then weighted (each side its own)."""
    one = Fraction(1)
    sides = [
        (e.ns, e.ew) if isinstance(e, WeightedEntry) else (((one, e),), ((one, e),)) for e in scores
    ]
    datum = butler_datum(plain) if method is ImpMethod.BUTLER and plain else 0
    earned = []
    for index, (ns, ew) in enumerate(sides):
        if method is ImpMethod.CROSS_IMPS:
            others = [other for at, other in enumerate(sides) if at != index]
            ns_imps = _versus(ns, [o[0] for o in others])
            ew_imps = -_versus(ew, [o[1] for o in others])
        else:
            ns_imps = _versus(ns, [((one, datum),)])
            ew_imps = -_versus(ew, [((one, datum),)])
        earned.append((ns_imps, ew_imps))
    field = iter(earned)
    lines = []
    for ns_side, ew_side, entry in results:
        if isinstance(entry, AdjustedScore):
            pair = (Fraction(entry.ns.imps), Fraction(entry.ew.imps))
        else:
            pair = next(field)
        lines.append(ImpLine(ns_side, ew_side, entry, *pair))
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
