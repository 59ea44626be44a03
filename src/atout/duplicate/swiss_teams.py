"""A Swiss teams event: its rounds as team matches, its ranking after each round, the next round.

Each round is a set of team matches seated by :mod:`atout.duplicate.swiss` from the
ranking; match ``m`` of a round is played as a team session's match is
(:mod:`atout.duplicate.team_session`): tables ``2m - 1`` (open room, home team N-S) and
``2m`` (closed room, home team E-W), on the round's own boards (round ``r`` plays boards
``(r - 1) · b + 1`` to ``r · b``). A match counts once every board of it is complete in
both rooms: its IMP margin becomes victory points on the event's named scale
(:data:`atout.duplicate.vp_scales.SCALES`), or its Patton points
(:mod:`atout.duplicate.patton`, with its defaults). The team with the bye scores
the event's bye award, by default the scale's (:func:`default_bye`), else the director's.

**The ranking** after round ``r`` counts the matches of rounds 1 to ``r``: victory
points first, then the IMP margin, then the seeding (the order the teams were entered
in) — a strict order, which the next round is seated from (ties share a place on the
page, not in the pairing).

**When a round is seated.** Round 1 at the start (and round 2, from the seeding and
round 1's meetings, with the *one round's delay*); then round ``r + 1`` (``r + 2`` with
the delay) as soon as round ``r``'s matches are complete, from the ranking after round
``r``. A *Danish* last round pairs 1v2, 3v4… repeats allowed.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from atout.duplicate.movements.plan import PlannedSitting
from atout.duplicate.patton import score_match
from atout.duplicate.ranking import Place, places
from atout.duplicate.swiss import Seeding, SwissRound, first_round, fixed_round, pair_round
from atout.duplicate.teams import TeamMatch
from atout.duplicate.vp_scales import SCALES
from atout.errors import InvalidEventError

#: The scoring named ``patton``: each match's Patton points instead of VPs.
PATTON = "patton"

#: The bye's award on a 20-VP scale: 12 VPs, a modest win (60 % of the match's stake).
#: No primary text fixing it was found (the EBU's White Book and the WBF's conditions
#: of contest were searched); it is atout's stated default, a setting the director may
#: change on the form, as every Swiss program lets him.
BYE_VP = 12


def default_bye(scale: str, boards: int) -> int:
    """The bye's award by default: :data:`BYE_VP` on a VP scale (all of atout's are out of
    20); with Patton, the points of a drawn match of ``boards`` boards (every board and the
    aggregate drawn: 2 a board with the EBU's defaults), as Patton has no fixed stake.

    >>> default_bye("wbf2013", 8), default_bye("patton", 3), default_bye("patton", 8)
    (12, 6, 16)
    """
    if scale != PATTON:
        return BYE_VP
    drawn = score_match([0] * boards).totals[0]
    return int(drawn)  # whole with the EBU's defaults (1 a board, half of 2 a board)


class SwissMethod(enum.Enum):
    """How a Swiss's matches are scored: a team match (IMPs between its two rooms), or a
    pairs match, its boards compared across the field (:mod:`atout.duplicate.swiss_pairs`)."""

    MATCH = "match"
    MATCHPOINTS = "mp"
    BUTLER = "butler"
    CROSS_IMPS = "cross"

    @property
    def pairs(self) -> bool:
        """Whether the entrants are pairs (one table a match)."""
        return self is not SwissMethod.MATCH


@dataclass(frozen=True, slots=True)
class SwissOptions:
    """A Swiss event as announced before round 1.

    ``scale``: a name of :data:`~atout.duplicate.vp_scales.SCALES` or ``"patton"``;
    ``delay``: round ``r + 2`` seated from the ranking after round ``r``; ``danish``: the
    last round 1v2, 3v4…; ``seeding``: how round 1 is seated from the teams' order;
    ``bye_vp``: what the team with the bye scores (``None``: the scale's default,
    :attr:`bye_points`); ``first_tables``: round 1's matches as
    the director fixed them (home team first), instead of the seeding's; ``method``: a
    team match, or how a pairs match is scored (its ``scale`` unused with ``mp``).

    >>> SwissOptions(5, 2, "wbf2013", delay=True).seated_at_start
    2
    """

    rounds: int
    boards_per_round: int
    scale: str = "wbf2013"
    delay: bool = False
    danish: bool = False
    seeding: Seeding = Seeding.RANKED
    bye_vp: int | None = None
    first_tables: tuple[tuple[int, int], ...] = ()
    method: SwissMethod = SwissMethod.MATCH

    def __post_init__(self) -> None:
        if self.method.pairs and self.scale == PATTON:
            raise InvalidEventError(
                "Patton scores team matches: a Swiss pairs needs a VP scale",
                code="swiss.pairs-patton",
            )
        if self.scale != PATTON and self.scale not in SCALES:
            raise InvalidEventError(
                "{scale!r} is not a VP scale atout knows: {known}",
                code="swiss.scale",
                scale=self.scale,
                known=", ".join([*SCALES, PATTON]),
            )
        if self.rounds < 1 or self.boards_per_round < 1:
            raise InvalidEventError(
                "a Swiss needs at least one round of at least one board",
                code="swiss.no-round",
            )

    @property
    def bye_points(self) -> int:
        """What the team with the bye scores: the director's figure, else the scale's.

        >>> SwissOptions(5, 4, "patton").bye_points, SwissOptions(5, 4, bye_vp=10).bye_points
        (8, 10)
        """
        if self.bye_vp is not None:
            return self.bye_vp
        return default_bye(self.scale, self.boards_per_round)

    @property
    def rooms(self) -> int:
        """The tables a match takes: 2 for teams (open and closed room), 1 for pairs."""
        return 1 if self.method.pairs else 2

    @property
    def seated_at_start(self) -> int:
        """The rounds seated before play starts: 1, or 2 with the delay."""
        return min(self.rounds, 2 if self.delay else 1)

    def boards(self, round_: int) -> tuple[int, ...]:
        """The boards of round ``round_``.

        >>> SwissOptions(3, 4).boards(2)
        (5, 6, 7, 8)
        """
        first = (round_ - 1) * self.boards_per_round + 1
        return tuple(range(first, first + self.boards_per_round))

    def seats(self, complete: int) -> int:
        """The rounds that may be seated once rounds 1 to ``complete`` are complete.

        >>> [SwissOptions(5, 2, delay=True).seats(c) for c in range(6)]
        [2, 3, 4, 5, 5, 5]
        >>> [SwissOptions(3, 2).seats(c) for c in range(4)]
        [1, 2, 3, 3]
        """
        return min(self.rounds, complete + self.seated_at_start)

    def ranking_for(self, round_: int) -> int:
        """The round whose ranking seats round ``round_`` (0: the seeding).

        >>> SwissOptions(5, 2, delay=True).ranking_for(4), SwissOptions(5, 2).ranking_for(4)
        (2, 3)
        """
        return max(0, round_ - self.seated_at_start)


@dataclass(frozen=True, slots=True)
class SeatedRound:
    """A round's matches (home team first, the top table first) and its bye."""

    number: int
    tables: tuple[tuple[int, int], ...]
    bye: int | None

    def sittings(self, boards: tuple[int, ...], rooms: int = 2) -> list[PlannedSitting]:
        """The round's sittings: match ``m`` at tables ``2m - 1`` and ``2m`` (teams), or
        at table ``m``, its home pair N-S (``rooms`` 1: pairs).

        >>> [(s.table, s.ns, s.ew) for s in SeatedRound(1, ((3, 1),), 2).sittings((1,))]
        [(1, 3, 1), (2, 1, 3)]
        >>> pairs = SeatedRound(1, ((3, 1), (2, 4)), None).sittings((1,), rooms=1)
        >>> [(s.table, s.ns, s.ew) for s in pairs]
        [(1, 3, 1), (2, 2, 4)]
        """
        found = []
        for m, (home, away) in enumerate(self.tables, 1):
            if rooms == 1:
                found.append(PlannedSitting(self.number, m, home, away, boards))
                continue
            found.append(PlannedSitting(self.number, 2 * m - 1, home, away, boards))
            found.append(PlannedSitting(self.number, 2 * m, away, home, boards))
        return found


@dataclass(frozen=True, slots=True)
class SwissScore:
    """A team's score in one round: its VPs (or Patton points), IMP margin, opponent
    (``None``: the bye)."""

    team: int
    opponent: int | None
    points: Decimal
    imps: int
    #: The IMPs it won board by board (its gross: ``19`` of ``19 – 6``).
    gross: int = 0


@dataclass(frozen=True, slots=True)
class SwissLine:
    """A team's line in the ranking after a round (``played``: its matches, byes apart)."""

    place: Place
    team: int
    points: Decimal
    imps: int
    played: int


def match_scores(options: SwissOptions, home: int, away: int, match: TeamMatch) -> list[SwissScore]:
    """Both teams' scores for a complete match.

    >>> from atout.duplicate.teams import MatchBoard
    >>> m = TeamMatch("1", "2", (MatchBoard(1, 620, 170), MatchBoard(2, 100, 100)))
    >>> [(s.team, s.points, s.imps, s.gross) for s in match_scores(SwissOptions(1, 2), 1, 2, m)]
    [(1, Decimal('16.46'), 10, 10), (2, Decimal('3.54'), -10, 0)]
    """
    boards = len(match.boards)
    if options.scale == PATTON:
        swings = [b.net or 0 for b in match.boards]
        ours, theirs = score_match(swings).totals
        points = (_decimal(ours), _decimal(theirs))
    else:
        scale = SCALES[options.scale]
        points = (scale.vp(match.home_imps, boards), scale.vp(-match.home_imps, boards))
    return [
        SwissScore(home, away, points[0], match.home_imps, match.home_gross),
        SwissScore(away, home, points[1], match.away_imps, match.away_gross),
    ]


def bye_score(options: SwissOptions, team: int) -> SwissScore:
    """What the team with the bye scores (no IMPs)."""
    return SwissScore(team, None, Decimal(options.bye_points), 0)


def ranking(
    teams: Sequence[int], scores: Sequence[Sequence[SwissScore]], upto: int
) -> tuple[SwissLine, ...]:
    """The ranking after round ``upto``: ``scores[r - 1]`` are round ``r``'s, ``teams`` in
    seeding order (see the module docstring for the order).

    >>> one = [SwissScore(1, 2, Decimal(8), -3), SwissScore(2, 1, Decimal(12), 3)]
    >>> [(str(x.place), x.team, str(x.points)) for x in ranking([1, 2, 3], [one], 1)]
    [('1', 2, '12'), ('2', 1, '8'), ('3', 3, '0')]
    """
    totals = {team: (Decimal(0), 0, 0) for team in teams}
    for round_scores in scores[:upto]:
        for s in round_scores:
            points, margin, played = totals.get(s.team, (Decimal(0), 0, 0))
            totals[s.team] = (points + s.points, margin + s.imps, played + (s.opponent is not None))
    seed = {team: k for k, team in enumerate(teams)}
    order = sorted(totals, key=lambda t: (-totals[t][0], -totals[t][1], seed.get(t, len(seed))))
    found = places([int(totals[t][0] * 100) for t in order])
    return tuple(
        SwissLine(place, team, *totals[team]) for place, team in zip(found, order, strict=True)
    )


def seat_round(
    options: SwissOptions,
    number: int,
    order: Sequence[int],
    seated: Sequence[SeatedRound],
    draw: random.Random | None = None,
) -> SeatedRound:
    """Round ``number`` seated from ``order`` (the ranking it is seated from, the teams still
    playing), given the rounds seated before it.

    >>> opts = SwissOptions(3, 1)
    >>> seat_round(opts, 1, [1, 2, 3], [])
    SeatedRound(number=1, tables=((1, 2),), bye=3)
    >>> seat_round(opts, 2, [3, 1, 2], [SeatedRound(1, ((1, 2),), 3)])
    SeatedRound(number=2, tables=((3, 1),), bye=2)
    >>> seat_round(SwissOptions(3, 1, first_tables=((3, 1),)), 1, [1, 2, 3], [])
    SeatedRound(number=1, tables=((3, 1),), bye=2)
    """
    fixed = options.first_tables
    listed = {team for table in fixed for team in table}
    if number == 1 and fixed and listed <= set(order) and len(order) - len(listed) <= 1:
        chosen: SwissRound[int] = fixed_round(order, fixed)
    elif number == 1:  # the seeding's (also once the fixed tables no longer fit the field)
        chosen = first_round(order, options.seeding, draw)
    else:
        met = [table for r in seated for table in r.tables]
        byes = [r.bye for r in seated if r.bye is not None]
        danish = options.danish and number == options.rounds
        chosen = pair_round(order, met, byes, danish=danish)
    return SeatedRound(number, chosen.tables, chosen.bye)


def _decimal(value: Fraction) -> Decimal:
    return Decimal(value.numerator) / Decimal(value.denominator)


def scores_by_round(
    options: SwissOptions,
    seated: Sequence[SeatedRound],
    matches: Mapping[tuple[int, int], TeamMatch],
) -> list[list[SwissScore]]:
    """Each seated round's scores: its complete matches (``matches`` by (round, home)) and
    its bye."""
    found = []
    for r in seated:
        scores = [] if r.bye is None else [bye_score(options, r.bye)]
        for home, away in r.tables:
            match = matches.get((r.number, home))
            if match is not None and len(match.boards) == options.boards_per_round:
                scores.extend(match_scores(options, home, away, match))
        found.append(scores)
    return found


def complete_rounds(
    options: SwissOptions,
    seated: Sequence[SeatedRound],
    matches: Mapping[tuple[int, int], TeamMatch],
) -> int:
    """How many rounds from the first are complete (every match with all its boards)."""
    done = 0
    for r in seated:
        full = all(
            (m := matches.get((r.number, home))) is not None
            and len(m.boards) == options.boards_per_round
            for home, _ in r.tables
        )
        if not full:
            break
        done = r.number
    return done


__all__ = [
    "BYE_VP",
    "PATTON",
    "SeatedRound",
    "SwissLine",
    "SwissMethod",
    "SwissOptions",
    "SwissScore",
    "bye_score",
    "complete_rounds",
    "default_bye",
    "match_scores",
    "ranking",
    "scores_by_round",
    "seat_round",
]
