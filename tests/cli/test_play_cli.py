"""``atout bridge auction`` and ``atout bridge play`` (``deal``: test_deal_cli.py)."""

from __future__ import annotations

import json

from click.testing import CliRunner, Result

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
