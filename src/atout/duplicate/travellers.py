"""A board's whole traveller at matchpoints: artificial scores, Neuberg, fouled boards.

Artificial adjusted scores are given to each side as a share of the top; they
are not compared with the field and not factored, but they count as results
the board expected, so the played scores are factored with Neuberg (RULES §6).
A fouled board is split into groups that played different cards: each group
is matchpointed on its own, then factored to the full top.

>>> from atout.duplicate.matchpoints import Artificial
>>> from atout.duplicate.rounding import round_half_up
>>> average = AdjustedScore(Artificial.AVERAGE, Artificial.AVERAGE)
>>> board = score_traveller([300, 150, 100, 50, -50, -100, average])
>>> [str(round_half_up(line.ns_mp1, 1)) for line in board.lines]
['5.8', '3.5', '1.2', '-1.2', '-3.5', '-5.8', '0.0']
>>> [str(round_half_up(line.ns_percent)) for line in board.lines]
['99', '79', '60', '40', '21', '1', '50']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from atout.duplicate.matchpoints import (
    AdjustedScore,
    BoardEntry,
    MatchpointScale,
    WeightedEntry,
    matchpoints,
    top,
)
from atout.duplicate.weighted import weighted_matchpoints
from atout.errors import InvalidEventError


@dataclass(frozen=True, slots=True)
class TravellerLine:
    """One line of a scored traveller: the entry and each side's matchpoints.

    ``group`` is the index of the group the line was compared in (always 0
    unless the board was fouled); artificial lines have no group (``None``).
    """

    entry: BoardEntry
    ns_mp: Fraction
    ew_mp: Fraction
    top: Fraction
    group: int | None = 0

    @property
    def ns_percent(self) -> Fraction:
        """N-S matchpoints as a percentage of the top (50 when the top is 0)."""
        return _percent(self.ns_mp, self.top)

    @property
    def ew_percent(self) -> Fraction:
        """E-W matchpoints as a percentage of the top."""
        return _percent(self.ew_mp, self.top)

    @property
    def ns_mp1(self) -> Fraction:
        """N-S matchpoints on the zero-centred "MP1" scale: MP − top/2."""
        return self.ns_mp - self.top / 2

    @property
    def ew_mp1(self) -> Fraction:
        """E-W matchpoints on the zero-centred "MP1" scale."""
        return self.ew_mp - self.top / 2


def _percent(mp: Fraction, top: Fraction) -> Fraction:
    return Fraction(50) if top == 0 else mp * 100 / top


@dataclass(frozen=True, slots=True)
class BoardMatchpoints:
    """A scored traveller: the lines in entry order, the top and the factoring."""

    lines: tuple[TravellerLine, ...]
    expected: int
    top: Fraction
    scale: MatchpointScale

    @property
    def played(self) -> int:
        """How many lines are played scores (not artificial)."""
        return sum(1 for line in self.lines if not isinstance(line.entry, AdjustedScore))

    @property
    def factored(self) -> bool:
        """True when Neuberg factoring applied (fewer played scores than expected)."""
        return self.played < self.expected or any(line.group for line in self.lines)


def _artificial_line(entry: AdjustedScore, board_top: Fraction) -> TravellerLine:
    ns = board_top * entry.ns.percent / 100
    ew = board_top * entry.ew.percent / 100
    return TravellerLine(entry, ns, ew, board_top, group=None)


def _earned(
    scores: Sequence[int | WeightedEntry], wanted: int, scale: MatchpointScale
) -> tuple[tuple[Fraction, Fraction], ...]:
    """Each played or assigned line's (N-S, E-W) matchpoints within its group."""
    plain = [entry for entry in scores if isinstance(entry, int)]
    if len(plain) < len(scores):
        return weighted_matchpoints(scores, expected=wanted, scale=scale)
    board_top = top(wanted, scale)
    earned = matchpoints(plain, expected=wanted, scale=scale) if plain else ()
    return tuple((ns_mp, board_top - ns_mp) for ns_mp in earned)


def score_fouled_traveller(
    groups: Sequence[Sequence[BoardEntry]],
    *,
    expected: int | None = None,
    scale: MatchpointScale = MatchpointScale.INTERNATIONAL,
) -> BoardMatchpoints:
    """Score a traveller whose results are split into ``groups`` (a fouled board).

    Each group's played scores are matchpointed among themselves and factored
    with Neuberg to ``expected`` results (default: every line of every group,
    artificial ones included). Lines come back group after group.

    >>> board = score_fouled_traveller([[620, 170, 140], [-100, -200]])
    >>> [str(line.ns_mp) for line in board.lines], str(board.top)
    (['22/3', '4', '2/3', '13/2', '3/2'], '8')
    """
    wanted = sum(len(group) for group in groups) if expected is None else expected
    board_top = top(wanted, scale)
    lines: list[TravellerLine] = []
    for index, group in enumerate(groups):
        scores = [entry for entry in group if not isinstance(entry, AdjustedScore)]
        if scores and wanted < len(scores):
            raise InvalidEventError(
                "{count} results on a board that expects only {wanted!r}",
                code="board.too-many-results",
                count=len(scores),
                wanted=wanted,
            )
        earned = iter(_earned(scores, wanted, scale))
        for entry in group:
            if isinstance(entry, AdjustedScore):
                lines.append(_artificial_line(entry, board_top))
            else:
                ns_mp, ew_mp = next(earned)
                lines.append(TravellerLine(entry, ns_mp, ew_mp, board_top, index))
    return BoardMatchpoints(tuple(lines), wanted, board_top, scale)


def score_traveller(
    entries: Sequence[BoardEntry],
    *,
    expected: int | None = None,
    scale: MatchpointScale = MatchpointScale.INTERNATIONAL,
) -> BoardMatchpoints:
    """Score one board's traveller: played N-S scores and artificial scores.

    ``expected`` is how many results the board should have had (default:
    the number of entries, artificial ones included); played scores are
    factored with Neuberg when they are fewer.

    >>> board = score_traveller([620, 620, 170, -100])
    >>> [str(line.ns_mp) for line in board.lines], [str(line.ew_mp) for line in board.lines]
    (['5', '5', '2', '0'], ['1', '1', '4', '6'])
    """
    if expected is not None and expected < 1:
        raise InvalidEventError(
            "{expected!r} expected results: use 1 or more",
            code="traveller.expected-count",
            expected=expected,
        )
    return score_fouled_traveller([entries], expected=expected, scale=scale)
