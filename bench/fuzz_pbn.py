"""Fuzz the PBN reader: 100,000 inputs, every exception an AtoutError, no read over 2 s.

Inputs are pieces of the corpus's real files (``shared/reference/pbn-corpus`` beside the repository)
with the mutations of ``tests/formats/fuzzing.py``, after the inputs that once took
quadratic time (``ADVERSARIAL``, timed first); one in a thousand is
repeated into a long input (up to 1 MB). Each input is read strictly and
leniently (each read timed: none may take 2 s), then written back and read
again, asked for its typed values, rescored and checked (``exercise``: any
exception but an AtoutError counts). Prints the counts; exits 1 on any
non-project exception or slow read.

Run: ``PYTHONPATH=src:. python bench/fuzz_pbn.py [inputs] [seed]``
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import random
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.formats.corpus import corpus  # noqa: E402
from tests.formats.fuzzing import ADVERSARIAL, exercise, mutated  # noqa: E402

from atout.errors import AtoutError  # noqa: E402
from atout.formats import pbn  # noqa: E402

#: The most time an input of at most 1 MB may take.
LIMIT = 2.0
MEGABYTE = 1_000_000


def adversarial() -> int:
    """Time the inputs that once took quadratic time; how many took over :data:`LIMIT`."""
    slow = 0
    for name, data in ADVERSARIAL.items():
        took = []
        for strict in (True, False):
            start = time.perf_counter()
            with contextlib.suppress(AtoutError):
                pbn.loads(data, strict=strict)
            took.append(time.perf_counter() - start)
        slow += max(took) > LIMIT
        print(f"  {name} ({len(data):,} bytes): strict {took[0]:.2f} s, lenient {took[1]:.2f} s")
    return slow


def main(count: int = 100_000, seed: int = 2024) -> int:
    print("inputs that once took quadratic time:")
    slow_adversarial = adversarial()
    sources = [f.data for f in corpus()]
    rng = random.Random(seed)
    outcomes: collections.Counter[str] = collections.Counter()
    crashes: collections.Counter[str] = collections.Counter()
    slowest = (0.0, 0)
    longest = 0.0
    slow = 0
    started = time.perf_counter()
    for i in range(count):
        data = mutated(rng, sources)
        if i % 1000 == 999:  # a long input: one piece repeated up to 1 MB
            data = (data or b"[") * (MEGABYTE // max(1, len(data)))
            data = data[:MEGABYTE]
        try:
            took = 0.0
            for strict in (True, False):
                start = time.perf_counter()
                try:
                    pbn.loads(data, strict=strict)
                    if strict:
                        outcomes["read strictly"] += 1
                except AtoutError:
                    outcomes["refused strictly (read leniently)"] += 1
                took = max(took, time.perf_counter() - start)
            start = time.perf_counter()
            exercise(data)
            longest = max(longest, time.perf_counter() - start)
        except Exception as error:  # the count this bench exists for
            where = traceback.extract_tb(error.__traceback__)[-1]
            crashes[f"{type(error).__name__} at {Path(where.filename).name}:{where.lineno}"] += 1
        slowest = max(slowest, (took, len(data)))
        slow += took > LIMIT
    print(f"{count:,} inputs (seed {seed}) in {time.perf_counter() - started:.0f} s")
    for outcome, number in outcomes.most_common():
        print(f"  {outcome}: {number:,}")
    print(f"  exceptions outside atout.errors: {sum(crashes.values())}")
    for where, number in crashes.most_common():
        print(f"    {number:,} {where}")
    print(f"  reads over {LIMIT:.0f} s: {slow} (slowest {slowest[0]:.2f} s, {slowest[1]:,} bytes)")
    print(f"  slowest whole exercise (2 reads, write, read, values, rescore): {longest:.2f} s")
    return 1 if crashes or slow or slow_adversarial else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("inputs", type=int, nargs="?", default=100_000)
    parser.add_argument("seed", type=int, nargs="?", default=2024)
    options = parser.parse_args()
    sys.exit(main(options.inputs, options.seed))
