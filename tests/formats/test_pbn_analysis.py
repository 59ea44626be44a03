"""The double-dummy tags of a PBN game: where they go, and reading them back."""

from __future__ import annotations

import pytest

from atout.bridge.board import Vulnerability
from atout.bridge.double_dummy import BoardAnalysis, DDTable, Par
from atout.bridge.seats import Seat
from atout.errors import NotationError
from atout.formats import pbn
from atout.formats.pbn.analysis import game_board, read_analysis, with_analysis

DEAL = "N:QT8764.3.86.T975 53.AQT52.Q7.J642 J2.K86.KJT5.KQ83 AK9.J974.A9432.A"
ANALYSIS = BoardAnalysis(DDTable(tuple(n % 14 for n in range(20))), Par.parse("NS -450: E 4H+1"))
OTHER = BoardAnalysis(DDTable((7,) * 20), Par.parse("NS 0: Pass"))


def _game(text: str) -> pbn.Game:
    return pbn.loads(text).games[0]


def test_the_tags_go_before_the_first_section_and_read_back() -> None:
    game = _game(f'[Board "5"]\n[Deal "{DEAL}"]\n[Auction "N"]\n1S Pass\n')
    analysed = with_analysis(game, ANALYSIS)
    names = [t.name for t in analysed.tags]
    assert names == [
        "Board",
        "Deal",
        "OptimumScore",
        "ParContract",
        "OptimumResultTable",
        "Auction",
    ]
    back = pbn.loads(pbn.dumps(pbn.PbnFile((analysed,))))  # strict
    assert read_analysis(back.games[0]) == ANALYSIS
    assert '[ParContract "E 4H+1"]' in pbn.dumps(back)


def test_tags_already_there_are_replaced_where_they_were() -> None:
    game = with_analysis(_game(f'[Board "5"]\n[Deal "{DEAL}"]\n'), ANALYSIS)
    game = pbn.Game((*game.entries, pbn.Tag("Contract", "3NT")))
    again = with_analysis(game, OTHER)
    assert [t.name for t in again.tags][-1] == "Contract"
    assert read_analysis(again) == OTHER
    assert again.value("ParContract") == "Pass"


def test_a_game_without_analysis_and_a_half_analysis() -> None:
    game = _game(f'[Board "5"]\n[Deal "{DEAL}"]\n[OptimumScore "NS 100"]\n')
    assert read_analysis(_game('[Board "5"]\n')) is None
    with pytest.raises(NotationError, match=r"no \[ParContract\]"):
        read_analysis(game)


def test_the_board_to_solve() -> None:
    board = game_board(_game(f'[Board "6"]\n[Deal "{DEAL}"]\n'))
    assert board is not None
    assert (board.dealer, board.vulnerability) == (Seat.E, Vulnerability.EW)
    tagged = game_board(_game(f'[Board "6"]\n[Dealer "W"]\n[Vulnerable "All"]\n[Deal "{DEAL}"]\n'))
    assert tagged is not None and (tagged.dealer, tagged.vulnerability) == (
        Seat.W,
        Vulnerability.ALL,
    )
    assert game_board(_game(f'[Deal "{DEAL}"]\n')) is None
    partial = "N:QT8764.3.86.T975 - - -"
    assert game_board(_game(f'[Board "1"]\n[Deal "{partial}"]\n')) is None
