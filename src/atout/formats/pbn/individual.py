"""An individual session as a PBN 2.1 file: each board's ``[ScoreTable]`` names the four
players of each line (``PlayerId_North`` … ``PlayerId_West``, as the individual files of
EBUScore and the USEBIO individual do), and the ``[TotalScoreTable]`` ranks the players.

What ``atout bridge rescore --check`` reads back (it matchpoints the N-S scores of each
board and sums each player's boards, :mod:`atout.formats.pbn.rescore`).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date as Date

from atout.bridge.cards import Card
from atout.bridge.deal import Deal
from atout.duplicate.events import PairsEvent
from atout.duplicate.individual_event import player_standings
from atout.duplicate.movements.individual import IndividualMovement
from atout.duplicate.rounding import hundredths
from atout.formats.pbn.comments import Comment
from atout.formats.pbn.model import Game, PbnFile, Tag
from atout.formats.pbn.session import _result_cells
from atout.formats.pbn.tables import Table

SCORE_COLUMNS = (
    "Table\\2R;Round\\2R;PlayerId_North\\2R;PlayerId_South\\2R;PlayerId_East\\2R;"
    "PlayerId_West\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\5R;Score_EW\\5R;"
    "MP_NS\\5R;MP_EW\\5R;Percentage_NS\\6R;Percentage_EW\\6R"
)
TOTAL_COLUMNS = "Rank\\3R;PlayerId\\2R;Boards\\2R;TotalScoreMP\\6R;TotalPercentage\\6R;Names\\40L"


def individual_score_table(
    movement: IndividualMovement,
    event: PairsEvent,
    board: int,
    leads: Mapping[tuple[int, int], Card],
) -> Table:
    """The traveller of ``board``: each line's four players, N, S, E, W; ``leads`` by
    (round, table)."""
    traveller = event.travellers[board]
    lines = zip(traveller.entries, traveller.scored.lines, strict=True)
    rows = []
    for entry, line in sorted(lines, key=lambda pair: (pair[0].table, pair[0].round)):
        sitting = movement.rounds[entry.round - 1].at_table(entry.table)
        assert sitting is not None
        ns_score = line.entry if isinstance(line.entry, int) else None
        players = (sitting.north, sitting.south, sitting.east, sitting.west)
        rows.append(
            [
                str(entry.table),
                str(entry.round),
                *(str(p) for p in players),
                *_result_cells(entry, ns_score, leads.get((entry.round, entry.table))),
                hundredths(line.ns_mp),
                hundredths(line.ew_mp),
                hundredths(line.ns_percent),
                hundredths(line.ew_percent),
            ]
        )
    return Table.of(SCORE_COLUMNS, rows)


def individual_total_table(
    movement: IndividualMovement, event: PairsEvent, names: Mapping[int, str]
) -> Table:
    """The players ranked as a ``[TotalScoreTable]``."""
    rows = [
        [
            str(standing.place),
            str(standing.score.pair),
            str(standing.score.boards),
            hundredths(standing.score.matchpoints),
            hundredths(standing.score.percent),
            names.get(standing.score.pair, ""),
        ]
        for standing in player_standings(movement, event)
    ]
    return Table.of(TOTAL_COLUMNS, rows, quoted={"Names"})


def individual_pbn(
    *,
    title: str,
    date: Date,
    movement: IndividualMovement,
    event: PairsEvent,
    deals: Mapping[int, Deal],
    names: Mapping[int, str],
    leads: Mapping[tuple[int, int, int], Card],
    header: tuple[str, ...] = (),
) -> PbnFile:
    """The PBN file of an individual session; ``leads`` by (board, round, table), ``names``
    the players' by number."""
    games = []
    for index, board in enumerate(sorted(event.boards)):
        facts = event.boards[board]
        tags = [
            Tag("Event", title),
            Tag("Date", date.strftime("%Y.%m.%d")),
            Tag("Board", str(board)),
            Tag("Dealer", facts.dealer.value),
            Tag("Vulnerable", str(facts.vulnerability)),
        ]
        if board in deals:
            tags.append(Tag("Deal", deals[board].to_pbn(facts.dealer)))
        tags.append(Tag("Scoring", "MP"))
        board_leads = {(r, t): lead for (b, r, t), lead in leads.items() if b == board}
        table = individual_score_table(movement, event, board, board_leads)
        tags.append(Tag("ScoreTable", table.spec, table))
        if index == 0:
            total = individual_total_table(movement, event, names)
            tags.append(Tag("TotalScoreTable", total.spec, total))
        games.append(Game(tuple(tags)))
    comments = ("% PBN 2.1", "% EXPORT", *(f"% {line}" for line in header))
    return PbnFile(tuple(games), tuple(Comment.parse(line) for line in comments))
