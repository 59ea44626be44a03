"""A team session as a PBN 2.1 file: each board's deal and rooms, each match's IMPs and VPs.

Every board is one game with its ``[Round]``, its deal when known and a
``[ScoreTable]`` with one row per room that has a confirmed result: the
room (``Open``: home team N-S, ``Closed``: home team E-W), the table, the
teams sitting N-S and E-W, contract, declarer, tricks, the N-S and E-W
scores, and the IMPs the board gave the team at N-S and the team at E-W
(empty while the other room has no result). The first board of each round
carries a ``[MatchTable]``: each match of the round with its boards played,
IMPs and victory points; the first board of the file carries the
``[TotalScoreTable]``: each team's place, matches, IMP margin and VPs. All
figures come from :class:`atout.duplicate.teams.TeamMatch` and
:class:`atout.duplicate.teams.RoundRobin`, through
:mod:`atout.duplicate.team_session`; the file is written from domain values
only (the plan, the results that count, the deals and the teams' names).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import date as Date

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.deal import Deal
from atout.duplicate.movements.plan import Plan
from atout.duplicate.table_result import TableResult
from atout.duplicate.team_session import (
    PlayedMatch,
    Results,
    played_matches,
    round_robin,
    team_name,
)
from atout.formats.pbn.export import board_tags, export_header, table_tag
from atout.formats.pbn.model import Game, PbnFile
from atout.formats.pbn.tables import Cell, Table, parse_columns

SCORE_COLUMNS = (
    "Room\\6L;Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;"
    "Score_NS\\5R;Score_EW\\5R;IMP_NS\\3R;IMP_EW\\3R"
)
MATCH_COLUMNS = (
    "Table\\2R;HomeId\\2R;AwayId\\2R;Boards\\2R;IMP_Home\\4R;IMP_Away\\4R;VP_Home\\5R;VP_Away\\5R"
)
TOTAL_COLUMNS = "Rank\\3R;TeamId\\2R;Matches\\2R;TotalScoreIMP\\4R;TotalScoreVP\\6R;TeamName\\30L"


def room_cells(result: TableResult, board: int) -> list[Cell]:
    """Contract, declarer, tricks, N-S and E-W scores of one room's result.

    >>> room_cells(TableResult.parse("4S+1 E"), 3)
    ['4S', 'E', '11', None, '650']
    >>> room_cells(TableResult.parse("A+/A-"), 3)
    [None, None, None, 'A+', 'A-']
    """
    if result.adjusted is not None:
        return [None, None, None, str(result.adjusted.ns), str(result.adjusted.ew)]
    if result.result is None or result.result.contract is None:
        return ["Pass", None, None, "0", "0"]
    seat = result.declarer
    score = result.ns_score(board_vulnerability(board)) or 0
    return [
        str(result.result.contract),
        None if seat is None else seat.value,
        str(result.result.tricks),
        str(score) if score > 0 else None,
        str(-score) if score < 0 else None,
    ]


def room_rows(
    played: PlayedMatch, board: int, results: Results, points: tuple[str, str] | None
) -> list[list[Cell]]:
    """The open- and closed-room rows of ``board`` in a match (a room without a result:
    none), each ending with the ``points`` the board gave the home and the away team, the
    N-S team's first (empty while the other room has no result)."""
    home: list[Cell] = [None, None] if points is None else list(points)
    rooms = (
        ("Open", played.table, played.home, played.away, home),
        ("Closed", played.table + 1, played.away, played.home, home[::-1]),
    )
    return [
        [room, str(table), str(ns), str(ew), *room_cells(result, board), *cells]
        for room, table, ns, ew, cells in rooms
        if (result := results.get((played.round, table, board))) is not None
    ]


def imps_of(played: PlayedMatch, board: int) -> tuple[str, str] | None:
    """The IMPs ``board`` gave the home and the away team (``None``: not played in both rooms)."""
    swings = () if played.match is None else played.match.boards
    swing = next((b for b in swings if b.number == board), None)
    return None if swing is None else (str(swing.home_imps), str(swing.away_imps))


def match_table(
    columns: str,
    matches: Iterable[PlayedMatch],
    figures: Callable[[PlayedMatch], list[Cell] | None],
) -> Table:
    """The ``[MatchTable]`` of a round: each match's table, teams and ``figures`` (the
    other ``columns``, empty while the match has none)."""
    empty: list[Cell] = [None] * (len(parse_columns(columns)) - 3)
    rows = [[str(m.table), str(m.home), str(m.away), *(figures(m) or empty)] for m in matches]
    return Table.of(columns, rows)


def _vps(played: PlayedMatch) -> list[Cell] | None:
    """A match's boards played, IMPs and VPs."""
    match = played.match
    if match is None:
        return None
    imps, vps = (match.home_imps, match.away_imps), (match.home_vp, match.away_vp)
    return [str(len(match.boards)), *map(str, imps), *map(str, vps)]


def total_score_table(
    plan: Plan, matches: Sequence[PlayedMatch], names: Mapping[int, str]
) -> Table:
    """The ``[TotalScoreTable]``: the teams ranked on victory points."""
    ids = {team_name(names, team): team for team in plan.pairs}
    rows = [
        [
            str(standing.place),
            str(ids[standing.team]),
            str(standing.matches),
            str(standing.imps),
            str(standing.vp),
            standing.team,
        ]
        for standing in round_robin(plan, matches, names).standings()
    ]
    return Table.of(TOTAL_COLUMNS, rows, quoted={"TeamName"})


def _matches_by_board(plan: Plan, matches: Iterable[PlayedMatch]) -> dict[int, list[PlayedMatch]]:
    found: dict[int, list[PlayedMatch]] = {}
    for played in matches:
        sitting = plan.sitting(played.round, played.table)
        for board in () if sitting is None else sitting.boards:
            found.setdefault(board, []).append(played)
    return dict(sorted(found.items()))


def teams_pbn(
    *,
    title: str,
    date: Date,
    plan: Plan,
    results: Results,
    deals: Mapping[int, Deal],
    names: Mapping[int, str],
) -> PbnFile:
    """The PBN file of a team session from the results that count, by (round, table, board)."""
    matches = played_matches(plan, results, names)
    return match_pbn(
        title=title,
        date=date,
        plan=plan,
        results=results,
        matches=matches,
        deals=deals,
        scoring="IMP",
        score_columns=SCORE_COLUMNS,
        points=imps_of,
        round_table=lambda in_play: match_table(MATCH_COLUMNS, in_play, _vps),
        first_tables=lambda: {"TotalScoreTable": total_score_table(plan, matches, names)},
    )


def match_pbn(
    *,
    title: str,
    date: Date,
    plan: Plan,
    results: Results,
    matches: Iterable[PlayedMatch],
    deals: Mapping[int, Deal],
    scoring: str,
    score_columns: str,
    points: Callable[[PlayedMatch, int], tuple[str, str] | None],
    round_table: Callable[[Sequence[PlayedMatch]], Table] | None,
    first_tables: Callable[[], dict[str, Table]],
) -> PbnFile:
    """The PBN file of a team event: a game a board, with the ``[ScoreTable]`` of the
    ``matches`` that played it (:func:`room_rows`, with the ``points`` of a match's
    board); the first board of a round also has the ``round_table`` of that board's
    matches as its ``[MatchTable]``, the first of the file the ``first_tables``."""
    games: list[Game] = []
    rounds_done: set[int] = set()
    for board, in_play in _matches_by_board(plan, matches).items():
        round_ = in_play[0].round
        tags = board_tags(
            title=title,
            date=date,
            round_=round_,
            board=board,
            dealer=board_dealer(board),
            vulnerability=board_vulnerability(board),
            deal=deals.get(board),
            scoring=scoring,
        )
        rows = [row for p in in_play for row in room_rows(p, board, results, points(p, board))]
        tags.append(table_tag("ScoreTable", Table.of(score_columns, rows)))
        if round_table is not None and round_ not in rounds_done:
            rounds_done.add(round_)
            tags.append(table_tag("MatchTable", round_table(in_play)))
        if not games:
            tags += [table_tag(name, table) for name, table in first_tables().items()]
        games.append(Game(tuple(tags)))
    return PbnFile(tuple(games), export_header())
