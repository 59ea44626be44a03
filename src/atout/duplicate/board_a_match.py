"""Board-a-match (point a board) teams scoring.

Each board of a match is won, tied or lost by a team on the total of its two
tables' scores: 2 points for a win, 1 for a tie, 0 for a loss. The tie rule:
only an aggregate of exactly 0 is a tie; any difference, 10 points included,
wins the board (the EBU's point-a-board, as EBUScoreTeams scores it).

>>> board_points(10), board_points(0), board_points(-430)
(2, 1, 0)
"""

from __future__ import annotations

from collections.abc import Iterable

#: Points for a board won, tied and lost.
WIN, TIE, LOSS = 2, 1, 0


def board_points(aggregate: int) -> int:
    """A team's points on a board whose two tables give it ``aggregate`` points net."""
    if aggregate > 0:
        return WIN
    return TIE if aggregate == 0 else LOSS


def match_points(aggregates: Iterable[int]) -> tuple[int, int]:
    """A match's points for the team and its opponents, from the team's aggregate on
    each board.

    >>> match_points([20, 0, -50, 430])
    (5, 3)
    """
    ours = [board_points(a) for a in aggregates]
    return sum(ours), sum(WIN - p for p in ours)
