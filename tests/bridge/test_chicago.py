"""Chicago (RULES §4): dealers, vulnerability, partscore carry-over, deal-4 bonus, redeals."""

from __future__ import annotations

import pytest

from atout.bridge.board import Vulnerability
from atout.bridge.chicago import (
    ChicagoDeal,
    ChicagoRules,
    ChicagoSheet,
    ChicagoVulnerability,
    chicago_dealer,
    chicago_vulnerability,
    score_chicago,
)
from atout.bridge.score import ItemKind
from atout.bridge.seats import Seat, Side
from atout.errors import InvalidDealError, NotationError

NS, EW = Side.NS, Side.EW


def play(*lines: str, rules: ChicagoRules | None = None) -> ChicagoSheet:
    return score_chicago([ChicagoDeal.parse(line) for line in lines], rules)


def net(sheet: ChicagoSheet) -> list[tuple[int, int]]:
    return [(d.points(NS), d.points(EW)) for d in sheet.deals]


def test_dealers_and_vulnerability() -> None:
    assert [chicago_dealer(n) for n in (1, 2, 3, 4)] == [Seat.N, Seat.E, Seat.S, Seat.W]
    dealer = [chicago_vulnerability(n) for n in (1, 2, 3, 4)]
    assert dealer == [Vulnerability.NONE, Vulnerability.EW, Vulnerability.NS, Vulnerability.ALL]
    other = ChicagoRules(vulnerability=ChicagoVulnerability.NON_DEALER_VULNERABLE)
    non_dealer = [chicago_vulnerability(n, other) for n in (1, 2, 3, 4)]
    assert non_dealer == [
        Vulnerability.NONE,
        Vulnerability.NS,
        Vulnerability.EW,
        Vulnerability.ALL,
    ]
    with pytest.raises(InvalidDealError):
        chicago_vulnerability(5)


def test_partscores_carry_over_and_game_bonus_goes_by_the_completing_deal() -> None:
    sheet = play("N 2S=", "S 2H=", "N 4S=", "S 1NT=")
    # Deal 2: NS not vulnerable (EW dealt): 60 + 300. Deal 3: NS vulnerable: 120 + 500.
    # Deal 4: 1NT= does not complete a game: 40 + 100.
    assert net(sheet) == [(60, 0), (360, 0), (620, 0), (140, 0)]
    assert (sheet.total(NS), sheet.total(EW)) == (1180, 0)
    assert sheet.sets_complete == 1


def test_a_game_wipes_both_partscores() -> None:
    sheet = play("E 2S=", "N 4H=", "W 2D=", "E 2H=")
    # EW's 60 is gone after NS's game; 40 then 60 on deal 4 completes a game, both vulnerable.
    assert net(sheet) == [(0, 60), (420, 0), (0, 40), (0, 560)]


def test_fourth_deal_partscore_bonus_only_without_game() -> None:
    assert net(play("PASS", "N 1C=", "N 1C=", "N 1C=", "N 1C=")) == [
        (0, 0),
        (20, 0),
        (20, 0),
        (20, 0),
        (120, 0),
    ]
    kinds = [line.kind for line in play("N 1C=", "N 1C=", "N 1C=", "S 4H=").deals[3].lines]
    assert kinds == [ItemKind.CONTRACT_TRICKS, ItemKind.GAME]


def test_penalties_slams_and_doubles_by_deal_vulnerability() -> None:
    sheet = play("N 3NTX-1", "E 4HX-1", "S 6S+1", "W 7NT=")
    assert net(sheet) == [(0, 100), (200, 0), (180 + 30 + 750 + 500, 0), (0, 220 + 1500 + 500)]


def test_passed_out_deal_is_redealt_by_the_same_dealer() -> None:
    sheet = play("N 1C=", "PASS", "PASS", "E 1C=")
    assert [(d.position, d.dealer, d.redealt) for d in sheet.deals] == [
        (1, Seat.N, False),
        (2, Seat.E, True),
        (2, Seat.E, True),
        (2, Seat.E, False),
    ]


def test_sets_of_four_repeat_and_partscores_do_not_carry_into_the_next_set() -> None:
    sheet = play("N 1C=", "N 1C=", "N 1C=", "W 1C=", "N 2S=", "E 2NT=")
    fifth, sixth = sheet.deals[4], sheet.deals[5]
    assert (fifth.set_number, fifth.position, fifth.dealer) == (2, 1, Seat.N)
    assert fifth.vulnerability is Vulnerability.NONE and fifth.points(NS) == 60
    assert (sixth.position, sixth.vulnerability) == (2, Vulnerability.EW)
    assert sixth.points(EW) == 70


@pytest.mark.parametrize(("honours", "expected"), [(True, 150), (False, 0)])
def test_honours_option(honours: bool, expected: int) -> None:
    sheet = play("N 4H= honours EW 150", rules=ChicagoRules(honours=honours))
    assert sheet.total(EW) == expected
    assert sheet.total(NS) == 420


@pytest.mark.parametrize("text", ["NS 4H=", "N", "N 4H= extra", "Q 4H="])
def test_bad_lines(text: str) -> None:
    with pytest.raises(NotationError):
        ChicagoDeal.parse(text)


def test_round_trip() -> None:
    for text in ("N 4HX+1", "W 3NT-2 honours NS 150", "PASS"):
        assert str(ChicagoDeal.parse(text)) == text
