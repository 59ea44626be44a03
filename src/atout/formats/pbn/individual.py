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
from atout.duplicate.events import Entry, PairsEvent
from atout.duplicate.individual_event import player_standings
from atout.duplicate.movements.individual import IndividualMovement
from atout.formats.pbn.model import PbnFile
from atout.formats.pbn.session import matchpoint_pbn, total_rows

SCORE_COLUMNS = (
    "Table\\2R;Round\\2R;PlayerId_North\\2R;PlayerId_South\\2R;PlayerId_East\\2R;"
    "PlayerId_West\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\5R;Score_EW\\5R;"
    "MP_NS\\5R;MP_EW\\5R;Percentage_NS\\6R;Percentage_EW\\6R"
)
TOTAL_COLUMNS = "Rank\\3R;PlayerId\\2R;Boards\\2R;TotalScoreMP\\6R;TotalPercentage\\6R;Names\\40L"


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

    def players(entry: Entry) -> list[str]:
        """Each line's four players, N, S, E, W."""
        sitting = movement.rounds[entry.round - 1].at_table(entry.table)
        assert sitting is not None
        return [str(p) for p in (sitting.north, sitting.south, sitting.east, sitting.west)]

    return matchpoint_pbn(
        title=title,
        date=date,
        event=event,
        deals=deals,
        leads=leads,
        header=header,
        score_columns=SCORE_COLUMNS,
        sides=players,
        total_columns=TOTAL_COLUMNS,
        totals=lambda: total_rows(player_standings(movement, event), names, direction=False),
    )
