"""``atout bridge deal``: deals from a secret seed, its commitment, and ``--verify``."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner, Result

from atout.bridge.cards import Suit
from atout.bridge.deal import Deal
from atout.bridge.dealing import DealingSeed, commitment, seeded_boards
from atout.bridge.seats import Seat
from atout.cli import main

SEED = "00112233445566778899aabbccddeeff"
COMMITMENT_1_24 = "81e46f1af1f8aa7c1a9674407972f47c45b7c979c8fec4061546ac9a213ee0f6"


def run(*args: str) -> Result:
    return CliRunner().invoke(main, ["bridge", *args])


def test_deal_pbn_has_one_game_per_board_and_the_seed_in_its_header() -> None:
    result = run("deal", "--boards", "1-4,9", "--seed", SEED, "--pbn")
    assert result.exit_code == 0, result.output
    head, *games = result.stdout.strip().split("\n\n")
    promise = commitment(DealingSeed.parse(SEED), [1, 2, 3, 4, 9])
    assert head.splitlines() == [
        "% PBN 2.1",
        f"% atout-deal-v1 seed {SEED}",
        f"% atout-deal-v1 commitment {promise}",
        "% atout-deal-v1 boards 1-4,9",
    ]
    expected = seeded_boards(DealingSeed.parse(SEED), [1, 2, 3, 4, 9])
    assert len(games) == 5
    for game, board in zip(games, expected, strict=True):
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]$', game, flags=re.MULTILINE))
        assert tags["Event"] == "atout deal"
        assert tags["Board"] == str(board.number)
        assert tags["Dealer"] == str(board.dealer)
        assert tags["Vulnerable"] == str(board.vulnerability)
        assert tags["Deal"].startswith(f"{board.dealer}:")
        assert Deal.parse(tags["Deal"]) == board.deal


def test_deal_is_reproducible_from_the_seed() -> None:
    first = run("deal", "--boards", "1-24", "--seed", SEED, "--json")
    again = run("deal", "--boards", "1-24", "--seed", SEED.upper(), "--json")
    other = run("deal", "--boards", "1-24", "--seed", SEED[:-1] + "0", "--json")
    assert first.stdout == again.stdout != other.stdout
    data = json.loads(first.stdout)
    assert (data["scheme"], data["seed"]) == ("atout-deal-v1", SEED)
    assert data["commitment"] == COMMITMENT_1_24
    assert [b["board"] for b in data["boards"]] == list(range(1, 25))
    assert [b["vulnerable"] for b in data["boards"][:4]] == ["None", "NS", "EW", "All"]
    for board in data["boards"]:
        deal = Deal.parse(board["deal"])
        assert board["hcp"] == {s: deal.hands[Seat.parse(s)].hcp for s in "NESW"}


def test_deal_without_a_seed_draws_128_bits_and_shows_them() -> None:
    result = run("deal", "--boards", "3", "--json")
    data = json.loads(result.stdout)
    assert re.fullmatch(r"[0-9a-f]{32}", data["seed"])
    replay = run("deal", "--boards", "3", "--seed", data["seed"], "--json")
    assert json.loads(replay.stdout) == data
    assert run("deal", "--boards", "3", "--json").stdout != result.stdout


def test_deal_diagram_layout() -> None:
    result = run("deal", "--boards", "5", "--seed", SEED)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    promise = commitment(DealingSeed.parse(SEED), [5])
    assert lines[0] == f"Seed {SEED} (keep it secret until the session is over)"
    assert lines[1] == f"Commitment {promise} (boards 5: show it before play)"
    assert lines[2] == ""
    (board,) = seeded_boards(DealingSeed.parse(SEED), [5])
    assert board.deal is not None
    hands = board.deal.hands
    diagram = lines[3:]
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
    assert diagram[14] == " " * 22 + f"HCP {hands[Seat.S].hcp}"


def test_deal_bad_input_exits_2() -> None:
    result = run("deal", "--boards", "4-1", "--seed", SEED)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == "error: '4-1' is not a board range: use boards 1 to 128\n"
    short = run("deal", "--seed", "42")
    assert short.exit_code == 2
    assert "'42' is not a dealing seed: it has 8 bits; write 32 to 128 hex digits" in short.stderr


def test_verify_recreates_the_deals_and_checks_the_commitment(tmp_path: Path) -> None:
    played = tmp_path / "played.pbn"
    played.write_text(run("deal", "--boards", "1-24", "--seed", SEED, "--pbn").stdout)
    args = ["deal", "--verify", SEED, "--commitment", COMMITMENT_1_24, "--boards", "1-24"]
    result = run(*args, "--against", str(played), "--json")
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith(f"verified: seed {SEED} with boards 1-24 has the commitment")
    assert result.stderr.rstrip().endswith(f"the 24 deals of {played} too")
    assert json.loads(result.stdout) == json.loads(
        run("deal", "--boards", "1-24", "--seed", SEED, "--json").stdout
    )


def test_verify_detects_a_changed_seed_other_boards_and_a_changed_board(tmp_path: Path) -> None:
    args = ["deal", "--commitment", COMMITMENT_1_24]
    changed_seed = run(*args, "--verify", SEED[:-1] + "0", "--boards", "1-24")
    assert changed_seed.exit_code == 2 and changed_seed.stdout == ""
    assert f"not '{COMMITMENT_1_24}'" in changed_seed.stderr
    fewer = run(*args, "--verify", SEED)  # the default 1-16, not the 1-24 committed to
    assert fewer.exit_code == 2 and "with boards 1-16 has the commitment" in fewer.stderr
    played = tmp_path / "played.pbn"
    text = run("deal", "--boards", "1-24", "--seed", SEED, "--pbn").stdout
    deal_3 = re.findall(r'\[Deal "([^"]+)"\]', text)[2]
    seat, hands = deal_3.split(":")
    north, east, south, west = hands.split()
    played.write_text(text.replace(deal_3, f"{seat}:{north} {south} {east} {west}"))
    changed = run(*args, "--verify", SEED, "--boards", "1-24", "--against", str(played))
    assert changed.exit_code == 2
    assert changed.stderr == f"error: board 3 was not dealt from the seed {SEED}\n"


def test_verify_needs_its_commitment() -> None:
    result = run("deal", "--verify", SEED)
    assert result.exit_code == 2 and "--verify SEED needs the --commitment" in result.stderr
    alone = run("deal", "--commitment", COMMITMENT_1_24)
    assert alone.exit_code == 2 and "go with --verify" in alone.stderr


def test_deal_imports_nothing_heavy() -> None:
    from tests.cli.test_lazy import HEAVY, _loaded_after

    loaded = _loaded_after("bridge", "deal", "--boards", "1-24", "--json")
    assert not {m for m in loaded if m.startswith((*HEAVY, "atout.formats", "endplay"))}
