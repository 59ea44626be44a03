"""Verifiable dealing: the deals of a session from a secret seed, and a commitment to it.

The scheme ``atout-deal-v1`` (docs/dealing.md):

- the seed is 16 to 64 random bytes (128 to 512 bits), written in hex;
- the **commitment**, shown before play, is the SHA-256 (hex) of the UTF-8 text
  ``"atout-deal-v1\\nseed <seed hex>\\nboards <board ranges>\\n"``: the seed in
  lower-case hex, the boards as :func:`~atout.bridge.board.format_board_numbers`
  writes them, ascending (``1-24``);
- the deal of board *n* depends on the seed and *n* only: a byte stream, the
  concatenation of HMAC-SHA256(key = seed, message = ``b"atout-deal-v1"`` +
  *n* as 4 bytes big-endian + *k* as 4 bytes big-endian) for k = 0, 1, 2 …,
  is read 4 bytes at a time as big-endian integers; a Fisher–Yates shuffle of
  the 52 cards in :data:`~atout.bridge.cards.DECK` order (♣2 … ♣A, ♦2 … ♠A)
  takes, for i = 51 down to 1, the next integer x below the largest multiple of
  i + 1 that fits in 32 bits (others are skipped: no bias) and swaps cards i
  and x mod (i + 1); the shuffled pack is dealt one card at a time clockwise
  from the dealer's left (RULES §1), the dealer being the board number's.

After play the seed is published: anyone re-creates the deals and checks the
commitment (:func:`verify`). Only the standard library is used, so the deals
never change with a Python version.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

from atout.bridge.board import Board, board_dealer, format_board_numbers
from atout.bridge.cards import DECK
from atout.bridge.deal import Deal
from atout.errors import Message, NotationError, VerificationError

#: The name of the scheme: part of the commitment and of every HMAC message.
SCHEME = "atout-deal-v1"
#: Seed sizes in bytes: 128 bits at least (the default a new seed has), 512 at most.
SEED_BYTES = 16
MAX_SEED_BYTES = 64

_HEX = re.compile(r"^[0-9a-f]+$")
_WORD = 4
_WORD_RANGE = 1 << (8 * _WORD)


@dataclass(frozen=True, slots=True)
class DealingSeed:
    """The secret seed of a session's deals: 16 to 64 bytes, written in hex.

    >>> seed = DealingSeed.parse("00112233445566778899AABBCCDDEEFF")
    >>> str(seed), seed.bits
    ('00112233445566778899aabbccddeeff', 128)
    """

    value: bytes

    def __post_init__(self) -> None:
        if not SEED_BYTES <= len(self.value) <= MAX_SEED_BYTES:
            raise NotationError(
                (
                    "a dealing seed has {SEED_BYTES} to {MAX_SEED_BYTES} bytes "
                    "({value} to {value2} bits), not {count}"
                ),
                code="seed.size",
                SEED_BYTES=SEED_BYTES,
                MAX_SEED_BYTES=MAX_SEED_BYTES,
                value=8 * SEED_BYTES,
                value2=8 * MAX_SEED_BYTES,
                count=len(self.value),
            )

    @property
    def bits(self) -> int:
        """The size of the seed in bits."""
        return 8 * len(self.value)

    @classmethod
    def parse(cls, text: str) -> DealingSeed:
        """Read a seed in hex (any case; spaces, ``-`` and ``:`` between digits are ignored)."""
        key = re.sub(r"[\s:-]", "", text).lower()
        if not _HEX.match(key) or len(key) % 2:
            raise NotationError(
                (
                    "{text!r} is not a dealing seed: write an even number of hex "
                    "digits (0-9, a-f), at least {value}"
                ),
                code="seed.syntax",
                text=text,
                value=2 * SEED_BYTES,
            )
        value = bytes.fromhex(key)
        if not SEED_BYTES <= len(value) <= MAX_SEED_BYTES:
            raise NotationError(
                (
                    "{text!r} is not a dealing seed: it has {value} bits; write "
                    "{value2} to {value3} hex digits ({value4} to {value5} bits)"
                ),
                code="seed.bits",
                text=text,
                value=8 * len(value),
                value2=2 * SEED_BYTES,
                value3=2 * MAX_SEED_BYTES,
                value4=8 * SEED_BYTES,
                value5=8 * MAX_SEED_BYTES,
            )
        return cls(value)

    def __str__(self) -> str:
        return self.value.hex()

    def __repr__(self) -> str:
        return f"DealingSeed.parse({str(self)!r})"


def commitment_text(seed: DealingSeed, boards: Iterable[int]) -> str:
    """The text whose SHA-256 is the commitment (docs/dealing.md).

    >>> print(commitment_text(DealingSeed(bytes(16)), [3, 1, 2]), end="")
    atout-deal-v1
    seed 00000000000000000000000000000000
    boards 1-3
    """
    numbers = sorted(set(boards))
    if not numbers:
        raise NotationError(
            "a commitment is to the deals of at least one board",
            code="seed.commitment-empty",
        )
    return f"{SCHEME}\nseed {seed}\nboards {format_board_numbers(numbers)}\n"


def commitment(seed: DealingSeed, boards: Iterable[int]) -> str:
    """The SHA-256 commitment, in hex, to ``seed`` and the board numbers it deals.

    >>> commitment(DealingSeed(bytes(16)), range(1, 25))[:16]
    '40bf14c058c7c745'
    """
    return hashlib.sha256(commitment_text(seed, boards).encode("utf-8")).hexdigest()


def _stream(seed: DealingSeed, board: int) -> Iterator[int]:
    """The 32-bit words of board ``board``'s byte stream (HMAC-SHA256 in counter mode)."""
    prefix = SCHEME.encode("ascii") + board.to_bytes(_WORD, "big")
    counter = 0
    while True:
        message = prefix + counter.to_bytes(_WORD, "big")
        block = hmac.new(seed.value, message, hashlib.sha256).digest()
        for i in range(0, len(block), _WORD):
            yield int.from_bytes(block[i : i + _WORD], "big")
        counter += 1


def _below(words: Iterator[int], bound: int) -> int:
    """A uniform integer in ``range(bound)`` from the words (rejection sampling)."""
    limit = _WORD_RANGE - _WORD_RANGE % bound
    for word in words:
        if word < limit:
            return word % bound
    raise AssertionError("the stream is endless")  # pragma: no cover


def seeded_deal(seed: DealingSeed, board: int) -> Deal:
    """The deal of board ``board`` under ``seed`` (the scheme of the module docstring).

    >>> deal = seeded_deal(DealingSeed(bytes(16)), 1)
    >>> deal == seeded_deal(DealingSeed(bytes(16)), 1) != seeded_deal(DealingSeed(bytes(16)), 2)
    True
    """
    if not isinstance(board, int) or board < 1:
        raise NotationError(
            "{board!r} is not a board number: use 1 or more",
            code="board.number",
            board=board,
        )
    cards = list(DECK)
    words = _stream(seed, board)
    for i in range(len(cards) - 1, 0, -1):
        j = _below(words, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return Deal.dealt(cards, dealer=board_dealer(board))


def seeded_boards(seed: DealingSeed, numbers: Iterable[int]) -> tuple[Board, ...]:
    """Boards ``numbers`` (in the order given) with their deals under ``seed``."""
    return tuple(Board.numbered(n, seeded_deal(seed, n)) for n in numbers)


def verify(
    seed: DealingSeed,
    expected: str,
    boards: Iterable[int],
    played: Mapping[int, Deal] | None = None,
) -> tuple[Board, ...]:
    """The boards re-created from ``seed``, once checked against the commitment and the deals
    ``played`` (by board number); :class:`VerificationError` names every mismatch.
    """
    numbers = tuple(boards)
    found = commitment(seed, numbers)
    problems: list[Message] = []
    if found != expected.strip().lower():
        problems.append(
            Message(
                "the seed {seed} with boards {boards} has the commitment {found}, not "
                "{expected!r}: another seed, or other boards than those committed to",
                code="seed.commitment-mismatch",
                seed=seed,
                boards=format_board_numbers(sorted(numbers)),
                found=found,
                expected=expected.strip(),
            )
        )
    dealt = seeded_boards(seed, numbers)
    played = played or {}
    wrong = [b.number for b in dealt if b.number in played and played[b.number] != b.deal]
    if wrong:
        problems.append(_not_dealt(wrong, seed))
    outside = sorted(set(played) - set(numbers))
    if outside:
        problems.append(_not_committed(outside))
    if problems:
        raise VerificationError(Message.joined(problems))
    return dealt


def _not_dealt(numbers: list[int], seed: DealingSeed) -> Message:
    """``board 7 was not dealt …`` or ``boards 1-3,7 were not dealt …``."""
    boards, code = format_board_numbers(sorted(numbers)), "seed.not-dealt"
    if len(numbers) == 1:
        return Message(
            "board {boards} was not dealt from the seed {seed}", code=code, boards=boards, seed=seed
        )
    return Message(
        "boards {boards} were not dealt from the seed {seed}", code=code, boards=boards, seed=seed
    )


def _not_committed(numbers: list[int]) -> Message:
    """``board 7 was not in the commitment`` or ``boards 1-3,7 were …``."""
    boards, code = format_board_numbers(sorted(numbers)), "seed.not-committed"
    if len(numbers) == 1:
        return Message("board {boards} was not in the commitment", code=code, boards=boards)
    return Message("boards {boards} were not in the commitment", code=code, boards=boards)
