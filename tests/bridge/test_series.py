"""Free-play series of eight boards with the duplicate score (RULES §5, seed 000)."""

from __future__ import annotations

import pytest

from atout.bridge.board import Vulnerability
from atout.bridge.seats import Seat, Side
from atout.bridge.series import SeriesBoard, SeriesSheet, score_series
from atout.errors import InvalidDealError, NotationError


def series(*lines: str) -> SeriesSheet:
    return score_series([SeriesBoard.parse(line) for line in lines])


def test_seed_000_example_three_hearts_plus_one() -> None:
    # "un contrat de 3 Cœurs réussi et fait avec une levée de mieux marque 30 x 4 = 120,
    # plus 50 de prime de réussite".
    assert series("1 N 3H+1").rows[0].score.total == 170


def test_eight_boards() -> None:
    sheet = series(
        "1 N 4H=",  # None: +420 NS
        "2 E 3NT=",  # NS vul, EW not: +400 EW
        "3 S 4S-1",  # EW vul, NS not: 50 to EW
        "4 W 6NT=",  # All: 1440 EW
        "5 N 3NT+1",  # NS vul: 630 NS
        "6 E 2HX-2",  # EW vul: 500 NS
        "7 PASS",
        "8 N 1NT=",  # None: 90 NS
    )
    assert [row.dealer for row in sheet.rows] == [Seat.N, Seat.E, Seat.S, Seat.W] * 2
    assert [row.vulnerability for row in sheet.rows][:4] == [
        Vulnerability.NONE,
        Vulnerability.NS,
        Vulnerability.EW,
        Vulnerability.ALL,
    ]
    assert [row.score_ns for row in sheet.rows] == [420, -400, -50, -1440, 630, 500, 0, 90]
    assert sheet.total(Side.NS) == 420 + 630 + 500 + 90
    assert sheet.total(Side.EW) == 400 + 50 + 1440
    assert sheet.complete and sheet.winner is Side.EW


def test_no_winner_before_eight_boards() -> None:
    assert series("1 N 4H=").winner is None


def test_refusals() -> None:
    with pytest.raises(InvalidDealError, match="board 1 is entered twice"):
        series("1 N 4H=", "1 E 4S=")
    with pytest.raises(InvalidDealError, match=r"^9 is not a board of a series: use 1 to 8$"):
        SeriesBoard.parse("9 N 3NT=")  # issue 27: an 8-board series has boards 1 to 8
    for bad in ("N 4H=", "1 4H=", "0 N 4H=", "1 N 4H= x"):
        with pytest.raises((NotationError, InvalidDealError)):
            SeriesBoard.parse(bad)


def test_round_trip() -> None:
    for text in ("3 W 4HX+1", "8 PASS"):
        assert str(SeriesBoard.parse(text)) == text
