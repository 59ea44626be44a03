"""The room's page of a team session: each match's IMPs board by board (gross, the winner's
net), VPs, the round robin, the rosters; and a board's traveller match by match."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from atout.bridge.board import board_vulnerability
from atout.bridge.double_dummy import Par
from atout.duplicate.penalties import Penalty, penalised_teams
from atout.duplicate.rounding import hundredths
from atout.duplicate.team_session import PlayedMatch, played_matches, round_robin, team_name
from atout.duplicate.teams import TeamMatch
from atout.formats.handrecord.notation import Notation
from atout.formats.handrecord.view import against_par
from atout.services.club.scores import Scored
from atout.store.club.records import ClubSessionRecord
from atout.web.views.club.notation import lead_text, notation_of, result_text


@dataclass(frozen=True, slots=True)
class MatchLine:
    """A board of a match: both rooms' N-S scores, each team's IMPs with their sign and the
    running margins; the IMPs each team won on it and the running gross (won so far)."""

    board: int
    open_ns: int | None
    closed_ns: int | None
    home_imps: int
    away_imps: int
    home_total: int
    away_total: int
    home_won: int = 0
    away_won: int = 0
    home_gross: int = 0
    away_gross: int = 0


@dataclass(frozen=True, slots=True)
class MatchView:
    """A match: its teams and their players, its boards so far, the IMP margins, the gross
    IMPs (``19 – 6``), the winner's net (``+13``; none for a draw) and victory points."""

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
    home_players: str = ""
    away_players: str = ""
    home_gross: int = 0
    away_gross: int = 0
    winner: str = ""
    net: int = 0


@dataclass(frozen=True, slots=True)
class TeamLine:
    """A team in the round robin's ranking."""

    place: str
    team: str
    vp: str
    imps: int
    matches: int
    players: str = ""
    #: The director's penalties taken off (``"−2 VP"``; ``""``: none).
    penalty: str = ""


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


def _penalty_text(vp_off: Fraction, imps_off: Fraction) -> str:
    """The penalties taken off a team: ``−2.00 VP``, ``−3.00 IMP`` (``""``: none)."""
    parts = [f"−{hundredths(vp_off)} VP"] if vp_off else []
    parts += [f"−{hundredths(imps_off)} IMP"] if imps_off else []
    return ", ".join(parts)


def _lines(match: TeamMatch) -> tuple[MatchLine, ...]:
    """The match sheet: each board's IMPs, the margins and the gross so far."""
    home = away = 0
    lines = []
    for line in match.lines():
        board = line.board
        won = max(board.home_imps, 0), max(board.away_imps, 0)
        home, away = home + won[0], away + won[1]
        lines.append(
            MatchLine(
                board.number,
                board.open_ns,
                board.closed_ns,
                board.home_imps,
                board.away_imps,
                line.home_total,
                line.away_total,
                *won,
                home,
                away,
            )
        )
    return tuple(lines)


def _match_view(record: ClubSessionRecord, item: PlayedMatch) -> MatchView:
    first = record.plan.sitting(item.round, 1)
    total = len(first.boards) if first is not None else 0
    home, away = team_name(record.names, item.home), team_name(record.names, item.away)
    players = record.roster(item.home), record.roster(item.away)
    match = item.match
    if match is None:
        return MatchView(item.round, home, away, (), 0, 0, "", "", 0, total, *players)
    net = match.home_imps
    winner = home if net > 0 else away if net < 0 else ""
    return MatchView(
        item.round,
        home,
        away,
        _lines(match),
        match.home_imps,
        match.away_imps,
        str(match.home_vp),
        str(match.away_vp),
        len(match.boards),
        total,
        *players,
        match.home_gross,
        match.away_gross,
        winner,
        abs(net),
    )


def teams_page(scored: Scored, swiss: bool = False) -> TeamsPage:
    """The matches, the ranking in VPs and the cross table of a team session (``swiss``:
    played as a Swiss, whose ranking is its own page's)."""
    record = scored.record
    played = played_matches(record.plan, scored.confirmed, record.names)
    views = tuple(_match_view(record, item) for item in played)
    robin = round_robin(record.plan, played, record.names)
    rosters = dict(zip(robin.teams, (record.roster(t) for t in record.plan.pairs), strict=True))
    given: dict[str, list[Penalty]] = {}
    for ruling in scored.rulings.penalties:
        name = team_name(record.names, ruling.penalty.competitor)
        given.setdefault(name, []).append(ruling.penalty)
    standings = tuple(
        TeamLine(
            str(t.place),
            t.standing.team,
            hundredths(t.vp),
            int(t.imps),
            t.standing.matches,
            rosters[t.standing.team],
            _penalty_text(t.vp_off, t.imps_off),
        )
        for t in penalised_teams(robin.standings(), given)
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
        views,
        standings,
        teams,
        grid,
        swiss,
    )


@dataclass(frozen=True, slots=True)
class RoomResult:
    """One room's confirmed result on a board: contract, lead, N-S score, against the par."""

    result: str
    lead: str
    score_ns: int | None
    against_par: str = ""


@dataclass(frozen=True, slots=True)
class BoardMatch:
    """A board in one match, for the team traveller: both rooms and the IMPs each team won
    on it (``None`` until both rooms have a result)."""

    round: int
    home: str
    away: str
    open: RoomResult | None
    closed: RoomResult | None
    home_imps: int | None = None
    away_imps: int | None = None


def _room(
    scored: Scored, key: tuple[int, int, int], written: Notation, par: Par | None
) -> RoomResult | None:
    result = scored.confirmed.get(key)
    if result is None:
        return None
    score = result.ns_score(board_vulnerability(key[2]))
    return RoomResult(
        result_text(result, written),
        lead_text(result, written),
        score,
        "" if par is None or score is None else against_par(score, par),
    )


def team_traveller(
    scored: Scored, board: int, language: str = "fr", par: Par | None = None
) -> tuple[BoardMatch, ...]:
    """Board ``board`` of a team session, match by match: the open and the closed room's
    results (against the ``par`` when given) and the IMPs each team won on it."""
    written = notation_of(language)
    record = scored.record
    found = []
    for item in played_matches(record.plan, scored.confirmed, record.names):
        sitting = record.plan.sitting(item.round, item.table)
        if sitting is None or board not in sitting.boards:
            continue
        played = () if item.match is None else item.match.boards
        swing = next((b for b in played if b.number == board), None)
        found.append(
            BoardMatch(
                item.round,
                team_name(record.names, item.home),
                team_name(record.names, item.away),
                _room(scored, (item.round, item.table, board), written, par),
                _room(scored, (item.round, item.table + 1, board), written, par),
                None if swing is None else max(swing.home_imps, 0),
                None if swing is None else max(swing.away_imps, 0),
            )
        )
    return tuple(found)
