"""Benchmark: read a 10,000-board PBN session, and the whole PBN corpus, with atout and endplay.

Generates a Ruter-style export (random deals, contracts and ScoreTable rows of
9 tables, like the real files in tests/data/reference/pbn) into a temporary
directory, then parses the same text with ``atout.formats.pbn.loads`` (strict:
every deal, contract, declarer and result checked) and with
``endplay.parsers.pbn.loads``, in the same run, taking turns, best of three.
A second row reads the 237 files of the corpus (``shared/reference/pbn-corpus`` beside the
repository: other projects' files, never committed),
atout leniently (it reads them all) and endplay on those it reads.

atout checks every game when it reads the file and builds a usual game's tag
objects when they are first asked for (as it builds a table's cells): the
"every tag built" line reads the session and then asks every game for its tags.

Between timed runs the garbage collector runs, and no parser's result is kept
alive while the other is timed, so that neither pays for the other's garbage.
The library itself never switches the collector.

Run: ``PYTHONPATH=src python bench/pbn_parse.py [boards]``
"""

from __future__ import annotations

import gc
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from atout.bridge.board import board_dealer, board_vulnerability
from atout.bridge.contract import Contract, Doubling, Strain
from atout.bridge.deal import Deal
from atout.bridge.score import points
from atout.bridge.seats import SEATS, Side
from atout.formats import pbn

TABLES = 9
COLUMNS = (
    "Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;"
    "Score_NS;Score_EW;MP_NS;MP_EW;Percentage_NS;Percentage_EW"
)
TOTALS = "Rank;PairId;Direction;TotalScoreMP;TotalPercentage;NrBoards;Names"


def _row(rng: random.Random, table: int, vulnerable: dict[Side, bool]) -> tuple[str, int]:
    contract = Contract(rng.randint(1, 7), rng.choice(list(Strain)), rng.choice(list(Doubling)))
    declarer = rng.choice(SEATS)
    tricks = max(0, min(13, contract.tricks_needed + rng.randint(-3, 2)))
    score = points(contract, tricks, vulnerable[declarer.side])
    ns = score if declarer.side is Side.NS else -score
    contract_text = str(contract).replace("NT", "N")
    cells = f"{table} 1 {table} {table + TABLES} {contract_text} {declarer} {tricks}"
    score_cells = f'"{ns}" -' if ns >= 0 else f'- "{-ns}"'
    return f"{cells} {score_cells}", ns


def _board(rng: random.Random, number: int) -> list[str]:
    vulnerability = board_vulnerability(number)
    vulnerable = {side: vulnerability.is_vulnerable(side) for side in Side}
    dealer = board_dealer(number)
    lines = [
        '[Event "Benchmark pairs"]',
        f'[Board "{number}"]',
        f'[Dealer "{dealer}"]',
        f'[Vulnerable "{vulnerability}"]',
        f'[Deal "{Deal.random(rng).to_pbn(dealer)}"]',
        '[Scoring "MatchPoints;MP1"]',
    ]
    if number == 1:
        lines.append(f'[TotalScoreTable "{TOTALS}"]')
        for pair in range(1, 2 * TABLES + 1):
            lines.append(f'{pair} {pair} "N-S" 0.0 50.00 24 "Pair {pair}"')
    lines.append(f'[ScoreTable "{COLUMNS}"]')
    rows = [_row(rng, table, vulnerable) for table in range(1, TABLES + 1)]
    scores = sorted(ns for _, ns in rows)
    top = 2 * (TABLES - 1)
    for text, ns in rows:
        mp = 2 * sum(s < ns for s in scores) + sum(s == ns for s in scores) - 1
        mp1 = mp - top // 2
        percent = round(100 * mp / top)
        lines.append(f"{text} {mp1:.1f} {-mp1:.1f} {percent} {100 - percent}")
    return [*lines, ""]


def generate(boards: int, seed: int = 2024) -> str:
    """A PBN session of ``boards`` boards with results."""
    rng = random.Random(seed)
    lines = ["% PBN 2.1", "% EXPORT", ""]
    for number in range(1, boards + 1):
        lines.extend(_board(rng, number))
    return "\n".join(lines) + "\n"


def best_of_interleaved(
    runs: int, parsers: dict[str, Callable[[], object]]
) -> dict[str, tuple[float, float]]:
    """The fastest of ``runs`` timings of each parser (wall clock and process CPU time,
    in seconds), the parsers taking turns so that a burst of load on a shared
    machine hits both alike."""
    best = {name: (float("inf"), float("inf")) for name in parsers}
    for _ in range(runs):
        for name, parse in parsers.items():
            gc.collect()
            wall, cpu = time.perf_counter(), time.process_time()
            result = parse()
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            del result  # freed before the next parser is timed
            best[name] = (min(best[name][0], wall), min(best[name][1], cpu))
    return best


#: Other projects' files, read in place beside the repository (never committed).
CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "reference" / "pbn-corpus"


def corpus_texts() -> list[tuple[bytes, str]]:
    """The corpus files: their bytes, and their text as atout decodes it."""
    files = [path.read_bytes() for path in sorted(CORPUS.glob("*.pbn"))]
    return [(data, pbn.decode(data)) for data in files]


def _endplay_corpus(texts: list[str]) -> Callable[[], object]:
    from endplay.parsers import pbn as endplay_pbn

    def parse() -> object:
        return [endplay_pbn.loads(text) for text in texts]

    return parse


def corpus_row() -> None:
    """Time the whole corpus: atout (lenient) on every file, endplay on those it reads."""
    from endplay.parsers import pbn as endplay_pbn

    files = corpus_texts()
    readable = []
    for _, text in files:
        try:
            endplay_pbn.loads(text)
            readable.append(text)
        except Exception:  # endplay raises RuntimeError, ValueError, KeyError...
            continue
    size = sum(len(data) for data, _ in files)
    best = best_of_interleaved(
        3,
        {
            "atout": lambda: [pbn.loads(data, strict=False) for data, _ in files],
            "endplay": _endplay_corpus(readable),
        },
    )
    (atout_time, _), (endplay_time, _) = best["atout"], best["endplay"]
    print(
        f"corpus: {len(files)} files, {size / 1e6:.1f} MB; atout reads all "
        f"{len(files)} in {atout_time:.3f} s, endplay reads {len(readable)} in "
        f"{endplay_time:.3f} s"
    )


def main(boards: int = 10_000) -> None:
    from endplay.parsers import pbn as endplay_pbn

    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "session.pbn"
        path.write_bytes(pbn.encode(generate(boards)))
        size = path.stat().st_size
        text = path.read_bytes().decode("latin-1")
        assert len(pbn.loads(text).games) == len(endplay_pbn.loads(text)) == boards
        best = best_of_interleaved(
            3,
            {
                "atout": lambda: pbn.loads(path.read_bytes()),
                "endplay": lambda: endplay_pbn.loads(path.read_text(encoding="latin-1")),
                "atout, every tag built": lambda: _every_tag(pbn.loads(path.read_bytes())),
            },
        )
    (atout_time, atout_cpu), (endplay_time, endplay_cpu) = best["atout"], best["endplay"]
    built_time = best["atout, every tag built"][0]
    print(f"{boards} boards, {TABLES} ScoreTable rows each, {size / 1e6:.1f} MB")
    print(f"atout   {atout_time:7.3f} s  {boards / atout_time:10,.0f} boards/s")
    print(f"endplay {endplay_time:7.3f} s  {boards / endplay_time:10,.0f} boards/s")
    print(f"ratio   {endplay_time / atout_time:.1f}x (atout faster when > 1)")
    print(f"CPU time: atout {atout_cpu:.3f} s, endplay {endplay_cpu:.3f} s, ratio ", end="")
    print(f"{endplay_cpu / atout_cpu:.1f}x")
    print(
        f"atout, every game's tags built: {built_time:.3f} s, "
        f"ratio {endplay_time / built_time:.1f}x"
    )
    corpus_row()


def _every_tag(session: pbn.PbnFile) -> pbn.PbnFile:
    for game in session.games:
        _ = game.entries
    return session


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
