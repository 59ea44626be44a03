"""Benchmark: read the 14 USEBIO files of nine programs and the 5 BBO LIN tournaments.

The files are read in place (``shared/reference/usebio`` and ``lin-bbo`` beside
the repository: other projects' files, never committed). USEBIO: atout reads each
file (every layout) and turns it into a PBN session; no USEBIO reader is
installable, so the peer is lxml walking the same traveller lines (the least a
reader does). LIN: atout and endplay (``endplay.parsers.lin``) read the 1,468
tables' LIN, one record each. Same run, taking turns, best of three; ratio
printed.

Run: ``PYTHONPATH=src python bench/files_read.py``
"""

from __future__ import annotations

import gc
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from atout.formats import lin, usebio

SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "reference"


def _best(run: Callable[[], object], repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def _usebio(files: list[bytes]) -> None:
    for data in files:
        usebio.to_pbn(usebio.loads(data))


def _lxml(files: list[bytes]) -> None:
    from lxml import etree

    for data in files:
        root = etree.fromstring(data)
        for line in root.iter("TRAVELLER_LINE"):
            {child.tag: child.text for child in line}


def _atout_lin(records: list[str]) -> None:
    for record in records:
        lin.loads(record)


def _endplay_lin(records: list[str]) -> None:
    from endplay.parsers import lin as endplay_lin

    for record in records:
        try:
            endplay_lin.loads(record)
        except Exception:  # the peer refuses some records
            continue


def main() -> int:
    folder = SHARED / "usebio"
    if not folder.is_dir():
        print(f"{folder} is absent: nothing to read")
        return 0
    files = [p.read_bytes() for p in sorted(folder.glob("*.xml"))]
    records = [
        row["lin"]
        for path in sorted((SHARED / "lin-bbo").glob("*.json"))
        for board in json.loads(path.read_text("utf-8"))["boards"]
        for row in board["rows"]
        if row["lin"]
    ]
    ours, theirs = _best(lambda: _usebio(files)), _best(lambda: _lxml(files))
    print(
        f"USEBIO, {len(files)} files: atout (read + PBN) {ours * 1000:.1f} ms, "
        f"lxml walk {theirs * 1000:.1f} ms, ratio {ours / theirs:.2f}"
    )
    ours, theirs = _best(lambda: _atout_lin(records)), _best(lambda: _endplay_lin(records))
    print(
        f"LIN, {len(records)} tables: atout {ours * 1000:.1f} ms, "
        f"endplay {theirs * 1000:.1f} ms, ratio {ours / theirs:.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
