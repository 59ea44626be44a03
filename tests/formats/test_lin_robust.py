"""LIN files a careless or hostile producer writes: long files read in linear time, a play
past the last trick refused as bad input (issue 27; the times: ``bench/linear_readers.py``)."""

from __future__ import annotations

import pytest

from atout.bridge.seats import Seat
from atout.errors import IllegalPlayError
from atout.formats import lin

RANKS = "AKQJT98765432"
#: South holds the spades, West the hearts, North the diamonds, East the clubs; 1NT by South.
DEAL = f"md|1S{RANKS},H{RANKS},D{RANKS},C{RANKS}|mb|1N|mb|p|mb|p|mb|p|"
#: West leads a heart each trick and wins it: the other three cannot follow.
PLAY = "".join(f"pc|H{r}|pc|D{r}|pc|C{r}|pc|S{r}|" for r in RANKS)


def test_sixteen_thousand_boards_of_a_hand_history_each_with_its_players() -> None:
    text = "".join(f"pn|a{i},b,c,d|md|1S2,,,|ah|Board {i % 36 + 1}|" for i in range(16_000))
    boards = lin.loads(text)
    assert len(boards) == 16_000
    assert boards[-1].players[0] == (Seat.S, "a15999") and boards[-1].board == 15_999 % 36 + 1


def test_players_carried_over_many_deals_are_the_last_named() -> None:
    text = "pn|x,b,c,d|" + "md|1S2,,,|" * 20_000
    boards = lin.loads(text)
    assert len(boards) == 20_000 and {b.players[0] for b in boards} == {(Seat.S, "x")}


def test_a_hundred_thousand_players_lists_without_a_deal_are_no_board() -> None:
    assert lin.loads("pn|a,b,c,d|" * 100_000) == ()


def test_a_complete_play_reads_and_a_card_after_the_last_trick_is_refused() -> None:
    (board,) = lin.loads(DEAL + PLAY)
    assert board.tricks == 0  # West's thirteen hearts
    (claimed,) = lin.loads(DEAL + PLAY + "pc|SA|mc|0|")
    with pytest.raises(IllegalPlayError, match="play is over"):
        lin.to_game(claimed)
