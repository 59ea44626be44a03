"""The worked examples of the five seed documents, reproduced from tests/data/seeds/.

Each seed's examples are in ``tests/data/seeds/<seed file name>.toml`` with the
seed's own words and figures (and, where the seed gives a rule without a
figure, a figure worked by hand from it, the arithmetic in a comment); the
rubber sheets are ``seed000.rubber``, ``seed004.rubber`` and
``seed004_first_sheet.rubber`` beside them. Where atout follows RULES.md
rather than a seed's letter, the data file says so next to the figure.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from decimal import Decimal
from fractions import Fraction
from functools import cache
from typing import Any

import pytest

from atout.bridge.board import Vulnerability
from atout.bridge.cards import DECK
from atout.bridge.contract import Contract, ContractResult
from atout.bridge.deal import Deal
from atout.bridge.rubber import (
    Place,
    RubberDeal,
    RubberRules,
    RubberSheet,
    SheetEntry,
    score_rubber,
)
from atout.bridge.score import ItemKind, ns_points, score
from atout.bridge.seats import Seat, Side
from atout.duplicate.cross_imps import cross_imps
from atout.duplicate.imps import imps
from atout.duplicate.matchpoints import matchpoints, top
from atout.duplicate.movements.mitchell import mitchell
from atout.tarot import cards as tarot_cards
from atout.tarot.cards import EXCUSE, ExcuseExchange, count_camp, parse_cards
from atout.tarot.deal import Donne
from atout.tarot.rules import TarotRules
from atout.tarot.score import margin
from atout.tarot.score import score as tarot_score
from tests.reference_data import SEEDS

SEED_000 = "000_64942554fda142e8"
SEED_001 = "001_93864a5e02122d55"
SEED_002 = "002_564481c69a82ab03"
SEED_003 = "003_3745cdfd61db6f41"
SEED_004 = "004_66cc6ef5d94cdad8"


@cache
def examples(seed: str) -> dict[str, Any]:
    """The worked examples of ``seed`` (its file name without ``.txt``)."""
    with (SEEDS / f"{seed}.toml").open("rb") as file:
        return tomllib.load(file)


def rubber_sheet(name: str) -> RubberSheet:
    """Score the rubber file ``name`` of tests/data/seeds (``#`` comments, blank lines)."""
    lines = (line.split("#", 1)[0].strip() for line in (SEEDS / name).read_text().splitlines())
    return score_rubber([RubberDeal.parse(line) for line in lines if line])


def check_rubber(example: dict[str, Any]) -> RubberSheet:
    sheet = rubber_sheet(example["sheet"])
    ns, ew = Side.NS, Side.EW
    assert (sheet.total(ns), sheet.total(ew)) == (example["ns"], example["ew"])
    assert sheet.difference == example["difference"]
    assert sheet.settlement == example["settlement"]
    assert sheet.money(Decimal(example["stake"])) == Decimal(example["money"])
    assert sheet.finished and sheet.winner is Side(example["winner"])
    assert {"NS": sheet.games(ns), "EW": sheet.games(ew)} == example["games"]
    return sheet


def test_seed_000_rubber_sheet() -> None:
    """Seed 000_64942554fda142e8.txt, "Exemple d'une feuille de marque": 390 v 2140, 17, 3.40 €.

    Each operation's figures are compared whatever their side of the line:
    RULES §3 writes penalties and bonuses above it (seed 004, the Laws).
    """
    example = examples(SEED_000)["rubber"]
    sheet = check_rubber(example)
    for operation in example["operations"]:
        entries = [e for e in sheet.entries if e.deal == operation["deal"]]
        if operation["deal"] == len(sheet.deals):  # the rubber bonus ends the last deal
            entries += [e for e in sheet.entries if e.deal is None]
        assert {e.side for e in entries} == {Side(operation["side"])}, operation
        assert sorted(e.points for e in entries) == sorted(operation["points"]), operation


def test_seed_004_rubber_sheets() -> None:
    """Seed 004_66cc6ef5d94cdad8.txt, "I. La Partie": both sheets, above and below the line."""
    example = examples(SEED_004)["rubber"]
    sheet = check_rubber(example)
    for operation in example["operations"]:
        entries = [e for e in sheet.entries if e.deal == operation["deal"]]
        if operation["deal"] == len(sheet.deals):
            entries += [e for e in sheet.entries if e.deal is None]
        assert {e.side for e in entries} == {Side(operation["side"])}, operation
        for place in Place:
            figures = sorted(e.points for e in entries if e.place is place)
            assert figures == sorted(operation.get(place.value, [])), (operation, place)
        if "all_below" in operation:
            assert sum(e.points for e in entries) == operation["all_below"]


def test_seed_004_first_sheet() -> None:
    """Seed 004_66cc6ef5d94cdad8.txt: after the first sheet, EW vulnerable, NS "marqués à 60"."""
    example = examples(SEED_004)["first_sheet"]
    sheet = rubber_sheet(example["sheet"])
    assert [side.value for side in sheet.game_winners] == example["game_winners"]
    assert [side.value for side in Side if sheet.vulnerable(side)] == example["vulnerable"]
    game = len(sheet.game_winners) + 1
    towards = sum(
        e.points
        for e in sheet.entries
        if e.side is Side.NS and e.place is Place.BELOW and e.game == game
    )
    assert towards == example["ns_towards_game"]


@pytest.mark.parametrize(
    "example", examples(SEED_004)["rubber_deal"], ids=lambda example: example["result"]
)
def test_seed_004_points_of_one_rubber_deal(example: dict[str, Any]) -> None:
    """Seed 004_66cc6ef5d94cdad8.txt, "II. Les Points": trick values, games doubled, redoubled."""
    sheet = score_rubber([RubberDeal.parse(f"NS {example['result']}")])
    assert sheet.below(Side.NS) == example["below"]
    above = sorted(e.points for e in sheet.entries if e.place is Place.ABOVE)
    assert above == sorted(example.get("above", []))
    assert (sheet.game_winners == (Side.NS,)) is example["game"]


@pytest.mark.parametrize(
    "example", examples(SEED_004)["partscores"], ids=lambda example: " ".join(example["deals"])
)
def test_seed_004_partscores_add_up_to_one_game(example: dict[str, Any]) -> None:
    """Seed 004_66cc6ef5d94cdad8.txt: two partscores make a game, 230 below makes one only."""
    sheet = score_rubber([RubberDeal.parse(deal) for deal in example["deals"]])
    assert sheet.games(Side.NS) == example["games"]


@pytest.mark.parametrize(
    "example", examples(SEED_004)["settlement"], ids=lambda example: str(example["difference"])
)
def test_seed_004_settlement_in_hundreds(example: dict[str, Any]) -> None:
    """Seed 004_66cc6ef5d94cdad8.txt: 1350 → 13 fiches, 1360 → 14; fr. 6.50 and 7.— au demi."""
    won = SheetEntry(None, 1, Side.EW, Place.ABOVE, ItemKind.RUBBER, example["difference"], "")
    sheet = RubberSheet((), RubberRules(), False, (won,), ())
    assert sheet.difference == example["difference"]
    assert sheet.settlement == example["hundreds"]
    assert sheet.money(Decimal(example["stake"])) == Decimal(example["money"])


@pytest.mark.parametrize(
    "example",
    examples(SEED_004)["rubber_penalty"],
    ids=lambda example: f"1987-rule-{example['fourth_undertrick_increase']}",
)
def test_seed_004_seven_spades_doubled_five_down(example: dict[str, Any]) -> None:
    """Seed 004_66cc6ef5d94cdad8.txt: 7♠X−5 not vulnerable is 900 without the 1987 rule."""
    rules = RubberRules(fourth_undertrick_increase=example["fourth_undertrick_increase"])
    sheet = score_rubber([RubberDeal.parse(example["deal"])], rules)
    assert sheet.above(Side.EW) == example["ew_above"]


DUPLICATE = [
    pytest.param(
        example, id=f"{seed[:3]}-{example['result']}-{'v' if example['vulnerable'] else 'nv'}"
    )
    for seed in (SEED_000, SEED_003, SEED_004)
    for example in examples(seed)["duplicate"]
]


@pytest.mark.parametrize("example", DUPLICATE)
def test_duplicate_scores_of_seeds_000_003_004(example: dict[str, Any]) -> None:
    """The duplicate score of one contract for the declaring side.

    Seeds 000_64942554fda142e8.txt (3♥+1 = 170), 003_3745cdfd61db6f41.txt (the
    bonuses) and 004_66cc6ef5d94cdad8.txt (the 1987 rule, redoubled overtricks).
    """
    result = ContractResult.parse(example["result"])
    assert score(result, example["vulnerable"]).total == example["score"]


def test_seed_002_dealing_order() -> None:
    """Seed 002_564481c69a82ab03.txt: South deals to West first, then North, East and himself."""
    example = examples(SEED_002)["dealing"]
    deal = Deal.dealt(DECK, dealer=Seat.parse(example["dealer"]))
    for index, card in enumerate(DECK):
        seat = Seat.parse(example["order"][index % 4])
        assert card in deal.hands[seat].cards


def test_seed_002_tricks_a_contract_commits_to() -> None:
    """Seed 002_564481c69a82ab03.txt: « 1♣ » commits to seven tricks ... « 7♠ » to all thirteen."""
    for contract, tricks in examples(SEED_002)["tricks_needed"].items():
        assert Contract.parse(contract).tricks_needed == tricks, contract


@pytest.mark.parametrize(
    "example",
    examples(SEED_002)["team_board"],
    ids=lambda example: f"{example['table_1']} v {example['table_2']}",
)
def test_seed_002_team_match_differences(example: dict[str, Any]) -> None:
    """Seed 002_564481c69a82ab03.txt, "I. Le Match par Equipes": 450, 810, 720, 320.

    The IMPs are Law 78B's (RULES §6), the seed stops at the difference.
    """
    vulnerability = Vulnerability.parse(example["vulnerability"])
    ns_scores = []
    for played in (example["table_1"], example["table_2"]):
        declarer, result = played.split()
        ns_scores.append(
            ns_points(ContractResult.parse(result), Seat.parse(declarer), vulnerability)
        )
    assert ns_scores == example["scores"]
    difference = ns_scores[0] - ns_scores[1]
    assert difference == example["difference"]
    assert imps(difference) == example["imps"]


@pytest.mark.parametrize(
    "example", examples(SEED_002)["matchpoints"], ids=lambda example: str(example["ns_scores"])
)
def test_seed_002_two_matchpoints_per_score_beaten(example: dict[str, Any]) -> None:
    """Seed 002_564481c69a82ab03.txt: "un point par score égal, deux points par score battu"."""
    assert list(matchpoints(example["ns_scores"])) == example["ns_mp"]
    assert top(len(example["ns_scores"])) == example["top"]


def test_seed_002_mitchell_at_nine_tables() -> None:
    """Seed 002_564481c69a82ab03.txt: 9 tables, 27 boards, 3 against each pair, 9 results each."""
    example = examples(SEED_002)["mitchell"]
    movement = mitchell(example["tables"], boards_per_round=example["boards_per_round"])
    assert movement.boards == example["boards"]
    played: Counter[int] = Counter()
    against: Counter[tuple[int, int]] = Counter()
    for rnd in movement.rounds:
        for meeting in rnd.meetings:
            boards = movement.board_numbers(meeting.board_set)
            played.update(boards)
            against[meeting.ns.number, meeting.ew.number] += len(boards)
    assert set(played.values()) == {example["results_per_board"]}
    assert len(played) == example["boards"]
    assert len(against) == example["tables"] ** 2
    assert set(against.values()) == {example["boards_against_each_opponent"]}


def test_seed_002_cross_imps_average_eight_differences() -> None:
    """Seed 002_564481c69a82ab03.txt: nine results, eight differences each, IMPed and averaged."""
    example = examples(SEED_002)["cross_imps"]
    scores = example["ns_scores"]
    for index, line in enumerate(cross_imps(scores)):
        assert len(line.comparisons) == example["differences_per_score"]
        others = scores[:index] + scores[index + 1 :]
        expected = [imps(scores[index] - other) for other in others]
        assert list(line.comparisons) == expected
        assert line.ns_imps == Fraction(sum(expected), len(expected))


@pytest.mark.parametrize(
    "example", examples(SEED_001)["count"], ids=lambda example: example["cards"]
)
def test_seed_001_counting_the_cards(example: dict[str, Any]) -> None:
    """Seed 001_93864a5e02122d55.txt: a king and a low card 5, two low cards 1, the deck 91."""
    pile = tarot_cards.DECK if example["cards"] == "all" else parse_cards(example["cards"])
    assert count_camp(pile).points == example["points"]


def test_seed_001_the_defences_excuse_in_a_chelem() -> None:
    """Seed 001_93864a5e02122d55.txt: the excuse stays with the defence, 4 points and a bout."""
    example = examples(SEED_001)["chelem_excuse"]
    defence = count_camp([EXCUSE], ExcuseExchange.OWES)
    taker = count_camp([c for c in tarot_cards.DECK if c != EXCUSE], ExcuseExchange.OWED)
    assert (defence.points, defence.bouts) == (example["defence_points"], example["defence_bouts"])
    assert (taker.points, taker.bouts) == (example["taker_points"], example["taker_bouts"])


def test_seed_001_points_needed_with_each_number_of_bouts() -> None:
    """Seed 001_93864a5e02122d55.txt: 36, 41, 51 or 56 points with 3, 2, 1 or 0 bouts."""
    for bouts, needed in examples(SEED_001)["needed"].items():
        assert margin(needed, int(bouts)) == (True, 0)
        assert margin(needed - 1, int(bouts)) == (False, 1)


@pytest.mark.parametrize("example", examples(SEED_001)["deal"], ids=lambda example: example["line"])
def test_seed_001_deal_scores(example: dict[str, Any]) -> None:
    """Seed 001_93864a5e02122d55.txt: 25, the multipliers, petit au bout, chelems, primes; sum 0."""
    donne = Donne.parse(example["line"], 4)
    scores = tarot_score(donne, TarotRules.classic()).scores
    assert list(scores) == example["scores"]
    assert sum(scores) == 0


@pytest.mark.parametrize(
    "example", examples(SEED_001)["deal"], ids=lambda example: example["french"]
)
def test_seed_001_deal_scores_in_french_words(example: dict[str, Any]) -> None:
    """Seed 001_93864a5e02122d55.txt: each deal typed in French words scores the same."""
    donne = Donne.parse(example["french"], 4)
    assert list(tarot_score(donne, TarotRules.classic()).scores) == example["scores"]
    assert donne == Donne.parse(example["line"], 4)
