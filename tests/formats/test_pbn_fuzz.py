"""The PBN reader never raises anything but an AtoutError, on any input.

A bounded hypothesis run over mutated pieces of the corpus (skipped where it is
absent), of the small files written for each producer's quirk, and over raw bytes
(``bench/fuzz_pbn.py`` runs 100,000 inputs), the regression files of
``tests/data/fuzz`` (the four causes of crashes found by a probe, issue 15), and
the inputs that once took quadratic time (their time: ``bench/fuzz_pbn.py``).
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from atout.errors import AtoutError
from atout.formats import pbn
from atout.formats.pbn.compare import differences
from atout.formats.pbn.rescore import rescore
from tests.formats.corpus import corpus
from tests.formats.fuzzing import ADVERSARIAL, PIECES, exercise, mutated
from tests.reference_data import DATA, QUIRKS_PBN

FUZZ = DATA / "fuzz"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_mutated_corpus_pieces(rng: random.Random) -> None:
    exercise(mutated(rng, [f.data for f in corpus()]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_mutated_pieces_of_the_quirk_files(rng: random.Random) -> None:
    exercise(mutated(rng, [p.read_bytes() for p in sorted(QUIRKS_PBN.glob("*.pbn"))]))


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


@pytest.mark.parametrize("data", ADVERSARIAL.values(), ids=list(ADVERSARIAL))
def test_inputs_that_once_took_quadratic_time_are_read(data: bytes) -> None:
    # Their time is measured by bench/fuzz_pbn.py (none may take 2 s); quadratic work on
    # a megabyte would take hours and end on the suite's timeout.
    assert len(data) <= 1_100_000
    for strict in (True, False):
        with contextlib.suppress(AtoutError):
            pbn.loads(data, strict=strict)
