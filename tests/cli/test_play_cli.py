"""``atout bridge auction`` and ``atout bridge deal``."""

from __future__ import annotations

import json
import random
import re

from click.testing import CliRunner, Result

from atout.bridge.board import random_boards
from atout.bridge.cards import Suit
from atout.bridge.deal import Deal
from atout.bridge.seats import Seat
from atout.cli import main


def run(*args: str) -> Result:
    return CliRunner().invoke(main, ["bridge", *args])


def test_auction_json_gives_contract_and_declarer() -> None:
    result = run("auction", "--dealer", "N", "1H", "P", "2H", "X", "XX", "P", "P", "P", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == {
        "dealer": "N",
        "calls": ["1H", "P", "2H", "X", "XX", "P", "P", "P"],
        "complete": True,
        "passed_out": False,
        "contract": "2HXX",
        "declarer": "N",  # N named hearts first (RULES §1)
        "dummy": "S",
        "opening_leader": "E",
        "next_to_call": None,
        "legal_calls": [],
    }


def test_auction_text_shows_the_bidding_table() -> None:
    result = run("auction", "--dealer", "E", "1S", "P", "4S", "P", "P", "P")
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        "W     N     E     S\n"
        "            1S    P\n"
        "4S    P     P     P\n"
        "Contract 4S by E (dummy W, opening lead S)\n"
    )


def test_passed_out_auction() -> None:
    result = run("auction", "--dealer", "W", "P", "Passe", "p", "PASS", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["contract"] == "PASS" and data["declarer"] is None and data["passed_out"]


def test_french_calls() -> None:
    result = run("auction", "--dealer", "O", *"1SA Contre Surcontre Passe Passe Passe".split())
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == "Contract 1NTXX by W (dummy E, opening lead N)"


def test_illegal_call_exits_2_naming_the_call() -> None:
    result = run("auction", "--dealer", "N", "2C", "1H", "P", "P", "P")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == "error: call 2: E cannot call 1H: 1H is not higher than 2C\n"


def test_every_illegal_call_is_reported() -> None:
    result = run("auction", "--dealer", "N", "1H", "P", "X", "1C", "P", "P")
    assert result.exit_code == 2
    assert result.stderr == (
        "error: call 3: S cannot call X: the last bid 1H is by N, S's partner; "
        "double only an opponent's bid; call 4: S cannot call 1C: 1C is not higher than 1H\n"
    )


def test_unreadable_call_exits_2() -> None:
    result = run("auction", "--dealer", "N", "1H", "9Z")
    assert result.exit_code == 2 and result.stdout == ""
    assert "'9Z' is not a call" in result.stderr


def test_incomplete_auction_exits_2_unless_partial() -> None:
    result = run("auction", "--dealer", "N", "1H", "P")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("error: the auction '1H P' is not complete: S to call")
    partial = run("auction", "--dealer", "N", "1H", "P", "--partial", "--json")
    assert partial.exit_code == 0, partial.output
    data = json.loads(partial.stdout)
    assert data["complete"] is False and data["contract"] is None
    assert data["next_to_call"] == "S" and data["legal_calls"][:3] == ["P", "1S", "1NT"]


def test_deal_pbn_has_one_game_per_board() -> None:
    result = run("deal", "--boards", "1-4,9", "--seed", "42", "--pbn")
    assert result.exit_code == 0, result.output
    head, *games = result.stdout.strip().split("\n\n")
    assert head.startswith("% PBN 2.1\n")
    games = [head.split("\n", 1)[1], *games]
    assert len(games) == 5
    expected = random_boards([1, 2, 3, 4, 9], random.Random(42))
    for game, board in zip(games, expected, strict=True):
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', game, flags=re.MULTILINE))
        assert tags["Event"] == "atout deal, seed 42"
        assert tags["Board"] == str(board.number)
        assert tags["Dealer"] == str(board.dealer)
        assert tags["Vulnerable"] == str(board.vulnerability)
        assert tags["Deal"].startswith(f"{board.dealer}:")
        assert Deal.parse(tags["Deal"]) == board.deal
    assert [g.split("\n")[1] for g in games] == [f'[Board "{n}"]' for n in (1, 2, 3, 4, 9)]


def test_deal_is_reproducible_from_the_seed() -> None:
    first = run("deal", "--boards", "1-16", "--seed", "7", "--json")
    again = run("deal", "--boards", "1-16", "--seed", "7", "--json")
    other = run("deal", "--boards", "1-16", "--seed", "8", "--json")
    assert first.stdout == again.stdout != other.stdout
    data = json.loads(first.stdout)
    assert data["seed"] == 7 and [b["board"] for b in data["boards"]] == list(range(1, 17))
    assert [b["vulnerable"] for b in data["boards"][:4]] == ["None", "NS", "EW", "All"]
    for board in data["boards"]:
        deal = Deal.parse(board["deal"])
        assert board["hcp"] == {s: deal.hands[Seat.parse(s)].hcp for s in "NESW"}
        assert sum(board["hcp"].values()) == 40


def test_deal_without_a_seed_shows_the_seed_it_chose() -> None:
    result = run("deal", "--boards", "3", "--json")
    data = json.loads(result.stdout)
    replay = run("deal", "--boards", "3", "--seed", str(data["seed"]), "--json")
    assert json.loads(replay.stdout) == data


def test_deal_diagram_layout() -> None:
    result = run("deal", "--boards", "5", "--seed", "42")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Seed 42" and lines[1] == ""
    (board,) = random_boards([5], random.Random(42))
    assert board.deal is not None
    hands = board.deal.hands
    diagram = lines[2:]
    assert len(diagram) == 15
    assert diagram[0].startswith("Board 5") and diagram[1].startswith("Dealer N")
    assert diagram[2].startswith("Vul NS")

    def holding(seat: Seat, suit: str) -> str:
        return "".join(r.value for r in hands[seat].suit(Suit(suit))) or "-"

    for row, (symbol, suit) in enumerate(zip("♠♥♦♣", "SHDC", strict=True)):
        assert diagram[row][22:] == f"{symbol} {holding(Seat.N, suit)}"
        assert diagram[5 + row][:22].rstrip() == f"{symbol} {holding(Seat.W, suit)}"
        assert diagram[5 + row][44:] == f"{symbol} {holding(Seat.E, suit)}"
        assert diagram[10 + row] == " " * 22 + f"{symbol} {holding(Seat.S, suit)}"
    assert diagram[4][22:] == f"HCP {hands[Seat.N].hcp}"
    assert diagram[9].split() == ["HCP", str(hands[Seat.W].hcp), "HCP", str(hands[Seat.E].hcp)]
    assert diagram[14] == " " * 22 + f"HCP {hands[Seat.S].hcp}"


def test_deal_bad_boards_exit_2() -> None:
    result = run("deal", "--boards", "4-1", "--seed", "1")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == "error: '4-1' is not a board range: use boards 1 to 128\n"


ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def test_play_a_grand_slam_to_the_end() -> None:
    # E leads ♥A, N ruffs; then N leads spades and the others discard
    ranks = "23456789TJQKA"
    cards = ["HA", "D2", "C2", "S2"]
    for i in range(12):
        cards += [f"S{ranks[i + 1]}", f"H{ranks[i]}", f"D{ranks[i + 1]}", f"C{ranks[i + 1]}"]
    args = ["play", "--deal", ONE_SUIT_EACH, "--contract", "7S", "--declarer", "N", *cards]
    result = run(*args)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == 14
    assert lines[0] == "Trick  1  E leads  ♥A ♦2 ♣2 ♠2      won by N"
    # Law 77: 7 × 30 + game 300 + grand slam 1000, not vulnerable
    assert lines[-1] == "NS 13, EW 0: 7S= (+1510 for NS, not vulnerable)"
    data = json.loads(run(*args, "--json", "--vulnerable").stdout)
    assert data["result"] == "7S=" and data["score"] == 2210  # 210 + 500 + 1500
    assert data["won"] == {"NS": 13, "EW": 0} and data["complete"] is True


def test_play_in_progress_and_illegal_card() -> None:
    args = ["play", "--deal", ONE_SUIT_EACH, "--contract", "7NT", "--declarer", "N", "HA"]
    data = json.loads(run(*args, "--json").stdout)
    assert data["complete"] is False and data["next_to_play"] == "S"
    assert data["legal_cards"][0] == "DA" and len(data["legal_cards"]) == 13
    bad = run("play", "--deal", ONE_SUIT_EACH, "--contract", "7NT", "--declarer", "N", "SA")
    assert bad.exit_code == 2 and bad.stdout == ""
    assert bad.stderr == "error: E cannot play ♠A: card not in hand (N holds it)\n"
