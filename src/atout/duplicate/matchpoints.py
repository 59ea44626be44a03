"""Matchpoints of one board (RULES §6, seed 002).

Each North-South score earns 2 points for every N-S score it beats and 1 for
every tie (the ACBL scale, an option, gives 1 and ½); East-West get the top
minus the N-S matchpoints. A board with fewer results than expected is
factored up with Neuberg's formula; artificial adjusted scores (Law 12C) are
given to each side as a percentage of the top, outside the field.

Values are exact :class:`~fractions.Fraction`; round only to print
(:func:`atout.duplicate.rounding.round_half_up`).
"""

from __future__ import annotations

import enum
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.errors import InvalidEventError, Message, NotationError


class MatchpointScale(enum.Enum):
    """How many matchpoints a beaten score and a tie are worth."""

    #: Seed 002 and international practice: 2 per score beaten, 1 per tie.
    INTERNATIONAL = "international"
    #: North American practice: 1 per score beaten, ½ per tie.
    ACBL = "acbl"

    @property
    def win(self) -> Fraction:
        """Matchpoints for each score beaten."""
        return _WIN[self]

    @property
    def tie(self) -> Fraction:
        """Matchpoints for each score tied (half a win)."""
        return _WIN[self] / 2


_WIN = {MatchpointScale.INTERNATIONAL: Fraction(2), MatchpointScale.ACBL: Fraction(1)}


class ShortBoards(enum.Enum):
    """How a board with fewer results than the others is matchpointed.

    ``FULL_TOP`` (the default) factors its scores with Neuberg's formula up to
    the section's full top, the results most boards have (RULES §6; the EBU
    White Book's scoring chapter factors boards played fewer times with
    Neuberg's formula, as EBUScore, ScoreBridge and PairsScorer do);
    ``OWN_TOP`` scores it on its own smaller top.
    """

    FULL_TOP = "full-top"
    OWN_TOP = "own-top"

    @property
    def message(self) -> Message:
        """The rule's name, to translate."""
        return _SHORT_BOARDS[self]

    def expected(self, results: int, field: int) -> int:
        """The results a board of ``results`` is factored to in a section whose boards
        have at most ``field``.

        >>> ShortBoards.FULL_TOP.expected(7, 8), ShortBoards.OWN_TOP.expected(7, 8)
        (8, 7)
        """
        return max(results, field) if self is ShortBoards.FULL_TOP else results


_SHORT_BOARDS = {
    ShortBoards.FULL_TOP: Message("short boards factored to the full top (Neuberg)"),
    ShortBoards.OWN_TOP: Message("short boards scored on their own top"),
}


class Artificial(enum.Enum):
    """An artificial adjusted score for one side (Law 12C): A+, A= or A−."""

    AVERAGE_PLUS = "A+"
    AVERAGE = "A="
    AVERAGE_MINUS = "A-"

    @property
    def percent(self) -> int:
        """Law 12C: 60 % for average-plus, 50 % average, 40 % average-minus."""
        return ARTIFICIAL_PERCENT[self]

    @property
    def imps(self) -> int:
        """The same adjustment at IMPs: +3, 0, −3."""
        return ARTIFICIAL_IMPS[self]

    @classmethod
    def parse(cls, text: str) -> Artificial:
        """Read ``A+``, ``A=`` (or ``A``) and ``A-`` (or ``A−``), as in PBN files.

        >>> Artificial.parse("a-")
        <Artificial.AVERAGE_MINUS: 'A-'>
        """
        key = text.strip().upper().replace("−", "-")
        key = {"A": "A=", "AVE+": "A+", "AVE": "A=", "AVE-": "A-"}.get(key, key)
        try:
            return cls(key)
        except ValueError:
            raise NotationError(
                "{text!r} is not an artificial score: use A+ (60 %), A= (50 %) or A- (40 %)",
                code="artificial.unknown",
                text=text,
            ) from None

    def __str__(self) -> str:
        return self.value


#: Law 12C2: the percentages of the artificial adjusted scores.
ARTIFICIAL_PERCENT = {
    Artificial.AVERAGE_PLUS: 60,
    Artificial.AVERAGE: 50,
    Artificial.AVERAGE_MINUS: 40,
}
#: Law 12C2 at IMPs: average-plus +3, average 0, average-minus −3.
ARTIFICIAL_IMPS = {Artificial.AVERAGE_PLUS: 3, Artificial.AVERAGE: 0, Artificial.AVERAGE_MINUS: -3}


@dataclass(frozen=True, slots=True)
class AdjustedScore:
    """A board that could not be played: each side's artificial score.

    >>> str(AdjustedScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_PLUS))
    'A+/A+'
    """

    ns: Artificial
    ew: Artificial

    @classmethod
    def parse(cls, text: str) -> AdjustedScore:
        """Read ``<N-S>/<E-W>``, each side ``A+``, ``A=`` or ``A-``.

        >>> AdjustedScore.parse("a+/a-") == AdjustedScore(Artificial.AVERAGE_PLUS,
        ...                                               Artificial.AVERAGE_MINUS)
        True
        """
        ns, slash, ew = text.partition("/")
        if not slash:
            raise NotationError(
                (
                    "{text!r} is not an artificial score: write the N-S then the "
                    "E-W score, e.g. A+/A- (each A+, A= or A-)"
                ),
                code="artificial.syntax",
                text=text,
            )
        return cls(Artificial.parse(ns), Artificial.parse(ew))

    def __str__(self) -> str:
        return f"{self.ns}/{self.ew}"


@dataclass(frozen=True, slots=True)
class WeightedEntry:
    """An assigned score as a traveller compares it (Law 12C1(c), Law 12C): each side's
    outcomes as (weight, N-S score), the weights of a side summing to 1. The sides differ
    when the score is split (non-balancing); each is compared with the field on its own.

    >>> WeightedEntry.balanced(((Fraction(3, 5), 420), (Fraction(2, 5), -50))).split
    False
    """

    ns: tuple[tuple[Fraction, int], ...]
    ew: tuple[tuple[Fraction, int], ...]

    def __post_init__(self) -> None:
        for side in (self.ns, self.ew):
            if not side or sum(w for w, _ in side) != 1 or any(w <= 0 for w, _ in side):
                raise InvalidEventError(
                    "the weights of an assigned score must be positive and sum to 100 %",
                    code="assigned.weights",
                )

    @classmethod
    def balanced(cls, outcomes: tuple[tuple[Fraction, int], ...]) -> WeightedEntry:
        """The same weighted outcomes for both sides."""
        return cls(outcomes, outcomes)

    @property
    def split(self) -> bool:
        """True when the sides were given different scores."""
        return self.ns != self.ew


#: One line of a traveller: the N-S score, an artificial score per side, or an assigned
#: (weighted or split) score.
BoardEntry = int | AdjustedScore | WeightedEntry


def top(results: int, scale: MatchpointScale = MatchpointScale.INTERNATIONAL) -> Fraction:
    """The most matchpoints a score can earn among ``results`` results.

    >>> top(7), top(7, MatchpointScale.ACBL)
    (Fraction(12, 1), Fraction(6, 1))
    """
    return scale.win * (results - 1)


def neuberg(
    mp: Fraction,
    actual: int,
    expected: int,
    scale: MatchpointScale = MatchpointScale.INTERNATIONAL,
) -> Fraction:
    """Neuberg's factoring of ``mp`` earned among ``actual`` results to ``expected``.

    MP′ = (MP + 1)·E/A − 1 on the 2-per-beat scale (½ instead of 1 on ACBL).

    >>> neuberg(Fraction(10), actual=6, expected=7)
    Fraction(71, 6)
    """
    return (mp + scale.tie) * expected / actual - scale.tie


def results_expected(actual: int, expected: int | None) -> int:
    """How many results a board's matchpoints are factored up to: ``expected``, or the
    ``actual`` count when none is named; fewer than were played is refused.

    >>> results_expected(6, None), results_expected(6, 7)
    (6, 7)
    """
    wanted = actual if expected is None else expected
    if wanted < actual:
        raise InvalidEventError(
            "{actual} results on a board that expects only {wanted!r}",
            code="board.too-many-results",
            actual=actual,
            wanted=wanted,
        )
    return wanted


def matchpoints(
    ns_scores: Sequence[int],
    *,
    expected: int | None = None,
    scale: MatchpointScale = MatchpointScale.INTERNATIONAL,
) -> tuple[Fraction, ...]:
    """The N-S matchpoints of each score, factored with Neuberg up to ``expected``.

    >>> [str(mp) for mp in matchpoints([420, 420, 170, -50])]
    ['5', '5', '2', '0']
    """
    actual = len(ns_scores)
    wanted = results_expected(actual, expected)
    ordered = sorted(ns_scores)
    earned = []
    for score in ns_scores:
        below = bisect_left(ordered, score)
        ties = bisect_right(ordered, score) - below - 1
        mp = scale.win * below + scale.tie * ties
        earned.append(mp if wanted == actual else neuberg(mp, actual, wanted, scale))
    return tuple(earned)
