"""The pages of a Swiss event, teams or pairs: a round's tables, the ranking after every round."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from atout.duplicate.swiss import ffb_warnings
from atout.duplicate.team_session import team_name
from atout.errors import Message
from atout.services.club.swiss import SwissState
from atout.store.club.records import ClubSessionRecord, TableRecord


@dataclass(frozen=True, slots=True)
class SwissTable:
    """A match of a round: its open and closed rooms' tables (a pairs match: its one table
    twice), its teams and, once complete, the IMPs each team won board by board (gross:
    ``19 – 6``; a pairs match: each pair's margin, IMPs or matchpoints) and its points."""

    match: int
    open_table: int
    closed_table: int
    home: str
    away: str
    home_imps: int | None
    away_imps: int | None
    home_points: str
    away_points: str


@dataclass(frozen=True, slots=True)
class SwissRoundView:
    """A round seated: its matches, its bye, whether every match is complete."""

    number: int
    tables: tuple[SwissTable, ...]
    bye: str
    complete: bool


@dataclass(frozen=True, slots=True)
class SwissRankLine:
    """A team's line in the ranking after a round."""

    place: str
    team: str
    points: str
    imps: int
    played: int
    withdrawn: bool


@dataclass(frozen=True, slots=True)
class SwissRanking:
    """The ranking after round ``after``."""

    after: int
    lines: tuple[SwissRankLine, ...]


@dataclass(frozen=True, slots=True)
class SwissWarning:
    """A departure from the FFB's bounds (a warning: the club may still play it)."""

    code: str
    teams: int
    rounds: int

    @property
    def message(self) -> Message:
        """The warning's words."""
        return next(m for m in ffb_warnings(self.teams, self.rounds) if m.code == self.code)


@dataclass(frozen=True, slots=True)
class SwissPage:
    """A Swiss event for the room: the options, every round seated, every ranking.

    ``shown``: the round whose tables and ranking the page shows first (the latest seated,
    or the one asked for).
    """

    session_id: int
    title: str
    status: str
    version: int
    rounds_planned: int
    boards_per_round: int
    scale: str
    delay: bool
    danish: bool
    seeding: str
    bye_points: int
    shown: int
    rounds: tuple[SwissRoundView, ...]
    rankings: tuple[SwissRanking, ...]
    teams: tuple[tuple[int, str, bool], ...]
    warnings: tuple[SwissWarning, ...]
    #: How its matches are scored: ``match`` (teams), or a pairs method (``mp``, ``butler``,
    #: ``cross``: :class:`~atout.duplicate.swiss_teams.SwissMethod`).
    method: str = "match"

    @property
    def pairs(self) -> bool:
        """Whether the entrants are pairs."""
        return self.method != "match"

    @property
    def round_shown(self) -> SwissRoundView | None:
        """The round shown first."""
        return next((r for r in self.rounds if r.number == self.shown), None)

    @property
    def ranking_shown(self) -> SwissRanking | None:
        """The ranking after the round shown, else the latest one."""
        found = [r for r in self.rankings if r.after <= self.shown]
        return found[-1] if found else None


def swiss_page(record: ClubSessionRecord, state: SwissState, shown: int | None = None) -> SwissPage:
    """The page of a Swiss at one version (``shown``: the round asked for)."""
    options = state.swiss.options
    names = _names(record, state)
    withdrawn = set(state.swiss.withdrawn)
    scores = {(r.number, s.team): s for r in state.rounds for s in state.scores[r.number - 1]}
    rooms, pairs = options.rooms, options.method.pairs
    rounds = []
    for r in state.rounds:
        tables = []
        for m, (home, away) in enumerate(r.tables, 1):
            mine, theirs = scores.get((r.number, home)), scores.get((r.number, away))
            tables.append(
                SwissTable(
                    m,
                    rooms * (m - 1) + 1,
                    rooms * m,
                    team_name(names, home),
                    team_name(names, away),
                    None if mine is None else mine.imps if pairs else mine.gross,
                    None if theirs is None else theirs.imps if pairs else theirs.gross,
                    "" if mine is None else _points(mine.points),
                    "" if theirs is None else _points(theirs.points),
                )
            )
        bye = "" if r.bye is None else team_name(names, r.bye)
        rounds.append(SwissRoundView(r.number, tuple(tables), bye, r.number <= state.complete))
    rankings = tuple(
        SwissRanking(
            after,
            tuple(
                SwissRankLine(
                    str(line.place),
                    team_name(names, line.team),
                    _points(line.points),
                    line.imps,
                    line.played,
                    line.team in withdrawn,
                )
                for line in lines
            ),
        )
        for after, lines in enumerate(state.rankings, 1)
    )
    numbers = {r.number for r in state.rounds}
    playing = len(state.teams) - len(withdrawn)
    latest = max(numbers, default=0)
    return SwissPage(
        record.id,
        record.title,
        record.status.value,
        record.version,
        options.rounds,
        options.boards_per_round,
        options.scale,
        options.delay,
        options.danish,
        options.seeding.value,
        options.bye_points,
        shown if shown in numbers else latest,
        tuple(rounds),
        rankings,
        tuple((t, team_name(names, t), t in withdrawn) for t in state.teams),
        tuple(SwissWarning(w.code, playing, options.rounds) for w in state.warnings),
        options.method.value,
    )


def _names(record: ClubSessionRecord, state: SwissState) -> dict[int, str]:
    """The entrants' names: a team's as given, a pair's its number (when it has no name)."""
    if not state.swiss.options.method.pairs:
        return dict(record.names)
    return {n: record.names.get(n) or str(n) for n in state.teams}


def _points(points: Decimal) -> str:
    """VPs or Patton points with two decimals (``13.00``, ``3.50``)."""
    return str(points.quantize(_CENT))


_CENT = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class SwissDirectorPage:
    """The director's page of a Swiss: the room's page, the tables' codes, the rounds that
    may be re-paired (seated, not started), the form's messages and what corrections drew
    again."""

    swiss: SwissPage
    tables: tuple[TableRecord, ...]
    repairable: tuple[int, ...]
    error: str = ""
    #: After corrections: (round, round corrected, drawn again; else started, drawn from
    #: the ranking before the correction).
    redrawn: tuple[tuple[int, int, bool], ...] = ()


@dataclass(frozen=True, slots=True)
class SwissMove:
    """Where a pair of this table plays next (``side``: the side it sits, kept from round
    to round): its team, the table, its opponents (no table: its team has the bye)."""

    team: str
    table: int | None
    side: str
    opponent: str


@dataclass(frozen=True, slots=True)
class SwissGuide:
    """A Swiss table's guidance once its round is over: the next round's tables of its two
    teams, or ``waiting`` until the round is seated (every match of the ranking it is seated
    from complete)."""

    round: int
    waiting: bool
    moves: tuple[SwissMove, ...]


def swiss_guide(
    record: ClubSessionRecord, state: SwissState, round_: int, table: int
) -> SwissGuide | None:
    """The guidance of ``table`` after ``round_`` (``None`` after the last round)."""
    sitting = record.plan.sitting(round_, table)
    if sitting is None or round_ >= state.swiss.options.rounds:
        return None
    following = round_ + 1
    if following not in {r.number for r in state.rounds}:
        return SwissGuide(following, True, ())
    pairs = state.swiss.options.method.pairs
    sittings, names = record.plan.in_round(following), _names(record, state)
    moves = []
    for side, team in (("N-S", sitting.ns), ("E-W", sitting.ew)):
        if pairs:  # a Swiss pairs: the pair goes where it is seated, N-S if it is home
            there = next((s for s in sittings if team in (s.ns, s.ew)), None)
            side = side if there is None else "N-S" if there.ns == team else "E-W"
        else:  # a pair keeps its direction: it goes where its team sits on its side
            there = next((s for s in sittings if (s.ns if side == "N-S" else s.ew) == team), None)
        if there is None:
            moves.append(SwissMove(team_name(names, team), None, side, ""))
            continue
        other = there.ew if side == "N-S" else there.ns
        moves.append(SwissMove(team_name(names, team), there.table, side, team_name(names, other)))
    return SwissGuide(following, False, tuple(moves))
