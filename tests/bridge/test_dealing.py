"""Verifiable dealing (docs/dealing.md): the scheme as documented, the commitment, the checks."""

from __future__ import annotations

import hashlib
import hmac

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from atout.bridge.board import board_dealer
from atout.bridge.cards import DECK
from atout.bridge.deal import Deal
from atout.bridge.dealing import (
    DealingSeed,
    commitment,
    seeded_boards,
    seeded_deal,
    verify,
)
from atout.bridge.seats import SEATS
from atout.errors import NotationError, VerificationError

SEED = DealingSeed.parse("00112233445566778899aabbccddeeff")
#: The known answer of docs/dealing.md: board 1 of the seed above.
BOARD_1 = "N:Q97.2.982.AJ9763 AJ43.K953.J74.Q5 T85.Q76.KQ653.K8 K62.AJT84.AT.T42"
COMMITMENT_1_24 = "81e46f1af1f8aa7c1a9674407972f47c45b7c979c8fec4061546ac9a213ee0f6"


def documented_deal(seed: bytes, board: int) -> str:
    """The scheme written again from docs/dealing.md, in the simplest way, as PBN."""
    words: list[int] = []
    counter = 0

    def word() -> int:
        nonlocal counter
        if not words:
            message = b"atout-deal-v1" + board.to_bytes(4, "big") + counter.to_bytes(4, "big")
            block = hmac.new(seed, message, hashlib.sha256).digest()
            words.extend(int.from_bytes(block[i : i + 4], "big") for i in range(0, 32, 4))
            counter += 1
        return words.pop(0)

    cards = list(DECK)
    for i in range(51, 0, -1):
        while True:
            x = word()
            if x < 2**32 - 2**32 % (i + 1):
                break
        j = x % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    dealer = SEATS.index(board_dealer(board))
    hands = {SEATS[(dealer + 1 + k) % 4]: cards[k::4] for k in range(4)}
    suits = "SHDC"
    ranks = "AKQJT98765432"
    text = []
    for seat in SEATS:
        held = {str(c) for c in hands[seat]}
        text.append(".".join("".join(r for r in ranks if s + r in held) for s in suits))
    return "N:" + " ".join(text)


def test_known_answer() -> None:
    assert seeded_deal(SEED, 1) == Deal.parse(BOARD_1)
    assert commitment(SEED, range(1, 25)) == COMMITMENT_1_24


def test_commitment_is_the_sha256_of_the_documented_text() -> None:
    text = f"atout-deal-v1\nseed {SEED}\nboards 1-24\n".encode()
    assert commitment(SEED, range(24, 0, -1)) == hashlib.sha256(text).hexdigest()
    assert commitment(SEED, [1, 2, 3, 9]) != commitment(SEED, [1, 2, 3])


@settings(max_examples=30, deadline=None)
@given(st.binary(min_size=16, max_size=64), st.integers(1, 200))
def test_the_code_is_the_documented_scheme(seed: bytes, board: int) -> None:
    deal = seeded_deal(DealingSeed(seed), board)
    assert deal == Deal.parse(documented_deal(seed, board))
    assert len({c for s in SEATS for c in deal.hands[s].cards}) == 52


def test_each_board_depends_on_the_seed_and_its_number_only() -> None:
    all_24 = seeded_boards(SEED, range(1, 25))
    assert seeded_boards(SEED, [9, 3]) == (all_24[8], all_24[2])
    assert len({b.deal for b in all_24}) == 24
    assert all_24[1].dealer.value == "E" and str(all_24[1].vulnerability) == "NS"


def test_deals_recreated_from_the_seed_match_the_commitment() -> None:
    dealt = seeded_boards(SEED, range(1, 25))
    played = {b.number: b.deal for b in dealt if b.deal is not None}
    assert verify(SEED, COMMITMENT_1_24.upper(), range(1, 25), played) == dealt


def test_a_changed_seed_is_detected() -> None:
    other = DealingSeed.parse("00112233445566778899aabbccddeef0")
    with pytest.raises(VerificationError, match=r"has the commitment .* not '81e46f1a"):
        verify(other, COMMITMENT_1_24, range(1, 25))


def test_other_boards_are_detected() -> None:
    with pytest.raises(VerificationError, match="with boards 1-16 has the commitment"):
        verify(SEED, COMMITMENT_1_24, range(1, 17))


def test_a_changed_board_is_detected() -> None:
    played = {b.number: b.deal for b in seeded_boards(SEED, range(1, 25)) if b.deal}
    swapped = Deal.parse(BOARD_1).to_pbn().split()
    swapped[1], swapped[2] = swapped[2], swapped[1]  # E and S hands exchanged
    played[1] = Deal.parse(" ".join(swapped))
    played[7] = seeded_deal(SEED, 8)
    with pytest.raises(VerificationError) as raised:
        verify(SEED, COMMITMENT_1_24, range(1, 25), played)
    assert str(raised.value) == f"boards 1,7 were not dealt from the seed {SEED}"


def test_a_board_outside_the_commitment_is_detected() -> None:
    played = {25: seeded_deal(SEED, 25)}
    with pytest.raises(VerificationError, match="board 25 was not in the commitment"):
        verify(SEED, COMMITMENT_1_24, range(1, 25), played)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("42", "it has 8 bits"),
        ("zz" * 16, "is not a dealing seed"),
        ("abc", "even number of hex digits"),
        ("00" * 65, "it has 520 bits"),
    ],
)
def test_bad_seeds(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        DealingSeed.parse(text)


def test_seed_notation() -> None:
    seed = DealingSeed.parse("0011-2233 4455:6677 8899AABB CCDDEEFF")
    assert seed == SEED and eval(repr(seed)) == seed and seed.bits == 128
