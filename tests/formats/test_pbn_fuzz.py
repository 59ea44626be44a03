"""The PBN reader never raises anything but an AtoutError, and works in linear time.

A bounded hypothesis run over mutated pieces of the corpus and over raw bytes
(``bench/fuzz_pbn.py`` runs 100,000 inputs), the regression files of
``tests/data/fuzz`` (the four causes of crashes found by a probe, issue 15), and
the inputs that once took quadratic time.
"""

from __future__ import annotations

import contextlib
import random
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from atout.errors import AtoutError
from atout.formats import pbn
from atout.formats.pbn.compare import differences
from atout.formats.pbn.rescore import rescore
from tests.formats.corpus import corpus
from tests.formats.fuzzing import PIECES, exercise, mutated
from tests.reference_data import DATA

FUZZ = DATA / "fuzz"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_mutated_corpus_pieces(rng: random.Random) -> None:
    exercise(mutated(rng, [f.data for f in corpus()]))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.binary(max_size=20), max_size=40))
def test_pieces_and_bytes(parts: list[bytes]) -> None:
    exercise(b"".join(parts))


@pytest.mark.parametrize("path", sorted(FUZZ.glob("*.pbn")), ids=lambda p: p.name)
def test_regression_files(path: Path) -> None:
    exercise(path.read_bytes())
    if path.name.startswith("mp-"):  # a valid file whose MP cells 1/2 differ from the rescore
        session = pbn.loads(path.read_bytes())
        found = differences(session, rescore(session))
        assert [d.published for d in found if d.column == "MP_NS"] == ["1/2"]
    else:
        with pytest.raises(AtoutError, match=r"^line \d+: .*\(column \d+; PBN 2\.1 §"):
            pbn.loads(path.read_bytes())


def _timed(data: bytes, strict: bool) -> float:
    start = time.perf_counter()
    with contextlib.suppress(AtoutError):
        pbn.loads(data, strict=strict)
    return time.perf_counter() - start


@pytest.mark.parametrize(
    "data",
    [
        ('[Board "1"]' * 40_000 + "\n").encode(),
        ("".join(f'[T{i} "v"]' for i in range(90_000)) + "\n").encode(),
        (
            '[Board "1"]\n[ScoreTable "'
            + ";".join(f"C{i}" for i in range(110_000))
            + '"]\n'
            + " 1" * 110_000
            + "\n"
        ).encode(),
        ('[Event "' + "\x01" * 100_000 + '"]\n').encode() * 10,
    ],
    ids=["40k-repeated-tags", "1MB-of-tags-on-a-line", "110k-columns", "control-characters"],
)
def test_linear_time(data: bytes) -> None:
    assert len(data) <= 1_100_000
    for strict in (True, False):
        assert _timed(data, strict) < 2.0
