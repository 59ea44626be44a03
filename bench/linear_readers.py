"""Benchmark: the readers and sheets that were quadratic (issue 27) grow linearly.

Each reads a small and a large input of the same kind: LIN of 1,000 and 16,000 boards
(each its own players, as a BBO hand history: the probe's 16,000 boards took 49 s) and
LIN of 16,000 and 256,000 players lists before one deal (each once searched for a deal),
tarot session files of 250 and 4,000 deals (2,000 took 65 s), Chicago sheets of 10,000
and 200,000 deals and rubber sheets of 10,000 and 200,000 deals (an endless rubber: part
scores and passes), each line read and scored as ``atout bridge chicago|rubber --json``
does; then the same sheets as the whole commands ``atout bridge chicago|rubber FILE``
(read from a file, scored, their tables written: 200,000 deals took over 60 s in rich's
table). It prints the ratio of the best of three times (of two, for the whole commands)
beside the ratio of sizes: linear when they are close (a quadratic reader's would be their
square). The garbage collector is off while timing, as in ``timeit``.

Run: ``PYTHONPATH=src python bench/linear_readers.py``
"""

from __future__ import annotations

import gc
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from click.testing import CliRunner

from atout.bridge.chicago import ChicagoDeal, ChicagoRules, score_chicago
from atout.bridge.rubber import RubberDeal, RubberRules, score_rubber
from atout.cli import main as atout
from atout.formats import lin
from atout.tarot.sheet import parse_session


def _seconds(run: Callable[[], object], repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        gc.collect()
        gc.disable()  # as timeit does: the collector's passes grow with the live objects
        try:
            start = time.perf_counter()
            run()
            times.append(time.perf_counter() - start)
        finally:
            gc.enable()
    return min(times)


def _lin(boards: int) -> str:
    hands = "md|3SAKQHAKQDAKQCAKQJ,SJT9HJT9DJT9CT987,S8765H8765D8765C6,|"
    return "".join(f"pn|s{i},w,n,e|{hands}ah|Board {i % 36 + 1}|\n" for i in range(boards))


def _tarot(deals: int) -> str:
    lines = (
        "garde taker=1 points=43 bouts=2",
        "prise taker=2 points=28 bouts=1 petit-au-bout=defence",
        "pass",
        "garde taker=1 points=45 bouts=2 poignee=2:simple",
    )
    return "players: Ana, Bo, Cy, Di\n" + "\n".join(lines[i % 4] for i in range(deals)) + "\n"


def _chicago(deals: int) -> list[str]:
    lines = ("N 4S=", "E 3NT+1", "PASS", "W 2H-1")
    return [lines[i % 4] for i in range(deals)]


def _rubber(deals: int) -> list[str]:
    return ["EW 2H-1" if i % 2 else "PASS" for i in range(deals)]


def _read_lin(boards: int) -> Callable[[], object]:
    text = _lin(boards)
    return lambda: lin.loads(text)


def _read_lin_players(lists: int) -> Callable[[], object]:
    text = "pn|a,b,c,d|sv|o|" * lists + "md|1S2,,,|"  # every list searched for a deal before
    return lambda: lin.loads(text)


def _read_tarot(deals: int) -> Callable[[], object]:
    text = _tarot(deals)
    return lambda: parse_session(text)


def _read_chicago(deals: int) -> Callable[[], object]:
    lines = _chicago(deals)
    return lambda: score_chicago([ChicagoDeal.parse(line) for line in lines], ChicagoRules())


def _read_rubber(deals: int) -> Callable[[], object]:
    lines = _rubber(deals)
    return lambda: score_rubber([RubberDeal.parse(line) for line in lines], RubberRules())


def _command(name: str, lines: list[str]) -> Callable[[], object]:
    """``atout bridge NAME FILE`` in this process, its output kept in memory."""
    path = Path(tempfile.mkdtemp()) / f"{name}.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    def run() -> object:
        result = CliRunner().invoke(atout, ["--lang", "en", "bridge", name, str(path)])
        assert result.exit_code == 0, result.output
        return result

    return run


def _chicago_command(deals: int) -> Callable[[], object]:
    return _command("chicago", _chicago(deals))


def _rubber_command(deals: int) -> Callable[[], object]:
    return _command("rubber", _rubber(deals))


CASES: tuple[tuple[str, int, int, Callable[[int], Callable[[], object]]], ...] = (
    ("LIN boards", 1_000, 16_000, _read_lin),
    ("LIN players lists", 16_000, 256_000, _read_lin_players),
    ("tarot session deals", 250, 4_000, _read_tarot),
    ("Chicago deals", 10_000, 200_000, _read_chicago),
    ("rubber deals", 10_000, 200_000, _read_rubber),
    ("bridge chicago FILE", 10_000, 200_000, _chicago_command),
    ("bridge rubber FILE", 10_000, 200_000, _rubber_command),
)
#: The cases timed twice, not three times (each run of the large one takes tens of seconds).
ONCE = {"bridge chicago FILE", "bridge rubber FILE"}


def main() -> int:
    print(
        f"{'input':<22}{'small':>9}{'large':>9}{'time small':>12}{'time large':>12}"
        f"{'size ratio':>12}{'time ratio':>12}"
    )
    for name, small, large, make in CASES:
        repeat = 2 if name in ONCE else 3
        first, second = _seconds(make(small), repeat), _seconds(make(large), repeat)
        print(
            f"{name:<22}{small:>9,}{large:>9,}{first:>11.3f}s{second:>11.3f}s"
            f"{large / small:>12.1f}{second / first:>12.1f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
