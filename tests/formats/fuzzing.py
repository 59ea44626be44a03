"""Inputs for fuzzing the PBN reader, and what is done with each (tests and bench alike).

:func:`mutated` makes an input from a piece of a real file of the corpus, with
the mutations that broke readers before: bytes PBN forbids (0x85, NUL, 0xFF), a
UTF-8 byte-order mark before bytes that are not UTF-8, Latin-1 digits (``²``),
numbers of thousands of digits, cells like ``1/2``, brackets, quotes and braces
out of place, ``#`` and ``##`` values, and repetition into long lines.
:func:`exercise` reads an input both ways and asks for everything a caller may
ask for: every exception must be an :class:`~atout.errors.AtoutError`.
"""

from __future__ import annotations

import contextlib
import random

from atout.errors import AtoutError
from atout.formats import pbn
from atout.formats.pbn.compare import differences
from atout.formats.pbn.rescore import rescore

#: Pieces that broke readers before, or that mean something to PBN.
PIECES: tuple[bytes, ...] = (
    b"\x85",
    b"\x00",
    b"\xff",
    b"\xef\xbb\xbf",
    b"\xb2",
    "²".encode(),
    b"9" * 5000,
    b"1/2",
    b"[",
    b"]",
    b'"',
    b"{",
    b"}",
    b";",
    b"%",
    b"#",
    b"##",
    b"\\",
    b"\r",
    b"\n",
    b"\n\n",
    b"\t",
    b"-",
    b"^",
    b'[Note "1:x"]',
    b'[Board "',
    b'[Deal "N:',
    b'[ScoreTable "',
    b'[TotalScoreTable "PairId;Rank;TotalPercentage"]\n',
    b'"]\n',
    b"A+",
    b"Bye",
    b"NS 11",
    b"\\999999999R",
    b"3NT",
    b"...",
)


#: Inputs that once took quadratic time, by name (each at most 1.1 MB).
ADVERSARIAL = {
    "40k-repeated-tags": ('[Board "1"]' * 40_000 + "\n").encode(),
    "1MB-of-tags-on-a-line": ("".join(f'[T{i} "v"]' for i in range(90_000)) + "\n").encode(),
    "110k-columns": (
        '[Board "1"]\n[ScoreTable "'
        + ";".join(f"C{i}" for i in range(110_000))
        + '"]\n'
        + " 1" * 110_000
        + "\n"
    ).encode(),
    "control-characters": ('[Event "' + "\x01" * 100_000 + '"]\n').encode() * 10,
}


def mutated(rng: random.Random, sources: list[bytes], size: int = 4000) -> bytes:
    """A piece of one of ``sources`` (up to ``size`` bytes) with a few mutations."""
    source = rng.choice(sources)
    start = rng.randrange(max(1, len(source) - size))
    data = bytearray(source[start : start + rng.randint(0, size)])
    for _ in range(rng.randint(0, 8)):
        where = rng.randint(0, len(data))
        kind = rng.random()
        if kind < 0.5:
            data[where:where] = rng.choice(PIECES)
        elif kind < 0.7 and data:
            del data[where : where + rng.randint(1, 40)]
        elif kind < 0.85 and data:
            data[where : where + 1] = bytes([rng.randrange(256)])
        else:
            data[where:where] = data[where : where + rng.randint(1, 200)] * rng.randint(1, 20)
    if rng.random() < 0.1:
        data = b"\xef\xbb\xbf" + data
    return bytes(data)


def exercise(data: bytes) -> None:
    """Read ``data`` strictly and leniently, write what was read and read it back, and
    ask every game for its typed values and the file for its rescore and its check."""
    for strict in (True, False):
        try:
            session = pbn.loads(data, strict=strict)
        except AtoutError:
            continue
        pbn.loads(pbn.dumps(session), strict=False)
        for game in session.games[:200]:
            for name in (
                "board",
                "dealer",
                "vulnerability",
                "partial_deal",
                "deal",
                "contract",
                "declarer",
                "result",
                "auction",
                "play",
            ):
                with contextlib.suppress(AtoutError):
                    getattr(game, name)
            for table in (game.score_table, game.total_score_table):
                if table is not None:
                    _ = table.rows
        with contextlib.suppress(AtoutError):
            differences(session, rescore(session))
