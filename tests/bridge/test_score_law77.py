"""Every cell of the Law 77 tables of RULES §2, the sanity points and the score's invariants."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.board import Vulnerability
from atout.bridge.contract import Contract, ContractResult, Doubling, Strain
from atout.bridge.score import (
    ItemKind,
    contract_trick_points,
    declarer_vulnerable,
    ns_points,
    overtrick_points,
    points,
    score,
    slam_bonus,
    undertrick_penalty,
)
from atout.bridge.seats import Seat, Side
from atout.errors import InvalidDealError

U, X, XX = Doubling.UNDOUBLED, Doubling.DOUBLED, Doubling.REDOUBLED
C, D, H, S, NT = Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP

#: Trick points of levels 1-7 bid and made (RULES §2: ♣♦ 20, ♥♠ 30, NT 40 then 30; X ×2, XX ×4).
TRICK_POINTS = {
    (C, U): [20, 40, 60, 80, 100, 120, 140],
    (D, U): [20, 40, 60, 80, 100, 120, 140],
    (H, U): [30, 60, 90, 120, 150, 180, 210],
    (S, U): [30, 60, 90, 120, 150, 180, 210],
    (NT, U): [40, 70, 100, 130, 160, 190, 220],
    (C, X): [40, 80, 120, 160, 200, 240, 280],
    (D, X): [40, 80, 120, 160, 200, 240, 280],
    (H, X): [60, 120, 180, 240, 300, 360, 420],
    (S, X): [60, 120, 180, 240, 300, 360, 420],
    (NT, X): [80, 140, 200, 260, 320, 380, 440],
    (C, XX): [80, 160, 240, 320, 400, 480, 560],
    (D, XX): [80, 160, 240, 320, 400, 480, 560],
    (H, XX): [120, 240, 360, 480, 600, 720, 840],
    (S, XX): [120, 240, 360, 480, 600, 720, 840],
    (NT, XX): [160, 280, 400, 520, 640, 760, 880],
}

#: Undertricks 1..13 down, total penalty (RULES §2 table; doubled NV with the 1987 rule).
UNDERTRICKS = {
    (U, False): [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650],
    (U, True): [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300],
    (X, False): [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    (X, True): [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
    (XX, False): [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    (XX, True): [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
}
#: Not vulnerable doubled / redoubled undertricks before 1987 (200 / 400 each from the 2nd on).
UNDERTRICKS_BEFORE_1987 = {
    X: [100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 1900, 2100, 2300, 2500],
    XX: [200, 600, 1000, 1400, 1800, 2200, 2600, 3000, 3400, 3800, 4200, 4600, 5000],
}

#: Overtrick value, each, by (strain, doubling) -> (not vul, vul).
OVERTRICK = {
    (C, U): (20, 20),
    (D, U): (20, 20),
    (H, U): (30, 30),
    (S, U): (30, 30),
    (NT, U): (30, 30),
    **{(strain, X): (100, 200) for strain in Strain},
    **{(strain, XX): (200, 400) for strain in Strain},
}


def _kinds(result: str, vulnerable: bool) -> dict[ItemKind, int]:
    return {
        item.kind: item.points for item in score(ContractResult.parse(result), vulnerable).items
    }


@pytest.mark.parametrize(
    ("strain", "doubling", "level", "expected"),
    [
        (s, d, level, row[level - 1])
        for (s, d), row in TRICK_POINTS.items()
        for level in range(1, 8)
    ],
)
def test_trick_points(strain: Strain, doubling: Doubling, level: int, expected: int) -> None:
    contract = Contract(level, strain, doubling)
    assert contract_trick_points(contract) == expected
    made = score(ContractResult(contract, contract.tricks_needed), False)
    assert {i.kind: i.points for i in made.items}[ItemKind.CONTRACT_TRICKS] == expected


@pytest.mark.parametrize(
    ("result", "vulnerable", "kind", "expected"),
    [
        ("2S=", False, ItemKind.PARTSCORE, 50),
        ("2S=", True, ItemKind.PARTSCORE, 50),
        ("4H=", False, ItemKind.GAME, 300),
        ("4H=", True, ItemKind.GAME, 500),
        ("6C=", False, ItemKind.SMALL_SLAM, 500),
        ("6C=", True, ItemKind.SMALL_SLAM, 750),
        ("7D=", False, ItemKind.GRAND_SLAM, 1000),
        ("7D=", True, ItemKind.GRAND_SLAM, 1500),
        ("1CX=", False, ItemKind.INSULT, 50),
        ("1CX=", True, ItemKind.INSULT, 50),
        ("1CXX=", False, ItemKind.INSULT, 100),
        ("1CXX=", True, ItemKind.INSULT, 100),
    ],
)
def test_bonuses(result: str, vulnerable: bool, kind: ItemKind, expected: int) -> None:
    assert _kinds(result, vulnerable)[kind] == expected


@pytest.mark.parametrize(("level", "vulnerable"), [(lv, v) for lv in range(1, 8) for v in (0, 1)])
def test_slam_bonus_function(level: int, vulnerable: bool) -> None:
    expected = {6: (500, 750), 7: (1000, 1500)}.get(level, (0, 0))[vulnerable]
    assert slam_bonus(level, bool(vulnerable)) == expected


@pytest.mark.parametrize(
    ("result", "vulnerable", "game"),
    [("2CX=", False, False), ("2HX=", False, True), ("1NTXX=", True, True), ("5C=", False, True)],
)
def test_doubling_counts_towards_game(result: str, vulnerable: bool, game: bool) -> None:
    kinds = _kinds(result, vulnerable)
    assert (ItemKind.GAME in kinds) is game
    assert (ItemKind.PARTSCORE in kinds) is not game


@pytest.mark.parametrize(
    ("strain", "doubling", "vulnerable", "each"),
    [(s, d, v, pair[v]) for (s, d), pair in OVERTRICK.items() for v in (False, True)],
)
def test_overtricks(strain: Strain, doubling: Doubling, vulnerable: bool, each: int) -> None:
    contract = Contract(1, strain, doubling)
    for over in range(1, 7):
        assert overtrick_points(contract, over, vulnerable) == each * over
        made = score(ContractResult(contract, 7 + over), vulnerable)
        assert {i.kind: i.points for i in made.items}[ItemKind.OVERTRICKS] == each * over


@pytest.mark.parametrize(
    ("doubling", "vulnerable", "down", "expected"),
    [(d, v, n, row[n - 1]) for (d, v), row in UNDERTRICKS.items() for n in range(1, 14)],
)
def test_undertricks(doubling: Doubling, vulnerable: bool, down: int, expected: int) -> None:
    assert undertrick_penalty(down, doubling, vulnerable) == expected
    for strain in Strain:
        result = ContractResult(Contract(7, strain, doubling), 13 - down)
        assert score(result, vulnerable).total == -expected
        assert points(result.contract, result.tricks, vulnerable) == -expected


@pytest.mark.parametrize(
    ("doubling", "down", "expected"),
    [(d, n, row[n - 1]) for d, row in UNDERTRICKS_BEFORE_1987.items() for n in range(1, 14)],
)
def test_undertricks_without_1987_increase(doubling: Doubling, down: int, expected: int) -> None:
    assert undertrick_penalty(down, doubling, False, fourth_undertrick_increase=False) == expected
    # Vulnerable penalties do not depend on the option.
    vul = UNDERTRICKS[doubling, True][down - 1]
    assert undertrick_penalty(down, doubling, True, fourth_undertrick_increase=False) == vul


@pytest.mark.parametrize(
    ("result", "vulnerable", "expected"),
    [
        # The sanity points of RULES §2.
        ("4H=", False, 420),
        ("3NT=", True, 600),
        ("4SX-3", False, -500),
        ("7NTXX=", True, 2980),
        ("6SX-1", True, -200),
        # Further well-known totals.
        ("1NT=", False, 90),
        ("2S+1", False, 140),
        ("3NT+1", True, 630),
        ("6H=", False, 980),
        ("7NT=", True, 2220),
        ("1CX=", False, 140),
        ("2HX=", False, 470),
        ("1NTXX=", True, 760),
        ("5CX+1", True, 950),
        ("4HX+1", True, 990),
        ("3NTX-4", False, -800),
        ("PASS", True, 0),
    ],
)
def test_totals(result: str, vulnerable: bool, expected: int) -> None:
    parsed = ContractResult.parse(result)
    assert score(parsed, vulnerable).total == expected
    assert points(parsed.contract, parsed.tricks, vulnerable) == expected


def test_points_refuses_impossible_tricks() -> None:
    with pytest.raises(InvalidDealError, match="14"):
        points(Contract.parse("1C"), 14, False)


def test_ns_points_needs_a_declarer() -> None:
    with pytest.raises(InvalidDealError, match="'4H='"):
        ns_points(ContractResult.parse("4H="), None, Vulnerability.NONE)


def test_declarer_vulnerable() -> None:
    assert declarer_vulnerable(Seat.N, Vulnerability.NS)
    assert not declarer_vulnerable(Seat.W, Vulnerability.NS)
    assert declarer_vulnerable(Side.EW, Vulnerability.ALL)
    assert not declarer_vulnerable(Side.EW, Vulnerability.NONE)


results = st.builds(
    lambda level, strain, doubling, tricks: ContractResult(
        Contract(level, strain, doubling), tricks
    ),
    st.integers(1, 7),
    st.sampled_from(Strain),
    st.sampled_from(Doubling),
    st.integers(0, 13),
)
_SWAP = {
    Vulnerability.NONE: Vulnerability.NONE,
    Vulnerability.ALL: Vulnerability.ALL,
    Vulnerability.NS: Vulnerability.EW,
    Vulnerability.EW: Vulnerability.NS,
}


@settings(max_examples=200)
@given(results, st.sampled_from(Seat), st.sampled_from(Vulnerability))
def test_ns_score_is_minus_ew_score(
    result: ContractResult, declarer: Seat, vulnerability: Vulnerability
) -> None:
    ns = ns_points(result, declarer, vulnerability)
    declaring = score(result, declarer_vulnerable(declarer, vulnerability)).total
    ew = declaring if declarer.side is Side.EW else -declaring
    assert ns == -ew
    # The same deal with the seats turned a quarter: E-W's score is N-S's before.
    assert ns_points(result, declarer.next, _SWAP[vulnerability]) == -ns
    assert ns_points(result, declarer.partner, vulnerability) == ns


@settings(max_examples=200)
@given(results, st.booleans())
def test_one_more_trick_never_scores_less(result: ContractResult, vulnerable: bool) -> None:
    assert result.contract is not None
    if result.tricks < 13:
        more = points(result.contract, result.tricks + 1, vulnerable)
        assert more > points(result.contract, result.tricks, vulnerable)


@settings(max_examples=200)
@given(results, st.booleans())
def test_breakdown_adds_up(result: ContractResult, vulnerable: bool) -> None:
    breakdown = score(result, vulnerable)
    assert sum(item.points for item in breakdown.items) == breakdown.total
    assert breakdown.total == points(result.contract, result.tricks, vulnerable)
    assert all(item.points != 0 for item in breakdown.items)
    made = result.margin >= 0
    assert all((item.points > 0) is made for item in breakdown.items)
    assert breakdown.made is made
