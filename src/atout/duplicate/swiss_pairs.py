"""A Swiss pairs event's rounds scored: each match is one table, its boards compared
across the field, the match's total turned into victory points.

Every table of a round plays the same boards (round ``r``: boards ``(r - 1) · b + 1`` to
``r · b``, as for Swiss teams), so a pair's result on a board is compared with the other
tables' results on it — never only with its opponents' — by one of three named methods
(:class:`~atout.duplicate.swiss_teams.SwissMethod`):

- ``mp`` (the default) — **matchpoints across the field** (RULES §6: 2 for each N-S score
  beaten, 1 for each tie, E-W the top less N-S's). The match's VPs are the 20 shared in
  proportion to the two pairs' matchpoints on its boards (two decimals, half away from
  zero, the loser 20 less the winner's). Matchpoints converted to VPs is the EBU's standard
  way of scoring a Swiss pairs (the EBU's tournament director, BBO forums, "Swiss Pairs
  mis-matches", on the EBU White Book §3.5); the EBU's Harrogate Swiss Pairs booklet (p. 10)
  has the players read their VPs from the match's percentage in a printed table, which is
  not reproduced here: the proportional share is atout's own, named, conversion.
- ``butler`` — **IMPs against the field's datum** (RULES §6, :mod:`atout.duplicate.butler`:
  the mean N-S score, the top and bottom dropped beyond 3 scores, rounded to 10), the
  "datum scoring" of Swiss pairs congresses (Waikato-Bays bridge club, "Main Centre Swiss
  Pairs", 2015).
- ``cross`` — **cross-IMPs** (:mod:`atout.duplicate.cross_imps`: each score IMPed against
  every other, averaged), the alternative the same page describes.

With IMPs, a pair's match total over the boards (rounded to the whole IMP, half away from
zero) is a margin, the opponents' its opposite, turned into VPs on the event's named scale
(:data:`atout.duplicate.vp_scales.SCALES`) like a team match's. An artificial score at a
table counts as a draw there (half the board's top, or no IMPs, for both pairs), and the
board is compared across the other tables only.

A round is scored once every table has a result on every board of it (the comparisons
need the whole field).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from atout.duplicate.butler import butler_datum
from atout.duplicate.cross_imps import cross_imps
from atout.duplicate.imps import imps
from atout.duplicate.matchpoints import matchpoints
from atout.duplicate.rounding import round_half_up
from atout.duplicate.swiss_teams import (
    SeatedRound,
    SwissMethod,
    SwissOptions,
    SwissScore,
    bye_score,
)
from atout.duplicate.vp import TOTAL_VP
from atout.duplicate.vp_scales import SCALES

#: A round's N-S scores: ``scores[(table, board)]``, ``None`` for an artificial score.
RoundScores = Mapping[tuple[int, int], int | None]


def board_points(method: SwissMethod, ns_scores: Sequence[int | None]) -> tuple[Fraction, ...]:
    """Each table's N-S points on one board (E-W: the top less them with ``mp``, their
    opposite with IMPs); ``None`` is an artificial score.

    >>> [str(p) for p in board_points(SwissMethod.MATCHPOINTS, [420, 170, None, 420])]
    ['3', '0', '2', '3']
    >>> [str(p) for p in board_points(SwissMethod.BUTLER, [420, 170, 140, -100])]
    ['6', '0', '-1', '-6']
    >>> [str(p) for p in board_points(SwissMethod.CROSS_IMPS, [620, 170, None, 140])]
    ['10', '-9/2', '0', '-11/2']
    """
    played = [s for s in ns_scores if s is not None]
    if method is SwissMethod.MATCHPOINTS:
        earned = iter(matchpoints(played))
        half = Fraction(board_top(len(played)), 2)
        return tuple(half if s is None else next(earned) for s in ns_scores)
    if method is SwissMethod.BUTLER:
        datum = butler_datum(played) if played else 0
        return tuple(Fraction(0 if s is None else imps(s - datum)) for s in ns_scores)
    lines = iter(cross_imps(played))
    return tuple(Fraction(0) if s is None else next(lines).ns_imps for s in ns_scores)


def board_top(played: int) -> int:
    """A board's matchpoint top among ``played`` scores (2 a score beaten)."""
    return 2 * max(0, played - 1)


def round_complete(seated: SeatedRound, boards: Sequence[int], scores: RoundScores) -> bool:
    """Whether every table of the round has a result on every board of it."""
    return all((t, b) in scores for t in range(1, len(seated.tables) + 1) for b in boards)


def round_scores(
    options: SwissOptions, seated: SeatedRound, scores: RoundScores
) -> list[SwissScore]:
    """Every pair's score in a complete round (match ``m`` at table ``m``, its home pair
    N-S): VPs, and the margin that breaks ties (IMPs, or matchpoints with ``mp``).

    >>> opts = SwissOptions(1, 2, method=SwissMethod.MATCHPOINTS)
    >>> seated = SeatedRound(1, ((1, 2), (3, 4)), None)
    >>> got = round_scores(opts, seated, {(1, 1): 420, (2, 1): 170, (1, 2): 90, (2, 2): 90})
    >>> [(s.team, s.opponent, str(s.points), s.imps) for s in got]
    [(1, 2, '15.00', 2), (2, 1, '5.00', -2), (3, 4, '5.00', -2), (4, 3, '15.00', 2)]
    """
    boards = options.boards(seated.number)
    found = [] if seated.bye is None else [bye_score(options, seated.bye)]
    tables = range(1, len(seated.tables) + 1)
    ns_points = {t: Fraction(0) for t in tables}
    tops = 0
    for board in boards:
        column = [scores[(t, board)] for t in tables]
        for t, points in zip(tables, board_points(options.method, column), strict=True):
            ns_points[t] += points
        tops += board_top(sum(1 for s in column if s is not None))
    for t, (home, away) in zip(tables, seated.tables, strict=True):
        ours, vp = _match(options, len(boards), ns_points[t], tops)
        found.append(SwissScore(home, away, vp, ours))
        found.append(SwissScore(away, home, TOTAL_VP - vp, -ours))
    return found


def _match(options: SwissOptions, boards: int, ns: Fraction, tops: int) -> tuple[int, Decimal]:
    """The N-S pair's margin and VPs for its match's points ``ns`` (``tops``: the sum of
    its boards' matchpoint tops)."""
    if options.method is SwissMethod.MATCHPOINTS:
        share = Fraction(1, 2) if tops == 0 else ns / tops
        vp = (Decimal(share.numerator) * TOTAL_VP / Decimal(share.denominator)).quantize(
            Decimal("0.01"), rounding=ROUND_HALF_UP
        )
        return int(2 * ns - tops), vp
    margin = int(round_half_up(ns))
    return margin, SCALES[options.scale].vp(margin, boards)


def scores_by_round(
    options: SwissOptions,
    seated: Sequence[SeatedRound],
    results: Mapping[int, RoundScores],
) -> list[list[SwissScore]]:
    """Each seated round's scores (``results[r]``: round ``r``'s N-S scores); a round not
    complete scores nothing yet."""
    found: list[list[SwissScore]] = []
    for r in seated:
        scores = results.get(r.number, {})
        complete = round_complete(r, options.boards(r.number), scores)
        found.append(round_scores(options, r, scores) if complete else [])
    return found


def complete_rounds(
    options: SwissOptions, seated: Sequence[SeatedRound], results: Mapping[int, RoundScores]
) -> int:
    """How many rounds from the first are complete."""
    done = 0
    for r in seated:
        if not round_complete(r, options.boards(r.number), results.get(r.number, {})):
            break
        done = r.number
    return done


__all__ = [
    "RoundScores",
    "board_points",
    "board_top",
    "complete_rounds",
    "round_complete",
    "round_scores",
    "scores_by_round",
]
