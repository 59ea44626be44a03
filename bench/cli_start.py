"""Benchmark: how long the ``atout`` command takes to start, score and exit.

A script that scores contracts one call at a time pays the start-up on every
call, so each command below must finish under :data:`TARGET` seconds. They are
timed in the same run as ``python -c pass`` (the interpreter's own start-up, the
peer here), taking turns, as subprocesses of this interpreter: the ``atout``
console script beside it when there is one (``.venv/bin/atout``, the entry
point users run), else ``python -m atout``.

The children keep their compiled bytecode, as an installed atout does (pip
compiles it at install time): they write it under a temporary
``PYTHONPYCACHEPREFIX`` during a warm-up run, whatever ``PYTHONDONTWRITEBYTECODE``
says, and never into the source tree. Without it every run would compile every
module again and time the compiler.

Run: ``python bench/cli_start.py [repetitions]``
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: Start-up budget of one ``atout`` call, in seconds.
TARGET = 0.15
REPETITIONS = 15


def _atout() -> list[str]:
    """The console script installed beside this interpreter, else ``python -m atout``."""
    script = Path(sys.executable).with_name("atout")
    if script.exists():
        return [str(script)]
    found = shutil.which("atout")
    return [found] if found else [sys.executable, "-m", "atout"]


def _commands() -> dict[str, list[str]]:
    atout = _atout()
    tarot = "--players 4 --taker 1 --contract garde --points 43 --bouts 2".split()
    return {
        "python -c pass": [sys.executable, "-c", "pass"],
        "atout bridge score 4H=": [*atout, "bridge", "score", "4H="],
        "atout tarot score …": [*atout, "tarot", "score", *tarot],
        "atout bridge deal 1-24": [*atout, "bridge", "deal", "--boards", "1-24", "--json"],
        "atout --help": [*atout, "--help"],
    }


def _time(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
    return time.perf_counter() - start


def _timings(repetitions: int, env: dict[str, str]) -> dict[str, list[float]]:
    commands = _commands()
    times: dict[str, list[float]] = {name: [] for name in commands}
    for command in commands.values():  # warm the file cache and write the bytecode
        _time(command, env)
    for _ in range(repetitions):
        for name, command in commands.items():
            times[name].append(_time(command, env))
    return times


def main(repetitions: int = REPETITIONS) -> None:
    with tempfile.TemporaryDirectory(prefix="atout-pycache-") as cache:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        times = _timings(repetitions, {**env, "PYTHONPYCACHEPREFIX": cache})
    baseline = statistics.median(times["python -c pass"])
    print(f"start-up of {' '.join(_atout())}, bytecode cached, {repetitions} runs each (seconds)")
    print(f"{'command':<26}{'median':>8}{'best':>8}{'- python':>10}  target {TARGET}")
    for name, runs in times.items():
        median = statistics.median(runs)
        verdict = "" if name == "python -c pass" else ("ok" if median < TARGET else "OVER")
        print(f"{name:<26}{median:>8.3f}{min(runs):>8.3f}{median - baseline:>+10.3f}  {verdict}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else REPETITIONS)
