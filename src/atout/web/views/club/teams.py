"""The room's page of a team session: each match's IMPs board by board, VPs, the round robin."""

from __future__ import annotations

from dataclasses import dataclass

from atout.duplicate.team_session import played_matches, round_robin, team_name
from atout.services.club.scores import Scored


@dataclass(frozen=True, slots=True)
class MatchLine:
    """A board of a match: both rooms' N-S scores, the IMPs and the running totals."""

    board: int
    open_ns: int | None
    closed_ns: int | None
    home_imps: int
    away_imps: int
    home_total: int
    away_total: int


@dataclass(frozen=True, slots=True)
class MatchView:
    """A match: its teams, its boards so far, IMPs and victory points."""

    round: int
    home: str
    away: str
    lines: tuple[MatchLine, ...]
    home_imps: int
    away_imps: int
    home_vp: str
    away_vp: str
    boards_done: int
    boards_total: int


@dataclass(frozen=True, slots=True)
class TeamLine:
    """A team in the round robin's ranking."""

    place: str
    team: str
    vp: str
    imps: int
    matches: int


@dataclass(frozen=True, slots=True)
class TeamsPage:
    """A team session for the room."""

    session_id: int
    title: str
    status: str
    version: int
    matches: tuple[MatchView, ...]
    standings: tuple[TeamLine, ...]
    teams: tuple[str, ...]
    grid: tuple[tuple[str, ...], ...]
    #: Played as a Swiss: its ranking is the Swiss's (``/s/<id>/swiss``), not a round robin's.
    swiss: bool = False


def teams_page(scored: Scored, swiss: bool = False) -> TeamsPage:
    """The matches, the ranking in VPs and the cross table of a team session (``swiss``:
    played as a Swiss, whose ranking is its own page's)."""
    record = scored.record
    played = played_matches(record.plan, scored.confirmed, record.names)
    views = []
    for item in played:
        first = record.plan.sitting(item.round, 1)
        total = len(first.boards) if first is not None else 0
        match = item.match
        home, away = team_name(record.names, item.home), team_name(record.names, item.away)
        if match is None:
            views.append(MatchView(item.round, home, away, (), 0, 0, "", "", 0, total))
            continue
        lines = tuple(
            MatchLine(
                line.board.number,
                line.board.open_ns,
                line.board.closed_ns,
                line.board.home_imps,
                line.board.away_imps,
                line.home_total,
                line.away_total,
            )
            for line in match.lines()
        )
        views.append(
            MatchView(
                item.round,
                home,
                away,
                lines,
                match.home_imps,
                match.away_imps,
                str(match.home_vp),
                str(match.away_vp),
                len(match.boards),
                total,
            )
        )
    robin = round_robin(record.plan, played, record.names)
    standings = tuple(
        TeamLine(str(s.place), s.team, str(s.vp), s.imps, s.matches) for s in robin.standings()
    )
    table = robin.table()
    teams = robin.teams
    grid = tuple(
        tuple(str(table[row].get(column, "")) if row != column else "—" for column in teams)
        for row in teams
    )
    return TeamsPage(
        record.id,
        record.title,
        record.status.value,
        record.version,
        tuple(views),
        standings,
        teams,
        grid,
        swiss,
    )
