"""Team matches (IMPs per board, running totals, VPs) and round robins."""

from __future__ import annotations

from decimal import Decimal

import pytest

from atout.duplicate.matchpoints import Artificial
from atout.duplicate.teams import MatchBoard, RoundRobin, TeamMatch
from atout.errors import AtoutError


def _sixteen(net_per_board: list[int]) -> tuple[MatchBoard, ...]:
    return tuple(MatchBoard(i + 1, net, 0) for i, net in enumerate(net_per_board))


def test_seed_002_examples_and_running_totals() -> None:
    # seed 002: 620 v 170 -> 450 (10 IMPs); 620 v 1430 -> 810 against (13);
    # 620 v -100 -> 720 (12); 620 v +300 defending 4S doubled -> 320 (8)
    match = TeamMatch(
        "A",
        "B",
        (
            MatchBoard(1, 100, 100),
            MatchBoard(2, 620, 170),
            MatchBoard(3, 620, 1430),
            MatchBoard(4, 620, -100),
            MatchBoard(5, 620, 300),
        ),
    )
    assert [line.board.home_imps for line in match.lines()] == [0, 10, -13, 12, 8]
    assert [line.home_total for line in match.lines()] == [0, 10, -3, 9, 17]
    assert [line.away_total for line in match.lines()] == [0, -10, 3, -9, -17]


def test_vps_from_the_published_scale() -> None:
    boards = _sixteen([430] + [0] * 15)  # 10 IMPs over 16 boards
    match = TeamMatch("A", "B", boards)
    assert (match.home_vp, match.away_vp) == (Decimal("12.80"), Decimal("7.20"))


def test_artificial_scores_need_not_balance() -> None:
    boards = (
        MatchBoard(1, adjusted=(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_PLUS)),
        MatchBoard(2, 0, 0),
    )
    match = TeamMatch("A", "B", boards)
    assert (match.home_imps, match.away_imps) == (3, 3)
    assert match.home_vp == match.away_vp > 10
    with pytest.raises(AtoutError, match="both rooms"):
        MatchBoard(3, open_ns=100)
    with pytest.raises(AtoutError, match="itself"):
        TeamMatch("A", "A", boards)


def test_round_robin_table_and_standings() -> None:
    win = _sixteen([430] + [0] * 15)
    draw = _sixteen([0] * 16)
    robin = RoundRobin(("A", "B", "C", "D"))
    robin = robin.add(TeamMatch("A", "B", win)).add(TeamMatch("C", "D", win))
    robin = robin.add(TeamMatch("A", "C", draw)).add(TeamMatch("B", "D", draw))
    table = robin.table()
    assert table["A"]["B"] == Decimal("12.80") and table["B"]["A"] == Decimal("7.20")
    assert "D" not in table["A"]
    standings = robin.standings()
    assert [(str(s.place), s.team, s.vp) for s in standings] == [
        ("1=", "A", Decimal("22.80")),
        ("1=", "C", Decimal("22.80")),
        ("3=", "B", Decimal("17.20")),
        ("3=", "D", Decimal("17.20")),
    ]
    assert standings[0].imps == 10 and standings[0].matches == 2
    with pytest.raises(AtoutError, match="'E' is not a team"):
        robin.add(TeamMatch("A", "E", draw))
