"""Team matches at IMPs and round robins in victory points (RULES §6, seed 002).

In a match the home team sits N-S in the open room and E-W in the closed
room; on each board its net score is the open-room N-S score minus the
closed-room N-S score, converted to IMPs (Law 78B). An artificial score
(Law 12C) gives each team its own IMPs (+3 / 0 / −3), so such a board need
not balance. A weighted or split assigned score (Law 12C1(c)) gives each team its
outcomes' IMPs against the other room, weighted, rounded to a whole IMP (halves
away from zero: the VP scale takes whole margins). At the end each team's IMP
margin becomes victory points on the WBF 2013 scale for the number of boards played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from itertools import accumulate

from atout.duplicate.imps import imps
from atout.duplicate.matchpoints import Artificial
from atout.duplicate.ranking import Place, places
from atout.duplicate.rounding import round_half_up
from atout.duplicate.vp import victory_points
from atout.errors import InvalidDealError, InvalidEventError


@dataclass(frozen=True, slots=True)
class MatchBoard:
    """A board of a match: both rooms' N-S scores, or an artificial score per team.

    >>> MatchBoard(1, open_ns=620, closed_ns=-100).home_imps
    12
    >>> MatchBoard(2, adjusted=(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_PLUS)).away_imps
    3
    >>> MatchBoard(3, weighted=(Fraction(9, 2), Fraction(-7, 2))).away_imps
    -4
    """

    number: int
    open_ns: int | None = None
    closed_ns: int | None = None
    adjusted: tuple[Artificial, Artificial] | None = None
    #: An assigned score's weighted IMPs, exact, of the home and the away team.
    weighted: tuple[Fraction, Fraction] | None = None

    def __post_init__(self) -> None:
        played = self.open_ns is not None and self.closed_ns is not None
        given = played + (self.adjusted is not None) + (self.weighted is not None)
        if given != 1 or (not played and (self.open_ns, self.closed_ns) != (None, None)):
            raise InvalidDealError(
                "board {number}: give both rooms' N-S scores or an artificial score per team",
                code="team.board-scores",
                number=self.number,
            )

    @property
    def net(self) -> int | None:
        """The home team's net points (``None`` for an artificial score)."""
        if self.open_ns is None or self.closed_ns is None:
            return None
        return self.open_ns - self.closed_ns

    @property
    def home_imps(self) -> int:
        """IMPs of the home team on this board, with their sign."""
        if self.adjusted is not None:
            return self.adjusted[0].imps
        if self.weighted is not None:
            return int(round_half_up(self.weighted[0]))
        assert self.net is not None
        return imps(self.net)

    @property
    def away_imps(self) -> int:
        """IMPs of the away team on this board, with their sign."""
        if self.adjusted is not None:
            return self.adjusted[1].imps
        if self.weighted is not None:
            return int(round_half_up(self.weighted[1]))
        return -self.home_imps


@dataclass(frozen=True, slots=True)
class SwingLine:
    """A board of the match with the running totals after it."""

    board: MatchBoard
    home_total: int
    away_total: int


@dataclass(frozen=True, slots=True)
class TeamMatch:
    """A match between two teams over two rooms.

    >>> match = TeamMatch("Lyon", "Nice", (MatchBoard(1, 620, 170), MatchBoard(2, -100, 620)))
    >>> [(line.board.home_imps, line.home_total) for line in match.lines()]
    [(10, 10), (-12, -2)]
    >>> match.home_vp, match.away_vp
    (Decimal('8.33'), Decimal('11.67'))
    """

    home: str
    away: str
    boards: tuple[MatchBoard, ...]

    def __post_init__(self) -> None:
        if self.home == self.away:
            raise InvalidEventError(
                "team {home!r} cannot play itself",
                code="team.plays-itself",
                home=self.home,
            )
        if not self.boards:
            raise InvalidEventError(
                "{home} v {away}: a match needs at least one board",
                code="match.no-board",
                home=self.home,
                away=self.away,
            )

    def lines(self) -> tuple[SwingLine, ...]:
        """Each board with the IMPs and the running totals: the match sheet."""
        home = accumulate(board.home_imps for board in self.boards)
        away = accumulate(board.away_imps for board in self.boards)
        return tuple(map(SwingLine, self.boards, home, away))

    @property
    def home_imps(self) -> int:
        """The home team's IMP margin over the match."""
        return sum(board.home_imps for board in self.boards)

    @property
    def away_imps(self) -> int:
        """The away team's IMP margin over the match."""
        return sum(board.away_imps for board in self.boards)

    @property
    def home_gross(self) -> int:
        """The IMPs the home team won, board by board (its gross, ``19`` of ``19 – 6``).

        >>> match = TeamMatch("Lyon", "Nice", (MatchBoard(1, 620, 170), MatchBoard(2, -100, 0)))
        >>> match.home_gross, match.away_gross, match.home_imps
        (10, 3, 7)
        """
        return sum(board.home_imps for board in self.boards if board.home_imps > 0)

    @property
    def away_gross(self) -> int:
        """The IMPs the away team won, board by board."""
        return sum(board.away_imps for board in self.boards if board.away_imps > 0)

    @property
    def home_vp(self) -> Decimal:
        """The home team's victory points (WBF 2013, for the boards played)."""
        return victory_points(self.home_imps, len(self.boards)).ours

    @property
    def away_vp(self) -> Decimal:
        """The away team's victory points."""
        return victory_points(self.away_imps, len(self.boards)).ours


@dataclass(frozen=True, slots=True)
class TeamStanding:
    """A team's line in a round robin: place, VPs, IMP margin, matches played."""

    place: Place
    team: str
    vp: Decimal
    imps: int
    matches: int


@dataclass(frozen=True, slots=True)
class RoundRobin:
    """Teams that each meet the others, ranked on victory points.

    >>> m1 = TeamMatch("A", "B", (MatchBoard(1, 620, 170),))
    >>> m2 = TeamMatch("C", "A", (MatchBoard(1, 100, 100),))
    >>> robin = RoundRobin(("A", "B", "C"), (m1, m2))
    >>> [(str(s.place), s.team, str(s.vp)) for s in robin.standings()]
    [('1', 'A', '28.09'), ('2', 'C', '10.00'), ('3', 'B', '1.91')]
    >>> str(robin.table()["B"]["A"])
    '1.91'
    """

    teams: tuple[str, ...]
    matches: tuple[TeamMatch, ...] = ()

    def __post_init__(self) -> None:
        known = set(self.teams)
        if len(known) != len(self.teams):
            raise InvalidEventError(
                "{teams!r}: a team is listed twice",
                code="team.listed-twice",
                teams=self.teams,
            )
        for match in self.matches:
            for team in (match.home, match.away):
                if team not in known:
                    raise InvalidEventError(
                        "{team!r} is not a team of this round robin",
                        code="team.unknown",
                        team=team,
                    )

    def add(self, match: TeamMatch) -> RoundRobin:
        """The round robin with one more match."""
        return RoundRobin(self.teams, (*self.matches, match))

    def table(self) -> dict[str, dict[str, Decimal]]:
        """The cross table: ``table()[team][opponent]`` is the VPs ``team`` scored."""
        grid: dict[str, dict[str, Decimal]] = {team: {} for team in self.teams}
        for match in self.matches:
            grid[match.home][match.away] = match.home_vp
            grid[match.away][match.home] = match.away_vp
        return grid

    def standings(self) -> tuple[TeamStanding, ...]:
        """Teams by total VPs, ties sharing a place."""
        totals = {team: (Decimal(0), 0, 0) for team in self.teams}
        for match in self.matches:
            for team, vp, margin in _sides(match):
                total_vp, total_imps, played = totals[team]
                totals[team] = (total_vp + vp, total_imps + margin, played + 1)
        order = sorted(self.teams, key=lambda team: (-totals[team][0], team))
        found = places(_as_values(totals[team][0] for team in order))
        return tuple(
            TeamStanding(place, team, *totals[team])
            for place, team in zip(found, order, strict=True)
        )


def _sides(match: TeamMatch) -> Sequence[tuple[str, Decimal, int]]:
    return (
        (match.home, match.home_vp, match.home_imps),
        (match.away, match.away_vp, match.away_imps),
    )


def _as_values(totals: Iterable[Decimal]) -> list[int]:
    """VP totals as whole hundredths, to rank them exactly."""
    return [int(total * 100) for total in totals]
