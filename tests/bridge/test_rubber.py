"""The rubber sheet (RULES §3): the worked sheets of seeds 000 and 004, options, settlement."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.contract import Contract, ContractResult, Doubling, Strain
from atout.bridge.honours import Honours
from atout.bridge.rubber import (
    Place,
    RubberDeal,
    RubberRules,
    RubberSheet,
    RubberStop,
    SheetEntry,
    parse_rubber_entry,
    score_rubber,
    score_rubbers,
)
from atout.bridge.score import ItemKind
from atout.bridge.seats import Side
from atout.errors import AtoutError, InvalidDealError, NotationError

NS, EW = Side.NS, Side.EW
#: Seed 000 "Exemple d'une feuille de marque" (Nous = NS, Eux = EW).
SEED_000 = ["NS 2S-2", "NS 2H=", "EW 3NT=", "NS 3C=", "NS 3CX+1", "NS 4SX-2", "EW 6NT="]
#: Seed 004, "I. La Partie": the two sheets.
SEED_004 = ["EW 4HX-2", "NS 3S+1", "EW 1NT+1", "EW 3C=", "NS 3D+1", "NS 3H-1", "EW 6NT+1"]


def sheet_of(lines: list[str], rules: RubberRules | None = None, **kw: bool) -> RubberSheet:
    return score_rubber([RubberDeal.parse(line) for line in lines], rules, **kw)


def figures(sheet: RubberSheet, side: Side, place: Place) -> list[int]:
    return [e.points for e in sheet.entries if e.side is side and e.place is place]


def test_seed_000_sheet() -> None:
    sheet = sheet_of(SEED_000)
    assert (sheet.total(NS), sheet.total(EW)) == (390, 2140)
    assert sheet.difference == 1750
    assert sheet.settlement == 17
    assert sheet.money(Decimal("0.20")) == Decimal("3.40")
    assert sheet.finished and sheet.winner is EW
    assert (sheet.games(NS), sheet.games(EW)) == (1, 2)
    # Seed 004's placement: penalties and the insult above the line.
    assert figures(sheet, NS, Place.BELOW) == [60, 60, 120]
    assert figures(sheet, NS, Place.ABOVE) == [100, 50]
    assert figures(sheet, EW, Place.BELOW) == [100, 190]
    assert figures(sheet, EW, Place.ABOVE) == [100, 500, 750, 500]
    assert sheet.game_winners == (EW, NS, EW)


def test_seed_004_sheets() -> None:
    sheet = sheet_of(SEED_004)
    assert figures(sheet, NS, Place.ABOVE) == [300, 30, 20]
    assert figures(sheet, NS, Place.BELOW) == [90, 60]
    assert figures(sheet, EW, Place.ABOVE) == [30, 50, 30, 750, 700]
    assert figures(sheet, EW, Place.BELOW) == [40, 60, 190]
    assert (sheet.total(NS), sheet.total(EW)) == (500, 1850)
    assert (sheet.difference, sheet.settlement, sheet.winner) == (1350, 13, EW)
    # "fr. 13.— au « plein », fr. 6.50 au « demi »".
    assert sheet.money(Decimal("1")) == Decimal("13")
    assert sheet.money(Decimal("0.50")) == Decimal("6.50")


def test_seed_004_first_sheet_game_line_wipes_the_partscore() -> None:
    sheet = sheet_of(SEED_004[:5])
    # "Nos 90 en bas ne compteront plus": 90 then 60 below is no game for us.
    assert sheet.game_winners == (EW,)
    assert sheet.vulnerable(EW) and not sheet.vulnerable(NS)
    assert not sheet.finished and sheet.winner is None
    below = [(e.side, e.points, e.game) for e in sheet.entries if e.place is Place.BELOW]
    assert below == [(NS, 90, 1), (EW, 40, 1), (EW, 60, 1), (NS, 60, 2)]


@pytest.mark.parametrize(("difference", "hundreds"), [(1350, 13), (1360, 14), (1750, 17), (40, 0)])
def test_settlement_in_hundreds_the_50_to_the_loser(difference: int, hundreds: int) -> None:
    entry = SheetEntry(None, 1, EW, Place.ABOVE, ItemKind.RUBBER, difference, "test")
    sheet = RubberSheet((), RubberRules(), False, (entry,), ())
    assert sheet.settlement == hundreds


def test_deal_after_the_end_is_refused() -> None:
    with pytest.raises(InvalidDealError, match=r"deal 8 'NS 1C='.*end of the rubber"):
        sheet_of([*SEED_000, "NS 1C="])
    with pytest.raises(InvalidDealError):
        sheet_of(SEED_000).add(RubberDeal.parse("EW 2S="))


def test_add_recomputes_the_sheet() -> None:
    sheet = sheet_of(SEED_004[:6]).add(RubberDeal.parse(SEED_004[6]))
    assert sheet == sheet_of(SEED_004)


@pytest.mark.parametrize(("partscore", "ns", "ew"), [(100, 600, 430), (50, 550, 430)])
def test_unfinished_rubber(partscore: int, ns: int, ew: int) -> None:
    sheet = sheet_of(SEED_004[:5], RubberRules(unfinished_partscore=partscore), stopped=True)
    unfinished = [
        (e.side, e.kind, e.points)
        for e in sheet.entries
        if e.kind in (ItemKind.UNFINISHED_GAME, ItemKind.UNFINISHED_PARTSCORE)
    ]
    assert unfinished == [
        (EW, ItemKind.UNFINISHED_GAME, 300),
        (NS, ItemKind.UNFINISHED_PARTSCORE, partscore),
    ]
    assert (sheet.total(NS), sheet.total(EW)) == (ns, ew)
    assert sheet.winner is NS and not sheet.finished


def test_unfinished_both_partscores_and_both_games() -> None:
    sheet = sheet_of(["NS 4H=", "EW 4S=", "NS 2H=", "EW 1NT="], stopped=True)
    bonuses = sorted((e.side.value, e.points) for e in sheet.entries if e.deal is None)
    assert bonuses == [("EW", 100), ("EW", 300), ("NS", 100), ("NS", 300)]


def test_stop_is_ignored_once_the_rubber_is_finished() -> None:
    assert sheet_of(SEED_000, stopped=True).entries == sheet_of(SEED_000).entries


def test_in_progress_rubber_scores_no_unfinished_bonus() -> None:
    sheet = sheet_of(["NS 2H="])
    assert [e.kind for e in sheet.entries] == [ItemKind.CONTRACT_TRICKS]
    assert sheet.winner is None and sheet.leader is NS


def test_unfinished_partscore_option_is_checked() -> None:
    with pytest.raises(AtoutError, match="75"):
        RubberRules(unfinished_partscore=75)


@pytest.mark.parametrize(("increase", "penalty"), [(True, 1100), (False, 900)])
def test_fourth_undertrick_option(increase: bool, penalty: int) -> None:
    sheet = sheet_of(["NS 7SX-5"], RubberRules(fourth_undertrick_increase=increase))
    assert figures(sheet, EW, Place.ABOVE) == [penalty]


def test_vulnerable_values_follow_games_won() -> None:
    sheet = sheet_of(["NS 4S=", "EW 3NT-2", "NS 1HX-1", "NS 2SX+1"])
    # EW not vulnerable: 2 × 50; NS vulnerable after its game: doubled undertrick 200,
    # doubled overtrick 200; 2SX= is 120 below, the second game.
    assert figures(sheet, NS, Place.ABOVE) == [100, 200, 50, 700]
    assert figures(sheet, EW, Place.ABOVE) == [200]
    assert sheet.finished and sheet.winner is NS


def test_redoubled_make_game_and_insult_100() -> None:
    sheet = sheet_of(["NS 1HXX="])
    assert figures(sheet, NS, Place.BELOW) == [120]
    assert figures(sheet, NS, Place.ABOVE) == [100]
    assert sheet.game_winners == (NS,)


def test_partscores_add_up_to_game() -> None:
    sheet = sheet_of(["NS 2H=", "EW 1C=", "NS 2S="])
    assert sheet.game_winners == (NS,)


def test_slam_and_rubber_bonus_two_nil() -> None:
    sheet = sheet_of(["EW 7NT=", "EW 6C+1"])
    assert figures(sheet, EW, Place.ABOVE) == [1000, 20, 750, 700]


def test_honours_scored_by_the_holder_side() -> None:
    sheet = sheet_of(["NS 4H= honours EW 100", "NS 3NT-1 honours NS 150", "PASS"])
    assert [(e.side, e.kind, e.points) for e in sheet.entries if e.kind is ItemKind.HONOURS] == [
        (EW, ItemKind.HONOURS, 100),
        (NS, ItemKind.HONOURS, 150),
    ]
    # 3NT-1 by NS, vulnerable after its 4H game: 100 to EW.
    assert sheet.total(NS) == 120 + 150 and sheet.total(EW) == 100 + 100


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("NS 3NT= honours NS 100", InvalidDealError),
        ("NS 4H= honours NS 120", InvalidDealError),
        ("NS 4H= honors NS 100", NotationError),
        ("NE 4H=", NotationError),
        ("NS", NotationError),
        ("NS 8H=", NotationError),
    ],
)
def test_bad_deals(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        RubberDeal.parse(text)


def test_passed_out_deal_has_no_side_nor_honours() -> None:
    with pytest.raises(InvalidDealError):
        RubberDeal(NS, ContractResult(None))
    with pytest.raises(InvalidDealError):
        RubberDeal(None, ContractResult(None), Honours(NS, 100))


deals = st.builds(
    lambda side, level, strain, doubling, tricks: RubberDeal(
        side, ContractResult(Contract(level, strain, doubling), tricks)
    ),
    st.sampled_from(Side),
    st.integers(1, 7),
    st.sampled_from(Strain),
    st.sampled_from(Doubling),
    st.integers(0, 13),
)


@settings(max_examples=100)
@given(st.lists(deals, max_size=12), st.booleans())
def test_sheet_invariants(played: list[RubberDeal], stopped: bool) -> None:
    kept: list[RubberDeal] = []
    for deal in played:
        if score_rubber(kept).finished:
            break
        kept.append(deal)
    sheet = score_rubber(kept, stopped=stopped)
    for side in Side:
        assert sheet.total(side) == sum(e.points for e in sheet.entries if e.side is side)
        assert all(e.points > 0 for e in sheet.entries)
        assert sheet.games(side) <= 2
    # Each deal's entries are the same whatever follows it (deals -> sheet, pure).
    shorter = score_rubber(kept[:-1])
    played_entries = [e for e in shorter.entries if e.deal is not None]
    assert list(sheet.entries[: len(played_entries)]) == played_entries
    assert RubberDeal.parse(str(kept[-1])) == kept[-1] if kept else True


def test_a_stop_is_a_value_with_its_notation() -> None:
    assert parse_rubber_entry(" stop ") == RubberStop() == RubberStop.parse("STOP")
    assert str(RubberStop()) == "STOP"
    with pytest.raises(NotationError, match="'halt'"):
        RubberStop.parse("halt")


def test_rubbers_in_a_row_start_after_a_win_or_a_stop() -> None:
    entries = [parse_rubber_entry(line) for line in (*SEED_000, "NS 2S=", "STOP", "EW 1NT=")]
    first, second, third = score_rubbers(entries)
    # Seed 000: They win 2140 to 390 (17 hundreds); then NS 2S= stopped: 60 below + 100.
    assert (first.total(NS), first.total(EW), first.finished) == (390, 2140, True)
    assert (second.total(NS), second.stopped, second.settlement) == (160, True, 2)
    assert (third.deals, third.stopped, third.winner) == (
        (RubberDeal.parse("EW 1NT="),),
        False,
        None,
    )
    assert score_rubbers([RubberStop()])[0].stopped


def test_an_entry_says_how_it_was_counted_as_a_message() -> None:
    from atout.errors import Message

    sheet = score_rubber([RubberDeal.parse("NS 2S-2")])
    detail = sheet.entries[0].detail
    assert isinstance(detail, Message)
    assert detail == "NS 2S-2: 2 down, undoubled, not vulnerable"
    assert detail.values["side"] is Side.NS
    assert detail.values["result"] == ContractResult.parse("2S-2")
    assert detail.values["detail"].template == "{down} down, {doubling}, {vulnerable}"
