"""A Swiss teams event as a PBN 2.1 file: a team session's file, its matches on the event's scale.

The boards, rooms and IMPs are a team session's (:func:`atout.formats.pbn.team_session.teams_pbn`);
the first board carries one ``[MatchTable]`` of every match of every round (its ``Round``
first), each with its victory points on the event's scale, and a row per round for the team
with the bye (no opponent, no board: its points as awarded), then the ``[TotalScoreTable]``:
the Swiss ranking after the rounds played (:mod:`atout.duplicate.swiss_teams`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date as Date
from decimal import Decimal

from atout.bridge.deal import Deal
from atout.duplicate.movements.plan import Plan
from atout.duplicate.swiss_teams import SeatedRound, SwissLine, SwissOptions, match_scores
from atout.duplicate.team_session import Results, played_matches, team_name
from atout.formats.pbn.model import PbnFile
from atout.formats.pbn.tables import Cell, Table
from atout.formats.pbn.team_session import SCORE_COLUMNS, TOTAL_COLUMNS, imps_of, match_pbn

MATCH_COLUMNS = (
    "Round\\2R;Table\\2R;HomeId\\2R;AwayId\\2R;Boards\\2R;IMP_Home\\4R;IMP_Away\\4R;"
    "VP_Home\\5R;VP_Away\\5R"
)


def match_table(
    options: SwissOptions, rounds: Sequence[SeatedRound], plan: Plan, results: Results
) -> Table:
    """Every match of every round with its IMPs and points, and each round's bye."""
    played = {(m.round, m.home): m for m in played_matches(plan, results, {})}
    rows: list[list[Cell]] = []
    for seated in rounds:
        for m, (home, away) in enumerate(seated.tables, 1):
            found = played.get((seated.number, home))
            match = None if found is None else found.match
            figures: list[Cell] = [None] * 5
            if match is not None and len(match.boards) == options.boards_per_round:
                ours, theirs = match_scores(options, home, away, match)
                figures = [
                    str(len(match.boards)),
                    str(ours.imps),
                    str(theirs.imps),
                    _two(ours.points),
                    _two(theirs.points),
                ]
            rows.append([str(seated.number), str(2 * m - 1), str(home), str(away), *figures])
        if seated.bye is not None:
            bye: list[Cell] = [None, None, None, _two(Decimal(options.bye_points)), None]
            rows.append([str(seated.number), None, str(seated.bye), None, *bye])
    return Table.of(MATCH_COLUMNS, rows)


def total_score_table(lines: Sequence[SwissLine], names: Mapping[int, str]) -> Table:
    """The ``[TotalScoreTable]``: the Swiss ranking (points, then IMPs, then the seeding)."""
    rows: list[list[Cell]] = [
        [
            str(line.place),
            str(line.team),
            str(line.played),
            str(line.imps),
            _two(line.points),
            team_name(names, line.team),
        ]
        for line in lines
    ]
    return Table.of(TOTAL_COLUMNS, rows, quoted={"TeamName"})


def _two(points: Decimal) -> str:
    """Points with two decimals, as a team session's file writes VPs (``15.00``)."""
    return str(points.quantize(Decimal("0.01")))


def swiss_pbn(
    *,
    title: str,
    date: Date,
    plan: Plan,
    results: Results,
    deals: Mapping[int, Deal],
    names: Mapping[int, str],
    options: SwissOptions,
    rounds: Sequence[SeatedRound],
    lines: Sequence[SwissLine],
) -> PbnFile:
    """The PBN file of a Swiss from the results that count, by (round, table, board)."""
    return match_pbn(
        title=title,
        date=date,
        plan=plan,
        results=results,
        matches=played_matches(plan, results, names),
        deals=deals,
        scoring="IMP",
        score_columns=SCORE_COLUMNS,
        points=imps_of,
        round_table=None,
        first_tables=lambda: {
            "MatchTable": match_table(options, rounds, plan, results),
            "TotalScoreTable": total_score_table(lines, names),
        },
    )
