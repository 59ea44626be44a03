"""A Patton team event as a PBN 2.1 file: each board's rooms with their board points, each
match's board element, aggregate and Patton points, each team's total.

The file is a board-a-match file (PBN 2.1 §3.4.12 "Board-A-Match": ``[Scoring "BAM"]``,
``BAM_NS``/``BAM_EW`` a room's board points) that also says it is a Patton and which
rules score it: ``[Scoring "BAM;Patton"]`` for the EBU's (the defaults of
:mod:`atout.duplicate.patton`), ``[Scoring "BAM;Patton-<name>"]`` for another of
:data:`~atout.duplicate.patton.PATTON_RULES`. The ``[MatchTable]`` adds each match's home
aggregate (``Aggregate_Home``), the aggregate element (``AggPts_Home``, ``AggPts_Away``)
and the match's Patton points (``Patton_Home``, ``Patton_Away``); the
``[TotalScoreTable]`` ranks the teams on their Patton points (``TotalScorePatton``), after
their board points (``TotalScoreBAM``). A board with an artificial score is left out of
both elements. ``atout bridge rescore --check`` reproduces every figure
(:mod:`atout.formats.pbn.patton_check`).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date as Date
from fractions import Fraction

from atout.bridge.deal import Deal
from atout.duplicate.movements.plan import Plan
from atout.duplicate.patton import PATTON_RULES, PattonMatch, score_match
from atout.duplicate.ranking import places
from atout.duplicate.team_session import PlayedMatch, Results, played_matches
from atout.errors import UsageError
from atout.formats.pbn.model import PbnFile
from atout.formats.pbn.tables import Cell, Table
from atout.formats.pbn.team_session import match_pbn, match_table

SCORE_COLUMNS = (
    "Room\\6L;Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;"
    "Score_NS\\5R;Score_EW\\5R;BAM_NS\\3R;BAM_EW\\3R"
)
MATCH_COLUMNS = (
    "Table\\2R;HomeId\\2R;AwayId\\2R;Boards\\2R;BAM_Home\\4R;BAM_Away\\4R;"
    "Aggregate_Home\\6R;AggPts_Home\\4R;AggPts_Away\\4R;Patton_Home\\4R;Patton_Away\\4R"
)
TOTAL_COLUMNS = (
    "Rank\\3R;TeamId\\2R;Matches\\2R;TotalScoreBAM\\4R;TotalScorePatton\\5R;TeamName\\30L"
)


def scoring_tag(rules: str = "ebu") -> str:
    """The ``[Scoring]`` value of a Patton scored by ``rules`` (a name of ``PATTON_RULES``).

    >>> scoring_tag(), scoring_tag("one-board-aggregate")
    ('BAM;Patton', 'BAM;Patton-one-board-aggregate')
    """
    if rules not in PATTON_RULES:
        raise UsageError(
            "no Patton rules named {rules!r}: choose {choices}",
            code="patton.rules",
            rules=rules,
            choices=", ".join(sorted(PATTON_RULES)),
        )
    return "BAM;Patton" if rules == "ebu" else f"BAM;Patton-{rules}"


def figure(value: Fraction) -> str:
    """A Patton figure as the file writes it: whole, or with its decimals.

    >>> figure(Fraction(16)), figure(Fraction(5, 2))
    ('16', '2.5')
    """
    return str(value.numerator) if value.denominator == 1 else str(float(value))


def _swings(played: PlayedMatch) -> dict[int, int]:
    """The home team's net score on each board played in both rooms, by board."""
    boards = () if played.match is None else played.match.boards
    return {
        b.number: b.open_ns - b.closed_ns
        for b in boards
        if b.open_ns is not None and b.closed_ns is not None
    }


def patton_of(played: PlayedMatch, rules: str) -> PattonMatch | None:
    """The Patton scores of a match's boards played in both rooms (``None``: none yet)."""
    swings = _swings(played)
    return score_match(list(swings.values()), PATTON_RULES[rules]) if swings else None


def _points(played: PlayedMatch, board: int, rules: str) -> tuple[str, str] | None:
    """The board points ``board`` gave the home and the away team (``None``: not played
    in both rooms)."""
    scored = patton_of(played, rules)
    numbers = list(_swings(played))
    if scored is None or board not in numbers:
        return None
    home, away = scored.boards[numbers.index(board)]
    return figure(home), figure(away)


def _figures(played: PlayedMatch, rules: str) -> list[Cell] | None:
    """A match's boards played, board points, home aggregate, aggregate points and Patton
    points."""
    scored = patton_of(played, rules)
    if scored is None:
        return None
    return [
        str(len(scored.boards)),
        *map(figure, scored.board_totals),
        str(scored.difference),
        *map(figure, scored.aggregate),
        *map(figure, scored.totals),
    ]


def _total_table(
    plan: Plan, matches: tuple[PlayedMatch, ...], names: Mapping[int, str], rules: str
) -> Table:
    count = dict.fromkeys(plan.pairs, 0)
    board_points = dict.fromkeys(plan.pairs, Fraction(0))
    patton = dict.fromkeys(plan.pairs, Fraction(0))
    for played in matches:
        scored = patton_of(played, rules)
        if scored is None:
            continue
        for side, team in enumerate((played.home, played.away)):
            count[team] += 1
            board_points[team] += scored.board_totals[side]
            patton[team] += scored.totals[side]
    teams = sorted(patton, key=lambda t: (-patton[t], t))
    ranked = places([patton[t] for t in teams])
    rows: list[list[Cell]] = [
        [
            str(place),
            str(team),
            str(count[team]),
            figure(board_points[team]),
            figure(patton[team]),
            names.get(team) or f"Team {team}",
        ]
        for team, place in zip(teams, ranked, strict=True)
    ]
    return Table.of(TOTAL_COLUMNS, rows, quoted={"TeamName"})


def patton_pbn(
    *,
    title: str,
    date: Date,
    plan: Plan,
    results: Results,
    deals: Mapping[int, Deal],
    names: Mapping[int, str],
    rules: str = "ebu",
) -> PbnFile:
    """The PBN file of a Patton team event (a team session's plan: a match's open room at
    an odd table, its closed room at the next) from the results that count."""
    tag = scoring_tag(rules)
    matches = played_matches(plan, results, names)
    return match_pbn(
        title=title,
        date=date,
        plan=plan,
        results=results,
        matches=matches,
        deals=deals,
        scoring=tag,
        score_columns=SCORE_COLUMNS,
        points=lambda played, board: _points(played, board, rules),
        round_table=lambda in_play: match_table(
            MATCH_COLUMNS, in_play, lambda played: _figures(played, rules)
        ),
        first_tables=lambda: {"TotalScoreTable": _total_table(plan, matches, names, rules)},
    )
