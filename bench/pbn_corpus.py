"""The PBN corpus, producer by producer: files read strictly, leniently, and by endplay.

Reads the 237 files of ``shared/reference/pbn-corpus`` beside the repository with
``atout.formats.pbn.loads`` (strict, then ``strict=False``) and with
``endplay.parsers.pbn.loads`` (given the same decoded text), and prints a
Markdown table: for each producer the files, those atout reads strictly, those
it reads leniently without a problem... and the files endplay reads without
raising. The table in ``docs/pbn.md`` is this script's output.

Run: ``PYTHONPATH=src:. python bench/pbn_corpus.py``
"""

from __future__ import annotations

import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.formats.corpus import corpus  # noqa: E402

from atout.errors import AtoutError  # noqa: E402
from atout.formats import pbn  # noqa: E402
from atout.formats.pbn.text import detect  # noqa: E402


def _endplay_reads(text: str) -> bool:
    from endplay.parsers import pbn as endplay_pbn

    try:
        endplay_pbn.loads(text)
    except Exception:  # endplay raises RuntimeError, ValueError, KeyError...
        return False
    return True


def main() -> None:
    rows: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0, 0, 0, 0])
    crashes = 0
    for file in corpus():
        counts = rows[file.producer]
        counts[0] += 1
        try:
            pbn.loads(file.data)
            counts[1] += 1
        except AtoutError:
            pass
        except Exception:
            crashes += 1
        try:
            lenient = pbn.loads(file.data, strict=False)
            counts[2] += 1
            counts[3] += not lenient.problems
        except Exception:
            crashes += 1
        counts[4] += _endplay_reads(detect(file.data).text)
    print("| producer | files | atout strict | atout lenient (no problem) | endplay |")
    print("|---|---:|---:|---:|---:|")
    for producer, (files, strict, lenient, clean, endplay) in sorted(
        rows.items(), key=lambda item: (-item[1][0], item[0])
    ):
        print(f"| {producer} | {files} | {strict} | {lenient} ({clean}) | {endplay} |")
    total = [sum(r[i] for r in rows.values()) for i in range(5)]
    files = total[0]
    print(
        f"| **all** | {files} | {total[1]} ({100 * total[1] / files:.0f} %) | "
        f"{total[2]} ({total[3]}) | {total[4]} ({100 * total[4] / files:.0f} %) |"
    )
    print(f"\ncrashes (exceptions outside atout.errors): {crashes}")


if __name__ == "__main__":
    main()
